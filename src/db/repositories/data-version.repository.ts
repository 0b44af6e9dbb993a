import { prepared, type Queryable } from '../database.js';

/**
 * The data version: a counter in `settings` that every write of company data (an import batch, a demo
 * load) raises in its own transaction, as its last statement so that concurrent writers queue on the row
 * only for their commit. Processes poll it to drop what they cached from older data.
 */
const KEY = 'data_version';

export async function bumpDataVersion(tx: Queryable): Promise<string> {
  const r = await tx.query<{ value: string }>(
    `INSERT INTO settings (key, value) VALUES ($1, '1')
     ON CONFLICT (key) DO UPDATE SET value = (settings.value::bigint + 1)::text, updated_at = now()
     RETURNING value`,
    [KEY],
  );
  return r.rows[0]!.value;
}

/** The current data version as a SQL expression (bigint), for a statement that compares or records it in its own snapshot. */
export const DATA_VERSION_SQL = `coalesce((SELECT value::bigint FROM settings WHERE key = '${KEY}'), 0)`;

export async function readDataVersion(db: Queryable): Promise<string> {
  const r = await db.query<{ value: string }>(prepared('SELECT value FROM settings WHERE key = $1'), [KEY]);
  return r.rows[0]?.value ?? '0';
}
