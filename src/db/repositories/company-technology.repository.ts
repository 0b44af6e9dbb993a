import { prepared, type Queryable } from '../database.js';
import { isoUtc } from './company.repository.js';

/** A detection on a company: a technology (technology_id) or a vendor-only relationship (vendor_id). */
export interface DetectionRow {
  company_id: number;
  technology_id: number | null;
  vendor_id: number | null;
  detection_count: number;
  /** ISO 8601 UTC */
  first_seen: string;
  last_seen: string;
}

export interface CatalogTechnology {
  id: number;
  tech_key: string;
  display_name: string;
  vendor_id: number | null;
  /** popularity: companies using it */
  company_count: number;
}

export interface CatalogVendor {
  id: number;
  slug: string;
  name: string;
  /** popularity: companies using any of its technologies or related to it */
  company_count: number;
}

/** A company's detections as one JSON array (NULL when none), for the company id `id`: see companyRowsWithDetections (company-document.repository.ts). */
export const DETECTIONS_JSON = (id: string) => `
            (SELECT json_agg(json_build_array(x.technology_id, x.vendor_id, x.detection_count, x.first_seen, x.last_seen))
               FROM (SELECT technology_id, NULL::int AS vendor_id, detection_count,
                            ${isoUtc('first_seen')} AS first_seen, ${isoUtc('last_seen')} AS last_seen
                       FROM detections WHERE company_id = ${id}
                     UNION ALL
                     SELECT NULL, vendor_id, detection_count, ${isoUtc('first_seen')}, ${isoUtc('last_seen')}
                       FROM vendor_detections WHERE company_id = ${id}) x)`;

/** What DETECTIONS_JSON gives, parsed by the driver: [technology_id, vendor_id, detection_count, first_seen, last_seen]. */
export type DetectionsJson = [number | null, number | null, number, string, string][] | null;

/** The rows of DETECTIONS_JSON's array. */
export function detectionRows(companyId: number, detections: DetectionsJson): DetectionRow[] {
  return (detections ?? []).map(([technology_id, vendor_id, detection_count, first_seen, last_seen]) => ({
    company_id: companyId,
    technology_id,
    vendor_id,
    detection_count,
    first_seen,
    last_seen,
  }));
}

/** The whole technology and vendor catalog (hundreds to a few thousand rows). */
export async function technologyCatalog(db: Queryable): Promise<{ technologies: CatalogTechnology[]; vendors: CatalogVendor[] }> {
  const [technologies, vendors] = await Promise.all([
    db.query<CatalogTechnology>(`SELECT id, tech_key, display_name, vendor_id, company_count FROM technologies`),
    db.query<CatalogVendor>(`SELECT id, slug, name, company_count FROM vendors`),
  ]);
  return { technologies: technologies.rows, vendors: vendors.rows };
}

/** One piece of evidence of a detection (contracts section 8), technology or vendor-only. */
export interface EvidenceRow {
  technology_id: number | null;
  vendor_id: number | null;
  source: string;
  url: string | null;
  matched: string | null;
  /** ISO 8601 UTC */
  observed_at: string;
}

/**
 * The newest `perDetection` pieces of evidence of each of a company's detections, newest first. Reads the
 * company's evidence through detection_evidence_company_idx: a company has a few dozen detections and each crawl
 * adds a handful of rows per detection.
 */
export async function evidenceOf(db: Queryable, companyId: number, perDetection: number): Promise<EvidenceRow[]> {
  const r = await db.query<EvidenceRow>(
    prepared(`SELECT technology_id, vendor_id, signal AS source, url, detail AS matched, ${isoUtc('observed_at')} AS observed_at
       FROM (SELECT e.*, row_number() OVER (PARTITION BY e.technology_id, e.vendor_id ORDER BY e.observed_at DESC, e.id DESC) AS n
               FROM detection_evidence e WHERE e.company_id = $1) ranked
      WHERE n <= $2
      ORDER BY technology_id, vendor_id, observed_at DESC, n`),
    [companyId, perDetection],
  );
  return r.rows;
}
