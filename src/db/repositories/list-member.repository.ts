import { prepared, type Queryable } from '../database.js';
import { containsPattern, likeContaining } from './company-search.repository.js';
import { REACCESS_WINDOW, type ChargeOutcome } from './credit.repository.js';

/** Reading a list's materialized members: pages for the API, batches for the CSV export, and the export's charge. */

export interface MemberFilter {
  /**
   * the tier, its members' positions (tiers are runs of positions: high, medium, exploratory): after the tiers
   * before it (`before` members), `count` of them
   */
  tier?: { tier: 1 | 2 | 3; before: number; count: number };
  /** text in the name (case and accents ignored) or in the primary domain */
  search?: string;
}

/**
 * SQL for a page by position: the docs of the members at positions `after` + 1 to `through`, joined by commas in
 * their order, NULL for none. Positions number a list's members 1 to n in page order (a rebuild writes them all),
 * and a tier's members are one run of them, so a page of any tier is one range of list_members_pos_idx: no LIMIT to
 * estimate, one plan whatever the offset (the statement is prepared once and its generic plan kept).
 *
 * The docs are joined in the order of a sorted subquery, which PostgreSQL keeps when the aggregate's level does
 * nothing else (its manual, "Aggregate Expressions"): `string_agg(doc, ',' ORDER BY pos)` sorts its input again
 * although the index gives it in order (PostgreSQL 15), 0.24 against 0.19 ms a page (pgbench, 1,000,000-company demo).
 */
export const pageOfDocs = (list: string, after: string, through: string) => `
  SELECT string_agg(m.doc, ',') FROM (
    SELECT m.doc FROM list_members m WHERE m.list_id = ${list} AND m.pos > ${after} AND m.pos <= ${through} ORDER BY m.pos) m`;

const PAGE = prepared(`SELECT (${pageOfDocs('$1', '$2::int', '$3::int')}) AS items`);

/**
 * A page of members as JSON text, the items of the response's array joined by commas ("" for none): each member's
 * doc, written by the rebuild that made it (list-query.repository.ts, migration 0015), in the order of the positions
 * that rebuild numbered (tier high first, then by name, ties by company id). Without a search, the page is the range
 * of positions after the offset (list_members_pos_idx): as fast deep in a 100,000-member list as on its first page,
 * and no companies read. A search reads the list's members in that order and keeps those whose name or primary domain,
 * as the rebuild stored them with the doc (search_name, search_domain; migration 0019), match: no companies read either.
 */
export async function membersPage(db: Queryable, listId: number, filter: MemberFilter, limit: number, offset: number): Promise<string> {
  if (filter.search === undefined) {
    const after = (filter.tier?.before ?? 0) + offset;
    const end = filter.tier ? filter.tier.before + filter.tier.count : Number.MAX_SAFE_INTEGER;
    const r = await db.query<{ items: string | null }>(PAGE, [listId, after, Math.min(after + limit, end, 2 ** 31 - 1)]);
    return r.rows[0]?.items ?? '';
  }
  const params: unknown[] = [listId];
  const p = (v: unknown) => `$${params.push(v)}`;
  const tier = filter.tier ? ` AND m.tier = ${p(filter.tier.tier)}::smallint` : '';
  const name = containsPattern(filter.search, p);
  const domain = likeContaining(`lower(${p(filter.search)})`);
  const r = await db.query<{ items: string | null }>(
    `SELECT string_agg(m.doc, ',') AS items FROM (
       SELECT m.doc FROM list_members m
        WHERE m.list_id = $1${tier}
          AND (m.search_name ${name.op} (${name.pattern}) OR m.search_domain LIKE (${domain}))
        ORDER BY m.pos LIMIT ${p(limit)} OFFSET ${p(offset)}) m`,
    params,
  );
  return r.rows[0]?.items ?? '';
}

export interface ExportRow {
  pos: number;
  name: string;
  primary_domain: string;
  slug: string;
  tier: 1 | 2 | 3;
  /** whether the member's re-access window is open for the organization (false: left out of the export) */
  paid: boolean;
}

/**
 * The next batch of members after position `after`, for the CSV export: a range of list_members_pos_idx per batch,
 * chosen before anything is joined (a LIMIT inside), so that no query holds the whole list and no connection stays
 * checked out between batches. Joined first with the organization's charges, a rebuilt list's stale statistics led
 * the planner to read all 71,000 charges per batch: 0.9 s a batch. The test of a member's charge is a probe of
 * credit_charges_pkey per member (OFFSET 0): left to the planner, it became a hash of all the organization's charges
 * built for each batch (106,752 of them just charged by the export: 55 ms a batch against 13). `paid` is whether
 * the member's re-access window is open for the organization: the export charges the members first (chargeMembers)
 * and leaves out the others, so that a rebuild that lands during the export cannot slip in an unpaid company.
 */
export async function exportBatch(db: Queryable, listId: number, orgId: number, after: number, limit: number): Promise<ExportRow[]> {
  const r = await db.query<ExportRow>(
    `SELECT m.pos, c.name, c.primary_domain, c.slug, m.tier,
            EXISTS (SELECT 1 FROM credit_charges cc WHERE cc.org_id = $2 AND cc.company_id = m.company_id
                       AND cc.charged_at > now() - interval '${REACCESS_WINDOW}' OFFSET 0) AS paid
       FROM (SELECT company_id, pos, tier FROM list_members WHERE list_id = $1 AND pos > $3::int ORDER BY pos LIMIT $4) m
       JOIN companies c ON c.id = m.company_id
      ORDER BY m.pos`,
    [listId, orgId, after, limit],
  );
  return r.rows;
}

/**
 * Charges the organization for every member of the list, in one call of charge_batch (migrations 0005, 0009: all
 * or nothing, one credit per company not charged in the last 30 days, under the organization's lock). The ids go
 * from list_members to the function inside the database: a list of 100,000 members never crosses the connection.
 */
export async function chargeMembers(
  db: Queryable,
  listId: number,
  orgId: number,
  endpoint: string,
  apiKeyId: number,
): Promise<ChargeOutcome> {
  const r = await db.query<{ out: ChargeOutcome }>(
    `SELECT charge_batch($1, jsonb_build_array(jsonb_build_object(
              'ids', (SELECT coalesce(jsonb_agg(company_id), '[]'::jsonb) FROM list_members WHERE list_id = $2),
              'endpoint', $3::text, 'key', $4::int)), interval '${REACCESS_WINDOW}') -> 'results' -> 0 AS out`,
    [orgId, listId, endpoint, apiKeyId],
  );
  const out = r.rows[0]!.out;
  return out.ok ? { ...out, remaining: Number(out.remaining) } : { ...out, balance: Number(out.balance) };
}
