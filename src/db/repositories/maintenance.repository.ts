import type { Queryable } from '../database.js';

/**
 * Statements about the database as a whole rather than one entity: the schema's presence, whether a table holds
 * rows, statistics, sequences and per-transaction memory, for the demo loader and the import.
 */

/** The migrations have run: the companies table exists. */
export async function hasSchema(db: Queryable): Promise<boolean> {
  const r = await db.query<{ ok: boolean }>(`SELECT to_regclass('companies') IS NOT NULL AS ok`);
  return r.rows[0]?.ok === true;
}

/** The table holds at least one row (`table` is one of ours, never input). */
export async function hasRows(db: Queryable, table: string): Promise<boolean> {
  const r = await db.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${table}) AS any`);
  return r.rows[0]?.any === true;
}

/** VACUUM (ANALYZE) of these tables (ours, never input): statistics, the visibility map, GIN pending lists merged. */
export async function vacuumAnalyze(db: Queryable, tables: readonly string[]): Promise<void> {
  await db.query(`VACUUM (ANALYZE) ${tables.join(', ')}`);
}

/** Each table's identity sequence moved past its largest id, after rows were copied in with their ids. */
export async function resetIdentitySequences(db: Queryable, tables: readonly string[]): Promise<void> {
  for (const t of tables) await db.query(`SELECT setval(pg_get_serial_sequence('${t}', 'id'), max(id)) FROM ${t}`);
}

/** work_mem for the rest of the caller's transaction (PostgreSQL), in MB. */
export async function setLocalWorkMem(tx: Queryable, mb: number): Promise<void> {
  await tx.query(`SET LOCAL work_mem = '${Math.round(mb)}MB'`);
}

/** Turns these triggers off or on, by table (ALTER TABLE ... DISABLE / ENABLE TRIGGER). */
export async function setTriggers(db: Queryable, triggers: Readonly<Record<string, readonly string[]>>, enabled: boolean): Promise<void> {
  for (const [table, names] of Object.entries(triggers))
    for (const name of names) await db.query(`ALTER TABLE ${table} ${enabled ? 'ENABLE' : 'DISABLE'} TRIGGER ${name}`);
}

/**
 * Empties these tables and every table whose foreign keys reference them (TRUNCATE ... CASCADE): what an interrupted
 * bulk load left, discarded before it is loaded again.
 */
export async function truncateTables(db: Queryable, tables: readonly string[]): Promise<void> {
  await db.query(`TRUNCATE ${tables.join(', ')} CASCADE`);
}
