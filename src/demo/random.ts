/**
 * Seeded randomness for the demo data. Everything here is pure 32-bit integer arithmetic (Math.imul, >>>),
 * so a seed gives the same numbers on every platform and Node version; no Math.random anywhere.
 *
 * Each company gets its own generator per phase (`rngFor(seed, stream, index)`), so a phase can
 * regenerate one company's choices without replaying everything before it, and phases never disturb
 * each other's sequences.
 */

/** Stream ids: one per kind of decision, so adding draws to one phase leaves the others unchanged. */
export const Stream = {
  world: 1,
  company: 2,
  crawl: 3,
  detections: 4,
  vendorDetections: 5,
  partnerPicks: 6,
  partnerDetails: 7,
  attributions: 8,
  relations: 9,
  firmographics: 10,
} as const;

/** murmur3's finalizer: a cheap, well-mixing 32-bit hash step. */
function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A 32-bit hash of a few integers. */
export function hash32(...values: number[]): number {
  let h = 0x9e3779b9;
  for (const v of values) h = fmix32((h ^ fmix32(v >>> 0)) + 0x6d2b79f5 + (Math.floor(v / 0x100000000) >>> 0));
  return h;
}

/** sfc32 (Chris Doty-Humphrey's Small Fast Counting generator): fast, passes PractRand, 128-bit state. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number, stream = 0, index = 0) {
    this.a = hash32(seed, stream, index, 1);
    this.b = hash32(seed, stream, index, 2);
    this.c = hash32(seed, stream, index, 3);
    this.d = 1;
    // The first outputs of sfc32 are correlated with the seed words; discard a few.
    for (let i = 0; i < 12; i++) this.nextU32();
  }

  nextU32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.nextU32() / 4294967296;
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** Uniform integer in [min, max]. */
  range(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Standard normal (Box-Muller; one value per call keeps the stream position simple). */
  normal(): number {
    const u = 1 - this.next(); // (0, 1]: log(0) would be -Infinity
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  /** Pareto-like integer >= 1: many 1s, a heavy tail. Smaller alpha = heavier tail. */
  heavyTail(alpha: number, cap: number): number {
    const u = 1 - this.next();
    return Math.min(cap, Math.floor(Math.pow(u, -1 / alpha)));
  }
}

export function rngFor(seed: number, stream: number, index: number): Rng {
  return new Rng(seed, stream, index);
}

/**
 * Weighted choice in O(log n) over a fixed list of weights (cumulative table + binary search).
 */
export class WeightedPicker<T> {
  private readonly cumulative: Float64Array;
  private readonly total: number;

  constructor(
    readonly items: readonly T[],
    weights: readonly number[],
  ) {
    if (items.length === 0 || items.length !== weights.length) throw new Error('WeightedPicker needs one weight per item');
    this.cumulative = new Float64Array(weights.length);
    let sum = 0;
    weights.forEach((w, i) => (this.cumulative[i] = sum += w));
    this.total = sum;
  }

  index(rng: Rng): number {
    const x = rng.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.cumulative[mid]! > x) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  pick(rng: Rng): T {
    return this.items[this.index(rng)]!;
  }
}

/**
 * Zipf-like ranks in [1, n]: P(rank) ~ rank^-s, sampled by inverting the continuous power law, so a draw is
 * O(1) with no table, at any n. Close to the discrete Zipf except for the first few ranks.
 */
export class ZipfSampler {
  private readonly oneMinusS: number;
  private readonly span: number;

  constructor(
    readonly n: number,
    readonly s: number,
  ) {
    if (n < 1 || s <= 0 || s === 1) throw new Error('ZipfSampler needs n >= 1 and s > 0, s != 1');
    this.oneMinusS = 1 - s;
    this.span = Math.pow(n + 1, this.oneMinusS) - 1;
  }

  /** A rank in [1, n]; rank 1 is the most likely. */
  rank(rng: Rng): number {
    const x = Math.pow(this.span * rng.next() + 1, 1 / this.oneMinusS);
    return Math.min(this.n, Math.max(1, Math.floor(x)));
  }
}

/**
 * A bijection of [0, n) (affine modulo n): spreads "popular" ranks over the id space, so the hubs are not
 * simply companies 1, 2, 3. Cheap both ways with no table.
 */
export class AffinePermutation {
  private readonly a: number;
  private readonly b: number;

  constructor(
    readonly n: number,
    seed: number,
  ) {
    let a = Math.max(1, Math.floor(n * 0.6180339887) + (hash32(seed, 77) % 97));
    while (gcd(a, n) !== 1) a++;
    this.a = a % n || 1;
    this.b = hash32(seed, 78) % n;
  }

  /** Position of rank r (0-based) in the company order. Exact while n * n < 2^53. */
  apply(r: number): number {
    return (mulMod(r, this.a, this.n) + this.b) % this.n;
  }
}

function gcd(x: number, y: number): number {
  while (y) [x, y] = [y, x % y];
  return x;
}

/** (x * y) mod n without leaving the exact integer range of a double, for n up to 2^32. */
function mulMod(x: number, y: number, n: number): number {
  const hi = Math.floor(y / 65536);
  const lo = y % 65536;
  return (((x * hi) % n) * 65536 + x * lo) % n;
}
