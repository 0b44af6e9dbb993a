import { createHash } from 'node:crypto';
import { detached } from '../../../lib/text.js';
import type { Element } from 'domhandler';
import type { Page } from '../../types.js';
import type { Doc } from './document.js';
import { clean, isElement, tagOf, textContent } from './dom.js';
import { isListingBlog, LISTING_HOST, LISTING_SEGMENT, NETWORK, segmentWords } from './candidates.js';
import { squash } from './names.js';
import {
  judge,
  namesPartnersBesideAsides,
  namesPartnersStrongly,
  PARTNER_PHRASES,
  saysNotFound,
  typeOf,
  words,
  type PartnerType,
} from './wording.js';

/**
 * What a fetched page is, for the partner extraction:
 * - `partners`: a page that lists partners, integrations, apps or resellers, with the type its title says;
 * - `customers`: a page about customers, case studies or the like (also press, blog, careers): nothing on it is
 *   a partner;
 * - `soft_404`: a page that is not there though it answered (status 200 saying "page not found", or the home page
 *   again: a redirect to "/" or the same document as the home page);
 * - `other`: any other page, where only sections headed as partner listings count.
 */
export type PartnerPageKind = { kind: 'partners'; type: PartnerType } | { kind: 'customers' } | { kind: 'soft_404' } | { kind: 'other' };

export interface PageKindOptions {
  /**
   * the site's home page, or its signature (homeSignature): a page that is the same document is the home page
   * served again (a catch-all route)
   */
  home?: Page | HomeSignature;
  /** the site's domain: title parts that spell its name are the brand, not what the page is about */
  domain?: string;
}

/** Path segments of pages that talk about partners without listing them. */
const NOT_A_LISTING = /^(blog|blogs|news|newsroom|press|media|events?|webinars?|careers?|jobs|docs|documentation|help|support|legal|privacy|terms|articles?|posts?|podcasts?|insights|login|signin|sign in|signup|sign up)$/; // prettier-ignore
/**
 * A page named for the suppliers, makers or growers the site buys from ("Our suppliers", "Vores leverandører",
 * "Unsere Lieferanten", "Merken & leveranciers") or for a distributor's principals ("Päämiehemme"): a listing of
 * partners without a type. The whole text must say so (matched on `words()`): "Supplier code of conduct" or "Become
 * a supplier" is not one.
 */
const SUPPLIERS_PAGE =
  /^(our |vores |v[åa]re |v[åa]ra |unsere |nos |nuestros |nossos |i nostri |onze |naši |nasi )?((brands|merken|marken|marques|marcas|marchi|marki) (and |en |und |et |y |e |i )?)?(suppliers|lieferanten|leverand[øo]rer|leverant[öo]rer|fournisseurs|proveedores|fornecedores|fornitori|leveranciers|dodavatel[eé]|dostawcy|producers|growers|principals|p[äa][äa]miehet|p[äa][äa]miehemme|huvudm[äa]n)$/;
export const TITLE_SEPARATORS = /\s+(?:\||-|–|—|·|•|::|»)\s+/;

export function pageKindOf(doc: Doc, page: Page, options: PageKindOptions = {}): PartnerPageKind {
  if (page.status >= 400) return { kind: 'soft_404' };
  const url = new URL(page.url);
  // a listing's further page says what its first says: "Our Installer Network – Page 2" at /installer-network/page/2/
  const h1 = withoutPageNumber(doc.firstH1 ? doc.text(doc.firstH1) : '');
  const titleParts = pageTitleParts(withoutPageNumber(doc.title), options.domain);
  if ([h1, ...titleParts].some(saysNotFound) || isHomeAgain(doc, page, url, options.home)) return { kind: 'soft_404' };

  const segments = withoutPagination(url.pathname.split('/').map(segmentWords).filter(Boolean));
  if (segments.some((s) => NOT_A_LISTING.test(s)) && !isListingBlog(segments)) return { kind: 'other' };
  // A site's home page is never its partner listing, unless the host is one (partners.acme.com, apps.acme.com).
  const sub = url.hostname.split('.')[0] ?? '';
  const listingHost = LISTING_HOST.test(sub);
  if (segments.length === 0 && !listingHost) return { kind: 'other' };
  const ogTitle = clean(doc.elements('meta').find((m) => m.attribs.property === 'og:title')?.attribs.content ?? '');
  // Each text votes, the page's heading, title and last path segment twice as much as the rest; a text that names
  // partners and customers at once ("Partner case studies") votes for customers, one that names partners and
  // certifications or memberships ("Partners & Certifications") for partners. Partner votes need strong
  // wording (partners, integrations, resellers, a listing's name): "The CRM for agencies" is not a listing.
  const last = segments.pop();
  const texts: [string, number][] = [
    [h1, 2],
    ...titleParts.map((t): [string, number] => [t, 2]),
    [ogTitle, 1],
    [last ?? '', 2],
    ...segments.reverse().map((s): [string, number] => [s, 1]),
    // a page of a listing's own host (apps.acme.com/app/bling) is a listing or one of its entries
    [listingHost ? sub : '', 1],
  ];
  let partners = 0;
  let negative = 0;
  for (const [text, weight] of texts) {
    if (!text) continue;
    if (judge(text).negative) {
      if (namesPartnersBesideAsides(text)) partners += weight;
      else negative += weight;
    } else if (namesPartnersStrongly(text) || LISTING_SEGMENT.test(words(text)) || SUPPLIERS_PAGE.test(words(text))) partners += weight;
  }
  if (partners > 0 && partners >= negative) {
    return { kind: 'partners', type: texts.map(([t]) => (t ? pageTypeOf(t) : null)).find((t) => t !== null) ?? 'generic' };
  }
  if (negative > 0) return { kind: 'customers' };
  // A page named for a network ("Global network", /network) whose description or opening paragraph says it partners
  // ("Independent partner agencies in 20 markets"): an agency's or a firm's partners abroad. Its type is the lede's.
  if ([h1, ...titleParts, last ?? ''].some((t) => NETWORK.test(words(t)))) {
    const lede = [metaDescription(doc), firstParagraphAfter(doc.firstH1)].find((t) => namesPartnersStrongly(t));
    if (lede !== undefined) return { kind: 'partners', type: pageTypeOf(lede) ?? 'generic' };
  }
  return { kind: 'other' };
}

