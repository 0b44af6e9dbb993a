import pLimit, { type LimitFunction } from 'p-limit';

/**
 * How many batch requests (bulk lookups, enrichment: up to 100 companies each) one process computes at once; the
 * others wait their turn, first come first served. A batch is many database reads and a large response built in
 * memory, so computing fifty at once on two cores only multiplies the memory held and the contention: measured on
 * the 1,000,000-company demo with 50 connections, every request distinct (docs/benchmarks.md), unlimited -> 2 at
 * once: bulk lookups 37 -> 53 req/s (p99 1.9 -> 1.5 s), enrichment 73 -> 111 req/s (p99 1.17 -> 0.54 s), the
 * server's peak RSS 659 -> 430 MB. Lookups and every other route are not gated.
 */
export class BatchGate {
  private readonly limit: LimitFunction;
  /** batch requests that had to wait for a turn, since the process started */
  queued = 0;

  constructor(readonly concurrency: number) {
    this.limit = pLimit(concurrency);
  }

  /** batches being computed now */
  get running(): number {
    return this.limit.activeCount;
  }

  /** batches waiting for a turn */
  get waiting(): number {
    return this.limit.pendingCount;
  }

  /** Runs `work` when fewer than `concurrency` batches are running. */
  run<T>(work: () => Promise<T>): Promise<T> {
    if (this.limit.activeCount >= this.concurrency) this.queued++;
    return this.limit(work);
  }
}
