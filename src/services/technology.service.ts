import type { Database } from '../db/database.js';
import * as technologies from '../db/repositories/technology.repository.js';
import * as vendors from '../db/repositories/vendor.repository.js';
import { AppError } from '../errors/app-error.js';
import type { DataCache } from '../infra/cache/data-cache.js';
import { normalizeDomain } from '../lib/domain.js';
import { pageWindow } from './company-page-order.js';
import { CompanyList } from './free-windows.js';
import { TechnologySearch } from './technology-search.js';

/**
 * Technology search item (spec), plus the technology's categories and its vendor's domain, which is what
 * GET /v1/vendors/{domain}/companies takes.
 */
export interface TechnologySearchItem {
  tech_key: string;
  display_name: string;
  vendor_name: string | null;
  vendor_domain: string | null;
  categories: string[];
}

export interface TechnologyHeader {
  tech_key: string;
  display_name: string;
  vendor_name: string | null;
  /** extra to the spec: the key of the vendor endpoint */
  vendor_domain: string | null;
  total_companies: number;
}

export interface VendorHeader {
  vendor_slug: string;
  vendor_name: string;
  domain: string;
  total_companies: number;
}

export interface PageRequest {
  page: number;
  limit: number;
  firmographics: boolean;
}

/**
 * One page of companies, read in two steps so that the caller can charge before sending anything: the page's
 * company ids (cheap: one id per row) first, then the items themselves, batch by batch, in page order, as JSON
 * text that PostgreSQL writes (db/repositories/json-sql.ts). A 10,000-row page therefore never sits in memory as
 * a whole; only its ids and a few batches (READ_AHEAD) do.
 */
export interface CompanyPage<Header> {
  header: Header;
  page: number;
  limit: number;
  /** total companies for the technology or vendor (derived counts, as fresh as the derived views) */
  total: number;
  /** the page's companies, in order, to be metered (kept with the page's ids in the cache: see CompanyList) */
  companies: CompanyList;
  /** the items (Company using a technology, or a vendor), each batch as JSON values joined by commas */
  batches(): AsyncIterable<string>;
}

/** Rows per query when reading a page: big enough to amortize the round trip, small enough to stay light. */
export const PAGE_BATCH_SIZE = 500;

const TECH_KEY = /^[a-z0-9-]+$/;

/** Technologies and vendors (spec: Technologies and vendors): the catalog and who uses what. */
export class TechnologyService {
  private readonly searcher: TechnologySearch;

  /**
   * `cache`: the ids and item batches of streamed pages are kept there under the data version (see pageReads); its
   * data version also tells the in-memory search when to check its copy of the catalogue.
   */
  constructor(
    private readonly db: Database,
    private readonly cache?: DataCache,
  ) {
    this.searcher = new TechnologySearch(db, () => cache?.stamp);
  }

  /**
   * Active technologies whose display name or vendor name matches q, best match first: from the catalogue in memory
   * when it can answer (technology-search.ts), else by SQL.
   */
  async search(q: string, page: number, limit: number): Promise<{ technologies: TechnologySearchItem[]; total: number }> {
    const query = q.trim();
    if (query === '') {
      throw new AppError(
        'invalid_request',
        { details: [{ path: 'querystring/q', message: 'must not be blank' }] },
        'Query parameter q must not be blank.',
      );
    }
    const offset = (page - 1) * limit;
    const result =
      (await this.searcher.search(query, limit, offset)) ?? (await technologies.searchTechnologies(this.db, query, limit, offset));
    return { technologies: result.rows, total: result.total };
  }

  async companiesUsingTechnology(techKey: string, req: PageRequest): Promise<CompanyPage<TechnologyHeader>> {
    if (!TECH_KEY.test(techKey)) throw new AppError('invalid_tech_key');
    const tech = await technologies.findTechnologyByKey(this.db, techKey);
    if (!tech) throw new AppError('technology_not_found');
    const reads = this.pageReads(`technology:${tech.id}`, req);
    const ids = await reads.ids(() => this.pageIds('technology', tech.id, req.limit, (req.page - 1) * req.limit));
    return {
      header: {
        tech_key: tech.tech_key,
        display_name: tech.display_name,
        vendor_name: tech.vendor_name,
        vendor_domain: tech.vendor_domain,
        total_companies: tech.company_count,
      },
      page: req.page,
      limit: req.limit,
      total: tech.company_count,
      companies: ids.companies,
      batches: () =>
        inBatches(
          ids.companies.ids,
          reads.batch(ids, (chunk) => technologies.technologyUsageJson(this.db, tech.id, chunk, req.firmographics)),
        ),
    };
  }

