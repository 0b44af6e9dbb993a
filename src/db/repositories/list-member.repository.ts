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
  tier?: 1 | 2 | 3;
  /** text in the name (case and accents ignored) or in the primary domain */
  search?: string;
}

/**
 * A page of members: tier high first, then by name, ties by company id. The page is chosen on list_members_page_idx
 * alone (list, tier, name, company: an index-only range up to the offset), and only its rows are then read whole
 * and joined with their companies. A search also needs each member's company (name and domain), so it reads the
 * companies of the list.
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
  const conditions = ['m.list_id = $1'];
  if (filter.tier !== undefined) conditions.push(`m.tier = ${p(filter.tier)}::smallint`);
  let from = 'list_members m';
  if (filter.search !== undefined) {
    from = 'list_members m JOIN companies c ON c.id = m.company_id';
    // %, _ and \ in the text are literal characters, not patterns.
    const domain = `'%' || replace(replace(replace(lower(${p(filter.search)}), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
    conditions.push(`((${textCondition(filter.search, 'contains', p)}) OR c.primary_domain LIKE (${domain}))`);
  }
  const r = await db.query<MemberRow>(
    `SELECT m.company_id, c.slug, c.name, c.primary_domain, m.tier, m.source, m.reasons
       FROM (SELECT m.company_id, m.tier, m.name FROM ${from}
              WHERE ${conditions.join(' AND ')}
              ORDER BY m.tier DESC, m.name, m.company_id
              LIMIT ${p(limit)} OFFSET ${p(offset)}) page
       JOIN list_members m ON m.list_id = $1 AND m.company_id = page.company_id
       JOIN companies c ON c.id = page.company_id
      ORDER BY page.tier DESC, page.name, page.company_id`,
    params,
  );
  return r.rows;
}

export interface ExportRow {
  company_id: number;
  sort_name: string;
  name: string;
  primary_domain: string;
  slug: string;
}

/**
 * The next batch of one tier's members after (name, company_id), for the CSV export: a range of
 * list_members_page_idx per batch, so that no query holds the whole list and no connection stays checked out
 * between batches. Only members whose re-access window is open for the organization are read: the export charges
 * the members first (chargeMembers), so a rebuild that lands during the export cannot slip in an unpaid company.
 */
export async function exportBatch(
  db: Queryable,
  listId: number,
  orgId: number,
  tier: 1 | 2 | 3,
  after: { name: string; companyId: number } | null,
  limit: number,
): Promise<ExportRow[]> {
  const r = await db.query<ExportRow>(
    `SELECT m.company_id, m.name AS sort_name, c.name, c.primary_domain, c.slug
       FROM list_members m
       JOIN companies c ON c.id = m.company_id
       JOIN credit_charges cc ON cc.org_id = $2 AND cc.company_id = m.company_id AND cc.charged_at > now() - interval '${REACCESS_WINDOW}'
      WHERE m.list_id = $1 AND m.tier = $3::smallint AND ($4::text IS NULL OR (m.name, m.company_id) > ($4::text, $5::int))
      ORDER BY m.name, m.company_id
      LIMIT $6`,
    [listId, orgId, tier, after?.name ?? null, after?.companyId ?? 0, limit],
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
