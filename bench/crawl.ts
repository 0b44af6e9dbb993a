/**
 * The crawl benchmark (issue 16): one Keiretsu process (`keiretsu serve`, its crawl worker in the process, as in
 * production) crawls 1,000 fixture domains of 4-6 documents each (bench/crawl-sites.ts, in a process of its own on
 * 127.0.0.1), with per-host politeness kept (KEIRETSU_CRAWL_HOST_DELAY_MS at its default 1,000 ms, one connection
 * per host). Measured: domains/s, pages/s, the server's CPU per page (/proc/<pid>/stat, its threads apart), the
 * CPU of the PostgreSQL backends serving it and of the fixture web, the server's peak RSS (VmHWM), and from the
 * sites' side that no host was asked twice within 1 s. Then, on a second process, the API's lookups at 10
 * connections idle and while the same crawl runs, with the event-loop delay the server reports.
 *
 * Each crawl works on a fresh copy of a 5,000-company demo database (its own, created and dropped here). Part of
 * `npm run bench`; alone:
 *
 *   BENCH_ONLY=crawl npm run bench                       # this section only, written into docs/benchmarks.md
 *   node --import tsx bench/crawl.ts [--rounds 2] [--seconds 10] [--no-build] [--write] [--requests bulk]
 *
 * `--requests bulk` sends bulk lookups instead (100 of the same 1,000 companies each, every include: ten distinct
 * bodies), to see what a crawl's writes cost the cached bulk results; its section is printed, never written. Each run
 * beside the crawl logs the response cache's hits, misses and drops over it (GET /metrics).
 *
 * BENCH_CRAWL_THREADS and BENCH_CRAWL_CONCURRENCY change the crawler's settings; BENCH_CRAWL_TIMELINE=1 logs how many
 * domains finished in each second after the submission (second:count), to see the start and the end of a crawl.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { SITE_COUNT, siteHost, type FixtureStats } from './crawl-sites.js';
import { currentSection, sectionMarkers, writeSection } from './sections.js';
import {
  ADMIN_TOKEN,
  benchCustomer,
  onServer,
  postgresCpuMs,
  postgresCpuSpent,
  runScenario,
  sample,
  startServer,
  statCpuMs,
  vmHwmMb,
  vmRssMb,
  type Result,
  type Scenario,
  type Server,
} from './lib.js';

/**
 * KEIRETSU_CRAWL_CONCURRENCY, or BENCH_CRAWL_CONCURRENCY: 1,024, the configuration's maximum, so that every domain of
 * the bench is in flight from the start. Each domain spends seconds in politeness pauses; with 512, the second half
 * started only as the first finished, and its pauses left the cores idle at the end (48.6-49.8 domains/s against
 * 52.1-54.2 with 1,024, interleaved, at the same peak RSS, 2026-11-29). Before pages were read as they arrived, more
 * domains in flight meant more pages in memory and more garbage collection, and 512 was fastest
 * (docs/benchmarks-notes.md).
 */
const CONCURRENCY = Number(process.env.BENCH_CRAWL_CONCURRENCY ?? 1024);
/** Crawl threads in the Keiretsu process (KEIRETSU_CRAWL_THREADS): one per core, or BENCH_CRAWL_THREADS. */
const THREADS = Number(process.env.BENCH_CRAWL_THREADS ?? os.availableParallelism());
const COMPANIES = 5000;
const TEMPLATE = 'keiretsu_bench_crawl_tpl';
const DATABASE = 'keiretsu_bench_crawl';
const PORT = 18083;
/** A crawl that has not ended by then fails the benchmark (the whole run stays within minutes). */
const CRAWL_DEADLINE_MS = 150_000;
const LOOKUP_CONNECTIONS = 10;

export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}

