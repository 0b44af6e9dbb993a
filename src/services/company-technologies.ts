import type { Queryable } from '../db/database.js';
import {
  evidenceOf,
  technologyCatalog,
  type CatalogTechnology,
  type CatalogVendor,
  type DetectionRow,
  type EvidenceRow,
} from '../db/repositories/company-technology.repository.js';

/** Why a detection stands (contracts section 8): a signal the crawler matched, or an import. */
export interface EvidenceItem {
  source: string;
  url: string | null;
  matched: string | null;
  observed_at: string;
}

/** A technology entry on a company record (spec: Technology entry). */
export interface TechnologyEntry {
  tech_key: string;
  display_name: string;
  vendor_name: string | null;
  vendor_slug: string | null;
  vendor_only: boolean;
  detection_count: number;
  first_seen: string;
  last_seen: string;
  /** with include=evidence */
  evidence?: EvidenceItem[];
}

/** Evidence per technology on a company record, newest first (contracts section 8). */
export const EVIDENCE_CAP = 5;

/** The record's technology list is capped (spec: Limits, technologies per company record). */
export const TECHNOLOGIES_CAP = 100;

/**
 * The catalog (names, vendors, popularity) is read once a minute, and at once when a detection names a
 * technology or vendor it does not hold yet. Popularity and names may so lag an import by up to a minute, well
 * inside the hour the spec allows derived views; in exchange a lookup reads only the company's own rows.
 */
const CATALOG_TTL_MS = 60_000;

interface Catalog {
  technologies: Map<number, CatalogTechnology>;
  vendors: Map<number, CatalogVendor>;
  /** tech_key and vendor slug -> the detection key of evidence rows (detectionKey) */
  detectionKeys: Map<string, string>;
  until: number;
}

/** Technology lists of company records: most popular first, vendor-only entries included, capped. */
export class CompanyTechnologies {
  private catalog: Catalog | undefined;
  private loading: Promise<Catalog> | undefined;

  constructor(private readonly db: Queryable) {}

  /**
   * One company's technology list with each entry's evidence: the crawler's, newest first, at most EVIDENCE_CAP.
   * Imports keep no evidence rows, so an observation newer than the newest evidence (or a detection without any)
   * came from an import, and says `import` at its last_seen.
   */
  async listWithEvidence(companyId: number, detections: readonly DetectionRow[]): Promise<TechnologyEntry[] | undefined> {
    const [lists, rows] = await Promise.all([
      this.listsFrom([{ id: companyId, detections }]),
      evidenceOf(this.db, companyId, EVIDENCE_CAP),
    ]);
    const list = lists.get(companyId);
    if (!list) return undefined;
    const byDetection = new Map<string, EvidenceRow[]>();
    for (const row of rows) {
      const key = detectionKey(row);
      (byDetection.get(key) ?? byDetection.set(key, []).get(key)!).push(row);
    }
    const catalog = await this.current();
    return list.map((entry) => {
      const key = entryKey(entry, catalog);
      const found: EvidenceItem[] = (key ? (byDetection.get(key) ?? []) : []).map(({ source, url, matched, observed_at }) => ({
        source,
        url,
        matched,
        observed_at,
      }));
      const newest = found[0]?.observed_at;
      if (newest === undefined || Date.parse(newest) < Date.parse(entry.last_seen))
        found.unshift({ source: 'import', url: null, matched: null, observed_at: entry.last_seen });
      return { ...entry, evidence: found.slice(0, EVIDENCE_CAP) };
    });
  }

  /**
   * The technology list of each company, from its detections already read (companies without detections are
   * absent from the map). A vendor-only relationship is an entry only when none of the vendor's technologies is
   * detected on the company, so that the full list has exactly tech_stack_size entries; it is keyed by the vendor
   * slug. Order: popularity (a vendor-only entry has its vendor's), then tech_key.
   */
  async listsFrom(companies: readonly { id: number; detections: readonly DetectionRow[] }[]): Promise<Map<number, TechnologyEntry[]>> {
    const catalog = await this.catalogFor(companies.flatMap((c) => c.detections));
    const lists = new Map<number, TechnologyEntry[]>();
    for (const c of companies) if (c.detections.length > 0) lists.set(c.id, listOf(c.detections, catalog));
    return lists;
  }

