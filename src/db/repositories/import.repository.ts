import type { Queryable } from '../database.js';
import { NAME_WORD_TABLES } from './company-search.repository.js';

/** SQL for the import: set-based upserts over one batch of validated records. */

/**
 * The tables an import writes (contracts section 3), in dependency order; the partner read model
 * (partner_links, partner_type_counts) is derived from them.
 */
export const IMPORTED_TABLES = [
  'companies',
  'company_domains',
  'company_relations',
  'vendors',
  'technologies',
  'detections',
  'vendor_detections',
  'partnerships',
  'partnership_attributions',
] as const;

/**
 * Derived tables an import keeps up to date besides those it writes (recomputeStacks, refreshPartnerLinks, and the
 * name words that triggers on companies keep).
 */
export const DERIVED_FROM_IMPORTS = ['vendor_usage', 'partner_links', 'partner_type_counts', ...NAME_WORD_TABLES] as const;

export async function companiesByPrimaryDomain(
  db: Queryable,
  domains: readonly string[],
): Promise<Map<string, { id: number; slug: string }>> {
  if (domains.length === 0) return new Map();
  const r = await db.query<{ id: number; slug: string; primary_domain: string }>(
    `SELECT id, slug, primary_domain FROM companies WHERE primary_domain = ANY($1::text[])`,
    [domains],
  );
  return new Map(r.rows.map((row) => [row.primary_domain, { id: row.id, slug: row.slug }]));
}

/** Which of these slugs are taken, and by which row id. */
export async function takenSlugs(db: Queryable, table: 'companies' | 'vendors', slugs: readonly string[]): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const r = await db.query<{ slug: string; id: number }>(`SELECT slug, id FROM ${table} WHERE slug = ANY($1::text[])`, [slugs]);
  return new Map(r.rows.map((row) => [row.slug, row.id]));
}

/**
 * For each base, the slugs in use that start with `base-`: to pick the next free suffix (whether the base itself is
 * taken, takenSlugs says). One query for all bases: slugs are `[a-z0-9-]` (a check constraint), so those starting
 * with `base-` are exactly the range from `base-` up to `base.` ('.' follows '-'), read from the pattern index.
 */
export async function slugsWithPrefixes(
  db: Queryable,
  table: 'companies' | 'vendors',
  bases: readonly string[],
): Promise<Map<string, Set<string>>> {
  const result = new Map(bases.map((b) => [b, new Set<string>()]));
  if (bases.length === 0) return result;
  const r = await db.query<{ base: string; slug: string }>(
    `SELECT b.base, s.slug FROM unnest($1::text[]) AS b(base) JOIN ${table} s
         ON s.slug ~>=~ (b.base || '-') AND s.slug ~<~ (b.base || '.')`,
    [bases],
  );
  for (const row of r.rows) result.get(row.base)?.add(row.slug);
  return result;
}

export interface CompanyRow {
  slug: string;
  name: string;
  primary_domain: string;
  investors: string[];
  has_partner_page: boolean;
  industry: string | null;
  industry_label: string | null;
  employee_range: string | null;
  country: string | null;
  founded_year: number | null;
  open_jobs_count: number | null;
}

/** Upserts full company records by primary domain; returns primary_domain -> id. */
export async function upsertCompanies(db: Queryable, rows: readonly CompanyRow[]): Promise<Map<string, number>> {
  const r = await db.query<{ id: number; primary_domain: string }>(
    `INSERT INTO companies (slug, name, primary_domain, investors, has_partner_page, industry, industry_label,
                            employee_range, country, founded_year, open_jobs_count)
     SELECT slug, name, primary_domain, investors, has_partner_page, industry, industry_label,
            employee_range, country, founded_year, open_jobs_count
       FROM json_populate_recordset(null::companies, $1::json)
     ON CONFLICT (primary_domain) DO UPDATE SET
       slug = EXCLUDED.slug, name = EXCLUDED.name, investors = EXCLUDED.investors,
       has_partner_page = EXCLUDED.has_partner_page, industry = EXCLUDED.industry,
       industry_label = EXCLUDED.industry_label, employee_range = EXCLUDED.employee_range,
       country = EXCLUDED.country, founded_year = EXCLUDED.founded_year,
       open_jobs_count = EXCLUDED.open_jobs_count, updated_at = now()
     RETURNING id, primary_domain`,
    [JSON.stringify(rows)],
  );
  return new Map(r.rows.map((row) => [row.primary_domain, row.id]));
}

