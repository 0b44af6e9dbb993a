import { Type, type Static } from 'typebox';
import { Compile } from 'typebox/compile';
import { normalizeDomain } from '../lib/domain.js';
import { findUnstorableText, TEXT_FAULT_MESSAGE } from '../lib/text.js';
import { slugify } from '../lib/slug.js';

/**
 * The import format (contracts section 3): one JSON record per line, told apart by `type`. Each schema is
 * strict about types and lenient about extra fields, which are ignored so that newer exports still import.
 */
const Timestamp = Type.String({ format: 'date-time' });
const Domain = Type.String({ minLength: 3, maxLength: 2048 });

const TechnologyRecord = Type.Object({
  type: Type.Literal('technology'),
  tech_key: Type.Optional(Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 200 })),
  display_name: Type.String({ minLength: 1, maxLength: 200 }),
  vendor_name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  vendor_domain: Type.Optional(Domain),
  categories: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50 })),
  active: Type.Optional(Type.Boolean()),
});

const Firmographics = Type.Object({
  industry: Type.Optional(Type.String({ maxLength: 20 })),
  industry_label: Type.Optional(Type.String({ maxLength: 200 })),
  employee_range: Type.Optional(Type.String({ maxLength: 20 })),
  country: Type.Optional(Type.String({ maxLength: 2, minLength: 2 })),
  founded_year: Type.Optional(Type.Integer({ minimum: 1000, maximum: 2100 })),
  open_jobs_count: Type.Optional(Type.Integer({ minimum: 0 })),
});

const CompanyRecord = Type.Object({
  type: Type.Literal('company'),
  name: Type.String({ minLength: 1, maxLength: 300 }),
  primary_domain: Domain,
  slug: Type.Optional(Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 200 })),
  domains: Type.Optional(Type.Array(Domain, { maxItems: 100 })),
  investors: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 200 })),
  has_partner_page: Type.Optional(Type.Boolean()),
  firmographics: Type.Optional(Firmographics),
});

const RelatedRecord = Type.Object({
  type: Type.Literal('related'),
  company: Domain,
  related: Type.Object({ name: Type.String({ minLength: 1, maxLength: 300 }), domain: Type.Optional(Domain) }),
  relationship: Type.String({ pattern: '^[a-z_]+$', maxLength: 50 }),
});

const DetectionRecord = Type.Object({
  type: Type.Literal('detection'),
  company: Domain,
  tech_key: Type.Optional(Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 200 })),
  vendor_domain: Type.Optional(Domain),
  detection_count: Type.Integer({ minimum: 1 }),
  first_seen: Timestamp,
  last_seen: Timestamp,
});

const Attribution = Type.Object({
  source: Type.String({ pattern: '^[a-z_]+$', maxLength: 50 }),
  source_label: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
  url: Type.Optional(Type.String({ maxLength: 2048 })),
  observed_at: Timestamp,
});

const PartnershipRecord = Type.Object({
  type: Type.Literal('partnership'),
  company: Domain,
  partner: Domain,
  partner_name: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
  partnership_type: Type.Optional(Type.Union([Type.Literal('technology'), Type.Literal('channel'), Type.Literal('generic')])),
  first_observed_at: Timestamp,
  last_observed_at: Timestamp,
  observation_count: Type.Optional(Type.Integer({ minimum: 1 })),
  attributions: Type.Optional(Type.Array(Attribution, { maxItems: 1000 })),
});

const validators = {
  technology: Compile(TechnologyRecord),
  company: Compile(CompanyRecord),
  related: Compile(RelatedRecord),
  detection: Compile(DetectionRecord),
  partnership: Compile(PartnershipRecord),
};

export type TechnologyInput = Static<typeof TechnologyRecord>;
export type CompanyInput = Static<typeof CompanyRecord>;
export type RelatedInput = Static<typeof RelatedRecord>;
export type DetectionInput = Static<typeof DetectionRecord>;
export type PartnershipInput = Static<typeof PartnershipRecord>;

/** A validated, normalized record, ready for the database. */
export type ImportRecord =
  | {
      type: 'technology';
      line: number;
      techKey: string;
      displayName: string;
      vendor: { name: string; domain: string } | null;
      categories: string[];
      active: boolean;
    }
  | {
      type: 'company';
      line: number;
      name: string;
      primaryDomain: string;
      slug: string | null;
      domains: string[];
      investors: string[];
      hasPartnerPage: boolean;
      firmographics: Static<typeof Firmographics>;
    }
  | { type: 'related'; line: number; company: string; relatedName: string; relatedDomain: string | null; relationship: string }
  | {
      type: 'detection';
      line: number;
      company: string;
      techKey: string | null;
      vendorDomain: string | null;
      count: number;
      firstSeen: string;
      lastSeen: string;
    }
  | {
      type: 'partnership';
      line: number;
      company: string;
      partner: string;
      partnerName: string | null;
      partnershipType: string;
      first: string;
      last: string;
      count: number;
      attributions: { source: string; label: string; url: string; observedAt: string }[];
    };

export class RecordError extends Error {}

const SOURCE_LABELS: Record<string, string> = {
  partner_page: 'Partner page',
  integration_marketplace: 'Integration marketplace',
  press_release: 'Press release',
  import: 'Bulk import',
};

