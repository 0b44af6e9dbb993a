import type { Queryable } from '../database.js';

/** Fingerprint sets an operator loaded (migration 0012); the newest is in force. */
export interface StoredFingerprintSet {
  id: number;
  source: string;
  sha256: string;
  technology_count: number;
  loaded_at: Date;
}

export async function insertFingerprintSet(
  db: Queryable,
  row: { source: string; sha256: string; technology_count: number; document: string },
): Promise<StoredFingerprintSet> {
  const r = await db.query<StoredFingerprintSet>(
    `INSERT INTO fingerprint_sets (source, sha256, technology_count, document) VALUES ($1, $2, $3, $4)
     RETURNING id, source, sha256, technology_count, loaded_at`,
    [row.source, row.sha256, row.technology_count, row.document],
  );
  return r.rows[0]!;
}

/** The set in force, without its document (a few megabytes). */
export async function currentFingerprintSet(db: Queryable): Promise<StoredFingerprintSet | undefined> {
  const r = await db.query<StoredFingerprintSet>(
    `SELECT id, source, sha256, technology_count, loaded_at FROM fingerprint_sets ORDER BY id DESC LIMIT 1`,
  );
  return r.rows[0];
}

export async function fingerprintDocument(db: Queryable, id: number): Promise<string | undefined> {
  const r = await db.query<{ document: string }>(`SELECT document FROM fingerprint_sets WHERE id = $1`, [id]);
  return r.rows[0]?.document;
}

// An arbitrary constant: processes syncing the technology catalogue take this lock, so one adds and the rest find
// nothing to do.
const CATALOGUE_LOCK_KEY = 4_711_002;

/** Serialises catalogue syncs until the transaction ends. */
export async function lockCatalogue(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [CATALOGUE_LOCK_KEY]);
}
