import type { Database } from '../db/database.js';
import { NAME_WORD_TABLES, setNameWordTriggers, writeAllNameWords } from '../db/repositories/company-search.repository.js';
import { bumpDataVersion } from '../db/repositories/data-version.repository.js';
import { recomputeAll } from '../db/repositories/derived.repository.js';
import { setMarkingTriggers, writeAllDocuments } from '../db/repositories/company-document.repository.js';
import { rebuildPartnerLinks } from '../db/repositories/partnership.repository.js';
import { dropForBulkLoad, restoreDdl } from '../db/repositories/bulk-ddl.repository.js';
import { withAdvisoryLock } from '../db/repositories/lock.repository.js';
import { deleteSetting, getSetting, setSetting } from '../db/repositories/account.repository.js';
import {
  hasRows,
  hasSchema,
  resetIdentitySequences,
  setLocalWorkMem,
  truncateTables,
  vacuumAnalyze,
} from '../db/repositories/maintenance.repository.js';
import { DEMO_TECHNOLOGIES, DEMO_VENDORS } from './catalog-model.js';
import { buildWorld, DEMO_REFERENCE_DATE, demoTables, type DemoTable, type World } from './generator.js';
import { counted, PhaseRunner, type DemoPhase, type DemoProgress } from './phases.js';

export type { DemoPhase, DemoProgress } from './phases.js';
export { DEMO_REFERENCE_DATE } from './time.js';

export interface DemoLoadOptions {
  companies: number;
  seed?: number;
  onProgress?: (p: DemoProgress) => void;
  /** "now" of the generated history (default DEMO_REFERENCE_DATE, 2026-11-01); part of the output, like the seed */
  referenceDate?: Date;
}

export interface DemoLoadResult {
  companies: number;
  technologies: number;
  vendors: number;
  detections: number;
  vendorDetections: number;
  partnerships: number;
  attributions: number;
  related: number;
  seconds: number;
  /** every phase in order with its duration; a table's time covers generating and loading it (they overlap) */
  phases: DemoPhase[];
}

export const DEFAULT_DEMO_SEED = 20_261_101;
/**
 * Tables whose derived columns or rows recomputeAll writes: their indexes come back after it, not before.
 * vendor_usage is filled whole by it (12.7 million rows at 1,000,000 companies): its page index, in vendor order,
 * took 12.7 million random inserts.
 */
const DERIVED_TABLES = ['companies', 'technologies', 'vendors', 'vendor_usage'];
const IDENTITY_TABLES = ['vendors', 'technologies', 'companies'];

/**
 * Generates the demo data set for `companies` companies and loads it into an empty database: every table by
 * COPY (batched INSERTs on PGlite) straight from the generators, then identity sequences, derived figures,
 * the partner links read model and statistics. Same seed, N and reference date give identical rows.
 * On PostgreSQL the loaded tables' secondary indexes and foreign keys are dropped for the load and rebuilt
 * after it (db/repositories/bulk-ddl.repository.ts).
 */
export async function loadDemoData(db: Database, options: DemoLoadOptions): Promise<DemoLoadResult> {
  if (!Number.isInteger(options.companies) || options.companies < 1) {
    throw new Error(`demo data: companies must be a positive whole number, got ${options.companies}`);
  }
  // One load at a time in a database: a second waits for the first, then finds its rows and is refused (or, had the
  // first been killed, discards them). A load that found the marker of a running one would otherwise empty its tables.
  return withAdvisoryLock(db, DEMO_LOAD_LOCK, () => load(db, options));
}

/** pg_advisory_xact_lock key of a demo load; ensureDemo's first-start lock is another. */
const DEMO_LOAD_LOCK = 7_345_912_003;

