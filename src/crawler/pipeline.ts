import type { CrawlOutcome } from '../jobs/crawl-worker.js';
import type { Fetcher } from './fetcher.js';
import { discoverPartnerPages } from './extract/discover.js';
import { crawlSite } from './site.js';

/**
 * The crawl of one domain: fetch the site (fetcher.ts: SSRF guard, robots.txt, politeness; site.ts: home page,
 * sitemap, discovered pages), then run the steps that turn its pages into facts with evidence (the site's name
 * today; technology detection and partner extraction plug in here), into one observation for the database.
 * Runs in the crawl thread (crawl-thread.ts), never on the API's event loop.
 */
export async function crawlDomain(fetcher: Fetcher, domain: string, signal: AbortSignal): Promise<CrawlOutcome> {
  const site = await crawlSite(domain, fetcher, { signal, discover: discoverPartnerPages });
  if (!site.ok) return { ok: false, error: site.error, detail: site.detail };
  return {
    ok: true,
    observation: { domain: site.domain, observedAt: site.home.fetchedAt, siteName: site.siteName, detections: [], partnerships: [] },
  };
}
