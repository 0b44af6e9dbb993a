import type { AnyNode, Document } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { detached } from '../lib/text.js';
import { textContent } from './extract/partners/dom.js';
import { fetchRead, type PageSource } from './fetcher.js';

/** The page URLs and the nested sitemaps one sitemap document lists. */
export function parseSitemap(xml: string): { urls: string[]; sitemaps: string[] } {
  // htmlparser2's tree, not a cheerio document, as for pages (extract/parsed.ts): cheerio's load() kept each tree
  // past the young generation's collections.
  const document = parseDocument(xml, { xmlMode: true });
  return { urls: locs(document, 'urlset', 'url'), sitemaps: locs(document, 'sitemapindex', 'sitemap') };
}

/** The texts of the `outer > inner > loc` elements, in document order, trimmed, empty ones left out. */
function locs(document: Document, outer: string, inner: string): string[] {
  const found: string[] = [];
  const isTag = (node: AnyNode | null, name: string) => node !== null && node.type === 'tag' && node.name === name;
  const visit = (node: AnyNode): void => {
    if (!('children' in node)) return;
    for (const child of node.children) {
      if (child.type === 'tag' && child.name === 'loc' && isTag(child.parent, inner) && isTag(child.parent?.parent ?? null, outer)) {
        // Detached: a trimmed text is a slice of the sitemap's whole text (5 KB on the crawl bench, up to the body
        // cap on a real site), which stayed alive as long as any URL chosen from it (a heap snapshot of a crawl:
        // 22,984 sliced strings with sitemap parents).
        const loc = textContent(child).trim();
        if (loc !== '') found.push(detached(loc));
      }
      visit(child);
    }
  };
  visit(document);
  return found;
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
  source: PageSource,
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
    // The document is parsed as it arrives and not held while the next one is fetched (fetcher.ts fetchRead).
    const read = await fetchRead(source, next, { accept: 'xml', truncate: true, signal: limits.signal }, (page) => parseSitemap(page.body));
    if (!read.ok) continue;
    const { urls: listed, sitemaps } = read.value;
    for (const url of listed) {
      if (urls.size >= limits.maxUrls) break;
      if (keep(url)) urls.add(url);
    }
    queue.push(...sitemaps);
  }
  return [...urls];
}
