import { Type } from 'typebox';
import { FirmographicsSchema, Timestamp } from '../../../schemas.js';

export const PartnershipTypeSchema = Type.Union([Type.Literal('technology'), Type.Literal('channel'), Type.Literal('generic')], {
  description: 'when the two directions of a pair disagree, the more specific wins: technology > channel > generic',
});

/** A company reference on the two-company endpoints. */
export const CompanyRefSchema = Type.Object({ slug: Type.String(), name: Type.String(), primary_domain: Type.String() });

export const PartnerEntrySchema = Type.Object(
  {
    partner_name: Type.String(),
    partner_domain: Type.String(),
    partner_slug: Type.String(),
    partnership_type: PartnershipTypeSchema,
    first_observed_at: Timestamp,
    last_observed_at: Timestamp,
    observation_count: Type.Integer({ description: 'both directions summed' }),
  },
  { description: 'One partner company; observations of both directions merged.' },
);

export const PartneringCompanyEntrySchema = Type.Object(
  {
    slug: Type.String(),
    name: Type.String(),
    primary_domain: Type.String(),
    first_seen_at: Timestamp,
    last_seen_at: Timestamp,
    observation_count: Type.Integer(),
    firmographics: Type.Optional(FirmographicsSchema),
  },
  { description: 'A company that lists the partner: its own observation of that listing.' },
);

const SidePartnershipSchema = Type.Object({
  partnership_type: PartnershipTypeSchema,
  first_observed_at: Timestamp,
  last_observed_at: Timestamp,
});

export const SharedPartnerSchema = Type.Object(
  {
    partner_name: Type.String(),
    partner_domain: Type.String(),
    partner_slug: Type.String(),
    company_a: SidePartnershipSchema,
    company_b: SidePartnershipSchema,
  },
  { description: "A partner of both companies, with each side's (merged) partnership with it." },
);

export const AttributionSchema = Type.Object({
  source: Type.String({
    description: 'partner_page, integration_marketplace, press_release or import; may grow: treat unknown values as other',
  }),
  source_label: Type.String({ description: 'human-readable, e.g. the name of the partner directory' }),
  observed_at: Timestamp,
  url: Type.Optional(Type.String({ description: 'where the observation was made, when known' })),
});

export const GraphNodeSchema = Type.Object({
  id: Type.Integer({ description: 'stable company id' }),
  name: Type.String(),
  primary_domain: Type.String(),
  partnership_count: Type.Integer(),
  is_root: Type.Boolean(),
  slug: Type.String(),
});

export const GraphEdgeSchema = Type.Object(
  { source: Type.Integer(), target: Type.Integer() },
  { description: 'An undirected partnership between two nodes, listed once with source < target.' },
);

export const EnrichmentResultSchema = Type.Object({
  domain: Type.String({ description: 'the normalized domain' }),
  status: Type.Union([Type.Literal('found'), Type.Literal('no_partnerships'), Type.Literal('not_tracked')]),
  company_name: Type.Union([Type.String(), Type.Null()]),
  company_id: Type.Union([Type.Integer(), Type.Null()]),
  slug: Type.Union([Type.String(), Type.Null()]),
  partnerships: Type.Array(
    Type.Object({
      partner_name: Type.String(),
      partner_domain: Type.String(),
      partner_slug: Type.String(),
      first_observed_at: Timestamp,
      last_observed_at: Timestamp,
      observation_count: Type.Integer(),
      category: Type.Null({ description: 'reserved' }),
      description: Type.Null({ description: 'reserved' }),
    }),
    { description: 'the 100 most recently observed partners; partnership_count is the full number' },
  ),
  partnership_count: Type.Integer(),
});

export const EnrichmentResponseSchema = Type.Object({
  results: Type.Array(EnrichmentResultSchema),
  total_domains_requested: Type.Integer({ description: 'domains kept after normalization (= results)' }),
  domains_found: Type.Integer({ description: 'found + no_partnerships' }),
  domains_with_partnerships: Type.Integer(),
});

export const IdentifierParam = (description = 'a domain or a slug') => Type.String({ minLength: 1, maxLength: 2048, description });
