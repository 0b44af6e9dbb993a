import { normalizeDomain, registrableDomain } from '../../../lib/domain.js';
import type { Doc } from './document.js';
import { clean, textContent } from './dom.js';
import { ANY_PARTNER_COMPOUND, COLLABORATIONS, namesPartners, PARTNER_COMPOUND, words } from './wording.js';

/**
 * Path segments of pages that list partners, strongest first in spirit: a directory or marketplace index.
 * Matched on `words()` of one segment ("technology-partners" -> "technology partners").
 */
export const LISTING_SEGMENT = new RegExp(
  String.raw`^((our |find an? |technology |tech |channel |solutions? |services? |integration |agency |consulting |referral |strategic |certified |global )?(partners?|partnerships?|resellers?|agencies|experts|distributors|integrators|alliances?|dealers?|installers|retailers|stockists|brokers?)( (directory|finder|locator|list|listing|showcase|network|ecosystem|search))?|partnering|commercial support|distribution( partners| network)?|(support|service|solutions?) (providers|vendors)|(certified )?advis[oe]rs|find an? (expert|advis[oe]r)|(our |global |overseas |international )?agents? network|network of agents|agent (directory|finder|locator)|(unsere? |onze )?(${PARTNER_COMPOUND}|${ANY_PARTNER_COMPOUND})( (suche|finden|finder|search|zoeken))?|(internationale |weltweite )?vertretungen|aplicaciones|aplicativos|applicazioni|expertos|especialistas|esperti|experten|(authori[sz]ed )?service (centers|centres|points|partners)|agencias|ag[êe]ncias|agences|agenzie|agenturen|rete (di |delle )?(agenzie|agenze|partner|rivenditori)|(our )?(sales |overseas |international |worldwide |global |foreign )?representatives|(nossos |nuestros )?representantes( comerciais| comerciales| de vendas| de ventas| autorizados)?|repr[ée]sentants( commerciaux)?|rappresentanti( commerciali)?|handelsvertreter|puntos de venta|punti vendita|points de vente|pontos de venda|verkaufsstellen|verkooppunten|[åa]terf[öo]rs[äa]ljare|forhandlere|partnerzy|siec partnerska|dystrybutorzy|parceiros|(marcas |empresas )?parceiras|revendas|aliados|alianzas|(red de )?colaboradores|travel trade|anlasmali sirketler|is ortaklari|cozum ortaklari|bayiler|(find )?installat(ø|o|oe)r(er)?|grossister|integrations?|apps|app (directory|marketplace|store|gallery|center)|marketplace|(app )?marktplatz|ecosystem|connectors|${COLLABORATIONS}|(our )?members|member (directory|companies)|clenove|mitglieder|membres|leden|czlonkowie|medlemmer|add ons|addons|plugins|extensions|where to buy|partenaires|h[äa]ndler|revendeu(rs|ses)|(agences )?revendeuses|distributeurs|revendedores|distribuidores|rivenditori|distributori|socios|integraciones|integrazioni|integrationen|integraties|koppelingen)$`,
);
/** "Export" or "International" in a menu item or path segment, in the languages of the listings. */
const EXPORT =
  /(^| )(export|exports|international|worldwide|izvoz|eksport|exportaci[óo]n|exporta[cç][ãa]o|esportazione|ausfuhr|vienti|eksportas|eksports)( |$)/;
/**
 * A firm's or an agency's network ("Global network", "Talent network", "Red de producción", /network): the independent
 * firms it works with, worth a look when nothing better is there, as an export page is. Whole link texts and path
 * segments only: "Network security" is a product.
 */
export const NETWORK =
  /^((our|global|international|worldwide|partner) )*(\p{L}+ )?network$|^((nuestra|nossa|notre|la|il|unser|unsere|onze|v[åa]rt) )?(red|rede|rete|r[ée]seau|netzwerk|netwerk|n[äa]tverk|netv[æa]rk) ((de|di|du|des|d|do|da|dei|van) )?\p{L}+$|^\p{L}*netzwerk$/u;
/**
 * Where a maker or a brand names the growers, mills and suppliers it works with ("Sourcing", "Our suppliers"): worth
 * a look when nothing better is there, as an export page is.
 */
