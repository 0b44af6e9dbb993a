/**
 * @keiretsu/detect: technology detection for the Wappalyzer fingerprint format, written from the format's
 * documentation. Pure functions over fetched pages: no database, no HTTP, no browser.
 *
 *   const set = loadInstalledFingerprints();          // once per process
 *   const found = detect(set, [{ url, headers, html }]);
 */
import { matchPage } from './match.js';
import { resolveDetections } from './resolve.js';
import type { Detection, FingerprintSet, PageInput } from './types.js';

export { catalogueOf, type CatalogueEntry } from './catalogue.js';
export { compileFingerprints } from './compile.js';
export { loadInstalledFingerprints, readInstalledFingerprints, installedFingerprintFiles } from './load.js';
export { scriptUrlsToFetch } from './script-urls.js';
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
  return resolveDetections(
    set,
    pages.map((page) => matchPage(set.index, page)),
  );
}
