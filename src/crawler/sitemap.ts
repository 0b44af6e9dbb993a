import { load } from 'cheerio';
import type { FetchPageOptions } from './fetcher.js';
import type { FetchResult } from './types.js';

/** The page URLs and the nested sitemaps one sitemap document lists. */
export function parseSitemap(xml: string): { urls: string[]; sitemaps: string[] } {
  const $ = load(xml, { xml: true });
  const locs = (selector: string) =>
    $(selector)
      .map((_, el) => $(el).text().trim())
      .get()
      .filter((loc) => loc !== '');
  return { urls: locs('urlset > url > loc'), sitemaps: locs('sitemapindex > sitemap > loc') };
}

export interface SitemapLimits {
  /** URLs kept: enough to choose a few pages from, bounded however large the site. */
  maxUrls: number;
  /** sitemap documents fetched, index files included: each costs a request and a politeness pause. */
  maxDocuments: number;
  signal?: AbortSignal;
}

/**
 * Reads the URLs the site's sitemaps list, without fetching them: the documents at `starts` first, then the
 * sitemaps an index names, breadth first, within the limits. A sitemap that fails to load is skipped (most
 * sites have none). A document over the fetcher's body cap is read up to the cap.
 */
export async function readSitemapUrls(
  fetchPage: (url: string, options: FetchPageOptions) => Promise<FetchResult>,
  starts: string[],
  keep: (url: string) => boolean,
  limits: SitemapLimits,
): Promise<string[]> {
  const queue = [...new Set(starts)];
  const visited = new Set<string>();
  const urls = new Set<string>();
  while (queue.length > 0 && visited.size < limits.maxDocuments && urls.size < limits.maxUrls && !limits.signal?.aborted) {
    const next = queue.shift()!;
    if (visited.has(next)) continue;
    visited.add(next);
    const result = await fetchPage(next, { accept: 'xml', truncate: true, signal: limits.signal });
    if (!result.ok) continue;
    const { urls: listed, sitemaps } = parseSitemap(result.page.body);
    for (const url of listed) {
      if (urls.size >= limits.maxUrls) break;
      if (keep(url)) urls.add(url);
    }
    queue.push(...sitemaps);
  }
  return [...urls];
}
