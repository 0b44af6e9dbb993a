import { slugify } from '../lib/slug.js';
import type { Country } from './geo.js';
import type { Sector } from './industries.js';
import {
  BRAND_WORDS,
  FUND_FIRST,
  FUND_KINDS,
  FUND_SECOND,
  HOLDING_KINDS,
  LOCAL_WORDS,
  PREFIXES,
  SECTOR_WORDS,
  SUFFIXES,
  SWEDISH_ENDINGS,
  SYLLABLE_ENDINGS,
  SYLLABLE_MIDDLES,
  SYLLABLE_ONSETS,
} from './names.js';
import type { Rng } from './random.js';

/** A generated name and the two parts a domain is made of ("Kestrel" + "Health"). */
export interface CompanyName {
  name: string;
  brand: string;
  word: string | null;
}

/** A brand, and whether it is invented (distinctive enough to stand alone as a name). */
export function brand(rng: Rng): { text: string; invented: boolean } {
  const x = rng.next();
  // Whole words are the most natural brands but few: kept rare so that names stay mostly unique at 1M.
  if (x < 0.04) return { text: rng.pick(BRAND_WORDS), invented: false };
  if (x < 0.34) return { text: rng.pick(PREFIXES) + rng.pick(SUFFIXES), invented: false };
  return { text: inventedBrand(rng), invented: true };
}

const VOWELS = ['a', 'e', 'i', 'o', 'u'];

/** "Vantara", or one syllable longer ("Kelomara"): millions of combinations, so names rarely repeat. */
function inventedBrand(rng: Rng): string {
  const onset = rng.pick(SYLLABLE_ONSETS) + rng.pick(SYLLABLE_MIDDLES);
  const middle = rng.chance(0.4) ? rng.pick(VOWELS) + rng.pick(SYLLABLE_MIDDLES) : '';
  return onset + middle + rng.pick(SYLLABLE_ENDINGS);
}

export function companyName(rng: Rng, sector: Sector, country: Country): CompanyName {
  if (country.language && rng.chance(country.localShare)) return localName(rng, country.language, sector);
  const { text: b, invented } = brand(rng);
  const x = rng.next();
  // A bare brand only when it is invented: a lone "Kestrel" or "Highfire" would repeat too often at 1M.
  if (x < 0.2 && invented) return { name: b, brand: b, word: null };
  const word = x < 0.22 ? rng.pick(['Group', 'Labs', 'Partners', 'Co.', 'Collective', 'Works']) : rng.pick(SECTOR_WORDS[sector]);
  return { name: `${b} ${word}`, brand: b, word: word.startsWith('&') || word === 'Co.' ? null : word };
}

function localName(rng: Rng, language: NonNullable<Country['language']>, sector: Sector): CompanyName {
  const { brands, templates } = LOCAL_WORDS[language];
  // Local words carry the accents but are few; most local names pair a local template with an invented brand.
  const local = rng.chance(0.12);
  const b = !local ? inventedBrand(rng) : language === 'sv' ? rng.pick(brands) + rng.pick(SWEDISH_ENDINGS) : rng.pick(brands);
  const specific = templates[sector];
  const template = specific && rng.chance(0.75) ? rng.pick(specific) : rng.pick(templates.any);
  return { name: template.replace('~', b), brand: b, word: template.replace('~', '').trim() };
}

/** A DNS label from words: accents folded, only a-z, 0-9 and (if asked) hyphens. */
function label(parts: readonly string[], hyphen = false): string {
  return parts
    .map((p) => slugify(p).replace(/-/g, hyphen ? '-' : ''))
    .join(hyphen ? '-' : '')
    .slice(0, 63)
    .replace(/-+$/, '');
}

/**
 * Domain labels for a name, most natural first: "kestrelhealth", "kestrel", "kestrel-health", then the
 * prefixes and suffixes startups use when the plain name is taken ("getkestrel", "kestrelhq").
 */
export function domainLabels(rng: Rng, name: CompanyName, software: boolean): string[] {
  const b = label([name.brand]);
  if (name.word === null) return [b, `get${b}`, `${b}hq`, `try${b}`, `${b}${software ? 'app' : 'group'}`, `the${b}`];
  const joined = label(localOrder(name));
  const hyphenated = label(localOrder(name), true);
  const x = rng.next();
  const first = x < 0.68 ? [joined, b, hyphenated] : x < 0.88 ? [b, joined, hyphenated] : [hyphenated, joined, b];
  return [...first, `get${b}`, `${b}hq`, `the${joined}`, `${joined}${software ? 'app' : 'group'}`];
}

/** The words in the order the name has them ("Café Lumière" keeps café first). */
function localOrder(name: CompanyName): string[] {
  if (name.word === null) return [name.brand];
  return name.name.startsWith(name.word) ? [name.word, name.brand] : [name.brand, name.word];
}

/** A pool of investor names, fixed per seed; portfolios draw from it with a Zipf skew. */
export function fundNames(rng: Rng, count: number): string[] {
  const names = new Set<string>();
  while (names.size < count) {
    const [first, second] = [rng.pick(FUND_FIRST), rng.pick(FUND_SECOND)];
    if (first !== second) names.add(`${first} ${second} ${rng.pick(FUND_KINDS)}`);
  }
  return [...names];
}

/** An owner that has no record of its own ("Meridian Holdings"). */
export function holdingName(rng: Rng): string {
  return `${rng.pick(BRAND_WORDS)} ${rng.pick(HOLDING_KINDS)}`;
}
