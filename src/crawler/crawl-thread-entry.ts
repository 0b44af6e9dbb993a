import { compileFingerprints, loadInstalledFingerprints, SUPPLEMENT, type FingerprintSet, type RawFingerprints } from '@keiretsu/detect';
import { getPriority, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { FingerprintSpec } from '../services/fingerprint.service.js';
import type { CrawlThreadData } from './crawl-thread.js';
import { Fetcher } from './fetcher.js';
import { crawlDomain } from './pipeline.js';

/**
 * How far below the thread that started it a crawl thread runs, in Linux nice steps. The API's event loop shares the
 * cores with the crawl threads, PostgreSQL and everything else on the machine; at +10, the kernel's scheduler gives a
 * runnable thread of normal priority about nine times a crawl thread's share of a contended core, and a crawl thread
 * still takes every cycle nobody else wants. Crawl benchmark, 2 crawl threads on 2 cores, runs alternated
 * (docs/benchmarks.md, "Crawl threads below the API's priority"): lookups while crawling 484-746 -> 1,216-1,583 req/s,
 * p99 51-77 -> 27-41 ms; the crawl alone 35.5-38.6 and 31.5-37.7 domains/s, within this machine's noise; beside the
 * lookups it yields: 27.9-34.0 -> 25.3-29.5 domains/s.
 */
const CRAWL_NICENESS = 10;

/**
 * On Linux a thread's nice value is its own, and setpriority(PRIO_PROCESS, 0) changes the calling thread's alone; on
 * other systems it would change the whole process's, the API's included, so they are left as they are. Raising one's
 * own nice value needs no privilege; a sandbox that refuses the call leaves the thread at the process's priority.
 */
function runBelowTheProcess(): void {
  if (process.platform !== 'linux') return;
  try {
    setPriority(0, Math.min(19, getPriority(0) + CRAWL_NICENESS));
  } catch {
    // refused (a seccomp filter): the crawl still runs, at the process's priority
  }
}
runBelowTheProcess();

// The crawl thread: fetching, decoding, parsing and detection run here, so the API's event loop never waits on
// them. One Fetcher for every domain, so that robots.txt caching and per-host politeness span the whole process.
const data = workerData as CrawlThreadData;
const fetcher = new Fetcher(data.fetcher);
const running = new Map<number, AbortController>();

/** Compiling the set takes about half a second; a crawl that starts meanwhile waits for it. */
function compile(spec: FingerprintSpec): FingerprintSet {
  if (spec.kind === 'installed') return loadInstalledFingerprints();
  return compileFingerprints(JSON.parse(spec.document) as RawFingerprints, { supplement: SUPPLEMENT });
}
let fingerprints = compile(data.fingerprints);

type Message = { id: number; domain: string } | { id: number; cancel: true } | { fingerprints: FingerprintSpec };

parentPort!.on('message', (message: Message) => {
  if ('fingerprints' in message) {
    fingerprints = compile(message.fingerprints);
    return;
  }
  if ('cancel' in message) return running.get(message.id)?.abort();
  const controller = new AbortController();
  running.set(message.id, controller);
  crawlDomain(fetcher, message.domain, controller.signal, fingerprints)
    .catch((err: unknown) => ({ ok: false as const, error: 'internal_error', detail: err instanceof Error ? err.message : String(err) }))
    .then((outcome) => parentPort!.postMessage({ id: message.id, outcome }))
    .finally(() => running.delete(message.id));
});
