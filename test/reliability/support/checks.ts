import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';

/**
 * Credits exact: what the clients were told they were charged (X-Credits-Charged), the ledger's charges, the
 * re-access windows opened (one per company charged) and the balance's fall since its grants all agree.
 */
export async function creditsAgree(db: pg.Client, orgId: number, toldCharged: number) {
  const r = await db.query<{ balance: number; granted: number; ledger_charged: number; charges: number }>(
    `SELECT o.credit_balance::int AS balance,
            (SELECT coalesce(sum(amount), 0)::int FROM credit_ledger WHERE org_id = o.id AND reason = 'grant') AS granted,
            (SELECT coalesce(-sum(amount), 0)::int FROM credit_ledger WHERE org_id = o.id AND reason = 'charge') AS ledger_charged,
            (SELECT count(*)::int FROM credit_charges WHERE org_id = o.id) AS charges
       FROM organizations o WHERE o.id = $1`,
    [orgId],
  );
  const f = { told_charged: toldCharged, ...r.rows[0]! };
  assert.equal(f.ledger_charged, toldCharged, `ledger against responses: ${JSON.stringify(f)}`);
  assert.equal(f.charges, toldCharged, `charges against responses: ${JSON.stringify(f)}`);
  assert.equal(f.granted - f.balance, toldCharged, `balance against responses: ${JSON.stringify(f)}`);
  return f;
}

/** Waits until none of the jobs is running; returns how many ended in each status. */
export async function waitForJobs(db: pg.Client, ids: string[], timeoutMs: number): Promise<Record<string, number>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const r = await db.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM refresh_jobs WHERE id = ANY($1::uuid[]) GROUP BY status',
      [ids],
    );
    const states = Object.fromEntries(r.rows.map((x) => [x.status, x.n]));
    if (!states.running || Date.now() > deadline) return states;
    await sleep(500);
  }
}
