import { Type } from 'typebox';

export const RelatedCompanySchema = Type.Object({
  name: Type.String(),
  slug: Type.Union([Type.String(), Type.Null()], { description: 'usable as a company identifier' }),
  primary_domain: Type.Union([Type.String(), Type.Null()]),
  relationship: Type.String({ description: 'parent, subsidiary, acquirer, acquisition or division; may grow: ignore unknown values' }),
});

export const CompanySchema = Type.Object(
  {
    name: Type.String(),
    primary_domain: Type.String(),
    slug: Type.String(),
    partnership_count: Type.Integer({ description: 'distinct partner companies, both directions' }),
    domains: Type.Optional(Type.Array(Type.String(), { description: 'every domain the company is known by, primary first' })),
    investors: Type.Optional(Type.Array(Type.String())),
    related_companies: Type.Optional(
      Type.Array(RelatedCompanySchema, { description: 'omitted when no ownership relationships are known' }),
    ),
  },
  { description: 'A company record. Fields without data are omitted rather than null.' },
);
