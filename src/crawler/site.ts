import { normalizeDomain, registrableDomain } from '../lib/domain.js';
import { parsedPage } from './extract/parsed.js';
import { extractSiteName } from './extract/site-name.js';
import { fetchRead, type PageSource } from './fetcher.js';
import type { RobotsCache } from './robots.js';
import { readSitemapUrls } from './sitemap.js';
import type { CrawlErrorCode, Page } from './types.js';

/** What a site crawl needs of the fetcher (a Fetcher; tests may pass a stand-in). */
export interface SiteFetcher extends PageSource {
  /** `text` (the robots.txt served) feeds detection's robots patterns; a stand-in may leave it out */
  robots: Pick<RobotsCache, 'sitemaps'> & Partial<Pick<RobotsCache, 'text'>>;
}

/**
 * Chooses further pages to fetch from the home page and the sitemap's URLs (partner-page discovery plugs in
 * here), in two steps: it reads the home page as soon as it arrives and returns the choice to make once the sitemap
 * (fetched next, a second of politeness or more later) is read, so that the home page's text is not held meanwhile.
 * URLs may be relative to the home page; off-site ones and the home page itself are dropped.
 */
export type DiscoverPages = (home: Page) => (sitemapUrls: string[]) => string[];

export interface CrawlSiteOptions {
  /** further pages fetched after the home page: a few pages say what a company runs and lists, and each costs the site a request. Default 5. */
  maxPages?: number;
  discover?: DiscoverPages;
  /** sitemap URLs kept (read, not fetched). Default 1,000. */
  maxSitemapUrls?: number;
  /** sitemap documents fetched, index files included. Default 3. */
  maxSitemapDocuments?: number;
  /** the caller's cancellation (the worker stopping or losing its lease): the crawl ends as `timeout` */
  signal?: AbortSignal;
  /**
   * Each page as it arrives: the home page once discovery and the site name have read it, then each further page,
   * which is then not kept in the result's `pages`. A caller that reads pages here holds its findings, not the
   * documents, while the rest of the site is fetched (a second of politeness per request).
   */
  onPage?: (page: Page) => void;
}

/** A site crawl: the home page, the further pages fetched, the sitemap's URLs and the site's name; or why not. */
export type SiteCrawl =
  | {
      ok: true;
      domain: string;
      /** the home page; its `body` is '' when `onPage` took it (the caller read it then) */
      home: Page;
      /** the further pages fetched; none when `onPage` took them */
      pages: Page[];
      sitemapUrls: string[];
      /** og:site_name or the title's brand (extract/site-name.ts) */
      siteName: string | null;
      /** further pages that failed or robots.txt refused; they do not fail the crawl */
      skipped: { url: string; error: CrawlErrorCode; detail: string }[];
    }
  | { ok: false; domain: string; error: CrawlErrorCode; detail: string };

/**
 * Crawls one domain (contracts section 8): normalizes it, reads robots.txt and the home page (https, then http
 * when https cannot connect; with an override the override origin serves both), the sitemap's URLs, and up to
 * `maxPages` further same-site pages that `discover` chooses. Fails only on the home page; never throws.
 */