async function load(db: Database, options: DemoLoadOptions): Promise<DemoLoadResult> {
  const started = performance.now();
  const runner = new PhaseRunner(options.onProgress ?? (() => {}));
  await assertEmpty(db, runner);
  // Set before the first row is written and cleared after the last: a load that never ended is discarded by the next.
  await setSetting(db, LOADING_KEY, new Date().toISOString());
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const world = await runner.run('generate companies', async () =>
    buildWorld(options.companies, seed, options.referenceDate ?? DEMO_REFERENCE_DATE),
  );
  const tables = demoTables(world);
  // The marking triggers of the company documents (migration 0027) and the name words' triggers (migration 0021)
  // stay off for the load: it writes every document and every name word itself, once the figures are set, and they
  // are on again however the load ends (the next load's start turns them on after a crash).
  await setLoadTriggers(db, false);
  let counts: Map<string, number>;
  try {
    counts = await copyTables(db, runner, world, tables);
    await finish(
      db,
      runner,
      world,
      tables.map((t) => t.table),
    );
  } finally {
    await setLoadTriggers(db, true);
  }
  // Two chunks at once on PostgreSQL: the phase is the database's CPU, one backend a chunk (docs/benchmarks-demo-load.md).
  await runner.run('company documents', () => writeAllDocuments(db, 5000, { concurrency: db.engine === 'postgres' ? 2 : 1 }));
  // Statistics and the visibility map for the documents, written after the other tables' VACUUM: without it they had
  // none until autovacuum came (PGlite has none). 5.4 s at 1,000,000 companies.
  await runner.run('vacuum analyze documents', () => vacuumAnalyze(db, ['company_documents']));
  await deleteSetting(db, LOADING_KEY);
  // Running API processes drop what they cached before the load (they poll the version).
  await bumpDataVersion(db);
  const count = (table: string): number => counts.get(table) ?? 0;
  return {
    companies: count('companies'),
    technologies: count('technologies'),
    vendors: count('vendors'),
    detections: count('detections'),
    vendorDetections: count('vendor_detections'),
    partnerships: count('partnerships'),
    attributions: count('partnership_attributions'),
    related: count('company_relations'),
    seconds: (performance.now() - started) / 1000,
    phases: runner.phases,
  };
}

/** The triggers a load keeps off: the documents' marks (migration 0027) and the name words' (migration 0021). */
export async function setLoadTriggers(db: Database, enabled: boolean): Promise<void> {
  await setMarkingTriggers(db, enabled);
  await setNameWordTriggers(db, enabled);
}

/**
 * Settings key present while a load runs. A load that was killed, or failed, left it: its rows are incomplete (no
 * figures, partner links, name words or documents, perhaps half a table), and the next load discards them.
 */
const LOADING_KEY = 'demo_load.loading';

/** Every table a load writes, the derived ones included (name_words: no company is left to use a word). */
const LOADED_TABLES = [
  'vendors',
  'technologies',
  'companies',
  'company_domains',
  'company_relations',
  'detections',
  'vendor_detections',
  'partnerships',
  'partnership_attributions',
  'partner_links',
  'partner_type_counts',
  'vendor_usage',
  ...NAME_WORD_TABLES,
  'company_documents',
  'company_document_marks',
];

/** Whether a demo load began here and never ended (killed, or failed): `serve --demo` then loads again. */
export async function demoLoadInterrupted(db: Database): Promise<boolean> {
  return (await hasSchema(db)) && (await getSetting(db, LOADING_KEY)) !== undefined;
}

/**
 * Demo data goes only into an empty database: its ids would collide with existing rows. What an interrupted load
 * left is discarded first (with whatever referenced its companies), its dropped indexes and keys and its triggers
 * put back.
 */
async function assertEmpty(db: Database, runner: PhaseRunner): Promise<void> {
  if (!(await hasSchema(db))) throw new Error('demo data: the database has no Keiretsu schema; run the migrations first');
  // An earlier load that was interrupted may have left indexes or keys dropped (on PGlite, only the partner links'):
  // put them back first.
  await restoreDdl(db);
  await setLoadTriggers(db, true);
  if (await demoLoadInterrupted(db)) {
    await runner.run('discard an interrupted load', async () => {
      await truncateTables(db, LOADED_TABLES);
      await deleteSetting(db, LOADING_KEY);
    });
  }
  for (const table of ['companies', 'vendors', 'technologies']) {
    if (await hasRows(db, table)) {
      throw new Error(`demo data: the ${table} table is not empty; demo data can only be loaded into an empty database`);
    }
  }
}

