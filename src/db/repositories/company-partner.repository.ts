import { prepared, type Queryable } from '../database.js';
import { ISO_TIME, jsonObject } from './json-sql.js';
import { PARTNER_ORDER } from './partnership.repository.js';

/** The partner list's default order: latest first, ties by higher partner id. */
const RECENT_FIRST = PARTNER_ORDER['-last_observed_at'];

/**
 * FROM clause of each company of $1 (as `f`) with its $2 most recent links (as `l`): the link's partner id, last
 * observation and `columns`, SQL over partner_links `pl`. Per company, one backward walk of partner_links_last_idx
 * that stops after $2 rows: a hub's tens of thousands of links are never read.
 */
const recentLinks = (columns: string) => `unnest($1::int[]) AS f(id)
      CROSS JOIN LATERAL (SELECT pl.partner_id, pl.last_observed_at, ${columns}
                            FROM partner_links pl WHERE pl.company_id = f.id
                           ORDER BY ${RECENT_FIRST('pl')} LIMIT $2) l`;

/**
 * The `perCompany` most recently observed partners of each company, from partner_links (both directions, each pair
 * merged by the partnership rule, docs/partnerships.md, in the partner list's default order), each company's as
 * the JSON text of its enrichment entries (the route's schema: name, domain, slug, first and last observed, count,
 * and the reserved category and description as null), joined by commas, written by PostgreSQL (json-sql.ts). A batch of 100 companies is then 100 strings for the
 * server to pass on instead of some 1,500 rows to parse and serialize again. Companies without links are absent.
 */
export async function recentPartnerEntriesJson(
  db: Queryable,
  companyIds: readonly number[],
  perCompany: number,
): Promise<Map<number, string>> {
  if (companyIds.length === 0) return new Map();
  const entry = jsonObject({
    partner_name: 'pl.partner_name',
    partner_domain: 'pl.partner_domain',
    partner_slug: 'pl.partner_slug',
    first_observed_at: ISO_TIME('pl.first_observed_at'),
    last_observed_at: ISO_TIME('pl.last_observed_at'),
    observation_count: 'pl.observation_count',
    category: 'NULL',
    description: 'NULL',
  });
  const r = await db.query<{ company_id: number; json: string }>(
    prepared(`SELECT f.id AS company_id, string_agg(l.entry, ',' ORDER BY ${RECENT_FIRST('l')}) AS json
       FROM ${recentLinks(`${entry} AS entry`)}
      GROUP BY f.id`),
    [companyIds, perCompany],
  );
  return new Map(r.rows.map((row) => [row.company_id, row.json]));
}
