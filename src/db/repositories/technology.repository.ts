import { prepared, type Queryable } from '../database.js';
import { CATALOGUE_VERSION_SQL } from './data-version.repository.js';
import { FIRMOGRAPHICS_JSON } from './firmographics.repository.js';
import { ISO_TIME, jsonObject } from './json-sql.js';

/** Technologies: the searchable catalog and the companies using one technology. */

export interface TechnologyRow {
  id: number;
  tech_key: string;
  display_name: string;
  vendor_name: string | null;
  vendor_domain: string | null;
  /** derived popularity: companies using it (the endpoint's total_companies) */
  company_count: number;
}

export interface TechnologySearchRow {
  tech_key: string;
  display_name: string;
  vendor_name: string | null;
  vendor_domain: string | null;
  categories: string[];
}

// Candidates: technologies whose own name or whose vendor's name contains q, on the stored folded names
// (migration 0003). Only when nothing contains q, close spellings (trigram similarity) are looked for: the
// fallback that finds "mailchimp" for "mailchinp", kept out of the common case, where it would add noise and
// most of the cost (a trigram comparison per catalog row). Ranking then reads only the candidates.
// Prepared: planning these CTEs took 2.6-3.3 ms, more than running them (1.0-2.7 ms; 1,000,000-company demo).
// The plan cannot depend on q anyway: the pattern is computed in the `input` CTE, so no plan sees its value.
const SEARCH_MATCHES = `
  WITH input AS (SELECT keiretsu_fold($1) AS q, '%' || keiretsu_fold($2) || '%' AS pat),
  containing AS (
    SELECT t.id FROM technologies t, input i WHERE t.active AND t.display_name_folded LIKE i.pat
    UNION
    SELECT t.id FROM vendors v JOIN technologies t ON t.vendor_id = v.id, input i WHERE t.active AND v.name_folded LIKE i.pat),
  near AS (
    SELECT t.id FROM technologies t, input i
     WHERE NOT EXISTS (SELECT 1 FROM containing) AND t.active AND (t.display_name_folded % i.q OR i.q <% t.display_name_folded)
    UNION
    SELECT t.id FROM vendors v JOIN technologies t ON t.vendor_id = v.id, input i
     WHERE NOT EXISTS (SELECT 1 FROM containing) AND t.active AND (v.name_folded % i.q OR i.q <% v.name_folded)),
  matches AS (
    SELECT t.tech_key, t.display_name, t.categories, t.company_count, v.name AS vendor_name, v.domain AS vendor_domain,
           t.display_name_folded AS tn, v.name_folded AS vn, i.q, i.pat
      FROM (SELECT id FROM containing UNION ALL SELECT id FROM near) c
      JOIN technologies t ON t.id = c.id LEFT JOIN vendors v ON v.id = t.vendor_id CROSS JOIN input i)`;

/** One page of active technologies matching q by display or vendor name, best first, and the match count. */
export async function searchTechnologies(
  db: Queryable,
  q: string,
  limit: number,
  offset: number,
): Promise<{ total: number; rows: TechnologySearchRow[] }> {
  const likeEscaped = q.replace(/[\\%_]/g, (ch) => '\\' + ch);
  const r = await db.query<TechnologySearchRow & { total: number }>(
    // Tiers: exact name, name prefix, vendor name exact or prefix, substring of either name, close spelling.
    prepared(`${SEARCH_MATCHES}
     SELECT tech_key, display_name, vendor_name, vendor_domain, categories, count(*) OVER ()::int AS total
       FROM matches
      ORDER BY CASE WHEN tn = q THEN 0
                    WHEN starts_with(tn, q) THEN 1
                    WHEN vn = q OR starts_with(vn, q) THEN 2
                    WHEN tn LIKE pat OR vn LIKE pat THEN 3
                    ELSE 4 END,
               greatest(similarity(tn, q), coalesce(similarity(vn, q), 0)) DESC,
               company_count DESC, display_name, tech_key
      LIMIT $3 OFFSET $4`),
    [q, likeEscaped, limit, offset],
  );
  const first = r.rows[0];
  if (first) return { total: first.total, rows: r.rows.map(({ total: _total, ...row }) => row) };
  if (offset === 0) return { total: 0, rows: [] };
  // Past the last page the window count has no row to ride on: count on its own.
  const count = await db.query<{ total: number }>(prepared(`${SEARCH_MATCHES} SELECT count(*)::int AS total FROM matches`), [
    q,
    likeEscaped,
  ]);
  return { total: count.rows[0]?.total ?? 0, rows: [] };
}

/** An active technology as the in-memory search holds it (src/services/technology-search.ts). */
export interface SearchCatalogueRow extends TechnologySearchRow {
  vendor_id: number | null;
  /** the names as searchSQL compares them: keiretsu_fold (lower, unaccented) */
  folded: string;
  vendor_folded: string | null;
  /** pg_trgm's trigrams of the folded names (show_trgm), joined by '|': what similarity() compares */
  trigrams: string;
  vendor_trigrams: string | null;
}

/**
 * Every active technology in the order searchTechnologies breaks its ties (company_count DESC, display_name,
 * tech_key: the database's collation decides the names' order), with the catalogue version of the same snapshot.
 */
