import createClient, { type Client } from 'openapi-fetch';
import { apiErrorFrom, KeiretsuTransportError, retryAfterOf } from './errors.js';
import type { paths } from './generated/openapi.js';
import { pagesByNumber, pagesByOffset } from './paginate.js';
import { pollUntilDone, type PollOptions } from './poll.js';
import { retryingFetch, type RetryOptions } from './retry.js';
import {
  creditsOf,
  type BulkInclude,
  type BulkLookupResponse,
  type CompanyInclude,
  type CompanyRecord,
  type CompanySearchItem,
  type Credits,
  type EnrichmentResponse,
  type ListAuditEntry,
  type ListMember,
  type ListSummary,
  type PartneringCompany,
  type PartnerEntry,
  type QueryOf,
  type RefreshJob,
  type SharedPartner,
  type TechnologyCompany,
  type TechnologySearchItem,
  type VendorCompany,
} from './types.js';

export interface KeiretsuClientOptions {
  /** the API's origin; default http://127.0.0.1:8080 (what `npm start` listens on) */
  baseUrl?: string;
  /** a user key (`keiretsu_...`) or an organization key (`keiretsu_org_...`), sent as X-API-Key */
  apiKey: string;
  /** the fetch to send with; default the global one (Node 20, browsers) */
  fetch?: (request: Request) => Promise<Response>;
  /** how 429s are waited out */
  retry?: RetryOptions;
}

/** An openapi-fetch answer: data on success, error otherwise, and the response either way. */
interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * The Keiretsu API client. `api` is the typed openapi-fetch client for any endpoint (it answers
 * `{data, error, response}` and never throws for an API error); the methods below cover the common calls,
 * return the body and throw a `KeiretsuApiError` for any error answer. Both wait out 429s (Retry-After) and
 * never retry a 402.
 */
export class KeiretsuClient {
  readonly api: Client<paths>;

  constructor(options: KeiretsuClientOptions) {
    const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
    this.api = createClient<paths>({
      baseUrl: (options.baseUrl ?? 'http://127.0.0.1:8080').replace(/\/+$/, ''),
      headers: { 'x-api-key': options.apiKey },
      fetch: retryingFetch(transportErrors(baseFetch), options.retry),
    });
  }

  /** One company by any of its domains or its slug (1 credit, free again for 30 days). */
  async lookupCompany(identifier: string, include: readonly CompanyInclude[] = []): Promise<CompanyRecord> {
    const query = include.length ? { include: include.join(',') } : {};
    return unwrap(await this.api.GET('/v1/companies/{identifier}', { params: { path: { identifier }, query } }));
  }

  /** Up to 100 domains in one call (fewer if the key has a lower batch ceiling); with what it charged. */
  async bulkLookup(
    domains: readonly string[],
    include: readonly BulkInclude[] = [],
  ): Promise<{ body: BulkLookupResponse; credits: Credits }> {
    const answer = await this.api.POST('/v1/companies', { body: { domains: [...domains], include: [...include] } });
    return { body: unwrap(answer), credits: creditsOf(answer.response) };
  }

  /** Partnerships of up to 100 domains (spec: Enrichment). */
  async enrichPartnerships(domains: readonly string[]): Promise<EnrichmentResponse> {
    return unwrap(await this.api.POST('/v1/enrich/partnerships', { body: { domains: [...domains] } }));
  }

  /** Asks for a fresh crawl of up to 100 domains; returns the job id to poll. */
  async refresh(domains: readonly string[]): Promise<string> {
    return unwrap(await this.api.POST('/v1/companies/refresh', { body: { domains: [...domains] } })).job_id;
  }

  /** A refresh job as it stands, and the wait the server asks for before the next poll. */
  async getJob(jobId: string): Promise<{ job: RefreshJob; retryAfterSeconds: number | undefined }> {
    const answer = await this.api.GET('/v1/jobs/{job_id}', { params: { path: { job_id: jobId } } });
    const job = unwrap(answer);
    return { job, retryAfterSeconds: retryAfterOf(answer.response, undefined) };
  }

  /** Polls a job until it is completed or failed, with backoff and jitter, never sooner than Retry-After. */
  async waitForJob(jobId: string, options: PollOptions = {}): Promise<RefreshJob> {
    return pollUntilDone(async () => {
      const { job, retryAfterSeconds } = await this.getJob(jobId);
      return { done: job.status !== 'running', status: job.status, value: job, retryAfterSeconds };
    }, options);
  }

  /** A list's members as CSV, streamed (1 credit per member, free again for 30 days); with what it charged. */
  async exportList(listId: number): Promise<{ csv: ReadableStream<Uint8Array>; credits: Credits }> {
    const answer = await this.api.GET('/v1/lists/{list_id}/export.csv', { params: { path: { list_id: listId } }, parseAs: 'stream' });
    const csv = unwrap(answer) as ReadableStream<Uint8Array> | null;
    if (!csv) throw new KeiretsuTransportError('the export answered without a body');
    return { csv, credits: creditsOf(answer.response) };
  }

