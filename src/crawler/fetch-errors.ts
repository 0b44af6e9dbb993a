import { failure, type FetchFailure, type FetchTimeouts } from './types.js';

/**
 * What went wrong on the network, as a crawl error code. `deadlineHit` is the fetcher's own total deadline
 * (or the caller's signal): whatever undici threw then, the cause is time.
 */
export function classifyNetworkError(err: unknown, deadlineHit: boolean, timeouts: FetchTimeouts): FetchFailure {
  if (deadlineHit) return failure('timeout', 'the request passed its deadline');
  const code = errorCode(err);
  const message = err instanceof Error ? err.message : String(err);
  switch (code) {
    case 'UND_ERR_HEADERS_TIMEOUT':
      return failure('timeout', `no response headers within ${timeouts.headersMs} ms`);
    case 'UND_ERR_BODY_TIMEOUT':
      return failure('timeout', `the body stalled for ${timeouts.bodyMs} ms`);
    case 'UND_ERR_CONNECT_TIMEOUT':
      // A connection that is never accepted is a failure to connect (as ETIMEDOUT is), which lets the home
      // page fall back from https to http when port 443 drops packets.
      return failure('connection_failed', `no connection within ${timeouts.connectMs} ms`);
  }
  if (err instanceof AggregateError) return failure('connection_failed', `every address failed: ${message}`);
  // errno codes (ECONNREFUSED, ECONNRESET, EHOSTUNREACH, ...), TLS and certificate failures, malformed HTTP.
  if (code && /^(E[A-Z]+|ERR_(SSL|TLS|SOCKET)_\w+|CERT_\w+|\w*_CERT\w*|UNABLE_TO_\w+|HPE_\w+|UND_ERR_SOCKET|UND_ERR_CLOSED)$/.test(code)) {
    return failure('connection_failed', `${code}: ${message}`);
  }
  return failure('internal_error', code ? `${code}: ${message}` : message);
}

function errorCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
