import type { Database, Queryable } from '../database.js';
import { COMPANY_USAGE_COLUMNS, SEEN, type CompanyUsageRow, type EvidenceRow } from './technology.repository.js';

/**
 * Vendors: the companies using any technology of a vendor, or holding a vendor-only relationship with it
 * (vendor_detections). A company's evidence for a vendor is the union of both sources.
 */

export interface VendorRow {
  id: number;
  slug: string;
  name: string;
  domain: string;
  /** derived: companies with any of its technologies or a vendor-only relationship */
  company_count: number;
}

export interface VendorTechnologyRow {
  id: number;
  tech_key: string;
  display_name: string;
}

export interface VendorUsageRow extends CompanyUsageRow {
  /** the vendor's technologies detected on the company */
  technology_ids: number[];
  /** the vendor-only relationship, when the company has one */
  relationship_count: number | null;
  relationship_first_seen: Date | null;
  relationship_last_seen: Date | null;
}

export async function findVendorByDomain(db: Queryable, domain: string): Promise<VendorRow | undefined> {
  const r = await db.query<VendorRow>(`SELECT id, slug, name, domain, company_count FROM vendors WHERE domain = $1`, [domain]);
  return r.rows[0];
}

/** The vendor's technologies, most used first (the order of technologies_used). */
export async function vendorTechnologies(db: Queryable, vendorId: number): Promise<VendorTechnologyRow[]> {
  const r = await db.query<VendorTechnologyRow>(
    `SELECT id, tech_key, display_name FROM technologies WHERE vendor_id = $1 ORDER BY company_count DESC, tech_key`,
    [vendorId],
  );
  return r.rows;
}

/**
 * Reads a vendor's evidence rows in index order (last_seen desc, company id) through a server-side cursor, for as
 * long as `walk` asks for more: one branch per technology (and one for vendor-only relationships), each ordered,
 * so that PostgreSQL merges the per-technology indexes (Merge Append, index only) instead of sorting every row
 * of a vendor that may have millions. A company appears once per technology; the caller keeps its first row.
 * JIT is off for the cursor: the planner costs the whole merge, and compiling for it costs more than reading the
 * fraction a page needs.
 */
export async function walkVendorEvidence<T>(
  db: Database,
  vendorId: number,
  technologyIds: readonly number[],
  /** reads through `next`; any other query goes through `tx` (the cursor's transaction holds a connection) */
  walk: (next: (n: number) => Promise<EvidenceRow[]>, tx: Queryable) => Promise<T>,
): Promise<T> {
  const FIRST_TECH_PARAM = 2;
  const branches = technologyIds.map(
    (_, i) =>
      `(SELECT company_id, last_seen FROM detections WHERE technology_id = $${i + FIRST_TECH_PARAM} ORDER BY last_seen DESC, company_id)`,
  );
  branches.push(`(SELECT company_id, last_seen FROM vendor_detections WHERE vendor_id = $1 ORDER BY last_seen DESC, company_id)`);
  return db.transaction(async (tx) => {
    await tx.query('SET LOCAL jit = off');
    await tx.query(
      `DECLARE vendor_evidence NO SCROLL CURSOR FOR
       SELECT e.company_id AS id, ${SEEN('e.last_seen')} AS seen
         FROM (${branches.join('\n UNION ALL ')}) e
        ORDER BY e.last_seen DESC, e.company_id`,
      [vendorId, ...technologyIds],
    );
    return walk(async (n) => (await tx.query<EvidenceRow>(`FETCH ${Math.trunc(n)} FROM vendor_evidence`)).rows, tx);
  });
}

/**
 * The rows of these companies for one vendor, in the order of `ids`: detections summed over the vendor's
 * technologies, which of them the company uses, and the vendor-only relationship if any. The technology ids go
 * in as a list so that each company's detections are found on the primary key alone.
 * first_seen and last_seen span every signal, so that they agree with the page order.
 */
export async function vendorUsageRows(
  db: Queryable,
  vendorId: number,
  technologyIds: readonly number[],
  ids: readonly number[],
): Promise<VendorUsageRow[]> {
  const r = await db.query<VendorUsageRow>(
    `SELECT ${COMPANY_USAGE_COLUMNS},
            coalesce(a.detection_count, 0) AS detection_count,
            least(a.first_seen, vd.first_seen) AS first_seen,
            greatest(a.last_seen, vd.last_seen) AS last_seen,
            coalesce(a.technology_ids, '{}') AS technology_ids,
            vd.detection_count AS relationship_count,
            vd.first_seen AS relationship_first_seen,
            vd.last_seen AS relationship_last_seen
       FROM unnest($2::int[]) WITH ORDINALITY AS p(id, ord)
       JOIN companies c ON c.id = p.id
       LEFT JOIN LATERAL (
              SELECT sum(d.detection_count) AS detection_count, min(d.first_seen) AS first_seen, max(d.last_seen) AS last_seen,
                     array_agg(d.technology_id) AS technology_ids
                FROM detections d
               WHERE d.company_id = p.id AND d.technology_id = ANY($3::int[])) a ON true
       LEFT JOIN vendor_detections vd ON vd.company_id = p.id AND vd.vendor_id = $1
      WHERE a.detection_count IS NOT NULL OR vd.company_id IS NOT NULL
      ORDER BY p.ord`,
    [vendorId, ids, technologyIds],
  );
  return r.rows;
}
