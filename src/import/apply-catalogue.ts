import type { CatalogueEntry } from '@keiretsu/detect';
import type { Queryable } from '../db/database.js';
import { technologiesByKey, vendorNamesByDomain } from '../db/repositories/import.repository.js';
import { applyBatch } from './apply-batch.js';
import type { ImportRecord } from './records.js';

/**
 * Adds a fingerprint set's technologies that the database lacks, with their vendors and categories, through the
 * import's set-based writes, so the catalogue endpoints show every technology the crawler can detect.
 *
 * Only missing tech_keys are written. A technology already here (imported by an operator, or from an earlier
 * set) keeps its record, and a known vendor keeps its name: an operator's import is the authority for what it
 * names, and moving a popular technology to another vendor would recompute the figures of every company that runs
 * it. An import of a technology record still changes one. Returns the number of technologies added.
 */
export async function applyCatalogue(tx: Queryable, entries: readonly CatalogueEntry[]): Promise<number> {
  const known = await technologiesByKey(
    tx,
    entries.map((e) => e.techKey),
  );
  const missing = entries.filter((e) => !known.has(e.techKey));
  if (missing.length === 0) return 0;
  const vendorNames = await vendorNamesByDomain(tx, [...new Set(missing.flatMap((e) => (e.vendor ? [e.vendor.domain] : [])))]);
  const records: ImportRecord[] = missing.map((e, i) => ({
    type: 'technology',
    line: i + 1,
    techKey: e.techKey,
    displayName: e.name,
    vendor: e.vendor ? { domain: e.vendor.domain, name: vendorNames.get(e.vendor.domain) ?? e.vendor.name } : null,
    categories: e.categories,
    active: true,
  }));
  const outcome = await applyBatch(tx, records);
  if (outcome.rejected.length > 0) throw new Error(`catalogue rejected: ${JSON.stringify(outcome.rejected.slice(0, 5))}`);
  return missing.length;
}
