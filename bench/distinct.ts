/**
 * The headline table of issue 19: every request distinct, on the 1,000,000-company demo. The server runs with
 * the cache off (KEIRETSU_CACHE_MB=0), so every request reaches PostgreSQL as a request the cache has never
 * seen does; each scenario cycles through 1,000 distinct requests (sent once before timing, so that metering
 * has charged them: what is measured is the read, not first-time charging, which the net-new row shows).
 *
 *   BENCH_ONLY=distinct npm run bench   # this section alone (with the ceilings it is measured against)
 *   BENCH_ONLY=distinct BENCH_DISTINCT='bulk|enrichment' npm run bench   # only scenarios whose name matches (A/B runs)
 */
import {
  ADMIN_TOKEN,
  benchCustomer,
  postgresCpuMs,
  postgresCpuSpent,
  processCpuMs,
  runScenario,
  sample,
  startServer,
  vmHwmMb,
  type Result,
  type Scenario,
} from './lib.js';
import { currentSection, sectionMarkers, writeSection } from './sections.js';
import pino from 'pino';
import { loadConfig } from '../src/config/config.js';
import { createContainer } from '../src/container.js';

const SECTION = 'distinct';

export interface DistinctRun {
  results: Result[];
  /** companies returned per request, for the scenarios whose target is in companies/s */
  perRequest: Map<string, number>;
  pkRps: number;
  peakRssMb: number;
  /** the server's peak RSS (VmHWM) after each scenario, warm-up included, in the order of `results` */
  peakRssAfterMb: number[];
  /** CPU per request of the timed run, in the order of `results`: the server process's and its PostgreSQL backends' */
  cpuMsPerRequest: { server: number; postgres: number }[];
  loopDelay: { p50: number; p99: number; max: number };
  companies: number;
}

interface Target {
  /** least share of the primary-key ceiling's throughput */
  pkShare?: number;
  p99Ms?: number;
  /** least companies returned per second */
  companiesPerSecond?: number;
}

const TARGETS: Record<string, Target> = {
  lookup: { pkShare: 0.7, p99Ms: 25 },
  'lookup: include=technologies,firmographics': { pkShare: 0.5 },
  'bulk: 100 distinct domains, every include': { companiesPerSecond: 30_000, p99Ms: 300 },
  'enrichment: 100 distinct domains': { p99Ms: 300 },
  'search: q: frequent word (thousands of matches)': { p99Ms: 100 },
  'technology search': { p99Ms: 20 },
};

const get = (path: string) => ({ method: 'GET' as const, path });
const enc = encodeURIComponent;
const chunks = <T>(xs: T[], size: number) =>
  Array.from({ length: Math.floor(xs.length / size) }, (_, i) => xs.slice(i * size, (i + 1) * size));

