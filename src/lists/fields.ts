/**
 * The catalogue of filterable fields of a list definition (contracts section 7), served by
 * GET /v1/lists/filter-fields. A definition is stamped with the registry_version it was written against; the
 * service refuses versions it does not know (422 invalid_definition), so a change of meaning gets a new version
 * and old definitions keep theirs.
 */
export const REGISTRY_VERSION = '1';
export const KNOWN_REGISTRY_VERSIONS: ReadonlySet<string> = new Set([REGISTRY_VERSION]);

/** What a condition's value is, per field: the validator checks it, the SQL compiler relies on it. */
export type ValueKind =
  'tech_keys' | 'vendor_domains' | 'company_identifiers' | 'strings' | 'country_codes' | 'integer' | 'boolean' | 'text' | 'domains';

export interface FieldSpec {
  key: FieldKey;
  label: string;
  type: ValueKind;
  operators: readonly string[];
  description: string;
}

export const SET_OPERATORS = ['any_of', 'all_of', 'none_of'] as const;
export const IN_OPERATORS = ['in', 'not_in'] as const;
export const RANGE_OPERATORS = ['gte', 'lte', 'between'] as const;

export type FieldKey =
  | 'technology'
  | 'vendor'
  | 'partner'
  | 'industry'
  | 'country'
  | 'employee_range'
  | 'founded_year'
  | 'partnership_count'
  | 'tech_count'
  | 'has_partner_page'
  | 'name'
  | 'domain';

const EVIDENCE =
  'strong: seen in the last 90 days at least twice; weak: older or seen once; inferred: only through a vendor-only ' +
  'relationship or a related company (parent, subsidiary, division).';

export const FIELDS: readonly FieldSpec[] = [
  {
    key: 'technology',
    label: 'Technology',
    type: 'tech_keys',
    operators: SET_OPERATORS,
    description: `tech_keys (GET /v1/technologies), 1-1000. ${EVIDENCE} A vendor-only relationship with the technology's vendor is inferred.`,
  },
  {
    key: 'vendor',
    label: 'Vendor',
    type: 'vendor_domains',
    operators: SET_OPERATORS,
    description: `vendor domains, 1-1000: any of the vendor's technologies, or a vendor-only relationship. ${EVIDENCE}`,
  },
  {
    key: 'partner',
    label: 'Partner',
    type: 'company_identifiers',
    operators: ['any_of'],
    description: 'slugs or domains of companies, 1-1000: companies partnered with any of them, either direction (strong).',
  },
  {
    key: 'industry',
    label: 'Industry',
    type: 'strings',
    operators: IN_OPERATORS,
    description: 'industry codes (NAICS, as firmographics.industry). An unknown industry meets neither in nor not_in.',
  },
  {
    key: 'country',
    label: 'Country',
    type: 'country_codes',
    operators: IN_OPERATORS,
    description: 'ISO 3166-1 alpha-2 codes (case ignored). An unknown country meets neither in nor not_in.',
  },
  {
    key: 'employee_range',
    label: 'Employee range',
    type: 'strings',
    operators: IN_OPERATORS,
    description: 'ranges as firmographics.employee_range: 1-10, 11-50, 51-200, 201-500, 501-1000, 1001-5000, 5001-10000, 10001+.',
  },
  {
    key: 'founded_year',
    label: 'Founded',
    type: 'integer',
    operators: RANGE_OPERATORS,
    description: 'a year; between takes [from, to], both included. An unknown year meets nothing.',
  },
  {
    key: 'partnership_count',
    label: 'Partners',
    type: 'integer',
    operators: RANGE_OPERATORS,
    description: 'distinct partner companies; between takes [from, to], both included.',
  },
  {
    key: 'tech_count',
    label: 'Technologies',
    type: 'integer',
    operators: RANGE_OPERATORS,
    description: 'distinct technologies detected; between takes [from, to], both included.',
  },
  {
    key: 'has_partner_page',
    label: 'Has a partner page',
    type: 'boolean',
    operators: ['eq'],
    description: 'true or false.',
  },
  {
    key: 'name',
    label: 'Name',
    type: 'text',
    operators: ['contains'],
    description: 'text of 1-200 characters, case and accents ignored; under 3 characters it matches the start of a word.',
  },
  {
    key: 'domain',
    label: 'Domain',
    type: 'domains',
    operators: ['in'],
    description: 'domains, 1-1000: companies known by any of them (any of their domains).',
  },
];

export const FIELD_BY_KEY: ReadonlyMap<string, FieldSpec> = new Map(FIELDS.map((f) => [f.key, f]));