/** Creates bare records (a partner or related company known only by domain); returns domain -> id. */
/** Inserts bare companies; a row whose slug or domain is taken meanwhile is skipped (absent from the result). */
export async function insertMinimalCompanies(
  db: Queryable,
  rows: readonly { slug: string; name: string; primary_domain: string }[],
): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  // DO NOTHING on any conflict: a concurrent transaction (another crawl's apply) may have just taken the domain or
  // the slug; the caller looks such rows up again or picks another slug (apply-batch.ts ensureCompanies).
  const r = await db.query<{ id: number; primary_domain: string }>(
    `INSERT INTO companies (slug, name, primary_domain)
     SELECT slug, name, primary_domain FROM json_populate_recordset(null::companies, $1::json)
     ON CONFLICT DO NOTHING
     RETURNING id, primary_domain`,
    [JSON.stringify(rows)],
  );
  const ids = new Map(r.rows.map((row) => [row.primary_domain, row.id]));
  await insertCompanyDomains(
    db,
    [...ids].map(([domain, company_id]) => ({ domain, company_id })),
  );
  return ids;
}

export async function insertCompanyDomains(db: Queryable, rows: readonly { domain: string; company_id: number }[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO company_domains (domain, company_id)
     SELECT domain, company_id FROM json_populate_recordset(null::company_domains, $1::json)
     ON CONFLICT (domain) DO NOTHING`,
    [JSON.stringify(rows)],
  );
}

export async function upsertVendors(
  db: Queryable,
  rows: readonly { slug: string; name: string; domain: string }[],
): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const r = await db.query<{ id: number; domain: string }>(
    `INSERT INTO vendors (slug, name, domain)
     SELECT slug, name, domain FROM json_populate_recordset(null::vendors, $1::json)
     ON CONFLICT (domain) DO UPDATE SET name = EXCLUDED.name
     RETURNING id, domain`,
    [JSON.stringify(rows)],
  );
  return new Map(r.rows.map((row) => [row.domain, row.id]));
}

export async function vendorsByDomain(db: Queryable, domains: readonly string[]): Promise<Map<string, { id: number; slug: string }>> {
  if (domains.length === 0) return new Map();
  const r = await db.query<{ id: number; slug: string; domain: string }>(
    `SELECT id, slug, domain FROM vendors WHERE domain = ANY($1::text[])`,
    [domains],
  );
  return new Map(r.rows.map((row) => [row.domain, { id: row.id, slug: row.slug }]));
}

/**
 * Upserts technologies by tech_key. Returns their ids, and the ids of the vendors whose set of technologies
 * changed (old and new vendor of a technology that moved), whose users' figures must be recomputed.
 */
export async function upsertTechnologies(
  db: Queryable,
  rows: readonly { tech_key: string; display_name: string; vendor_id: number | null; categories: string[]; active: boolean }[],
): Promise<{ ids: number[]; movedTechnologyIds: number[]; vendorIds: number[] }> {
  const r = await db.query<{ id: number; vendor_id: number | null; old_vendor_id: number | null; existed: boolean }>(
    `WITH input AS (SELECT * FROM json_populate_recordset(null::technologies, $1::json)),
          old AS (SELECT t.id, t.tech_key, t.vendor_id FROM technologies t JOIN input i USING (tech_key))
     INSERT INTO technologies AS t (tech_key, display_name, vendor_id, categories, active)
     SELECT tech_key, display_name, vendor_id, categories, active FROM input
     ON CONFLICT (tech_key) DO UPDATE SET display_name = EXCLUDED.display_name, vendor_id = EXCLUDED.vendor_id,
                                          categories = EXCLUDED.categories, active = EXCLUDED.active
     RETURNING t.id, t.vendor_id, (SELECT o.vendor_id FROM old o WHERE o.id = t.id) AS old_vendor_id,
               EXISTS (SELECT 1 FROM old o WHERE o.id = t.id) AS existed`,
    [JSON.stringify(rows)],
  );
  const moved = r.rows.filter((row) => row.existed && row.old_vendor_id !== row.vendor_id);
  const vendorIds = new Set<number>();
  for (const row of r.rows) if (row.vendor_id !== null) vendorIds.add(row.vendor_id);
  for (const row of moved) if (row.old_vendor_id !== null) vendorIds.add(row.old_vendor_id);
  return { ids: r.rows.map((row) => row.id), movedTechnologyIds: moved.map((row) => row.id), vendorIds: [...vendorIds] };
}

export async function technologiesByKey(
  db: Queryable,
  keys: readonly string[],
): Promise<Map<string, { id: number; vendor_id: number | null }>> {
  if (keys.length === 0) return new Map();
  const r = await db.query<{ id: number; vendor_id: number | null; tech_key: string }>(
    `SELECT id, vendor_id, tech_key FROM technologies WHERE tech_key = ANY($1::text[])`,
    [keys],
  );
  return new Map(r.rows.map((row) => [row.tech_key, { id: row.id, vendor_id: row.vendor_id }]));
}

export async function companiesUsingTechnologies(db: Queryable, technologyIds: readonly number[]): Promise<number[]> {
  if (technologyIds.length === 0) return [];
  const r = await db.query<{ company_id: number }>(`SELECT DISTINCT company_id FROM detections WHERE technology_id = ANY($1::int[])`, [
    technologyIds,
  ]);
  return r.rows.map((row) => row.company_id);
}

export async function upsertRelations(
  db: Queryable,
  rows: readonly { company_id: number; related_name: string; related_company_id: number | null; relationship: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO company_relations (company_id, related_name, related_company_id, relationship)
     SELECT company_id, related_name, related_company_id, relationship FROM json_populate_recordset(null::company_relations, $1::json)
     ON CONFLICT (company_id, related_name, relationship) DO UPDATE SET related_company_id = EXCLUDED.related_company_id`,
    [JSON.stringify(rows)],
  );
}

