import { load } from 'cheerio/slim';
import type { Page } from '../types.js';

/**
 * Words in a link's path or text that mark a page listing a company's partners, integrations or resellers: the
 * pages the partner extraction reads. Paths are matched whole-segment-ish (`/partners`, `/integrations/all`),
 * link texts as words, so "departure" is not a partner page.
 */
const PARTNER_PAGE =
  /(^|[^a-z])(partners?|partnerships?|integrations?|marketplace|ecosystem|resellers?|app-?store|apps|alliances?)([^a-z]|$)/i;

/**
 * Pages worth fetching after the home page: same-page links from its navigation, body and footer whose path or
 * text names partners, integrations, a marketplace, an ecosystem or resellers, then sitemap URLs whose path does,
 * in that order, without duplicates. site.ts keeps the same-site ones and bounds their number.
 */
export function discoverPartnerPages(home: Page, sitemapUrls: readonly string[]): string[] {
  const $ = load(home.body);
  const found: string[] = [];
  $('a[href]').each((_, a) => {
    const href = $(a).attr('href') ?? '';
    if (href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) return;
    let path: string;
    try {
      path = new URL(href, home.url).pathname;
    } catch {
      return;
    }
    if (PARTNER_PAGE.test(path) || PARTNER_PAGE.test($(a).text().trim().slice(0, 100))) found.push(href);
  });
  for (const url of sitemapUrls) {
    try {
      if (PARTNER_PAGE.test(new URL(url).pathname)) found.push(url);
    } catch {
      // a malformed sitemap entry is skipped
    }
  }
  return [...new Set(found)];
}
