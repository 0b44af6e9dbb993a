import { prepared, type Queryable } from '../database.js';

/** Organizations, users, API keys and operator settings. */

export interface OrgRow {
  org_id: number;
  name: string;
  credit_balance: number;
}

export interface ApiKeyRow {
  key_id: number;
  key_class: 'user' | 'organization';
  org_id: number;
  user_id: number | null;
  batch_limit: number;
  rate_limit_per_minute: number;
  rate_limit_per_day: number;
}

const KEY_COLUMNS = `id AS key_id, key_class, org_id, user_id, batch_limit, rate_limit_per_minute, rate_limit_per_day`;

export async function insertOrg(db: Queryable, name: string): Promise<OrgRow> {
  const r = await db.query<OrgRow>(`INSERT INTO organizations (name) VALUES ($1) RETURNING id AS org_id, name, credit_balance`, [name]);
  return r.rows[0]!;
}

export async function findOrg(db: Queryable, orgId: number): Promise<OrgRow | undefined> {
  const r = await db.query<OrgRow>(`SELECT id AS org_id, name, credit_balance FROM organizations WHERE id = $1`, [orgId]);
  return r.rows[0];
}

/**
 * Adds (or, negative, removes) credits and records the movement in the ledger, atomically. Returns undefined
 * when the org does not exist or the balance would go below zero.
 */
/**
 * The largest balance an organization may hold: balances are bigint in the database but numbers in JavaScript,
 * exact up to 2^53 (about 9 * 10^15); a balance past that would be read back wrong.
 */
export const MAX_CREDIT_BALANCE = 1e15;

/** Adds `amount` (negative removes) unless the balance would leave 0 to MAX_CREDIT_BALANCE; undefined then. */
export async function adjustCredits(db: Queryable, orgId: number, amount: number, reason: string): Promise<number | undefined> {
  const r = await db.query<{ credit_balance: number }>(
    `WITH upd AS (
       UPDATE organizations SET credit_balance = credit_balance + $2
        WHERE id = $1 AND credit_balance + $2 BETWEEN 0 AND $4 RETURNING id, credit_balance),
     led AS (INSERT INTO credit_ledger (org_id, amount, reason) SELECT id, $2, $3 FROM upd)
     SELECT credit_balance FROM upd`,
    [orgId, amount, reason, MAX_CREDIT_BALANCE],
  );
  return r.rows[0]?.credit_balance;
}

export async function insertUser(
  db: Queryable,
  orgId: number,
  email: string,
  name: string | null,
): Promise<{ user_id: number; org_id: number; email: string } | undefined> {
  const r = await db.query<{ user_id: number; org_id: number; email: string }>(
    `INSERT INTO users (org_id, email, name) VALUES ($1, $2, $3)
     ON CONFLICT (org_id, email) DO NOTHING RETURNING id AS user_id, org_id, email`,
    [orgId, email, name],
  );
  return r.rows[0];
}

export async function findUser(db: Queryable, userId: number): Promise<{ user_id: number; org_id: number; email: string } | undefined> {
  const r = await db.query<{ user_id: number; org_id: number; email: string }>(
    `SELECT id AS user_id, org_id, email FROM users WHERE id = $1`,
    [userId],
  );
  return r.rows[0];
}

export interface NewKey {
  keyHash: Buffer;
  displayPrefix: string;
  keyClass: 'user' | 'organization';
  orgId: number;
  userId: number | null;
  batchLimit?: number | undefined;
  rateLimitPerMinute?: number | undefined;
  rateLimitPerDay?: number | undefined;
}

export async function insertKey(db: Queryable, k: NewKey): Promise<ApiKeyRow> {
  const r = await db.query<ApiKeyRow>(
    `INSERT INTO api_keys (key_hash, display_prefix, key_class, org_id, user_id, batch_limit, rate_limit_per_minute, rate_limit_per_day)
     VALUES ($1, $2, $3, $4, $5, coalesce($6, 100), coalesce($7, 600), coalesce($8, 100000))
     RETURNING ${KEY_COLUMNS}`,
    [
      k.keyHash,
      k.displayPrefix,
      k.keyClass,
      k.orgId,
      k.userId,
      k.batchLimit ?? null,
      k.rateLimitPerMinute ?? null,
      k.rateLimitPerDay ?? null,
    ],
  );
  return r.rows[0]!;
}

export async function findActiveKeyByHash(db: Queryable, keyHash: Buffer): Promise<ApiKeyRow | undefined> {
  const r = await db.query<ApiKeyRow>(prepared(`SELECT ${KEY_COLUMNS} FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL`), [
    keyHash,
  ]);
  return r.rows[0];
}

/** Revokes a key; returns its hash, or undefined when no such key exists. Revoking twice is harmless. */
export async function revokeKey(db: Queryable, keyId: number): Promise<Buffer | undefined> {
  const r = await db.query<{ key_hash: Buffer }>(
    `UPDATE api_keys SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1 RETURNING key_hash`,
    [keyId],
  );
  return r.rows[0]?.key_hash;
}

/** Keys revoked at or after `since` (database clock), and the database's clock now. */
export async function keysRevokedSince(db: Queryable, since: Date | null): Promise<{ hashes: Buffer[]; now: Date }> {
  const r = await db.query<{ key_hash: Buffer | null; now: Date }>(
    `SELECT k.key_hash, n.now FROM (SELECT now() AS now) n
       LEFT JOIN api_keys k ON $1::timestamptz IS NOT NULL AND k.revoked_at >= $1::timestamptz`,
    [since],
  );
  return { hashes: r.rows.flatMap((row) => (row.key_hash ? [row.key_hash] : [])), now: r.rows[0]!.now };
}

export async function getSetting(db: Queryable, key: string): Promise<string | undefined> {
  const r = await db.query<{ value: string }>(`SELECT value FROM settings WHERE key = $1`, [key]);
  return r.rows[0]?.value;
}

/** Sets a value only if none is set; returns the value in force afterwards. */
export async function setSettingOnce(db: Queryable, key: string, value: string): Promise<string> {
  await db.query(`INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`, [key, value]);
  return (await getSetting(db, key))!;
}

export async function setSetting(db: Queryable, key: string, value: string): Promise<void> {
  await db.query(
    `INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [key, value],
  );
}

export async function deleteSetting(db: Queryable, key: string): Promise<void> {
  await db.query(`DELETE FROM settings WHERE key = $1`, [key]);
}

export interface UsageRow {
  day: string;
  endpoint: string;
  credits: number;
  charges: number;
}

/** Credits charged per UTC day and endpoint, newest day first. */
export async function usageByDay(db: Queryable, orgId: number, from: string, to: string): Promise<UsageRow[]> {
  const r = await db.query<UsageRow>(
    `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, endpoint,
            sum(-amount)::bigint AS credits, count(*)::int AS charges
       FROM credit_ledger
      WHERE org_id = $1 AND reason = 'charge' AND created_at >= $2::date AND created_at < $3::date + 1
      GROUP BY 1, 2 ORDER BY 1 DESC, 2`,
    [orgId, from, to],
  );
  return r.rows;
}