/** Parses and validates one line. Throws RecordError with a message fit for the rejection list. */
export function parseRecord(text: string, line: number): ImportRecord {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new RecordError('not valid JSON');
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new RecordError('a record is a JSON object');
  const type = (raw as { type?: unknown }).type;
  // Own keys only: "constructor" or "toString" are not record types. The value is quoted only when it is text
  // (a deeply nested array would overflow JSON.stringify's stack), and shortened.
  if (typeof type !== 'string' || !Object.hasOwn(validators, type)) {
    const shown =
      typeof type === 'string'
        ? JSON.stringify(type.slice(0, 50))
        : type === null || typeof type !== 'object'
          ? String(type)
          : Array.isArray(type)
            ? 'an array'
            : 'an object';
    throw new RecordError(`unknown record type ${shown}; expected one of ${Object.keys(validators).join(', ')}`);
  }
  const validator = validators[type as keyof typeof validators];
  if (!validator.Check(raw)) {
    const first = [...validator.Errors(raw)][0];
    throw new RecordError(`${first?.instancePath || '/'}: ${first?.message ?? 'invalid'}`);
  }
  // The HTTP API's rule for text (http/plugins/validation.ts): PostgreSQL cannot take a NUL, and refuses a lone
  // surrogate inside JSON, so such a line is rejected with the field named rather than with the database's error.
  const unstorable = findUnstorableText(raw);
  if (unstorable) throw new RecordError(`${unstorable.path || '/'}: ${TEXT_FAULT_MESSAGE[unstorable.fault]}`);
  switch (type) {
    case 'technology': {
      const r = raw as TechnologyInput;
      if ((r.vendor_name === undefined) !== (r.vendor_domain === undefined)) {
        throw new RecordError('vendor_name and vendor_domain go together');
      }
      const techKey = r.tech_key ?? slugify(r.display_name);
      return {
        type,
        line,
        techKey,
        displayName: r.display_name,
        vendor: r.vendor_domain ? { name: r.vendor_name!, domain: domain(r.vendor_domain, 'vendor_domain') } : null,
        categories: r.categories ?? [],
        active: r.active ?? true,
      };
    }
    case 'company': {
      const r = raw as CompanyInput;
      const primaryDomain = domain(r.primary_domain, 'primary_domain');
      const domains = [...new Set((r.domains ?? []).map((d) => domain(d, 'domains')))].filter((d) => d !== primaryDomain);
      return {
        type,
        line,
        name: r.name.trim(),
        primaryDomain,
        slug: r.slug ?? null,
        domains,
        investors: r.investors ?? [],
        hasPartnerPage: r.has_partner_page ?? false,
        firmographics: r.firmographics ?? {},
      };
    }
    case 'related': {
      const r = raw as RelatedInput;
      return {
        type,
        line,
        company: domain(r.company, 'company'),
        relatedName: r.related.name.trim(),
        relatedDomain: r.related.domain ? domain(r.related.domain, 'related.domain') : null,
        relationship: r.relationship,
      };
    }
    case 'detection': {
      const r = raw as DetectionInput;
      if ((r.tech_key === undefined) === (r.vendor_domain === undefined)) {
        throw new RecordError('a detection names either tech_key or vendor_domain (vendor-only), not both');
      }
      return {
        type,
        line,
        company: domain(r.company, 'company'),
        techKey: r.tech_key ?? null,
        vendorDomain: r.vendor_domain ? domain(r.vendor_domain, 'vendor_domain') : null,
        count: r.detection_count,
        ...ordered(r.first_seen, r.last_seen, 'first_seen', 'last_seen'),
      };
    }
    default: {
      const r = raw as PartnershipInput;
      const company = domain(r.company, 'company');
      const partner = domain(r.partner, 'partner');
      if (company === partner) throw new RecordError('a company cannot be its own partner');
      const { firstSeen: first, lastSeen: last } = ordered(
        r.first_observed_at,
        r.last_observed_at,
        'first_observed_at',
        'last_observed_at',
      );
      return {
        type: 'partnership',
        line,
        company,
        partner,
        partnerName: r.partner_name ?? null,
        partnershipType: r.partnership_type ?? 'generic',
        first,
        last,
        count: r.observation_count ?? 1,
        attributions: (r.attributions ?? []).map((a) => ({
          source: a.source,
          label: a.source_label ?? SOURCE_LABELS[a.source] ?? a.source,
          url: a.url ?? '',
          observedAt: timestamp(a.observed_at, 'observed_at'),
        })),
      };
    }
  }
}

function domain(value: string, field: string): string {
  const d = normalizeDomain(value);
  if (!d) throw new RecordError(`${field}: ${JSON.stringify(value)} is not a valid domain`);
  return d;
}

function timestamp(value: string, field: string): string {
  const t = Date.parse(value);
  if (Number.isNaN(t)) throw new RecordError(`${field}: not a valid ISO 8601 timestamp`);
  return new Date(t).toISOString();
}

function ordered(first: string, last: string, firstField: string, lastField: string): { firstSeen: string; lastSeen: string } {
  const firstSeen = timestamp(first, firstField);
  const lastSeen = timestamp(last, lastField);
  if (firstSeen > lastSeen) throw new RecordError(`${firstField} is after ${lastField}`);
  return { firstSeen, lastSeen };
}
