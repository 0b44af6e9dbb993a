import { lookup as dnsLookup } from 'node:dns/promises';
import { createRequire } from 'node:module';
import { isPublicAddress } from './address-guard.js';
import { Connections } from './connections.js';
import { exchange, type ExchangeSettings } from './exchange.js';
import { abortable, HostGate, Semaphore } from './politeness.js';
import { RobotsCache } from './robots.js';
import { Router } from './route.js';
import { failure, type Accept, type FetchFailure, type FetchResult, type LookupFunction, type Page } from './types.js';
import { parseWebUrl, resolveRedirect } from './web-url.js';

const { version } = createRequire(import.meta.url)('../../package.json') as { version: string };

/** The robots.txt product token (contracts section 8). */
export const ROBOTS_TOKEN = 'KeiretsuBot';

export interface FetcherOptions {
  /** where site owners learn about the crawler: KEIRETSU_CRAWL_CONTACT_URL or the project URL */
  contactUrl: string;
  /** exact host name -> origin (KEIRETSU_CRAWL_OVERRIDES); those hosts are fetched there, and only they skip the address check */
  overrides?: Record<string, string>;
  /** DNS resolution; tests inject a resolver so no real DNS server is asked */
  lookup?: LookupFunction;
  /** Which addresses may be connected to. Defaults to isPublicAddress; only tests widen it, to reach loopback fixtures through the DNS path. */
  isAllowedAddress?: (address: string) => boolean;
  /** DNS answer and TCP/TLS handshake, each (a dead host should cost seconds, not minutes). Default 5 s. */
  connectTimeoutMs?: number;
  /** from request sent to response headers (a site that accepts and never answers). Default 10 s. */
  headersTimeoutMs?: number;
  /** the longest pause between two pieces of the body (a stalled transfer). Default 15 s. */
  bodyTimeoutMs?: number;
  /** one request, connection to last byte: a slow drip that never pauses 15 s still ends. Default 30 s. */
  requestDeadlineMs?: number;
  /** body cap after decoding: far above any real home page, far below what a hostile site could send. Default 2 MiB. */
  maxBodyBytes?: number;
  /** robots.txt cap: Google reads 500 KiB of it; RFC 9309 asks crawlers to read at least that much. Default 512 KiB. */
  maxRobotsBytes?: number;
  /** redirects followed per page: real sites need two or three (http -> https -> www); loops need a stop. Default 5. */
  maxRedirects?: number;
  /** the least pause between two requests to one host. Default 1 s. */
  hostDelayMs?: number;
  /** a robots.txt Crawl-delay is honoured up to this (a day-long delay would only stall a worker). Default 10 s. */
  maxCrawlDelayMs?: number;
  /**
   * how long a host's connection is kept after a request, for its next one (connections.ts); 0 opens a connection
   * per request. Default 5 s: a site's next request comes after the host delay, and servers commonly keep an idle
   * connection 5 s or more (Node, Apache).
   */
  keepAliveMs?: number;
  /**
   * requests in flight at once, all hosts together (sockets and memory of one crawl thread). A request holds its slot
   * through its exchange and the reading of its page, so on a busy thread a slot is held for the exchange's time on
   * a loaded event loop (p50 about 200 ms in the crawl benchmark), not for the milliseconds of the transfer: 32 slots
   * bounded one crawl thread to about 160 requests/s. Default 128 (docs/benchmarks.md, 2026-11-29).
   */
  concurrency?: number;
  /** how long robots.txt is trusted (RFC 9309: at most a day). Default 24 h. */
  robotsTtlMs?: number;
  /** how long a 5xx robots.txt disallows, or an unreachable one allows, before asking again. Default 10 min. */
  robotsRetryAfterMs?: number;
}

/** How one fetch reads its document. */
export interface FetchPageOptions {
  accept: Accept;
  /** the caller's cancellation (a job losing its lease): the fetch ends as `timeout` */
  signal?: AbortSignal;
  /** a cap for this fetch instead of maxBodyBytes */
  maxBytes?: number;
  /** past the cap, keep the first maxBytes bytes (page.truncated) instead of failing with `too_large` */
  truncate?: boolean;
}

/**
 * The crawler's one way onto the web (contracts section 8): robots.txt obeyed, only public addresses connected
 * to (checked after DNS, at every redirect hop, on the exact address connected to), overrides honoured, one
 * request at a time per host with a pause between, a global concurrency limit, timeouts and size caps.
 * No retries: the job queue retries what is worth retrying.
 */
export class Fetcher {
  /** `KeiretsuBot/<version> (+<contact URL>)` */
  readonly userAgent: string;
  /** the robots.txt cache this fetcher obeys (the site crawl reads Sitemap: lines from it) */
  readonly robots: RobotsCache;
  private readonly router: Router;
  private readonly hosts = new HostGate();
  private readonly connections: Connections;
  private readonly slots: Semaphore;
  private readonly settings: ExchangeSettings;
  private readonly maxRedirects: number;
  private readonly hostDelayMs: number;
  private readonly maxCrawlDelayMs: number;
  private readonly maxRobotsBytes: number;

