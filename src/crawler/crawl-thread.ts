import type { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { Config } from '../config/config.js';
import type { CrawlFunction, CrawlOutcome } from '../jobs/crawl-worker.js';
import { startWorkerThread } from '../lib/worker-thread.js';
import type { FingerprintSpec } from '../services/fingerprint.service.js';
import type { FetcherOptions } from './fetcher.js';

/** What a crawl thread starts with. */
export interface CrawlThreadData {
  fetcher: FetcherOptions;
  fingerprints: FingerprintSpec;
}

/**
 * The crawl thread's old generation. Its live data is the pages in flight (50-80 MB after a full collection at 256
 * domains at once), but V8 lets the heap grow to 220-325 MB between collections (--trace-gc, docs/benchmarks.md);
 * capped at 128 MB the same crawl ran as fast at 275-292 MB of RSS. 192 leaves room for larger pages; a thread
 * that still runs out fails its crawls as internal_error (retried) and is started again.
 */
const CRAWL_HEAP_MB = 192;

/**
 * The crawl thread's young generation: 16 MB instead of V8's 48 (new space 16 MB instead of 32). In the crawl
 * benchmark with two threads, interleaved on one machine: peak RSS 429-447 MB against 479-492, at 27.9-31.3 domains/s
 * against 22.5-29.4 (crawl alone); at 8 MB, 408-418 MB but 26.6-29.0 domains/s and more CPU a page
 * (docs/benchmarks.md, "The crawl threads' young generation").
 */
const CRAWL_YOUNG_MB = 16;

/**
 * The crawl function the workers call, backed by KEIRETSU_CRAWL_THREADS crawl threads (crawl-thread-entry.ts) per
 * process. A page of 300 KB costs milliseconds of parsing; on the API's event loop that is every request's latency,
 * so it runs there. One thread is one core at most: the crawl benchmark saturates it (docs/benchmarks-notes.md),
 * so a machine with cores to spare crawls faster with more. A domain always goes to the same thread (threadOf), so
 * that its hosts' robots.txt and politeness live in one place; two domains whose sites
 * redirect to one host can be fetched from two threads at once, as from two worker processes. A thread that dies
 * fails the crawls it held as internal_error (retried by the queue) and is started again on its next crawl.
 */
export function createCrawlFunction(
  config: Config,
  logger: Logger,
  initial: Promise<FingerprintSpec>,
): CrawlFunction & { setFingerprints(spec: FingerprintSpec): void; close(): Promise<void> } {
  let fingerprints: FingerprintSpec | undefined;
  const ready = initial.then(
    (spec) => void (fingerprints ??= spec),
    (err: unknown) => {
      logger.error({ err }, 'the fingerprint set could not be read; crawling with the installed set');
      fingerprints ??= { kind: 'installed' };
    },
  );
  const options: FetcherOptions = {
    contactUrl: config.crawl.contactUrl,
    overrides: config.crawlOverrides,
    hostDelayMs: config.crawl.hostDelayMs,
  };
  const threads: (Worker | undefined)[] = Array.from({ length: config.crawl.threads }, () => undefined);
  let seq = 0;
  /** each crawl in flight, with the thread that runs it */
  const pending = new Map<number, { worker: Worker; resolve: (outcome: CrawlOutcome) => void }>();

  const failAll = (worker: Worker, detail: string) => {
    for (const [id, p] of pending)
      if (p.worker === worker) {
        p.resolve({ ok: false, error: 'internal_error', detail });
        pending.delete(id);
      }
  };
  const start = (slot: number, fingerprints: FingerprintSpec): Worker => {
    const worker = startWorkerThread(import.meta.url, 'crawl-thread-entry', { fetcher: options, fingerprints } satisfies CrawlThreadData, {
      maxOldGenerationSizeMb: CRAWL_HEAP_MB,
      maxYoungGenerationSizeMb: CRAWL_YOUNG_MB,
    });
    worker.on('message', (m: { id: number; outcome: CrawlOutcome }) => {
      pending.get(m.id)?.resolve(m.outcome);
      pending.delete(m.id);
    });
    worker.on('error', (err) => logger.error({ err }, 'crawl thread failed'));
    worker.on('exit', (code) => {
      if (threads[slot] === worker) threads[slot] = undefined;
      failAll(worker, `the crawl thread exited with code ${code}`);
    });
    worker.unref();
    return worker;
  };

  const crawl = async (domain: string, signal: AbortSignal): Promise<CrawlOutcome> => {
    await ready;
    const slot = threadOf(domain, threads.length);
    const worker = (threads[slot] ??= start(slot, fingerprints!));
    const id = ++seq;
    return new Promise<CrawlOutcome>((resolve) => {
      pending.set(id, { worker, resolve });
      signal.addEventListener('abort', () => worker.postMessage({ id, cancel: true }), { once: true });
      worker.postMessage({ id, domain });
    });
  };
  return Object.assign(crawl, {
    /** A newer set: the running threads recompile; a thread started later begins with it. */
    setFingerprints(spec: FingerprintSpec) {
      fingerprints = spec;
      for (const worker of threads) worker?.postMessage({ fingerprints: spec });
    },
    async close() {
      const running = [...threads];
      threads.fill(undefined);
      await Promise.all(running.map((worker) => worker?.terminate()));
    },
  });
}

/**
 * The thread of a domain: by the domain without a leading `www.`, so that acme.com and www.acme.com (one site, its
 * hosts sharing politeness and robots.txt) go to one thread. Not by registrable domain: the sites of one hosting
 * platform (a.example-host.com, b.example-host.com) are separate hosts, and would all crowd into one thread.
 */
export function threadOf(domain: string, count: number): number {
  if (count === 1) return 0;
  const key = domain.toLowerCase().replace(/^www\./, '');
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return (h >>> 0) % count;
}