interface DetectionRow {
  company_id: number;
  detection_count: number;
  first_seen: string;
  last_seen: string;
}

// Re-importing a detection keeps the widest observed span and takes the imported count: idempotent.
export async function upsertDetections(db: Queryable, rows: readonly (DetectionRow & { technology_id: number })[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO detections AS d (company_id, technology_id, detection_count, first_seen, last_seen)
     SELECT company_id, technology_id, detection_count, first_seen, last_seen FROM json_populate_recordset(null::detections, $1::json)
     ON CONFLICT (company_id, technology_id) DO UPDATE SET detection_count = EXCLUDED.detection_count,
       first_seen = least(d.first_seen, EXCLUDED.first_seen), last_seen = greatest(d.last_seen, EXCLUDED.last_seen)`,
    [JSON.stringify(rows)],
  );
}

export async function upsertVendorDetections(db: Queryable, rows: readonly (DetectionRow & { vendor_id: number })[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO vendor_detections AS d (company_id, vendor_id, detection_count, first_seen, last_seen)
     SELECT company_id, vendor_id, detection_count, first_seen, last_seen FROM json_populate_recordset(null::vendor_detections, $1::json)
     ON CONFLICT (company_id, vendor_id) DO UPDATE SET detection_count = EXCLUDED.detection_count,
       first_seen = least(d.first_seen, EXCLUDED.first_seen), last_seen = greatest(d.last_seen, EXCLUDED.last_seen)`,
    [JSON.stringify(rows)],
  );
}

export async function upsertPartnerships(
  db: Queryable,
  rows: readonly {
    company_id: number;
    partner_id: number;
    partnership_type: string;
    first_observed_at: string;
    last_observed_at: string;
    observation_count: number;
  }[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const r = await db.query<{ partner_id: number }>(
    `WITH written AS (
     INSERT INTO partnerships AS p (company_id, partner_id, partnership_type, first_observed_at, last_observed_at, observation_count)
     SELECT company_id, partner_id, partnership_type, first_observed_at, last_observed_at, observation_count
       FROM json_populate_recordset(null::partnerships, $1::json)
     ON CONFLICT (company_id, partner_id) DO UPDATE SET partnership_type = EXCLUDED.partnership_type,
       observation_count = EXCLUDED.observation_count,
       first_observed_at = least(p.first_observed_at, EXCLUDED.first_observed_at),
       last_observed_at = greatest(p.last_observed_at, EXCLUDED.last_observed_at)
     RETURNING partner_id, xmax = 0 AS inserted)
     SELECT partner_id FROM written WHERE inserted`,
    [JSON.stringify(rows)],
  );
  return r.rows.map((row) => row.partner_id);
}

export async function insertAttributions(
  db: Queryable,
  rows: readonly { company_id: number; partner_id: number; source: string; source_label: string; url: string; observed_at: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO partnership_attributions (company_id, partner_id, source, source_label, url, observed_at)
     SELECT company_id, partner_id, source, source_label, url, observed_at
       FROM json_populate_recordset(null::partnership_attributions, $1::json)
     ON CONFLICT (company_id, partner_id, source, url, observed_at) DO UPDATE SET source_label = EXCLUDED.source_label`,
    [JSON.stringify(rows)],
  );
}

/** Vendors' names by domain. */
export async function vendorNamesByDomain(db: Queryable, domains: readonly string[]): Promise<Map<string, string>> {
  if (domains.length === 0) return new Map();
  const r = await db.query<{ name: string; domain: string }>(`SELECT name, domain FROM vendors WHERE domain = ANY($1::text[])`, [domains]);
  return new Map(r.rows.map((row) => [row.domain, row.name]));
}