async function scenarios(databaseUrl: string): Promise<{ list: Scenario[]; perRequest: Map<string, number> }> {
  const col = async (sql: string) => (await sample(databaseUrl, sql)).map((r) => String(Object.values(r)[0]));
  // 1,000 for lookups, 100,000 for the bulk batches and 100,000 for enrichment: each request distinct.
  const domains = await col('SELECT primary_domain FROM companies ORDER BY random() LIMIT 203000');
  const lookups = domains.slice(0, 1000);
  const bulk = chunks(domains.slice(1000, 101_000), 100);
  const enrich = chunks(domains.slice(101_000, 201_000), 100);
  const pairs = chunks(domains.slice(201_000, 203_000), 2);
  const netNew = await col('SELECT primary_domain FROM companies ORDER BY random() LIMIT 100000');
  const words = await col(
    `SELECT w FROM (SELECT unnest(string_to_array(lower(name), ' ')) AS w FROM companies TABLESAMPLE SYSTEM (1) REPEATABLE (9)) x
      WHERE length(w) >= 4 GROUP BY w ORDER BY count(*) DESC LIMIT 40`,
  );
  const techNames = await col(`SELECT lower(display_name) FROM technologies WHERE active ORDER BY company_count DESC LIMIT 400`);
  const techQueries = [...new Set([...techNames, ...techNames.map((n) => n.slice(0, 3)), ...techNames.map((n) => n.slice(0, 5))])];
  const list: Scenario[] = [
    { name: 'lookup', requests: lookups.map((d) => get(`/v1/companies/${d}`)) },
    {
      name: 'lookup: include=technologies,firmographics',
      requests: lookups.map((d) => get(`/v1/companies/${d}?include=technologies,firmographics`)),
    },
    { name: 'lookup, net-new (each charged 1 credit)', requests: netNew.map((d) => get(`/v1/companies/${d}`)), warmup: false },
    {
      name: 'bulk: 100 distinct domains, every include',
      requests: bulk.map((batch) => ({
        method: 'POST' as const,
        path: '/v1/companies',
        body: { domains: batch, include: ['technologies', 'partnerships', 'firmographics'] },
      })),
    },
    {
      // A CRM syncing one record at a time sends small batches: what a request costs beyond its rows.
      name: 'bulk: 2 distinct domains, every include',
      requests: pairs.map((batch) => ({
        method: 'POST' as const,
        path: '/v1/companies',
        body: { domains: batch, include: ['technologies', 'partnerships', 'firmographics'] },
      })),
    },
    {
      name: 'enrichment: 100 distinct domains',
      requests: enrich.map((batch) => ({ method: 'POST' as const, path: '/v1/enrich/partnerships', body: { domains: batch } })),
    },
    {
      name: 'search: q: frequent word (thousands of matches)',
      requests: Array.from({ length: 1000 }, (_, i) =>
        get(`/v1/companies?q=${enc(words[i % words.length]!)}&page=${1 + Math.floor(i / words.length)}`),
      ),
    },
    { name: 'technology search', requests: techQueries.slice(0, 1000).map((q) => get(`/v1/technologies?q=${enc(q)}`)) },
  ];
  return {
    list,
    perRequest: new Map([
      ['bulk: 100 distinct domains, every include', 100],
      ['bulk: 2 distinct domains, every include', 2],
    ]),
  };
}

export async function measureDistinct(databaseUrl: string, pkRps: number, seconds: number, log: (m: string) => void): Promise<DistinctRun> {
  // The catalogue a deployment searches: the installed fingerprint set's technologies beside the demo's (a serving
  // process with its worker adds them at start; the benchmark's server runs without one).
  const added = await installedCatalogue(databaseUrl);
  if (added > 0) log(`  distinct: ${added} technologies of the installed fingerprint set added to the catalogue`);
  const { list: all, perRequest } = await scenarios(databaseUrl);
  const only = process.env.BENCH_DISTINCT ? new RegExp(process.env.BENCH_DISTINCT) : undefined;
  const list = only ? all.filter((s) => only.test(s.name)) : all;
  const companies = Number((await sample(databaseUrl, 'SELECT count(*) AS n FROM companies'))[0]!.n);
  const server = await startServer({ DATABASE_URL: databaseUrl, KEIRETSU_CACHE_MB: '0' });
  try {
    const customer = await benchCustomer(server.url);
    await fetch(`${server.url}/admin/v1/metrics?reset=true`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    const results: Result[] = [];
    const peakRssAfterMb: number[] = [];
    const cpuMsPerRequest: DistinctRun['cpuMsPerRequest'] = [];
    const pid = server.process.pid!;
    const pgServer = databaseUrl.slice(0, databaseUrl.lastIndexOf('/'));
    const database = databaseUrl.slice(databaseUrl.lastIndexOf('/') + 1);
    for (const s of list) {
      log(`  distinct: ${s.name}`);
      let spent = { server: 0, postgres: 0 };
      const timed = async () => {
        const before = { server: processCpuMs(pid), postgres: await postgresCpuMs(pgServer, database) };
        return async () => {
          const postgres = postgresCpuSpent(before.postgres, await postgresCpuMs(pgServer, database));
          spent = { server: processCpuMs(pid) - before.server, postgres };
        };
      };
      const result = await runScenario(server.url, customer.userKey, s, seconds, timed);
      results.push(result);
      peakRssAfterMb.push(vmHwmMb(pid));
      const per = (ms: number) => Math.round((100 * ms) / Math.max(1, result.requests)) / 100;
      cpuMsPerRequest.push({ server: per(spent.server), postgres: per(spent.postgres) });
    }
    const metrics = (await (
      await fetch(`${server.url}/admin/v1/metrics`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })
    ).json()) as { peak_rss_bytes: number; event_loop_delay_ms: DistinctRun['loopDelay'] };
    return {
      results,
      perRequest,
      pkRps,
      peakRssMb: Math.round(metrics.peak_rss_bytes / 1048576),
      peakRssAfterMb,
      cpuMsPerRequest,
      loopDelay: metrics.event_loop_delay_ms,
      companies,
    };
  } finally {
    await server.stop();
  }
}

