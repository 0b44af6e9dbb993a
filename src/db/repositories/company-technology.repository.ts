import { prepared, type Queryable } from '../database.js';
import { isoUtc, targetIds, type CompanyTarget } from './company.repository.js';

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

/**
 * Every detection of these companies, technologies and vendor-only relationships alike. Deliberately without
 * joins: the technology and vendor catalogs are small and cached by the caller, and a join here costs more to
 * plan than the rows cost to read. Timestamps come formatted: a bulk lookup reads thousands of them, and
 * parsing each into a Date only to format it again costs more than the query.
 */
export async function detectionsOf(db: Queryable, target: CompanyTarget): Promise<DetectionRow[]> {
  if ('ids' in target && target.ids.length === 0) return [];
  const params: unknown[] = [];
  const ids = targetIds(target, params);
  const r = await db.query<DetectionRow>(
    prepared(`SELECT company_id, technology_id, NULL::int AS vendor_id, detection_count,
            ${isoUtc('first_seen')} AS first_seen, ${isoUtc('last_seen')} AS last_seen
       FROM detections WHERE company_id = ANY(${ids})
     UNION ALL
     SELECT company_id, NULL, vendor_id, detection_count, ${isoUtc('first_seen')}, ${isoUtc('last_seen')}
       FROM vendor_detections WHERE company_id = ANY(${ids})`),
    params,
  );
  return r.rows;
}

/** The whole technology and vendor catalog (hundreds to a few thousand rows). */
export async function technologyCatalog(db: Queryable): Promise<{ technologies: CatalogTechnology[]; vendors: CatalogVendor[] }> {
  const [technologies, vendors] = await Promise.all([
    db.query<CatalogTechnology>(`SELECT id, tech_key, display_name, vendor_id, company_count FROM technologies`),
    db.query<CatalogVendor>(`SELECT id, slug, name, company_count FROM vendors`),
  ]);
  return { technologies: technologies.rows, vendors: vendors.rows };
}