export interface CrawlRun {
  domains: number;
  succeeded: number;
  failed: number;
  errors: Record<string, number>;
  /** job submission to completion, from the job's own timestamps */
  wallS: number;
  /** seconds from submission until half, 99% and all of the domains' tasks had finished (crawl_tasks.finished_at) */
  doneS: { p50: number; p99: number; last: number };
  /** tasks that took more than one attempt (a transient failure, or a lease that expired) */
  retried: number;
  fixture: FixtureStats;
  /**
   * the Keiretsu process, all threads; the main thread (HTTP, worker loop, database client); the others (crawl
   * thread, GC, libuv); the busiest of the others (the crawl thread)
   */
  cpuMs: { total: number; main: number; others: number; busiestOther: number };
  /** the PostgreSQL backends connected to the benchmark's database */
  postgresCpuMs: number;
  /** the machine's CPU busy over the crawl, in % of all its cores */
  machineBusyPct: number;
  /** VmHWM of the Keiretsu process at the end of the crawl; its RSS when the crawl was submitted */
  peakRssMb: number;
  rssAtStartMb: number;
  loopDelay: LoopDelay;
  loadAtStart: number;
}

export interface LookupRun {
  result: Result;
  loopDelay: LoopDelay;
  /** for the run during a crawl: domains the crawl had finished when the lookups started and when they ended */
  crawlDone?: [number, number];
}

export interface CrawlRound {
  alone: CrawlRun;
  idle: LookupRun;
  crawling: LookupRun;
  /** the crawl the lookups ran beside */
  withLookups: CrawlRun;
}

export interface CrawlBench {
  date: string;
  rounds: CrawlRound[];
  seconds: number;
  loadAtStart: number[];
  loadAtEnd: number[];
  minutes: number;
  templateSeconds: number;
}

type Log = (message: string) => void;
const defaultLog: Log = (m) => process.stderr.write(`[bench] ${m}\n`);

