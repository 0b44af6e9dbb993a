import {
  chooseScriptUrls,
  detectFromHits,
  matchPageOf,
  readPageOf,
  vendorOf,
  type Detection,
  type FingerprintSet,
  type Hit,
  type PageInput,
  type ScriptCandidate,
} from '@keiretsu/detect';
import { normalizeDomain } from '../lib/domain.js';
import type { CrawlOutcome } from '../jobs/crawl-worker.js';
import type { SiteObservation } from '../import/apply-observation.js';
import {
  homeSignature,
  mergePartners,
  partnerPageChooser,
  readEntryPage,
  readPartnerPage,
  type HomeSignature,
  type PartnerPageReading,
  type PartnerSite,
  type PartnerType,
} from './extract/partners.js';
import { fetchRead } from './fetcher.js';
import { crawlSite, sameSiteTest, type SiteFetcher } from './site.js';
import type { Page } from './types.js';

/**
 * Pages fetched per site beyond the discovered ones: further pages of a paginated partner listing and the listings
 * a partner hub links to. Each costs the site a request and a second of politeness; five cover the corpus's
 * deepest directory (test/quality) and keep a site's crawl under about fifteen requests.
 */
export const MAX_LISTING_PAGES = 5;

/**
 * Detail pages fetched per site for a listing that gave no partner itself, its tiles linking only to pages of the
 * site (/marketplace/stripe): each names at most one partner. Eight requests and seconds of politeness more, for
 * such sites only.
 */
export const MAX_ENTRY_PAGES = 8;

/**
 * Script files fetched per site for `scripts` patterns: first-party bundles only. A third-party script's URL is
 * already matched by `scriptSrc`, and fetching it would send every site's crawl to the same CDN host, where
 * per-host politeness (one request a second) would make it the whole crawl's bottleneck.
 */
export const MAX_SCRIPT_FILES = 3;
/** A script file is read up to this size: signatures sit near the top of a bundle, and bundles run to megabytes. */
const SCRIPT_BYTES = 512 * 1024;

/**
 * A detection is kept at this confidence or above (1-100: the sum of the matched patterns' confidences). The
 * format marks weak patterns with lower confidences (a generic class name, a cookie name several products use);
 * alone they are not evidence enough to tell a customer that a company runs something.
 */
export const MIN_CONFIDENCE = 50;

/** What the crawl of one domain found, before it becomes an observation: for the quality run and the tests. */
export interface SiteFindings {
  site: SiteSummary;
  /** the URLs of the pages read: the home page, the discovered pages and the listing pages that followed */
  pages: string[];
  detections: Detection[];
  partners: SiteObservation['partnerships'];
}

/**
 * The crawl of one domain: fetch the site (fetcher.ts: SSRF guard, robots.txt, politeness; site.ts: home page,
 * sitemap, discovered pages), reading each page as it arrives (partners, page kind, detection's pattern hits),
 * follow partner listings, then resolve the technologies, into one observation for the database. Runs in the crawl thread (crawl-thread.ts), never on the API's event loop.
 */
export async function crawlDomain(
  fetcher: SiteFetcher,
  domain: string,
  signal: AbortSignal,
  fingerprints: FingerprintSet | null,
): Promise<CrawlOutcome> {
  const found = await findOnSite(fetcher, domain, { signal, fingerprints });
  if (!found.ok) return found;
  const { site, detections, partners } = found.findings;
  return {
    ok: true,
    observation: {
      domain: site.domain,
      observedAt: site.observedAt,
      siteName: site.siteName,
      detections: detections.map((d) => ({
        techKey: d.techKey,
        name: d.name,
        categories: d.categories.map((c) => c.name),
        vendor: vendorOf(d),
        evidence: d.evidence,
      })),
      partnerships: partners,
    },
  };
}

