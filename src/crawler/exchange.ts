import type { Dispatcher } from 'undici';
import { ACCEPT_ENCODING, readBody } from './body.js';
import { decodeBody } from './charset.js';
import type { Connections } from './connections.js';
import { classifyNetworkError } from './fetch-errors.js';
import type { Route } from './route.js';
import { failure, type Accept, type FetchFailure, type FetchTimeouts, type Page } from './types.js';

/** The fetcher's settings one request needs. */
export interface ExchangeSettings {
  userAgent: string;
  timeouts: FetchTimeouts;
  deadlineMs: number;
  maxBodyBytes: number;
}

/** A fetched document before the fetcher adds its URL and the redirects that led to it. */
export type Fetched = Omit<Page, 'url' | 'redirects'>;

/** One request's outcome: what `read` made of the page, a redirect to follow (or not), or a failure. */
export type Exchange<T> =
  | { kind: 'page'; value: T }
  | { kind: 'redirect'; status: number; location: string | undefined }
  | { kind: 'failed'; failure: FetchFailure };

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const ACCEPT_HEADERS: Record<Accept, string> = {
  html: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
  text: 'text/plain,*/*;q=0.5',
  xml: 'application/xml,text/xml;q=0.9,*/*;q=0.5',
};

/**
 * One GET to the route's origin: for a direct route, to the checked addresses only (the socket's lookup is pinned
 * to them); for an override, to the operator's origin with the original Host. The connection is the host's kept
 * one when there is one (connections.ts), and is kept again only when the response was read to its end; the
 * per-host gate around this call lets one request at a time through, so a host never has a second connection.
 */
export async function exchange<T>(
  url: URL,
  route: Route,
  options: { accept: Accept; signal?: AbortSignal; maxBytes?: number; truncate?: boolean },
  settings: ExchangeSettings,
  connections: Connections,
  read: (page: Fetched) => T,
): Promise<Exchange<T>> {
  const deadline = AbortSignal.timeout(settings.deadlineMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  const { timeouts } = settings;
  const kept = connections.take(route);
  let client = kept.client;
  let readToEnd = false;
  let page: Fetched;
  try {
    const headers: Record<string, string> = {
      'user-agent': settings.userAgent,
      accept: ACCEPT_HEADERS[options.accept],
      'accept-encoding': ACCEPT_ENCODING,
      // One language, so what a page says does not depend on where the worker runs.
      'accept-language': 'en;q=1.0, *;q=0.5',
    };
    if (route.kind === 'override') headers.host = route.hostHeader;
    const request = { method: 'GET' as const, path: `${url.pathname}${url.search}`, headers, signal };
    let response: Dispatcher.ResponseData;
    try {
      response = await client.request(request);
    } catch (err) {
      // A kept connection that the site closed while it sat idle fails at once: the request goes again, once, on a
      // new connection (a GET sent on a dead socket was not received).
      if (!kept.reused || signal.aborted || !isClosedByPeer(err)) throw err;
      void client.destroy().catch(() => {});
      client = connections.take(route).client;
      response = await client.request(request);
    }
    // undici reports a body destroyed before its end (a refused type, the cap) as an 'error' event; the reads
    // below see real errors through their own listeners, and an unlistened one would crash the process.
    response.body.on('error', () => {});
    const fetchedAt = new Date();
    const status = response.statusCode;
    const responseHeaders = flattenHeaders(response.headers);
    if (REDIRECT_STATUSES.has(status)) {
      response.body.destroy();
      return { kind: 'redirect', status, location: responseHeaders.location };
    }
    if (status < 200 || status > 299) {
      response.body.destroy();
      return failed(failure(`http_${status}`, `${url.href} answered ${status}`));
    }
    const contentType = responseHeaders['content-type'] ?? '';
    if (options.accept === 'html' && !isHtml(contentType)) {
      response.body.destroy();
      return failed(failure('not_html', `${url.href} is ${contentType}`));
    }
    const length = Number(responseHeaders['content-length']);
    const received = await readBody(
      response.body,
      responseHeaders['content-encoding'] ?? '',
      Number.isSafeInteger(length) ? length : null,
      {
        maxBytes: options.maxBytes ?? settings.maxBodyBytes,
        truncate: options.truncate ?? false,
      },
    );
    if (!received.ok) return failed(received);
    readToEnd = !received.truncated;
    const body = decodeBody(received.bytes, contentType, options.accept).text;
    page = { status, contentType, headers: responseHeaders, body, bytes: received.bytes.length, truncated: received.truncated, fetchedAt };
  } catch (err) {
    return failed(classifyNetworkError(err, signal.aborted, timeouts));
  } finally {
    connections.give(route, client, readToEnd);
  }
  // Read here, in the frame that decoded it, so that only what `read` keeps travels back through the promises of
  // the callers (the host gate's, the fetch's): they were made before the request, often long enough ago to be in
  // V8's old generation, and a young page text that an old object refers to is kept by every scavenge until the
  // next full collection (docs/benchmarks-notes.md). A reader's own error is thrown (the fetch fails as
  // internal_error), not taken for a network one.
  return { kind: 'page', value: read(page) };
}

/** The errors of a socket the other side closed (a kept connection past the site's keep-alive time). */
function isClosedByPeer(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'UND_ERR_SOCKET' || code === 'ECONNRESET' || code === 'EPIPE';
}

function failed(f: FetchFailure): Exchange<never> {
  return { kind: 'failed', failure: f };
}

/** HTML, or no type at all (a browser would sniff; a page without a type is almost always HTML). */
function isHtml(contentType: string): boolean {
  const essence = contentType.split(';', 1)[0]!.trim().toLowerCase();
  return essence === '' || essence === 'text/html' || essence === 'application/xhtml+xml';
}

function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const key = name.toLowerCase();
    flat[key] = Array.isArray(value) ? value.join(key === 'set-cookie' ? '\n' : ', ') : value;
  }
  return flat;
}