  /** The lists the caller sees (a user key only). */
  async lists(): Promise<ListSummary[]> {
    return unwrap(await this.api.GET('/v1/lists')).data;
  }

  // Async iterators over every paginated endpoint. Each page is fetched when the previous one has been
  // consumed, and metered endpoints charge per page: break out of the loop to stop spending.

  searchCompanies(query: QueryOf<'searchCompanies', 'page'> = {}): AsyncGenerator<CompanySearchItem> {
    return pagesByNumber(async (page) => {
      const body = unwrap(await this.api.GET('/v1/companies', { params: { query: { ...query, page } } }));
      return { items: body.data, pagination: body.pagination };
    });
  }

  partners(identifier: string, query: QueryOf<'listPartners', 'page'> = {}): AsyncGenerator<PartnerEntry> {
    return pagesByNumber(async (page) => {
      const params = { path: { identifier }, query: { ...query, page } };
      const body = unwrap(await this.api.GET('/v1/companies/{identifier}/partnerships', { params }));
      return { items: body.data, pagination: body.pagination };
    });
  }

  partneringCompanies(partnerDomain: string, query: QueryOf<'listPartneringCompanies', 'page'> = {}): AsyncGenerator<PartneringCompany> {
    return pagesByNumber(async (page) => {
      const params = { path: { partner_domain: partnerDomain }, query: { ...query, page } };
      const body = unwrap(await this.api.GET('/v1/partnerships/{partner_domain}/companies', { params }));
      return { items: body.data, pagination: body.pagination };
    });
  }

  sharedPartners(a: string, b: string, query: QueryOf<'listSharedPartners', 'page'> = {}): AsyncGenerator<SharedPartner> {
    return pagesByNumber(async (page) => {
      const params = { path: { identifier_a: a, identifier_b: b }, query: { ...query, page } };
      const body = unwrap(await this.api.GET('/v1/partnerships/{identifier_a}/{identifier_b}/shared-partners', { params }));
      return { items: body.data, pagination: body.pagination };
    });
  }

  searchTechnologies(query: QueryOf<'searchTechnologies', 'page'>): AsyncGenerator<TechnologySearchItem> {
    return pagesByNumber(async (page) => {
      const body = unwrap(await this.api.GET('/v1/technologies', { params: { query: { ...query, page } } }));
      return { items: body.technologies, pagination: body.pagination };
    });
  }

  technologyCompanies(techKey: string, query: QueryOf<'listTechnologyCompanies', 'page'> = {}): AsyncGenerator<TechnologyCompany> {
    return pagesByNumber(async (page) => {
      const params = { path: { tech_key: techKey }, query: { ...query, page } };
      const body = unwrap(await this.api.GET('/v1/technologies/{tech_key}/companies', { params }));
      return { items: body.data, pagination: body.pagination };
    });
  }

  vendorCompanies(domain: string, query: QueryOf<'listVendorCompanies', 'page'> = {}): AsyncGenerator<VendorCompany> {
    return pagesByNumber(async (page) => {
      const params = { path: { domain }, query: { ...query, page } };
      const body = unwrap(await this.api.GET('/v1/vendors/{domain}/companies', { params }));
      return { items: body.data, pagination: body.pagination };
    });
  }

  listMembers(listId: number, query: QueryOf<'listMembers', 'offset'> = {}): AsyncGenerator<ListMember> {
    return pagesByOffset(query.limit ?? 100, async (offset, limit) => {
      const params = { path: { list_id: listId }, query: { ...query, limit, offset } };
      const body = unwrap(await this.api.GET('/v1/lists/{list_id}/members', { params }));
      return { items: body.data, total: body.total_count };
    });
  }

  listAuditLog(listId: number, pageSize = 100): AsyncGenerator<ListAuditEntry> {
    return pagesByOffset(pageSize, async (offset, limit) => {
      const params = { path: { list_id: listId }, query: { limit, offset } };
      return { items: unwrap(await this.api.GET('/v1/lists/{list_id}/audit-log', { params })).data };
    });
  }
}

export function createKeiretsuClient(options: KeiretsuClientOptions): KeiretsuClient {
  return new KeiretsuClient(options);
}

/** The body of a successful openapi-fetch answer, or the typed error of a failed one. */
export function unwrap<T>(answer: Answer<T>): T {
  if (answer.response.ok) return answer.data as T;
  throw apiErrorFrom(answer.response, answer.error);
}

/** Network failures as KeiretsuTransportError, with the address, instead of fetch's bare "fetch failed". */
function transportErrors(fetchImpl: (request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      return await fetchImpl(request);
    } catch (err) {
      if (request.signal.aborted) throw err;
      const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
      throw new KeiretsuTransportError(`cannot reach ${new URL(request.url).origin}${cause}`, { cause: err });
    }
  };
}
