import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

// An arbitrary constant: every Keiretsu process takes this advisory lock before migrating.
const MIGRATION_LOCK_KEY = 7_345_912_001;

export interface MigrationResult {
  applied: string[];
  current: number;
}

/**
 * Applies the numbered SQL files in migrations/ that the database has not seen, each in its own transaction,
 * in order. Two processes booting at once serialise on an advisory lock; the second finds nothing to do.
 */
export async function migrate(db: Database): Promise<MigrationResult> {
  const files = await migrationFiles();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  });
  for (const file of files) {
    const version = Number(file.slice(0, 4));
    const sql = await readFile(MIGRATIONS_DIR + file, 'utf8');
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
      if (done.rowCount) return;
      await tx.query(sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [version, file]);
      applied.push(file);
    });
  }
  const current = await db.query<{ v: number | null }>('SELECT max(version) AS v FROM schema_migrations');
  return { applied, current: current.rows[0]?.v ?? 0 };
}

async function migrationFiles(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort();
}

/** The version of the newest migration this code ships: a database at it or beyond has the schema the code reads. */
export async function latestMigrationVersion(): Promise<number> {
  const files = await migrationFiles();
  return files.length === 0 ? 0 : Number(files[files.length - 1]!.slice(0, 4));
}
