import autocannon from 'autocannon';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * autocannon appends every response body to a string (`req.body += chunk`, pipelinedRequestsQueue.js), decoding
 * each byte as UTF-8, and uses that string only to check bodies, which these benchmarks never ask it to do. On
 * 2 cores shared with the server, that decoding, not the server, set the floor of the large-response
 * scenarios (measured: a bare route sending the 545 KiB of a bulk response reached 750 req/s with it). So the
 * body is not kept: bytes are still counted, every response is still read and parsed to its end.
 */
function keepNoResponseBodies(): void {
  const queue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as { prototype: Record<string, unknown> };
  if (typeof queue.prototype.addBody !== 'function') throw new Error('autocannon changed: pipelinedRequestsQueue has no addBody');
  queue.prototype.addBody = () => undefined;
}
keepNoResponseBodies();

/**
 * Shared benchmark plumbing: start the real server (compiled, as in production) against a database, make a
 * customer with unlimited budget, and measure scenarios with autocannon at fixed concurrency.
 */

export interface Scenario {
  name: string;
  /** requests cycle through these (path and optional JSON body) */
  requests: { method: 'GET' | 'POST'; path: string; body?: unknown }[];
  /** headers of every request besides the key and content type (Accept-Encoding: gzip); none by default */
  headers?: Record<string, string>;
  connections?: number;
  /** the issue's target, for the report */
  targetP99Ms?: number;
  targetNote?: string;
  /**
   * false: no warm-up pass (see runScenario), for a scenario that measures first requests (net-new charges).
   */
  warmup?: boolean;
}

export interface Result {
  name: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  non2xx: number;
  targetP99Ms?: number | undefined;
  targetNote?: string | undefined;
}

export const ADMIN_TOKEN = 'bench-admin-token-0123456789abcdef';

/**
 * Node options of every server the benchmarks start: those of an API process as deployed (deploy/Dockerfile,
 * docs/deploy.md). Below 2 GB of heap limit V8 lets the old generation grow to less than four times what survived its
 * last full collection: on the distinct bulk lookups and enrichments the server's peak RSS fell from 429-491 MB to
 * 262-278 MB (docs/benchmarks.md, "A heap limit for API processes"). A young generation's semi-space of 8 MB instead
 * of V8's 16: the same speeds, 10-24 MB less peak RSS (docs/benchmarks.md, "Two more held-out sets twice, and the
 * main thread's young generation").
 */
export const SERVER_NODE_ARGS = ['--max-old-space-size=1024', '--max-semi-space-size=8'];

/**
 * Environment of every server the benchmarks start, as deployed: deploy/Dockerfile sets MALLOC_ARENA_MAX=2 (glibc's
 * malloc otherwise gives each thread that allocates an arena of its own; docs/deploy.md). The benchmark's own
 * environment wins, for a comparison without it.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };

export interface Server {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts `keiretsu serve` from dist/ on a free port, without its crawl worker unless `options.worker` (the crawl
 * benchmark runs the worker in the API's process, as `serve` does by default).
 */
