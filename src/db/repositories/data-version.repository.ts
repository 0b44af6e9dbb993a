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
 * The most companies a version lists: a write that changed more (a recount of an import's companies, 5,000 at a
 * time) records no list, and processes empty their caches, as after the import itself. The table so stays small
 * (at most CHANGES_KEPT lists of this size), and so does what a poll reads.
 */
export const MAX_LISTED_COMPANIES = 1000;

/**
 * What data versions changed, as far as they said (data_changes, migrations 0030 and 0031): the rows of these
 * companies and of nothing else, and, when `catalogue`, the catalogue too (technologies and vendors: names, vendors,
 * popularity). Answers that show neither stay right.
 */
export interface DataChangeSet {
  companies: readonly number[];
  catalogue: boolean;
}

/**
 * Raises the data version; when the transaction wrote technologies or vendors (migration 0022 marks it), the
 * catalogue version becomes the new data version too. `companies`: the only companies the transaction changed,
 * recorded with the version and with whether it wrote the catalogue (data_changes) so that processes drop what they
 * cached about those alone; without it, or with more than MAX_LISTED_COMPANIES, no row is recorded and processes
 * drop everything. Returns the new data version and what it recorded, if anything.
 */
export async function bumpDataVersion(
  tx: Queryable,
  companies?: readonly number[],
): Promise<{ version: string; change: DataChangeSet | undefined }> {
  const listed = companies && companies.length <= MAX_LISTED_COMPANIES ? companies : undefined;
  const r = await tx.query<{ value: string; catalogue: boolean }>(
    prepared(`WITH bumped AS (
       INSERT INTO settings (key, value) VALUES ('${KEY}', '1')
       ON CONFLICT (key) DO UPDATE SET value = (settings.value::bigint + 1)::text, updated_at = now()
       RETURNING value, coalesce(current_setting('keiretsu.catalogue_written', true) = 'on', false) AS catalogue),
     catalogue AS (
       UPDATE settings SET value = (SELECT value FROM bumped), updated_at = now()
        WHERE key = '${CATALOGUE_KEY}' AND (SELECT catalogue FROM bumped)),
     recorded AS (
       INSERT INTO data_changes (version, companies, catalogue)
       SELECT value::bigint, $1::int[], catalogue FROM bumped WHERE $1::int[] IS NOT NULL),
     pruned AS (
       DELETE FROM data_changes WHERE version <= (SELECT value::bigint FROM bumped) - ${CHANGES_KEPT})
     SELECT value, catalogue FROM bumped`),
    [listed ?? null],
  );
  const row = r.rows[0]!;
  return { version: row.value, change: listed ? { companies: listed, catalogue: row.catalogue } : undefined };
}

/**
 * What the versions after `after` up to `upTo` changed together (data_changes), or undefined when one of them
 * changed more than its row says (no row: an import, a demo load) or is no longer recorded.
 */
export async function readChanges(db: Queryable, after: string, upTo: string): Promise<DataChangeSet | undefined> {
  const r = await db.query<{ versions: number; companies: number[]; catalogue: boolean }>(
    prepared(`SELECT count(DISTINCT d.version)::int AS versions,
                     coalesce(array_agg(DISTINCT c) FILTER (WHERE c IS NOT NULL), '{}') AS companies,
                     coalesce(bool_or(d.catalogue), false) AS catalogue
       FROM data_changes d LEFT JOIN LATERAL unnest(d.companies) c ON true
      WHERE d.version > $1::bigint AND d.version <= $2::bigint`),
    [after, upTo],
  );
  const row = r.rows[0];
  if (!row || BigInt(row.versions) !== BigInt(upTo) - BigInt(after)) return undefined;
  return { companies: row.companies, catalogue: row.catalogue };
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
