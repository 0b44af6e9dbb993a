/**
 * Technologies and vendors: search latency, and the time and server memory of 10,000-row company pages.
 *
 *   npx tsc -p tsconfig.json   # the server runs from dist/
 *   node --import tsx bench/technologies.ts [--db keiretsu_demo_1m] [--server postgres://root@127.0.0.1:5432] [--duration 10]
 *
 * Big pages are timed one at a time (time to the last byte) while this process samples the server's VmRSS from
 * /proc every 5 ms; "extra memory" is the peak during the request minus the resident size just before it.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { benchCustomer, formatResults, runScenario, sample, startServer, type Result, type Scenario } from './lib.js';

export interface TechnologySample {
  /** tech keys, most used first */
  techKeys: string[];
  /** vendor domains, most used first */
  vendorDomains: string[];
  /** search strings a user would type: names, prefixes, vendor names, a typo */
  queries: string[];
}

export async function loadTechnologySample(databaseUrl: string): Promise<TechnologySample> {
  const techs = await sample(
    databaseUrl,
    `SELECT tech_key, display_name FROM technologies WHERE active ORDER BY company_count DESC LIMIT 40`,
  );
  const vendors = await sample(databaseUrl, `SELECT domain, name FROM vendors ORDER BY company_count DESC LIMIT 20`);
  const names = techs.map((t) => String(t.display_name).toLowerCase());
  const queries = [
    'stripe',
    'google',
    'analytics',
    'word',
    'sho',
    'mailchinp',
    ...names.slice(0, 10),
    ...names.slice(10, 20).map((n) => n.slice(0, 4)),
    ...vendors.slice(0, 5).map((v) => String(v.name).toLowerCase()),
  ];
  return { techKeys: techs.map((t) => String(t.tech_key)), vendorDomains: vendors.map((v) => String(v.domain)), queries };
}

const pick = <T>(list: T[], n: number): T[] => list.slice(0, Math.max(1, Math.min(n, list.length)));

export function technologyScenarios(s: TechnologySample): Scenario[] {
  const search = s.queries.map((q) => ({ method: 'GET' as const, path: `/v1/technologies?q=${encodeURIComponent(q)}` }));
  return [
    { name: 'technology search', requests: search, targetP99Ms: 20 },
    { name: 'technology search, 10 connections', requests: search, connections: 10, targetP99Ms: 20 },
    {
      name: 'technology companies, pages of 50',
      requests: pick(s.techKeys, 20).flatMap((k) =>
        [1, 2, 5].map((p) => ({ method: 'GET' as const, path: `/v1/technologies/${k}/companies?page=${p}` })),
      ),
    },
    {
      name: 'vendor companies, pages of 50',
      requests: pick(s.vendorDomains, 10).flatMap((d) =>
        [1, 2, 5].map((p) => ({ method: 'GET' as const, path: `/v1/vendors/${d}/companies?page=${p}` })),
      ),
    },
    {
      name: 'technology companies, 10,000-row pages (first pages, and page 40 of the largest)',
      requests: [
        ...pick(s.techKeys, 5).map((k) => ({ method: 'GET' as const, path: `/v1/technologies/${k}/companies?limit=10000` })),
        { method: 'GET', path: `/v1/technologies/${s.techKeys[0]}/companies?limit=10000&page=40` },
      ],
      connections: 2,
      targetP99Ms: 500,
    },
    {
      name: 'vendor companies, 10,000-row pages (first pages, and page 40 of the largest)',
      requests: [
        ...pick(s.vendorDomains, 5).map((d) => ({ method: 'GET' as const, path: `/v1/vendors/${d}/companies?limit=10000` })),
        { method: 'GET', path: `/v1/vendors/${s.vendorDomains[0]}/companies?limit=10000&page=40` },
      ],
      connections: 2,
      targetP99Ms: 500,
    },
  ];
}

function rssBytes(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
}

