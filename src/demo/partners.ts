import { rngFor, Stream, WeightedPicker, ZipfSampler } from './random.js';
import type { Sector } from './industries.js';
import { companyAtRank, Flag, hasFlag, industryOf, type World } from './world.js';

/**
 * Who lists whom as a partner. Only companies with a partner page list partners. Targets are drawn by
 * partner-popularity rank: a fixed share of picks goes to the six hubs (partner ecosystems listed by ~5% of
 * all companies each), the rest follows a Zipf law over all ranks, so in-degree is a power law.
 * A company's picks depend only on its own stream, so they can be replayed for any company at any time:
 * that is how reciprocal listings are checked without keeping the graph in memory.
 */

/** Zipf exponent of partner popularity beyond the hubs. */
const ZIPF_S = 0.65;
/** Share of picks that go to one of the hubs: with the Zipf head, 5 of the 6 hubs reach 50,000+ partners at 1M. */
const HUB_SHARE = 0.04;
const HUB_WEIGHTS = [1.25, 1.1, 1, 0.95, 0.9, 0.8];
/**
 * Partners listed by a company with a partner page: log-normal (median ~14 before the size and sector
 * factors), a long tail of big directories. Tuned with RECIPROCAL (rows-partnerships.ts) to ~10 rows a company.
 */
const DEGREE_MU = 2.66;
const DEGREE_SIGMA = 1.05;
const DEGREE_BY_SIZE = [0.6, 0.75, 0.95, 1.15, 1.35, 1.6, 1.9, 2.2];
/** Software and agencies run partner programs; clinics and restaurants rarely list many partners. */
const DEGREE_BY_SECTOR: Readonly<Record<Sector, number>> = {
  software: 1.5,
  media: 1.2,
  services: 1.2,
  finance: 1,
  commerce: 0.8,
  industrial: 0.8,
  logistics: 0.8,
  energy: 0.7,
  nonprofit: 0.8,
  education: 0.6,
  health: 0.5,
  hospitality: 0.4,
  realestate: 0.5,
  consumer: 0.5,
};
/** No directory beyond 4,000 partners, nor beyond 2% of all companies (so hubs stay on top at small N). */
const MAX_DEGREE = 4000;
const MAX_DEGREE_SHARE = 0.02;
/** Picks of the most popular companies are replayed often (reciprocal checks): keep them. */
const CACHE_RANKS = 20_000;

export class PartnerGraph {
  private readonly zipf: ZipfSampler;
  private readonly hubPicker: WeightedPicker<number>;
  private readonly cache = new Map<number, Int32Array>();

  constructor(private readonly world: World) {
    this.zipf = new ZipfSampler(world.n, ZIPF_S);
    const hubs = Array.from({ length: world.hubCount }, (_, r) => r);
    this.hubPicker = new WeightedPicker(hubs.length > 0 ? hubs : [0], hubs.length > 0 ? hubs.map((r) => HUB_WEIGHTS[r]!) : [1]);
  }

  /** The companies `a` picks as partners (indexes, ascending); empty without a partner page. */
  picks(a: number): Int32Array {
    const cached = this.cache.get(a);
    if (cached) return cached;
    const picks = this.draw(a);
    if (this.world.rankOf[a]! < CACHE_RANKS) this.cache.set(a, picks);
    return picks;
  }

  /** Does `a` pick `b` itself? */
  lists(a: number, b: number): boolean {
    const picks = this.picks(a);
    let lo = 0;
    let hi = picks.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const v = picks[mid]!;
      if (v === b) return true;
      if (v < b) lo = mid + 1;
      else hi = mid - 1;
    }
    return false;
  }

  private draw(a: number): Int32Array {
    const world = this.world;
    if (!hasFlag(world, a, Flag.partnerPage) || world.n < 2) return new Int32Array(0);
    const rng = rngFor(world.seed, Stream.partnerPicks, a);
    const degree = hasFlag(world, a, Flag.hub)
      ? Math.max(20, Math.round(world.n * 0.002))
      : Math.round(
          Math.exp(DEGREE_MU + DEGREE_SIGMA * rng.normal()) *
            DEGREE_BY_SIZE[world.size[a]!]! *
            DEGREE_BY_SECTOR[industryOf(world, a).sector],
        );
    const cap = Math.min(MAX_DEGREE, Math.max(50, Math.round(world.n * MAX_DEGREE_SHARE)));
    const want = Math.max(1, Math.min(degree, cap, world.n - 1));
    const chosen = new Set<number>();
    for (let k = 0; k < want * 3 && chosen.size < want; k++) {
      const rank = world.hubCount > 0 && rng.chance(HUB_SHARE) ? this.hubPicker.pick(rng) : this.zipf.rank(rng) - 1;
      const b = companyAtRank(world, rank);
      if (b !== a) chosen.add(b);
    }
    return Int32Array.from(chosen).sort();
  }
}
