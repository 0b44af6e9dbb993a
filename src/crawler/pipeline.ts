import { detect, scriptUrlsToFetch, vendorOf, type Detection, type FingerprintSet, type PageInput } from '@keiretsu/detect';
import type { CrawlOutcome } from '../jobs/crawl-worker.js';
import type { SiteObservation } from '../import/apply-observation.js';
import {
  extractPartners,
  mergePartners,
  nextPartnerPages,
  partnerPageCandidates,
  partnerPageKind,
  partnerSubpages,
} from './extract/partners.js';
import { crawlSite, sameSiteTest, type SiteCrawl, type SiteFetcher } from './site.js';
import type { Page } from './types.js';

/**
 * Pages fetched per site beyond the discovered ones: further pages of a paginated partner listing and the listings
 * a partner hub links to. Each costs the site a request and a second of politeness; five cover the corpus's
 * deepest directory (test/quality) and keep a site's crawl under about fifteen requests.
 */
export const MAX_LISTING_PAGES = 5;

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
  crawl: Extract<SiteCrawl, { ok: true }>;
  /** the home page, the discovered pages and the listing pages that followed */
  pages: Page[];
  detections: Detection[];
  partners: SiteObservation['partnerships'];
}

/**
 * The crawl of one domain: fetch the site (fetcher.ts: SSRF guard, robots.txt, politeness; site.ts: home page,
 * sitemap, discovered pages), follow partner listings, then detect technologies and extract partners, into one
 * observation for the database. Runs in the crawl thread (crawl-thread.ts), never on the API's event loop.
 */
export async function crawlDomain(
  fetcher: SiteFetcher,
  domain: string,
  signal: AbortSignal,
  fingerprints: FingerprintSet | null,
): Promise<CrawlOutcome> {
  const found = await findOnSite(fetcher, domain, { signal, fingerprints });
  if (!found.ok) return found;
  const { crawl, detections, partners } = found.findings;
  return {
    ok: true,
    observation: {
      domain: crawl.domain,
      observedAt: crawl.home.fetchedAt,
      siteName: crawl.siteName,
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
  const crawl = await crawlSite(domain, fetcher, { signal, discover: partnerPageCandidates });
  if (!crawl.ok) return { ok: false, error: crawl.error, detail: crawl.detail };
  const pages = [crawl.home, ...crawl.pages, ...(await followListings(fetcher, crawl, signal))];
  if (signal?.aborted) return { ok: false, error: 'timeout', detail: 'the crawl was cancelled' };

  const site = { domain: crawl.domain, otherDomains: options.otherDomains, home: crawl.home };
  const partners = mergePartners(pages.flatMap((page) => extractPartners(page, site))).map((p) => ({
    partnerDomain: p.partnerDomain,
    partnerName: p.partnerName,
    type: p.type,
    url: p.url,
    label: p.label,
  }));
  const detections = fingerprints ? await detectOnSite(fetcher, fingerprints, crawl, pages, signal) : [];
  return { ok: true, findings: { crawl, pages, detections, partners } };
}

/**
 * From each partner listing among the discovered pages, its further pages (pagination) and the listings it links
 * to (a hub's "Technology partners", "Resellers"), at most MAX_LISTING_PAGES in all, breadth first.
 */
async function followListings(fetcher: SiteFetcher, crawl: Extract<SiteCrawl, { ok: true }>, signal?: AbortSignal): Promise<Page[]> {
  const seen = new Set([crawl.home, ...crawl.pages].flatMap((p) => [p.url, ...p.redirects]));
  const kind = { home: crawl.home, domain: crawl.domain };
  const listings = crawl.pages.filter((p) => partnerPageKind(p, kind).kind === 'partners');
  const sameSite = sameSiteTest(crawl.domain, crawl.home.url);
  const fetched: Page[] = [];
  let budget = MAX_LISTING_PAGES;
  while (listings.length > 0 && budget > 0 && !signal?.aborted) {
    const listing = listings.shift()!;
    for (const next of [...nextPartnerPages(listing), ...partnerSubpages(listing)]) {
      if (budget <= 0) break;
      if (seen.has(next) || !sameSite(next)) continue;
      seen.add(next);
      budget--;
      const result = await fetcher.fetchPage(next, { accept: 'html', signal });
      if (!result.ok) continue;
      fetched.push(result.page);
      if (partnerPageKind(result.page, kind).kind === 'partners') listings.push(result.page);
    }
  }
  return fetched;
}

/** Technologies on the site's pages, with first-party script files and robots.txt, at MIN_CONFIDENCE or above. */
async function detectOnSite(
  fetcher: SiteFetcher,
  set: FingerprintSet,
  crawl: Extract<SiteCrawl, { ok: true }>,
  pages: Page[],
  signal?: AbortSignal,
): Promise<Detection[]> {
  const inputs: PageInput[] = pages.map((p) => ({ url: p.url, status: p.status, headers: p.headers, html: p.body }));
  const firstParty = sameSiteTest(crawl.domain, crawl.home.url);
  const scripts: { url: string; content: string }[] = [];
  const wanted = scriptUrlsToFetch(set, inputs, MAX_SCRIPT_FILES * 3).filter(firstParty);
  for (const url of wanted.slice(0, MAX_SCRIPT_FILES)) {
    const result = await fetcher.fetchPage(url, { accept: 'text', signal, maxBytes: SCRIPT_BYTES, truncate: true });
    if (result.ok) scripts.push({ url: result.page.url, content: result.page.body });
  }
  const robots = (await fetcher.robots.text?.(new URL(crawl.home.url).origin)) ?? undefined;
  if (inputs[0]) Object.assign(inputs[0], { scripts, ...(robots !== undefined ? { robots } : {}) });
  return detect(set, inputs).filter((d) => d.confidence >= MIN_CONFIDENCE);
}
