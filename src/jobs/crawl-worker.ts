import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import type { Database } from '../db/database.js';
import * as tasks from '../db/repositories/crawl-task.repository.js';
import type { DataChangeSet } from '../db/repositories/data-version.repository.js';
import { settleTaskDomains } from '../db/repositories/refresh-job.repository.js';
import { applyObservations, type SiteObservation } from '../import/apply-observation.js';
import { KeyedBatcher } from '../lib/keyed-batcher.js';

/** What crawling one domain gave: the observation to apply, or a per-domain error code (contracts section 8). */
export type CrawlOutcome = { ok: true; observation: SiteObservation } | { ok: false; error: string; detail?: string };

/** Crawls one domain; the signal aborts it when the worker stops or loses the task's lease. */
export type CrawlFunction = (domain: string, signal: AbortSignal) => Promise<CrawlOutcome>;

export interface CrawlWorkerOptions {
  concurrency: number;
  leaseSeconds: number;
  retryBaseSeconds: number;
  /** how often an idle worker looks for work; enqueues in this process wake it at once */
  pollMs?: number;
}

/**
 * Errors worth another attempt: the site may answer next time. Everything else (no such domain, a blocked
 * address, robots.txt, a 404, not HTML, too large) would fail the same way again.
 */
const TRANSIENT = /^(timeout|connection_failed|internal_error|http_5\d\d|http_429|http_408)$/;

/** A write the database refused is tried again after this long (its cause is usually gone by then). */
const APPLY_RETRY_MS = 1000;

/**
 * Crawls that end while an apply is being written wait and go together in the next one, up to this many (group
 * commit: KeyedBatcher). Each statement of the write then serves them all, and a partner several of them name is
 * recounted once. PostgreSQL's CPU per domain of the crawl benchmark's sites: 17.5 ms applied one at a time, 4.8 in
 * groups of 32; in the crawl benchmark 5.9 -> 1.9-2.6 ms a page (docs/benchmarks-notes.md). More would hold the
 * companies' row locks longer against other workers' applies.
 */
const APPLY_BATCH = 32;
/**
 * How long an apply waits for more crawls to join it: a crawl takes seconds of politeness, so a quarter of a second
 * more is nothing to its job, and at tens of domains a second it makes the groups several times larger.
 */
const APPLY_LINGER_MS = 250;

/** A crawl that succeeded, waiting for its apply. */
interface Finished {
  task: tasks.ClaimedTask;
  observation: SiteObservation;
}

/** Observations applied since the last popularity recount; recounted at most this often (derived views lag). */
const POPULARITY_EVERY_MS = 60_000;

/**
 * A crawl worker: leases crawl tasks (db/repositories/crawl-task), crawls each domain, and applies what it found
 * in the transaction that ends the task, on condition that it still holds the lease. Any number of workers, in
 * any number of processes, share one PostgreSQL. A killed worker's tasks come back when their lease expires; a
 * stopped one (SIGTERM) gives them back at once.
 */