export async function findOnSite(
  fetcher: SiteFetcher,
  domain: string,
  options: { signal?: AbortSignal; fingerprints: FingerprintSet | null; otherDomains?: string[] },
): Promise<{ ok: true; findings: SiteFindings } | { ok: false; error: string; detail: string }> {
  const { signal, fingerprints } = options;
  const reader = new SiteReader(normalizeDomain(domain) ?? domain, options.otherDomains, fingerprints);
  const crawl = await crawlSite(domain, fetcher, { signal, discover: partnerPageChooser, onPage: (page) => reader.read(page) });
  if (!crawl.ok) return { ok: false, error: crawl.error, detail: crawl.detail };
  // Its pages were read as they came (the crawl kept none of their texts, the home page's included); past this
  // point only this summary is kept.
  const site: SiteSummary = { domain: crawl.domain, homeUrl: crawl.home.url, observedAt: crawl.home.fetchedAt, siteName: crawl.siteName };
  return readRest(fetcher, reader, site, fingerprints, signal);
}

async function readRest(
  fetcher: SiteFetcher,
  reader: SiteReader,
  site: SiteSummary,
  fingerprints: FingerprintSet | null,
  signal: AbortSignal | undefined,
): Promise<{ ok: true; findings: SiteFindings } | { ok: false; error: string; detail: string }> {
  await followListings(fetcher, reader, site, signal);
  if (signal?.aborted) return { ok: false, error: 'timeout', detail: 'the crawl was cancelled' };
  const partners = mergePartners(reader.pages.flatMap((p) => p.partners)).map((p) => ({
    partnerDomain: p.partnerDomain,
    partnerName: p.partnerName,
    type: p.type,
    url: p.url,
    label: p.label,
  }));
  const detections = fingerprints ? await detectOnSite(fetcher, fingerprints, reader, site, signal) : [];
  return { ok: true, findings: { site, pages: reader.pages.map((p) => p.url), detections, partners } };
}

/** What a site's crawl keeps of it once its pages are read. */
export interface SiteSummary {
  domain: string;
  /** the home page's final URL */
  homeUrl: string;
  /** when the home page was fetched: the observation's time */
  observedAt: Date;
  siteName: string | null;
}

/** What one page gave: all that is kept of it once read (its text and tree are dropped). */
interface PageReading extends PartnerPageReading {
  url: string;
  redirects: string[];
  /** detection's pattern hits and the script files it loads, when a fingerprint set is in use */
  hits: Hit[];
  scripts: ScriptCandidate[];
}

/**
 * Reads a site's pages as they arrive (the home page first): partner extraction, page kind, the listings to follow
 * and detection's pattern hits, so that only these findings stay in memory while the rest of the site is fetched.
 * A crawl holds hundreds of sites at once, each for seconds of politeness; holding their documents and trees was
 * most of the crawl thread's memory and garbage collection (docs/benchmarks-notes.md).
 */
class SiteReader {
  readonly pages: PageReading[] = [];
  private home: HomeSignature | undefined;

  constructor(
    readonly domain: string,
    private readonly otherDomains: string[] | undefined,
    private readonly fingerprints: FingerprintSet | null,
  ) {}

  read(page: Page): PageReading {
    this.home ??= homeSignature(page);
    const set = this.fingerprints;
    const input: PageInput = { url: page.url, status: page.status, headers: page.headers, html: page.body };
    const reading: PageReading = {
      url: page.url,
      redirects: page.redirects,
      ...readPartnerPage(page, this.partnerSite()),
      ...(set ? readPageOf(set, input) : { hits: [], scripts: [] }),
    };
    this.pages.push(reading);
    return reading;
  }

  /** A listing's detail page: its one partner, typed as the listing; no detection (the listing's pages had it). */
  readEntry(page: Page, type: PartnerType): PageReading {
    const reading: PageReading = {
      url: page.url,
      redirects: page.redirects,
      ...readEntryPage(page, this.partnerSite(), type),
      hits: [],
      scripts: [],
    };
    this.pages.push(reading);
    return reading;
  }