/** Every table in dependency order, each streamed from its generator into copyRows. */
async function copyTables(db: Database, runner: PhaseRunner, world: World, tables: DemoTable[]): Promise<Map<string, number>> {
  if (db.engine === 'postgres') {
    await runner.run(
      'drop indexes and keys',
      async () => (await dropForBulkLoad(db, [...tables.map((t) => t.table), 'vendor_usage', ...NAME_WORD_TABLES])).length,
    );
  }
  const counts = new Map<string, number>();
  for (const t of tables) {
    const total = knownTotal(t.table, world);
    const rows = await runner.run(t.table, () => db.copyRows(t.table, t.columns, counted(t.rows(), t.table, total, runner.report)), total);
    counts.set(t.table, rows);
  }
  return counts;
}

/** Sequences, indexes and keys back, derived figures, partner links, statistics. */
async function finish(db: Database, runner: PhaseRunner, world: World, tables: string[]): Promise<void> {
  const postgres = db.engine === 'postgres';
  const others = tables.filter((t) => !DERIVED_TABLES.includes(t));
  await runner.run('identity sequences', async () => {
    await resetIdentitySequences(db, IDENTITY_TABLES);
  });
  if (postgres) {
    await runner.run('rebuild indexes and keys', () =>
      restoreDdl(db, others, (d) => runner.report({ phase: `rebuild ${d.name}`, rows: 0 })),
    );
    // Before the recompute: its per-technology and per-vendor counts are index-only scans only once the
    // visibility map is set (measured at 1M: 5 s and 13 s instead of 138 s and 92 s), and the planner
    // needs statistics for its joins.
    await runner.run('vacuum analyze', () => vacuumAnalyze(db, others));
  }
  // The symmetric partner read model (migration 0002), derived from all of partnerships; its counts by type are the
  // companies' partnership_count, which the derived figures set with the others.
  // Big joins, sorts and aggregates over all rows: memory in proportion to the data (1GB at 1M companies, 100MB at
  // 100k) rather than spilling 20M-row hash tables to disk. Two statements may hold it at once (two ranges of ids).
  const workMemMb = Math.min(1024, Math.max(64, world.n / 1000));
  await runner.run('partner links', async () => (await rebuildPartnerLinks(db, { counts: false, workMemMb })).links);
  await runner.run('derived figures', () => recomputeAll(db, { workMemMb, wrap: (q) => runner.timed(q) }));
  // The words of every name with its partnership_count, which the triggers would have written row by row.
  await runner.run('name words', () =>
    db.transaction(async (tx) => {
      if (postgres) await setLocalWorkMem(tx, workMemMb);
      return writeAllNameWords(tx);
    }),
  );
  if (postgres) await runner.run('rebuild derived-table indexes', () => restoreDdl(db, [...DERIVED_TABLES, ...NAME_WORD_TABLES]));
  // VACUUM also reclaims the row versions the recompute's UPDATEs left behind in companies, and sets the visibility
  // map of vendor_usage, which the vendor pages read index-only. On PGlite, whose indexes were kept during the
  // load, it also merges the trigram index's pending list, which every name search would otherwise scan
  // (measured at 5,000 companies: a search's match query 1.8-3.2 ms before, 1.0-1.3 ms after). The name words the
  // triggers on companies wrote (migration 0021) are read index-only by name searches.
  await runner.run('vacuum analyze derived tables', () =>
    vacuumAnalyze(db, [...(postgres ? DERIVED_TABLES : tables), 'vendor_usage', ...NAME_WORD_TABLES]),
  );
}

function knownTotal(table: string, world: World): number | undefined {
  if (table === 'vendors') return DEMO_VENDORS.length;
  if (table === 'technologies') return DEMO_TECHNOLOGIES.length;
  if (table === 'companies') return world.n;
  if (table === 'company_domains') {
    let extra = 0;
    for (const d of world.extraDomains.values()) extra += d.length;
    return world.n + extra;
  }
  return undefined;
}