/**
 * The type a page's heading, title or lede gives its listing: typeOf, or generic when it names partners of more than one
 * kind ("Fachplanungspartner und Technologiepartner": the planners are no technology partners); null when it says
 * no type.
 */
function pageTypeOf(text: string): PartnerType | null {
  const kinds = (words(text).match(PARTNER_PHRASES) ?? []).filter(namesAKind);
  if (kinds.length > 1 && new Set(kinds.map((phrase) => typeOf(phrase))).size > 1) return 'generic';
  return typeOf(text);
}

/** Words before a bare "partners" that name no kind of partner: "our partners", "Partner finden", "and partners". */
const NO_KIND =
  /^(our|your|the|a|an|all|and|or|find|unsere?[nmrs]?|ihre?[nmrs]?|alle|und|oder|nos|notre|vos|les|des|de|du|la|le|et|ou|nuestros|nuestras|sus|los|las|y|o|i|il|gli|nostri|e|onze|het|en|of|v[åa]r[ae]?|vores|og|och|eller)$/;

/** A partner phrase that names a kind: a compound ("Technologiepartner") or a word before "partners" ("technology partners"). */
function namesAKind(phrase: string): boolean {
  const [first, second] = phrase.split(' ');
  const partnerWord = second ?? first!;
  if (!partnerWord.startsWith('partner')) return true;
  return second !== undefined && !NO_KIND.test(first!);
}

function metaDescription(doc: Doc): string {
  return clean(doc.elements('meta').find((m) => m.attribs.name?.toLowerCase() === 'description')?.attribs.content ?? '');
}

/** The paragraph right after a heading, among its next siblings: what the page says of itself first. */
function firstParagraphAfter(heading: Element | null): string {
  for (let next = heading?.next; next; next = next.next) if (isElement(next) && tagOf(next) === 'p') return clean(textContent(next));
  return '';
}

/** "Page 2", "Seite 3 von 5", "Página 2" ending a heading or a title, with the separator before it. */
const PAGE_NUMBER =
  /\s*[-–—|:·,]?\s*\(?(page|seite|pagina|página|strona|sivu|side|sida|pag\.|p\.)\s*\d+(\s*(of|von|de|di|z|av|af)\s*\d+)?\)?\s*$/i;
function withoutPageNumber(text: string): string {
  return text.replace(PAGE_NUMBER, '');
}

/** Path segments without a pagination suffix: /installer-network/page/2/ is /installer-network. */
function withoutPagination(segments: string[]): string[] {
  const kept = [...segments];
  if (kept.length > 1 && /^\d+$/.test(kept[kept.length - 1]!)) {
    kept.pop();
    if (kept.length > 1 && /^(page|seite|pagina|página|strona|sivu|side|sida|p)$/.test(kept[kept.length - 1]!)) kept.pop();
  }
  return kept;
}

/** The title's parts that name the page: "Partners | Acme Consulting" gives ["Partners"] for acme.com. */
function pageTitleParts(title: string, domain: string | undefined): string[] {
  const parts = title
    .split(TITLE_SEPARATORS)
    .map((p) => p.trim())
    .filter(Boolean);
  const label = squash(domain?.replace(/^www\./, '').split('.')[0] ?? '');
  if (!label || parts.length < 2) return parts;
  const kept = parts.filter((p) => !squash(p).includes(label) && !label.includes(squash(p)));
  return kept.length > 0 ? kept : parts;
}

/**
 * What telling "the home page again" needs of the home page, without its text: a crawl keeps this for the seconds
 * its other pages take, not the document.
 */
export interface HomeSignature {
  url: string;
  /** the <title>'s text, cleaned; null without one */
  title: string | null;
  length: number;
  /** SHA-1 of the text */
  digest: string;
}

/** A signature is kept while the site's other pages are fetched: its title is a copy (detached), not a slice of the page. */
export function homeSignature(home: Page): HomeSignature {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(home.body)?.[1];
  return {
    url: home.url,
    title: title === undefined ? null : detached(clean(title)),
    length: home.body.length,
    digest: digestOf(home.body),
  };
}

function digestOf(text: string): string {
  return createHash('sha1').update(text).digest('base64');
}

/** The home page served again: redirected to "/" from elsewhere, or the same document as the home page. */
function isHomeAgain(doc: Doc, page: Page, url: URL, given: Page | HomeSignature | undefined): boolean {
  const first = page.redirects[0];
  if (first && (url.pathname === '/' || url.pathname === '') && new URL(first).pathname !== '/') return true;
  if (!given || given.url === page.url) return false;
  const home = 'body' in given ? homeSignature(given) : given;
  if (home.length === page.body.length && home.digest === digestOf(page.body)) return true;
  const sameTitle = home.title !== null && home.title === doc.title && doc.title !== '';
  const sizes = Math.abs(home.length - page.body.length) / Math.max(1, home.length);
  return sameTitle && sizes < 0.02;
}
