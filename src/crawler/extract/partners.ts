import { detached } from '../../lib/text.js';
import type { Page } from '../types.js';
import { parsedPage, releaseParsed } from './parsed.js';
import { candidateChooser, subpagesOf } from './partners/candidates.js';
import { Doc } from './partners/document.js';
import { clean } from './partners/dom.js';
import { partnersFromData } from './partners/embedded.js';
import { entryPagesOf, entryPartnerOf, unlinkedEntriesOf } from './partners/entries.js';
import { siteDomains, type SiteDomains } from './partners/hosts.js';
import { type Found, partnersFromMarkup } from './partners/listing.js';
import { homeSignature, pageKindOf, type HomeSignature, type PageKindOptions, type PartnerPageKind } from './partners/page-kind.js';
import { nextPagesOf } from './partners/pagination.js';
import type { PartnerType } from './partners/wording.js';

export type { HomeSignature, PartnerPageKind, PageKindOptions, PartnerType };
export { homeSignature };
export { FALLBACK_PATHS } from './partners/candidates.js';

/** One partner a page lists: the shape of SiteObservation.partnerships (import/apply-observation.ts). */
export interface ExtractedPartner {
  /** registrable domain (tldts): partners.acme.co.uk lists as acme.co.uk */
  partnerDomain: string;
  partnerName: string | null;
  type: PartnerType;
  /** the page it was listed on: the attribution */
  url: string;
  /** the page's heading or title ("Technology partners"), for the attribution */
  label: string;
}

/** The site a page belongs to: its domain and any other domains it owns (never listed as its own partners). */
export interface PartnerSite {
  domain: string;
  otherDomains?: string[];
  /** the home page or its signature, to tell a page that is the home page served again (a catch-all route) */
  home?: Page | HomeSignature;
}

/** A label is a heading, not a paragraph. */
const MAX_LABEL = 200;

/**
 * The partners a page lists, one per registrable domain, in page order. Nothing from a soft 404 or a customers or
 * case-study page; on a partner page, the entries of its listings (links, written-out domains, logo-service images,
 * JSON-LD and embedded JSON records) outside the site's chrome and outside sections about customers, press,
 * investors or jobs; on any other page, only sections headed as partner listings. Never a social network, CDN,
 * app store, job board, URL shortener or one of the site's own domains. Pure: no I/O.
 */
export function extractPartners(page: Page, site: PartnerSite): ExtractedPartner[] {
  const doc = docOf(page);
  return partnersOn(doc, page, domainsOf(site, page), pageKindOf(doc, page, { home: site.home, domain: site.domain }));
}

/** Everything the partner crawl takes from one page, read in one go (readPartnerPage). */
export interface PartnerPageReading {
  kind: PartnerPageKind;
  /** extractPartners(page) */
  partners: ExtractedPartner[];
  /** for a partner listing, its further pages and the listings it links to (nextPartnerPages, partnerSubpages); else none */
  listings: string[];
  /**
   * for a partner listing, its detail pages (/marketplace/stripe) to be read with readEntryPage: all of them when it
   * gave no partner, else those of its tiles that link out nowhere; for other pages none
   */
  entries: string[];
}

/**
 * What the crawl needs of a fetched page, read at once so that the page's tree can go: its kind, its partners and,
 * for a listing, the pages to follow. The tree is released before returning: a crawler holding hundreds of sites
 * keeps their findings, not their documents (the crawl benchmark's garbage collection, docs/benchmarks-notes.md).
 */
export function readPartnerPage(page: Page, site: PartnerSite): PartnerPageReading {
  try {
    const doc = docOf(page);
    const kind = pageKindOf(doc, page, { home: site.home, domain: site.domain });
    const domains = domainsOf(site, page);
    let partners = partnersOn(doc, page, domains, kind);
    const listings = kind.kind === 'partners' ? [...nextPagesOf(doc, page.url, 5), ...subpagesOf(doc, page.url)] : [];
    const entries =
      kind.kind !== 'partners'
        ? []
        : partners.length === 0
          ? entryPagesOf(doc, page.url, listings)
          : unlinkedEntriesOf(doc, page.url, listings, domains);
    // A listing's detail page reached another way (the sitemap, a link of the home page): /integrations/woocommerce
    // lists nothing, and is about one partner.
    if (kind.kind === 'partners' && partners.length === 0 && entries.length === 0 && isDetailPath(page.url)) {
      partners = entryPartnersOn(doc, page, domains, kind.type);
    }
    // Names and labels are the page's text: copied, so that the reading does not keep the page (detached).
    const kept = partners.map((p) => ({
      ...p,
      partnerName: p.partnerName === null ? null : detached(p.partnerName),
      label: detached(p.label),
    }));
    return { kind, partners: kept, listings, entries };
  } finally {
    releasePage(page);
  }
}

/**
 * A listing's detail page (PartnerPageReading.entries): at most the one partner it is about, linked out from it
 * (entryPartnerOf), with the listing's type. Nothing from a soft 404 or a customers page. Releases the page's tree.
 */
export function readEntryPage(page: Page, site: PartnerSite, type: PartnerType): PartnerPageReading {
  try {
    const doc = docOf(page);
    const kind = pageKindOf(doc, page, { home: site.home, domain: site.domain });
    const partners = kind.kind === 'customers' || kind.kind === 'soft_404' ? [] : entryPartnersOn(doc, page, domainsOf(site, page), type);
    return { kind, partners, listings: [], entries: [] };
  } finally {
    releasePage(page);
  }
}

