import type { Database } from '../db/database.js';
import { firmographicsByIds } from '../db/repositories/firmographics.repository.js';
import * as repo from '../db/repositories/partnership.repository.js';
import { PARTNERSHIP_TYPES, type PartnerSort, type PartnershipType } from '../db/repositories/partnership.repository.js';
import { AppError } from '../errors/app-error.js';
import { CompanyService } from './company.service.js';
import { toFirmographics, type Firmographics } from './firmographics.js';
import { GraphService } from './graph.service.js';

export { PARTNERSHIP_TYPES, type PartnerSort, type PartnershipType };
/** Attributions shown on a partnership (spec: Limits). */
export const MAX_ATTRIBUTIONS = 50;

export interface PartnerEntry {
  partner_name: string;
  partner_domain: string;
  partner_slug: string;
  partnership_type: PartnershipType;
  first_observed_at: string;
  last_observed_at: string;
  observation_count: number;
}

export interface PartneringCompanyEntry {
  slug: string;
  name: string;
  primary_domain: string;
  first_seen_at: string;
  last_seen_at: string;
  observation_count: number;
  firmographics?: Firmographics;
}

/** A response body and the companies to meter for it: `charged` are returned, `free` only give context. */
export interface Metered<T> {
  body: T;
  charged: readonly number[];
  free: readonly number[];
}

export interface PartnerListQuery {
  q?: string | undefined;
  partnership_types?: string | undefined;
  sort: PartnerSort;
  page: number;
  limit: number;
}

/**
 * The partnership endpoints (spec: Partnerships). Reads go to partner_links, where both directions of a pair
 * are already merged (docs/partnerships.md), except the reverse lookup, which is about one direction.
 * Each method returns the body and the companies to meter: `charged` returned, `free` only context.
 */
export class PartnershipService {
  private readonly companies: CompanyService;
  readonly graphs: GraphService;

  constructor(private readonly db: Database) {
    this.companies = new CompanyService(db);
    this.graphs = new GraphService(db, this.companies);
  }

  /** A company's partners, both directions merged into one entry per partner company. */
  async partners(identifier: string, query: PartnerListQuery) {
    const types = listParam(query.partnership_types, PARTNERSHIP_TYPES, 'partnership_types');
    const id = await this.companies.resolve(identifier);
    const q = query.q?.trim() ? query.q.trim() : null;
    const filter = { types: types && types.length < PARTNERSHIP_TYPES.length ? types : null, q };
    const offset = (query.page - 1) * query.limit;
    // The totals come first: a page of the second half is read from the far end, which needs the total.
    const company = await repo.companyWithTypeCounts(this.db, id);
    if (!company) throw new AppError('company_not_found', { identifier }); // deleted between the two reads
    const counts = company.counts;
    const typed = (filter.types ?? PARTNERSHIP_TYPES).reduce((n, t) => n + counts[t], 0);
    const { rows, total } = q
      ? await repo.searchPartners(this.db, id, { ...filter, q }, query.sort, query.limit, offset)
      : {
          rows: await repo.partnerPage(this.db, id, filter.types, query.sort, { limit: query.limit, offset, total: typed }),
          total: typed,
        };
    const body = {
      ...pageOf(rows.map(toPartnerEntry), query.page, query.limit, total),
      company: {
        slug: company.slug,
        name: company.name,
        primary_domain: company.primary_domain,
        partnership_count: company.partnership_count,
      },
      type_counts: counts,
    };
    return { body, charged: rows.map((r) => r.partner_id), free: [id] } satisfies Metered<unknown>;
  }

  /** Companies that list this one as a partner (one direction: the listing company's observation). */
  async listers(partnerIdentifier: string, query: { page: number; limit: number; include?: string | undefined }) {
    const include = listParam(query.include, ['firmographics'] as const, 'include') ?? [];
    const id = await this.companies.resolve(partnerIdentifier).catch((err: unknown) => {
      throw err instanceof AppError && err.code === 'company_not_found' ? new AppError('partner_not_found') : err;
    });
    const [partner, total, rows] = await Promise.all([
      this.context(id, partnerIdentifier),
      repo.countListers(this.db, id),
      repo.listerPage(this.db, id, query.limit, (query.page - 1) * query.limit),
    ]);
    const firmographics = include.includes('firmographics')
      ? await firmographicsByIds(
          this.db,
          rows.map((r) => r.company_id),
        )
      : null;
    const data = rows.map((r): PartneringCompanyEntry => {
      const entry: PartneringCompanyEntry = {
        slug: r.slug,
        name: r.name,
        primary_domain: r.primary_domain,
        first_seen_at: iso(r.first_observed_at),
        last_seen_at: iso(r.last_observed_at),
        observation_count: r.observation_count,
      };
      const f = firmographics?.get(r.company_id);
      if (f) entry.firmographics = toFirmographics(f);
      return entry;
    });
    const body = {
      partner: { name: partner.name, domain: partner.primary_domain, total_companies: total },
      ...pageOf(data, query.page, query.limit, total),
    };
    return { body, charged: rows.map((r) => r.company_id), free: [id] } satisfies Metered<unknown>;
  }

