import type { Queryable } from '../database.js';

export type FlagStatus = 'queued' | 'accepted' | 'rejected';

export interface FlagRow {
  flag_id: number;
  company_id: number;
  company_name: string;
  company_domain: string;
  company_slug: string;
  org_id: number;
  api_key_id: number | null;
  description: string | null;
  status: FlagStatus;
  resolution_note: string | null;
  created_at: Date;
  resolved_at: Date | null;
}

const FLAG_COLUMNS = `f.id AS flag_id, f.company_id, c.name AS company_name, c.primary_domain AS company_domain,
  c.slug AS company_slug, f.org_id, f.api_key_id, f.description, f.status, f.resolution_note, f.created_at, f.resolved_at`;

export async function insertFlag(
  db: Queryable,
  flag: { companyId: number; orgId: number; apiKeyId: number; description: string | null },
): Promise<{ flag_id: number; company_id: number; status: FlagStatus }> {
  const r = await db.query<{ flag_id: number; company_id: number; status: FlagStatus }>(
    `INSERT INTO data_flags (company_id, org_id, api_key_id, description) VALUES ($1, $2, $3, $4)
     RETURNING id AS flag_id, company_id, status`,
    [flag.companyId, flag.orgId, flag.apiKeyId, flag.description],
  );
  return r.rows[0]!;
}

/** A page of flags in review order (oldest first), optionally of one status, and how many there are. */
export async function listFlags(
  db: Queryable,
  status: FlagStatus | undefined,
  offset: number,
  limit: number,
): Promise<{ rows: FlagRow[]; total: number }> {
  const where = status ? 'WHERE f.status = $1' : 'WHERE $1::text IS NULL';
  const [page, count] = await Promise.all([
    db.query<FlagRow>(
      `SELECT ${FLAG_COLUMNS} FROM data_flags f JOIN companies c ON c.id = f.company_id ${where}
        ORDER BY f.created_at, f.id LIMIT $2 OFFSET $3`,
      [status ?? null, limit, offset],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM data_flags f ${where}`, [status ?? null]),
  ]);
  return { rows: page.rows, total: count.rows[0]?.n ?? 0 };
}

export async function findFlag(db: Queryable, flagId: number): Promise<FlagRow | undefined> {
  const r = await db.query<FlagRow>(`SELECT ${FLAG_COLUMNS} FROM data_flags f JOIN companies c ON c.id = f.company_id WHERE f.id = $1`, [
    flagId,
  ]);
  return r.rows[0];
}

/**
 * Resolves a queued flag. The status check is in the UPDATE itself, so two operators resolving the same flag
 * at once cannot both succeed. Returns false when the flag is absent or no longer queued.
 */
export async function resolveFlag(
  db: Queryable,
  flagId: number,
  resolution: Exclude<FlagStatus, 'queued'>,
  note: string | null,
): Promise<boolean> {
  const r = await db.query(
    `UPDATE data_flags SET status = $2, resolution_note = $3, resolved_at = now() WHERE id = $1 AND status = 'queued'`,
    [flagId, resolution, note],
  );
  return (r.rowCount ?? 0) > 0;
}
