import type { Database } from '../db/database.js';
import { readCatalogueVersion } from '../db/repositories/data-version.repository.js';
import { searchCatalogue, type SearchCatalogueRow, type TechnologySearchRow } from '../db/repositories/technology.repository.js';

/**
 * Technology search (GET /v1/technologies?q=) over the active catalogue held in this process's memory: the same
 * matches, ranks and totals as the SQL of searchTechnologies (technology.repository.ts), which a test checks on
 * both engines, without a statement per search. On the 1,000,000-company demo that statement cost PostgreSQL more
 * CPU than the whole request cost the server (docs/benchmarks.md, 2026-11-29).
 *
 * Only the common case is answered here: a query of printable ASCII that some name or vendor name contains. The
 * rest goes to the SQL, which alone folds other characters exactly as keiretsu_fold does and looks for close
 * spellings (pg_trgm's word similarity) when nothing contains the query.
 *
 * Freshness: the copy is checked whenever the data version moved (every write raises it, and this process sees
 * its own writes at once and others' within a second) against the catalogue version (migration 0022), and
 * reloaded when that moved or when it is older than MAX_AGE_MS.
 */
export class TechnologySearch {
  private catalogue: Catalogue | undefined;
  /** the data version at which the copy was last found current */
  private checkedAt: string | undefined;
  private checking: { stamp: string; done: Promise<Catalogue> } | undefined;

  constructor(
    private readonly db: Database,
    /** the data version now (DataCache.stamp); without one, the copy is checked on every search */
    private readonly dataVersion: () => string | undefined,
  ) {}

  /** One page of matches, or undefined when the SQL must answer (see the class). */
  async search(q: string, limit: number, offset: number): Promise<{ total: number; rows: TechnologySearchRow[] } | undefined> {
    if (!ANSWERABLE.test(q)) return undefined;
    const catalogue = await this.current();
    const query = q.toLowerCase();
    const matches = catalogue.matching(query);
    if (matches.length === 0) return undefined;
    const grams = trigrams(query);
    const ranked = matches.map((i) => ({ i, tier: catalogue.tier(i, query), similarity: catalogue.similarity(i, grams) }));
    ranked.sort((a, b) => a.tier - b.tier || b.similarity - a.similarity || a.i - b.i);
    return { total: ranked.length, rows: ranked.slice(offset, offset + limit).map((r) => catalogue.item(r.i)) };
  }

  private current(): Promise<Catalogue> {
    const stamp = this.dataVersion();
    if (this.catalogue && stamp !== undefined && stamp === this.checkedAt && Date.now() - this.catalogue.loadedAt < MAX_AGE_MS)
      return Promise.resolve(this.catalogue);
    // Searches that find the same data version moved wait for one check; a newer move starts its own.
    if (this.checking && stamp !== undefined && this.checking.stamp === stamp) return this.checking.done;
    const done = this.check().then((catalogue) => {
      if (stamp !== undefined) this.checkedAt = stamp;
      return catalogue;
    });
    const checking = { stamp: stamp ?? '', done };
    this.checking = checking;
    void done.finally(() => this.checking === checking && (this.checking = undefined)).catch(() => {});
    return done;
  }

  private async check(): Promise<Catalogue> {
    const held = this.catalogue;
    if (held && Date.now() - held.loadedAt < MAX_AGE_MS && (await readCatalogueVersion(this.db)) === held.version) return held;
    const { version, rows } = await searchCatalogue(this.db);
    // A load that raced a newer one keeps the newer.
    if (!this.catalogue || this.catalogue === held || BigInt(version) >= BigInt(this.catalogue.version))
      this.catalogue = new Catalogue(version, rows);
    return this.catalogue;
  }
}

/** Queries answered from memory: printable ASCII, which keiretsu_fold only lowercases. */
const ANSWERABLE = /^[\x20-\x7e]+$/;
/** A copy older than this is read again even if no catalogue version moved (a write that raised none). */
const MAX_AGE_MS = 60_000;
/** Between two names in the searched texts: a character no PostgreSQL text holds, so no query spans two names. */
const SEP = '\u0000';

class Catalogue {
  readonly loadedAt = Date.now();
  /** the folded names joined by SEP, and where each starts */
  private readonly names: Joined;
  private readonly vendorNames: Joined;
  /** for each vendor of vendorNames, its active technologies (indexes of rows) */
  private readonly vendorTechnologies: number[][];
  /** each row's trigrams and its vendor's, as similarity() reads them */
  private readonly ownGrams: Trigrams[];
  private readonly vendorGrams: (Trigrams | null)[];

