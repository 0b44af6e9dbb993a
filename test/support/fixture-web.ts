import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a fixture page answers: a status, headers and a body, optionally after a delay (or never). */
export interface FixtureResponse {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** wait this long before answering; Infinity never answers (a hung site) */
  delayMs?: number;
}

export type FixtureSite = Record<string, FixtureResponse | ((request: IncomingMessage) => FixtureResponse)>;

/**
 * A web of fixture sites on one 127.0.0.1 port, told apart by the Host header as a real server would: the
 * crawler reaches them through KEIRETSU_CRAWL_OVERRIDES (`overrides()`), never through DNS. Each request is
 * recorded, so tests can assert what was fetched, how often, and what was not.
 */
export class FixtureWeb {
  readonly requests: { host: string; path: string; at: number }[] = [];
  private readonly sites = new Map<string, FixtureSite>();
  private readonly server = createServer((req, res) => void this.answer(req, res));
  private readonly hung = new Set<ServerResponse>();
  origin = '';

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** Serves `site` for host `host` (and nothing for other hosts: 404). */
  site(host: string, pages: FixtureSite): this {
    this.sites.set(host, pages);
    return this;
  }

  /** KEIRETSU_CRAWL_OVERRIDES for every site served: host -> this server. */
  overrides(): Record<string, string> {
    return Object.fromEntries([...this.sites.keys()].map((host) => [host, this.origin]));
  }

  hits(host: string, path?: string): number {
    return this.requests.filter((r) => r.host === host && (path === undefined || r.path === path)).length;
  }

  async close(): Promise<void> {
    for (const res of this.hung) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    const path = req.url ?? '/';
    this.requests.push({ host, path, at: Date.now() });
    const page = this.sites.get(host)?.[path];
    const r: FixtureResponse = typeof page === 'function' ? page(req) : (page ?? { status: 404, body: 'not found' });
    if (r.delayMs === Infinity) {
      this.hung.add(res);
      return;
    }
    if (r.delayMs) await new Promise((resolve) => setTimeout(resolve, r.delayMs));
    res.writeHead(r.status ?? 200, { 'content-type': 'text/html; charset=utf-8', ...r.headers });
    res.end(r.body ?? '');
  }
}

/** A small HTML page, with a title and og:site_name when given. */
export function htmlPage(options: { title?: string; siteName?: string; body?: string } = {}): FixtureResponse {
  const meta = options.siteName ? `<meta property="og:site_name" content="${options.siteName}">` : '';
  return {
    body: `<!doctype html><html><head><title>${options.title ?? 'Home'}</title>${meta}</head><body>${options.body ?? '<h1>Welcome</h1>'}</body></html>`,
  };
}
