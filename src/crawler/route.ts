import type { LookupAddress, LookupOptions } from 'node:dns';
import type { LookupFunction as NetLookupFunction } from 'node:net';
import { hostToLiteral, isRefusedPort } from './address-guard.js';
import { failure, type FetchFailure, type LookupFunction } from './types.js';

/**
 * Where one request goes. `override`: to the operator's origin for that host name, trusted as configured.
 * `direct`: to the URL's own origin, connecting only to `addresses`, which were resolved and checked once;
 * `connectLookup` hands exactly those to the socket, so there is no second, unchecked resolution that a
 * hostile DNS server could answer differently (DNS rebinding).
 */
export type Route =
  | { kind: 'override'; origin: string; hostHeader: string }
  | { kind: 'direct'; origin: string; addresses: LookupAddress[]; connectLookup: NetLookupFunction };

export interface RouterOptions {
  /** exact host name -> origin (contracts section 8: KEIRETSU_CRAWL_OVERRIDES) */
  overrides: Record<string, string>;
  lookup: LookupFunction;
  /** may the crawler connect to this address; isPublicAddress outside tests */
  isAllowedAddress: (address: string) => boolean;
  /** how long a resolver may take to answer (a silent resolver would otherwise hold the request forever) */
  dnsTimeoutMs: number;
}

/** Names that never resolve through DNS: reserved by RFC 2606 and RFC 6761, served only by overrides. */
const RESERVED_TEST_TLDS = new Set(['test', 'example', 'invalid', 'localhost']);

/** Decides, for each URL, where its request may go, or why it may go nowhere. */
export class Router {
  private readonly overrides = new Map<string, string>();

  constructor(private readonly options: RouterOptions) {
    for (const [host, origin] of Object.entries(options.overrides)) this.overrides.set(overrideKey(host), overrideOrigin(host, origin));
  }

  async route(url: URL, signal?: AbortSignal): Promise<Route | FetchFailure> {
    const name = bareName(url.hostname);
    const override = this.overrides.get(name);
    // Only the exact host is exempt from the address check: its redirects and links to any other host, IP
    // literals included, are checked like any URL.
    if (override) return { kind: 'override', origin: override, hostHeader: url.host };
    if (url.port !== '' && isRefusedPort(Number(url.port))) return failure('blocked_address', `port ${url.port} is not for the web`);
    const literal = hostToLiteral(url.hostname);
    if (literal) {
      if (!this.options.isAllowedAddress(literal.address)) return failure('blocked_address', `${literal.address} is not a public address`);
      return direct(url, [{ address: literal.address, family: literal.family }]);
    }
    const tld = name.slice(name.lastIndexOf('.') + 1);
    if (!name.includes('.') || RESERVED_TEST_TLDS.has(tld)) {
      // A single label would be completed by the resolver's search domains: an internal name, never the web.
      return failure('dns_not_found', `${name} resolves only through KEIRETSU_CRAWL_OVERRIDES`);
    }
    const resolved = await this.resolve(name, signal);
    if (!Array.isArray(resolved)) return resolved;
    // One refused answer refuses the host: a public name has no business pointing at a private network, and
    // mixing answers is how rebinding attacks hide.
    const refused = resolved.find((a) => !this.options.isAllowedAddress(a.address));
    if (refused) return failure('blocked_address', `${name} resolves to ${refused.address}, not a public address`);
    return direct(url, resolved);
  }

  private async resolve(name: string, signal: AbortSignal | undefined): Promise<LookupAddress[] | FetchFailure> {
    const timeout = AbortSignal.timeout(this.options.dnsTimeoutMs);
    const abort = signal ? AbortSignal.any([signal, timeout]) : timeout;
    try {
      const answers = await Promise.race([this.options.lookup(name), rejectOnAbort(abort)]);
      if (answers.length === 0) return failure('dns_not_found', `${name} has no address`);
      return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
    } catch (err) {
      if (signal?.aborted) return failure('timeout', 'the fetch was cancelled');
      if (abort.aborted) return failure('timeout', `resolving ${name} took more than ${this.options.dnsTimeoutMs} ms`);
      const code = (err as { code?: unknown }).code;
      // EAI_AGAIN is getaddrinfo's "try again later" (a resolver timeout or SERVFAIL): worth another attempt.
      if (code === 'EAI_AGAIN') return failure('timeout', `resolving ${name} failed for now (EAI_AGAIN)`);
      return failure('dns_not_found', `${name} does not resolve (${typeof code === 'string' ? code : String(err)})`);
    }
  }
}

function direct(url: URL, addresses: LookupAddress[]): Route {
  return { kind: 'direct', origin: url.origin, addresses, connectLookup: pinnedLookup(addresses) };
}

/** A `lookup` for net.connect that answers with the checked addresses, whatever name it is asked about. */
export function pinnedLookup(addresses: LookupAddress[]): NetLookupFunction {
  return (_hostname: string, options: LookupOptions, callback) => {
    const family = options.family === 4 || options.family === 6 ? options.family : 0;
    const usable = family === 0 ? addresses : addresses.filter((a) => a.family === family);
    const first = usable[0];
    if (!first) {
      callback(Object.assign(new Error('no checked address of that family'), { code: 'ENOTFOUND' }), '', 0);
      return;
    }
    // net.connect asks for every address (options.all) when it races IPv4 and IPv6 (autoSelectFamily).
    if (options.all) callback(null, usable);
    else callback(null, first.address, first.family);
  };
}

function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/** A host name as overrides and TLD checks see it: one trailing dot (the DNS root) means the same name. */
function bareName(hostname: string): string {
  return hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
}

function overrideKey(host: string): string {
  const notAName = new TypeError(`crawl override "${host}": not a host name`);
  if (/[\s/\\:@?#[\]]/.test(host.trim())) throw notAName;
  let hostname: string;
  try {
    hostname = new URL(`http://${host.trim()}/`).hostname;
  } catch {
    throw notAName;
  }
  // An IP literal as a key would exempt an address, not a site, from the address check.
  if (hostToLiteral(hostname)) throw notAName;
  return bareName(hostname);
}

function overrideOrigin(host: string, origin: string): string {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new TypeError(`crawl override for ${host}: "${origin}" is not an origin such as http://127.0.0.1:8081`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.username) {
    throw new TypeError(`crawl override for ${host}: "${origin}" is not an origin such as http://127.0.0.1:8081`);
  }
  return url.origin;
}
