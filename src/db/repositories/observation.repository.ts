import type { Queryable } from '../database.js';

/** What the database holds of one detection or partnership: to count a new observation of it once. */
export interface ObservedState {
  count: number;
  first: string;
  last: string;
}

/** A company's detection or partnership in the maps below: `${company id} ${tech_key or partner domain}`. */
export const stateKey = (companyId: number, key: string): string => `${companyId} ${key}`;

/** What the database already holds of these companies' detections (company i with tech_key i), by stateKey. */
export async function detectionState(
  db: Queryable,
  companyIds: readonly number[],
  techKeys: readonly string[],
): Promise<Map<string, ObservedState>> {
  if (techKeys.length === 0) return new Map();
  const r = await db.query<{ company_id: number; tech_key: string; detection_count: number; first_seen: Date; last_seen: Date }>(
    `SELECT d.company_id, t.tech_key, d.detection_count, d.first_seen, d.last_seen
       FROM unnest($1::int[], $2::text[]) AS w(company_id, tech_key)
       JOIN technologies t ON t.tech_key = w.tech_key
       JOIN detections d ON d.company_id = w.company_id AND d.technology_id = t.id`,
    [companyIds, techKeys],
  );
  return new Map(
    r.rows.map((row) => [stateKey(row.company_id, row.tech_key), stateOf(row.detection_count, row.first_seen, row.last_seen)]),
  );
}

/** The same for partnerships (company i lists the partner of domain i), by stateKey. */
export async function partnershipState(
  db: Queryable,
  companyIds: readonly number[],
  partnerDomains: readonly string[],
): Promise<Map<string, ObservedState>> {
  if (partnerDomains.length === 0) return new Map();
  const r = await db.query<{
    company_id: number;
    domain: string;
    observation_count: number;
    first_observed_at: Date;
    last_observed_at: Date;
  }>(
    `SELECT p.company_id, w.domain, p.observation_count, p.first_observed_at, p.last_observed_at
       FROM unnest($1::int[], $2::text[]) AS w(company_id, domain)
       JOIN company_domains cd ON cd.domain = w.domain
       JOIN partnerships p ON p.company_id = w.company_id AND p.partner_id = cd.company_id`,
    [companyIds, partnerDomains],
  );
  return new Map(
    r.rows.map((row) => [
      stateKey(row.company_id, row.domain),
      stateOf(row.observation_count, row.first_observed_at, row.last_observed_at),
    ]),
  );
}

const stateOf = (count: number, first: Date, last: Date): ObservedState => ({
  count,
  first: first.toISOString(),
  last: last.toISOString(),
});

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
