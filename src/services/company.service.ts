import type { Database } from '../db/database.js';
import { companyRows } from '../db/repositories/company.repository.js';
import { companyRowsWithDetections } from '../db/repositories/company-document.repository.js';
import { AppError } from '../errors/app-error.js';
import type { DataCache } from '../infra/cache/data-cache.js';
import { bulkResults, planBulk, type BulkInclude, type BulkPlan, type TrackedResult } from './company-bulk.js';
import { NO_INCLUDES, toRecord, type CompanyIncludes, type CompanyRecord } from './company-record.js';
import { findCompanyId, identifierTarget } from './company-resolve.js';
import { CompanySearch, type SearchQuery } from './company-search.js';
import { CompanyTechnologies } from './company-technologies.js';
import type { CompanyFilter } from '../db/repositories/company-search.repository.js';

export type { CompanyIncludes, CompanyRecord } from './company-record.js';

/** A search as the API takes it: the partner named by identifier, not yet resolved. */
export interface CompanySearchInput extends Omit<SearchQuery, 'filter'> {
  filter: Omit<CompanyFilter, 'partnerOf' | 'textMode'> & { partnerWith?: string };
}

/** Company lookup, bulk lookup and search (spec: Companies). Callers meter what these return. */
export class CompanyService {
  private readonly searcher: CompanySearch;
  private readonly technologies: CompanyTechnologies;

  /** `cache`: the companies that own the domains of bulk lookups are kept there under the data version. */
  constructor(
    private readonly db: Database,
    private readonly cache?: DataCache,
  ) {
    this.searcher = new CompanySearch(db);
    this.technologies = new CompanyTechnologies(db);
  }

  /** A company id for a domain or slug, or company_not_found. */
  async resolve(identifier: string): Promise<number> {
    const id = await findCompanyId(this.db, identifier);
    if (id === undefined) throw new AppError('company_not_found', { identifier });
    return id;
  }

  /** One company record, with technologies and firmographics when asked for. */
  async lookup(identifier: string, includes: CompanyIncludes = NO_INCLUDES): Promise<{ id: number; record: CompanyRecord }> {
    // The identifier is resolved inside the read: no round trip of its own.
    const target = identifierTarget(identifier);
    if (!target) throw new AppError('company_not_found', { identifier });
    if (!includes.technologies) {
      const [row] = await companyRows(this.db, target);
      if (!row) throw new AppError('company_not_found', { identifier });
      return { id: row.id, record: toRecord(row, includes) };
    }
    // The row and its detections in one statement; evidence needs the company's id, so it alone is a second round trip.
    const [found] = await companyRowsWithDetections(this.db, target);
    if (!found) throw new AppError('company_not_found', { identifier });
    const { row, detections } = found;
    const list = includes.evidence
      ? await this.technologies.listWithEvidence(row.id, detections)
      : (await this.technologies.listsFrom([{ id: row.id, detections }])).get(row.id);
    return { id: row.id, record: toRecord(row, includes, list) };
  }

  /** POST /v1/companies, first step: the request's domains, checked and resolved (see planBulk for the rules). */
  planBulk(input: { domains: readonly string[]; batchLimit: number }): Promise<BulkPlan> {
    return planBulk(this.db, input, this.cache);
  }

  /** POST /v1/companies, second step: the results of the tracked companies (see bulkResults). */
  bulkResults(ids: number[], include: ReadonlySet<BulkInclude>): Promise<Map<number, TrackedResult>> {
    return bulkResults(this.db, this.technologies, ids, include);
  }

  /** GET /v1/companies: one page of matches. A partner_with identifier that does not resolve is company_not_found. */
  async search(query: CompanySearchInput): Promise<{ ids: number[]; records: CompanyRecord[]; total: number }> {
    const { partnerWith, ...rest } = query.filter;
    const filter: CompanyFilter = partnerWith === undefined ? rest : { ...rest, partnerOf: await this.resolve(partnerWith) };
    return this.searcher.search({ ...query, filter });
  }
}
