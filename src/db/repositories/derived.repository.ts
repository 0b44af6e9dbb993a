import type { Database, Queryable } from '../database.js';
import { setLocalWorkMem } from './maintenance.repository.js';

/**
 * Derived figures: a company's partnership_count, tech_count, vendor_count and tech_stack_size, and each
 * technology's and vendor's popularity (company_count). Stored, because every read path sorts or filters
 * on them; the per-company figures are recomputed for exactly what a write touched: in the writer's transaction
 * for a crawl's apply (stacks after detections, partnership counts after partnerships), once per import minute
 * for an import's batches, which only mark them (markCompaniesStale, recountPendingCompanies).
 *
 * - partnership_count: distinct partner companies, both directions together.
 * - tech_count: distinct technologies detected.
 * - vendor_count: distinct vendors of the whole stack (technologies' vendors and vendor-only relationships).
 * - tech_stack_size: tech_count plus each vendor seen only without a technology, counted once.
 * - vendor_usage rows (migration 0010): the latest evidence of each of its vendors, for the vendor pages' order.
 */
export async function recomputeStacks(db: Queryable, companyIds: readonly number[]): Promise<void> {
  if (companyIds.length === 0) return;
  await db.query(
    `WITH ${FIGURES(false)}
     UPDATE companies c
        SET tech_count = f.tech_count, vendor_count = f.vendor_count, tech_stack_size = f.tech_count + f.vendor_only,
            updated_at = now()
       FROM f
      WHERE c.id = f.id`,
    [companyIds],
  );
  await refreshVendorUsage(db, companyIds);
}

/**
 * Common table expressions ending in `f`: the stack figures (tech_count, vendor_count, vendor_only) of each company of
 * the int[] $1, and its partnership_count (`partners`: its partner_links rows, one per partner whatever the direction)
 * when asked. Set-based: the companies' detections and vendor-only relationships are read once, by the companies'
 * keys, and counted by company. As one correlated subquery per figure, the UPDATE that compares the figures before
 * writing them ran each subquery twice (once in the comparison, once for the value), and every company's three
 * index reads apart: the figures of 17,257 companies read in 690 ms against 333 ms set-based on PGlite, 817 against
 * 563 ms for 34,620 on PostgreSQL (docs/benchmarks.md, "Import: figures counted once"). A detection's vendor is read
 * by the technology's key: as a join, a table never analyzed (a fresh database being imported into, or PGlite, which
 * has no autovacuum) was planned from the technologies side, every technology probed in the companies' detections.
 */
const FIGURES = (partners: boolean) => `
  ids AS (SELECT DISTINCT unnest($1::int[]) AS id),
  det AS MATERIALIZED (SELECT d.company_id, (SELECT t.vendor_id FROM technologies t WHERE t.id = d.technology_id) AS vendor_id
                         FROM detections d WHERE d.company_id = ANY($1::int[])),
  vd AS MATERIALIZED (SELECT company_id, vendor_id FROM vendor_detections WHERE company_id = ANY($1::int[])),
  f AS MATERIALIZED (
    SELECT i.id, coalesce(tc.n, 0) AS tech_count, coalesce(vc.n, 0) AS vendor_count, coalesce(vo.n, 0) AS vendor_only
           ${partners ? ', coalesce(pc.n, 0) AS partners' : ''}
      FROM ids i
      LEFT JOIN (SELECT company_id, count(*) AS n FROM det GROUP BY company_id) tc ON tc.company_id = i.id
      LEFT JOIN (SELECT company_id, count(DISTINCT vendor_id) AS n
                   FROM (SELECT company_id, vendor_id FROM det UNION ALL SELECT company_id, vendor_id FROM vd) v
                  GROUP BY company_id) vc ON vc.company_id = i.id
      LEFT JOIN (SELECT company_id, count(*) AS n FROM vd
                  WHERE NOT EXISTS (SELECT 1 FROM det WHERE det.company_id = vd.company_id AND det.vendor_id = vd.vendor_id)
                  GROUP BY company_id) vo ON vo.company_id = i.id
      ${
        partners
          ? `LEFT JOIN (SELECT company_id, count(*) AS n FROM partner_links WHERE company_id = ANY($1::int[]) GROUP BY company_id) pc
               ON pc.company_id = i.id`
          : ''
      })`;

