import type { Database, Queryable } from '../database.js';

/**
 * Secondary indexes and foreign keys off during a bulk load, rebuilt after (PostgreSQL only). Measured at
 * 100k companies: a COPY of 2M detections takes 18.9 s with its two foreign keys (a trigger and an index
 * probe per row and key), 3.2 s without; validating both keys afterwards takes 0.4 s. Random-order indexes
 * (detections by technology, partnerships by partner, the trigram GIN on names) likewise cost far more
 * row by row than one sorted build at the end.
 *
 * Primary keys and unique constraints go too, unless a foreign key relies on their index (companies, vendors and
 * technologies keep their primary keys): each is an index written row by row, and the rows of a load are unique by
 * construction, which the key's rebuild checks at the end. Measured at 1,000,000 companies (docs/benchmarks.md,
 * "Derived figures in two ranges at once"): the recompute of derived figures took 45.5-48.7 s without the keys of
 * companies (domain, slug) and vendor_usage against 73.4-84.8 s with them, and rebuilding those three keys 16-18 s;
 * the whole load 1,055 s against 1,124 s.
 *
 * Definitions are read from the catalog (pg_indexes, pg_get_constraintdef) and saved in `settings` before the first
 * DROP, so an interrupted load (Ctrl-C, crash) is repaired by the next `restoreDdl`, which the demo loader calls
 * before anything else. Keys come back first, then indexes, then foreign keys; re-adding a key or a foreign key
 * checks every row.
 */

export interface SavedDdl {
  /** `key`: a primary key or unique constraint */
  kind: 'key' | 'index' | 'foreign_key';
  table: string;
  name: string;
  /** the statement that recreates it */
  sql: string;
}

const SETTINGS_KEY = 'demo_load.dropped_ddl';
/** Sort memory for the index builds and key validations; the default 64MB spills 20M-row sorts to disk. */
const BUILD_MEMORY = '1GB';

const DROP_ORDER: Record<SavedDdl['kind'], number> = { foreign_key: 0, key: 1, index: 2 };
const RESTORE_ORDER: Record<SavedDdl['kind'], number> = { key: 0, index: 1, foreign_key: 2 };

