import type { CompanyRow } from '../db/repositories/company.repository.js';
import type { TechnologyEntry } from './company-technologies.js';
import { toFirmographics, type Firmographics } from './firmographics.js';

/** What a company record may carry besides its base fields (the include parameter). */
export interface CompanyIncludes {
  technologies: boolean;
  firmographics: boolean;
  /** each technology's evidence (contracts section 8); implies technologies */
  evidence?: boolean;
}

export const NO_INCLUDES: CompanyIncludes = { technologies: false, firmographics: false };

/** The spec's company record: fields without data are omitted, not null (related_companies included). */
export interface CompanyRecord {
  name: string;
  primary_domain: string;
  slug: string;
  partnership_count: number;
  domains?: string[];
  investors?: string[];
  related_companies?: { name: string; slug: string | null; primary_domain: string | null; relationship: string }[];
  technologies?: TechnologyEntry[];
  vendor_count?: number;
  firmographics?: Firmographics;
}

/** A record from a company's row; `technologies` is its list when include=technologies (absent: none detected). */
export function toRecord(row: CompanyRow, includes: CompanyIncludes, technologies?: TechnologyEntry[]): CompanyRecord {
  const record: CompanyRecord = {
    name: row.name,
    primary_domain: row.primary_domain,
    slug: row.slug,
    partnership_count: row.partnership_count,
  };
  if (row.domains.length > 0) record.domains = row.domains;
  if (row.investors.length > 0) record.investors = row.investors;
  if (row.related && row.related.length > 0) record.related_companies = row.related;
  // Technologies and vendor_count go together: both are omitted when nothing is detected.
  if (includes.technologies && technologies && technologies.length > 0) {
    record.technologies = technologies;
    record.vendor_count = row.vendor_count;
  }
  if (includes.firmographics) record.firmographics = toFirmographics(row);
  return record;
}

/** Rows in the order of `ids` (the database returns them in any order); ids without a row are skipped. */
export function inOrder<R extends { id: number }>(ids: readonly number[], rows: readonly R[]): R[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}
