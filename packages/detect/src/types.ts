/** The public shapes of @keiretsu/detect. */
import type { CompiledIndex } from './compile.js';

/** A fingerprint set as the JSON files hold it: technologies by name, categories by id. */
export interface RawFingerprints {
  technologies: Record<string, unknown>;
  categories: Record<string, unknown>;
}

export interface Category {
  id: number;
  name: string;
}

/** A technology implied by another, with the implication's own tags. */
export interface Implication {
  name: string;
  /** 0-100: the implied technology's confidence is at most this */
  confidence: number;
  version: string | null;
}

/**
 * One technology of a compiled set: what detection reports of it and its relations (its patterns live in the set's
 * index). Relations a technology lacks are one shared empty array: a crawl thread keeps 7,500 of these, and every
 * object in them is marked again by every full garbage collection. Descriptions and icons are the catalogue's
 * (catalogueOf), not detection's.
 */
export interface Technology {
  name: string;
  techKey: string;
  website: string | null;
  cpe: string | null;
  categories: readonly Category[];
  implies: readonly Implication[];
  excludes: readonly string[];
  /** detection only stands when one of these technologies is detected too */
  requires: readonly string[];
  /** detection only stands when a technology of one of these categories is detected too */
  requiresCategory: readonly number[];
  saas: boolean | null;
  oss: boolean | null;
}

/** A compiled fingerprint set: build it once (compileFingerprints), then detect with it as often as needed. */
export interface FingerprintSet {
  readonly technologies: readonly Technology[];
  readonly categories: ReadonlyMap<number, Category>;
  /** malformed entries and patterns that were skipped, patterns disabled as unsafe, name collisions */
  readonly warnings: readonly string[];
  readonly stats: FingerprintStats;
  /** @internal the matching structures; no stable shape */
  readonly index: CompiledIndex;
}

export interface FingerprintStats {
  technologies: number;
  /** patterns compiled, by kind (`dom` counts one per selector and check) */
  patterns: Record<string, number>;
  /** malformed patterns or entries skipped */
  skipped: number;
  /** patterns disabled because they could backtrack exponentially */
  disabled: number;
  /** patterns of kinds a static engine cannot evaluate (`js`, `xhr`, `probe`, `certIssuer`, dom `properties`) */
  unsupported: Record<string, number>;
  /** distinct literals in the pre-filter indexes */
  literals: number;
}

/** One fetched page of a site, as the crawler has it. */
export interface PageInput {
  url: string;
  status?: number;
  /** response headers; names in any case; `set-cookie` values joined by "\n" */
  headers: Record<string, string>;
  html: string;
  /** cookies by name; when absent they are read from the `set-cookie` header */
  cookies?: Record<string, string>;
  /** script files fetched on the page's behalf (see scriptUrlsToFetch) */
  scripts?: { url: string; content: string }[];
  /** style sheets' text (linked files the crawler fetched) */
  css?: string[];
  /** the site's robots.txt */
  robots?: string;
  /** the domain's DNS records, for the optional DNS lane */
  dns?: { mx?: string[]; txt?: string[]; ns?: string[] };
}

/**
 * Why a technology was detected (contracts section 8). Text and CSS found in the page are `html`; found in a
 * script file, `scripts`.
 */
export interface Evidence {
  source: 'headers' | 'cookies' | 'meta' | 'html' | 'script_src' | 'scripts' | 'dom' | 'url' | 'dns' | 'robots' | 'implied';
  /** the page (or script file, or robots.txt) where it was seen; null for DNS and implications */
  url: string | null;
  /** the matched text, at most 200 characters; for `implied`, the tech_key of the implying technology */
  matched: string;
}

export interface Detection {
  name: string;
  techKey: string;
  version: string | null;
  /** 1-100: the sum of the matched patterns' confidences, capped at 100 */
  confidence: number;
  categories: Category[];
  website: string | null;
  cpe: string | null;
  evidence: Evidence[];
}
