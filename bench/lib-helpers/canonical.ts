/**
 * Canonical JSON for response-cache keys: the canonical() function of src/http/wire/response-cache.ts (copied
 * here as it is; that file is not this benchmark's to change) against safe-stable-stringify,
 * fast-json-stable-stringify and json-stable-stringify, on validated query objects of 5 to 10 members.
 */
import fastJsonStableStringify from 'fast-json-stable-stringify';
import jsonStableStringify from 'json-stable-stringify';
import safeStableStringify from 'safe-stable-stringify';
import { interleaved, range, table } from './measure.js';

/** The cache's canonical(), copied verbatim. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? '';
  const record = value as Record<string, unknown>;
  return `{${Object.keys(record)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical(record[k])}`)
    .join(',')}}`;
}

const QUERIES = 1000;
const CALLS = 300_000;

let seed = 7;
const rnd = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;

/** Members a validated query of the list and search routes may carry, each with a generator of its value. */
const MEMBERS: [string, () => unknown][] = [
  ['q', () => pick(['labs', 'cloud data', 'acme', 'münchen', 'robotics'])],
  ['limit', () => pick([10, 20, 50, 100])],
  ['sort', () => pick(['-partnership_count', 'name', '-last_seen_at', 'observation_count'])],
  ['cursor', () => Math.floor(rnd() * 1e9).toString(36)],
  ['include', () => ['technologies', 'firmographics', 'partnerships'].slice(0, 1 + Math.floor(rnd() * 3))],
  ['technology', () => [pick(['react', 'stripe', 'hubspot']), pick(['segment', 'nginx'])]],
  ['country', () => [pick(['US', 'DE', 'GB', 'FR'])]],
  ['partner_count_min', () => Math.floor(rnd() * 20)],
  ['employee_range', () => pick(['1-10', '11-50', '51-200', '201-500'])],
  ['type', () => pick(['technology', 'channel', 'generic'])],
  ['depth', () => pick([1, 2])],
  ['max_nodes', () => pick([25, 50, 100])],
];

function query(): Record<string, unknown> {
  const members = [...MEMBERS].sort(() => rnd() - 0.5).slice(0, 5 + Math.floor(rnd() * 6));
  return Object.fromEntries(members.map(([k, v]) => [k, v()]));
}

const CANDIDATES: Record<string, (value: unknown) => string | undefined> = {
  'canonical() (ours, copied)': canonical,
  'safe-stable-stringify': (v) => safeStableStringify(v),
  'fast-json-stable-stringify': (v) => fastJsonStableStringify(v),
  'json-stable-stringify': (v) => jsonStableStringify(v),
};

export async function measureCanonical(rounds: number): Promise<string> {
  const queries = Array.from({ length: QUERIES }, query);
  // The same members in another order must give the same key; different queries different keys.
  const shuffled = queries.map((q) => Object.fromEntries(Object.entries(q).reverse()));
  for (const [name, fn] of Object.entries(CANDIDATES)) {
    if (queries.some((q, i) => fn(q) !== fn(shuffled[i]))) throw new Error(`${name} depends on member order`);
    const keys = new Set(queries.map((q) => fn(q)));
    const distinct = new Set(queries.map((q) => canonical(q))).size;
    if (keys.size !== distinct) throw new Error(`${name}: ${keys.size} keys for ${distinct} distinct queries`);
  }
  const timings = await interleaved(
    Object.fromEntries(
      Object.entries(CANDIDATES).map(([name, fn]) => [
        name,
        () => {
          let chars = 0;
          for (let i = 0; i < CALLS; i++) chars += fn(queries[i % QUERIES])!.length;
          return chars;
        },
      ]),
    ),
    rounds,
  );
  const example = { limit: 20, include: ['technologies', 'firmographics'], q: 'labs', country: ['US'], sort: '-partnership_count' };
  return [
    '### Canonical JSON (response-cache keys)',
    '',
    `${QUERIES.toLocaleString('en-US')} distinct query objects of 5 to 10 members (strings, numbers, arrays of strings), ${CALLS.toLocaleString('en-US')} calls a round, ${rounds} rounds each. Every candidate gives one key whatever the member order, and as many keys as there are distinct queries.`,
    '',
    table(
      ['function', 'µs per query (CPU)', 'M queries per CPU second'],
      Object.entries(timings).map(([name, ts]) => [
        name,
        range(
          ts.map((t) => (t.cpuMs * 1000) / CALLS),
          2,
        ),
        range(
          ts.map((t) => CALLS / t.cpuMs / 1000),
          2,
        ),
      ]),
    ),
    '',
    `Keys of ${JSON.stringify(example)}:`,
    '',
    table(
      ['function', 'key'],
      Object.entries(CANDIDATES).map(([name, fn]) => [name, '`' + fn(example) + '`']),
    ),
  ].join('\n');
}
