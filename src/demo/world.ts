import { slugify } from '../lib/slug.js';
import { COUNTRIES, type Country } from './geo.js';
import { EMPLOYEE_RANGE_WEIGHTS, INDUSTRIES, type Industry } from './industries.js';
import { companyName, domainLabels, fundNames } from './naming.js';
import { AffinePermutation, Rng, rngFor, Stream, WeightedPicker } from './random.js';
import { DAY_MS, YEAR_MS } from './time.js';

/**
 * The per-company state every phase shares: names, domains, slugs and the few attributes that later phases
 * depend on (sector, size, country, whether the company lists partners, its popularity rank as a partner).
 * About 250 bytes a company: 1M companies fit comfortably, the 30M relationship rows never need to.
 */
export interface World {
  readonly n: number;
  readonly seed: number;
  /** reference "now" (ms) and the start of the three-year window all observations fall in */
  readonly ref: number;
  readonly windowStart: number;
  readonly names: string[];
  readonly domains: string[];
  readonly slugs: string[];
  readonly extraDomains: Map<number, string[]>;
  /** index into INDUSTRIES (also set when the firmographics are hidden: it still shapes name and stack) */
  readonly industry: Uint8Array;
  readonly country: Uint8Array;
  /** index into EMPLOYEE_RANGES */
  readonly size: Uint8Array;
  readonly flags: Uint8Array;
  /** popularity rank as a partner, 0 = the biggest hub */
  readonly rankOf: Uint32Array;
  readonly byRank: AffinePermutation;
  readonly hubCount: number;
  readonly funds: string[];
}

export const Flag = { firmographics: 1, partnerPage: 2, hub: 4 } as const;

/** The hubs: partner ecosystems with tens of thousands of partners at 1M companies (benchmarks need one). */
const MAX_HUBS = 6;
const FIRMOGRAPHICS_SHARE = 0.85;
/** Share of companies with a partner page, by employee range: big companies run partner programs. */
const PARTNER_PAGE_BY_SIZE = [0.22, 0.3, 0.4, 0.48, 0.55, 0.62, 0.7, 0.75];
const EXTRA_DOMAIN_SHARE = 0.15;

const industryPicker = new WeightedPicker(
  INDUSTRIES,
  INDUSTRIES.map((i) => i.weight),
);
const countryPicker = new WeightedPicker(
  COUNTRIES,
  COUNTRIES.map((c) => c.weight),
);
const sizePicker = new WeightedPicker([0, 1, 2, 3, 4, 5, 6, 7], EMPLOYEE_RANGE_WEIGHTS);
const bigSizePicker = new WeightedPicker([3, 4, 5, 6, 7], [2, 3, 3, 2, 2]);
const tldPickers = COUNTRIES.map(
  (c) =>
    new WeightedPicker(
      c.tlds.map((t) => t[0]),
      c.tlds.map((t) => t[1]),
    ),
);
const TECH_TLDS = new Set(['io', 'ai', 'app', 'tech']);
const HUB_INDUSTRIES = [0, 3]; // Software Publishers; Data Processing, Hosting

export function buildWorld(n: number, seed: number, referenceDate: Date): World {
  if (!Number.isInteger(n) || n < 1) throw new Error(`demo data needs a positive whole number of companies, got ${n}`);
  const ref = referenceDate.getTime();
  const byRank = new AffinePermutation(n, seed);
  const rankOf = new Uint32Array(n);
  for (let r = 0; r < n; r++) rankOf[byRank.apply(r)] = r;
  const world: World = {
    n,
    seed,
    ref,
    windowStart: ref - 3 * YEAR_MS,
    byRank,
    rankOf,
    hubCount: Math.min(MAX_HUBS, n),
    names: new Array<string>(n),
    domains: new Array<string>(n),
    slugs: new Array<string>(n),
    extraDomains: new Map(),
    industry: new Uint8Array(n),
    country: new Uint8Array(n),
    size: new Uint8Array(n),
    flags: new Uint8Array(n),
    funds: fundNames(rngFor(seed, Stream.world, 0), 180),
  };
  const usedDomains = new Set<string>();
  const usedSlugs = new Set<string>();
  for (let i = 0; i < n; i++) buildCompany(world, i, usedDomains, usedSlugs);
  return world;
}

