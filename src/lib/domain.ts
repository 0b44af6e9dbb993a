import { domainToASCII } from 'node:url';
import { LRUCache } from 'lru-cache';
import { parse } from 'tldts';
import { detached } from './text.js';

/**
 * The one domain normalizer. Every path that takes a domain or an identifier goes through it.
 * Lowercases and trims; strips a scheme, credentials, path, query, port and a leading `www.`;
 * converts IDN to punycode; checks the shape of every label and that the name ends in a public suffix
 * (via tldts) or in a reserved test TLD (.test, .example, .invalid, .localhost), which resolve only
 * through KEIRETSU_CRAWL_OVERRIDES. Returns null for anything that is not a well-formed domain.
 *
 * 1.2 µs a bare domain, not remembered: remembering cost more on the distinct domains of a bulk lookup or an
 * enrichment (3.0 µs) than it saved on repeated ones (0.1 µs). It was 6.3 µs with its answers remembered, before
 * bare hosts skipped the stripping and domainToASCII and tldts was told its input is a host name (docs/benchmarks.md,
 * "Domain normalization").
 */
export function normalizeDomain(input: string): string | null {
  let s = input.trim().toLowerCase();
  if (s === '' || s.length > 2048) return null;
  // A bare host (the usual input) has no scheme, credentials, path or port to strip.
  if (!PLAIN_HOST.test(s)) {
    s = s.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
    s = s.replace(/^\/\//, '');
    s = s.split(/[/?#]/, 1)[0] ?? '';
    const at = s.lastIndexOf('@');
    if (at >= 0) s = s.slice(at + 1);
    s = s.replace(/:\d*$/, '');
  }
  s = s.replace(/\.$/, '');
  if (s.startsWith('www.')) s = s.slice(4);
  if (s === '' || /\s/.test(s)) return null;
  // Plain ASCII without punycode is its own ASCII form; anything else goes through the WHATWG host rules.
  const ascii = PLAIN_HOST.test(s) && !s.includes('xn--') ? s : domainToASCII(s);
  if (!ascii || ascii.length > 253 || !LABELS.test(ascii)) return null;
  const tld = ascii.slice(ascii.lastIndexOf('.') + 1);
  if (RESERVED_TEST_TLDS.has(tld)) return ascii;
  if (/^\d+$/.test(tld)) return null; // an IPv4 address is not a company domain
  const parsed = parse(ascii, AS_HOSTNAME);
  if (!parsed.isIcann || !parsed.domain) return null;
  return ascii;
}

/** Letters, digits, dots, hyphens and underscores only. */
const PLAIN_HOST = /^[a-z0-9._-]+$/;
/** Two labels or more, each 1-63 letters, digits, hyphens or underscores, neither starting nor ending with a hyphen. */
const LABELS = /^(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?\.)+[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/;
/**
 * tldts told that its input is a valid host name already (checked above): it skips extracting and validating one,
 * half of its time (0.41 against 0.91 µs a domain).
 */
const AS_HOSTNAME = { allowPrivateDomains: false, extractHostname: false, validateHostname: false, detectIp: false, mixedInputs: false };

const RESERVED_TEST_TLDS = new Set(['test', 'example', 'invalid', 'localhost']);

/**
 * The registrable part (acme.co.uk for shop.acme.co.uk), for grouping a company's hosts. Remembered: the crawl asks
 * for it for every link's host, and a page's links share a few hosts (the parse cost some 0.6 ms of a fixture page's
 * partner extraction, docs/benchmarks-notes.md).
 */
export const registrableDomain = rememberedDomains(registrable);

function registrable(domain: string): string | null {
  const tld = domain.split('.').pop() ?? '';
  if (RESERVED_TEST_TLDS.has(tld)) return domain.split('.').slice(-2).join('.');
  return parse(domain).domain ?? null;
}

/**
 * `f`, with its answers remembered: up to 20,000 inputs of at most 256 characters (some 10 MB at worst), least
 * recently used forgotten first, for inputs that repeat (a crawled page's links to a few hosts). Keys and answers are
 * copies (text.ts detached): an input cut from a page keeps no page alive. A remembered answer costs 0.1 µs, a miss
 * about 1.8 µs on top of `f`: worth it only where `f` costs more than that and inputs repeat.
 */
function rememberedDomains(f: (input: string) => string | null): (input: string) => string | null {
  const known = new LRUCache<string, string>({ max: 20_000 });
  return (input) => {
    if (input.length > MEMO_MAX_INPUT) return f(input);
    const answer = known.get(input);
    if (answer !== undefined) return answer === NOT_A_DOMAIN ? null : answer;
    const found = f(input);
    known.set(detached(input), found === null ? NOT_A_DOMAIN : detached(found));
    return found;
  };
}

const MEMO_MAX_INPUT = 256;
const NOT_A_DOMAIN = '';

/** An identifier is a domain when it has a dot (slugs never do), else a slug. */
export type Identifier = { kind: 'domain'; domain: string } | { kind: 'slug'; slug: string } | { kind: 'invalid' };

export function parseIdentifier(raw: string): Identifier {
  const trimmed = raw.trim();
  if (trimmed.includes('.')) {
    const domain = normalizeDomain(trimmed);
    return domain ? { kind: 'domain', domain } : { kind: 'invalid' };
  }
  const slug = trimmed.toLowerCase();
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) && slug.length <= 200 ? { kind: 'slug', slug } : { kind: 'invalid' };
}
