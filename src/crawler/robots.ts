import { createRequire } from 'node:module';
import { LRUCache } from 'lru-cache';
import type { FetchResult } from './types.js';

type RobotsParser = typeof import('robots-parser').default;
type Robot = ReturnType<RobotsParser>;
// robots-parser is CommonJS whose typings declare an ES default export; require gives the function itself.
const robotsParser = createRequire(import.meta.url)('robots-parser') as RobotsParser;

/** Fetches a robots.txt URL through the guarded fetcher (never itself subject to robots.txt). */
export type RobotsFileFetch = (url: string) => Promise<FetchResult>;

export interface RobotsOptions {
  /** the product token matched against User-agent lines; `*` groups apply when no group names it */
  token: string;
  /** how long a robots.txt (or its 4xx absence) is trusted: RFC 9309 asks for no more than 24 hours */
  ttlMs?: number;
  /** how long a transient verdict (5xx: disallow all; unreachable: allow all) stands before asking again */
  retryAfterMs?: number;
  /** origins remembered; least recently used out first (one entry is a parsed file of at most maxBytes) */
  maxOrigins?: number;
}

/** The verdict on one URL, with the reason for logs. */
export interface RobotsVerdict {
  allowed: boolean;
  reason: string;
}

type Rules =
  { kind: 'file'; robot: Robot; text: string } | { kind: 'allow-all'; reason: string } | { kind: 'disallow-all'; reason: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * robots.txt per origin (scheme, host and port: RFC 9309 scopes a file to its origin), parsed by
 * robots-parser, cached with a TTL in a bounded LRU. Concurrent questions about one origin share one fetch.
 *
 * What a failed fetch means (Google's rules, which RFC 9309 follows):
 * - 2xx: the file's rules (a file over the size cap is read up to the cap, as Google reads 500 KiB);
 * - 4xx other than 429, or unreachable (no DNS, no connection, a timeout, a refused address): no rules, allow all
 *   (a site without robots.txt allows everything, and an unreachable one fails its page fetches anyway);
 * - 5xx or 429: disallow all for `retryAfterMs`. A server that fails to serve its robots.txt may be failing under
 *   load, and its rules might forbid what we would fetch; we must not read the outage as permission.
 */
export class RobotsCache {
  private readonly entries: LRUCache<string, { rules: Promise<Rules>; expiresAt: number }>;
  private readonly ttlMs: number;
  private readonly retryAfterMs: number;

  constructor(
    private readonly fetchFile: RobotsFileFetch,
    private readonly options: RobotsOptions,
  ) {
    this.ttlMs = options.ttlMs ?? DAY_MS;
    this.retryAfterMs = options.retryAfterMs ?? 10 * 60 * 1000;
    this.entries = new LRUCache({ max: options.maxOrigins ?? 10_000 });
  }

  /** May the crawler fetch `url`, and why. */
  async check(url: string): Promise<RobotsVerdict> {
    const rules = await this.rulesFor(new URL(url).origin);
    if (rules.kind !== 'file') return { allowed: rules.kind === 'allow-all', reason: rules.reason };
    // robots-parser answers undefined for a URL of another origin, which rulesFor rules out.
    const allowed = rules.robot.isAllowed(url, this.options.token) ?? true;
    const line = rules.robot.getMatchingLineNumber(url, this.options.token);
    return { allowed, reason: allowed ? 'allowed by robots.txt' : `disallowed by robots.txt line ${line}` };
  }

  /** True when robots.txt lets the crawler fetch `url`. */
  async isAllowed(url: string): Promise<boolean> {
    return (await this.check(url)).allowed;
  }

  /** The `Sitemap:` URLs of an origin's robots.txt (`https://acme.com`), as written there. */
  async sitemaps(origin: string): Promise<string[]> {
    const rules = await this.rulesFor(new URL(origin).origin);
    return rules.kind === 'file' ? rules.robot.getSitemaps() : [];
  }

  /** The robots.txt an origin served, as text (the detection engine reads it), or null when it served none. */
  async text(origin: string): Promise<string | null> {
    const rules = await this.rulesFor(new URL(origin).origin);
    return rules.kind === 'file' ? rules.text : null;
  }

  /** The Crawl-delay asked of the crawler on `url`'s origin, in milliseconds, or null. */
  async crawlDelayMs(url: string): Promise<number | null> {
    const rules = await this.rulesFor(new URL(url).origin);
    const seconds = rules.kind === 'file' ? rules.robot.getCrawlDelay(this.options.token) : undefined;
    return seconds !== undefined && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
  }

  private rulesFor(origin: string): Promise<Rules> {
    const cached = this.entries.get(origin);
    if (cached && cached.expiresAt > Date.now()) return cached.rules;
    const loading = this.load(origin);
    const entry = { rules: loading.then(({ rules }) => rules), expiresAt: Infinity };
    this.entries.set(origin, entry);
    void loading.then(({ lasting }) => (entry.expiresAt = Date.now() + (lasting ? this.ttlMs : this.retryAfterMs)));
    return entry.rules;
  }

  /** The rules, and whether they last the full TTL (a file, or a 4xx) or only until a retry (a failure). */
  private async load(origin: string): Promise<{ rules: Rules; lasting: boolean }> {
    const url = `${origin}/robots.txt`;
    let result: FetchResult;
    try {
      result = await this.fetchFile(url);
    } catch (err) {
      const reason = `robots.txt unreachable (${err instanceof Error ? err.message : String(err)}): no rules`;
      return { rules: { kind: 'allow-all', reason }, lasting: false };
    }
    if (result.ok) return { rules: { kind: 'file', robot: robotsParser(url, result.page.body), text: result.page.body }, lasting: true };
    const status = /^http_(\d{3})$/.exec(result.error)?.[1];
    if (status && (status.startsWith('5') || status === '429')) {
      return { rules: { kind: 'disallow-all', reason: `robots.txt answered ${status}: everything disallowed for now` }, lasting: false };
    }
    if (status?.startsWith('4')) return { rules: { kind: 'allow-all', reason: `robots.txt answered ${status}: no rules` }, lasting: true };
    return { rules: { kind: 'allow-all', reason: `robots.txt unreachable (${result.error}): no rules` }, lasting: false };
  }
}