const SUPPLY =
  /(^| )(sourcing|our suppliers|suppliers|(our |la nostra )?(supply chain|filiera)|our producers|growers|lieferanten|fournisseurs|proveedores|fornitori|fornecedores|leveranciers|leverand[øo]rer|principals|p[äa][äa]miehet|huvudm[äa]n)( |$)/;
/**
 * A brand's "Stores" page ("Tiendas", "Lojas", "Negozi"): often where its stockists are, or only its own shops; worth a
 * look when nothing better is there, as an export page is. Whole link texts and path segments only.
 */
const STORES =
  /^(stores|our stores|tiendas|nuestras tiendas|lojas|nossas lojas|negozi|i nostri negozi|winkels|butiker|butikker|kaupat|sklepy|obchody)$/;

/**
 * An "About us" page, by its link's text or its path's last segment: smaller companies name a partner or two there,
 * each in a section of its own ("Our banking partner", "Onderzoekspartners"), and nowhere else. Matched on `words()`.
 */
const ABOUT = new RegExp(
  String.raw`^(about|about us|about company|who we are|our story|our company|company|(the |our )?(studio|practice|firm)|om oss|om os|over ons|über uns|uber uns|ueber uns|à propos|a propos|qui sommes nous|quiénes somos|quienes somos|sobre nosotros|nosotros|chi siamo|azienda|l azienda|sobre nós|sobre nos|quem somos|a empresa|o nas|o nás|o firmie|o společnosti|o spolecnosti|hakkımızda|hakkimizda|tentang kami|despre noi|rólunk|rolunk|meistä|meista|om företaget|会社概要|会社案内|企業情報|关于我们|關於我們|회사소개|회사 소개)$`,
);
/** Pages about a partner program rather than a list of partners: still worth a look, after the lists. */
const PROGRAM = /\b(become|join|apply|program|programme|portal|login|log in|sign in|register|benefits|tiers?|resources)\b/;
/** Pages that mention partners without listing them. */
const NOT_A_LISTING = /^(blog|blogs|news|newsroom|press|events?|webinars?|careers?|jobs|docs|documentation|help|support|legal|privacy|terms|customers|case studies|stories|articles?|posts?|insights)$/; // prettier-ignore
/**
 * A Shopify blog whose handle names a listing (/blogs/experts, /blogs/stockists/…): a store's partner directory kept
 * as blog posts, one per partner, not the store's news. Path segments as `segmentWords` gives them.
 */
export function isListingBlog(segments: readonly string[]): boolean {
  return segments[0] === 'blogs' && segments.length >= 2 && LISTING_SEGMENT.test(segments[1]!);
}

/** Subdomains that serve a partner directory or marketplace (partners.acme.com, apps.acme.com). */
export const LISTING_HOST =
  /^(partners?|apps|marketplace|integrations|ecosystem|resellers?|parteneri|partenaires|parceiros|partnerzy|partneri|socios|haendler|integraciones|integracje)$/;

/** Where partner pages usually are, tried when the home page and the sitemap name none. */
export const FALLBACK_PATHS = ['/partners', '/integrations', '/marketplace', '/ecosystem', '/resellers'];

/** Candidates returned at most: the crawl fetches the first few (site.ts maxPages), these leave it a choice. */
const MAX_CANDIDATES = 10;

/**
 * Partner pages worth fetching, best first: same-site links of the home page (navigation, body, footer) and sitemap
 * URLs whose path or link text names partners, integrations, a marketplace, an ecosystem or resellers; index pages
 * before detail pages, listings before program pages. When nothing strong is found, the common paths
 * (FALLBACK_PATHS), which may turn out soft 404s: partnerPageKind tells.
 *
 * In two steps: the home page's links are read now, and the sitemap's URLs, fetched a second or more later, are
 * added by the function returned. It keeps the links that score, not the page: a crawl holding hundreds of home
 * pages across their sitemap requests held their texts (180 KB each on the crawl benchmark) long enough for them to
 * reach the old generation.
 */
