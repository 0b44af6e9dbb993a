import { COUNTRIES } from './geo.js';
import { EMPLOYEE_RANGE_MIDPOINTS, EMPLOYEE_RANGES } from './industries.js';
import { holdingName } from './naming.js';
import { Rng, rngFor, Stream, ZipfSampler } from './random.js';
import { formatTimestamp } from './time.js';
import { companyAtRank, crawlTimes, Flag, hasFlag, industryOf, type World } from './world.js';

export type Row = readonly unknown[];

export const COMPANY_COLUMNS = [
  'id',
  'slug',
  'name',
  'primary_domain',
  'investors',
  'has_partner_page',
  'industry',
  'industry_label',
  'employee_range',
  'country',
  'founded_year',
  'open_jobs_count',
  'created_at',
  'updated_at',
] as const;

/** Older companies are bigger: the exponent skews founding years towards recent ones, less so for big firms. */
const AGE_SKEW_BY_SIZE = [2.6, 2.3, 2.0, 1.7, 1.5, 1.2, 1.0, 0.9];
const LAST_FOUNDING_YEAR = 2025;

export function* companyRows(world: World): Generator<Row> {
  const fundZipf = new ZipfSampler(world.funds.length, 0.8);
  for (let i = 0; i < world.n; i++) {
    const rng = rngFor(world.seed, Stream.firmographics, i);
    const crawl = crawlTimes(world, i);
    const investors = pickInvestors(rng, world, i, fundZipf);
    const firmo = hasFlag(world, i, Flag.firmographics) ? firmographics(rng, world, i) : NO_FIRMOGRAPHICS;
    yield [
      i + 1,
      world.slugs[i],
      world.names[i],
      world.domains[i],
      investors,
      hasFlag(world, i, Flag.partnerPage),
      ...firmo,
      formatTimestamp(crawl.discovered),
      formatTimestamp(crawl.lastCrawl),
    ];
  }
}

const NO_FIRMOGRAPHICS = [null, null, null, null, null, null] as const;

function firmographics(rng: Rng, world: World, i: number): readonly unknown[] {
  const industry = industryOf(world, i);
  const size = world.size[i]!;
  const age = Math.floor(75 * Math.pow(rng.next(), AGE_SKEW_BY_SIZE[size]!));
  // Open roles scale with head count; many small companies are not hiring at all.
  const hiring = size >= 3 || rng.chance(0.55);
  const jobs = hiring ? Math.round(EMPLOYEE_RANGE_MIDPOINTS[size]! * 0.025 * Math.exp(0.8 * rng.normal())) : 0;
  return [industry.naics, industry.label, EMPLOYEE_RANGES[size], COUNTRIES[world.country[i]!]!.code, LAST_FOUNDING_YEAR - age, jobs];
}

/** About 30% of companies name investors; young software companies more often. */
function pickInvestors(rng: Rng, world: World, i: number, zipf: ZipfSampler): string[] {
  const p = industryOf(world, i).sector === 'software' ? 0.42 : 0.25;
  if (!rng.chance(p)) return [];
  const want = 1 + (rng.chance(0.4) ? 1 : 0) + (rng.chance(0.2) ? 1 : 0);
  const chosen = new Set<string>();
  for (let k = 0; k < want * 3 && chosen.size < want; k++) chosen.add(world.funds[zipf.rank(rng) - 1]!);
  return [...chosen];
}

export const COMPANY_DOMAIN_COLUMNS = ['domain', 'company_id'] as const;

/** Every domain of a company, the primary one included. */
export function* companyDomainRows(world: World): Generator<Row> {
  for (let i = 0; i < world.n; i++) {
    yield [world.domains[i], i + 1];
    for (const d of world.extraDomains.get(i) ?? []) yield [d, i + 1];
  }
}

export const RELATION_COLUMNS = ['company_id', 'related_name', 'related_company_id', 'relationship', 'created_at'] as const;

/** Ownership kinds, each with the row its counterpart gets. */
const OWNERSHIP = [
  ['parent', 'subsidiary'],
  ['acquirer', 'acquisition'],
] as const;

/**
 * About 3% of companies have an ownership relationship: a subsidiary or acquisition of a bigger demo company
 * (recorded on both sides), a division of one, or owned by a holding that has no record of its own.
 * Owners are drawn by partner rank, so the big hubs own the most.
 */
export function* relationRows(world: World): Generator<Row> {
  if (world.n < 2) return;
  const ownerZipf = new ZipfSampler(world.n, 0.8);
  const seen = new Set<string>();
  function* once(company: number, name: string, related: number | null, kind: string): Generator<Row> {
    const key = `${company}\u0000${name}\u0000${kind}`;
    if (seen.has(key)) return;
    seen.add(key);
    yield [company + 1, name, related === null ? null : related + 1, kind, formatTimestamp(crawlTimes(world, company).lastCrawl)];
  }
  for (let i = 0; i < world.n; i++) {
    const rng = rngFor(world.seed, Stream.relations, i);
    const x = rng.next();
    if (x >= 0.02) continue;
    if (x >= 0.017) {
      yield* once(i, holdingName(rng), null, 'parent');
      continue;
    }
    const owner = companyAtRank(world, ownerZipf.rank(rng) - 1);
    if (owner === i) continue;
    if (x >= 0.013) {
      yield* once(owner, world.names[i]!, i, 'division');
      continue;
    }
    const [mine, theirs] = rng.pick(OWNERSHIP);
    yield* once(i, world.names[owner]!, owner, mine);
    yield* once(owner, world.names[i]!, i, theirs);
  }
}