/** The partner a detail page is about (entryPartnerOf), as the page's one partner, its texts detached. */
function entryPartnersOn(doc: Doc, page: Page, domains: SiteDomains, type: PartnerType): ExtractedPartner[] {
  const base = baseOf(doc, page.url);
  const entry = base && entryPartnerOf(doc, domains, base);
  return entry
    ? [
        {
          partnerDomain: entry.domain,
          partnerName: entry.name === null ? null : detached(entry.name),
          type,
          url: page.url,
          label: detached(labelOf(doc, page)),
        },
      ]
    : [];
}

/** A page below a section (/integrations/woocommerce), not a section's index (/integrations). */
function isDetailPath(url: string): boolean {
  return new URL(url).pathname.split('/').filter(Boolean).length >= 2;
}

/** Forgets a page's parsed tree and the extraction's view of it (the next read parses again). */
export function releasePage(page: Page): void {
  docs.delete(page);
  releaseParsed(page);
}

/** The site's own domains as seen from one of its pages (its host counts as the site's). */
function domainsOf(site: PartnerSite, page: Page): SiteDomains {
  return siteDomains(site.domain, site.otherDomains ?? [], page.url);
}

function partnersOn(doc: Doc, page: Page, domains: SiteDomains, kind: PartnerPageKind): ExtractedPartner[] {
  if (kind.kind === 'customers' || kind.kind === 'soft_404') return [];
  const base = baseOf(doc, page.url);
  if (!base) return [];
  const scope = kind.kind === 'partners' ? { partnerPage: true, type: kind.type } : { partnerPage: false, type: 'generic' as const };
  const { found, vetoed } = partnersFromMarkup(doc, domains, base, scope);
  const listed = new Set(found.map((p) => p.domain));
  const fromData = partnersFromData(doc, domains, base, scope, listed).filter((p) => !vetoed.has(p.domain));
  const label = labelOf(doc, page);
  return merge([...found, ...fromData]).map((p) => ({ partnerDomain: p.domain, partnerName: p.name, type: p.type, url: page.url, label }));
}

/** What a page is for the partner extraction: a partner page (and its type), a customers page, a soft 404, or other. */
export function partnerPageKind(page: Page, options: PageKindOptions = {}): PartnerPageKind {
  return pageKindOf(docOf(page), page, options);
}

/** Further pages of a paginated partner listing (rel="next", ?page=N of the same listing), at most `max`, in order. */
export function nextPartnerPages(page: Page, max = 5): string[] {
  return nextPagesOf(docOf(page), page.url, max);
}

/**
 * Other partner listings a partner page links to (a hub's "Technology partners" and "Find a reseller"), at most 5:
 * worth fetching like the listing's further pages, within the same budget.
 */
export function partnerSubpages(page: Page): string[] {
  return subpagesOf(docOf(page), page.url);
}

/**
 * Pages to fetch for partners, best first (the crawl takes the first few): same-site links of the home page and
 * sitemap URLs that name partner listings, then, when none is convincing, the common paths (/partners,
 * /integrations, /marketplace, /ecosystem, /resellers).
 */
export function partnerPageCandidates(home: Page, sitemapUrls: readonly string[]): string[] {
  return partnerPageChooser(home)(sitemapUrls);
}

/**
 * partnerPageCandidates in two steps, a DiscoverPages for site.ts: the home page's links are read now, the sitemap's
 * URLs (fetched after it) by the function returned, which keeps the scoring links, not the page.
 */
export function partnerPageChooser(home: Page): (sitemapUrls: readonly string[]) => string[] {
  return candidateChooser(docOf(home), home.url);
}

/**
 * One entry per domain, in first-seen order: the first name found, and a stated type over the generic one (a
 * partner first seen in an untyped strip and then under "Technology partners" is a technology partner).
 */
export function mergePartners<T extends { partnerDomain: string; partnerName: string | null; type: PartnerType }>(partners: T[]): T[] {
  const byDomain = new Map<string, T>();
  for (const p of partners) {
    const known = byDomain.get(p.partnerDomain);
    if (!known) byDomain.set(p.partnerDomain, { ...p });
    else {
      if (known.partnerName === null && p.partnerName !== null) known.partnerName = p.partnerName;
      if (known.type === 'generic' && p.type !== 'generic') known.type = p.type;
    }
  }
  return [...byDomain.values()];
}

/** The extraction's view of a page (its lookups remembered per element), built once per page. */
const docs = new WeakMap<Page, Doc>();
function docOf(page: Page): Doc {
  let doc = docs.get(page);
  if (!doc) docs.set(page, (doc = new Doc(parsedPage(page))));
  return doc;
}

function merge(found: Found[]): Found[] {
  return mergePartners(found.map((f) => ({ partnerDomain: f.domain, partnerName: f.name, type: f.type }))).map((p) => ({
    domain: p.partnerDomain,
    name: p.partnerName,
    type: p.type,
  }));
}

/** Where relative links resolve: the page's <base href> when it sets a valid one, as a browser does, else its URL. */
function baseOf(doc: Doc, pageUrl: string): URL | null {
  for (const candidate of [doc.elements('base').find((b) => b.attribs.href !== undefined)?.attribs.href, pageUrl]) {
    if (candidate === undefined) continue;
    try {
      return new URL(candidate, pageUrl);
    } catch {
      // an unusable base falls back to the page's own URL
    }
  }
  return null;
}

function labelOf(doc: Doc, page: Page): string {
  const label = (doc.firstH1 ? doc.text(doc.firstH1) : '') || doc.title || new URL(page.url).pathname;
  return clean(label).slice(0, MAX_LABEL);
}
