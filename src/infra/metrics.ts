import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolStats } from '../db/database.js';
import type { QueueCounts } from '../db/repositories/operations.repository.js';
import type { CacheStats } from './cache/data-cache.js';

/** What the metrics read when scraped, from the parts that hold the figures. */
export interface MetricsSources {
  pool(): PoolStats;
  /** jobs by status and crawl tasks by state and error, across every process (from the database) */
  queues(): Promise<QueueCounts>;
  /** requests limited per process because Redis failed (undefined without Redis) */
  rateLimitFallbacks(): number | undefined;
  /** batch requests computed now, waiting for a turn, and that waited since start (infra/batch-gate.ts) */
  batches(): { running: number; waiting: number; queued: number };
  /** the response cache's reads, size and drops since start (infra/cache/data-cache.ts) */
  cache(): CacheStats;
}

/**
 * Latency buckets, in seconds: a warm lookup takes a millisecond or two, a bulk lookup or a page of 10,000
 * companies up to a second, an export or an import minutes (the last bucket catches them).
 */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * A counter whose values, one per label value, are running totals kept elsewhere since the process started: read at
 * each scrape.
 */
function labelledTotals(name: string, help: string, label: string, read: () => Record<string, number>, registers: Registry[]): void {
  const counter = new Counter({
    name,
    help,
    labelNames: [label],
    registers,
    collect: () => {
      counter.reset();
      for (const [value, total] of Object.entries(read())) counter.inc({ [label]: value }, total);
    },
  });
}

/**
 * The Prometheus metrics of one process (GET /metrics, contracts section 11). A registry of its own, not
 * prom-client's global one, so that several applications in one process (the tests) keep separate figures.
 * Request metrics are labelled by route pattern (`/v1/companies/:identifier`), never by URL, so that the number
 * of series stays bounded whatever callers send.
 */
export class ServiceMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly latency: Histogram<'method' | 'route'>;
  private readonly credits: Counter<'route'>;
  private scrape: Promise<QueueCounts | undefined> = Promise.resolve(undefined);
  /** the pool as it was when the scrape began, before the scrape's own query took a connection */
  private pool: PoolStats = { max: 0, total: 0, idle: 0, waiting: 0 };

  constructor(private readonly sources: MetricsSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'keiretsu_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.latency = new Histogram({
      name: 'keiretsu_http_request_duration_seconds',
      help: 'time from the request received to the response sent, by method and route pattern',
      labelNames: ['method', 'route'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.credits = new Counter({
      name: 'keiretsu_credits_charged_total',
      help: 'credits charged by this process (X-Credits-Charged of its responses), by route pattern',
      labelNames: ['route'],
      registers,
    });
    const connections = new Gauge({
      name: 'keiretsu_db_pool_connections',
      help: 'database connections of this process by state: open (in use or idle), idle, the most the pool opens',
      labelNames: ['state'],
      registers,
      collect: () => {
        const p = this.pool;
        connections.set({ state: 'open' }, p.total);
        connections.set({ state: 'idle' }, p.idle);
        connections.set({ state: 'in_use' }, p.total - p.idle);
        connections.set({ state: 'max' }, p.max);
      },
    });
    const waiting = new Gauge({
      name: 'keiretsu_db_pool_waiting',
      help: 'queries and transactions of this process waiting for a database connection',
      registers,
      collect: () => {
        waiting.set(this.pool.waiting);
      },
    });
    // One query per scrape (started by render) fills the job and task gauges and the database's state: the
    // registry collects every metric at once, so the three share it. A failed read keeps the last figures.
    const queues = () => this.scrape;
    new Gauge({
      name: 'keiretsu_database_up',
      help: '1 when the database answered the last scrape, 0 when it did not',
      registers,
      async collect() {
        this.set((await queues()) ? 1 : 0);
      },
    });
    new Gauge({
      name: 'keiretsu_jobs',
      help: 'refresh and crawl jobs by status',
      labelNames: ['status'],
      registers,
      async collect() {
        const q = await queues();
        if (!q) return;
        this.reset();
        for (const j of q.jobs) this.set({ status: j.status }, j.count);
      },
    });
    new Gauge({
      name: 'keiretsu_crawl_tasks',
      help: 'crawl tasks (one per domain crawl) by state, and for failed ones by error code',
      labelNames: ['state', 'error'],
      registers,
      async collect() {
        const q = await queues();
        if (!q) return;
        this.reset();
        for (const t of q.tasks) this.set({ state: t.state, error: t.error ?? '' }, t.count);
      },
    });
    new Gauge({
      name: 'keiretsu_company_document_marks',
      help: 'writes to companies not yet in their stored documents (the bulk lookup reads those companies the long way)',
      registers,
      async collect() {
        const q = await queues();
        if (q) this.set(q.documentMarks);
      },
    });
    const batches = new Gauge({
      name: 'keiretsu_batch_requests',
      help: 'batch requests (bulk lookups, enrichment) of this process being computed, and waiting for a turn',
      labelNames: ['state'],
      registers,
      collect: () => {
        const b = sources.batches();
        batches.set({ state: 'running' }, b.running);
        batches.set({ state: 'waiting' }, b.waiting);
      },
    });
    const queued = new Counter({
      name: 'keiretsu_batch_requests_queued_total',
      help: 'batch requests of this process that waited for a turn (KEIRETSU_BATCH_CONCURRENCY were running)',
      registers,
      collect: () => {
        queued.reset();
        queued.inc(sources.batches().queued);
      },
    });
    labelledTotals(
      'keiretsu_cache_reads_total',
      'reads of the response cache of this process: served from it (hit), or not (miss: read from the database, or waiting for a read in progress)',
      'result',
      () => {
        const c = sources.cache();
        return { hit: c.hits, miss: c.misses };
      },
      registers,
    );
    const cacheSize = new Gauge({
      name: 'keiretsu_cache_size',
      help: 'what the response cache of this process holds: entries, and bytes (as it counts them, KEIRETSU_CACHE_MB)',
      labelNames: ['unit'],
      registers,
      collect: () => {
        const c = sources.cache();
        cacheSize.set({ unit: 'entries' }, c.entries);
        cacheSize.set({ unit: 'bytes' }, c.bytes);
      },
    });
    labelledTotals(
      'keiretsu_cache_drops_total',
      'data version moves seen by this process: those that emptied its cache (all: an import, a missed version) and ' +
        'those that dropped only what they changed (changed: a crawl, a recount)',
      'scope',
      () => {
        const c = sources.cache();
        return { all: c.cleared, changed: c.scoped };
      },
      registers,
    );
    new Gauge({
      name: 'keiretsu_rate_limit_fallbacks',
      help: 'requests this process limited on its own because Redis failed or was late (since start)',
      registers,
      collect() {
        this.set(sources.rateLimitFallbacks() ?? 0);
      },
    });
  }

  /** Counts a response: `route` is the route pattern, or undefined when no route matched. */
  observe(method: string, route: string | undefined, status: number, seconds: number, creditsCharged: number): void {
    const r = route ?? 'unmatched';
    this.requests.inc({ method, route: r, status: String(status) });
    this.latency.observe({ method, route: r }, seconds);
    if (creditsCharged > 0) this.credits.inc({ route: r }, creditsCharged);
  }

  /** The metrics in Prometheus's text format, and its content type. */
  async render(): Promise<{ text: string; contentType: string }> {
    this.pool = this.sources.pool();
    this.scrape = this.sources.queues().catch(() => undefined);
    return { text: await this.registry.metrics(), contentType: this.registry.contentType };
  }
}