/** A company's partnership_count, for the company id `id`: its partner_links rows, one per partner whatever the direction. */
const PARTNER_COUNT = (id: string) => `(SELECT count(*) FROM partner_links pl WHERE pl.company_id = ${id})`;

/**
 * The companies' vendor_usage rows rebuilt from their detections and vendor-only relationships: each company's latest
 * evidence per vendor (migration 0010 filled the table the same way). Call it after the companies' rows are locked.
 */
async function refreshVendorUsage(db: Queryable, companyIds: readonly number[]): Promise<void> {
  await db.query(`DELETE FROM vendor_usage WHERE company_id = ANY($1::int[])`, [companyIds]);
  await db.query(
    `INSERT INTO vendor_usage (company_id, vendor_id, last_seen)
     SELECT company_id, vendor_id, max(last_seen)
       FROM (SELECT d.company_id, t.vendor_id, d.last_seen
               FROM detections d JOIN technologies t ON t.id = d.technology_id
              WHERE d.company_id = ANY($1::int[]) AND t.vendor_id IS NOT NULL
             UNION ALL
             SELECT company_id, vendor_id, last_seen FROM vendor_detections WHERE company_id = ANY($1::int[])) e
      GROUP BY company_id, vendor_id
     ON CONFLICT (company_id, vendor_id) DO UPDATE SET last_seen = EXCLUDED.last_seen`,
    [companyIds],
  );
}

/**
 * Marks companies whose figures a write changed, for recountPendingCompanies (migration 0023): what an import does
 * instead of recomputeStacks and recomputePartnershipCounts in each batch. `stacks`: companies whose detections
 * changed (all figures recounted); `partnered`: companies whose partners changed (partnership_count alone, unless
 * also marked for their stack, then or before: migration 0026). In id order, so that concurrent imports marking the
 * same companies wait for each other in one order and never deadlock.
 */
export async function markCompaniesStale(tx: Queryable, stacks: readonly number[], partnered: readonly number[]): Promise<void> {
  if (stacks.length === 0 && partnered.length === 0) return;
  await tx.query(
    `INSERT INTO company_figures_pending (company_id, stack)
     SELECT id, bool_or(stack) FROM (SELECT unnest($1::int[]), true UNION ALL SELECT unnest($2::int[]), false) AS i(id, stack)
      GROUP BY id ORDER BY id
     ON CONFLICT (company_id) DO UPDATE SET stack = true WHERE EXCLUDED.stack AND NOT company_figures_pending.stack`,
    [stacks, partnered],
  );
}

/**
 * Recounts up to `limit` marked companies, every figure in one write of each row (none for a row already right), and
 * clears their marks, in the caller's transaction: all figures and vendor_usage for a mark of the stack,
 * partnership_count alone for a mark of partners only. Concurrent callers take disjoint marks. Returns the companies
 * recounted, in id order.
 */
export async function recountPendingCompanies(tx: Queryable, limit: number): Promise<number[]> {
  const r = await tx.query<{ company_id: number; stack: boolean }>(
    `DELETE FROM company_figures_pending
      WHERE company_id IN (SELECT company_id FROM company_figures_pending ORDER BY company_id LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING company_id, stack`,
    [limit],
  );
  if (r.rows.length === 0) return [];
  const ids = r.rows.map((row) => row.company_id).sort((a, b) => a - b);
  const stacks = r.rows.filter((row) => row.stack).map((row) => row.company_id);
  const partnersOnly = r.rows.filter((row) => !row.stack).map((row) => row.company_id);
  // Every row locked, in id order, also those whose figures are right (the UPDATEs skip them): their vendor_usage
  // is rewritten below, and writers of one company's rows take turns, as in recomputeStacks.
  await tx.query(`SELECT count(*) FROM (SELECT 1 FROM companies WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE) locked`, [ids]);
  if (stacks.length > 0) {
    await tx.query(
      `WITH ${FIGURES(true)}
       UPDATE companies c
          SET tech_count = f.tech_count, vendor_count = f.vendor_count, tech_stack_size = f.tech_count + f.vendor_only,
              partnership_count = f.partners, updated_at = now()
         FROM f
        WHERE c.id = f.id
          AND (c.tech_count, c.vendor_count, c.tech_stack_size, c.partnership_count)
              IS DISTINCT FROM (f.tech_count, f.vendor_count, f.tech_count + f.vendor_only, f.partners)`,
      [stacks],
    );
    await refreshVendorUsage(tx, stacks);
  }
  await recomputePartnershipCounts(tx, partnersOnly);
  return ids;
}

