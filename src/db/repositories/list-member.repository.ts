import type { Reason } from '../../lists/reasons.js';
import type { Queryable } from '../database.js';
import { textCondition } from './company-search.repository.js';
import { REACCESS_WINDOW, type ChargeOutcome } from './credit.repository.js';

/** Reading a list's materialized members: pages for the API, batches for the CSV export, and the export's charge. */

export interface MemberRow {
  company_id: number;
  slug: string;
  name: string;
  primary_domain: string;
  tier: 1 | 2 | 3;
  source: 'definition' | 'manual';
  reasons: Reason[];
}

export interface MemberFilter {
  /** the tier and the position of its first member less one (tiers are runs of positions: high, medium, exploratory) */
  tier?: { tier: 1 | 2 | 3; before: number };
  /** text in the name (case and accents ignored) or in the primary domain */
  search?: string;
}

/**
 * A page of members: tier high first, then by name, ties by company id, which is the order of the positions a
 * rebuild numbers (list-query.repository.ts). Without a search, the page is the range of positions after the offset
 * (list_members_pos_idx): as fast deep in a 100,000-member list as on its first page. A search reads the list's
 * members in that order and keeps those whose company matches.
 */
export async function membersPage(
  db: Queryable,
  listId: number,
  filter: MemberFilter,
  limit: number,
  offset: number,
): Promise<MemberRow[]> {
  const params: unknown[] = [listId];
  const p = (v: unknown) => `$${params.push(v)}`;
  const tier = filter.tier ? ` AND m.tier = ${p(filter.tier.tier)}::smallint` : '';
  if (filter.search === undefined) {
    const from = (filter.tier?.before ?? 0) + offset;
    // The page is chosen from list_members alone (a LIMIT inside: the planner cannot join first, whatever its
    // statistics say of a list rebuilt a moment ago), then joined with its companies.
    const r = await db.query<MemberRow>(
      `SELECT m.company_id, c.slug, c.name, c.primary_domain, m.tier, m.source, m.reasons
         FROM (SELECT m.company_id, m.tier, m.source, m.reasons, m.pos FROM list_members m WHERE m.list_id = $1 AND m.pos > ${p(from)}::int${tier} ORDER BY m.pos LIMIT ${p(limit)}) m
         JOIN companies c ON c.id = m.company_id
        ORDER BY m.pos`,
      params,
    );
    return r.rows;
  }
  const select = `SELECT m.company_id, c.slug, c.name, c.primary_domain, m.tier, m.source, m.reasons
                    FROM list_members m JOIN companies c ON c.id = m.company_id`;
  // %, _ and \ in the text are literal characters, not patterns.
  const domain = `'%' || replace(replace(replace(lower(${p(filter.search)}), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
  const r = await db.query<MemberRow>(
    `${select} WHERE m.list_id = $1${tier}
        AND ((${textCondition(filter.search, 'contains', p)}) OR c.primary_domain LIKE (${domain}))
      ORDER BY m.pos LIMIT ${p(limit)} OFFSET ${p(offset)}`,
    params,
  );
  return r.rows;
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
 * the planner to read all 71,000 charges per batch: 0.9 s a batch. `paid` is whether the member's re-access window
 * is open for the organization: the export charges the members first (chargeMembers) and leaves out the others, so
 * that a rebuild that lands during the export cannot slip in an unpaid company.
 */
export async function exportBatch(db: Queryable, listId: number, orgId: number, after: number, limit: number): Promise<ExportRow[]> {
  const r = await db.query<ExportRow>(
    `SELECT m.pos, c.name, c.primary_domain, c.slug, m.tier,
            EXISTS (SELECT 1 FROM credit_charges cc WHERE cc.org_id = $2 AND cc.company_id = m.company_id
                       AND cc.charged_at > now() - interval '${REACCESS_WINDOW}') AS paid
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
