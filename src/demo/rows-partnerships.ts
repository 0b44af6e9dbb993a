import { PartnerGraph } from './partners.js';
import { Rng, rngFor, Stream, WeightedPicker } from './random.js';
import type { Row } from './rows-companies.js';
import { observationSpan } from './rows-detections.js';
import { formatTimestamp } from './time.js';
import { crawlTimes, Flag, hasFlag, type World } from './world.js';

export const PARTNERSHIP_COLUMNS = [
  'company_id',
  'partner_id',
  'partnership_type',
  'first_observed_at',
  'last_observed_at',
  'observation_count',
] as const;
export const ATTRIBUTION_COLUMNS = ['company_id', 'partner_id', 'source', 'source_label', 'url', 'observed_at'] as const;

type PartnershipType = 'technology' | 'channel' | 'generic';
const typePicker = new WeightedPicker<PartnershipType>(['technology', 'channel', 'generic'], [45, 25, 30]);
/** Chance that a listed company with a partner page lists the lister back (when it did not pick it itself). */
const RECIPROCAL = 0.5;
const STILL_LISTED = 0.85;

/** One directional observation: `company` lists `partner` (0-based indexes, times in ms). */
export interface Partnership {
  company: number;
  partner: number;
  type: PartnershipType;
  first: number;
  last: number;
  count: number;
}

/**
 * All partnerships, lister by lister. A pick a -> b is emitted in a's turn; so is, sometimes, the reciprocal
 * b -> a (b lists a back, possibly under another type), unless b picked a itself, in which case b's own turn
 * emits it. That rule keeps every (company, partner) pair unique with no global set.
 */
export function* partnerships(world: World): Generator<Partnership> {
  const graph = new PartnerGraph(world);
  for (let a = 0; a < world.n; a++) {
    const picks = graph.picks(a);
    if (picks.length === 0) continue;
    const rng = rngFor(world.seed, Stream.partnerDetails, a);
    const crawl = crawlTimes(world, a);
    for (const b of picks) {
      const type = typePicker.pick(rng);
      yield observe(rng, a, b, type, crawl);
      if (hasFlag(world, b, Flag.partnerPage) && rng.chance(RECIPROCAL) && !graph.lists(b, a)) {
        const back = rng.chance(0.7) ? type : typePicker.pick(rng);
        yield observe(rng, b, a, back, crawlTimes(world, b));
      }
    }
  }
}

function observe(
  rng: Rng,
  company: number,
  partner: number,
  type: PartnershipType,
  crawl: { discovered: number; lastCrawl: number },
): Partnership {
  const [first, last] = observationSpan(rng, crawl, rng.chance(STILL_LISTED));
  return { company, partner, type, first, last, count: rng.heavyTail(1.4, 400) };
}

export function* partnershipRows(world: World): Generator<Row> {
  for (const p of partnerships(world)) {
    yield [p.company + 1, p.partner + 1, p.type, formatTimestamp(p.first), formatTimestamp(p.last), p.count];
  }
}

type Source = 'partner_page' | 'integration_marketplace' | 'press_release' | 'import';
const SOURCES: readonly Source[] = ['partner_page', 'integration_marketplace', 'press_release', 'import'];
const SOURCE_WEIGHTS = [50, 20, 15, 15];

/**
 * Where observations were made: 1-3 attributions (distinct sources, so always unique) for about 36% of
 * partnerships. Replays the partnerships and draws from one stream in that fixed order.
 */
export function* attributionRows(world: World): Generator<Row> {
  const rng = rngFor(world.seed, Stream.attributions, 0);
  for (const p of partnerships(world)) {
    if (!rng.chance(0.36)) continue;
    const k = rng.chance(0.6) ? 1 : rng.chance(0.75) ? 2 : 3;
    const sources = pickSources(rng, k);
    const times = attributionTimes(rng, p, k);
    for (let j = 0; j < k; j++) yield attribution(world, p, sources[j]!, times[j]!);
  }
}

function pickSources(rng: Rng, k: number): Source[] {
  const left = [...SOURCES];
  const weights = [...SOURCE_WEIGHTS];
  const out: Source[] = [];
  while (out.length < k) {
    const j = new WeightedPicker(left, weights).index(rng);
    out.push(left[j]!);
    left.splice(j, 1);
    weights.splice(j, 1);
  }
  return out;
}

/** The first attribution is the first observation; with two or more, the last is the latest. */
function attributionTimes(rng: Rng, p: Partnership, k: number): number[] {
  const times = [p.first];
  for (let j = 1; j < k - 1; j++) times.push(Math.floor((p.first + rng.next() * (p.last - p.first)) / 1000) * 1000);
  if (k > 1) times.push(p.last);
  return times;
}

function attribution(world: World, p: Partnership, source: Source, at: number): Row {
  const name = world.names[p.company]!;
  const domain = world.domains[p.company]!;
  const partnerSlug = world.slugs[p.partner]!;
  const [label, url] =
    source === 'partner_page'
      ? [`${name} partner directory`, `https://${domain}/partners`]
      : source === 'integration_marketplace'
        ? [`${name} integration marketplace`, `https://${domain}/integrations/${partnerSlug}`]
        : source === 'press_release'
          ? ['Press release', `https://${domain}/news/${partnerSlug}-partnership`]
          : ['Bulk import', ''];
  return [p.company + 1, p.partner + 1, source, label, url, formatTimestamp(at)];
}
