import { DEMO_TECHNOLOGIES, DEMO_VENDORS } from './catalog-model.js';
import { Rng, rngFor, Stream, WeightedPicker } from './random.js';
import type { Row } from './rows-companies.js';
import { pickStack, stackFactor } from './stack.js';
import { DAY_MS, formatTimestamp } from './time.js';
import { crawlTimes, industryOf, type World } from './world.js';

export const DETECTION_COLUMNS = ['company_id', 'technology_id', 'detection_count', 'first_seen', 'last_seen'] as const;
export const VENDOR_DETECTION_COLUMNS = ['company_id', 'vendor_id', 'detection_count', 'first_seen', 'last_seen'] as const;

/** Share of detections still present at the company's last crawl; the rest were removed at some point before. */
const STILL_PRESENT = 0.88;

/**
 * When something was first and last observed on a company, within the company's crawl history: present
 * things were seen at the last crawl, removed ones last seen somewhere between discovery and then. First
 * sightings cluster near discovery (most of a stack is there on the first crawl).
 */
export function observationSpan(rng: Rng, crawl: { discovered: number; lastCrawl: number }, present: boolean): [number, number] {
  const { discovered, lastCrawl } = crawl;
  const last = present ? Math.max(discovered, lastCrawl - rng.next() * 0.25 * DAY_MS) : discovered + rng.next() * (lastCrawl - discovered);
  const first = discovered + Math.pow(rng.next(), 2) * (last - discovered);
  return [Math.floor(first / 1000) * 1000, Math.floor(last / 1000) * 1000];
}

/** One company's technologies (indexes into DEMO_TECHNOLOGIES), replayable from its own stream. */
export function companyStack(world: World, i: number): { rng: Rng; stack: number[] } {
  const rng = rngFor(world.seed, Stream.detections, i);
  const stack = pickStack(rng, industryOf(world, i).sector, stackFactor(rng, world.size[i]!));
  return { rng, stack };
}

/** About 20 rows a company, ordered by (company_id, technology_id): the primary key's order. */
export function* detectionRows(world: World): Generator<Row> {
  for (let i = 0; i < world.n; i++) {
    const { rng, stack } = companyStack(world, i);
    if (stack.length === 0) continue;
    const crawl = crawlTimes(world, i);
    for (const t of stack) {
      const [first, last] = observationSpan(rng, crawl, rng.chance(STILL_PRESENT));
      yield [i + 1, t + 1, rng.heavyTail(1.1, 5000), formatTimestamp(first), formatTimestamp(last)];
    }
  }
}

const vendorPicker = new WeightedPicker(
  DEMO_VENDORS,
  DEMO_VENDORS.map((v) => v.weight),
);

/**
 * Vendor-only relationships (a DNS verification record, a billing page...) for about 40% of companies,
 * 1-4 each. Mostly vendors none of whose technologies the company runs; some it does.
 */
export function* vendorDetectionRows(world: World): Generator<Row> {
  for (let i = 0; i < world.n; i++) {
    const rng = rngFor(world.seed, Stream.vendorDetections, i);
    if (!rng.chance(0.4)) continue;
    const want = 1 + rng.int(4);
    const stackVendors = new Set<number>();
    for (const t of companyStack(world, i).stack) {
      const v = DEMO_TECHNOLOGIES[t]!.vendorId;
      if (v !== null) stackVendors.add(v);
    }
    const stackList = [...stackVendors];
    const chosen = new Set<number>();
    for (let k = 0; k < want * 4 && chosen.size < want; k++) {
      if (stackList.length > 0 && rng.chance(0.3)) chosen.add(rng.pick(stackList));
      else {
        const v = vendorPicker.pick(rng).id;
        if (!stackVendors.has(v)) chosen.add(v);
      }
    }
    const crawl = crawlTimes(world, i);
    for (const v of [...chosen].sort((a, b) => a - b)) {
      const [first, last] = observationSpan(rng, crawl, rng.chance(STILL_PRESENT));
      yield [i + 1, v, rng.heavyTail(1.3, 500), formatTimestamp(first), formatTimestamp(last)];
    }
  }
}
