import type { Queryable } from '../db/database.js';
import { companyRows, type CompanyRow } from '../db/repositories/company.repository.js';
import { recentPartners, type RecentPartnerRow } from '../db/repositories/company-partner.repository.js';
import { AppError } from '../errors/app-error.js';
import { approximateBytes, type DataCache } from '../infra/cache/data-cache.js';
import { normalizeDomain } from '../lib/domain.js';
import { findCompanyIds } from './company-resolve.js';
import type { CompanyTechnologies, TechnologyEntry } from './company-technologies.js';
import { toFirmographics, type Firmographics } from './firmographics.js';

export type BulkInclude = 'technologies' | 'partnerships' | 'firmographics';

/** Entries per request (spec: Limits, bulk lookup domains per request). A key may have a lower ceiling. */
export const BULK_MAX_ENTRIES = 100;
/**
 * Partners per result: the most recently observed, in the partner list's default order, each pair merged by
 * the partnership rule (docs/partnerships.md): a page of GET /v1/companies/{identifier}/partnerships?limit=100.
 */
export const BULK_PARTNERS_CAP = 100;

export interface BulkResult {
  domain: string;
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
  partnerships: {
    partner_name: string;
    partner_domain: string;
    partner_slug: string;
    partnership_type: RecentPartnerRow['partnership_type'];
    first_observed_at: string;
    last_observed_at: string;
    observation_count: number;
  }[];
  technology_count: number;
  partnership_count: number;
  firmographics?: Firmographics;
}

export interface BulkResponse {
  data: BulkResult[];
  total_domains_requested: number;
  domains_found: number;
  domains_not_found: string[];
  rejected: number;
  rejected_domains: string[];
}

/**
 * Bulk lookup (spec: Companies, bulk rules). Entries are normalized like every domain input; malformed ones
 * go to rejected_domains and do not count toward the batch. Entries that normalize to the same domain
 * (Acme.com, www.acme.com) give one result, at the first one's place. Returns the response and the companies
 * it returns, to be metered: each tracked company and each partner listed, once each.
 */
export async function bulkLookup(
  db: Queryable,
  technologies: CompanyTechnologies,
  input: { domains: readonly string[]; include: readonly BulkInclude[]; batchLimit: number },
  cache?: DataCache,
): Promise<{ response: BulkResponse; companyIds: number[] }> {
  const ceiling = Math.min(input.batchLimit, BULK_MAX_ENTRIES);
  if (input.domains.length > BULK_MAX_ENTRIES) {
    throw new AppError(
      'batch_too_large',
      { max_batch_size: ceiling },
      `The request has ${input.domains.length} entries; at most ${BULK_MAX_ENTRIES} are accepted per request.`,
    );
  }
  const { distinct, rejected } = splitEntries(input.domains);
  if (distinct.length > input.batchLimit) {
    throw new AppError(
      'batch_too_large',
      { max_batch_size: ceiling },
      `The batch has ${distinct.length} well-formed domains; this API key accepts at most ${input.batchLimit} per request.`,
    );
  }
  // Each piece comes from the cache when this data version has read it before: a batch of known companies
  // costs no query at all (infra/cache/data-cache.ts).
  const many = <K extends string | number, V>(kind: string, keys: K[], load: (missing: K[]) => Promise<Map<K, V>>, absent: V) =>
    cache ? cache.getMany(kind, keys, load, absent, approximateBytes) : load(keys);
  const owners = await many('domain-owner', distinct, (missing) => findCompanyIds(db, missing), null);
  const ids = [...new Set([...owners.values()].filter((id): id is number => id !== null))];
  const include = new Set(input.include);
  const [rows, lists, partners] = await Promise.all([
    many('company-row', ids, async (missing) => new Map((await companyRows(db, { ids: missing })).map((r) => [r.id, r])), null),
    include.has('technologies')
      ? many('technologies', ids, (missing) => technologies.listsOf({ ids: missing }), [])
      : new Map<number, TechnologyEntry[]>(),
    include.has('partnerships')
      ? many(
          'recent-partners',
          ids,
          async (missing) => groupBy(await recentPartners(db, missing, BULK_PARTNERS_CAP), (p) => p.company_id),
          [],
        )
      : new Map<number, RecentPartnerRow[]>(),
  ]);
  const data = distinct.map((domain): BulkResult => {
    const row = rows.get(owners.get(domain) ?? -1);
    if (!row) return notTracked(domain);
    return trackedResult(domain, row, { technologies: lists.get(row.id) ?? [], partners: partners.get(row.id) ?? [] }, include);
  });
  const returned = ids.filter((id) => rows.get(id));
  return {
    response: {
      data,
      total_domains_requested: input.domains.length,
      domains_found: data.filter((r) => r.status === 'tracked').length,
      domains_not_found: data.filter((r) => r.status === 'not_tracked').map((r) => r.domain),
      rejected: rejected.length,
      rejected_domains: rejected,
    },
    companyIds: [...returned, ...returned.flatMap((id) => (partners.get(id) ?? []).map((p) => p.partner_id))],
  };
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
  domain: string,
  row: CompanyRow,
  sections: { technologies: readonly TechnologyEntry[]; partners: readonly RecentPartnerRow[] },
  include: Set<BulkInclude>,
): BulkResult {
  const result: BulkResult = {
    domain,
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
    partnerships: sections.partners.map((p) => ({
      partner_name: p.partner_name,
      partner_domain: p.partner_domain,
      partner_slug: p.partner_slug,
      partnership_type: p.partnership_type,
      first_observed_at: p.first_observed_at,
      last_observed_at: p.last_observed_at,
      observation_count: p.observation_count,
    })),
    technology_count: row.tech_stack_size,
    partnership_count: row.partnership_count,
  };
  if (include.has('firmographics')) result.firmographics = toFirmographics(row);
  return result;
}

function notTracked(domain: string): BulkResult {
  return { domain, status: 'not_tracked', technologies: [], partnerships: [], technology_count: 0, partnership_count: 0 };
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