interface PageRun {
  path: string;
  ms: number;
  bytes: number;
  rows: number;
  charged: string;
  rssBefore: number;
  rssPeak: number;
}

/** One request, timed to its last byte, with the server's resident memory sampled throughout. */
async function timedPage(baseUrl: string, apiKey: string, pid: number, path: string): Promise<PageRun> {
  const rssBefore = rssBytes(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssBytes(pid))), 5);
  const started = performance.now();
  const res = await fetch(baseUrl + path, { headers: { 'x-api-key': apiKey } });
  // Raw chunks, decoded after the clock stops: the figure is the server's, not this client's JSON work.
  const chunks: Uint8Array[] = [];
  for await (const chunk of res.body ?? []) chunks.push(chunk as Uint8Array);
  const ms = performance.now() - started;
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, rssBytes(pid));
  const body = Buffer.concat(chunks).toString('utf8');
  if (!res.ok) throw new Error(`${path}: ${res.status} ${body.slice(0, 200)}`);
  const rows = (JSON.parse(body) as { data: unknown[] }).data.length;
  return { path, ms, bytes: body.length, rows, charged: res.headers.get('x-credits-charged') ?? '', rssBefore, rssPeak };
}

const mb = (n: number) => (n / 1024 / 1024).toFixed(1);

function formatRuns(runs: { label: string; run: PageRun }[]): string {
  const rows = runs.map(
    ({ label, run }) =>
      `| ${label} | \`${run.path}\` | ${run.rows} | ${mb(run.bytes)} | ${run.charged} | ${run.ms.toFixed(0)} | ${mb(run.rssBefore)} | ${mb(run.rssPeak - run.rssBefore)} |`,
  );
  return [
    '| run | request | rows | body MB | charged | ms | server RSS before MB | extra RSS MB |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const arg = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1]! : fallback);
  const databaseUrl = `${arg('--server', 'postgres://root@127.0.0.1:5432')}/${arg('--db', 'keiretsu_demo_1m')}`;
  const duration = Number(arg('--duration', '10'));
  const s = await loadTechnologySample(databaseUrl);
  const server = await startServer({ DATABASE_URL: databaseUrl }, Number(arg('--port', '18085')));
  try {
    const { userKey } = await benchCustomer(server.url);
    const pid = server.process.pid!;
    const big = [
      { label: 'largest technology, page 1', path: `/v1/technologies/${s.techKeys[0]}/companies?limit=10000` },
      { label: 'a mid technology, page 1', path: `/v1/technologies/${s.techKeys[20] ?? s.techKeys[0]}/companies?limit=10000` },
      { label: 'largest technology, page 40', path: `/v1/technologies/${s.techKeys[0]}/companies?limit=10000&page=40` },
      { label: 'largest vendor, page 1', path: `/v1/vendors/${s.vendorDomains[0]}/companies?limit=10000` },
      { label: 'a mid vendor, page 1', path: `/v1/vendors/${s.vendorDomains[10] ?? s.vendorDomains[0]}/companies?limit=10000` },
      { label: 'largest vendor, page 40', path: `/v1/vendors/${s.vendorDomains[0]}/companies?limit=10000&page=40` },
      {
        label: 'largest vendor, page 1, firmographics',
        path: `/v1/vendors/${s.vendorDomains[0]}/companies?limit=10000&include=firmographics`,
      },
    ];
    const runs: { label: string; run: PageRun }[] = [];
    for (const b of big) {
      runs.push({ label: `${b.label} (first: charged)`, run: await timedPage(server.url, userKey, pid, b.path) });
      for (let i = 0; i < 3; i++) runs.push({ label: `${b.label} (again)`, run: await timedPage(server.url, userKey, pid, b.path) });
    }
    console.log(formatRuns(runs));
    const results: Result[] = [];
    for (const scenario of technologyScenarios(s)) {
      results.push(await runScenario(server.url, userKey, scenario, duration));
      console.error(`done: ${scenario.name}`);
    }
    console.log('\n' + formatResults(results));
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
