import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Fetcher, type FetcherOptions } from '../../src/crawler/fetcher.js';
import type { LookupFunction } from '../../src/crawler/types.js';

/** What a fixture server saw of one request. */
export interface SeenRequest {
  host: string;
  path: string;
  userAgent: string;
  acceptEncoding: string;
  startedAt: number;
  /** the client's port: requests with the same one came on one connection */
  clientPort: number;
  /** when the response ended, normally or not (undefined while open) */
  endedAt?: number;
  /** the response was cut off (the client closed the connection) before it was complete */
  cutOff?: boolean;
}

export type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * A fixture web server on a loopback address and port 0, answering by Host and path (`host/path`) or by path
 * alone, recording each request: tests assert on what the server saw, and on what it never saw.
 */
export class FixtureServer {
  readonly seen: SeenRequest[] = [];
  private readonly routes = new Map<string, Handler>();
  private readonly server: Server = createServer((req, res) => void this.answer(req, res));
  origin = '';
  port = 0;

  /** Serves `handler` for `path` on every host, or for one host with `host/path` (a path without query matches any query). */
  on(route: string, handler: Handler): this {
    this.routes.set(route, handler);
    return this;
  }

  async start(address = '127.0.0.1'): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, address, resolve));
    this.port = (this.server.address() as AddressInfo).port;
    this.origin = `http://${address}:${this.port}`;
    return this;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Requests seen for a path (any host) or `host/path`. */
  requests(route: string): SeenRequest[] {
    return this.seen.filter((r) => r.path === route || `${r.host}${r.path}` === route);
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    const path = req.url ?? '/';
    const record: SeenRequest = {
      host,
      path,
      userAgent: req.headers['user-agent'] ?? '',
      acceptEncoding: String(req.headers['accept-encoding'] ?? ''),
      startedAt: Date.now(),
      clientPort: req.socket.remotePort ?? 0,
    };
    this.seen.push(record);
    res.on('close', () => {
      record.endedAt = Date.now();
      record.cutOff = !res.writableFinished;
    });
    const pathname = path.split('?', 1)[0]!;
    const handler = this.routes.get(`${host}${path}`) ?? this.routes.get(path) ?? this.routes.get(pathname);
    if (!handler) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    await handler(req, res);
  }
}

/** A handler answering `body` with `status` and headers (HTML by default). */
export function reply(body: string | Buffer, headers: Record<string, string> = {}, status = 200): Handler {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(body);
  };
}

/** A handler redirecting to `location`. */
export function redirect(location: string, status = 302): Handler {
  return (_req, res) => {
    res.writeHead(status, { location }).end();
  };
}

/**
 * A resolver for tests: names in `table` answer their addresses, others ENOTFOUND; every name asked is recorded.
 * No test ever asks a real DNS server.
 */
export function fakeResolver(table: Record<string, string[]> = {}): LookupFunction & { asked: string[] } {
  const asked: string[] = [];
  const lookup = async (host: string) => {
    asked.push(host);
    const addresses = table[host];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(lookup, { asked });
}

/** A fetcher with test timings: no host delay, short timeouts, a resolver that never leaves the process. */
export function testFetcher(options: Partial<FetcherOptions> = {}): Fetcher {
  return new Fetcher({
    contactUrl: 'https://keiretsu.example/bot',
    lookup: fakeResolver(),
    hostDelayMs: 0,
    connectTimeoutMs: 1_000,
    headersTimeoutMs: 1_000,
    bodyTimeoutMs: 1_000,
    requestDeadlineMs: 3_000,
    ...options,
  });
}
