import { parentPort, workerData } from 'node:worker_threads';
import { Fetcher, type FetcherOptions } from './fetcher.js';
import { crawlDomain } from './pipeline.js';

// The crawl thread: fetching, decoding and parsing pages run here, so the API's event loop never waits on them.
// One Fetcher for every domain, so that robots.txt caching and per-host politeness span the whole process.
const fetcher = new Fetcher(workerData as FetcherOptions);
const running = new Map<number, AbortController>();

parentPort!.on('message', (message: { id: number; domain?: string; cancel?: true }) => {
  if (message.cancel) return running.get(message.id)?.abort();
  const controller = new AbortController();
  running.set(message.id, controller);
  crawlDomain(fetcher, message.domain!, controller.signal)
    .catch((err: unknown) => ({ ok: false as const, error: 'internal_error', detail: err instanceof Error ? err.message : String(err) }))
    .then((outcome) => parentPort!.postMessage({ id: message.id, outcome }))
    .finally(() => running.delete(message.id));
});