export function candidateChooser(doc: Doc, homeUrl: string): (sitemapUrls: readonly string[]) => string[] {
  let home: URL;
  try {
    home = new URL(homeUrl);
  } catch {
    return () => [];
  }
  const site = registrableDomain(normalizeDomain(home.hostname) ?? '') ?? home.hostname;
  const fromLinks: Scored = new Map();
  let about: string | undefined;
  for (const a of doc.elements('a')) {
    const href = a.attribs.href;
    if (href === undefined || href.startsWith('#') || /^(mailto|tel|javascript|sms):/i.test(href.trim())) continue;
    // the link's text, and its title when it says more ("Za trgovce" titled "B2B i izvoz")
    const text = clean(textContent(a)).slice(0, 100);
    const title = clean(a.attribs.title ?? '').slice(0, 100);
    const url = sameSite(href, home, site);
    if (!url) continue;
    offerUrl(fromLinks, url, title && title !== text ? `${text} ${title}`.trim() : text);
    about ??= aboutPage(url, text);
  }
  return (sitemapUrls) => chooseCandidates(fromLinks, home, site, sitemapUrls, about);
}

/** Candidate URLs with their scores and the order they were first offered in. */
type Scored = Map<string, { score: number; order: number }>;

/** Scores a same-site URL and keeps its best score (and its first place), when it scores at all. */
function offer(scored: Scored, home: URL, site: string, href: string, text: string): void {
  const url = sameSite(href, home, site);
  if (url) offerUrl(scored, url, text);
}

/** offer, for a URL sameSite has already given. */
function offerUrl(scored: Scored, url: URL, text: string): void {
  const score = scoreOf(url, text);
  const known = scored.get(url.href);
  if (score > 0 && (!known || known.score < score)) scored.set(url.href, { score, order: known?.order ?? scored.size });
}

/** The sitemap's URLs offered after the home page's links, then the ranking (candidateChooser). */
function chooseCandidates(fromLinks: Scored, home: URL, site: string, sitemapUrls: readonly string[], about: string | undefined): string[] {
  // Each choice starts from the links' scores, so that a chooser asked twice gives the same answer.
  const scored: Scored = new Map(fromLinks);
  for (const url of sitemapUrls) offer(scored, home, site, url, '');
  // A sitemap that lists /integrations/slack, /integrations/zoom… but not /integrations: the index is worth a try.
  const parents = new Map<string, number>();
  for (const url of sitemapUrls) {
    const parent = sameSite(url, home, site);
    if (!parent) continue;
    const segments = parent.pathname.split('/').filter(Boolean);
    if (segments.length < 2 || !LISTING_SEGMENT.test(segmentWords(segments[0]!))) continue;
    const index = `${parent.origin}/${segments[0]}`;
    parents.set(index, (parents.get(index) ?? 0) + 1);
  }
  for (const [index, children] of parents) if (children >= 2 && !scored.has(index)) offer(scored, home, site, index, '');

  const ranked = [...scored.entries()].sort((a, b) => b[1].score - a[1].score || a[1].order - b[1].order);
  const chosen = ranked.map(([href]) => href);
  // The about page after the listings, before the guessed paths: a page the site links beats one it may not have.
  if (about !== undefined && !chosen.includes(about)) chosen.push(about);
  if (!ranked.some(([, s]) => s.score >= 8)) {
    for (const path of FALLBACK_PATHS) {
      const href = new URL(path, home.origin).href;
      if (!chosen.includes(href)) chosen.push(href);
    }
  }
  return chosen.slice(0, MAX_CANDIDATES);
}

/** The URL of a home page's link (as sameSite gives it) to its "About us" page (ABOUT), one or two levels deep; else undefined. */
function aboutPage(url: URL, text: string): string | undefined {
  if (url.search !== '') return undefined;
  const segments = url.pathname.split('/').filter(Boolean);
  if (segments.length === 0 || segments.length > 2) return undefined;
  return ABOUT.test(words(text)) || ABOUT.test(segmentWords(segments[segments.length - 1]!)) ? url.href : undefined;
}

/** Sub-pages offered at most: a hub links a handful of listings (technology partners, resellers, agencies). */
const MAX_SUBPAGES = 5;

/**
 * Other partner listings a partner page links to (a hub at /partners linking /partners/technology and "Find a
 * reseller"): same-site links whose text or last path segment names a listing, never program pages (apply,
 * become, log in) and never the entries of the listing itself (/integrations/slack is named "Slack").
 */
