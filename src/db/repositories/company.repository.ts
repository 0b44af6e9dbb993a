import { prepared, type Queryable } from '../database.js';
import type { FirmographicsRow } from './firmographics.repository.js';
import { ISO_TIME } from './json-sql.js';

export interface CompanyBaseRow {
  id: number;
  name: string;
  slug: string;
  primary_domain: string;
  partnership_count: number;
  domains: string[];
  investors: string[];
  related: { name: string; slug: string | null; primary_domain: string | null; relationship: string }[] | null;
}

/** A company record's columns: base fields, firmographics and the derived figures. */
export interface CompanyRow extends CompanyBaseRow, Omit<FirmographicsRow, 'id'> {
  vendor_count: number;
}

/** A timestamptz column as ISO 8601 UTC text, whatever the session time zone: what Date.toISOString() gives. */
export const isoUtc = ISO_TIME;

/**
 * Resolves an identifier to a company id: a slug, or any of a company's domains. A host that is not known
 * itself falls back to its registrable domain (blog.acme.com -> acme.com), most specific first.
 */
export async function resolveCompanyId(db: Queryable, target: SingleTarget): Promise<number | undefined> {
  const params: unknown[] = [];
  const r = await db.query<{ id: number }>(prepared(`SELECT ${singleTargetId(target, params)} AS id`), params);
  return r.rows[0]?.id ?? undefined;
}

/** The owners of these exact domains (bulk lookup resolves a whole batch in one query). */
export async function companyIdsByDomains(db: Queryable, domains: readonly string[]): Promise<Map<string, number>> {
  if (domains.length === 0) return new Map();
  const r = await db.query<{ domain: string; company_id: number }>(
    prepared(`SELECT domain, company_id FROM company_domains WHERE domain = ANY($1::text[])`),
    [domains],
  );
  return new Map(r.rows.map((row) => [row.domain, row.company_id]));
}

/**
 * Which companies a read is about: ids, or an identifier still to resolve (a slug, or a domain and, for a host
 * that is not a registrable domain itself, its registrable domain as the fallback). Resolving inside the read
 * saves a lookup its own round trip.
 */
export type CompanyTarget = { ids: readonly number[] } | SingleTarget;
export type SingleTarget = { slug: string } | { domains: DomainCandidates };
/** A domain, then the registrable domain it falls back to (blog.acme.com, acme.com). */
export type DomainCandidates = readonly [string] | readonly [string, string];

/**
 * SQL for the condition "`column` is one of the target's companies", its values pushed onto params.
 *
 * A single company is written as `column = (scalar subquery)` with one scalar parameter per candidate domain,
 * never as `= ANY($1::text[])`: PostgreSQL prices an array parameter at ten elements in a generic plan and at its
 * real length (one or two) in a custom plan, so the generic plan never looked cheaper and every execution of the
 * prepared statement was planned again at bind time. On the 1,000,000-company demo that planning was 0.46 ms of
 * a lookup's 0.62 ms in PostgreSQL (log_min_duration_statement: bind 0.46 ms, execute 0.16 ms); with scalars the
 * generic plan costs what a custom plan costs and PostgreSQL keeps it after five executions.
 * test/plan-cache.test.ts checks that every prepared statement of the main reads settles on a generic plan.
 */
export function targetCondition(column: string, target: CompanyTarget, params: unknown[]): string {
  if ('ids' in target) return `${column} = ANY($${params.push(target.ids)}::int[])`;
  return `${column} = ${singleTargetId(target, params)}`;
}

/** A scalar subquery: the id of a single-company target, or NULL. */
function singleTargetId(target: SingleTarget, params: unknown[]): string {
  if ('slug' in target) return `(SELECT id FROM companies WHERE slug = $${params.push(target.slug)})`;
  const [domain, registrable] = target.domains;
  const owner = (value: string | null) => `(SELECT company_id FROM company_domains WHERE domain = $${params.push(value)}::text)`;
  return `coalesce(${owner(domain)}, ${owner(registrable ?? null)})`;
}

/** Company rows of a target, in no particular order. */
export async function companyRows(db: Queryable, target: CompanyTarget): Promise<CompanyRow[]> {
  if ('ids' in target && target.ids.length === 0) return [];
  const params: unknown[] = [];
  // Prepared: of the three target kinds' texts, each is planned once per connection (it cost more than the read).
  const r = await db.query<CompanyRow>(
    prepared(`SELECT ${COMPANY_COLUMNS}
       FROM companies c WHERE ${targetCondition('c.id', target, params)}`),
    params,
  );
  return r.rows;
}

/** A company's row without its domains, investors and related companies: what a bulk lookup's result shows. */
export type CompanyCardRow = Omit<CompanyRow, 'domains' | 'investors' | 'related'>;

/**
 * The columns of a CompanyCardRow, over `companies c`: one row read, where COMPANY_COLUMNS also reads the company's
 * domains and related companies (a third of a bulk lookup's statement, docs/benchmarks-notes.md).
 */
export const COMPANY_CARD_COLUMNS = `c.id, c.name, c.slug, c.primary_domain, c.partnership_count,
            c.industry, c.industry_label, c.employee_range, c.country, c.founded_year, c.open_jobs_count,
            c.tech_count, c.tech_stack_size, c.vendor_count`;

/** The columns of a CompanyRow, over `companies c`: the card's, with the company's investors, domains and relations. */
export const COMPANY_COLUMNS = `${COMPANY_CARD_COLUMNS}, c.investors,
            ARRAY(SELECT d.domain FROM company_domains d WHERE d.company_id = c.id
                   ORDER BY d.domain = c.primary_domain DESC, d.domain) AS domains,
            (SELECT json_agg(json_build_object('name', coalesce(rc.name, r.related_name), 'slug', rc.slug,
                                               'primary_domain', rc.primary_domain, 'relationship', r.relationship)
                             ORDER BY r.relationship, r.related_name)
               FROM company_relations r LEFT JOIN companies rc ON rc.id = r.related_company_id
              WHERE r.company_id = c.id) AS related`;
