/**
 * Loads the demo data set into a fresh PostgreSQL database (or an in-memory PGlite) and prints the time of
 * every phase, the row counts and the peak RSS of this process.
 *
 *   node --import tsx bench/demo-load.ts [companies=1000000] [--db keiretsu_demo_1m] [--server postgres://root@127.0.0.1:5432]
 *   node --import tsx bench/demo-load.ts 5000 --pglite
 *
 * The data is loaded into `<db>_loading` (dropped first if left over), which then replaces `<db>` (dropped if it
 * exists) by a rename: whoever benchmarks against `<db>` keeps the previous copy until the new one is complete.
 * Databases are created and dropped through the server's `postgres` database.
 */
import { onServer } from './lib.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { IMPORTED_TABLES } from '../src/db/repositories/import.repository.js';
import { loadDemoData, type DemoLoadResult, type DemoProgress } from '../src/demo/load-demo.js';

interface Args {
  companies: number;
  dbName: string;
  server: string;
  pglite: boolean;
  seed: number | undefined;
}

function parseArgs(argv: string[]): Args {
  const args: Args = {
    companies: 1_000_000,
    dbName: 'keiretsu_demo_1m',
    server: 'postgres://root@127.0.0.1:5432',
    pglite: false,
    seed: undefined,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--pglite') args.pglite = true;
    else if (a === '--db') args.dbName = argv[++i] ?? args.dbName;
    else if (a === '--server') args.server = argv[++i] ?? args.server;
    else if (a === '--seed') args.seed = Number(argv[++i]);
    else if (/^\d[\d_]*$/.test(a)) args.companies = Number(a.replace(/_/g, ''));
    else throw new Error(`unknown argument ${a}`);
  }
  if (!/^keiretsu_demo_[a-z0-9_]+$/.test(args.dbName)) throw new Error('--db must be named keiretsu_demo_*');
  return args;
}

async function recreateDatabase(server: string, name: string): Promise<void> {
  await onServer(server, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  });
}

/** Replaces `target` by `staging` (a rename; the old copy's sessions are ended). */
async function swapIn(server: string, staging: string, target: string): Promise<void> {
  await onServer(server, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
    await client.query(`ALTER DATABASE ${staging} RENAME TO ${target}`);
  });
}

/** Peak resident set size, sampled (the kernel's own peak comes from /usr/bin/time -v when run under it). */
function rssSampler(): { stop(): number } {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 200);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, process.memoryUsage().rss, process.resourceUsage().maxRSS * 1024);
    },
  };
}

function progressPrinter(): (p: DemoProgress) => void {
  let last = 0;
  return (p) => {
    const now = Date.now();
    if (p.rows !== 0 && now - last < 2000) return;
    last = now;
    const total = p.total === undefined ? '' : ` / ${p.total.toLocaleString('en-US')}`;
    process.stderr.write(`[${new Date().toISOString().slice(11, 19)}] ${p.phase}: ${p.rows.toLocaleString('en-US')}${total}\n`);
  };
}

async function tableCounts(db: Database): Promise<Record<string, number>> {
  const tables = [...IMPORTED_TABLES, 'partner_links', 'partner_type_counts'];
  const out: Record<string, number> = {};
  for (const t of tables) out[t] = Number((await db.query<{ n: number }>(`SELECT count(*) AS n FROM ${t}`)).rows[0]?.n ?? 0);
  return out;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const staging = `${args.dbName}_loading`;
  if (!args.pglite) await recreateDatabase(args.server, staging);
  const where = args.pglite ? 'PGlite (memory://)' : `${args.server}/${args.dbName}`;
  let db = await openDatabase({ url: args.pglite ? undefined : `${args.server}/${staging}`, dataDir: 'memory://' });
  try {
    await migrate(db);
    const rss = rssSampler();
    const result = await loadDemoData(db, { companies: args.companies, seed: args.seed, onProgress: progressPrinter() });
    const peak = rss.stop();
    if (!args.pglite) {
      await db.close();
      await swapIn(args.server, staging, args.dbName);
      db = await openDatabase({ url: `${args.server}/${args.dbName}`, dataDir: 'memory://' });
    }
    printResult(args.companies, where, result, peak);
    await printDatabase(db);
  } finally {
    await db.close();
  }
}

function printResult(companies: number, where: string, result: DemoLoadResult, peakRss: number): void {
  console.log(`\nDemo load: ${companies.toLocaleString('en-US')} companies into ${where}`);
  console.log(`${'phase'.padEnd(44)} ${'rows'.padStart(12)} ${'seconds'.padStart(9)}`);
  for (const p of result.phases) {
    console.log(`${p.phase.padEnd(44)} ${(p.rows ? p.rows.toLocaleString('en-US') : '').padStart(12)} ${p.seconds.toFixed(1).padStart(9)}`);
  }
  console.log(`${'total'.padEnd(44)} ${''.padStart(12)} ${result.seconds.toFixed(1).padStart(9)}`);
  console.log(`peak RSS of the loader process: ${(peakRss / 1024 / 1024).toFixed(0)} MiB`);
}

async function printDatabase(db: Database): Promise<void> {
  console.log('row counts:', JSON.stringify(await tableCounts(db), null, 1));
  const hubs = await db.query<Record<string, unknown>>(
    'SELECT id, name, primary_domain, partnership_count, tech_count FROM companies ORDER BY partnership_count DESC, id LIMIT 8',
  );
  console.log('top partnership_count:');
  for (const h of hubs.rows) {
    console.log(
      `  ${String(h.id).padStart(8)} ${String(h.name).padEnd(28)} ${String(h.primary_domain).padEnd(30)} ${h.partnership_count} partners, ${h.tech_count} technologies`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
