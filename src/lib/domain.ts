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
 */
export const normalizeDomain = rememberedDomains(normalize);

/**
 * `f`, with its answers remembered: up to 20,000 inputs of at most 256 characters (some 10 MB at worst), least
 * recently used forgotten first. Inputs repeat (a bulk lookup of a CRM's list, the same identifiers looked up again,
 * a crawled page's links to a few hosts), and the public-suffix check costs some 4 µs, ten times a remembered
 * answer. Keys and answers are copies (text.ts detached): an input cut from a page keeps no page alive.
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

function normalize(input: string): string | null {
  let s = input.trim().toLowerCase();
  if (s === '' || s.length > 2048) return null;
  s = s.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  s = s.replace(/^\/\//, '');
  s = s.split(/[/?#]/, 1)[0] ?? '';
  const at = s.lastIndexOf('@');
  if (at >= 0) s = s.slice(at + 1);
  s = s.replace(/:\d*$/, '');
  s = s.replace(/\.$/, '');
  if (s.startsWith('www.')) s = s.slice(4);
  if (s === '' || /\s/.test(s)) return null;
  const ascii = domainToASCII(s);
  if (!ascii || ascii.length > 253) return null;
  const labels = ascii.split('.');
  if (labels.length < 2) return null;
  for (const label of labels) {
    if (label.length < 1 || label.length > 63 || !/^[a-z0-9_]([a-z0-9-_]*[a-z0-9_])?$/.test(label)) return null;
  }
  const tld = labels[labels.length - 1]!;
  if (RESERVED_TEST_TLDS.has(tld)) return ascii;
  if (/^\d+$/.test(tld)) return null; // an IPv4 address is not a company domain
  const parsed = parse(ascii, { allowPrivateDomains: false });
  if (!parsed.isIcann || !parsed.domain) return null;
  return ascii;
}

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
