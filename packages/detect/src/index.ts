/**
 * @keiretsu/detect: technology detection for the Wappalyzer fingerprint format, written from the format's
 * documentation. Pure functions over fetched pages: no database, no HTTP, no browser.
 *
 *   const set = loadInstalledFingerprints();          // once per process
 *   const found = detect(set, [{ url, headers, html }]);
 */
import { scanStructure } from './html-scan.js';
import { capHtml, matchPage, type Hit } from './match.js';
import { scriptCandidates, type ScriptCandidate } from './script-urls.js';
import { resolveDetections } from './resolve.js';
import type { Detection, FingerprintSet, PageInput } from './types.js';

export { catalogueOf, type CatalogueEntry } from './catalogue.js';
export { compileFingerprints } from './compile.js';
export { loadInstalledFingerprints, readInstalledFingerprints, installedFingerprintFiles } from './load.js';
export { chooseScriptUrls, scriptCandidates, scriptUrlsToFetch, type ScriptCandidate } from './script-urls.js';
export type { Hit } from './match.js';
export { SUPPLEMENT } from './supplement.js';
export { techKeyOf } from './tech-key.js';
export { vendorOf, type Vendor } from './vendor.js';
export type {
  Category,
  Detection,
  Evidence,
  FingerprintSet,
  FingerprintStats,
  Implication,
  PageInput,
  RawFingerprints,
  Technology,
} from './types.js';

/**
 * Detects the technologies of one site from some of its pages. Results are merged per technology: each
 * pattern counts once towards confidence however many pages it matched, evidence comes from every page.
 */
export function detect(set: FingerprintSet, pages: PageInput[]): Detection[] {
  return detectFromHits(
    set,
    pages.map((page) => matchPageOf(set, page)),
  );
}

/**
 * The pattern hits of one page: for callers that read a site's pages as they arrive and keep only the hits, not
 * the pages (a crawler holding hundreds of sites at once). `detectFromHits` over every page's hits, in page
 * order, is `detect` over the pages.
 */
export function matchPageOf(set: FingerprintSet, page: PageInput): Hit[] {
  return matchPage(set.index, page);
}

/**
 * matchPageOf and scriptCandidates of one page together, from one scan of its markup (each alone scans it: a
 * tenth of a crawl's detection on 174 KB pages).
 */
export function readPageOf(set: FingerprintSet, page: PageInput): { hits: Hit[]; scripts: ScriptCandidate[] } {
  const structure = scanStructure(capHtml(page.html));
  return { hits: matchPage(set.index, page, structure), scripts: scriptCandidates(set, page, structure) };
}

/** Detections from the hits of a site's pages (matchPageOf), in page order. */
export function detectFromHits(set: FingerprintSet, pages: Hit[][]): Detection[] {
  return resolveDetections(set, pages);
}
