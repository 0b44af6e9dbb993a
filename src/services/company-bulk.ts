import type { Queryable } from '../db/database.js';
import { companyRows, type CompanyRow } from '../db/repositories/company.repository.js';
import { recentPartners, type RecentPartnerRow } from '../db/repositories/company-partner.repository.js';
import { AppError } from '../errors/app-error.js';
import { approximateBytes, type DataCache } from '../infra/cache/data-cache.js';
import { normalizeDomain } from '../lib/domain.js';
import { deflatePiece, GzipBuilder, type DeflatedPiece } from '../lib/gzip.js';
import { findCompanyIds } from './company-resolve.js';
import type { CompanyTechnologies, TechnologyEntry } from './company-technologies.js';
import { toFirmographics, type Firmographics } from './firmographics.js';
import type { CompanyLists } from './free-windows.js';

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

/** Encodes one result as JSON, exactly as the route's response schema would (its compiled serializer). */
export type ResultEncoder = (result: BulkResult) => string;

/**
 * The response body (JSON, UTF-8; gzipped when asked) and the companies it returns, to be metered: each tracked
 * result's company and partners, as the list kept with the result (see CompanyLists).
 */
export interface BulkBody {
  body: Buffer;
  companies: CompanyLists;
}

/** A tracked company's result as JSON from just after its domain, and the companies it returns. */
interface EncodedResult {
  tail: Buffer;
  companyIds: readonly number[];
}

/** The same, compressed on its own (lib/gzip.ts). */
interface DeflatedResult {
  tail: DeflatedPiece;
  companyIds: readonly number[];
}

/**
 * Bulk lookup (spec: Companies, bulk rules). Entries are normalized like every domain input; malformed ones
 * go to rejected_domains and do not count toward the batch. Entries that normalize to the same domain
 * (Acme.com, www.acme.com) give one result, at the first one's place. Returns the encoded response and the
 * companies it returns, to be metered: each tracked company and each partner listed, once each.
 *
 * A response can be 600 KiB (100 companies with 100 technologies and 100 partners each), so it is assembled
 * from encoded results rather than serialized whole: each tracked company's result is encoded once per data
 * version and set of sections, and kept in the cache as bytes (infra/cache/data-cache.ts). A batch of known
 * companies then costs no query, no object and no serialization, only the copy of its bytes. With `gzip`, the
 * body is gzipped, from results compressed once each and kept too: no compression work per request either.
 */
export async function bulkLookup(
  db: Queryable,
  technologies: CompanyTechnologies,
  input: { domains: readonly string[]; include: readonly BulkInclude[]; batchLimit: number; gzip?: boolean },
  encode: ResultEncoder,
  cache?: DataCache,
): Promise<BulkBody> {
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
  // From the cache when this data version has read them before (infra/cache/data-cache.ts).
  const many = <K extends string | number, V>(
    kind: string,
    keys: K[],
    load: (missing: K[]) => Promise<Map<K, V>>,
    absent: V,
    bytes: (value: V) => number,
  ) => (cache ? cache.getMany(kind, keys, load, absent, bytes) : load(keys));
  const owners = await many('domain-owner', distinct, (missing) => findCompanyIds(db, missing), null, approximateBytes);
  const ids = [...new Set([...owners.values()].filter((id): id is number => id !== null))];
  const include = new Set(input.include);
  const kind = `bulk-result:${['technologies', 'partnerships', 'firmographics'].filter((s) => include.has(s as BulkInclude)).join(',')}`;
  const plain = (keys: number[]) =>
    many(
      kind,
      keys,
      (missing) => encodeResults(db, technologies, missing, include, encode),
      null,
      (e: EncodedResult | null) => (e ? e.tail.length + 8 * e.companyIds.length + 64 : 8),
    );
  return input.gzip
    ? assemble(
        new GzipBuilder(),
        // Read through the plain entries, so that both hold the same data version (the cache's stamps see to it).
        cache?.enabled
          ? await many(
              `${kind}|gzip`,
              ids,
              async (missing) => deflateResults(await plain(missing)),
              null,
              (e: DeflatedResult | null) => (e ? e.tail.deflated.length + 8 * e.companyIds.length + 64 : 8),
            )
          : deflateResults(await plain(ids)),
        notTrackedTails(encode).deflated,
      )
    : assemble(new PlainBuilder(), await plain(ids), notTrackedTails(encode).plain);

  /** The response from the results of the tracked companies and the one of a domain no company owns. */
  function assemble<P>(
    out: BodyBuilder<P>,
    results: Map<number, { tail: P; companyIds: readonly number[] } | null>,
    notTrackedTail: P,
  ): BulkBody {
    const notFound: string[] = [];
    const companies: (readonly number[])[] = [];
    out.raw('{"data":[');
    let first = true;
    for (const domain of distinct) {
      const result = results.get(owners.get(domain) ?? -1);
      out.raw(`${first ? '' : ','}{"domain":${JSON.stringify(domain)}`);
      first = false;
      if (result) {
        out.piece(result.tail);
        companies.push(result.companyIds);
      } else {
        out.piece(notTrackedTail);
        notFound.push(domain);
      }
    }
    out.raw(
      `],"total_domains_requested":${input.domains.length},"domains_found":${distinct.length - notFound.length},` +
        `"domains_not_found":${JSON.stringify(notFound)},"rejected":${rejected.length},"rejected_domains":${JSON.stringify(rejected)}}`,
    );
    return { body: out.finish(), companies };
  }
}

