import { prepared, type Queryable } from '../database.js';

/**
 * The data version: a counter in `settings` that every write of company data (an import batch, a demo
 * load) raises in its own transaction, as its last statement so that concurrent writers queue on the row
 * only for their commit. Processes poll it to drop what they cached from older data.
 */
const KEY = 'data_version';
/** The data version at which technologies or vendors last changed (migration 0022). */
const CATALOGUE_KEY = 'catalogue_version';

/**
 * Raises the data version; when the transaction wrote technologies or vendors (migration 0022 marks it), the
 * catalogue version becomes the new data version too. Returns the new data version.
 */
export async function bumpDataVersion(tx: Queryable): Promise<string> {
  const r = await tx.query<{ value: string }>(
    prepared(`WITH bumped AS (
       INSERT INTO settings (key, value) VALUES ('${KEY}', '1')
       ON CONFLICT (key) DO UPDATE SET value = (settings.value::bigint + 1)::text, updated_at = now()
       RETURNING value),
     catalogue AS (
       UPDATE settings SET value = (SELECT value FROM bumped), updated_at = now()
        WHERE key = '${CATALOGUE_KEY}' AND current_setting('keiretsu.catalogue_written', true) = 'on')
     SELECT value FROM bumped`),
  );
  return r.rows[0]!.value;
}

export async function readCatalogueVersion(db: Queryable): Promise<string> {
  const r = await db.query<{ value: string }>(prepared('SELECT value FROM settings WHERE key = $1'), [CATALOGUE_KEY]);
  return r.rows[0]?.value ?? '0';
}

/** The catalogue version as a SQL expression (text), for a statement that reads the catalogue in the same snapshot. */
export const CATALOGUE_VERSION_SQL = `coalesce((SELECT value FROM settings WHERE key = '${CATALOGUE_KEY}'), '0')`;

/** The current data version as a SQL expression (bigint), for a statement that compares or records it in its own snapshot. */
export const DATA_VERSION_SQL = `coalesce((SELECT value::bigint FROM settings WHERE key = '${KEY}'), 0)`;

export async function readDataVersion(db: Queryable): Promise<string> {
  const r = await db.query<{ value: string }>(prepared('SELECT value FROM settings WHERE key = $1'), [KEY]);
  return r.rows[0]?.value ?? '0';
}
