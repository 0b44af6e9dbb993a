/**
 * Partnership and enrichment benchmarks against a loaded database (the 1,000,000-company demo).
 *
 *   npx tsc -p tsconfig.json && node --import tsx bench/partnerships.ts [database url] [--seconds 10] [--only name]
 *
 * Latency targets are p99 of one request at a time (connections 1): on a 2-core machine that also runs
 * PostgreSQL and the load generator, more connections measure the queue, not the request. `--connections N`
 * overrides it. Every request is sent once before measuring, so that the figures describe warm caches and
 * re-access inside the 30-day credit window (a first access adds a credit charge: one more transaction).
 */
import { benchCustomer, formatResults, runScenario, sample, sendEachOnce, startServer, type Result, type Scenario } from './lib.js';

export interface PartnershipSample {
  /** the biggest hubs (tens of thousands of partners): identifiers (slugs) */
  hubs: string[];
  /** ordinary companies with at least one partner */
  companies: string[];
  /** companies listed as partner by many others */
  listed: string[];
  /** partnered pairs of the biggest hubs [a, b]: shared partners intersect two lists of 50,000+ */
  giantPairs: [string, string][];
  /** a hub and one of its ordinary partners */
  hubPairs: [string, string][];
  /** partnered pairs of ordinary companies */
  pairs: [string, string][];
  /** primary domains for enrichment batches, mixed tracked and unknown */
  domains: string[];
}

const pick = <T>(xs: readonly T[], i: number): T => xs[i % xs.length]!;

/** Scenarios for the partnership endpoints, built from identifiers sampled from the database. */
export function partnershipScenarios(s: PartnershipSample): Scenario[] {
  const sorts = [
    '-last_observed_at',
    'last_observed_at',
    '-first_observed_at',
    'first_observed_at',
    '-observation_count',
    'observation_count',
  ];
  const get = (path: string) => ({ method: 'GET' as const, path });
  const range = (n: number) => Array.from({ length: n }, (_, i) => i);
  return [
    {
      name: 'partners: hub, every sort, pages 1-2500',
      requests: range(60).map((i) =>
        get(`/v1/companies/${pick(s.hubs, i)}/partnerships?sort=${pick(sorts, i)}&page=${i % 3 === 0 ? 1 : 1 + ((i * 397) % 2500)}`),
      ),
      connections: 1,
      targetP99Ms: 20,
    },
    {
      name: 'partners: hub, type filter, limit 100',
      requests: range(30).map((i) =>
        get(
          `/v1/companies/${pick(s.hubs, i)}/partnerships?partnership_types=${pick(['channel', 'technology,generic'], i)}&limit=100&page=${1 + (i % 7)}`,
        ),
      ),
      connections: 1,
      targetP99Ms: 20,
    },
    {
      name: 'partners: ordinary companies',
      requests: s.companies.map((c, i) => get(`/v1/companies/${c}/partnerships?sort=${pick(sorts, i)}`)),
      connections: 1,
      targetP99Ms: 20,
    },
    {
      name: 'partners: hub, q name filter',
      requests: range(20).map((i) =>
        get(`/v1/companies/${pick(s.hubs, i)}/partnerships?q=${pick(['lab', 'data', 'cloud', 'nova', 'sys'], i)}`),
      ),
      connections: 1,
      targetNote: 'no target (filter scans the hub)',
    },
    {
      name: 'reverse lookup: most listed, deep pages',
      requests: range(40).map((i) =>
        get(`/v1/partnerships/${pick(s.listed, i)}/companies?page=${1 + ((i * 31) % 200)}&include=firmographics`),
      ),
      connections: 1,
      targetP99Ms: 50,
    },
    {
      name: 'shared partners: hub x ordinary and ordinary pairs',
      requests: range(40).map((i) => {
        const [a, b] = i % 2 === 0 ? pick(s.hubPairs, i) : pick(s.pairs, i);
        return get(`/v1/partnerships/${a}/${b}/shared-partners?page=${1 + (i % 3)}`);
      }),
      connections: 1,
      targetP99Ms: 50,
    },
    {
      name: 'shared partners: two giant hubs (50,000+ partners each)',
      requests: range(10).map((i) => {
        const [a, b] = pick(s.giantPairs, i);
        return get(`/v1/partnerships/${a}/${b}/shared-partners?page=${1 + (i % 3)}`);
      }),
      connections: 1,
      targetP99Ms: 50,
    },
    {
      name: 'pair: hub x ordinary and ordinary pairs',
      requests: range(40).map((i) => {
        const [a, b] = i % 2 === 0 ? pick(s.hubPairs, i) : pick(s.pairs, i);
        return get(`/v1/partnerships/${a}/${b}`);
      }),
      connections: 1,
      targetP99Ms: 50,
    },
    {
      name: 'pair: two giant hubs',
      requests: range(10).map((i) => {
        const [a, b] = pick(s.giantPairs, i);
        return get(`/v1/partnerships/${a}/${b}`);
      }),
      connections: 1,
      targetP99Ms: 50,
    },
    {
      name: 'graph: depth 2, max_nodes 100 (hubs and ordinary)',
      requests: range(40).map((i) =>
        get(`/v1/companies/${i % 2 === 0 ? pick(s.hubs, i) : pick(s.companies, i)}/partnerships/graph?depth=2&max_nodes=100`),
      ),
      connections: 1,
      targetP99Ms: 50,
    },
    {
      name: 'graph: two companies, max_nodes 100',
      requests: range(40).map((i) => {
        const [a, b] = i % 3 === 0 ? pick(s.giantPairs, i) : i % 3 === 1 ? pick(s.hubPairs, i) : pick(s.pairs, i);
        return get(`/v1/partnerships/${a}/${b}/graph?max_nodes=100`);
      }),
      connections: 1,
      targetNote: 'no target',
    },
    {
      name: 'enrichment: 100 domains (hubs included)',
      requests: range(10).map((i) => ({ method: 'POST' as const, path: '/v1/enrich/partnerships', body: { domains: enrichBatch(s, i) } })),
      connections: 1,
      targetP99Ms: 200,
    },
  ];
}

