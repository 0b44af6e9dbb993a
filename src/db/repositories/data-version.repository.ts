import { prepared, type Queryable } from '../database.js';

/**
 * The data version: a counter in `settings` that every write of company data (an import batch, a demo
 * load) raises in its own transaction, as its last statement so that concurrent writers queue on the row
 * only for their commit. Processes poll it to drop what they cached from older data.
 */
const KEY = 'data_version';
/** The data version at which technologies or vendors last changed (migration 0022). */
const CATALOGUE_KEY = 'catalogue_version';

/** How many versions data_changes keeps (migration 0030): a process further behind empties its cache. */
const CHANGES_KEPT = 1000;

/**
 * Raises the data version; when the transaction wrote technologies or vendors (migration 0022 marks it), the
 * catalogue version becomes the new data version too. `companies`: the only companies the transaction changed,
 * recorded with the version (data_changes, migration 0030) so that processes drop what they cached about those
 * alone; without it, or when the catalogue was written, no row is recorded and processes drop everything.
 * Returns the new data version.
 */
export async function bumpDataVersion(tx: Queryable, companies?: readonly number[]): Promise<string> {
  const r = await tx.query<{ value: string }>(
    prepared(`WITH bumped AS (
       INSERT INTO settings (key, value) VALUES ('${KEY}', '1')
       ON CONFLICT (key) DO UPDATE SET value = (settings.value::bigint + 1)::text, updated_at = now()
       RETURNING value),
     catalogue AS (
       UPDATE settings SET value = (SELECT value FROM bumped), updated_at = now()
        WHERE key = '${CATALOGUE_KEY}' AND current_setting('keiretsu.catalogue_written', true) = 'on'),
     recorded AS (
       INSERT INTO data_changes (version, companies)
       SELECT value::bigint, $1::int[] FROM bumped
        WHERE $1::int[] IS NOT NULL AND current_setting('keiretsu.catalogue_written', true) IS DISTINCT FROM 'on'),
     pruned AS (
       DELETE FROM data_changes WHERE version <= (SELECT value::bigint FROM bumped) - ${CHANGES_KEPT})
     SELECT value FROM bumped`),
    [companies ?? null],
  );
  return r.rows[0]!.value;
}

/**
 * The companies that the versions after `after` up to `upTo` changed (data_changes), or undefined when one of
 * them changed more than a list says (no row: an import, a demo load, the catalogue) or is no longer recorded.
 */
export async function readChanges(db: Queryable, after: string, upTo: string): Promise<number[] | undefined> {
  const r = await db.query<{ versions: number; companies: number[] }>(
    prepared(`SELECT count(DISTINCT d.version)::int AS versions, coalesce(array_agg(DISTINCT c) FILTER (WHERE c IS NOT NULL), '{}') AS companies
       FROM data_changes d LEFT JOIN LATERAL unnest(d.companies) c ON true
      WHERE d.version > $1::bigint AND d.version <= $2::bigint`),
    [after, upTo],
  );
  const row = r.rows[0];
  if (!row || BigInt(row.versions) !== BigInt(upTo) - BigInt(after)) return undefined;
  return row.companies;
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