  constructor(options: FetcherOptions) {
    if (!/^https?:\/\/\S+$/.test(options.contactUrl)) throw new TypeError('the crawler contact URL must be an http(s) URL');
    this.userAgent = `${ROBOTS_TOKEN}/${version} (+${options.contactUrl})`;
    const connectMs = options.connectTimeoutMs ?? 5_000;
    this.settings = {
      userAgent: this.userAgent,
      timeouts: { connectMs, headersMs: options.headersTimeoutMs ?? 10_000, bodyMs: options.bodyTimeoutMs ?? 15_000 },
      deadlineMs: options.requestDeadlineMs ?? 30_000,
      maxBodyBytes: options.maxBodyBytes ?? 2 * 1024 * 1024,
    };
    this.connections = new Connections(this.settings.timeouts, options.keepAliveMs ?? 5_000);
    this.router = new Router({
      overrides: options.overrides ?? {},
      lookup: options.lookup ?? ((host) => dnsLookup(host, { all: true })),
      isAllowedAddress: options.isAllowedAddress ?? isPublicAddress,
      dnsTimeoutMs: connectMs,
    });
    this.maxRedirects = options.maxRedirects ?? 5;
    this.hostDelayMs = options.hostDelayMs ?? 1_000;
    this.maxCrawlDelayMs = options.maxCrawlDelayMs ?? 10_000;
    this.maxRobotsBytes = options.maxRobotsBytes ?? 512 * 1024;
    this.slots = new Semaphore(options.concurrency ?? 128);
    this.robots = new RobotsCache(
      async (url) =>
        asFetchResult(await this.fetchDocument(url, { accept: 'text', maxBytes: this.maxRobotsBytes, truncate: true }, false, keep)),
      {
        token: ROBOTS_TOKEN,
        ttlMs: options.robotsTtlMs,
        retryAfterMs: options.robotsRetryAfterMs,
      },
    );
  }

  /**
   * Fetches one page, following up to maxRedirects redirects by hand: each hop is checked against robots.txt,
   * the overrides and the address guard before anything is sent. Never throws.
   */
  async fetchPage(url: string, options: FetchPageOptions): Promise<FetchResult> {
    return asFetchResult(await this.fetchDocument(url, options, true, keep));
  }

  /**
   * Fetches one page as fetchPage does and reads it where it is decoded: only what `read` returns is kept (see
   * exchange.ts for why it matters to memory). A `read` that throws fails the fetch as internal_error.
   */
  fetchAndRead<T>(url: string, options: FetchPageOptions, read: (page: Page) => T): Promise<ReadResult<T>> {
    return this.fetchDocument(url, options, true, read);
  }

  /** Closes the connections kept for further requests. */
  async close(): Promise<void> {
    await this.connections.close();
  }

  private async fetchDocument<T>(
    start: string,
    options: FetchPageOptions,
    obeyRobots: boolean,
    read: (page: Page) => T,
  ): Promise<ReadResult<T>> {
    const { signal } = options;
    try {
      let url = parseWebUrl(start);
      if (!(url instanceof URL)) return url;
      const redirects: string[] = [];
      for (;;) {
        let delayMs = this.hostDelayMs;
        if (obeyRobots) {
          // One robots.txt fetch serves every caller, so a caller's signal ends its wait, not the fetch.
          const verdict = await abortable(this.robots.check(url.href), signal);
          if (!verdict.allowed) return failure('robots_disallowed', `${url.href}: ${verdict.reason}`);
          const asked = await this.robots.crawlDelayMs(url.href);
          if (asked !== null) delayMs = Math.max(delayMs, Math.min(asked, this.maxCrawlDelayMs));
        }
        signal?.throwIfAborted();
        const route = await this.router.route(url, signal);
        if ('ok' in route) return route;
        const target = url;
        const outcome = await this.hosts.run(
          url.hostname,
          delayMs,
          () =>
            this.slots.run(
              () =>
                exchange(target, route, options, this.settings, this.connections, (page) => read({ ...page, url: target.href, redirects })),
              signal,
            ),
          signal,
        );
        if (outcome.kind === 'failed') return outcome.failure;
        if (outcome.kind === 'page') return { ok: true, value: outcome.value };
        if (redirects.length >= this.maxRedirects) return failure(`http_${outcome.status}`, `more than ${this.maxRedirects} redirects`);
        const next = resolveRedirect(outcome.location, url, outcome.status);
        if (!(next instanceof URL)) return next;
        redirects.push(url.href);
        url = next;
      }
    } catch (err) {
      if (signal?.aborted) return failure('timeout', 'the fetch was cancelled');
      return failure('internal_error', err instanceof Error ? err.message : String(err));
    }
  }
}

/** The reader that keeps the whole page (fetchPage, robots.txt). */
function keep(page: Page): Page {
  return page;
}

function asFetchResult(result: ReadResult<Page>): FetchResult {
  return result.ok ? { ok: true, page: result.value } : result;
}

/** What a fetch read where it arrived (fetchAndRead) returns: `read`'s value, or why there was no page. */
export type ReadResult<T> = { ok: true; value: T } | FetchFailure;

/** Where pages come from: the Fetcher, or a stand-in (a test's) with fetchPage alone. */
export interface PageSource {
  fetchPage(url: string, options: FetchPageOptions): Promise<FetchResult>;
  fetchAndRead?<T>(url: string, options: FetchPageOptions, read: (page: Page) => T): Promise<ReadResult<T>>;
}

/**
 * Fetches a page and hands it to `read` at once, returning only what `read` returns (or the failure). The Fetcher
 * reads it in the frame that decoded it (fetchAndRead): a page passed back up through the promises and frames of
 * a fetch that waited seconds for its host was referred to by objects already in V8's old generation, which kept
 * its text through every scavenge (docs/benchmarks-notes.md). A stand-in with fetchPage alone reads it here.
 */
export async function fetchRead<T>(
  source: PageSource,
  url: string,
  options: FetchPageOptions,
  read: (page: Page) => T,
): Promise<ReadResult<T>> {
  if (source.fetchAndRead) return source.fetchAndRead(url, options, read);
  const result = await source.fetchPage(url, options);
  return result.ok ? { ok: true, value: read(result.page) } : result;
}