/**
 * partnership_count from partner_links, which holds one row per (company, partner) whatever the direction
 * (migration 0002): an index-only count, where a UNION over partnerships had to sort a hub's partners.
 * Call it after refreshPartnerLinks.
 */
export async function recomputePartnershipCounts(db: Queryable, companyIds: readonly number[]): Promise<void> {
  if (companyIds.length === 0) return;
  await db.query(
    `UPDATE companies c SET partnership_count = f.n, updated_at = now()
       FROM (SELECT i.id, ${PARTNER_COUNT('i.id')} AS n
               FROM (SELECT DISTINCT unnest($1::int[]) AS id) i) f
      WHERE c.id = f.id AND c.partnership_count <> f.n`,
    [companyIds],
  );
}

/**
 * Marks technologies and vendors whose popularity a write changed (migration 0006): recounted later by
 * refreshPopularity, at most a minute into an import and at its end. In key order, so that transactions marking
 * the same ones at once (concurrent import batches, crawl applies) wait for each other in one order, not deadlock.
 */
export async function markPopularityStale(tx: Queryable, technologyIds: readonly number[], vendorIds: readonly number[]): Promise<void> {
  if (technologyIds.length === 0 && vendorIds.length === 0) return;
  await tx.query(
    `INSERT INTO popularity_pending (kind, id)
     SELECT 'technology', unnest($1::int[]) UNION SELECT 'vendor', unnest($2::int[])
     ORDER BY 1, 2
     ON CONFLICT DO NOTHING`,
    [technologyIds, vendorIds],
  );
}

/**
 * Recounts the popularity of what is marked, and clears the marks, in the caller's transaction. Concurrent
 * callers take disjoint marks (a mark being deleted by one is skipped by the other). Returns how many.
 */
export async function refreshPopularity(tx: Queryable): Promise<number> {
  const r = await tx.query<{ kind: string; id: number }>(
    `DELETE FROM popularity_pending WHERE (kind, id) IN (SELECT kind, id FROM popularity_pending FOR UPDATE SKIP LOCKED) RETURNING kind, id`,
  );
  await recomputeTechnologies(
    tx,
    r.rows.filter((x) => x.kind === 'technology').map((x) => x.id),
  );
  await recomputeVendors(
    tx,
    r.rows.filter((x) => x.kind === 'vendor').map((x) => x.id),
  );
  return r.rows.length;
}

export async function recomputeTechnologies(db: Queryable, technologyIds: readonly number[]): Promise<void> {
  if (technologyIds.length === 0) return;
  await db.query(
    `UPDATE technologies t SET company_count = (SELECT count(*) FROM detections d WHERE d.technology_id = t.id)
      WHERE t.id = ANY($1::int[])`,
    [technologyIds],
  );
}

export async function recomputeVendors(db: Queryable, vendorIds: readonly number[]): Promise<void> {
  if (vendorIds.length === 0) return;
  await db.query(
    `UPDATE vendors v SET company_count = (SELECT count(*) FROM vendor_usage u WHERE u.vendor_id = v.id)
      WHERE v.id = ANY($1::int[])`,
    [vendorIds],
  );
}

/** The (company, vendor) pairs of one range of a recomputeAll: a temporary table of its connection, dropped at commit. */
const PAIRS_TABLE = 'derived_pairs';
/** Company id ranges written at once by a recomputeAll on PostgreSQL: one per core of the machines we measure on. */
const RECOMPUTE_PARTS = 2;

export interface RecomputeOptions {
  /** work_mem for the aggregations, in MB (PostgreSQL) */
  workMemMb?: number;
  /** wraps each connection the recompute uses, to time its statements (the demo loader's phase list) */
  wrap?: (q: Queryable) => Queryable;
}