/** Runs the whole benchmark: `rounds` rounds of (crawl alone; lookups idle; lookups during a crawl). */
export async function measureCrawl(options: {
  pgServer: string;
  rounds?: number;
  seconds?: number;
  log?: Log;
  /** what the API is asked beside the crawl: lookups (the default, the section's), or bulk lookups */
  requests?: 'lookup' | 'bulk';
}): Promise<CrawlBench> {
  const { pgServer, rounds = 2, seconds = 10, log = defaultLog, requests = 'lookup' } = options;
  const started = Date.now();
  const loadAtStart = os.loadavg();
  const dbUrl = (name: string) => `${pgServer}/${name}`;
  const hosts = Array.from({ length: SITE_COUNT }, (_, i) => siteHost(i + 1));
  const fixture = await FixtureProcess.start();
  try {
    log(`crawl: building ${TEMPLATE} (keiretsu demo-data --companies ${COMPANIES})`);
    const t = Date.now();
    await onServer(pgServer, async (admin) => {
      await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${TEMPLATE}`);
    });
    const demo = spawnSync(process.execPath, ['bin/keiretsu.js', 'demo-data', '--companies', String(COMPANIES)], {
      env: { ...process.env, DATABASE_URL: dbUrl(TEMPLATE) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (demo.status !== 0) throw new Error('demo-data failed');
    const templateSeconds = (Date.now() - t) / 1000;
    const lookups = (await sample(dbUrl(TEMPLATE), 'SELECT primary_domain FROM companies ORDER BY id LIMIT 1000')).map((r) =>
      String(r.primary_domain),
    );
    const scenario: Scenario =
      requests === 'bulk'
        ? {
            name: 'bulk lookup',
            requests: Array.from({ length: lookups.length / 100 }, (_, i) => ({
              method: 'POST' as const,
              path: '/v1/companies',
              body: { domains: lookups.slice(i * 100, i * 100 + 100), include: ['technologies', 'partnerships', 'firmographics'] },
            })),
            connections: LOOKUP_CONNECTIONS,
          }
        : {
            name: 'lookup',
            requests: lookups.map((d) => ({ method: 'GET' as const, path: `/v1/companies/${d}` })),
            connections: LOOKUP_CONNECTIONS,
          };
    const env = {
      DATABASE_URL: dbUrl(DATABASE),
      KEIRETSU_CRAWL_OVERRIDES: JSON.stringify(Object.fromEntries(hosts.map((h) => [h, fixture.origin]))),
      KEIRETSU_CRAWL_CONCURRENCY: String(CONCURRENCY),
      KEIRETSU_CRAWL_THREADS: String(THREADS),
      // Politeness as shipped: the defaults (1,000 ms between two requests to a host, one at a time).
      KEIRETSU_CRAWL_HOST_DELAY_MS: undefined,
      KEIRETSU_CRAWL_LEASE_S: undefined,
      KEIRETSU_CRAWL_RETRY_BASE_S: undefined,
    };
    const fresh = () =>
      onServer(pgServer, async (admin) => {
        await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${DATABASE} TEMPLATE ${TEMPLATE}`);
      });
    const ctx: CrawlContext = { fixture, hosts, pgServer, log };

    const results: CrawlRound[] = [];
    for (let round = 1; round <= rounds; round++) {
      log(`crawl: round ${round} of ${rounds}: ${SITE_COUNT.toLocaleString('en-US')} domains, the crawl alone`);
      await fresh();
      let server = await startServer(env, PORT, [], { worker: true });
      let alone: CrawlRun;
      try {
        alone = (await crawl(ctx, server)).run;
      } finally {
        await server.stop();
      }
      log(`  ${alone.succeeded}/${alone.domains} in ${alone.wallS.toFixed(1)} s: ${(alone.domains / alone.wallS).toFixed(1)} domains/s`);

      log(`crawl: round ${round}: lookups idle, then during the same crawl (${LOOKUP_CONNECTIONS} connections, ${seconds} s each)`);
      await fresh();
      server = await startServer(env, PORT, [], { worker: true });
      try {
        const customer = await benchCustomer(server.url);
        await metrics(server, true);
        const idleResult = await runScenario(server.url, customer.userKey, scenario, seconds);
        const idle: LookupRun = { result: idleResult, loopDelay: (await metrics(server)).event_loop_delay_ms };
        const { run: withLookups, during } = await crawl(ctx, server, async (jobId) => {
          // The lookups start once the crawl is in full swing: fetching, parsing and applying domains.
          const startedAt = Date.now();
          let job = await getJob(server, jobId);
          while (job.summary.succeeded === 0 && Date.now() - startedAt < 30_000) {
            await new Promise((r) => setTimeout(r, 100));
            job = await getJob(server, jobId);
          }
          const crawlDoneAtStart = job.summary.succeeded + job.summary.failed;
          await metrics(server, true);
          const cacheBefore = await cacheFigures(server);
          const result = await runScenario(server.url, customer.userKey, { ...scenario, warmup: false }, seconds);
          const cacheAfter = await cacheFigures(server);
          const d = (k: keyof CacheFigures) => (cacheAfter[k] - cacheBefore[k]).toLocaleString('en-US');
          log(
            `  the response cache beside the crawl: ${d('hit')} hits, ${d('miss')} misses; ${d('changed')} data changes ` +
              `dropped what they changed, ${d('all')} emptied it`,
          );
          const loopDelay = (await metrics(server)).event_loop_delay_ms;
          job = await getJob(server, jobId);
          return { result, loopDelay, crawlDone: [crawlDoneAtStart, job.summary.succeeded + job.summary.failed] as [number, number] };
        });
        results.push({ alone, idle, crawling: during!, withLookups });
        log(
          `  lookups p99 ${idle.result.p99} ms idle, ${during!.result.p99} ms crawling; crawl ${(withLookups.domains / withLookups.wallS).toFixed(1)} domains/s`,
        );
      } finally {
        await server.stop();
      }
    }
    return {
      date: new Date().toISOString().slice(0, 10),
      rounds: results,
      seconds,
      loadAtStart,
      loadAtEnd: os.loadavg(),
      minutes: (Date.now() - started) / 60000,
      templateSeconds,
    };
  } finally {
    await fixture.stop();
    await onServer(pgServer, async (admin) => {
      await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
    }).catch((err: unknown) => log(`crawl: dropping the benchmark databases failed: ${String(err)}`));
  }
}

