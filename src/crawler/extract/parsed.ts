import { load, type CheerioAPI } from 'cheerio/slim';
import type { Page } from '../types.js';

/**
 * A page's HTML parsed once for every step that reads it (site name, partner discovery, page kind, pagination,
 * sub-listings, extraction) and forgotten with the page. htmlparser2 (cheerio/slim), not parse5: on the crawl
 * benchmark's 174 KB pages parse5 with a parse per step cost 60 ms of CPU a page, most of it garbage collection;
 * one htmlparser2 parse costs about 2 ms, with the same quality figures on the corpus (docs/quality.md).
 */
const parsed = new WeakMap<Page, CheerioAPI>();

/**
 * HTML (not XML), with each node's start index: its place in the page's text, which is its place in document order
 * (partners/document.ts Doc.position). htmlparser2's options go under `xml`, with XML mode off.
 */
const HTML_WITH_START_INDICES = { xml: { xmlMode: false, withStartIndices: true } };

export function parsedPage(page: Page): CheerioAPI {
  let $ = parsed.get(page);
  if (!$) parsed.set(page, ($ = load(page.body, HTML_WITH_START_INDICES)));
  return $;
}

/** Forgets a page's tree: the crawl drops it as soon as the page's facts are read (extract/partners.ts readPartnerPage). */
export function releaseParsed(page: Page): void {
  parsed.delete(page);
}