/**
 * Every derived figure at once, set-based: after a bulk load, where per-company recomputation would crawl.
 * partnership_count is read from partner_type_counts (the sum of a company's partners by type is its
 * partnership_count), so a load runs rebuildPartnerLinks first, without its own update of the counts. Not one
 * transaction: a load that stops midway is discarded and loaded again (load-demo.ts).
 *
 * The (company, vendor) pairs of both detection tables, technologies without a vendor included, give vendor_usage and
 * every stack figure: tech_count is the pairs' detections, vendor_count the pairs with a vendor, the vendor-only part
 * of tech_stack_size those without a detection. They are read in company order, never sorted whole: the detections'
 * covering index gives them by company, an incremental sort orders each company's few rows by vendor, and a merge
 * join adds vendor_detections in its key order. Measured at 1,000,000 companies, for half of them: 7.8 s against
 * 9.6 s for the parallel sort of all their rows the planner chose for a UNION ALL of both tables (and 15.5-17.7 s for
 * all companies at once), and it needs no memory in proportion to the data.
 *
 * An UPDATE or INSERT runs on one core, so on PostgreSQL the companies are split into two ranges of ids, each on a
 * connection of its own, which makes its range's pairs as a temporary table, fills vendor_usage from it in key order
 * (fastest without its indexes: the PostgreSQL loader drops them and builds them after) and writes each company row
 * once with its four figures (none for a row already right). Each range also counts its companies by technology and
 * by vendor, and the technologies' and vendors' counts are the sums (one pass over all detections and one over
 * vendor_usage after the ranges took 2.6 and 1.8 s). The whole recompute at 1,000,000 companies on 2 cores: 27.3-29.9 s
 * against 43.2-47.6 s with the pairs sorted whole (docs/benchmarks-demo-load.md, "Pairs in company order").
 *
 * A company whose partnership_count changes runs the name words' row trigger (migration 0021), an UPDATE of its words:
 * a load turns that trigger off and writes the words after (setNameWordTriggers; with it on, the UPDATE took 58 s).
 */
