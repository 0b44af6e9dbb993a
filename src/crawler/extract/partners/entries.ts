import type { Element, ParentNode } from 'domhandler';
import { onPageHost, segmentWords } from './candidates.js';
import type { Doc } from './document.js';
import { clean, isElement, previousElement, tagOf } from './dom.js';
import { partnerDomainOf, type SiteDomains } from './hosts.js';
import { cleanName, resembles, squash } from './names.js';
import { isNegative, namesPartners } from './wording.js';

/**
 * A listing whose tiles link only to its own detail pages (/marketplace/stripe, /integrations/slack): the partners
 * are named there, each page linking out to its partner's site. These are followed only for a listing that gave no
 * partner itself, and a detail page gives at most one partner, the one it is about (entryPartnerOf).
 */

/** Detail pages offered at most per listing; the crawl fetches fewer (pipeline.ts MAX_ENTRY_PAGES). */
const MAX_ENTRIES = 12;
/** A grid has at least this many detail links: one or two links below a listing are a program page or a guide. */
const MIN_ENTRIES = 3;
/** Path segments of the pages below a listing that are not entries. */
const NOT_AN_ENTRY = /\b(become|join|apply|program|programme|portal|login|log in|sign in|register|benefits|tiers?|resources|categor(y|ies)|tags?|search|submit|developers?|docs|guide|faq|terms|policy)\b/; // prettier-ignore

/**
 * The listing's detail pages, in page order: same-site links one path segment below the listing's own path
 * (/marketplace -> /marketplace/quickbooks-online), outside the site's chrome, not program, category or search
 * pages, and not among `exclude` (the listing's further pages and sub-listings). None unless there are at least
 * MIN_ENTRIES of them.
 */
export function entryPagesOf(doc: Doc, pageUrl: string, exclude: readonly string[]): string[] {
  const found = [...new Set(detailLinksOf(doc, pageUrl, exclude).map((link) => link.url))];
  return found.length >= MIN_ENTRIES ? found.slice(0, MAX_ENTRIES) : [];
}

/**
 * On a listing that gave partners, the detail pages of its tiles that link out nowhere: a directory whose cards link
 * out to their partner's site when it has one and to a detail page otherwise ("Visit website" only there), or whose
 * cards name the developer with a link on some and as plain text on others. A tile is the largest element around a
 * detail link that holds no link to another detail page; a tile holding a link to another company's site gave its
 * partner on the listing. None unless the listing has at least MIN_ENTRIES detail pages (a grid, not a guide).
 */
export function unlinkedEntriesOf(doc: Doc, pageUrl: string, exclude: readonly string[], site: SiteDomains): string[] {
  const links = detailLinksOf(doc, pageUrl, exclude);
  const urls = [...new Set(links.map((link) => link.url))];
  if (urls.length < MIN_ENTRIES) return [];
  // each element around a detail link: the one detail page it holds links to, or MANY
  const around = new Map<Element, string>();
  for (const { a, url } of links) {
    for (let node: ParentNode | null = a; isElement(node); node = node.parent) {
      const held = around.get(node);
      if (held === MANY) break;
      around.set(node, held === undefined || held === url ? url : MANY);
    }
  }
  const base = new URL(pageUrl);
  const linkedOut = new Set<string>();
  for (const a of doc.elements('a')) {
    const url = around.has(a) ? null : linkTarget(a, base);
    if (url === null || partnerDomainOf(url, site) === null) continue;
    for (let node = a.parent; isElement(node); node = node.parent) {
      const held = around.get(node);
      if (held === undefined) continue;
      if (held !== MANY) linkedOut.add(held);
      break;
    }
  }
  return urls.filter((url) => !linkedOut.has(url)).slice(0, MAX_ENTRIES);
}

/** Where a link goes, resolved against the page's base; null without an href or for one that is no URL. */
function linkTarget(a: Element, base: URL): URL | null {
  const href = a.attribs.href;
  if (href === undefined) return null;
  try {
    return new URL(href, base);
  } catch {
    return null;
  }
}

/** An element around links to more than one detail page: above the tiles. */
const MANY = '';

/** The same-site links one path segment below the listing's path that may be detail pages (entryPagesOf). */
function detailLinksOf(doc: Doc, pageUrl: string, exclude: readonly string[]): { a: Element; url: string }[] {
  let here: URL;
  try {
    here = new URL(pageUrl);
  } catch {
    return [];
  }
  const prefix = `${here.pathname.replace(/\/+$/, '')}/`;
  const found: { a: Element; url: string }[] = [];
  for (const a of doc.elements('a')) {
    const url = doc.inChrome(a) ? null : linkTarget(a, here);
    if (url === null) continue;
    url.hash = '';
    url.search = '';
    onPageHost(url, here);
    if (url.host !== here.host || !url.pathname.startsWith(prefix)) continue;
    const rest = url.pathname.slice(prefix.length).replace(/\/+$/, '');
    if (rest === '' || rest.includes('/') || NOT_AN_ENTRY.test(segmentWords(rest))) continue;
    if (exclude.includes(url.href)) continue;
    found.push({ a, url: url.href });
  }
  return found;
}

