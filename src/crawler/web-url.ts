import { hostToLiteral, isPublicAddress } from './address-guard.js';
import { failure, type FetchFailure } from './types.js';

/**
 * A URL the crawler may request: http or https, parsed by WHATWG URL (so every IPv4 notation is already
 * canonical in `hostname`). Otherwise the failure: `blocked_address` for a host that is a non-public IP literal
 * URL parsing refuses (an IPv6 zone id), `invalid_domain` for anything else.
 */
export function parseWebUrl(input: string): URL | FetchFailure {
  const url = parseOrNull(input);
  if (!url) return refusedLiteral(input) ?? failure('invalid_domain', `not a URL: ${input.slice(0, 200)}`);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return failure('invalid_domain', `not an http(s) URL: ${url.href.slice(0, 200)}`);
  return url;
}

/**
 * Where a redirect leads: its Location resolved against the URL that answered. A missing or unusable Location
 * (no URL, another scheme) ends the fetch as `http_<status>`: the last answer was a redirect we cannot follow.
 */
export function resolveRedirect(location: string | undefined, from: URL, status: number): URL | FetchFailure {
  const code = `http_${status}` as const;
  if (location === undefined || location.trim() === '') return failure(code, `a ${status} redirect without a Location`);
  const url = parseOrNull(location, from);
  if (!url) return refusedLiteral(location) ?? failure(code, `a ${status} redirect to an unusable Location`);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return failure(code, `a ${status} redirect to a ${url.protocol} URL`);
  return url;
}

function parseOrNull(input: string, base?: URL): URL | null {
  try {
    return new URL(input, base);
  } catch {
    return null;
  }
}

/** For a URL no parser accepts, a host that is still recognizably a non-public IP literal (fe80::1%25eth0). */
function refusedLiteral(input: string): FetchFailure | null {
  const host = /^[a-z][a-z0-9+.-]*:\/\/(?:[^/?#@]*@)?(\[[^\]]*\]|[^/?#:]*)/i.exec(input.trim())?.[1];
  const literal = host ? hostToLiteral(host) : null;
  if (!literal || isPublicAddress(literal.address)) return null;
  return failure('blocked_address', `${literal.address} is not a public address`);
}
