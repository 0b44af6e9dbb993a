import type { Queryable } from '../database.js';

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
    `UPDATE companies c
        SET tech_count = f.tech_count, vendor_count = f.vendor_count, tech_stack_size = f.tech_count + f.vendor_only,
            updated_at = now()
       FROM (SELECT i.id, ${STACK_FIGURES('i.id')} FROM unnest($1::int[]) AS i(id)) f
      WHERE c.id = f.id`,
    [companyIds],
  );
  await refreshVendorUsage(db, companyIds);
}

/**
 * A company's stack figures (tech_count, vendor_count, vendor_only) as columns, for the company id `id`. vendor_count
 * reads each of the company's detections' technology by its key: as a join, a table never analyzed (a fresh
 * database being imported into, or PGlite, which has no autovacuum) was planned from the technologies side, every
 * technology probed in the company's detections (0.41 ms a company with 347 technologies, docs/benchmarks-notes.md).
 */
const STACK_FIGURES = (id: string) => `
  (SELECT count(*) FROM detections d WHERE d.company_id = ${id}) AS tech_count,
  (SELECT count(DISTINCT v.vendor_id)
     FROM (SELECT (SELECT t.vendor_id FROM technologies t WHERE t.id = d.technology_id) FROM detections d WHERE d.company_id = ${id}
           UNION ALL SELECT vendor_id FROM vendor_detections WHERE company_id = ${id}) v(vendor_id)) AS vendor_count,
  (SELECT count(*) FROM vendor_detections vd
    WHERE vd.company_id = ${id}
      AND NOT EXISTS (SELECT 1 FROM detections d JOIN technologies t ON t.id = d.technology_id
                       WHERE d.company_id = ${id} AND t.vendor_id = vd.vendor_id)) AS vendor_only`;

/** A company's partnership_count, for the company id `id`: its partner_links rows, one per partner whatever the direction. */
const PARTNER_COUNT = (id: string) => `(SELECT count(*) FROM partner_links pl WHERE pl.company_id = ${id})`;