/** Link texts that point to the entry's own site: "Website", "Developer website", "Visit the vendor's site". */
const WEBSITE =
  /^(visit |go to |open )?(the |their |our |its )?((app |vendor|developer|partner|publisher|company|official|provider)('?s)? )?(web ?site|home ?page|site)$/i;

/**
 * The partner a listing's detail page is about, or null: the first link out of the site, outside its chrome (a
 * sidebar in the page's main content counts as content), whose text is not about customers, press or the like, and
 * that names the page's subject (its first heading: "QuickBooks Online" and "About QuickBooks Online", "Stripe" and
 * stripe.com) or says it is the subject's website ("Developer website"). Other links on such a page (a setup guide,
 * a payment provider it mentions) are not the listing's entries.
 */
export function entryPartnerOf(doc: Doc, site: SiteDomains, base: URL): { domain: string; name: string | null } | null {
  const name = subjectOf(doc.firstH1 ? doc.text(doc.firstH1) : '', site);
  if (name === null) return null;
  const squashedName = squash(name);
  for (const a of doc.elements('a')) {
    // A detail page's sidebar (<aside> in <main>) is where the subject's website is usually linked.
    const url = doc.inChrome(a) && !inMain(a) ? null : linkTarget(a, base);
    if (url === null) continue;
    const domain = partnerDomainOf(url, site);
    if (domain === null) continue;
    const text = clean(doc.text(a));
    if (isNegative(text)) continue;
    const names = resembles(name, domain) || (squashedName.length >= 3 && squash(text).includes(squashedName)) || WEBSITE.test(text);
    if (names) return { domain, name };
    // a field of the page's facts ("Developer website: cubrier.co.kr"): the maker's site, named there or by its domain
    if (makerField(doc, a)) return { domain, name: WEBSITE.test(text) || text.includes('.') ? null : cleanName(text) };
  }
  return null;
}

/**
 * What names a detail page's field holding the maker's website: "Developer website", "Publisher", "Website", and the
 * same in the languages the extraction reads.
 */
const MAKER_FIELD =
  /(web ?site|home ?page|developer|publisher|vendor|maker|provider|built by|made by|sitio web|página web|desarrollador|proveedor|site (web|internet)|éditeur|développeur|fournisseur|webseite|anbieter|hersteller|entwickler|sito (web|internet)|sviluppatore|produttore|fornitore|webbplats|utvecklare|leverantör|hjemmeside|nettsted|verkkosivu|kehittäjä|strona|producent|dostawca)|웹사이트|홈페이지|개발사|ウェブサイト|公式サイト|開発元|提供元|网站|官网|开发者|開發者/i;

/** A link that is the value of a field labelled as the maker's or its website (a <dd> after such a <dt>, a <td> after such a <th>). */
function makerField(doc: Doc, a: Element): boolean {
  const cell = a.parent;
  if (!isElement(cell) || (tagOf(cell) !== 'dd' && tagOf(cell) !== 'td')) return false;
  const label = previousElement(cell);
  if (label === null || (tagOf(label) !== 'dt' && tagOf(label) !== 'th')) return false;
  const text = clean(doc.text(label));
  return text.length <= 40 && MAKER_FIELD.test(text);
}

/** What joins the site's name and its subject's in a detail page's heading: "Acme + Stripe", "Stripe for Acme". */
const JOINER = /\s+(?:\+|&|×|x|and|for|with|und|et|en|y|e)\s+|\s*[|–—:]\s*/i;
/** Words after a subject's name that say what the page is: "Stripe integration", "Slack app". */
const WHAT_IT_IS = /\s+(integrations?|app|apps|connector|plugin|plug-in|add-on|extension|partnership)$/i;

/**
 * The subject of a detail page from its heading: the part that is not the site's own name, without "integration"
 * ("Parcelwise + WooCommerce" -> "WooCommerce", "Stripe integration" -> "Stripe"); null when the heading names a
 * listing ("Technology partners") or only the site.
 */
function subjectOf(heading: string, site: SiteDomains): string | null {
  const ownName = (part: string) => site.brands.some((brand) => squash(part).startsWith(brand));
  const whole = clean(heading);
  const parts = whole.split(JOINER);
  // split only where the site's own name is one of the parts: "Salt & Pepper" is one name
  const subject = cleanName((parts.some(ownName) ? (parts.find((part) => !ownName(part)) ?? '') : whole).replace(WHAT_IT_IS, ''));
  if (subject === null || namesPartners(subject) || isNegative(subject)) return null;
  return subject;
}

/** The element sits in the page's main content (<main>, <article>, role="main"). */
function inMain(el: Element): boolean {
  for (let node = el.parent; isElement(node); node = node.parent) {
    const tag = tagOf(node);
    if (tag === 'main' || tag === 'article' || node.attribs.role === 'main') return true;
  }
  return false;
}
