import type { Queryable } from '../database.js';

/** Credits: the balance, the 30-day free re-access window and the ledger. */

// Free re-access lasts 30 days from the charge (spec: Limits, credit rules 2).
export const REACCESS_WINDOW = '30 days';

/**
 * The fast path: the balance, and which of these companies would be charged now. Most calls re-read
 * companies inside their window; they need no lock and no transaction.
 */
export async function previewCharge(
  db: Queryable,
  orgId: number,
  companyIds: readonly number[],
): Promise<{ balance: number; fresh: number }> {
  const r = await db.query<{ balance: number; fresh: number }>(
    `SELECT o.credit_balance AS balance,
            (SELECT count(*)::int FROM unnest($2::int[]) AS i(id)
              WHERE NOT EXISTS (SELECT 1 FROM credit_charges cc WHERE cc.org_id = $1 AND cc.company_id = i.id
                                   AND cc.charged_at > now() - interval '${REACCESS_WINDOW}')) AS fresh
       FROM organizations o WHERE o.id = $1`,
    [orgId, companyIds],
  );
  return r.rows[0] ?? { balance: 0, fresh: companyIds.length };
}

/**
 * Charges an organization for the companies of one response, exactly once each, in one transaction:
 * the organization row is locked (FOR UPDATE) so that concurrent charges of one organization queue up and
 * neither overdraw nor double-charge, also across API processes on one PostgreSQL.
 * Returns the credits charged and the balance after, or the shortfall when the balance cannot cover it
 * (then nothing is written).
 */
export async function chargeCompanies(
  tx: Queryable,
  orgId: number,
  companyIds: readonly number[],
  endpoint: string,
  apiKeyId: number,
): Promise<{ ok: true; charged: number; remaining: number } | { ok: false; requested: number; balance: number }> {
  const org = await tx.query<{ credit_balance: number }>('SELECT credit_balance FROM organizations WHERE id = $1 FOR UPDATE', [orgId]);
  const balance = org.rows[0]?.credit_balance ?? 0;
  if (companyIds.length === 0) return { ok: true, charged: 0, remaining: balance };
  const fresh = await tx.query<{ company_id: number }>(
    `SELECT i.id AS company_id FROM unnest($2::int[]) AS i(id)
      WHERE NOT EXISTS (SELECT 1 FROM credit_charges cc
                         WHERE cc.org_id = $1 AND cc.company_id = i.id AND cc.charged_at > now() - interval '${REACCESS_WINDOW}')`,
    [orgId, companyIds],
  );
  const requested = fresh.rowCount ?? 0;
  if (requested === 0) return { ok: true, charged: 0, remaining: balance };
  if (requested > balance) return { ok: false, requested, balance };
  const ids = fresh.rows.map((r) => r.company_id);
  await tx.query(
    `INSERT INTO credit_charges (org_id, company_id, charged_at) SELECT $1, id, now() FROM unnest($2::int[]) AS i(id)
     ON CONFLICT (org_id, company_id) DO UPDATE SET charged_at = EXCLUDED.charged_at`,
    [orgId, ids],
  );
  const updated = await tx.query<{ credit_balance: number }>(
    'UPDATE organizations SET credit_balance = credit_balance - $2 WHERE id = $1 RETURNING credit_balance',
    [orgId, requested],
  );
  await tx.query(`INSERT INTO credit_ledger (org_id, amount, reason, endpoint, api_key_id) VALUES ($1, $2, 'charge', $3, $4)`, [
    orgId,
    -requested,
    endpoint,
    apiKeyId,
  ]);
  return { ok: true, charged: requested, remaining: updated.rows[0]!.credit_balance };
}
