import { onPageHost } from './candidates.js';
import type { Doc } from './document.js';
import type { Element } from 'domhandler';
import { attrLower, hasWord, isElement, textContent } from './dom.js';

/** Query parameters that number the pages of a listing. */
/** `start` and `limitstart` are Joomla's: the first entry's offset, which orders the pages as numbers do. */
const OFFSET_PARAMS = new Set(['start', 'limitstart']);
const PAGE_PARAMS = ['page', 'p', 'pg', 'paged', 'pagenum', 'page_number', 'pageNumber', 'pageNo', 'currentPage', 'start', 'limitstart'];
/** /partners/page/2, /directory/p/3, /partners/page-2, and "page" in other languages (/is-ortagi-agi/sayfa/2, /haendler/seite/2, /installateure/seite-2) */
const PAGE_PATH = /^(.*?)\/(?:page|p|sayfa|seite|pagina|p%C3%A1gina|strona|strana|stran|sivu|side|sida|oldal|trang)[/-](\d+)\/?$/i;
/** A numbered part of a page: /stockists/2/ is part 2 of /stockists/. */
const SPLIT_PAGE = /^(.*?)\/(\d{1,2})\/?$/;
const MAX_SPLIT_PAGES = 20;
/**
 * Next-page link texts: "Next", "Next page", "Older", "More installers →", arrows, "Następna »" and the like in other
 * languages. Asked only of links to the page's own path (or rel="next").
 */
const NEXT_TEXT =
  /^((next( page)?|older( entries| posts)?|((load|show|see|view) )?more( \p{L}+)?|weiter|nächste( seite)?|suivant(e)?|siguiente|próxima|seguinte|successiva|avanti|volgende|następna|další|ďalšia|nästa|neste|næste|seuraava|következő|următoarea|sonraki|tiếp|次へ|下一页|下一頁|다음)\s*(›|»|→|>)?|›|»|→|>)$/iu;

/** An aria-label naming the next page ("Next page", "Pojdi na naslednjo stran", "Nächste Seite"). */
const NEXT_LABEL =
  /next|nächste|suivante|siguiente|próxima|seguinte|successiva|volgende|następn|další|ďalš|naslednj|sljedeć|nästa|neste|næste|seuraava|következő|următoare|sonraki|次|下一|다음/i;

/**
 * The further pages of the listing a page shows, in page order: its rel="next" link, and links to higher
 * page numbers of the same listing (?page=3, /page/3: same host and path, the other parameters unchanged), at most
 * `max`. The caller fetches them and asks each again, within its own page budget.
 */
export function nextPagesOf(doc: Doc, pageUrl: string, max = 5): string[] {
  let here: URL;
  try {
    here = new URL(pageUrl);
  } catch {
    return [];
  }
  const numberedHere = pageNumber(here);
  const current = numberedHere ?? { base: listingKey(here, null), n: 1 };
  // The listing's numbered pages, whatever their number: read after the walk, since a link to page 0 says the
  // numbers start at 0 (Drupal's ?page=1 is the second page).
  const numberedPages = new Map<number, string>();
  let offsets = false;
  // Drupal numbers its pages from 0: a link to ?page=1 titled "2", or the first page's rel="next" to ?page=1
  let fromZero = false;
  // One URL per page number: ?page=2&region=eu and ?region=eu&page=2 are the same page.
  const found = new Map<number, string>();
  /** A link to another page of this host, without its fragment; null for anything else. */
  const resolve = (href: string | undefined): URL | null => {
    if (!href) return null;
    let url: URL;
    try {
      url = new URL(href, here);
    } catch {
      return null;
    }
    url.hash = '';
    onPageHost(url, here);
    return url.host !== here.host || url.href === here.href ? null : url;
  };
  // explicitNext is asked only of a link to this page's own path (or of rel="next", which says so itself): reading
  // every link's text cost more than the rest.
  const consider = (url: URL, numbered: ReturnType<typeof pageNumber>, anyPath: boolean, explicitNext: () => boolean) => {
    if (numbered) {
      if (numbered.base === current.base && !numberedPages.has(numbered.n)) numberedPages.set(numbered.n, url.href);
      if (numbered.offset) offsets = true;
    } else if ((anyPath || url.pathname === here.pathname) && !found.has(current.n + 1) && explicitNext()) {
      found.set(current.n + 1, url.href); // a cursor (?after=…), or rel="next" to a path of its own (/directory/2/)
    }
  };
  // A page split in numbered parts (WordPress's <!--nextpage-->: /stockists/2/, linked as "2"): the number as the link's
  // text is what tells it from a record's id (/partners/12).
  const split = splitPart(here.pathname) ?? { base: here.pathname.replace(/\/+$/, ''), n: 1, digits: '1' };
  const considerPart = (url: URL, text: () => string) => {
    const part = splitPart(url.pathname);
    if (part && part.base === split.base && part.n > split.n && !found.has(part.n) && text() === part.digits) found.set(part.n, url.href);
  };
  for (const el of doc.elements('link', 'a')) {
    if (!hasWord(attrLower(el, 'rel'), 'next')) continue;
    const url = resolve(el.attribs.href);
    if (!url) continue;
    const numbered = pageNumber(url);
    consider(url, numbered, true, () => true);
    if (numberedHere === null && numbered?.n === 1) fromZero = true;
  }
  for (const el of doc.elements('a')) {
    const url = resolve(el.attribs.href);
    if (!url) continue;
    const numbered = pageNumber(url);
    consider(url, numbered, false, () => NEXT_TEXT.test(textContent(el).trim()) || NEXT_LABEL.test(el.attribs['aria-label'] ?? ''));
    considerPart(url, () => textContent(el).trim());
    // a directory split by letters or ranges into sibling pages, its pager saying where the next goes ("Next: M – Z"
    // from /members/a-l to /members/m-z)
    if (!found.has(current.n + 1) && !numbered && url.pathname !== here.pathname && siblingPath(url.pathname, here.pathname)) {
      if (NEXT_START.test(textContent(el).trim()) && inPager(el)) found.set(current.n + 1, url.href);
    }
    if (numbered?.base === current.base && !numbered.offset && /(\d+)$/.exec(textContent(el).trim())?.[1] === String(numbered.n + 1))
      fromZero = true;
  }
  // an unnumbered first page is page 0 when the numbers start at 0, or are offsets (Joomla's ?start=4)
  const after = numberedHere === null && (numberedPages.has(0) || offsets || fromZero) ? 0 : current.n;
  for (const [n, href] of numberedPages) if (n > after) found.set(n, href);
  return [...found.entries()]
    .sort((a, b) => a[0] - b[0])
    .slice(0, max)
    .map(([, href]) => href);
}

