/**
 * The domain normalizer's cost (src/lib/domain.ts), on distinct domains (a bulk lookup or an enrichment of a CRM's
 * list) and on repeated ones: the best of five passes, in µs a domain.
 *
 *   node --import tsx bench/domains.ts
 */
import { normalizeDomain, registrableDomain } from '../src/lib/domain.js';

const TLDS = ['com', 'io', 'co.uk', 'de', 'net', 'org', 'com.au', 'fr', 'ai', 'co'];
const WORDS = ['acme', 'widget', 'cloud', 'data', 'labs', 'systems', 'global', 'north', 'blue', 'quant'];
const domains = (n: number) => Array.from({ length: n }, (_, i) => `${WORDS[i % 10]}-${WORDS[(i >> 3) % 10]}${i}.${TLDS[(i * 7) % 10]}`);

function best(list: readonly string[], f: (d: string) => string | null): number {
  let least = Infinity;
  for (let pass = 0; pass < 5; pass++) {
    const started = process.hrtime.bigint();
    let sink = 0;
    for (const d of list) sink += f(d)?.length ?? 0;
    if (sink === 0) throw new Error('nothing normalized');
    least = Math.min(least, Number(process.hrtime.bigint() - started) / 1e3 / list.length);
  }
  return least;
}

const distinct = domains(300_000);
const repeated = Array.from({ length: 30 }, () => domains(10_000)).flat();
for (const [name, f] of [
  ['normalizeDomain', normalizeDomain],
  ['registrableDomain', registrableDomain],
] as const) {
  console.log(
    `${name}: ${best(distinct, f).toFixed(2)} µs a domain on 300,000 distinct, ${best(repeated, f).toFixed(2)} on 10,000 repeated 30 times`,
  );
}