/** The companies' vendor_usage rows rebuilt from their detections. Call it after the companies' rows are locked. */
async function refreshVendorUsage(db: Queryable, companyIds: readonly number[]): Promise<void> {
  await db.query(`DELETE FROM vendor_usage WHERE company_id = ANY($1::int[])`, [companyIds]);
  await db.query(
    `${INSERT_VENDOR_USAGE('d.company_id = ANY($1::int[])', 'company_id = ANY($1::int[])')}
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
 * partnership_count alone for a mark of partners only. Concurrent callers take disjoint marks. Returns how many.
 */
export async function recountPendingCompanies(tx: Queryable, limit: number): Promise<number> {
  const r = await tx.query<{ company_id: number; stack: boolean }>(
    `DELETE FROM company_figures_pending
      WHERE company_id IN (SELECT company_id FROM company_figures_pending ORDER BY company_id LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING company_id, stack`,
    [limit],
  );
  if (r.rows.length === 0) return 0;
  const ids = r.rows.map((row) => row.company_id).sort((a, b) => a - b);
  const stacks = r.rows.filter((row) => row.stack).map((row) => row.company_id);
  const partnersOnly = r.rows.filter((row) => !row.stack).map((row) => row.company_id);
  // Every row locked, in id order, also those whose figures are right (the UPDATEs skip them): their vendor_usage
  // is rewritten below, and writers of one company's rows take turns, as in recomputeStacks.
  await tx.query(`SELECT count(*) FROM (SELECT 1 FROM companies WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE) locked`, [ids]);
  if (stacks.length > 0) {
    await tx.query(
      `UPDATE companies c
          SET tech_count = f.tech_count, vendor_count = f.vendor_count, tech_stack_size = f.tech_count + f.vendor_only,
              partnership_count = f.partners, updated_at = now()
         FROM (SELECT i.id, ${STACK_FIGURES('i.id')},
                      ${PARTNER_COUNT('i.id')} AS partners
                 FROM unnest($1::int[]) AS i(id)) f
        WHERE c.id = f.id
          AND (c.tech_count, c.vendor_count, c.tech_stack_size, c.partnership_count)
              IS DISTINCT FROM (f.tech_count, f.vendor_count, f.tech_count + f.vendor_only, f.partners)`,
      [stacks],
    );
    await refreshVendorUsage(tx, stacks);
  }
  await recomputePartnershipCounts(tx, partnersOnly);
  return ids.length;
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

/**
 * vendor_usage rows of the detections and vendor-only relationships these conditions select (one for each
 * source): each company's latest evidence per vendor. Migration 0010 fills the table the same way.
 */
const INSERT_VENDOR_USAGE = (detectionsWhere: string, vendorDetectionsWhere: string) =>
  `INSERT INTO vendor_usage (company_id, vendor_id, last_seen)
   SELECT company_id, vendor_id, max(last_seen)
     FROM (SELECT d.company_id, t.vendor_id, d.last_seen
             FROM detections d JOIN technologies t ON t.id = d.technology_id
            WHERE ${detectionsWhere} AND t.vendor_id IS NOT NULL
           UNION ALL
           SELECT company_id, vendor_id, last_seen FROM vendor_detections WHERE ${vendorDetectionsWhere}) e
    GROUP BY company_id, vendor_id`;

/**
 * Every technology figure at once, set-based: after a bulk load, where per-company recomputation would crawl.
 * partnership_count is not among them: rebuildPartnerLinks sets it from partner_type_counts, which it builds (the
 * sum of a company's partners by type is its partnership_count), so a load runs that after this. It was computed
 * here too, from a 21-million-row UNION of both directions of partnerships, and overwritten there (76 s at
 * 1,000,000 companies). vendor_usage is filled whole, fastest without its page index (the PostgreSQL loader drops
 * it and builds it after).
 */
export async function recomputeAll(db: Queryable): Promise<void> {
  await db.query(
    `UPDATE companies c SET tech_count = 0, vendor_count = 0, tech_stack_size = 0
      WHERE tech_count <> 0 OR vendor_count <> 0 OR tech_stack_size <> 0`,
  );
  await db.query(
    `UPDATE companies c SET tech_count = x.tech_count, vendor_count = x.vendor_count,
                            tech_stack_size = x.tech_count + x.vendor_only
       FROM (SELECT company_id,
                    count(*) FILTER (WHERE kind = 't') AS tech_count,
                    count(DISTINCT vendor_id) AS vendor_count,
                    count(DISTINCT vendor_id) FILTER (WHERE kind = 'v' AND NOT has_tech) AS vendor_only
               FROM (SELECT d.company_id, t.vendor_id, 't' AS kind, true AS has_tech
                       FROM detections d JOIN technologies t ON t.id = d.technology_id
                     UNION ALL
                     SELECT vd.company_id, vd.vendor_id, 'v', EXISTS (
                              SELECT 1 FROM detections d JOIN technologies t ON t.id = d.technology_id
                               WHERE d.company_id = vd.company_id AND t.vendor_id = vd.vendor_id)
                       FROM vendor_detections vd) s
              GROUP BY company_id) x
      WHERE c.id = x.company_id`,
  );
  await db.query(
    `UPDATE technologies t SET company_count = coalesce(x.n, 0)
       FROM (SELECT t2.id, (SELECT count(*) FROM detections d WHERE d.technology_id = t2.id) AS n FROM technologies t2) x
      WHERE t.id = x.id`,
  );
  await db.query(`TRUNCATE vendor_usage`);
  // In key order, so that the primary key grows at its end instead of taking millions of random inserts.
  await db.query(`${INSERT_VENDOR_USAGE('true', 'true')} ORDER BY company_id, vendor_id`);
  // One pass over vendor_usage, not a count per vendor: its index by vendor is built after this.
  await db.query(
    `UPDATE vendors v SET company_count = coalesce(x.n, 0)
       FROM vendors v2 LEFT JOIN (SELECT vendor_id, count(*) AS n FROM vendor_usage GROUP BY vendor_id) x ON x.vendor_id = v2.id
      WHERE v.id = v2.id`,
  );
}