  private partnerSite(): PartnerSite {
    return { domain: this.domain, otherDomains: this.otherDomains, home: this.home };
  }
}

/**
 * From each partner listing among the discovered pages, its further pages (pagination) and the listings it links
 * to (a hub's "Technology partners", "Resellers"), at most MAX_LISTING_PAGES in all, breadth first; then the
 * detail pages of the listings that gave no partner, at most MAX_ENTRY_PAGES.
 */
async function followListings(fetcher: SiteFetcher, reader: SiteReader, site: SiteSummary, signal?: AbortSignal): Promise<void> {
  const seen = new Set(reader.pages.flatMap((p) => [p.url, ...p.redirects]));
  const listings = reader.pages.slice(1).filter((p) => p.kind.kind === 'partners');
  const sameSite = sameSiteTest(site.domain, site.homeUrl);
  /** A page of the site not asked for yet: marked as asked. */
  const unseen = (url: string): boolean => {
    if (seen.has(url) || !sameSite(url)) return false;
    seen.add(url);
    return true;
  };
  let budget = MAX_LISTING_PAGES;
  while (listings.length > 0 && budget > 0 && !signal?.aborted) {
    const listing = listings.shift()!;
    for (const next of listing.listings) {
      if (budget <= 0) break;
      if (!unseen(next)) continue;
      budget--;
      const read = await fetchRead(fetcher, next, { accept: 'html', signal }, (page) => reader.read(page));
      if (read.ok && read.value.kind.kind === 'partners') listings.push(read.value);
    }
  }
  const entries = reader.pages.flatMap(({ kind, entries }) =>
    kind.kind === 'partners' ? entries.map((url) => ({ url, type: kind.type })) : [],
  );
  let entryBudget = MAX_ENTRY_PAGES;
  for (const entry of entries) {
    if (entryBudget <= 0 || signal?.aborted) break;
    if (!unseen(entry.url)) continue;
    entryBudget--;
    await fetchRead(fetcher, entry.url, { accept: 'html', signal }, (page) => reader.readEntry(page, entry.type));
  }
}

/**
 * Technologies from the pages' hits, with robots.txt and first-party script files (matched as pages of their own at
 * the home page's URL, right after it), at MIN_CONFIDENCE or above. Each script file is matched as it arrives, so
 * only its hits wait through the politeness pause before the next one (a file can be 512 KB of text).
 */
async function detectOnSite(
  fetcher: SiteFetcher,
  set: FingerprintSet,
  reader: SiteReader,
  site: SiteSummary,
  signal?: AbortSignal,
): Promise<Detection[]> {
  const firstParty = sameSiteTest(site.domain, site.homeUrl);
  const wanted = chooseScriptUrls(
    reader.pages.map((p) => p.scripts),
    MAX_SCRIPT_FILES * 3,
  ).filter(firstParty);
  const robots = (await fetcher.robots.text?.(new URL(site.homeUrl).origin)) ?? undefined;
  const asPage = (extra: Pick<PageInput, 'robots' | 'scripts'>): Hit[] =>
    matchPageOf(set, { url: site.homeUrl, headers: {}, html: '', ...extra });
  // the order one page with robots.txt and the files would give: robots.txt's hits, then each file's
  const extra = asPage(robots !== undefined ? { robots } : {});
  for (const url of wanted.slice(0, MAX_SCRIPT_FILES)) {
    const read = await fetchRead(fetcher, url, { accept: 'text', signal, maxBytes: SCRIPT_BYTES, truncate: true }, (page) =>
      asPage({ scripts: [{ url: page.url, content: page.body }] }),
    );
    if (read.ok) extra.push(...read.value);
  }
  const hits = reader.pages.map((p) => p.hits);
  hits.splice(1, 0, extra);
  return detectFromHits(set, hits).filter((d) => d.confidence >= MIN_CONFIDENCE);
}
