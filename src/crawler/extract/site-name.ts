import type { Document } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { firstDescendant, firstElement, textContent } from './partners/dom.js';

/** The longest name kept: a company name, not a paragraph (the database's name column takes far more). */
const MAX_NAME = 200;

/**
 * A brand is a few words; a part of a title longer than this is a tagline or a page description, not a name.
 * (Most brand names are one to three words.)
 */
const MAX_BRAND_WORDS = 4;
const MAX_BRAND_CHARS = 60;

/** Title separators, always with spaces around (so "Coca-Cola" and "AT&T|" stay whole). */
const SEPARATORS = /\s+(?:\||-|–|—|·|•|::|»)\s+/;

/** Title parts that name a page, not a site. */
const GENERIC = new Set([
  'home',
  'homepage',
  'home page',
  'welcome',
  'start',
  'startseite',
  'accueil',
  'inicio',
  'official site',
  'official website',
]);

/**
 * The site's name, from its home page: `og:site_name` when set, else the brand in the `<title>` ("Acme | Home",
 * "Home - Acme", "Cloud software for teams — Acme" all give "Acme"), else null. With the domain, the title part
 * that spells the domain's name wins; without, the first part that is brand-sized. Whitespace collapsed, at most
 * 200 characters.
 */
export function extractSiteName(html: string | Document, domain?: string): string | null {
  const document = typeof html === 'string' ? parseDocument(html) : html;
  const meta = firstElement(
    document,
    (el) => el.name === 'meta' && (el.attribs.property === 'og:site_name' || el.attribs.name === 'og:site_name'),
  );
  const og = clean(meta?.attribs.content ?? '');
  if (og) return og;
  const titleElement = firstDescendant(document, 'title');
  const title = clean(titleElement ? textContent(titleElement) : '');
  return title ? brandFromTitle(title, domain) : null;
}

/** The brand part of a page title, or null when the title only names the page. */
export function brandFromTitle(title: string, domain?: string): string | null {
  const parts = title
    .split(SEPARATORS)
    .map((p) => p.trim())
    .filter((p) => p !== '' && !GENERIC.has(p.toLowerCase()));
  if (parts.length === 0) return null;
  const label = domain ? domainLabel(domain) : '';
  if (label) {
    const spelled = parts.filter((p) => squash(p) === label);
    const containing = parts.filter((p) => isBrandSized(p) && (squash(p).includes(label) || label.includes(squash(p))) && squash(p) !== '');
    const match = spelled[0] ?? containing.sort((a, b) => a.length - b.length)[0];
    if (match) return truncate(match);
  }
  if (parts.length === 1) return truncate(parts[0]!.replace(/^welcome to\s+/i, ''));
  // "Acme | Cloud software for teams" names the brand first; "Cloud software for teams | Acme" last.
  const brand = parts.find(isBrandSized) ?? parts[0]!;
  return truncate(brand);
}

function isBrandSized(part: string): boolean {
  return part.length <= MAX_BRAND_CHARS && part.split(/\s+/).length <= MAX_BRAND_WORDS;
}

/** The name in a domain: `acme` for www.acme.co.uk or acme.com (the label before the public suffix, roughly). */
function domainLabel(domain: string): string {
  const labels = domain
    .toLowerCase()
    .replace(/^www\./, '')
    .split('.');
  // Two-label suffixes like co.uk or com.au: the name is the label before them.
  const last = labels.length;
  const index = last >= 3 && labels[last - 2]!.length <= 3 && labels[last - 1]!.length === 2 ? last - 3 : last - 2;
  return squash(labels[Math.max(0, index)] ?? '');
}

/** Lowercase letters and digits only: "Acme, Inc." and "acme-inc" compare as "acmeinc" and "acmeinc". */
function squash(s: string): string {
  return s
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

function clean(s: string): string {
  return truncate(
    s
      .replace(/[\u200b-\u200d\ufeff]/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

function truncate(s: string): string {
  const chars = Array.from(s.trim());
  return chars.length <= MAX_NAME ? s.trim() : chars.slice(0, MAX_NAME).join('').trim();
}