/** A body made of text written per request and pieces prepared ahead of time. */
interface BodyBuilder<P> {
  raw(text: string): unknown;
  piece(piece: P): unknown;
  finish(): Buffer;
}

class PlainBuilder implements BodyBuilder<Buffer> {
  private readonly parts: Buffer[] = [];
  raw(text: string): void {
    this.parts.push(Buffer.from(text));
  }
  piece(piece: Buffer): void {
    this.parts.push(piece);
  }
  finish(): Buffer {
    return Buffer.concat(this.parts);
  }
}

function deflateResults(results: Map<number, EncodedResult | null>): Map<number, DeflatedResult | null> {
  const out = new Map<number, DeflatedResult | null>();
  for (const [id, r] of results) out.set(id, r && { tail: deflatePiece(r.tail), companyIds: r.companyIds });
  return out;
}

/** Reads and encodes the results of these companies; a company no longer there is left out. */
async function encodeResults(
  db: Queryable,
  technologies: CompanyTechnologies,
  ids: number[],
  include: Set<BulkInclude>,
  encode: ResultEncoder,
): Promise<Map<number, EncodedResult>> {
  const [rows, lists, partners] = await Promise.all([
    companyRows(db, { ids }),
    include.has('technologies') ? technologies.listsOf({ ids }) : new Map<number, TechnologyEntry[]>(),
    include.has('partnerships')
      ? recentPartners(db, ids, BULK_PARTNERS_CAP).then((ps) => groupBy(ps, (p) => p.company_id))
      : new Map<number, RecentPartnerRow[]>(),
  ]);
  const out = new Map<number, EncodedResult>();
  for (const row of rows) {
    const sections = { technologies: lists.get(row.id) ?? [], partners: partners.get(row.id) ?? [] };
    out.set(row.id, {
      tail: tailOf(encode, trackedResult('', row, sections, include)),
      companyIds: [row.id, ...sections.partners.map((p) => p.partner_id)],
    });
  }
  return out;
}

/** A result's JSON from just after its domain, which is the one asked for and differs between requests. */
function tailOf(encode: ResultEncoder, result: BulkResult): Buffer {
  const json = encode({ ...result, domain: '' });
  if (!json.startsWith(EMPTY_DOMAIN)) throw new Error('a bulk result must begin with its domain');
  return Buffer.from(json.slice(EMPTY_DOMAIN.length));
}

const EMPTY_DOMAIN = '{"domain":""';

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

const notTrackedByEncoder = new WeakMap<ResultEncoder, { plain: Buffer; deflated: DeflatedPiece }>();

/** The encoded result of a domain no company owns, without its domain, plain and compressed. */
function notTrackedTails(encode: ResultEncoder): { plain: Buffer; deflated: DeflatedPiece } {
  let tails = notTrackedByEncoder.get(encode);
  if (!tails) {
    const plain = tailOf(encode, notTracked());
    tails = { plain, deflated: deflatePiece(plain) };
    notTrackedByEncoder.set(encode, tails);
  }
  return tails;
}

/** The result of a domain no company owns, without its domain (see tailOf). */
function notTracked(): BulkResult {
  return { domain: '', status: 'not_tracked', technologies: [], partnerships: [], technology_count: 0, partnership_count: 0 };
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
