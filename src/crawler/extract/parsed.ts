import type { Document } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import type { Page } from '../types.js';

/**
 * A page's HTML parsed once for every step that reads it (site name, partner discovery, page kind, pagination,
 * sub-listings, extraction) and forgotten with the page. htmlparser2, not parse5: on the crawl benchmark's 174 KB
 * pages parse5 with a parse per step cost 60 ms of CPU a page, most of it garbage collection; one htmlparser2 parse
 * costs about 2 ms, with the same quality figures on the corpus (docs/quality.md).
 *
 * The tree is htmlparser2's own, not a cheerio document: cheerio's load() defines a class per document, and V8 keeps
 * a class's hidden class in the old generation, from where it held each page's tree (and through its texts the
 * page's text) past every young-generation collection until the next full one. Parsing through cheerio made every
 * tree reach the old generation (docs/benchmarks-notes.md).
 */
const parsed = new WeakMap<Page, Document>();

/** HTML (not XML), with each node's start index: its place in the page's text, which is its place in document order. */
const OPTIONS = { withStartIndices: true };

export function parsedPage(page: Page): Document {
  let document = parsed.get(page);
  if (!document) parsed.set(page, (document = parseDocument(page.body, OPTIONS)));
  return document;
}

/** Forgets a page's tree: the crawl drops it as soon as the page's facts are read (extract/partners.ts readPartnerPage). */
export function releaseParsed(page: Page): void {
  parsed.delete(page);
}