export async function dropForBulkLoad(db: Database, tables: readonly string[]): Promise<SavedDdl[]> {
  const indexes = await db.query<{ table: string; name: string; sql: string }>(
    `SELECT ix.tablename AS table, ix.indexname AS name, ix.indexdef AS sql
       FROM pg_indexes ix
      WHERE ix.schemaname = current_schema() AND ix.tablename = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint con
                         WHERE con.conindid = format('%I.%I', ix.schemaname, ix.indexname)::regclass)
      ORDER BY ix.tablename, ix.indexname`,
    [tables],
  );
  const keys = await db.query<{ table: string; name: string; definition: string }>(
    `SELECT rel.relname AS table, con.conname AS name, pg_get_constraintdef(con.oid) AS definition
       FROM pg_constraint con JOIN pg_class rel ON rel.oid = con.conrelid
      WHERE con.contype = 'f' AND rel.relnamespace = current_schema()::regnamespace AND rel.relname = ANY($1::text[])
      ORDER BY rel.relname, con.conname`,
    [tables],
  );
  const uniqueKeys = await db.query<{ table: string; name: string; definition: string }>(
    `SELECT rel.relname AS table, con.conname AS name, pg_get_constraintdef(con.oid) AS definition
       FROM pg_constraint con JOIN pg_class rel ON rel.oid = con.conrelid
      WHERE con.contype IN ('p', 'u') AND rel.relnamespace = current_schema()::regnamespace AND rel.relname = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint fk WHERE fk.contype = 'f' AND fk.conindid = con.conindid)
      ORDER BY rel.relname, con.conname`,
    [tables],
  );
  const dropped: SavedDdl[] = [
    ...indexes.rows.map((i): SavedDdl => ({ kind: 'index', ...i })),
    ...uniqueKeys.rows.map((k): SavedDdl => ({
      kind: 'key',
      table: k.table,
      name: k.name,
      sql: `ALTER TABLE ${quoteIdent(k.table)} ADD CONSTRAINT ${quoteIdent(k.name)} ${k.definition}`,
    })),
    ...keys.rows.map((k): SavedDdl => ({
      kind: 'foreign_key',
      table: k.table,
      name: k.name,
      sql: `ALTER TABLE ${quoteIdent(k.table)} ADD CONSTRAINT ${quoteIdent(k.name)} ${k.definition}`,
    })),
  ];
  if (dropped.length === 0) return [];
  await db.transaction(async (tx) => {
    // Merge with anything still pending from an earlier interrupted load, so nothing is ever forgotten.
    const pending = await readPending(tx);
    const merged = [...pending, ...dropped.filter((d) => !pending.some((p) => p.kind === d.kind && p.name === d.name))];
    await tx.query(
      `INSERT INTO settings (key, value) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [SETTINGS_KEY, JSON.stringify(merged)],
    );
    // Foreign keys first: none of the keys dropped here backs one, but a key's DROP would refuse if it did.
    for (const d of [...dropped].sort((a, b) => DROP_ORDER[a.kind] - DROP_ORDER[b.kind])) {
      if (d.kind === 'index') await tx.query(`DROP INDEX IF EXISTS ${quoteIdent(d.name)}`);
      else await tx.query(`ALTER TABLE ${quoteIdent(d.table)} DROP CONSTRAINT IF EXISTS ${quoteIdent(d.name)}`);
    }
  });
  return dropped;
}

/**
 * Recreates saved indexes and foreign keys that do not exist (all, or those on `tables`), keys first, then indexes,
 * then foreign keys, and forgets them. Safe to call at any time: what exists is left alone. A foreign key is added
 * NOT VALID and then validated, which locks the table it references against writes for no more than an instant.
 *
 * One at a time, each with PostgreSQL's parallel workers. Two at once, each on a connection of its own and without
 * them, was measured and not kept (docs/benchmarks-demo-load.md, "Partner links in two ranges"): the 1,000,000-company
 * demo load's key and index phases took 76.4 and 42.8 s against 75.1 and 33.3 s, the partner links' rebuild 128.0 s
 * against 107.9 s.
 */
export async function restoreDdl(db: Database, tables?: readonly string[], onItem?: (item: SavedDdl) => void): Promise<number> {
  const pending = await readPending(db);
  const todo = pending.filter((d) => !tables || tables.includes(d.table)).sort((a, b) => RESTORE_ORDER[a.kind] - RESTORE_ORDER[b.kind]);
  for (const item of todo) {
    onItem?.(item);
    await db.transaction(async (tx) => {
      await tx.query(`SET LOCAL maintenance_work_mem = '${BUILD_MEMORY}'`);
      await tx.query(`SET LOCAL work_mem = '${BUILD_MEMORY}'`);
      if (!(await exists(tx, item))) await tx.query(item.kind === 'foreign_key' ? `${item.sql} NOT VALID` : item.sql);
    });
    // A no-op when the key is valid already; else it checks every row (and repairs a restore that stopped here).
    if (item.kind === 'foreign_key') {
      await db.query(`ALTER TABLE ${quoteIdent(item.table)} VALIDATE CONSTRAINT ${quoteIdent(item.name)}`);
    }
  }
  const left = pending.filter((d) => !todo.includes(d));
  if (left.length === 0) await db.query('DELETE FROM settings WHERE key = $1', [SETTINGS_KEY]);
  else await db.query('UPDATE settings SET value = $2, updated_at = now() WHERE key = $1', [SETTINGS_KEY, JSON.stringify(left)]);
  return todo.length;
}

async function exists(db: Queryable, item: SavedDdl): Promise<boolean> {
  const res =
    item.kind === 'index'
      ? await db.query<{ found: boolean }>('SELECT to_regclass($1) IS NOT NULL AS found', [quoteIdent(item.name)])
      : await db.query<{ found: boolean }>(
          `SELECT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = $1 AND conrelid = to_regclass($2)) AS found`,
          [item.name, quoteIdent(item.table)],
        );
  return res.rows[0]?.found === true;
}

async function readPending(db: Queryable): Promise<SavedDdl[]> {
  const res = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [SETTINGS_KEY]);
  const value = res.rows[0]?.value;
  return value ? (JSON.parse(value) as SavedDdl[]) : [];
}

function quoteIdent(name: string): string {
  return '"' + name.replace(/"/g, '""') + '"';
}