interface CrawlContext {
  fixture: FixtureProcess;
  hosts: string[];
  pgServer: string;
  log: Log;
}

interface Job {
  status: 'running' | 'completed' | 'failed';
  submitted_at: string;
  completed_at: string | null;
  summary: { succeeded: number; failed: number; processing: number; total: number };
  domains: { domain: string; status: string; error: string | null }[];
}

/** Submits the 1,000 domains, runs `during` meanwhile, waits for the job to end, and measures it. */
async function crawl<T>(ctx: CrawlContext, server: Server, during?: (jobId: string) => Promise<T>): Promise<{ run: CrawlRun; during?: T }> {
  const pid = server.process.pid!;
  await ctx.fixture.call({ cmd: 'reset' });
  const loadAtStart = os.loadavg()[0]!;
  const before = { cpu: threadCpuMs(pid), pg: await postgresCpuMs(ctx.pgServer, DATABASE), machine: machineJiffies(), rss: vmRssMb(pid) };
  await metrics(server, true);
  const res = await fetch(`${server.url}/admin/v1/crawl`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ domains: ctx.hosts }),
  });
  if (res.status !== 202) throw new Error(`POST /admin/v1/crawl: ${res.status} ${await res.text()}`);
  const { job_id: jobId } = (await res.json()) as { job_id: string };
  const duringResult = during ? await during(jobId) : undefined;
  const deadline = Date.now() + CRAWL_DEADLINE_MS;
  let job = await getJob(server, jobId);
  while (job.status === 'running') {
    if (Date.now() > deadline) throw new Error(`the crawl did not end in ${CRAWL_DEADLINE_MS / 1000} s: ${JSON.stringify(job.summary)}`);
    await new Promise((r) => setTimeout(r, 200));
    job = await getJob(server, jobId);
  }
  const after = { cpu: threadCpuMs(pid), pg: await postgresCpuMs(ctx.pgServer, DATABASE), machine: machineJiffies() };
  const loopDelay = (await metrics(server)).event_loop_delay_ms;
  const fixture = await ctx.fixture.call<FixtureStats>({ cmd: 'stats' });
  const full = await getJob(server, jobId, ctx.hosts.length);
  const errors: Record<string, number> = {};
  for (const d of full.domains) if (d.error) errors[d.error] = (errors[d.error] ?? 0) + 1;
  // The database is this crawl's alone: every task in it is one of its domains.
  const [tasks] = await sample(
    `${ctx.pgServer}/${DATABASE}`,
    `SELECT count(*) FILTER (WHERE attempts > 1)::int AS retried,
            percentile_disc(ARRAY[0.5, 0.99, 1]) WITHIN GROUP (ORDER BY extract(epoch FROM finished_at - $1::timestamptz)) AS done
       FROM crawl_tasks`,
    [job.submitted_at],
  );
  const done = (tasks!.done as (string | number)[]).map(Number);
  if (process.env.BENCH_CRAWL_TIMELINE) {
    const rows = await sample(
      `${ctx.pgServer}/${DATABASE}`,
      `SELECT floor(extract(epoch FROM finished_at - $1::timestamptz))::int AS s, count(*)::int AS n FROM crawl_tasks GROUP BY 1 ORDER BY 1`,
      [job.submitted_at],
    );
    ctx.log('timeline ' + rows.map((r) => `${r.s}:${r.n}`).join(' '));
  }
  const postgresCpuMsTotal = postgresCpuSpent(before.pg, after.pg);
  const busy = after.machine.busy - before.machine.busy;
  const total = after.machine.total - before.machine.total;
  return {
    run: {
      domains: job.summary.total,
      succeeded: job.summary.succeeded,
      failed: job.summary.failed,
      errors,
      wallS: (Date.parse(job.completed_at!) - Date.parse(job.submitted_at)) / 1000,
      doneS: { p50: done[0]!, p99: done[1]!, last: done[2]! },
      retried: Number(tasks!.retried),
      fixture,
      cpuMs: {
        total: after.cpu.total - before.cpu.total,
        main: after.cpu.main - before.cpu.main,
        others: after.cpu.total - after.cpu.main - (before.cpu.total - before.cpu.main),
        busiestOther: busiestOtherThreadMs(pid, before.cpu.threads, after.cpu.threads),
      },
      postgresCpuMs: postgresCpuMsTotal,
      machineBusyPct: total > 0 ? (100 * busy) / total : 0,
      peakRssMb: vmHwmMb(pid),
      rssAtStartMb: before.rss,
      loopDelay,
      loadAtStart,
    },
    during: duringResult,
  };
}