export async function searchCatalogue(db: Queryable): Promise<{ version: string; rows: SearchCatalogueRow[] }> {
  const r = await db.query<SearchCatalogueRow & { version: string }>(
    prepared(`SELECT t.tech_key, t.display_name, v.name AS vendor_name, v.domain AS vendor_domain, t.categories, t.vendor_id,
            t.display_name_folded AS folded, v.name_folded AS vendor_folded,
            array_to_string(show_trgm(t.display_name_folded), '|') AS trigrams,
            array_to_string(show_trgm(v.name_folded), '|') AS vendor_trigrams,
            ${CATALOGUE_VERSION_SQL} AS version
       FROM technologies t LEFT JOIN vendors v ON v.id = t.vendor_id
      WHERE t.active
      ORDER BY t.company_count DESC, t.display_name, t.tech_key`),
  );
  const version =
    r.rows[0]?.version ?? (await db.query<{ version: string }>(`SELECT ${CATALOGUE_VERSION_SQL} AS version`)).rows[0]!.version;
  return { version, rows: r.rows.map(({ version: _version, ...row }) => row) };
}

export async function findTechnologyByKey(db: Queryable, techKey: string): Promise<TechnologyRow | undefined> {
  const r = await db.query<TechnologyRow>(
    `SELECT t.id, t.tech_key, t.display_name, v.name AS vendor_name, v.domain AS vendor_domain, t.company_count
       FROM technologies t LEFT JOIN vendors v ON v.id = t.vendor_id
      WHERE t.tech_key = $1`,
    [techKey],
  );
  return r.rows[0];
}

/** An evidence row in page order: the company and its last_seen as a number (see SEEN). */
export interface EvidenceRow {
  id: number;
  seen: number;
}

/**
 * A timestamptz as seconds since the epoch in a float8: equal exactly when the timestamps are equal (doubles near
 * 2e9 are 5e-7 s apart, finer than the microseconds PostgreSQL keeps), unlike a Date (milliseconds), and cheaper to
 * compute and send than an exact numeric, which matters at tens of thousands of rows a page.
 */
export const SEEN = (column: string) => `date_part('epoch', ${column})`;

/** Where a page's order is kept: one row per company, indexed by (owner, last_seen desc, company id). */
const PAGE_SOURCES = {
  /** detections_technology_idx */
  technology: { table: 'detections', owner: 'technology_id' },
  /** vendor_usage_page_idx (migration 0010) */
  vendor: { table: 'vendor_usage', owner: 'vendor_id' },
} as const;

/**
 * The rows around one page of a technology or a vendor, in index order (last_seen desc, company id): the page's
 * rows found by OFFSET on the index (index only, no table), widened to every row sharing the first or last row's
 * timestamp, so that the caller can order those ties by name. `first` marks the row at position `offset`.
 */
export async function companyPageSpan(
  db: Queryable,
  source: keyof typeof PAGE_SOURCES,
  ownerId: number,
  limit: number,
  offset: number,
): Promise<(EvidenceRow & { first: boolean })[]> {
  const { table, owner } = PAGE_SOURCES[source];
  const r = await db.query<EvidenceRow & { first: boolean }>(
    `WITH page AS (
       SELECT company_id, last_seen FROM ${table} WHERE ${owner} = $1
        ORDER BY last_seen DESC, company_id LIMIT $2 OFFSET $3),
     bounds AS (SELECT max(last_seen) AS hi, min(last_seen) AS lo FROM page),
     head AS (SELECT company_id FROM page ORDER BY last_seen DESC, company_id LIMIT 1)
     SELECT d.company_id AS id, ${SEEN('d.last_seen')} AS seen,
            (d.last_seen = b.hi AND d.company_id = (SELECT company_id FROM head)) AS first
       FROM bounds b JOIN ${table} d ON d.${owner} = $1 AND d.last_seen BETWEEN b.lo AND b.hi
      ORDER BY d.last_seen DESC, d.company_id`,
    [ownerId, limit, offset],
  );
  return r.rows;
}

/** Company ids sorted by name, then id: the tie-break of the company pages. */
export async function companyIdsByName(db: Queryable, ids: readonly number[]): Promise<number[]> {
  const r = await db.query<{ id: number }>(`SELECT id FROM companies WHERE id = ANY($1::int[]) ORDER BY name, id`, [ids]);
  return r.rows.map((row) => row.id);
}

/**
 * The page items (Company using a technology) of these companies, in the order of `ids`, as JSON text: the items
 * joined by commas, "" for none (a page read in batches; see json-sql.ts).
 */
export async function technologyUsageJson(
  db: Queryable,
  technologyId: number,
  ids: readonly number[],
  withFirmographics: boolean,
): Promise<string> {
  const item = jsonObject(
    {
      slug: 'c.slug',
      name: 'c.name',
      primary_domain: 'c.primary_domain',
      detection_count: 'd.detection_count',
      first_seen_at: ISO_TIME('d.first_seen'),
      last_seen_at: ISO_TIME('d.last_seen'),
    },
    withFirmographics ? { firmographics: FIRMOGRAPHICS_JSON('c') } : {},
  );
  const r = await db.query<{ items: string | null }>(
    `SELECT string_agg(${item}, ',' ORDER BY p.ord) AS items
       FROM unnest($2::int[]) WITH ORDINALITY AS p(id, ord)
       JOIN companies c ON c.id = p.id
       JOIN detections d ON d.company_id = p.id AND d.technology_id = $1`,
    [technologyId, ids],
  );
  return r.rows[0]?.items ?? '';
}
