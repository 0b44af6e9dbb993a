import type { Queryable } from '../db/database.js';
import type { CompanyCardRow } from '../db/repositories/company.repository.js';
import { companyDocuments, DOCUMENT_PARTNERS } from '../db/repositories/company-document.repository.js';
import { detectionRows } from '../db/repositories/company-technology.repository.js';
import { AppError } from '../errors/app-error.js';
import { approximateBytes, type DataCache } from '../infra/cache/data-cache.js';
import { normalizeDomain } from '../lib/domain.js';
import { findCompanyIds } from './company-resolve.js';
import type { CompanyTechnologies, TechnologyEntry } from './company-technologies.js';
import { toFirmographics, type Firmographics } from './firmographics.js';

export type BulkInclude = 'technologies' | 'partnerships' | 'firmographics';

/** Well-formed domains per request (spec: Limits, bulk lookup domains per request). A key may have a lower ceiling. */
export const BULK_MAX_ENTRIES = 100;
/**
 * Entries read per request, malformed ones included. Malformed entries do not count toward the batch (spec), but
 * each is normalized and echoed in rejected_domains, so their number is bounded too: ten times the batch.
 */
export const BULK_MAX_RAW_ENTRIES = 1000;
/**
 * Partners per result: the most recently observed, in the partner list's default order, each pair merged by
 * the partnership rule (docs/partnerships.md): a page of GET /v1/companies/{identifier}/partnerships?limit=100.
 */
export const BULK_PARTNERS_CAP = DOCUMENT_PARTNERS;

/** A domain's result but for the domain itself, which is the one asked for and differs between requests. */
export interface BulkResult {
  status: 'tracked' | 'not_tracked';
  company?: { name: string; primary_domain: string; slug: string };
  technologies: {
    tech_key: string;
    display_name: string;
    vendor_name: string | null;
    last_seen_at: string;
    evidence_count: number;
    vendor_only: boolean;
  }[];
  /**
   * the partner entries (BULK_PARTNERS_CAP at most) as JSON text, joined by commas, written by the database
   * (company-document.repository.ts): the response's `partnerships` is `[` this `]`
   */
  partnerships_json: string;
  technology_count: number;
  partnership_count: number;
  firmographics?: Firmographics;
}

/** The result of a domain no company owns. */
export const NOT_TRACKED: Readonly<BulkResult> = Object.freeze({
  status: 'not_tracked',
  technologies: [],
  partnerships_json: '',
  technology_count: 0,
  partnership_count: 0,
});

/** A tracked company's result, and the companies it returns (the company and its partners listed), to be metered. */
export interface TrackedResult {
  result: BulkResult;
  companyIds: number[];
}

/** What a bulk request asks for, resolved: see planBulk. */
export interface BulkPlan {
  /** the distinct well-formed domains, in request order, each with the company that owns it (null: none) */
  domains: { domain: string; companyId: number | null }[];
  /** the entries that are not domains, as sent */
  rejected: string[];
  /** entries in the request, rejected and duplicate ones included */
  requested: number;
}

/**
 * Bulk lookup (spec: Companies, bulk rules), first step. Entries are normalized like every domain input;
 * malformed ones go to rejected and do not count toward the batch. Entries that normalize to the same domain
 * (Acme.com, www.acme.com) give one result, at the first one's place. Each domain is resolved to the company
 * that owns it (kept in `cache` until a write changes that company; that nobody owns it, until any write). The
 * results themselves are bulkResults'.
 */
export async function planBulk(
  db: Queryable,
  input: { domains: readonly string[]; batchLimit: number },
  cache?: DataCache,
): Promise<BulkPlan> {
  const ceiling = Math.min(input.batchLimit, BULK_MAX_ENTRIES);
  if (input.domains.length > BULK_MAX_RAW_ENTRIES) {
    throw new AppError(
      'batch_too_large',
      { max_batch_size: ceiling },
      `The request has ${input.domains.length} entries; at most ${BULK_MAX_RAW_ENTRIES} entries are read, of which at most ${ceiling} well-formed domains.`,
    );
  }
  const { distinct, rejected } = splitEntries(input.domains);
  if (distinct.length > ceiling) {
    throw new AppError(
      'batch_too_large',
      { max_batch_size: ceiling },
      `The batch has ${distinct.length} well-formed domains; at most ${ceiling} are accepted per request with this API key.`,
    );
  }
  // A domain's owner changes only by a write that names the owner (a crawl never moves a domain; an import drops
  // everything); a domain nobody owns may be taken by any write.
  const owners = cache
    ? await cache.getMany(
        'domain-owner',
        distinct,
        (missing) => findCompanyIds(db, missing),
        null,
        approximateBytes,
        (_, id) => (id === null ? undefined : { company: id, catalogue: false }),
      )
    : await findCompanyIds(db, distinct);
  return {
    domains: distinct.map((domain) => ({ domain, companyId: owners.get(domain) ?? null })),
    rejected,
    requested: input.domains.length,
  };
}

/**
 * The results of these companies with the sections asked for: technologies, the BULK_PARTNERS_CAP most
 * recently observed partners, firmographics. A company no longer there is left out. The sections come from the
 * companies' stored documents where they are current (migration 0027), else from the tables.
 */
export async function bulkResults(
  db: Queryable,
  technologies: CompanyTechnologies,
  ids: number[],
  include: ReadonlySet<BulkInclude>,
): Promise<Map<number, TrackedResult>> {
  const rows = await companyDocuments(db, ids, {
    technologies: include.has('technologies'),
    partnerships: include.has('partnerships'),
  });
  const lists = include.has('technologies')
    ? await technologies.listsFrom(rows.map((row) => ({ id: row.id, detections: detectionRows(row.id, row.detections) })))
    : new Map<number, TechnologyEntry[]>();
  const out = new Map<number, TrackedResult>();
  for (const row of rows) {
    const partners = include.has('partnerships') ? row.partners : null;
    const partnerIds = (partners !== null && row.partner_ids) || [];
    out.set(row.id, {
      result: trackedResult(row, { technologies: lists.get(row.id) ?? [], partners: partners ?? '' }, include),
      companyIds: [row.id, ...partnerIds],
    });
  }
  return out;
}

/** Distinct normalized domains in first-seen order, and the entries that are not domains, as sent. */
function splitEntries(entries: readonly string[]): { distinct: string[]; rejected: string[] } {
  const distinct = new Set<string>();
  const rejected: string[] = [];
  for (const entry of entries) {
    const domain = normalizeDomain(entry);
    if (domain === null) rejected.push(entry);
    else distinct.add(domain);
  }
  return { distinct: [...distinct], rejected };
}

function trackedResult(
  row: CompanyCardRow,
  sections: { technologies: readonly TechnologyEntry[]; partners: string },
  include: ReadonlySet<BulkInclude>,
): BulkResult {
  const result: BulkResult = {
    status: 'tracked',
    company: { name: row.name, primary_domain: row.primary_domain, slug: row.slug },
    technologies: sections.technologies.map((t) => ({
      tech_key: t.tech_key,
      display_name: t.display_name,
      vendor_name: t.vendor_name,
      last_seen_at: t.last_seen,
      evidence_count: t.detection_count,
      vendor_only: t.vendor_only,
    })),
    partnerships_json: sections.partners,
    technology_count: row.tech_stack_size,
    partnership_count: row.partnership_count,
  };
  if (include.has('firmographics')) result.firmographics = toFirmographics(row);
  return result;
}
