import { Client } from 'undici';
import type { Route } from './route.js';
import type { FetchTimeouts } from './types.js';

/**
 * Connections kept between two requests to one host. A site's crawl is a few requests to the same host a second
 * or so apart (robots.txt, home page, sitemap, further pages); a connection for each cost a TCP handshake and, on
 * the web, a TLS handshake each time, for the crawler and for the site. A connection is kept `idleMs` after its
 * last request, then closed.
 *
 * A connection is kept for one route only: for a direct route, its origin and exactly the addresses that were
 * checked for it (a new resolution that answers other addresses gets a new connection, checked again); for an
 * override, the operator's origin and the Host sent. The per-host gate (politeness.ts) lets one request at a time
 * through for a host, so a host still has at most one connection open.
 */
export class Connections {
  private readonly idle = new Map<string, { client: Client; timer: NodeJS.Timeout }>();

  constructor(
    private readonly timeouts: FetchTimeouts,
    /** 0 closes every connection when its request ends */
    private readonly idleMs: number,
  ) {}

  /** The route's kept connection, or a new one. `reused`: it carried a request before (its socket may have gone stale). */
  take(route: Route): { client: Client; reused: boolean } {
    const key = keyOf(route);
    const kept = this.idle.get(key);
    if (kept) {
      this.idle.delete(key);
      clearTimeout(kept.timer);
      return { client: kept.client, reused: true };
    }
    return { client: this.open(route), reused: false };
  }

  /**
   * Gives a connection back after its request: kept when `reusable` (its response was read to the end) and
   * keeping is on, else closed.
   */
  give(route: Route, client: Client, reusable: boolean): void {
    const key = keyOf(route);
    if (!reusable || this.idleMs <= 0 || client.closed || client.destroyed || this.idle.has(key)) {
      void client.destroy().catch(() => {});
      return;
    }
    const timer = setTimeout(() => {
      if (this.idle.get(key)?.client !== client) return;
      this.idle.delete(key);
      void client.destroy().catch(() => {});
    }, this.idleMs);
    timer.unref();
    this.idle.set(key, { client, timer });
  }

  /** Connections kept now. */
  get size(): number {
    return this.idle.size;
  }

  /** Closes every kept connection. */
  async close(): Promise<void> {
    const kept = [...this.idle.values()];
    this.idle.clear();
    for (const { timer } of kept) clearTimeout(timer);
    await Promise.all(kept.map(({ client }) => client.destroy().catch(() => {})));
  }

  private open(route: Route): Client {
    return new Client(route.origin, {
      connect: route.kind === 'direct' ? { lookup: route.connectLookup } : {},
      // Tries IPv6 and IPv4 answers in turn (happy eyeballs), among the checked addresses only.
      autoSelectFamily: true,
      connectTimeout: this.timeouts.connectMs,
      headersTimeout: this.timeouts.headersMs,
      bodyTimeout: this.timeouts.bodyMs,
      // Never longer than the pool keeps it: a socket idle past that is closed with its Client.
      keepAliveTimeout: Math.max(1, this.idleMs),
    });
  }
}

function keyOf(route: Route): string {
  if (route.kind === 'override') return `override ${route.origin} ${route.hostHeader}`;
  return `direct ${route.origin} ${route.addresses.map((a) => a.address).join(' ')}`;
}
