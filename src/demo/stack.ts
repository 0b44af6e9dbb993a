import { DEMO_TECHNOLOGIES, type DemoTechnology } from './catalog-model.js';
import { SECTOR_AFFINITY, type Sector } from './industries.js';
import type { Rng } from './random.js';

/**
 * Which technologies a company runs. Each technology's chance is 1 - exp(-LAMBDA * factor * share): close to
 * its catalogue share for the long tail, saturating for the few that are on most sites, so popularity
 * follows the catalogue's Zipf-like shares. The factor grows with company size (bigger sites run more
 * tools) and carries per-company noise; the sector multiplies the categories it favours or avoids.
 * Groups (CMS, web server...) yield at most one member; a technology that requires another (WooCommerce,
 * WordPress) appears only with it, at a conditional chance that keeps its overall share.
 */

/** Tuned so the average company has about 20 technologies (see the generator tests). */
const LAMBDA = 2.08;
const SIZE_FACTOR = [0.55, 0.75, 0.95, 1.15, 1.3, 1.45, 1.6, 1.8];
const LN_MIN = -3.5;
const LN_STEP = 0.125;
const BUCKETS = 49;

type Unit = { tech: number; members: null } | { tech: number; members: readonly number[] };

/** Catalogue order, a group standing at its first member's place. */
const UNITS: readonly Unit[] = (() => {
  const units: Unit[] = [];
  const seen = new Set<string>();
  for (const t of DEMO_TECHNOLOGIES) {
    if (t.group === null) units.push({ tech: t.index, members: null });
    else if (!seen.has(t.group)) {
      seen.add(t.group);
      units.push({ tech: t.index, members: DEMO_TECHNOLOGIES.filter((m) => m.group === t.group).map((m) => m.index) });
    }
  }
  return units;
})();

/** For one sector and factor bucket: each technology's chance, and for group leaders the chance of any member. */
interface Table {
  p: Float64Array;
  groupAny: Float64Array;
}

const tables = new Map<number, Table>();

function affinity(sector: Sector, t: DemoTechnology): number {
  const { more, less } = SECTOR_AFFINITY[sector];
  let a = 1;
  if (t.categories.some((c) => more.includes(c))) a *= 2;
  if (t.categories.some((c) => less.includes(c))) a *= 0.35;
  return a;
}

function buildTable(sector: Sector, bucket: number): Table {
  const factor = Math.exp(LN_MIN + bucket * LN_STEP);
  const n = DEMO_TECHNOLOGIES.length;
  const rate = new Float64Array(n);
  for (const t of DEMO_TECHNOLOGIES) rate[t.index] = 1 - Math.exp(-LAMBDA * factor * (t.share / 100) * affinity(sector, t));
  const p = new Float64Array(rate);
  const groupAny = new Float64Array(n);
  const marginal = new Float64Array(rate);
  for (const unit of UNITS) {
    if (unit.members === null) continue;
    let none = 1;
    let sum = 0;
    for (const m of unit.members) {
      none *= 1 - rate[m]!;
      sum += rate[m]!;
    }
    groupAny[unit.tech] = 1 - none;
    for (const m of unit.members) marginal[m] = sum > 0 ? (1 - none) * (rate[m]! / sum) : 0;
  }
  for (const t of DEMO_TECHNOLOGIES) {
    if (t.requires !== null) p[t.index] = Math.min(0.95, rate[t.index]! / Math.max(marginal[t.requires]!, 1e-9));
  }
  return { p, groupAny };
}

const SECTOR_IDS = new Map<Sector, number>();

function tableFor(sector: Sector, bucket: number): Table {
  let sectorId = SECTOR_IDS.get(sector);
  if (sectorId === undefined) SECTOR_IDS.set(sector, (sectorId = SECTOR_IDS.size));
  const key = sectorId * BUCKETS + bucket;
  let table = tables.get(key);
  if (!table) tables.set(key, (table = buildTable(sector, bucket)));
  return table;
}

/** How tech-heavy a company is: size, noise, and a few near-empty sites (parked or placeholder pages). */
export function stackFactor(rng: Rng, size: number): number {
  if (rng.chance(0.02)) return 0.05;
  return SIZE_FACTOR[size]! * Math.exp(0.45 * rng.normal());
}

/** The indexes (into DEMO_TECHNOLOGIES) of the technologies a company runs, ascending. */
export function pickStack(rng: Rng, sector: Sector, factor: number): number[] {
  const bucket = Math.max(0, Math.min(BUCKETS - 1, Math.round((Math.log(factor) - LN_MIN) / LN_STEP)));
  const { p, groupAny } = tableFor(sector, bucket);
  const chosen = new Uint8Array(p.length);
  const stack: number[] = [];
  for (const unit of UNITS) {
    if (unit.members === null) {
      const t = DEMO_TECHNOLOGIES[unit.tech]!;
      if (t.requires !== null && !chosen[t.requires]) continue;
      if (rng.next() < p[unit.tech]!) {
        chosen[unit.tech] = 1;
        stack.push(unit.tech);
      }
    } else if (rng.next() < groupAny[unit.tech]!) {
      const m = pickMember(rng, unit.members, p);
      chosen[m] = 1;
      stack.push(m);
    }
  }
  return stack.sort((a, b) => a - b);
}

function pickMember(rng: Rng, members: readonly number[], p: Float64Array): number {
  let sum = 0;
  for (const m of members) sum += p[m]!;
  let x = rng.next() * sum;
  for (const m of members) {
    x -= p[m]!;
    if (x < 0) return m;
  }
  return members[members.length - 1]!;
}