/** 100 entries: 5 hubs, tracked companies, unknown domains, and messy spellings of them. */
function enrichBatch(s: PartnershipSample, i: number): string[] {
  const out = s.hubs.slice(0, 5).map((h) => `${h}`);
  for (let k = 0; out.length < 100; k++) {
    const d = pick(s.domains, i * 100 + k);
    out.push(k % 10 === 0 ? `https://WWW.${d.toUpperCase()}/` : k % 10 === 1 ? `unknown-${i}-${k}.com` : d);
  }
  return out;
}

export async function loadPartnershipSample(databaseUrl: string): Promise<PartnershipSample> {
  const slugs = (rows: Record<string, unknown>[], key = 'slug') => rows.map((r) => String(r[key]));
  const hubs = slugs(await sample(databaseUrl, `SELECT slug FROM companies ORDER BY partnership_count DESC LIMIT 6`));
  const companies = slugs(
    await sample(databaseUrl, `SELECT slug FROM companies TABLESAMPLE SYSTEM (1) REPEATABLE (7) WHERE partnership_count > 0 LIMIT 200`),
  );
  const listed = slugs(await sample(databaseUrl, `SELECT c.slug FROM companies c ORDER BY c.partnership_count DESC OFFSET 6 LIMIT 20`));
  const pairsOf = async (sql: string) => (await sample(databaseUrl, sql)).map((r): [string, string] => [String(r.a), String(r.b)]);
  const giantPairs = await pairsOf(
    `SELECT a.slug AS a, b.slug AS b FROM (SELECT id, slug FROM companies ORDER BY partnership_count DESC LIMIT 6) a
       JOIN partner_links l ON l.company_id = a.id JOIN companies b ON b.id = l.partner_id
      WHERE b.partnership_count > 40000 AND a.id < b.id`,
  );
  const hubPairs = await pairsOf(
    `SELECT a.slug AS a, b.slug AS b FROM (SELECT id, slug FROM companies ORDER BY partnership_count DESC LIMIT 20) a
       CROSS JOIN LATERAL (SELECT partner_id FROM partner_links WHERE company_id = a.id ORDER BY last_observed_at DESC LIMIT 2) l
       JOIN companies b ON b.id = l.partner_id`,
  );
  const pairs = (
    await sample(
      databaseUrl,
      `SELECT a.slug AS a, b.slug AS b FROM partnerships p TABLESAMPLE SYSTEM (0.1) REPEATABLE (7)
         JOIN companies a ON a.id = p.company_id JOIN companies b ON b.id = p.partner_id LIMIT 100`,
    )
  ).map((r): [string, string] => [String(r.a), String(r.b)]);
  const domains = slugs(
    await sample(databaseUrl, `SELECT primary_domain FROM companies TABLESAMPLE SYSTEM (1) REPEATABLE (11) LIMIT 2000`),
    'primary_domain',
  );
  return { hubs, companies, listed, giantPairs, hubPairs, pairs, domains };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const databaseUrl = args.find((a) => a.startsWith('postgres')) ?? 'postgres://root@127.0.0.1:5432/keiretsu_demo_1m';
  const seconds = Number(args[args.indexOf('--seconds') + 1] ?? 10) || 10;
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
  const connections = args.includes('--connections') ? Number(args[args.indexOf('--connections') + 1]) : undefined;
  const s = await loadPartnershipSample(databaseUrl);
  // Its own port, so that it can run beside the other benchmark mains.
  const server = await startServer({ DATABASE_URL: databaseUrl }, 18084);
  try {
    const { userKey } = await benchCustomer(server.url);
    const results: Result[] = [];
    // The noise floor of this machine at this moment: the simplest metered read, a company lookup.
    const baseline: Scenario = {
      name: 'baseline: GET /v1/companies/{id} (not a partnership endpoint)',
      requests: s.companies.map((c) => ({ method: 'GET', path: `/v1/companies/${c}` })),
      connections: 1,
      targetNote: 'calibration',
    };
    for (const scenario of [baseline, ...partnershipScenarios(s)].filter((x) => !only || x.name.includes(only))) {
      await sendEachOnce(server.url, userKey, scenario, 1);
      const r = await runScenario(server.url, userKey, connections ? { ...scenario, connections } : scenario, seconds);
      results.push(r);
      process.stderr.write(`${r.name}: p50 ${r.p50} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx}\n`);
    }
    console.log(formatResults(results));
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
