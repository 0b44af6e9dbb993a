import { Type } from 'typebox';
import { FirmographicsSchema, Timestamp } from '../../../schemas.js';

/**
 * string or null as a type list rather than anyOf: the serializer writes a type list directly, while anyOf makes
 * it test each branch per value, which shows on bulk responses of thousands of entries. OpenAPI 3.1 reads both.
 */
const NullableString = (options: { description?: string } = {}) => Type.Unsafe<string | null>({ type: ['string', 'null'], ...options });

export const RelatedCompanySchema = Type.Object({
  name: Type.String(),
  slug: NullableString({ description: 'usable as a company identifier' }),
  primary_domain: NullableString(),
  relationship: Type.String({ description: 'parent, subsidiary, acquirer, acquisition or division; may grow: ignore unknown values' }),
});

export const EvidenceSchema = Type.Object(
  {
    source: Type.String({
      description:
        'headers, cookies, meta, html, script_src, scripts, dom, url, dns, robots, implied, or import (an imported detection); may grow: ignore unknown values',
    }),
    url: NullableString({ description: 'the page, script file or robots.txt where it was seen; null for imports, DNS and implications' }),
    matched: NullableString({
      description: 'the matched text (at most 200 characters); for implied, the tech_key that implied it; null for imports',
    }),
    observed_at: Timestamp,
  },
  { description: 'One reason a detection stands (contracts section 8).' },
);

export const TechnologyEntrySchema = Type.Object(
  {
    tech_key: Type.String({ description: 'for a vendor-only entry, the vendor slug' }),
    display_name: Type.String({ description: 'for a vendor-only entry, the vendor name' }),
    vendor_name: NullableString({ description: 'null when no vendor is known' }),
    vendor_slug: NullableString({ description: 'null when no vendor is known' }),
    vendor_only: Type.Boolean({ description: 'a relationship with the vendor and no specific technology of it' }),
    detection_count: Type.Integer(),
    first_seen: Timestamp,
    last_seen: Timestamp,
    evidence: Type.Optional(
      Type.Array(EvidenceSchema, { description: 'with include=evidence: why it was detected, newest first, at most 5' }),
    ),
  },
  { description: 'A technology (or vendor-only relationship) detected on the company.' },
);

const baseFields = {
  name: Type.String(),
  primary_domain: Type.String(),
  slug: Type.String(),
  partnership_count: Type.Integer({ description: 'distinct partner companies, both directions' }),
  domains: Type.Optional(Type.Array(Type.String(), { description: 'every domain the company is known by, primary first' })),
  investors: Type.Optional(Type.Array(Type.String())),
  related_companies: Type.Optional(Type.Array(RelatedCompanySchema, { description: 'omitted when no ownership relationships are known' })),
};

export const CompanySchema = Type.Object(
  {
    ...baseFields,
    technologies: Type.Optional(
      Type.Array(TechnologyEntrySchema, {
        description:
          'with include=technologies; ordered by global popularity (most used first), at most 100; omitted when none is detected',
      }),
    ),
    vendor_count: Type.Optional(
      Type.Integer({ description: 'with include=technologies: distinct vendors of the whole stack, past the 100 cap too' }),
    ),
    firmographics: Type.Optional(FirmographicsSchema),
  },
  { description: 'A company record. Fields without data are omitted rather than null.' },
);

/** An item of GET /v1/companies: the base record, plus firmographics with include=firmographics. */
export const CompanyListItemSchema = Type.Object(
  { ...baseFields, firmographics: Type.Optional(FirmographicsSchema) },
  { description: 'A company record without technologies. Fields without data are omitted rather than null.' },
);

/** The spec's partner entry, shared by the bulk lookup's partnerships section. */
export const PartnerEntrySchema = Type.Object({
  partner_name: Type.String(),
  partner_domain: Type.String(),
  partner_slug: Type.String(),
  partnership_type: Type.Union([Type.Literal('technology'), Type.Literal('channel'), Type.Literal('generic')]),
  first_observed_at: Timestamp,
  last_observed_at: Timestamp,
  observation_count: Type.Integer(),
});

export const BulkTechnologySchema = Type.Object({
  tech_key: Type.String(),
  display_name: Type.String(),
  vendor_name: NullableString({ description: 'null when no vendor is known' }),
  last_seen_at: Timestamp,
  evidence_count: Type.Integer({ description: 'detections recorded' }),
  vendor_only: Type.Boolean({ description: 'a vendor relationship with no specific technology (tech_key is then the vendor slug)' }),
});

export const BulkResultSchema = Type.Object({
  domain: Type.String({ description: 'the requested domain, normalized (lowercase, no www., no scheme or path)' }),
  status: Type.Union([Type.Literal('tracked'), Type.Literal('not_tracked')]),
  company: Type.Optional(
    Type.Object({ name: Type.String(), primary_domain: Type.String(), slug: Type.String() }, { description: 'omitted when not tracked' }),
  ),
  technologies: Type.Array(BulkTechnologySchema, { description: 'empty unless include has technologies; at most 100' }),
  partnerships: Type.Array(PartnerEntrySchema, {
    description: 'empty unless include has partnerships; both directions, the 100 most recently observed partners',
  }),
  technology_count: Type.Integer({ description: 'entries of the full technology list (tech_stack_size); always present' }),
  partnership_count: Type.Integer({ description: 'distinct partner companies; always present' }),
  firmographics: Type.Optional(FirmographicsSchema),
});

export const BulkResponseSchema = Type.Object({
  data: Type.Array(BulkResultSchema, { description: 'one result per distinct well-formed domain, in request order' }),
  total_domains_requested: Type.Integer({ description: 'entries in the request, rejected and duplicate ones included' }),
  domains_found: Type.Integer(),
  domains_not_found: Type.Array(Type.String()),
  rejected: Type.Integer(),
  rejected_domains: Type.Array(Type.String(), { description: 'entries that are not well-formed domains, as sent' }),
});

export const FlagSchema = Type.Object({
  flag_id: Type.Integer(),
  company_id: Type.Integer(),
  status: Type.Literal('queued'),
});
