import { prepared, type Queryable } from '../database.js';

/** Credits: the balance, the 30-day free re-access window and the ledger. */

// Free re-access lasts 30 days from the charge (spec: Limits, credit rules 2).
export const REACCESS_WINDOW = '30 days';

/** What one metered response asks for: the companies it returns (deduplicated, free ones removed). */
export interface ChargeRequest {
  ids: readonly number[];
  endpoint: string;
  apiKeyId: number;
}

export type ChargeOutcome = { ok: true; charged: number; remaining: number } | { ok: false; requested: number; balance: number };

/**
 * Charges several responses of one organization in one round trip and one transaction (migrations 0005, 0009, 0028,
 * charge_batch): each request all or nothing, in order, exactly once per company within the window, the
 * organization row locked only when something is to be charged. Also returns when the free window of each
 * of these companies ends (epoch ms), for the callers' memory of what is free.
 */
export async function chargeBatch(
  db: Queryable,
  orgId: number,
  requests: readonly ChargeRequest[],
): Promise<{ results: ChargeOutcome[]; freeUntil: Map<number, number> }> {
  const payload = requests.map((r) => ({ ids: r.ids, endpoint: r.endpoint, key: r.apiKeyId }));
  const r = await db.query<{ out: { results: ChargeOutcome[]; free_ids: number[]; free_until: number[] } }>(
    prepared(`SELECT charge_batch($1, $2::jsonb, interval '${REACCESS_WINDOW}') AS out`),
    [orgId, JSON.stringify(payload)],
  );
  const out = r.rows[0]!.out;
  const results = out.results.map((x) => (x.ok ? { ...x, remaining: Number(x.remaining) } : { ...x, balance: Number(x.balance) }));
  const freeUntil = new Map<number, number>();
  for (let i = 0; i < out.free_ids.length; i++) freeUntil.set(out.free_ids[i]!, out.free_until[i]!);
  return { results, freeUntil };
}

/** An organization's balance (0 for an unknown organization). */
export async function readBalance(db: Queryable, orgId: number): Promise<number> {
  const r = await db.query<{ credit_balance: string }>(prepared('SELECT credit_balance FROM organizations WHERE id = $1'), [orgId]);
  return Number(r.rows[0]?.credit_balance ?? 0);
}
