/**
 * The catalogue of a fingerprint set: each technology's tech_key, name, categories and vendor, read without
 * compiling a pattern. A service that only lists technologies (a technology catalogue kept in a database) needs
 * this and not the matching structures, which cost tens of megabytes and half a second to build.
 */
import { readCategories, readTechnology, type Warn } from './technology.js';
import type { RawFingerprints } from './types.js';
import { vendorOf, type Vendor } from './vendor.js';

export interface CatalogueEntry {
  techKey: string;
  name: string;
  /** category names, in the set's order */
  categories: string[];
  vendor: Vendor | null;
  website: string | null;
}

/**
 * The set's technologies (and the supplement's, where the set lacks them), one per tech_key: when two names share
 * a key (a set may spell one product twice), the first wins, as detection merges them under it.
 */
export function catalogueOf(raw: RawFingerprints, options: { supplement?: Record<string, unknown> } = {}): CatalogueEntry[] {
  const warn: Warn = () => {}; // compileFingerprints reports the same faults; a catalogue only skips them
  const categories = readCategories(raw.categories ?? {}, warn);
  const categoryIds = new Map([...categories.values()].map((c) => [c.name.toLowerCase(), c.id]));
  const entries = Object.entries(raw.technologies ?? {});
  for (const [name, value] of Object.entries(options.supplement ?? {}))
    if (!Object.hasOwn(raw.technologies ?? {}, name)) entries.push([name, value]);
  const byKey = new Map<string, CatalogueEntry>();
  for (const [name, value] of entries) {
    if (!name.trim() || !value || typeof value !== 'object' || Array.isArray(value)) continue;
    const tech = readTechnology(name, value as Record<string, unknown>, categories, categoryIds, warn);
    if (byKey.has(tech.techKey)) continue;
    byKey.set(tech.techKey, {
      techKey: tech.techKey,
      name: tech.name,
      categories: tech.categories.map((c) => c.name),
      vendor: vendorOf(tech),
      website: tech.website,
    });
  }
  return [...byKey.values()];
}