export async function recomputeAll(db: Database, options: RecomputeOptions = {}): Promise<void> {
  const postgres = db.engine === 'postgres';
  const wrap = options.wrap ?? ((q: Queryable) => q);
  // What earlier versions made as an ordinary table, left by a load that stopped midway.
  await wrap(db).query(`DROP TABLE IF EXISTS public.${PAIRS_TABLE}`);
  const bounds = await db.query<{ lo: number | null; hi: number | null }>(`SELECT min(id) AS lo, max(id) AS hi FROM companies`);
  const ranges = idRanges(bounds.rows[0]?.lo ?? null, bounds.rows[0]?.hi ?? null, postgres ? RECOMPUTE_PARTS : 1);
  await db.query(`TRUNCATE vendor_usage`);
  const counted = await Promise.all(
    ranges.map(([lo, hi]) =>
      db.transaction(async (conn): Promise<CountRow[]> => {
        const tx = wrap(conn);
        if (postgres && options.workMemMb) await setLocalWorkMem(tx, options.workMemMb);
        // The planner expects 40,000 pairs where there are millions: a hash aggregate would spill, a parallel plan
        // sorts every row.
        await tx.query(`SET LOCAL enable_hashagg = off`);
        await tx.query(`SET LOCAL max_parallel_workers_per_gather = 0`);
        // CREATE TABLE AS takes no parameters: the bounds are integers of ours.
        const inRange = (column: string) => `${column} BETWEEN ${Math.trunc(lo)} AND ${Math.trunc(hi)}`;
        await tx.query(
          `CREATE TEMPORARY TABLE ${PAIRS_TABLE} ON COMMIT DROP AS
           SELECT coalesce(p.company_id, v.company_id) AS company_id, coalesce(p.vendor_id, v.vendor_id) AS vendor_id,
                  greatest(p.last_seen, v.last_seen) AS last_seen, coalesce(p.detections, 0) AS detections
             FROM (SELECT d.company_id, t.vendor_id, max(d.last_seen) AS last_seen, count(*)::int AS detections
                     FROM detections d JOIN technologies t ON t.id = d.technology_id
                    WHERE ${inRange('d.company_id')}
                    GROUP BY d.company_id, t.vendor_id) p
             FULL JOIN (SELECT company_id, vendor_id, last_seen FROM vendor_detections WHERE ${inRange('company_id')}) v
               ON v.company_id = p.company_id AND v.vendor_id = p.vendor_id`,
        );
        // The pairs were written in key order (the merge join's), and a scan reads them so: no sort.
        await tx.query(
          `INSERT INTO vendor_usage (company_id, vendor_id, last_seen)
           SELECT company_id, vendor_id, last_seen FROM ${PAIRS_TABLE} WHERE vendor_id IS NOT NULL`,
        );
        // A company's pairs are few: hashing them by company fits in memory (sorting 6.8 million took 3 s more).
        await tx.query(`SET LOCAL enable_hashagg = on`);
        await tx.query(
          `UPDATE companies c
              SET partnership_count = f.partnership_count, tech_count = f.tech_count, vendor_count = f.vendor_count,
                  tech_stack_size = f.tech_stack_size
             FROM (SELECT c2.id, coalesce(p.technology + p.channel + p.generic, 0) AS partnership_count,
                          coalesce(s.tech_count, 0) AS tech_count, coalesce(s.vendor_count, 0) AS vendor_count,
                          coalesce(s.tech_count + s.vendor_only, 0) AS tech_stack_size
                     FROM companies c2
                     LEFT JOIN partner_type_counts p ON p.company_id = c2.id
                     LEFT JOIN (SELECT company_id, sum(detections)::int AS tech_count, count(vendor_id)::int AS vendor_count,
                                       (count(vendor_id) FILTER (WHERE detections = 0))::int AS vendor_only
                                  FROM ${PAIRS_TABLE} GROUP BY company_id) s
                            ON s.company_id = c2.id
                    WHERE c2.id BETWEEN $1 AND $2) f
            WHERE c.id = f.id AND c.id BETWEEN $1 AND $2
              AND (c.partnership_count, c.tech_count, c.vendor_count, c.tech_stack_size)
                  IS DISTINCT FROM (f.partnership_count, f.tech_count, f.vendor_count, f.tech_stack_size)`,
          [lo, hi],
        );
        // The range's share of each technology's and vendor's company count (a company is in one range only).
        const technologies = await tx.query<CountRow>(
          `SELECT 'technology' AS kind, technology_id AS id, count(*)::int AS n FROM detections
            WHERE company_id BETWEEN $1 AND $2 GROUP BY technology_id`,
          [lo, hi],
        );
        const vendors = await tx.query<CountRow>(
          `SELECT 'vendor' AS kind, vendor_id AS id, count(*)::int AS n FROM ${PAIRS_TABLE} WHERE vendor_id IS NOT NULL GROUP BY vendor_id`,
        );
        return [...technologies.rows, ...vendors.rows];
      }),
    ),
  );
  const totals = { technology: new Map<number, number>(), vendor: new Map<number, number>() };
  for (const row of counted.flat()) totals[row.kind].set(row.id, (totals[row.kind].get(row.id) ?? 0) + row.n);
  await db.transaction(async (conn) => {
    const tx = wrap(conn);
    await tx.query(
      `UPDATE technologies t SET company_count = coalesce(x.n, 0)
         FROM technologies t2 LEFT JOIN unnest($1::int[], $2::int[]) AS x (id, n) ON x.id = t2.id
        WHERE t.id = t2.id AND t.company_count IS DISTINCT FROM coalesce(x.n, 0)`,
      [[...totals.technology.keys()], [...totals.technology.values()]],
    );
    await tx.query(
      `UPDATE vendors v SET company_count = coalesce(x.n, 0)
         FROM vendors v2 LEFT JOIN unnest($1::int[], $2::int[]) AS x (id, n) ON x.id = v2.id
        WHERE v.id = v2.id AND v.company_count IS DISTINCT FROM coalesce(x.n, 0)`,
      [[...totals.vendor.keys()], [...totals.vendor.values()]],
    );
  });
}

interface CountRow {
  kind: 'technology' | 'vendor';
  id: number;
  n: number;
}

/** `parts` contiguous ranges [lo, hi] covering the ids from `lo` to `hi` (one empty range when there are none). */
export function idRanges(lo: number | null, hi: number | null, parts: number): [number, number][] {
  if (lo === null || hi === null) return [[0, -1]];
  const size = Math.ceil((hi - lo + 1) / parts);
  const ranges: [number, number][] = [];
  for (let from = lo; from <= hi; from += size) ranges.push([from, Math.min(hi, from + size - 1)]);
  return ranges;
}