export async function startServer(
  env: Record<string, string | undefined>,
  port = 18080,
  args: string[] = [],
  options: { worker?: boolean } = {},
): Promise<Server> {
  // The heap limit docs/deploy.md recommends for an API process (SERVER_NODE_ARGS), then BENCH_SERVER_NODE_ARGS: Node
  // options for the server alone, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it under a scenario (Node
  // refuses --cpu-prof in NODE_OPTIONS); a later --max-old-space-size wins over the recommended one.
  const nodeArgs = [...SERVER_NODE_ARGS, ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [])];
  const serveArgs = ['serve', ...(options.worker ? [] : ['--no-worker']), '--port', String(port), ...args];
  const child = spawn(process.execPath, [...nodeArgs, 'bin/keiretsu.js', ...serveArgs], {
    env: withoutUndefined({ ...SERVER_ENV, ...process.env, KEIRETSU_ADMIN_TOKEN: ADMIN_TOKEN, LOG_LEVEL: 'warn', ...env }),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  // BENCH_SERVER_LOG: a file that gets the server's standard output too (--trace-gc's lines, say)
  if (process.env.BENCH_SERVER_LOG) child.stdout!.pipe(createWriteStream(process.env.BENCH_SERVER_LOG, { flags: 'a' }));
  const started = Date.now();
  while (!out.includes('Keiretsu is running')) {
    if (child.exitCode !== null) throw new Error(`server exited: ${out}`);
    if (Date.now() - started > 120_000) throw new Error('server did not start in 120 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A customer for benchmarks: effectively unlimited credits and rate limits. */
export async function benchCustomer(baseUrl: string): Promise<{ userKey: string; orgKey: string; orgId: number }> {
  const call = async (path: string, body: object) => {
    const res = await fetch(baseUrl + path, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, number | string>>;
  };
  const org = await call('/admin/v1/orgs', { name: `bench ${Date.now()}`, credits: 1_000_000_000 });
  const user = await call(`/admin/v1/orgs/${org.org_id}/users`, { email: `bench${Date.now()}@keiretsu.local` });
  const limits = { rate_limit_per_minute: 1_000_000, rate_limit_per_day: 1_000_000_000 };
  const userKey = await call('/admin/v1/keys', { user_id: user.user_id, ...limits });
  const orgKey = await call('/admin/v1/keys', { org_id: org.org_id, ...limits });
  return { userKey: String(userKey.key), orgKey: String(orgKey.key), orgId: Number(org.org_id) };
}

/** Scenarios with more distinct requests than this are not warmed up (their timed run is mostly first requests anyway). */
const WARMUP_MAX_REQUESTS = 2000;

/**
 * Sends each of the scenario's distinct requests once, four at a time, before it is timed: the timed run then
 * measures the steady state (caches filled, companies charged once), not the first pass. What a first request
 * costs is measured separately: the cache-off run, and the net-new scenario (not warmed up).
 */
async function warmUp(baseUrl: string, apiKey: string, s: Scenario): Promise<void> {
  if (s.warmup === false || s.requests.length > WARMUP_MAX_REQUESTS) return;
  await sendEachOnce(baseUrl, apiKey, s, 4);
}

/** Sends each of the scenario's requests once, `concurrency` at a time, untimed. */
export async function sendEachOnce(
  baseUrl: string,
  apiKey: string,
  s: Pick<Scenario, 'requests' | 'headers'>,
  concurrency: number,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < s.requests.length) await rawRequest(baseUrl, apiKey, s, s.requests[next++]!);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/**
 * Warms the scenario up, then times it. `timed`, when given, is called just before the timed run; the function it
 * returns, just after (for readings of the timed run alone, such as CPU).
 */
export async function runScenario(
  baseUrl: string,
  apiKey: string,
  s: Scenario,
  durationSeconds = 10,
  timed?: () => Promise<() => Promise<void>>,
): Promise<Result> {
  const connections = s.connections ?? 50;
  await warmUp(baseUrl, apiKey, s);
  const timedEnd = await timed?.();
  let i = 0;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: durationSeconds,
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json', ...s.headers },
    requests: [
      {
        setupRequest: (req) => {
          const r = s.requests[i++ % s.requests.length]!;
          return { ...req, method: r.method, path: r.path, ...(r.body !== undefined ? { body: JSON.stringify(r.body) } : {}) };
        },
      },
    ],
  });
  await timedEnd?.();
  return {
    name: s.name,
    connections,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    targetP99Ms: s.targetP99Ms,
    targetNote: s.targetNote,
  };
}

/**
 * One of a scenario's requests, with exactly its headers (fetch would add Accept-Encoding and decode the body):
 * the status and the body's bytes as sent.
 */
export async function rawRequest(
  baseUrl: string,
  apiKey: string,
  s: Pick<Scenario, 'headers'>,
  r: Scenario['requests'][number],
): Promise<{ status: number; body: Buffer }> {
  const req = http.request(baseUrl + r.path, {
    method: r.method,
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json', ...s.headers },
  });
  req.end(r.body !== undefined ? JSON.stringify(r.body) : undefined);
  const [res] = (await once(req, 'response')) as [http.IncomingMessage];
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  return { status: res.statusCode ?? 0, body: Buffer.concat(chunks) };
}

/** Runs `fn` with a client on the server's `postgres` database, to create or drop databases. */
export async function onServer<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Sample identifiers from a database, for building scenario request lists. */
export async function sample(databaseUrl: string, sql: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

export function formatResults(results: Result[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${r.connections} | ${r.rps.toLocaleString('en-US')} | ${r.p50} | ${r.p99} | ${r.max} | ${r.non2xx} | ${r.targetP99Ms !== undefined ? `p99 < ${r.targetP99Ms} ms: ${r.p99 < r.targetP99Ms ? 'met' : 'MISSED'}` : (r.targetNote ?? '')} |`,
  );
  return ['| scenario | conns | req/s | p50 ms | p99 ms | max ms | non-2xx | target |', '|---|---|---|---|---|---|---|---|', ...rows].join(
    '\n',
  );
}

function withoutUndefined(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined));
}

/**
 * The ceiling for a large response: a bare Fastify route (bench/ceilings.ts) answering every request with these
 * exact bytes, to the same load generator.
 */
export async function measureBodyCeiling(
  databaseUrl: string,
  scenario: string,
  body: Buffer,
  seconds: number,
  log: (m: string) => void,
  connections = 50,
): Promise<Result> {
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'keiretsu-bench-body-')), 'body.json');
  await writeFile(file, body);
  const kib = Math.round(body.length / 1024);
  log(`  ceiling: bare Fastify answering with ${kib} KiB (${scenario})`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/ceilings.ts', '18091', databaseUrl, file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await once(child.stdout!, 'data');
  try {
    return await runScenario(
      'http://127.0.0.1:18091',
      '',
      {
        name: `ceiling: bare Fastify sending the ${kib} KiB of "${scenario}"`,
        requests: [{ method: 'POST', path: '/body', body: { domains: ['acme.com'] } }],
        connections,
      },
      seconds,
    );
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
    await rm(path.dirname(file), { recursive: true, force: true });
  }
}

/** A process's resident set now (VmRSS), in MB. */
export function vmRssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
}

/** A process's peak resident set so far (VmHWM), in MB. */
export function vmHwmMb(pid: number): number {
  const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
}

// CPU of other processes, from /proc (process.cpuUsage sees only its own process).

const TICK_MS = 1000 / (Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100);

/** utime + stime of a /proc stat line, in ms. */
export function statCpuMs(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** A process's CPU in ms, all its threads. */
export function processCpuMs(pid: number): number {
  return statCpuMs(readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

/** CPU ms of each PostgreSQL backend connected to `database` (backends that ended are not seen). */
export async function postgresCpuMs(pgServer: string, database: string): Promise<Map<number, number>> {
  const rows = await sample(`${pgServer}/postgres`, 'SELECT pid FROM pg_stat_activity WHERE datname = $1', [database]);
  const out = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      out.set(Number(pid), processCpuMs(Number(pid)));
    } catch {
      // ended meanwhile
    }
  }
  return out;
}

/** CPU ms the backends used between two readings of postgresCpuMs. */
export function postgresCpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [backend, ms] of after) total += ms - (before.get(backend) ?? 0);
  return total;
}
