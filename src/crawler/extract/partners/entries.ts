import type { Element } from 'domhandler';
import { onPageHost, segmentWords } from './candidates.js';
import type { Doc } from './document.js';
import { clean, isElement, tagOf } from './dom.js';
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
  let here: URL;
  try {
    here = new URL(pageUrl);
  } catch {
    return [];
  }
  const prefix = `${here.pathname.replace(/\/+$/, '')}/`;
  const found: string[] = [];
  for (const a of doc.elements('a')) {
    const href = a.attribs.href;
    if (href === undefined || doc.inChrome(a)) continue;
    let url: URL;
    try {
      url = new URL(href, here);
    } catch {
      continue;
    }
    url.hash = '';
    url.search = '';
    onPageHost(url, here);
    if (url.host !== here.host || !url.pathname.startsWith(prefix)) continue;
    const rest = url.pathname.slice(prefix.length).replace(/\/+$/, '');
    if (rest === '' || rest.includes('/') || NOT_AN_ENTRY.test(segmentWords(rest))) continue;
    if (found.includes(url.href) || exclude.includes(url.href)) continue;
    found.push(url.href);
  }
  return found.length >= MIN_ENTRIES ? found.slice(0, MAX_ENTRIES) : [];
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
export function entryPartnerOf(doc: Doc, site: SiteDomains, base: URL): { domain: string; name: string } | null {
  const name = subjectOf(doc.firstH1 ? doc.text(doc.firstH1) : '', site);
  if (name === null) return null;
  const squashedName = squash(name);
  for (const a of doc.elements('a')) {
    const href = a.attribs.href;
    // A detail page's sidebar (<aside> in <main>) is where the subject's website is usually linked.
    if (href === undefined || (doc.inChrome(a) && !inMain(a))) continue;
    let url: URL;
    try {
      url = new URL(href, base);
    } catch {
      continue;
    }
    const domain = partnerDomainOf(url, site);
    if (domain === null) continue;
    const text = clean(doc.text(a));
    if (isNegative(text)) continue;
    const names = resembles(name, domain) || (squashedName.length >= 3 && squash(text).includes(squashedName)) || WEBSITE.test(text);
    if (names) return { domain, name };
  }
  return null;
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