  constructor(
    readonly version: string,
    /** in the SQL's order of ties: an index is a rank */
    private readonly rows: readonly SearchCatalogueRow[],
  ) {
    this.names = joined(rows.map((r) => r.folded));
    this.ownGrams = rows.map((r) => trigramSet(r.trigrams));
    this.vendorGrams = rows.map((r) => (r.vendor_trigrams === null ? null : trigramSet(r.vendor_trigrams)));
    const vendors = new Map<number, { folded: string; technologies: number[] }>();
    rows.forEach((r, i) => {
      if (r.vendor_id === null || r.vendor_folded === null) return;
      let v = vendors.get(r.vendor_id);
      if (!v) vendors.set(r.vendor_id, (v = { folded: r.vendor_folded, technologies: [] }));
      v.technologies.push(i);
    });
    this.vendorNames = joined([...vendors.values()].map((v) => v.folded));
    this.vendorTechnologies = [...vendors.values()].map((v) => v.technologies);
  }

  /** Rows whose folded name or vendor name contains the query (LIKE '%q%'). */
  matching(query: string): number[] {
    const found = new Set<number>(occurrences(this.names, query));
    for (const v of occurrences(this.vendorNames, query)) for (const i of this.vendorTechnologies[v]!) found.add(i);
    return [...found];
  }

  /** The SQL's first ranking key: exact name, name prefix, vendor name exact or prefix, contained. */
  tier(i: number, query: string): number {
    const { folded, vendor_folded: vendor } = this.rows[i]!;
    if (folded === query) return 0;
    if (folded.startsWith(query)) return 1;
    if (vendor !== null && vendor.startsWith(query)) return 2;
    return 3;
  }

  /** greatest(similarity(name, q), coalesce(similarity(vendor name, q), 0)), as float4 like pg_trgm's. */
  similarity(i: number, grams: readonly string[]): number {
    const own = similarity(this.ownGrams[i]!, grams);
    const vendor = this.vendorGrams[i];
    return vendor ? Math.max(own, similarity(vendor, grams)) : own;
  }

  item(i: number): TechnologySearchRow {
    const { tech_key, display_name, vendor_name, vendor_domain, categories } = this.rows[i]!;
    return { tech_key, display_name, vendor_name, vendor_domain, categories };
  }
}

interface Joined {
  text: string;
  /** where each name starts in text, ascending */
  starts: Int32Array;
}

function joined(names: readonly string[]): Joined {
  const starts = new Int32Array(names.length);
  let at = 0;
  names.forEach((name, i) => {
    starts[i] = at;
    at += name.length + SEP.length;
  });
  return { text: names.join(SEP), starts };
}

/** The indexes of the names that contain the query, each once, ascending. */
function occurrences({ text, starts }: Joined, query: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(query); at >= 0;) {
    // The last name starting at or before the occurrence holds it (no query holds SEP).
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    found.push(lo);
    const next = lo + 1 < starts.length ? starts[lo + 1]! : text.length;
    at = text.indexOf(query, next);
  }
  return found;
}

/**
 * pg_trgm's trigrams of a lowercase printable-ASCII text, as show_trgm() prints them: each run of letters and digits
 * padded with two spaces before and one after, every three consecutive characters, each trigram once.
 */
export function trigrams(text: string): string[] {
  const grams = new Set<string>();
  for (const word of text.split(/[^a-z0-9]+/)) {
    if (word === '') continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  }
  return [...grams];
}

/** A name's trigrams as show_trgm() gave them: '|' around each (no trigram holds one), and how many. */
interface Trigrams {
  bounded: string;
  count: number;
}

function trigramSet(joinedTrigrams: string): Trigrams {
  return joinedTrigrams === '' ? { bounded: '', count: 0 } : { bounded: `|${joinedTrigrams}|`, count: joinedTrigrams.split('|').length };
}

/** pg_trgm's similarity(): shared trigrams over all distinct trigrams of the two, as a float4. */
function similarity(name: Trigrams, grams: readonly string[]): number {
  if (name.count === 0 || grams.length === 0) return 0;
  let shared = 0;
  for (const g of grams) if (name.bounded.includes(`|${g}|`)) shared++;
  // Exact: both operands are small integers, and a double rounded to a float4 is the float4 quotient.
  return Math.fround(shared / (name.count + grams.length - shared));
}
