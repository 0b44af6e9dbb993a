import type { EvidenceRow } from '../db/repositories/technology.repository.js';

/**
 * The order of the technology and vendor company pages: most recent evidence first, then name, then id.
 *
 * The database hands us evidence rows in index order, (last seen desc, company id), which needs no table but the
 * index: detections for a technology, vendor_usage for a vendor (one row per company, its latest evidence). Were
 * a company to appear several times, its first row would be its most recent evidence, so keeping first rows only
 * is exactly ordering by max(last_seen). Names matter only between companies whose evidence has the same timestamp
 * (a tie group); we read the names of those companies alone, instead of joining every row to companies, which at
 * 10,000 rows a page is most of the cost.
 */

/** Ids sorted by company name, then id. */
export type OrderByName = (ids: readonly number[]) => Promise<number[]>;

/**
 * The company ids at positions [offset, offset + limit) of the page order, from rows in (seen desc, id) order that
 * hold those positions' tie groups whole (technology.repository.ts, companyPageSpan).
 */
export async function pageWindow(rows: readonly EvidenceRow[], offset: number, limit: number, orderByName: OrderByName): Promise<number[]> {
  const { groups, start } = collectGroups(rows, offset, offset + limit);
  const tied = groups.filter((g) => g.length > 1).flat();
  if (tied.length > 0) {
    const rank = new Map((await orderByName(tied)).map((id, i) => [id, i]));
    for (const g of groups) if (g.length > 1) g.sort((a, b) => rank.get(a)! - rank.get(b)!);
  }
  return groups.flat().slice(offset - start, offset - start + limit);
}

/**
 * The tie groups (companies with the same latest evidence, in id order) that overlap [offset, end), whole, and the
 * position of the first one. Reading stops at the first group that starts at or after `end`.
 */
function collectGroups(rows: readonly EvidenceRow[], offset: number, end: number): { groups: number[][]; start: number } {
  const seen = new Set<number>();
  const groups: number[][] = [];
  let start = -1;
  let position = 0; // distinct companies in the groups closed so far
  let group: number[] = [];
  let groupSeen = Number.NaN;
  const close = (): void => {
    if (group.length === 0) return;
    if (position + group.length > offset && position < end) {
      if (start < 0) start = position;
      groups.push(group);
    }
    position += group.length;
    group = [];
  };
  for (const row of rows) {
    if (seen.has(row.id)) continue; // an older row of a company already placed
    if (row.seen !== groupSeen) {
      close();
      if (position >= end) break;
      groupSeen = row.seen;
    }
    seen.add(row.id);
    group.push(row.id);
  }
  close();
  return { groups, start: Math.max(start, 0) };
}
