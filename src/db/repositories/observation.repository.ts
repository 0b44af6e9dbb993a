import type { Queryable } from '../database.js';

/** What the database already holds of one company's detections, by tech_key: to count a new observation once. */
export async function detectionState(
  db: Queryable,
  companyId: number,
  techKeys: readonly string[],
): Promise<Map<string, { count: number; first: string; last: string }>> {
  if (techKeys.length === 0) return new Map();
  const r = await db.query<{ tech_key: string; detection_count: number; first_seen: Date; last_seen: Date }>(
    `SELECT t.tech_key, d.detection_count, d.first_seen, d.last_seen
       FROM detections d JOIN technologies t ON t.id = d.technology_id
      WHERE d.company_id = $1 AND t.tech_key = ANY($2::text[])`,
    [companyId, techKeys],
  );
  return new Map(
    r.rows.map((row) => [
      row.tech_key,
      { count: row.detection_count, first: row.first_seen.toISOString(), last: row.last_seen.toISOString() },
    ]),
  );
}

/** The same for one company's partnerships (the company lists the partner), by partner domain. */
export async function partnershipState(
  db: Queryable,
  companyId: number,
  partnerDomains: readonly string[],
): Promise<Map<string, { count: number; first: string; last: string }>> {
  if (partnerDomains.length === 0) return new Map();
  const r = await db.query<{ domain: string; observation_count: number; first_observed_at: Date; last_observed_at: Date }>(
    `SELECT cd.domain, p.observation_count, p.first_observed_at, p.last_observed_at
       FROM partnerships p JOIN company_domains cd ON cd.company_id = p.partner_id
      WHERE p.company_id = $1 AND cd.domain = ANY($2::text[])`,
    [companyId, partnerDomains],
  );
  return new Map(
    r.rows.map((row) => [
      row.domain,
      { count: row.observation_count, first: row.first_observed_at.toISOString(), last: row.last_observed_at.toISOString() },
    ]),
  );
}

export interface EvidenceRow {
  company_id: number;
  technology_id: number;
  signal: string;
  detail: string | null;
  url: string | null;
  observed_at: string;
}

/** Evidence of detections; the same observation twice adds nothing (migration 0011's unique index). */
export async function insertEvidence(db: Queryable, rows: readonly EvidenceRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO detection_evidence (company_id, technology_id, signal, detail, url, observed_at)
     SELECT company_id, technology_id, signal, detail, url, observed_at
       FROM json_to_recordset($1::json) AS e(company_id int, technology_id int, signal text, detail text, url text, observed_at timestamptz)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(rows)],
  );
}
