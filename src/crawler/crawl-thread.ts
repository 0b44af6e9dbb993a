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
 * The crawl function the workers call, backed by one crawl thread (crawl-thread-entry.ts) per process. A page of
 * 300 KB costs milliseconds of parsing; on the API's event loop that is every request's latency, so it runs
 * there. A thread that dies fails the crawls it held as internal_error (retried by the queue) and is started
 * again on the next crawl.
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
  let thread: Worker | undefined;
  let seq = 0;
  const pending = new Map<number, (outcome: CrawlOutcome) => void>();

  const failAll = (detail: string) => {
    for (const resolve of pending.values()) resolve({ ok: false, error: 'internal_error', detail });
    pending.clear();
  };
  const start = (fingerprints: FingerprintSpec): Worker => {
    const worker = startWorkerThread(import.meta.url, 'crawl-thread-entry', { fetcher: options, fingerprints } satisfies CrawlThreadData, {
      maxOldGenerationSizeMb: CRAWL_HEAP_MB,
    });
    worker.on('message', (m: { id: number; outcome: CrawlOutcome }) => {
      pending.get(m.id)?.(m.outcome);
      pending.delete(m.id);
    });
    worker.on('error', (err) => logger.error({ err }, 'crawl thread failed'));
    worker.on('exit', (code) => {
      if (thread === worker) thread = undefined;
      failAll(`the crawl thread exited with code ${code}`);
    });
    worker.unref();
    return worker;
  };

  const crawl = async (domain: string, signal: AbortSignal): Promise<CrawlOutcome> => {
    await ready;
    const worker = (thread ??= start(fingerprints!));
    const id = ++seq;
    return new Promise<CrawlOutcome>((resolve) => {
      pending.set(id, resolve);
      signal.addEventListener('abort', () => worker.postMessage({ id, cancel: true }), { once: true });
      worker.postMessage({ id, domain });
    });
  };
  return Object.assign(crawl, {
    /** A newer set: the running thread recompiles; a thread started later begins with it. */
    setFingerprints(spec: FingerprintSpec) {
      fingerprints = spec;
      thread?.postMessage({ fingerprints: spec });
    },
    async close() {
      const worker = thread;
      thread = undefined;
      await worker?.terminate();
    },
  });
}