async function getJob(server: Server, jobId: string, domainsLimit = 0): Promise<Job> {
  const res = await fetch(`${server.url}/admin/v1/jobs/${jobId}?domains_limit=${domainsLimit}`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  if (!res.ok) throw new Error(`GET /admin/v1/jobs/${jobId}: ${res.status}`);
  return (await res.json()) as Job;
}

interface CacheFigures {
  hit: number;
  miss: number;
  changed: number;
  all: number;
}

/** The response cache's counters, from GET /metrics (Prometheus text). */
async function cacheFigures(server: Server): Promise<CacheFigures> {
  const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  const text = await res.text();
  const value = (series: string) => Number(text.match(new RegExp(`^${series.replace(/[{}"]/g, '\\$&')} (\\S+)$`, 'm'))?.[1] ?? 0);
  return {
    hit: value('keiretsu_cache_reads_total{result="hit"}'),
    miss: value('keiretsu_cache_reads_total{result="miss"}'),
    changed: value('keiretsu_cache_drops_total{scope="changed"}'),
    all: value('keiretsu_cache_drops_total{scope="all"}'),
  };
}

async function metrics(server: Server, reset = false): Promise<{ event_loop_delay_ms: LoopDelay; peak_rss_bytes: number }> {
  const res = await fetch(`${server.url}/admin/v1/metrics${reset ? '?reset=true' : ''}`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  return (await res.json()) as { event_loop_delay_ms: LoopDelay; peak_rss_bytes: number };
}

// CPU and memory of other processes, from /proc (process.cpuUsage sees only its own process).

/** The process's CPU in ms: all its threads (live ones and exited ones), its main thread, and each thread by id. */
function threadCpuMs(pid: number): { total: number; main: number; threads: Map<string, number> } {
  const threads = new Map<string, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      threads.set(tid, statCpuMs(readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')));
    } catch {
      // ended meanwhile
    }
  }
  return {
    total: statCpuMs(readFileSync(`/proc/${pid}/stat`, 'utf8')),
    main: statCpuMs(readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8')),
    threads,
  };
}

/** The thread other than the main one that used the most CPU between two readings (the crawl thread): its ms. */
function busiestOtherThreadMs(pid: number, before: Map<string, number>, after: Map<string, number>): number {
  let most = 0;
  for (const [tid, ms] of after) if (tid !== String(pid)) most = Math.max(most, ms - (before.get(tid) ?? 0));
  return most;
}

function machineJiffies(): { busy: number; total: number } {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = cpu.reduce((a, b) => a + b, 0);
  return { busy: total - cpu[3]! - cpu[4]!, total };
}

/** bench/crawl-sites.ts in a process of its own, driven over IPC. */
class FixtureProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly origin: string,
  ) {}

  static async start(): Promise<FixtureProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/crawl-sites.ts'], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    const started = Date.now();
    while (!/listening (\S+)/.test(out)) {
      if (child.exitCode !== null) throw new Error(`the fixture web exited: ${out}`);
      if (Date.now() - started > 30_000) throw new Error('the fixture web did not start in 30 s');
      await new Promise((r) => setTimeout(r, 50));
    }
    return new FixtureProcess(child, /listening (\S+)/.exec(out)![1]!);
  }

  async call<T = unknown>(message: { cmd: 'stats' | 'reset' }): Promise<T> {
    const reply = once(this.child, 'message') as Promise<[T]>;
    this.child.send(message);
    return (await reply)[0];
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = once(this.child, 'exit');
    this.child.send({ cmd: 'stop' });
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
}

// The report.

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
/** Documents besides robots.txt: the home page, the sitemap, the further pages. */
const pagesOf = (f: FixtureStats) => f.requests.home + f.requests.sitemap + f.requests.page;
const requestsOf = (f: FixtureStats) => pagesOf(f) + f.requests.robots + f.requests.not_found;
const loop = (l: LoopDelay) => `${l.p50} / ${l.p99} / ${l.max}`;

function crawlRow(label: string, r: CrawlRun): string {
  const pages = pagesOf(r.fixture);
  return (
    `| ${label} | ${r.loadAtStart.toFixed(2)} | ${r.succeeded}/${r.domains} | ${r.wallS.toFixed(1)} | ${(r.domains / r.wallS).toFixed(1)} | ` +
    `${fmt(pages / r.wallS)} | ${fmt(requestsOf(r.fixture) / r.wallS)} | ${(r.cpuMs.total / pages).toFixed(1)} | ` +
    `${(r.cpuMs.main / pages).toFixed(1)} / ${(r.cpuMs.busiestOther / pages).toFixed(1)} / ${((r.cpuMs.others - r.cpuMs.busiestOther) / pages).toFixed(1)} | ` +
    `${(r.postgresCpuMs / pages).toFixed(1)} | ` +
    `${((r.fixture.cpuMs.user + r.fixture.cpuMs.system) / requestsOf(r.fixture)).toFixed(2)} | ${fmt(r.machineBusyPct)}% | ${r.rssAtStartMb} -> ${r.peakRssMb} | ${loop(r.loopDelay)} |`
  );
}

function politeness(label: string, r: CrawlRun): string {
  const f = r.fixture;
  const errors = Object.entries(r.errors)
    .map(([e, n]) => `${e} ${n}`)
    .join(', ');
  return (
    `- ${label}: ${r.succeeded} of ${r.domains} domains succeeded${errors ? ` (failed: ${errors})` : ''}, half of them ` +
    `${r.doneS.p50.toFixed(1)} s after the submission, 99% after ${r.doneS.p99.toFixed(1)} s, all after ${r.doneS.last.toFixed(1)} s; ` +
    `${r.retried} needed a second attempt; ` +
    `${f.hosts} hosts asked, ${f.hostsAsPlanned} of them for exactly their documents, each once (${f.repeatedDocuments} repeated, ${f.requests.not_found} not found); ` +
    `requests: ${f.requests.robots} robots.txt, ${f.requests.home} home pages, ${f.requests.sitemap} sitemaps, ${f.requests.page} further pages; ` +
    `per host, least time from a response's end to the next request ${f.minGapMs === null ? '-' : fmt(f.minGapMs, 1)} ms, ` +
    `between two requests' arrivals ${f.minStartGapMs === null ? '-' : fmt(f.minStartGapMs, 1)} ms; ${f.gapsUnder1s} requests within 1 s of the host's previous one; ` +
    `at most ${f.maxInFlightPerHost} request in flight per host.`
  );
}

/** The section of docs/benchmarks.md, between its markers. */
export function crawlMarkdown(b: CrawlBench, command: string): string {
  const all = b.rounds.flatMap((r) => [r.alone, r.withLookups]);
  const first = b.rounds[0]!.alone;
  const htmlPages = first.fixture.requests.home + first.fixture.requests.page;
  const meanPageKb = (first.fixture.bytes.home + first.fixture.bytes.page) / Math.max(1, htmlPages) / 1024;
  const perDomain = requestsOf(first.fixture) / first.domains;
  // Each domain's requests are spaced by at least the host delay: a domain takes (requests - 1) s at least.
  const bound = CONCURRENCY / (perDomain - 1);
  const rates = b.rounds.map((r) => r.alone.domains / r.alone.wallS);
  const rss = Math.max(...all.map((r) => r.peakRssMb));
  const lookupRows = b.rounds.flatMap((r, i) =>
    (
      [
        ['idle', r.idle],
        ['crawling', r.crawling],
      ] as const
    ).map(
      ([state, l]) =>
        `| ${i + 1} | ${state} | ${fmt(l.result.rps)} | ${l.result.p50} | ${l.result.p99} | ${l.result.max} | ${l.result.non2xx} | ${loop(l.loopDelay)} | ` +
        `${l.crawlDone === undefined ? '' : `${fmt(l.crawlDone[0])} -> ${fmt(l.crawlDone[1])} of ${fmt(SITE_COUNT)}`} |`,
    ),
  );
  const p99s = b.rounds.map((r) => `${r.idle.result.p99} -> ${r.crawling.result.p99} ms`).join(', ');
  const loops = b.rounds.map((r) => `${r.idle.loopDelay.p99} -> ${r.crawling.loopDelay.p99} ms`).join(', ');
  const { open, close } = sectionMarkers('crawl', 'bench/crawl.ts');
  return `${open}

## Crawling 1,000 sites (issues 16 and 17)

Measured by \`${command}\` on ${b.date} (${b.minutes.toFixed(1)} minutes, ${b.rounds.length} rounds); load average
${b.loadAtStart.map((l) => l.toFixed(2)).join(' / ')} (1 / 5 / 15 min) at the start, ${b.loadAtEnd.map((l) => l.toFixed(2)).join(' / ')} at the end.

- Sites: ${fmt(SITE_COUNT)} fixture domains (\`site-0001.bench.test\` …, bench/crawl-sites.ts) served by one node:http server on
  127.0.0.1 in a process of its own, reached through \`KEIRETSU_CRAWL_OVERRIDES\`. Each has a robots.txt, a home page, a
  sitemap.xml, 1-3 partner or integration pages found from the home page's navigation and the sitemap, and the about
  page the navigation links (read for partners named in its sections): 4-6 documents besides robots.txt (${perDomain.toFixed(2)} requests per domain in all). HTML pages are 50-300 KB of ordinary markup
  (mean ${meanPageKb.toFixed(0)} KiB), sent uncompressed.
- Work per domain (issue 17): technology detection over the whole fingerprint set (7,553 with our supplement) and
  partner extraction on every page, as shipped. The fixture partner pages list about 47 partner companies a site
  (9,440 for the first 200 sites), so each domain's apply creates or links that many companies and partnerships.
- Crawler: one \`keiretsu serve\` process with its crawl worker (crawls in \`KEIRETSU_CRAWL_THREADS=${THREADS}\` crawl threads,
  one per core: one thread alone is saturated; on Linux they run 10 nice steps below the process, so the API comes first), on a fresh copy of the
  ${fmt(COMPANIES)}-company demo in PostgreSQL. Politeness as shipped: \`KEIRETSU_CRAWL_HOST_DELAY_MS\` at its default
  1,000 ms, one request at a time per host. \`KEIRETSU_CRAWL_CONCURRENCY=${CONCURRENCY}\` (of the 1,024 the configuration
  allows, what crawled fastest here; notes below): throughput comes from many domains at once. Each domain's ${perDomain.toFixed(2)} requests are at least 1 s apart,
  so ${CONCURRENCY} domains at a time cannot exceed about ${bound.toFixed(0)} domains/s.
- Pages are the documents besides robots.txt (home, sitemap, further pages), counted by the fixture server; wall
  time is the job's \`submitted_at\` to \`completed_at\`. CPU from \`/proc/<pid>/stat\` over the crawl: the Keiretsu
  process (main thread: HTTP, worker loop, database client; the busiest of the others, a crawl thread; the other
  threads: the other crawl threads, V8's GC helpers, libuv), the
  PostgreSQL backends connected to the benchmark's database, the fixture server per request it answered, and the
  whole machine's busy share of its ${os.cpus().length} cores. Peak RSS is the Keiretsu process's VmHWM (it runs with the
  heap limit and \`MALLOC_ARENA_MAX=2\` of docs/deploy.md). Event-loop delay
  (the server's \`/admin/v1/metrics\`, sampled every 10 ms: 10 means no delay) p50 / p99 / max in ms.

| round | load (1 min) | succeeded | wall s | domains/s | pages/s | requests/s | Keiretsu CPU ms/page | main / crawl / other threads | PostgreSQL CPU ms/page | fixture CPU ms/request | machine busy | RSS MB: at the start -> peak | event loop ms |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${b.rounds.map((r, i) => `${crawlRow(`${i + 1}: crawl alone`, r.alone)}\n${crawlRow(`${i + 1}: with lookups`, r.withLookups)}`).join('\n')}

Outcome (from the job and crawl_tasks) and politeness (from the sites' request log):

${b.rounds.map((r, i) => `${politeness(`round ${i + 1}, crawl alone`, r.alone)}\n${politeness(`round ${i + 1}, with lookups`, r.withLookups)}`).join('\n')}

The API meanwhile: \`GET /v1/companies/{domain}\` on 1,000 demo companies (warm, re-access free), ${LOOKUP_CONNECTIONS} connections,
${b.seconds} s, on a second process: idle, then during the same crawl, from its first finished domain on (the last
column: domains finished when the lookups started and ended). Each group of domains the crawl applies moves the data
version and drops the cached lookups of the companies it changed (migration 0030); those of other companies stay
cached. The popularity recount the worker runs once a minute drops only the answers that show technologies
(migration 0031): these plain lookups stay.

| round | API | req/s | p50 ms | p99 ms | max ms | non-2xx | event loop ms | domains crawled: start -> end |
|---|---|---|---|---|---|---|---|---|
${lookupRows.join('\n')}

Targets: 50 domains/s or more on 2 cores: ${rates.every((r) => r >= 50) ? 'met' : rates.some((r) => r >= 50) ? 'met in some rounds' : 'MISSED'} (${rates.map((r) => r.toFixed(1)).join(', ')} domains/s, crawl alone). RSS under 300 MB:
${rss < 300 ? 'met' : 'MISSED'} (at most ${rss} MB). Lookup p99 idle -> crawling: ${p99s}; event-loop p99 idle -> crawling: ${loops}.

${close}`;
}

export const currentCrawlSection = (file?: string) => currentSection('crawl', file);
export const writeCrawlSection = (section: string, file?: string) => writeSection('crawl', section, file);

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const value = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
  if (!args.includes('--no-build')) {
    defaultLog('building dist/');
    execFileSync('npx', ['tsc', '-p', 'tsconfig.json'], { stdio: 'inherit' });
  }
  const bulk = args.includes('--requests') && args[args.indexOf('--requests') + 1] === 'bulk';
  const result = await measureCrawl({
    pgServer: process.env.BENCH_SERVER ?? 'postgres://root@127.0.0.1:5432',
    rounds: value('--rounds', 2),
    seconds: value('--seconds', 10),
    requests: bulk ? 'bulk' : 'lookup',
  });
  const section = crawlMarkdown(result, `node --import tsx bench/crawl.ts${bulk ? ' --requests bulk' : ''}`);
  // The section describes lookups: a run of bulk lookups is printed, never written over it.
  if (args.includes('--write') && !bulk) await writeCrawlSection(section);
  if (bulk) console.log('(--requests bulk: the rows of lookups below are bulk lookups of 100 domains, every include)\n');
  console.log(section);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
