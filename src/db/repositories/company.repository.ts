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
 * itself falls back to its registrable domain (blog.acme.com -> acme.com), longest match first.
 */
export async function resolveCompanyId(db: Queryable, identifier: { slug?: string; domains?: string[] }): Promise<number | undefined> {
  const r = identifier.slug
    ? await db.query<{ id: number }>(prepared(`SELECT id FROM companies WHERE slug = $1`), [identifier.slug])
    : await db.query<{ id: number }>(
        prepared(`SELECT company_id AS id FROM company_domains WHERE domain = ANY($1::text[]) ORDER BY length(domain) DESC LIMIT 1`),
        [identifier.domains],
      );
  return r.rows[0]?.id;
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
 * Which companies a read is about: ids, or an identifier still to resolve (a slug, or candidate domains,
 * most specific first). Resolving inside the read saves a lookup its own round trip.
 */
export type CompanyTarget = { ids: readonly number[] } | { slug: string } | { domains: readonly string[] };

/** SQL for the array of company ids of a target, its value pushed onto params. */
export function targetIds(target: CompanyTarget, params: unknown[]): string {
  if ('ids' in target) return `$${params.push(target.ids)}::int[]`;
  if ('slug' in target) return `ARRAY(SELECT id FROM companies WHERE slug = $${params.push(target.slug)})`;
  return `ARRAY(SELECT company_id FROM company_domains WHERE domain = ANY($${params.push(target.domains)}::text[])
                 ORDER BY length(domain) DESC LIMIT 1)`;
}

/** Company rows of a target, in no particular order. */
export async function companyRows(db: Queryable, target: CompanyTarget): Promise<CompanyRow[]> {
  if ('ids' in target && target.ids.length === 0) return [];
  const params: unknown[] = [];
  // Prepared: of the three target kinds' texts, each is planned once per connection (it cost more than the read).
  const r = await db.query<CompanyRow>(
    prepared(`SELECT c.id, c.name, c.slug, c.primary_domain, c.partnership_count, c.investors,
            ARRAY(SELECT d.domain FROM company_domains d WHERE d.company_id = c.id
                   ORDER BY d.domain = c.primary_domain DESC, d.domain) AS domains,
            (SELECT json_agg(json_build_object('name', coalesce(rc.name, r.related_name), 'slug', rc.slug,
                                               'primary_domain', rc.primary_domain, 'relationship', r.relationship)
                             ORDER BY r.relationship, r.related_name)
               FROM company_relations r LEFT JOIN companies rc ON rc.id = r.related_company_id
              WHERE r.company_id = c.id) AS related,
            c.industry, c.industry_label, c.employee_range, c.country, c.founded_year, c.open_jobs_count,
            c.tech_count, c.tech_stack_size, c.vendor_count
       FROM companies c WHERE c.id = ANY(${targetIds(target, params)})`),
    params,
  );
  return r.rows;
}