function buildCompany(world: World, i: number, usedDomains: Set<string>, usedSlugs: Set<string>): void {
  const rng = rngFor(world.seed, Stream.company, i);
  const rank = world.rankOf[i]!;
  const hub = rank < world.hubCount;
  const industry = hub ? rng.pick(HUB_INDUSTRIES) : industryPicker.index(rng);
  const country = hub ? 0 : countryPicker.index(rng);
  const size = hub ? 7 : rank < world.n * 0.002 ? bigSizePicker.pick(rng) : sizePicker.pick(rng);
  let flags = hub || rng.chance(FIRMOGRAPHICS_SHARE) ? Flag.firmographics : 0;
  if (hub || rng.chance(PARTNER_PAGE_BY_SIZE[size]!)) flags |= Flag.partnerPage;
  if (hub) flags |= Flag.hub;
  world.industry[i] = industry;
  world.country[i] = country;
  world.size[i] = size;
  world.flags[i] = flags;

  const ind = INDUSTRIES[industry]!;
  const ctry = COUNTRIES[country]!;
  const name = companyName(rng, ind.sector, ctry);
  world.names[i] = name.name;
  const drawn = tldPickers[country]!.pick(rng);
  // .io, .ai, .app and .tech are start-up and software TLDs: a bakery on .ai would look odd.
  const tld = ind.sector !== 'software' && TECH_TLDS.has(drawn) ? 'com' : drawn;
  const labels = domainLabels(rng, name, ind.sector === 'software');
  world.domains[i] = claimDomain(labels, tld, usedDomains);
  world.slugs[i] = claimSlug(slugify(name.name), usedSlugs);
  if (rng.chance(EXTRA_DOMAIN_SHARE)) world.extraDomains.set(i, extraDomains(rng, labels, tld, ctry, usedDomains));
}

/** Other TLDs a company settles for when its own is taken, and the affixes it adds to its name. */
const FALLBACK_TLDS = ['io', 'co', 'net', 'ai', 'app', 'tech'];
const NAME_SUFFIXES = ['inc', 'co', 'group', 'global', 'hq', 'online', 'corp'];
const NAME_PREFIXES = ['my', 'go', 'use', 'join', 'hello', 'meet'];

/** Domains a company would try, most natural first; numbered ones ("kestrel2.com") only at the very end. */
function* domainCandidates(labels: readonly string[], tld: string): Generator<string> {
  for (const l of labels) yield `${l}.${tld}`;
  for (const l of labels) yield `${l}.com`;
  for (const t of FALLBACK_TLDS) for (const l of labels.slice(0, 3)) yield `${l}.${t}`;
  const base = labels[0]!;
  for (const s of NAME_SUFFIXES) for (const t of [tld, 'com']) yield `${base}${s}.${t}`;
  for (const p of NAME_PREFIXES) for (const t of [tld, 'com']) yield `${p}${base}.${t}`;
  for (let k = 2; ; k++) yield `${base}${k}.${tld}`;
}

function claimDomain(labels: readonly string[], tld: string, used: Set<string>): string {
  for (const candidate of domainCandidates(labels, tld)) {
    if (used.has(candidate)) continue;
    used.add(candidate);
    return candidate;
  }
  throw new Error('unreachable: numbered domains never run out');
}

function claimSlug(base: string, used: Set<string>): string {
  let slug = base;
  for (let k = 2; used.has(slug); k++) slug = `${base}-${k}`;
  used.add(slug);
  return slug;
}

/** 1-2 more domains: the name under another TLD, or another form of it (defensive registrations). */
function extraDomains(rng: Rng, labels: readonly string[], tld: string, country: Country, used: Set<string>): string[] {
  const want = rng.chance(0.7) ? 1 : 2;
  const local = country.tlds[0]![0];
  const candidates = [
    `${labels[0]}.com`,
    `${labels[0]}.net`,
    `${labels[0]}.${local}`,
    `${labels[1]}.${tld}`,
    `${labels[0]}.io`,
    `${labels[0]}.co`,
  ];
  const found: string[] = [];
  for (let k = 0; k < 8 && found.length < want; k++) {
    const candidate = rng.pick(candidates);
    if (used.has(candidate)) continue;
    used.add(candidate);
    found.push(candidate);
  }
  return found;
}

export function industryOf(world: World, i: number): Industry {
  return INDUSTRIES[world.industry[i]!]!;
}

export function hasFlag(world: World, i: number, flag: number): boolean {
  return (world.flags[i]! & flag) !== 0;
}

/** Company index for a partner-popularity rank (0 = biggest hub). */
export function companyAtRank(world: World, rank: number): number {
  return world.byRank.apply(rank);
}

/**
 * When a company was first seen and last crawled. Three in four were crawled in the last two months; the
 * others up to three years ago. Derived from the index alone, so every phase agrees without storing it.
 */
export function crawlTimes(world: World, i: number): { discovered: number; lastCrawl: number } {
  const rng = rngFor(world.seed, Stream.crawl, i);
  const lastCrawl = rng.chance(0.75)
    ? world.ref - rng.next() * 60 * DAY_MS
    : world.ref - 90 * DAY_MS - Math.pow(rng.next(), 1.5) * (3 * YEAR_MS - 90 * DAY_MS);
  const discovered = world.windowStart + Math.pow(rng.next(), 2) * (lastCrawl - world.windowStart);
  return { discovered: Math.floor(discovered / 1000) * 1000, lastCrawl: Math.floor(lastCrawl / 1000) * 1000 };
}
