import { site as h301 } from './h301-northlight-growth.js';
import { site as h302 } from './h302-alder-wren.js';
import { site as h303 } from './h303-kurrajong-university.js';
import { site as h304 } from './h304-tidyhood.js';
import { site as h305 } from './h305-maji-bora.js';
import { site as h306 } from './h306-lakbay-hotels.js';
import { site as h307 } from './h307-wektor-labs.js';
import { site as h308 } from './h308-skolni-kompas.js';
import { site as h309 } from './h309-feirinha.js';
import { site as h310 } from './h310-leesvuur.js';
import type { CorpusPage, CorpusSite } from '../corpus/types.js';

/**
 * A site written under its www host (www.acme.com), which a crawl of the domain never asks for: crawled from the
 * domain, whose home page redirects to the www host, as such sites answer. Its pages and labels are unchanged (the
 * fifth set's three such sites were moved the same way before their first measurement).
 */
function fromDomain(site: CorpusSite): CorpusSite {
  if (!site.domain.startsWith('www.')) return site;
  const www = `https://${site.domain}`;
  const absolute = (key: string) => (/^https?:\/\//.test(key) ? key : `${www}${key}`);
  const pages: Record<string, CorpusPage> = { '/': { status: 301, redirect: `${www}/` } };
  for (const [key, page] of Object.entries(site.pages)) pages[absolute(key)] = page;
  return { ...site, domain: site.domain.slice(4), pages, ...(site.sitemap ? { sitemap: site.sitemap.map(absolute) } : {}) };
}

/** Thirty-first held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h301, h302, h303, h304, h305, h306, h307, h308, h309, h310].map(fromDomain);