function verdict(r: Result, run: DistinctRun): string {
  const t = TARGETS[r.name];
  if (!t) return 'no target';
  const parts: string[] = [];
  const ok = (met: boolean, what: string) => parts.push(`${what}: ${met ? 'met' : 'MISSED'}`);
  if (t.pkShare !== undefined) ok(r.rps >= t.pkShare * run.pkRps, `>= ${100 * t.pkShare}% of pk`);
  if (t.companiesPerSecond !== undefined) {
    ok(r.rps * (run.perRequest.get(r.name) ?? 1) >= t.companiesPerSecond, `>= ${t.companiesPerSecond.toLocaleString('en-US')} companies/s`);
  }
  if (t.p99Ms !== undefined) ok(r.p99 < t.p99Ms, `p99 < ${t.p99Ms} ms`);
  return parts.join('; ');
}

export function distinctMarkdown(run: DistinctRun, command: string): string {
  const { open, close } = sectionMarkers(SECTION, command);
  const rows = run.results.map((r, i) => {
    const per = run.perRequest.get(r.name);
    const companies = per ? (r.rps * per).toLocaleString('en-US') : '';
    return `| ${r.name} | ${r.connections} | ${r.rps.toLocaleString('en-US')} | ${companies} | ${r.p50} | ${r.p99} | ${r.max} | ${r.non2xx} | ${Math.round((100 * r.rps) / run.pkRps)}% | ${run.peakRssAfterMb[i] ?? ''} | ${run.cpuMsPerRequest[i]?.server ?? ''} / ${run.cpuMsPerRequest[i]?.postgres ?? ''} | ${verdict(r, run)} |`;
  });
  return [
    open,
    '',
    `## Every request distinct (issue 19, PostgreSQL, ${run.companies.toLocaleString('en-US')} companies, cache off)`,
    '',
    `Measured by \`${command}\` on ${new Date().toISOString().slice(0, 10)}. The server runs with \`KEIRETSU_CACHE_MB=0\`: every`,
    'request reaches PostgreSQL, as a request the cache has never seen does (and with the heap limit of an API process as',
    'deployed, `--max-old-space-size=1024 --max-semi-space-size=8` and `MALLOC_ARENA_MAX=2`). Each scenario cycles through 1,000 distinct',
    'requests (100,000 distinct domains for each of bulk and enrichment, 2,000 for the bulk of 2), sent once before',
    'timing so that metering has',
    'charged them (the net-new row is the exception: each of its requests is a company charged for the first time). 50',
    `connections, 10 s a scenario. The primary-key ceiling (a raw-SQL lookup through pg, measured in the same run) made`,
    `${run.pkRps.toLocaleString('en-US')} req/s. The catalogue holds the installed fingerprint set's technologies beside the`,
    "demo's, as a deployment's does (technology search: the names of the 400 most used, and their first 3 and 5 letters).",
    '',
    '| scenario | conns | req/s | companies/s | p50 ms | p99 ms | max ms | non-2xx | vs pk ceiling | peak RSS so far, MB | CPU ms a request: server / PostgreSQL | target |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `Server peak RSS over these scenarios: ${run.peakRssMb} MB (target: under 300 MB; the column "peak RSS so far" is the server's VmHWM after each scenario, its warm-up included). CPU a request is that of the timed run (/proc/<pid>/stat): the server process, all threads, and the PostgreSQL backends of the benchmark's database; the load generator shares the same 2 cores. Event-loop delay: p50 ${run.loopDelay.p50} ms, p99 ${run.loopDelay.p99} ms, max ${run.loopDelay.max} ms.`,
    '',
    close,
  ].join('\n');
}

export const currentDistinctSection = () => currentSection(SECTION);
export const writeDistinctSection = (section: string) => writeSection(SECTION, section);

/** Adds the installed fingerprint set's technologies to the database's catalogue (none when they are there). */
async function installedCatalogue(databaseUrl: string): Promise<number> {
  const container = await createContainer({ ...loadConfig({}), databaseUrl }, pino({ level: 'warn' }));
  try {
    return await container.fingerprints.syncCatalogue();
  } finally {
    await container.close();
  }
}