/** The part a path is of a page split in numbered parts (/stockists/2/: part 2 of /stockists), up to MAX_SPLIT_PAGES. */
function splitPart(path: string): { base: string; n: number; digits: string } | null {
  const m = SPLIT_PAGE.exec(path);
  return m && Number(m[2]) <= MAX_SPLIT_PAGES ? { base: m[1]!, n: Number(m[2]), digits: m[2]! } : null;
}

/** A pager's link that starts with "next" and says more ("Next: M – Z", "Weiter zu N–Z"). */
const NEXT_START =
  /^(next|weiter|n[äa]chste|suivant|siguiente|pr[óo]xim[oa]|successiv[oa]|volgende|n[äa]sta|neste|n[æa]ste|seuraava|nast[ęe]pna|dal[šs][ií])\b/iu;

/** Two paths in one folder: /members/a-l and /members/m-z. */
function siblingPath(a: string, b: string): boolean {
  const parent = (path: string) => path.replace(/\/+$/, '').replace(/\/[^/]*$/, '');
  return parent(a) !== '' && parent(a) === parent(b);
}

/** Classes of a pager's container (WordPress's page-numbers, Bootstrap's pagination, Drupal's pager). */
const PAGER = /(^|[\s_-])(pagination|pager|page-numbers|paging)([\s_-]|$)/i;

/** The element sits in a pager: one of its four nearest containers is classed as one. */
function inPager(el: Element): boolean {
  for (let node = el.parent, up = 0; isElement(node) && up < 4; node = node.parent, up++) {
    if (PAGER.test(node.attribs.class ?? '')) return true;
  }
  return false;
}

/** The page number a URL asks for, and the listing it belongs to (path and other parameters). */
function pageNumber(url: URL): { base: string; n: number; offset: boolean } | null {
  for (const param of url.search === '' ? [] : PAGE_PARAMS) {
    const value = url.searchParams.get(param);
    if (value !== null && /^\d{1,4}$/.test(value))
      return { base: listingKey(url, param), n: Number(value), offset: OFFSET_PARAMS.has(param) };
  }
  const m = PAGE_PATH.exec(url.pathname);
  if (m) {
    const base = new URL(url.href);
    base.pathname = m[1] || '/';
    return { base: listingKey(base, null), n: Number(m[2]), offset: false };
  }
  return null;
}

function listingKey(url: URL, without: string | null): string {
  const params = [...url.searchParams.entries()].filter(([k]) => k !== without && !PAGE_PARAMS.includes(k)).sort();
  return `${url.host}${url.pathname.replace(/\/+$/, '')}?${new URLSearchParams(params).toString()}`;
}