export class CrawlWorker {
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly inFlight = new Map<number, { controller: AbortController; done: Promise<void> }>();
  private running = false;
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  /** a wake-up that came while the loop was busy: the next idle returns at once */
  private woken = false;
  private heartbeat: NodeJS.Timeout | undefined;
  private lastPopularity = 0;
  private pendingPopularity = false;
  /** applies crawls that end together in one transaction; answers whether each task's lease was still held */
  private readonly applier = new KeyedBatcher<'apply', Finished, boolean>(
    (_, items) => this.applyFinished(items),
    APPLY_BATCH,
    APPLY_LINGER_MS,
  );

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
    private readonly crawl: CrawlFunction,
    private readonly options: CrawlWorkerOptions,
    private readonly hooks: {
      onApplied?: (dataVersion: string, change?: DataChangeSet) => void;
      refreshPopularity?: () => Promise<unknown>;
    } = {},
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    // Renew leases well before they end: a third of the lease, so two missed beats still leave time.
    this.heartbeat = setInterval(() => void this.renew(), (this.options.leaseSeconds * 1000) / 3);
    this.heartbeat.unref();
    this.loop = this.run();
    this.logger.info({ worker: this.id, concurrency: this.options.concurrency }, 'crawl worker started');
  }

  /** New work was queued (in this process): look now rather than at the next poll. */
  wake(): void {
    if (this.wakeUp) this.wakeUp();
    else this.woken = true;
  }

  /** Stops claiming, aborts the crawls in flight and gives their tasks back to the queue. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    clearInterval(this.heartbeat);
    this.wake();
    for (const t of this.inFlight.values()) t.controller.abort();
    await this.loop;
    await Promise.allSettled([...this.inFlight.values()].map((t) => t.done));
    const released = await tasks.releaseTasks(this.db, this.id).catch((err: unknown) => {
      this.logger.error({ err }, 'releasing crawl tasks failed; their leases will expire');
      return 0;
    });
    this.logger.info({ worker: this.id, released }, 'crawl worker stopped');
  }

  private async run(): Promise<void> {
    while (this.running) {
      let claimed = 0;
      try {
        claimed = await this.claim();
        await this.maybeRefreshPopularity();
      } catch (err) {
        this.logger.warn({ err }, 'crawl worker: claiming failed; will retry');
      }
      // Full, or nothing to do: wait for a slot, a wake-up or the next poll.
      if (claimed === 0 || this.inFlight.size >= this.options.concurrency) await this.idle();
    }
  }

  private async claim(): Promise<number> {
    const free = this.options.concurrency - this.inFlight.size;
    if (free <= 0) return 0;
    const reaped = await tasks.reapExpiredLeases(this.db);
    if (reaped.failed.length > 0) {
      await this.db.transaction((tx) =>
        settleTaskDomains(
          tx,
          reaped.failed.map((t) => t.id),
          'failed',
          'timeout',
        ),
      );
    }
    const claimed = await tasks.claimTasks(this.db, this.id, free, this.options.leaseSeconds);
    for (const task of claimed) {
      const controller = new AbortController();
      const done = this.process(task, controller.signal).finally(() => {
        this.inFlight.delete(task.id);
        this.wake();
      });
      this.inFlight.set(task.id, { controller, done });
    }
    return claimed.length;
  }

  private idle(): Promise<void> {
    if (this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, this.options.pollMs ?? 1000);
      this.wakeUp = () => {
        clearTimeout(timer);
        this.wakeUp = undefined;
        resolve();
      };
    });
  }

  private async process(task: tasks.ClaimedTask, signal: AbortSignal): Promise<void> {
    const ref = { id: task.id, workerId: this.id };
    let outcome: CrawlOutcome;
    try {
      outcome = await this.crawl(task.domain, signal);
    } catch (err) {
      if (signal.aborted) return; // stopping or lease lost: the task goes back to the queue
      this.logger.error({ err, domain: task.domain }, 'crawl failed unexpectedly');
      outcome = { ok: false, error: 'internal_error' };
    }
    if (signal.aborted) return;
    if (!outcome.ok) this.logger.debug({ domain: task.domain, error: outcome.error, detail: outcome.detail }, 'crawl failed');
    try {
      if (outcome.ok) {
        if (!(await this.applier.submit('apply', { task, observation: outcome.observation }))) throw new LeaseLost();
        this.pendingPopularity = true;
      } else if (TRANSIENT.test(outcome.error) && task.attempts < task.max_attempts) {
        const retryAt = new Date(Date.now() + this.options.retryBaseSeconds * 1000 * 2 ** (task.attempts - 1));
        await tasks.finishTask(this.db, ref, { state: 'queued', error: outcome.error, retryAt });
      } else {
        const error = outcome.error;
        await this.db.transaction(async (tx) => {
          if (!(await tasks.finishTask(tx, ref, { state: 'failed', error }))) throw new LeaseLost();
          await settleTaskDomains(tx, [task.id], 'failed', error);
        });
      }
    } catch (err) {
      if (err instanceof LeaseLost) return this.logger.warn({ domain: task.domain }, 'crawl task lease lost; another worker has it');
      // The database refused the write (two new companies of one name taking one slug at once, a lost
      // connection): try again soon, rather than when the lease would expire, up to the attempts left.
      this.logger.error({ err, domain: task.domain }, 'applying a crawl failed; retrying');
      await this.retryOrFail(task, ref).catch((e: unknown) =>
        this.logger.error({ err: e, domain: task.domain }, 'could not requeue the task; its lease will expire'),
      );
    }
  }

  /**
   * Applies crawls that succeeded, in the transaction that ends their tasks, each only while this worker still
   * holds its lease (a task whose lease expired is another worker's now, and its crawl is not applied here).
   */
  private async applyFinished(items: Finished[]): Promise<boolean[]> {
    const { held, version, change } = await this.db.transaction(async (tx) => {
      const held = await tasks.finishSucceeded(
        tx,
        items.map((i) => i.task.id),
        this.id,
      );
      const applied = await applyObservations(
        tx,
        items.filter((i) => held.has(i.task.id)).map((i) => i.observation),
      );
      await settleTaskDomains(tx, [...held], 'succeeded', null);
      const written = applied.find((a) => a.dataVersion);
      return { held, version: written?.dataVersion, change: written?.change };
    });
    if (version) this.hooks.onApplied?.(version, change);
    return items.map((i) => held.has(i.task.id));
  }

  private async retryOrFail(task: tasks.ClaimedTask, ref: { id: number; workerId: string }): Promise<void> {
    if (task.attempts < task.max_attempts) {
      await tasks.finishTask(this.db, ref, { state: 'queued', error: 'internal_error', retryAt: new Date(Date.now() + APPLY_RETRY_MS) });
      return;
    }
    await this.db.transaction(async (tx) => {
      if (await tasks.finishTask(tx, ref, { state: 'failed', error: 'internal_error' }))
        await settleTaskDomains(tx, [task.id], 'failed', 'internal_error');
    });
  }

  private async renew(): Promise<void> {
    const ids = [...this.inFlight.keys()];
    if (ids.length === 0) return;
    try {
      const held = await tasks.renewLeases(this.db, this.id, ids, this.options.leaseSeconds);
      for (const id of ids) if (!held.has(id)) this.inFlight.get(id)?.controller.abort();
    } catch (err) {
      this.logger.warn({ err }, 'renewing crawl leases failed; will retry');
    }
  }

  private async maybeRefreshPopularity(): Promise<void> {
    if (!this.pendingPopularity || Date.now() - this.lastPopularity < POPULARITY_EVERY_MS) return;
    this.pendingPopularity = false;
    this.lastPopularity = Date.now();
    await this.hooks.refreshPopularity?.();
  }
}

class LeaseLost extends Error {}