  /** The partnership between two companies, with its attributions; only context, so nothing is charged. */
  async pair(identifierA: string, identifierB: string) {
    const { a, b } = await this.resolvePair(identifierA, identifierB);
    const [link, shared, sources] = await Promise.all([
      repo.findLink(this.db, a.id, b.id),
      repo.withMergeIntersection(this.db, (tx) => repo.countShared(tx, a.id, b.id)),
      repo.attributions(this.db, a.id, b.id, MAX_ATTRIBUTIONS),
    ]);
    if (!link) throw new AppError('partnership_not_found');
    const body = {
      company_a: companyRef(a),
      company_b: companyRef(b),
      partnership_type: link.partnership_type,
      first_observed_at: iso(link.first_observed_at),
      shared_partner_count: shared,
      attributions: sources.map((s) => ({
        source: s.source,
        source_label: s.source_label,
        observed_at: iso(s.observed_at),
        ...(s.url ? { url: s.url } : {}),
      })),
    };
    return { body, charged: [], free: [a.id, b.id] } satisfies Metered<unknown>;
  }

  /** Partners that a and b have in common, each with both sides' partnership. Requires a partnership of a and b. */
  async shared(identifierA: string, identifierB: string, query: { page: number; limit: number }) {
    const { a, b } = await this.resolvePair(identifierA, identifierB);
    const link = await repo.findLink(this.db, a.id, b.id);
    if (!link) throw new AppError('partnership_not_found');
    const offset = (query.page - 1) * query.limit;
    const { total, rows } = await repo.withMergeIntersection(this.db, (tx) => repo.sharedPage(tx, a.id, b.id, query.limit, offset));
    const data = rows.map((r) => ({
      partner_name: r.name,
      partner_domain: r.primary_domain,
      partner_slug: r.slug,
      company_a: { partnership_type: r.a_type, first_observed_at: iso(r.a_first), last_observed_at: iso(r.a_last) },
      company_b: { partnership_type: r.b_type, first_observed_at: iso(r.b_first), last_observed_at: iso(r.b_last) },
    }));
    const body = { ...pageOf(data, query.page, query.limit, total), company_a: companyRef(a), company_b: companyRef(b) };
    return { body, charged: rows.map((r) => r.partner_id), free: [a.id, b.id] } satisfies Metered<unknown>;
  }

  /** Both companies, or company_not_found for the first that does not resolve. */
  private async resolvePair(identifierA: string, identifierB: string) {
    const [idA, idB] = await Promise.all([this.companies.resolve(identifierA), this.companies.resolve(identifierB)]);
    const found = await repo.companiesByIds(this.db, [idA, idB]);
    const a = found.get(idA);
    const b = found.get(idB);
    if (!a) throw new AppError('company_not_found', { identifier: identifierA });
    if (!b) throw new AppError('company_not_found', { identifier: identifierB });
    return { a, b };
  }

  private async context(id: number, identifier: string): Promise<repo.CompanyContextRow> {
    const row = (await repo.companiesByIds(this.db, [id])).get(id);
    if (!row) throw new AppError('company_not_found', { identifier }); // deleted between the two reads
    return row;
  }
}

function toPartnerEntry(r: repo.LinkRow): PartnerEntry {
  return {
    partner_name: r.name,
    partner_domain: r.primary_domain,
    partner_slug: r.slug,
    partnership_type: r.partnership_type,
    first_observed_at: iso(r.first_observed_at),
    last_observed_at: iso(r.last_observed_at),
    observation_count: r.observation_count,
  };
}

/** Timestamps leave as ISO 8601 UTC strings. */
export const iso = (d: Date): string => d.toISOString();

/** The standard paginated envelope (spec convention 4). */
export function pageOf<T>(data: T[], page: number, limit: number, total: number) {
  const totalPages = Math.ceil(total / limit);
  return {
    data,
    pagination: { page, limit, total_results: total, total_pages: totalPages, has_next: page < totalPages, has_prev: page > 1 },
  };
}

export function companyRef(c: { slug: string; name: string; primary_domain: string }) {
  return { slug: c.slug, name: c.name, primary_domain: c.primary_domain };
}

/**
 * A comma-separated parameter whose values come from `allowed` (spaces and, unless told otherwise, case ignored;
 * duplicates merged).
 * Absent or blank: null. An unknown value is 400 invalid_request naming it, never silently dropped.
 */
export function listParam<T extends string>(
  raw: string | undefined,
  allowed: readonly T[],
  name: string,
  options: { ignoreCase?: boolean } = {},
): T[] | null {
  if (raw === undefined || raw.trim() === '') return null;
  const values = new Set<T>();
  for (const part of raw.split(',')) {
    const v = options.ignoreCase === false ? part.trim() : part.trim().toLowerCase();
    if (v === '') continue;
    if (!(allowed as readonly string[]).includes(v)) {
      const message = `has an unknown value ${JSON.stringify(v)}; use a comma-separated list of ${allowed.join(', ')}`;
      throw new AppError('invalid_request', { details: [{ path: `querystring/${name}`, message }] }, `Query parameter ${name} ${message}.`);
    }
    values.add(v as T);
  }
  return values.size > 0 ? [...values] : null;
}