export async function crawlSite(input: string, fetcher: SiteFetcher, options: CrawlSiteOptions = {}): Promise<SiteCrawl> {
  const domain = normalizeDomain(input);
  if (!domain) return { ok: false, domain: input, error: 'invalid_domain', detail: `"${input.slice(0, 200)}" is not a domain` };
  const { signal } = options;
  try {
    const start = await readHome(domain, fetcher, options);
    if (!start.ok) return start;
    const { home, sitemapUrls, siteName } = start;
    const pages: Page[] = [];
    const skipped: { url: string; error: CrawlErrorCode; detail: string }[] = [];
    const { onPage } = options;
    // A page onPage takes is not kept (null); without onPage the result keeps it.
    const read = (page: Page): Page | null => {
      if (!onPage) return page;
      onPage(page);
      return null;
    };
    for (const url of start.further) {
      const result = await fetchRead(fetcher, url, { accept: 'html', signal }, read);
      if (!result.ok) skipped.push({ url, error: result.error, detail: result.detail });
      else if (result.value) pages.push(result.value);
    }
    if (signal?.aborted) return { ok: false, domain, error: 'timeout', detail: 'the crawl was cancelled' };
    return { ok: true, domain, home, pages, sitemapUrls, siteName, skipped };
  } catch (err) {
    return { ok: false, domain, error: 'internal_error', detail: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * The home page (https, then http when https cannot connect), the sitemap's URLs, the site's name and the further
 * pages to fetch. The home page is read as it arrives (discovery, site name, `onPage`); when `onPage` took it, the
 * page kept has no text: the crawl holds hundreds of sites for seconds of politeness each, and the home page's text
 * outlives neither its reading nor this function.
 */
async function readHome(
  domain: string,
  fetcher: SiteFetcher,
  options: CrawlSiteOptions,
): Promise<{ ok: true; home: Page; sitemapUrls: string[]; siteName: string | null; further: string[] } | (SiteCrawl & { ok: false })> {
  const { signal } = options;
  const read = await fetchHome(domain, fetcher, options);
  if (!read.ok) return read;
  const { home, choose, siteName } = read;
  const sameSite = sameSiteTest(domain, home.url);
  const origin = new URL(home.url).origin;
  const declared = await fetcher.robots.sitemaps(origin);
  const sitemapUrls = await readSitemapUrls(fetcher, declared.length > 0 ? declared : [`${origin}/sitemap.xml`], sameSite, {
    maxUrls: options.maxSitemapUrls ?? 1_000,
    maxDocuments: options.maxSitemapDocuments ?? 3,
    signal,
  });
  const further = choosePages(choose ? choose(sitemapUrls) : [], home, sameSite, options.maxPages ?? 5);
  return { ok: true, home, sitemapUrls, siteName, further };
}

/**
 * Fetches the home page and reads it where it arrives (fetchRead): discovery's first step, the site's name, then
 * `onPage`. What it returns holds no text of the page when `onPage` took it.
 */
async function fetchHome(
  domain: string,
  fetcher: SiteFetcher,
  options: CrawlSiteOptions,
): Promise<
  { ok: true; home: Page; choose: ((sitemapUrls: string[]) => string[]) | undefined; siteName: string | null } | (SiteCrawl & { ok: false })
> {
  const { signal } = options;
  const read = (page: Page) => {
    const choose = options.discover?.(page);
    const siteName = extractSiteName(parsedPage(page), domain);
    options.onPage?.(page);
    return { home: options.onPage ? { ...page, body: '' } : page, choose, siteName };
  };
  // the fetch reads the origin's robots.txt before the page: a disallowed home page is never requested
  let home = await fetchRead(fetcher, `https://${domain}/`, { accept: 'html', signal }, read);
  if (!home.ok && home.error === 'connection_failed')
    home = await fetchRead(fetcher, `http://${domain}/`, { accept: 'html', signal }, read);
  if (!home.ok) return { ok: false, domain, error: home.error, detail: home.detail };
  return { ok: true, ...home.value };
}

/**
 * Same site: the domain's registrable domain, or the one the home page ended on (acme.com may redirect to
 * acme.de): subdomains included, since a company's pages often live on www., shop. or partners.
 */
export function sameSiteTest(domain: string, homeUrl: string): (url: string) => boolean {
  const sites = new Set([registrableDomain(domain), registrableDomain(new URL(homeUrl).hostname)].filter((s): s is string => s !== null));
  return (url) => {
    try {
      const parsed = new URL(url);
      return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && sites.has(registrableDomain(parsed.hostname) ?? '');
    } catch {
      return false;
    }
  };
}

/** The first `max` distinct same-site candidates (fragments dropped), the home page excluded. */
function choosePages(candidates: string[], home: Page, sameSite: (url: string) => boolean, max: number): string[] {
  const seen = new Set([home.url, ...home.redirects].map(withoutFragment));
  const chosen: string[] = [];
  for (const candidate of candidates) {
    if (chosen.length >= max) break;
    let url: string;
    try {
      url = withoutFragment(new URL(candidate, home.url).href);
    } catch {
      continue;
    }
    if (seen.has(url) || !sameSite(url)) continue;
    seen.add(url);
    chosen.push(url);
  }
  return chosen;
}

function withoutFragment(url: string): string {
  const at = url.indexOf('#');
  return at >= 0 ? url.slice(0, at) : url;
}
