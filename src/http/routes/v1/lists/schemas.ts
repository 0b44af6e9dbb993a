import { Type, type TSchema } from 'typebox';
import { MAX_CONDITIONS, MAX_DEPTH, MAX_VALUES } from '../../../../lists/definition.js';
import { REGISTRY_VERSION } from '../../../../lists/fields.js';
import { EVIDENCE_TYPES, type Evidence } from '../../../../lists/reasons.js';
import { Timestamp } from '../../../schemas.js';

/** Schemas of the list routes (contracts section 7; docs/lists.md). */

const Id = (description: string) => Type.Integer({ minimum: 1, maximum: 2147483647, description });

export const ListIdParams = Type.Object({ list_id: Id('the list_id of the list') });
export const PermissionParams = Type.Object({
  list_id: Id('the list_id of the list'),
  permission_id: Id('the permission_id of the permission'),
});
export const DomainParams = Type.Object({
  list_id: Id('the list_id of the list'),
  domain: Type.String({ minLength: 1, maxLength: 2048, description: 'a domain (normalized: case, scheme, www. and paths ignored)' }),
});

const EXAMPLE = {
  registry_version: REGISTRY_VERSION,
  root: {
    op: 'and',
    children: [
      { field: 'technology', operator: 'any_of', value: ['stripe', 'shopify'] },
      { field: 'country', operator: 'in', value: ['US', 'CA'] },
      { op: 'not', children: [{ field: 'employee_range', operator: 'in', value: ['1-10'] }] },
    ],
  },
};

const TREE =
  'A definition: {registry_version, root}. registry_version comes from GET /v1/lists/filter-fields. A node is a group ' +
  '{op: and | or | not, children} (not: exactly one child) or a condition {field, operator, value} over the fields of ' +
  `filter-fields. At most ${MAX_DEPTH} levels, ${MAX_CONDITIONS} conditions and ${MAX_VALUES} values per condition; the ` +
  'root must not be unbounded (a not, a none_of, or an or with such a branch). The service checks the tree itself: ' +
  'any fault is 422 invalid_definition with the JSON pointer of each fault in details (docs/lists.md).';

/**
 * A definition as a request takes it. Any JSON is let through to the service, which checks the tree and answers
 * 422 invalid_definition with a path per fault (contracts section 4): a generic 400 would say less.
 */
export const definitionInput = (note = '') => Type.Unsafe<unknown>({ description: TREE + note, examples: [EXAMPLE] });

/** A definition as stored (normalized) and returned. */
export const DefinitionOutput = Type.Object(
  {
    registry_version: Type.String(),
    root: Type.Object({}, { additionalProperties: true, description: 'a group {op, children} or a condition {field, operator, value}' }),
  },
  { description: TREE },
);

export const NullableDefinition = Type.Union([DefinitionOutput, Type.Null()], { description: 'null when the list has no definition' });

const Level = Type.Union([Type.Literal('editor'), Type.Literal('viewer')]);

export const PermissionSchema = Type.Object({
  permission_id: Type.Integer(),
  scope: Type.Union([Type.Literal('user'), Type.Literal('org_wide')]),
  user_id: Type.Union([Type.Integer(), Type.Null()], { description: 'null for org_wide' }),
  level: Level,
  created_at: Timestamp,
});

const summaryFields = {
  list_id: Type.Integer(),
  name: Type.String(),
  owner_user_id: Type.Integer(),
  definition_version: Type.Integer({ description: '0 until a definition is set' }),
  access_level: Type.Union([Type.Literal('owner'), Type.Literal('editor'), Type.Literal('viewer')], { description: "the caller's level" }),
  permissions: Type.Array(PermissionSchema),
  created_at: Timestamp,
  updated_at: Timestamp,
};

export const ListSummarySchema = Type.Object(summaryFields);
export const ListRecordSchema = Type.Object({ ...summaryFields, definition: NullableDefinition });

export const DefinitionViewSchema = Type.Object({ definition: NullableDefinition, definition_version: Type.Integer() });

export const ListNameSchema = Type.String({
  minLength: 1,
  maxLength: 200,
  description: '1 to 200 characters, not blank (surrounding spaces are trimmed)',
});

export const CountsSchema = Type.Object({
  total_count: Type.Integer(),
  high_count: Type.Integer(),
  medium_count: Type.Integer(),
  exploratory_count: Type.Integer(),
  materialized_at: Timestamp,
});

const CompanyRef = Type.Object({ company_id: Type.Integer(), slug: Type.String(), name: Type.String(), primary_domain: Type.String() });

const Evidence = Type.Object(
  {
    type: Type.Unsafe<Evidence['type']>({ type: 'string', enum: [...EVIDENCE_TYPES] }),
    tech_key: Type.Optional(Type.String()),
    vendor_domain: Type.Optional(Type.String()),
    last_seen: Type.Optional(Timestamp),
    detection_count: Type.Optional(Type.Integer()),
    relationship: Type.Optional(Type.String({ description: 'how the related company relates to the member: parent, subsidiary' })),
    company: Type.Optional(CompanyRef),
    partner: Type.Optional(CompanyRef),
    partnership_type: Type.Optional(Type.String()),
    last_observed_at: Type.Optional(Timestamp),
    field: Type.Optional(Type.String()),
    value: Type.Optional(Type.Union([Type.String(), Type.Integer(), Type.Boolean()])),
    domain: Type.Optional(Type.String()),
  },
  { description: 'what was found (docs/lists.md, Reasons)' },
);

export const ReasonSchema = Type.Object({
  path: Type.Optional(Type.String({ description: "JSON pointer of the condition or group in the list's definition" })),
  field: Type.Optional(Type.String()),
  operator: Type.Optional(Type.String()),
  strength: Type.Union([Type.Literal('strong'), Type.Literal('weak'), Type.Literal('inferred')]),
  evidence: Evidence,
});

export const TierSchema = Type.Union([Type.Literal('high'), Type.Literal('medium'), Type.Literal('exploratory')]);

export const MemberSchema = Type.Object({
  company_id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  primary_domain: Type.String(),
  tier: TierSchema,
  source: Type.Union([Type.Literal('definition'), Type.Literal('manual')]),
  reasons: Type.Array(ReasonSchema),
});

export const DomainsBody = Type.Object({
  domains: Type.Array(Type.String({ maxLength: 2048 }), { minItems: 1, maxItems: 1000, description: '1 to 1000 domains' }),
});

export const RejectedDomain = Type.Object({
  domain: Type.String({ description: 'as sent' }),
  error: Type.Union([Type.Literal('invalid_domain'), Type.Literal('company_not_found')]),
});

export const DomainListSchema = Type.Object({ data: Type.Array(Type.Object({ domain: Type.String(), created_at: Timestamp })) });

/** `{data: [item]}`, the list routes' envelope for collections. */
export const DataOf = (item: TSchema) => Type.Object({ data: Type.Array(item) });