  /** The catalog, read again when it does not know a technology or vendor these rows name. */
  private async catalogFor(rows: readonly DetectionRow[]): Promise<Catalog> {
    const cached = await this.current();
    return rows.every((r) => knows(cached, r)) ? cached : this.reload();
  }

  private current(): Promise<Catalog> {
    return this.catalog && this.catalog.until > Date.now() ? Promise.resolve(this.catalog) : this.reload();
  }

  private reload(): Promise<Catalog> {
    this.loading ??= technologyCatalog(this.db)
      .then(({ technologies, vendors }) => {
        this.catalog = {
          technologies: new Map(technologies.map((t) => [t.id, t])),
          vendors: new Map(vendors.map((v) => [v.id, v])),
          detectionKeys: new Map([
            ...technologies.map((t): [string, string] => [`t:${t.tech_key}`, `t${t.id}`]),
            ...vendors.map((v): [string, string] => [`v:${v.slug}`, `v${v.id}`]),
          ]),
          until: Date.now() + CATALOG_TTL_MS,
        };
        return this.catalog;
      })
      .finally(() => (this.loading = undefined));
    return this.loading;
  }
}

function knows(catalog: Catalog, row: DetectionRow): boolean {
  if (row.technology_id !== null) {
    const tech = catalog.technologies.get(row.technology_id);
    return tech !== undefined && (tech.vendor_id === null || catalog.vendors.has(tech.vendor_id));
  }
  return row.vendor_id !== null && catalog.vendors.has(row.vendor_id);
}

function listOf(detections: readonly DetectionRow[], catalog: Catalog): TechnologyEntry[] {
  const ranked: { popularity: number; entry: TechnologyEntry }[] = [];
  const vendorsWithTechnology = new Set<number>();
  for (const d of detections) {
    const tech = d.technology_id === null ? undefined : catalog.technologies.get(d.technology_id);
    if (!tech) continue;
    const vendor = tech.vendor_id === null ? undefined : catalog.vendors.get(tech.vendor_id);
    if (vendor) vendorsWithTechnology.add(vendor.id);
    ranked.push({
      popularity: tech.company_count,
      entry: entry(tech.tech_key, tech.display_name, vendor ?? null, false, d),
    });
  }
  for (const d of detections) {
    const vendor = d.vendor_id === null ? undefined : catalog.vendors.get(d.vendor_id);
    if (!vendor || vendorsWithTechnology.has(vendor.id)) continue;
    ranked.push({ popularity: vendor.company_count, entry: entry(vendor.slug, vendor.name, vendor, true, d) });
  }
  ranked.sort(
    (a, b) => b.popularity - a.popularity || (a.entry.tech_key < b.entry.tech_key ? -1 : a.entry.tech_key > b.entry.tech_key ? 1 : 0),
  );
  return ranked.slice(0, TECHNOLOGIES_CAP).map((r) => r.entry);
}

function entry(techKey: string, displayName: string, vendor: CatalogVendor | null, vendorOnly: boolean, d: DetectionRow): TechnologyEntry {
  return {
    tech_key: techKey,
    display_name: displayName,
    vendor_name: vendor?.name ?? null,
    vendor_slug: vendor?.slug ?? null,
    vendor_only: vendorOnly,
    detection_count: d.detection_count,
    first_seen: d.first_seen,
    last_seen: d.last_seen,
  };
}

function detectionKey(row: { technology_id: number | null; vendor_id: number | null }): string {
  return row.technology_id !== null ? `t${row.technology_id}` : `v${row.vendor_id}`;
}

/** The detection an entry shows: its technology by tech_key, or for a vendor-only entry its vendor by slug. */
function entryKey(entry: TechnologyEntry, catalog: Catalog): string | undefined {
  return catalog.detectionKeys.get(`${entry.vendor_only ? 'v' : 't'}:${entry.tech_key}`);
}
