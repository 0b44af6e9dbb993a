import type { Logger } from 'pino';
import type { Config } from '../config/config.js';
import type { CrawlFunction } from '../jobs/crawl-worker.js';
import { Fetcher } from './fetcher.js';
import { crawlSite } from './site.js';

/**
 * The crawl of one domain as the workers run it: fetch the site (fetcher.ts: SSRF guard, robots.txt,
 * politeness), then run the steps that turn its pages into facts with evidence (the site's name today;
 * technology detection and partner extraction plug in here) into one observation for the database.
 * One Fetcher per worker process: its robots.txt cache and per-host politeness span every task.
 */
export function createCrawlFunction(config: Config, logger: Logger): CrawlFunction {
  const fetcher = new Fetcher({
    contactUrl: config.crawl.contactUrl,
    overrides: config.crawlOverrides,
    hostDelayMs: config.crawl.hostDelayMs,
  });
  return async (domain, signal) => {
    const site = await crawlSite(domain, fetcher, { signal });
    if (!site.ok) {
      logger.debug({ domain, error: site.error, detail: site.detail }, 'crawl failed');
      return { ok: false, error: site.error };
    }
    return {
      ok: true,
      observation: { domain: site.domain, observedAt: site.home.fetchedAt, siteName: site.siteName, detections: [], partnerships: [] },
    };
  };
}
