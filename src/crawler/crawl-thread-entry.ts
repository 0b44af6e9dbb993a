import { compileFingerprints, loadInstalledFingerprints, SUPPLEMENT, type FingerprintSet, type RawFingerprints } from '@keiretsu/detect';
import { parentPort, workerData } from 'node:worker_threads';
import type { FingerprintSpec } from '../services/fingerprint.service.js';
import type { CrawlThreadData } from './crawl-thread.js';
import { Fetcher } from './fetcher.js';
import { crawlDomain } from './pipeline.js';

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