export function subpagesOf(doc: Doc, pageUrl: string): string[] {
  let here: URL;
  try {
    here = new URL(pageUrl);
  } catch {
    return [];
  }
  const site = registrableDomain(normalizeDomain(here.hostname) ?? '') ?? here.hostname;
  const found: string[] = [];
  for (const a of doc.elements('a')) {
    if (a.attribs.href === undefined) continue;
    const url = sameSite(a.attribs.href, here, site);
    if (!url || url.pathname === here.pathname || found.includes(url.href)) continue;
    const segments = url.pathname.split('/').filter(Boolean).map(segmentWords);
    const last = segments[segments.length - 1] ?? '';
    if (segments.some((s) => NOT_A_LISTING.test(s) || PROGRAM.test(s))) continue;
    const text = words(clean(textContent(a)).slice(0, 100));
    if (PROGRAM.test(text)) continue;
    if (namesPartners(text) || LISTING_SEGMENT.test(last)) found.push(url.href);
  }
  return found.slice(0, MAX_SUBPAGES);
}

/**
 * Query parameters that track a click or carry a CMS's language choice (HubSpot's hsLang), not the page asked for:
 * dropped, so that /partners?hsLang=en and /partners are one page to fetch.
 */
const TRACKING_PARAM = /^(utm_\w+|hsLang|_hsenc|_hsmi|hsCtaTracking|gclid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl)$/;

/**
 * A link to the www. twin of the page's host (www.acme.gr from acme.gr, or the reverse) asked of the page's own host:
 * the host that served the page serves the site, and one host means one robots.txt and one politeness queue. Sites
 * whose canonical links name the other host while both answer are common (WordPress behind a misconfigured redirect).
 */
export function onPageHost(url: URL, page: URL): URL {
  if (url.hostname !== page.hostname && (url.hostname === `www.${page.hostname}` || page.hostname === `www.${url.hostname}`)) {
    url.hostname = page.hostname;
    url.protocol = page.protocol;
    url.port = page.port;
  }
  return url;
}

function sameSite(href: string, home: URL, site: string): URL | null {
  let url: URL;
  try {
    url = new URL(href, home);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  onPageHost(url, home);
  const host = normalizeDomain(url.hostname);
  if (!host || registrableDomain(host) !== site) return null;
  url.hash = '';
  for (const key of [...url.searchParams.keys()]) if (TRACKING_PARAM.test(key)) url.searchParams.delete(key);
  if (url.pathname === '/' && url.search === '' && host === normalizeDomain(home.hostname)) return null;
  return url;
}

/**
 * How likely a URL leads to a partner listing: a listing segment (10, less 2 per level below it), a listing
 * subdomain (8), partner wording in the link text (4) or elsewhere in the path (3); program pages lose 5, and
 * pages under a blog, docs or careers section are out.
 */
function scoreOf(url: URL, text: string): number {
  const segments = url.pathname.split('/').filter(Boolean).map(segmentWords);
  if (segments.some((s) => NOT_A_LISTING.test(s)) && !isListingBlog(segments)) return 0;
  let score = 0;
  const at = segments.findIndex((s) => LISTING_SEGMENT.test(s));
  if (at >= 0) score += 10 - 2 * (segments.length - 1 - at) - (at > 1 ? 1 : 0);
  else if (segments.some((s) => namesPartners(s))) score += 3;
  const sub = url.hostname.split('.')[0] ?? '';
  if (LISTING_HOST.test(sub)) score += 8 - 2 * segments.length;
  const label = words(text);
  if (label && namesPartners(label)) score += 4;
  // A maker's export page usually lists its distributors abroad: worth a look when nothing better is there.
  if (score === 0 && (EXPORT.test(label) || segments.some((s) => EXPORT.test(s)))) score = 2;
  if (score === 0 && (SUPPLY.test(label) || segments.some((s) => SUPPLY.test(s)))) score = 2;
  if (score === 0 && (NETWORK.test(label) || segments.some((s) => NETWORK.test(s)))) score = 2;
  if (score === 0 && (STORES.test(label) || segments.some((s) => STORES.test(s)))) score = 2;
  if (score > 0 && (PROGRAM.test(label) || segments.some((s) => PROGRAM.test(s)))) score -= 5;
  return Math.max(0, score);
}

/** A path segment as words, without a file extension or an id prefix: "7-technology-partners.html" -> "technology partners". */
export function segmentWords(segment: string): string {
  return words(
    safeDecode(segment)
      .replace(/\.(html?|php\d?|aspx?|jsp|cfm)$/i, '')
      .replace(/^\d+[-_]/, ''),
  );
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
