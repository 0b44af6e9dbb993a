import type { Queryable } from '../database.js';
import { FIRMOGRAPHICS_JSON } from './firmographics.repository.js';
import { ISO_TIME, jsonObject } from './json-sql.js';

/**
 * Vendors: the companies using any technology of a vendor, or holding a vendor-only relationship with it
 * (vendor_detections). A company's evidence for a vendor is the union of both sources; its latest is kept in
 * vendor_usage (migration 0010), which orders the vendor's company page (technology.repository.ts, companyPageSpan).
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
 * The page items (Company using a vendor) of these companies, in the order of `ids`, as JSON text: the items
 * joined by commas, "" for none (see json-sql.ts). detection_count sums the vendor's technologies (0 for a
 * vendor-only company); technologies_used lists them in the order of `technologies`; first_seen_at and
 * last_seen_at span every signal, so that they agree with the page order. additional_signals carries weaker,
 * non-primary signals: {signal, detection_count, first_seen_at, last_seen_at}, where signal is
 * "vendor_relationship" (the vendor seen with no specific technology) today; "dns_verification" and others will
 * follow, so clients ignore values they do not know. The technology ids go in as a list so that each company's
 * detections are found on the primary key alone.
 */
export async function vendorUsageJson(
  db: Queryable,
  vendorId: number,
  technologies: readonly VendorTechnologyRow[],
  ids: readonly number[],
  withFirmographics: boolean,
): Promise<string> {
  const signal = jsonObject({
    signal: `'vendor_relationship'`,
    detection_count: 'vd.detection_count',
    first_seen_at: ISO_TIME('vd.first_seen'),
    last_seen_at: ISO_TIME('vd.last_seen'),
  });
  const item = jsonObject(
    {
      slug: 'c.slug',
      name: 'c.name',
      primary_domain: 'c.primary_domain',
      detection_count: 'coalesce(a.detection_count, 0)',
      first_seen_at: ISO_TIME('least(a.first_seen, vd.first_seen)'),
      last_seen_at: ISO_TIME('greatest(a.last_seen, vd.last_seen)'),
    },
    {
      technologies_used: `coalesce(a.technologies_used, '[]')`,
      additional_signals: `CASE WHEN vd.company_id IS NOT NULL THEN '[' || ${signal} || ']' END`,
      ...(withFirmographics ? { firmographics: FIRMOGRAPHICS_JSON('c') } : {}),
    },
  );
  // $4 holds each technology's {tech_key, display_name} as JSON text, at its place in $3.
  const r = await db.query<{ items: string | null }>(
    `SELECT string_agg(${item}, ',' ORDER BY p.ord) AS items
       FROM unnest($2::int[]) WITH ORDINALITY AS p(id, ord)
       JOIN companies c ON c.id = p.id
       LEFT JOIN LATERAL (
              SELECT sum(d.detection_count) AS detection_count, min(d.first_seen) AS first_seen, max(d.last_seen) AS last_seen,
                     '[' || string_agg(($4::text[])[array_position($3::int[], d.technology_id)], ','
                                       ORDER BY array_position($3::int[], d.technology_id)) || ']' AS technologies_used
                FROM detections d
               WHERE d.company_id = p.id AND d.technology_id = ANY($3::int[])) a ON true
       LEFT JOIN vendor_detections vd ON vd.company_id = p.id AND vd.vendor_id = $1
      WHERE a.detection_count IS NOT NULL OR vd.company_id IS NOT NULL`,
    [
      vendorId,
      ids,
      technologies.map((t) => t.id),
      technologies.map((t) => JSON.stringify({ tech_key: t.tech_key, display_name: t.display_name })),
    ],
  );
  return r.rows[0]?.items ?? '';
}
