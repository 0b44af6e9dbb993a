/**
 * The embedded PGlite (through its worker thread) against PostgreSQL on the same 5,000-company demo, with the
 * cache on and off, and the HTTP thread's event-loop delay meanwhile. Part of `npm run bench`; on its own:
 *
 *   node --import tsx bench/embedded.ts [postgres://root@127.0.0.1:5432/keiretsu_bench_5k] [--seconds 10]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ADMIN_TOKEN, benchCustomer, runScenario, sample, startServer, type Result, type Scenario } from './lib.js';

export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}

export interface EmbeddedRun {
  pglite: Result[];
  postgres: Result[];
  loopDelay: LoopDelay;
  /** the same with the cache off */
  uncached: { pglite: Result[]; postgres: Result[]; loopDelay: LoopDelay };
}

export async function measureEmbedded(smallUrl: string, seconds: number): Promise<EmbeddedRun> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'keiretsu-bench-'));
  const domains = (await sample(smallUrl, 'SELECT primary_domain FROM companies ORDER BY id LIMIT 1000')).map((r) =>
    String(r.primary_domain),
  );
  const words = ['labs', 'systems', 'health', 'data', 'cloud'];
  const scenarios: Scenario[] = [
    { name: 'lookup, warm', requests: domains.map((d) => ({ method: 'GET' as const, path: `/v1/companies/${d}` })), connections: 10 },
    {
      name: 'lookup + include=technologies,firmographics',
      requests: domains.map((d) => ({ method: 'GET' as const, path: `/v1/companies/${d}?include=technologies,firmographics` })),
      connections: 10,
    },
    { name: 'search q=word', requests: words.map((w) => ({ method: 'GET' as const, path: `/v1/companies?q=${w}` })), connections: 10 },
  ];
  const runOn = async (env: Record<string, string | undefined>, args: string[]): Promise<{ results: Result[]; loop: LoopDelay }> => {
    const server = await startServer(env, 18081, args);
    try {
      const customer = await benchCustomer(server.url);
      for (const d of domains) await fetch(`${server.url}/v1/companies/${d}`, { headers: { 'x-api-key': customer.userKey } });
      await fetch(`${server.url}/admin/v1/metrics?reset=true`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
      const results: Result[] = [];
      for (const s of scenarios) results.push(await runScenario(server.url, customer.userKey, s, seconds));
      const m = (await (await fetch(`${server.url}/admin/v1/metrics`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).json()) as {
        event_loop_delay_ms: LoopDelay;
      };
      return { results, loop: m.event_loop_delay_ms };
    } finally {
      await server.stop();
    }
  };
  try {
    const pglite = await runOn({ DATABASE_URL: undefined, KEIRETSU_DATA_DIR: dir }, ['--demo']);
    const postgres = await runOn({ DATABASE_URL: smallUrl }, []);
    const pgliteOff = await runOn({ DATABASE_URL: undefined, KEIRETSU_DATA_DIR: dir, KEIRETSU_CACHE_MB: '0' }, ['--demo']);
    const postgresOff = await runOn({ DATABASE_URL: smallUrl, KEIRETSU_CACHE_MB: '0' }, []);
    return {
      pglite: pglite.results,
      postgres: postgres.results,
      loopDelay: pglite.loop,
      uncached: { pglite: pgliteOff.results, postgres: postgresOff.results, loopDelay: pgliteOff.loop },
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Markdown table rows: each scenario on PGlite, on PostgreSQL, and the ratio of their throughputs. */
export function embeddedTableRows(pglite: Result[], postgres: Result[]): string[] {
  return pglite.map((p, i) => {
    const q = postgres[i]!;
    return `| ${p.name} | ${p.rps.toLocaleString('en-US')} | ${p.p50} | ${p.p99} | ${q.rps.toLocaleString('en-US')} | ${q.p50} | ${q.p99} | ${(q.rps / Math.max(1, p.rps)).toFixed(2)}x |`;
  });
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const databaseUrl = args.find((a) => a.startsWith('postgres')) ?? 'postgres://root@127.0.0.1:5432/keiretsu_bench_5k';
  const seconds = args.includes('--seconds') ? Number(args[args.indexOf('--seconds') + 1]) : 10;
  const r = await measureEmbedded(databaseUrl, seconds);
  const header =
    '| scenario | PGlite req/s | p50 | p99 | PostgreSQL req/s | p50 | p99 | PostgreSQL / PGlite |\n|---|---|---|---|---|---|---|---|';
  console.log(`cache on (event loop p99 ${r.loopDelay.p99} ms)\n${header}\n${embeddedTableRows(r.pglite, r.postgres).join('\n')}`);
  console.log(
    `\ncache off (event loop p99 ${r.uncached.loopDelay.p99} ms)\n${header}\n${embeddedTableRows(r.uncached.pglite, r.uncached.postgres).join('\n')}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