  /** The union over the vendor's technologies and its vendor-only relationships, one entry per company. */
  async companiesUsingVendor(domainInput: string, req: PageRequest): Promise<CompanyPage<VendorHeader>> {
    const domain = normalizeDomain(domainInput);
    if (!domain) throw new AppError('invalid_domain');
    const vendor = await vendors.findVendorByDomain(this.db, domain);
    if (!vendor) throw new AppError('vendor_not_found');
    const techs = await vendors.vendorTechnologies(this.db, vendor.id);
    const reads = this.pageReads(`vendor:${vendor.id}`, req);
    const ids = await reads.ids(() => this.pageIds('vendor', vendor.id, req.limit, (req.page - 1) * req.limit));
    return {
      header: { vendor_slug: vendor.slug, vendor_name: vendor.name, domain: vendor.domain, total_companies: vendor.company_count },
      page: req.page,
      limit: req.limit,
      total: vendor.company_count,
      companies: ids.companies,
      batches: () =>
        inBatches(
          ids.companies.ids,
          reads.batch(ids, (chunk) => vendors.vendorUsageJson(this.db, vendor.id, techs, chunk, req.firmographics)),
        ),
    };
  }

  /**
   * The reads of a page, through the data cache when the page is streamed (over PAGE_BATCH_SIZE rows; a smaller
   * page is cached whole by its route): its ids, and each batch of items as JSON text, each under the data
   * version it was read in. A batch is keyed by the data version its page's ids were read in, too: when a write
   * lands while a page streams, its later batches are read under the new version for ids in the old order, and
   * must not be served to a page whose ids were read in the new order. Only entries are kept, never a whole page
   * in one piece, so a cached page is streamed like a read one. The popular pages (the companies using a leading
   * vendor) are asked for again and again; measured at 1,000,000 companies, the largest vendor's 10,000-row page
   * costs PostgreSQL 300-400 ms of CPU a time, a third of the machine's for as long.
   */
  private pageReads(owner: string, req: PageRequest) {
    const cache = req.limit > PAGE_BATCH_SIZE ? this.cache : undefined;
    const key = `company-page:${owner}:${req.limit}:${req.page}`;
    const load = async (read: () => Promise<number[]>): Promise<PageIds> => {
      const version = cache?.stamp ?? '';
      return { companies: new CompanyList(await read()), version };
    };
    return {
      ids: (read: () => Promise<number[]>): Promise<PageIds> =>
        cache
          ? cache.getOrLoad(
              `${key}:ids`,
              () => load(read),
              (p) => 8 * p.companies.ids.length + 64,
            )
          : load(read),
      batch:
        (page: PageIds, read: (chunk: readonly number[]) => Promise<string>) =>
        (chunk: readonly number[], index: number): Promise<string> =>
          cache
            ? cache.getOrLoad(
                `${key}:${req.firmographics}:${page.version}:${index}`,
                () => read(chunk),
                (text) => 2 * text.length + 64,
              )
            : read(chunk),
    };
  }

  /** Span of the page around the offset (ties at both edges included), then the page in the shared order. */
  private async pageIds(source: 'technology' | 'vendor', ownerId: number, limit: number, offset: number): Promise<number[]> {
    const span = await technologies.companyPageSpan(this.db, source, ownerId, limit, offset);
    const first = span.findIndex((row) => row.first);
    if (first < 0) return [];
    return pageWindow(span, first, limit, (tied) => technologies.companyIdsByName(this.db, tied));
  }
}

/** A page's companies, and the data version they were read in. */
interface PageIds {
  companies: CompanyList;
  version: string;
}

/**
 * Batches this many ahead of the one being sent are already being read: the database works on the next batches
 * while this one is serialized and written (on PostgreSQL, on other connections). Bounds memory to 1 + this.
 */
const READ_AHEAD = 4;

async function* inBatches<T>(ids: readonly number[], read: (chunk: readonly number[], index: number) => Promise<T>): AsyncGenerator<T> {
  const chunks: (readonly number[])[] = [];
  for (let i = 0; i < ids.length; i += PAGE_BATCH_SIZE) chunks.push(ids.slice(i, i + PAGE_BATCH_SIZE));
  const pending: Promise<T>[] = [];
  let next = 0;
  try {
    while (next < chunks.length || pending.length > 0) {
      while (next < chunks.length && pending.length <= READ_AHEAD) {
        pending.push(read(chunks[next]!, next));
        next++;
      }
      yield await pending.shift()!;
    }
  } finally {
    // Left early (the client went away, or a read failed): reads still in flight must not fail unobserved.
    for (const p of pending) p.catch(() => undefined);
  }
}
