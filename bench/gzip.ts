/**
 * Is the hand-assembled gzip of bulk responses (src/http/wire/gzip-pieces.ts) worth its code? Issue 19 asks for the figure
 * either way. A bulk lookup of 100 companies with every include is about 600 KiB of JSON, each company's result
 * encoded and compressed once per data version and kept in the cache; a request then assembles a gzip member
 * from the compressed pieces (GzipBuilder: copies and CRC combination). The alternative is the compression
 * library already installed, @fastify/compress, which gzips each response as it is sent (zlib, level 6 by
 * default). Both measured here on the same body, in process, CPU time per response:
 *
 *   node --import tsx bench/gzip.ts
 */
import { constants, gunzipSync, gzipSync } from 'node:zlib';
import { deflatePiece, GzipBuilder } from '../src/http/wire/gzip-pieces.js';

const COMPANIES = 100;
const words = ['cloud', 'data', 'labs', 'systems', 'analytics', 'health', 'finance', 'robotics', 'security', 'software'];
let seed = 42;
const rnd = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
const name = () =>
  `${pick(['Nor', 'Vel', 'Quin', 'Ast', 'Bry', 'Cal', 'Dor'])}${pick(['vex', 'ora', 'tix', 'lio', 'dara'])} ${pick(words)}`;
const day = () =>
  `2026-${String(1 + Math.floor(rnd() * 11)).padStart(2, '0')}-${String(1 + Math.floor(rnd() * 27)).padStart(2, '0')}T10:00:00.000Z`;

/** One tracked company's result from just after its domain, shaped as the bulk route encodes it; 16 technologies and 16 partners make the body about the 625 KiB a 100-domain bulk response with every include measures on the 1,000,000-company demo. */
function resultTail(i: number): Buffer {
  const slug = `${name().toLowerCase().replace(/\s+/g, '-')}-${i}`;
  const result = {
    status: 'tracked',
    company: { name: name(), primary_domain: `${slug}.com`, slug },
    technologies: Array.from({ length: 16 }, (_, t) => ({
      tech_key: `tech-${(i * 7 + t * 13) % 900}`,
      display_name: `Technology ${(i * 7 + t * 13) % 900}`,
      vendor_name: `${name()} Inc`,
      last_seen_at: day(),
      evidence_count: Math.floor(rnd() * 40),
      vendor_only: rnd() < 0.1,
    })),
    partnerships: Array.from({ length: 16 }, () => {
      const p = name();
      const s = p.toLowerCase().replace(/\s+/g, '-');
      return {
        partner_name: p,
        partner_domain: `${s}.com`,
        partner_slug: s,
        partnership_type: pick(['technology', 'channel', 'generic']),
        first_observed_at: day(),
        last_observed_at: day(),
        observation_count: 1 + Math.floor(rnd() * 9),
      };
    }),
    technology_count: 100,
    partnership_count: 100,
  };
  return Buffer.from(JSON.stringify(result).slice(1).replace(/^/, ','));
}

const tails = Array.from({ length: COMPANIES }, (_, i) => resultTail(i));
const head = (i: number) => `${i === 0 ? '' : ','}{"domain":"company-${i}.com"`;
const end = `],"total_domains_requested":100,"domains_found":100,"domains_not_found":[],"rejected":0,"rejected_domains":[]}`;
const plain = Buffer.concat([Buffer.from('{"data":['), ...tails.flatMap((t, i) => [Buffer.from(head(i)), t]), Buffer.from(end)]);

function cpuMsPer(runs: number, fn: () => unknown): number {
  for (let i = 0; i < Math.min(20, runs); i++) fn();
  const t = process.cpuUsage();
  for (let i = 0; i < runs; i++) fn();
  const c = process.cpuUsage(t);
  return (c.user + c.system) / 1000 / runs;
}

const t0 = process.cpuUsage();
const pieces = tails.map((t) => deflatePiece(t));
const once = process.cpuUsage(t0);
const assembled = () => {
  const out = new GzipBuilder();
  out.raw('{"data":[');
  pieces.forEach((p, i) => {
    out.raw(head(i));
    out.piece(p);
  });
  out.raw(end);
  return out.finish();
};
const hand = assembled();
if (!gunzipSync(hand).equals(plain)) throw new Error('the assembled member does not decompress to the body');
const kib = (b: Buffer) => `${(b.length / 1024).toFixed(0)} KiB`;
const rows: [string, number, Buffer][] = [
  ['GzipBuilder from cached pieces (gzip-pieces.ts, per request)', cpuMsPer(500, assembled), hand],
  ['zlib gzip level 6 (@fastify/compress default, per request)', cpuMsPer(50, () => gzipSync(plain)), gzipSync(plain)],
  [
    'zlib gzip level 1 (fastest, per request)',
    cpuMsPer(50, () => gzipSync(plain, { level: constants.Z_BEST_SPEED })),
    gzipSync(plain, { level: constants.Z_BEST_SPEED }),
  ],
];
console.log(
  `body: ${COMPANIES} results, ${kib(plain)} of JSON; compressing the ${COMPANIES} pieces once: ${((once.user + once.system) / 1000).toFixed(1)} ms`,
);
console.log('| how | CPU ms per response | gzipped size |');
console.log('|---|---|---|');
for (const [how, ms, body] of rows) console.log(`| ${how} | ${ms.toFixed(3)} | ${kib(body)} |`);
