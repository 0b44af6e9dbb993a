/**
 * Which script files are worth a bounded fetch: `scripts` patterns read script source, and a page's own
 * bundles are where frameworks and SDKs show. A file whose name a `scriptSrc` pattern already explains
 * (jquery-3.7.1.min.js) rarely adds more than a version, so those come last; first-party files come before
 * third-party ones, and page order decides the rest.
 */
import { getDomain } from 'tldts';
import { addPostings } from './compile.js';
import { scanStructure, type PageStructure } from './html-scan.js';
import { capHtml } from './match.js';
import { execWhole } from './pattern.js';
import type { FingerprintSet, PageInput } from './types.js';

export function scriptUrlsToFetch(set: FingerprintSet, pages: PageInput[], max = 5): string[] {
  const fetched = new Set(pages.flatMap((p) => (p.scripts ?? []).map((s) => s.url)));
  return chooseScriptUrls(
    pages.map((page) => scriptCandidates(set, page).filter((c) => !fetched.has(c.url))),
    max,
  );
}

/** A script file a page loads, ranked for fetching: 0 first-party, +1 third-party, +2 a file a scriptSrc pattern explains. */
export interface ScriptCandidate {
  url: string;
  rank: number;
}

/**
 * One page's script files worth fetching, in page order, for callers that read pages one at a time and choose
 * once the site's pages are in (chooseScriptUrls): what scriptUrlsToFetch does over all pages at once.
 */
export function scriptCandidates(set: FingerprintSet, page: PageInput, structure?: PageStructure): ScriptCandidate[] {
  const index = set.index;
  if (index.script.index.literals.length === 0 && index.script.alwaysRules.length === 0) return [];
  const site = getDomain(page.url);
  const seen = new Set<string>();
  const found: ScriptCandidate[] = [];
  for (const tag of (structure ?? scanStructure(capHtml(page.html))).scripts) {
    if (!tag.src) continue;
    let url: URL;
    try {
      url = new URL(tag.src.trim(), page.url);
    } catch {
      continue;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') continue;
    url.hash = '';
    const href = url.href;
    if (seen.has(href)) continue;
    seen.add(href);
    const firstParty = site !== null && getDomain(url.hostname) === site;
    const explained = isExplained(set, fileName(url));
    found.push({ url: href, rank: (explained ? 2 : 0) + (firstParty ? 0 : 1) });
  }
  return found;
}

/** The `max` best of the pages' candidates (given in page order): by rank, then page order, each URL once. */
export function chooseScriptUrls(pages: ScriptCandidate[][], max = 5): string[] {
  const seen = new Set<string>();
  const ranked: { url: string; rank: number; order: number }[] = [];
  for (const candidates of pages) {
    for (const c of candidates) {
      if (seen.has(c.url)) continue;
      seen.add(c.url);
      ranked.push({ ...c, order: ranked.length });
    }
  }
  return ranked
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, Math.max(0, max))
    .map((r) => r.url);
}

/** The last path segment and the query: what names the file (a directory names a site's layout). */
function fileName(url: URL): string {
  return url.pathname.slice(url.pathname.lastIndexOf('/') + 1) + url.search;
}

/** Whether a scriptSrc pattern of the set matches this file name. */
function isExplained(set: FingerprintSet, url: string): boolean {
  const lane = set.index.src;
  const hits = lane.index.scan(url, 0);
  const rules = new Set(lane.alwaysRules);
  for (const id of hits.found) addPostings(rules, lane.rules, id);
  for (const r of rules) if (execWhole(set.index.rules[r]!.pattern, url)) return true;
  return false;
}
