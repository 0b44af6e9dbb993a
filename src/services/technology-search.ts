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
    if (catalogue.size > RANKS) return undefined;
    const query = q.toLowerCase();
    const matches = catalogue.matching(query);
    if (matches.length === 0) return undefined;
    const grams = queryTrigrams(query);
    // The SQL's order as one number a match, largest first (a typed array sorts without a comparator): the tier
    // (best 3), then the similarity's float4 bits (a non-negative float4 orders as its bits do; at most 1.0, under
    // 2^30), then the rank reversed; 2^52 at most, an exact double.
    const keys = new Float64Array(matches.length);
    matches.forEach((i, k) => {
      SIMILARITY[0] = catalogue.similarity(i, grams);
      keys[k] = ((3 - catalogue.tier(i, query)) * 2 ** 30 + SIMILARITY_BITS[0]!) * RANKS + (RANKS - 1 - i);
    });
    keys.sort().reverse();
    const rows: TechnologySearchRow[] = [];
    for (let k = offset; k < Math.min(offset + limit, keys.length); k++) rows.push(catalogue.item(RANKS - 1 - (keys[k]! % RANKS)));
    return { total: keys.length, rows };
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

/** Ranks a sort key leaves room for: a larger catalogue (a million technologies) is searched by SQL. */
const RANKS = 2 ** 20;
const SIMILARITY = new Float32Array(1);
const SIMILARITY_BITS = new Uint32Array(SIMILARITY.buffer);

/** Queries answered from memory: printable ASCII, which keiretsu_fold only lowercases. */
const ANSWERABLE = /^[\x20-\x7e]+$/;
/** A copy older than this is read again even if no catalogue version moved (a write that raised none). */
const MAX_AGE_MS = 60_000;
/** Between two names in the searched texts: a character no PostgreSQL text holds, so no query spans two names. */
const SEP = '\u0000';

class Catalogue {
  readonly loadedAt = Date.now();
  /** what a result shows, by row (an index is a rank: rows come in the SQL's order of ties) */
  private readonly items: TechnologySearchRow[];
  /** each row's folded name and trigrams, and its vendor (an index of vendors, or -1) */
  private readonly folded: string[];
  private readonly grams: Trigrams[];
  private readonly vendorOf: Int32Array;
  private readonly vendors: { folded: string; grams: Trigrams; technologies: number[] }[] = [];
  /** the folded names, and the vendors' */
  private readonly names: NameIndex;
  private readonly vendorNames: NameIndex;

  constructor(
    readonly version: string,
    rows: readonly SearchCatalogueRow[],
  ) {
    const categories = new Map<string, string>();
    const vendorIndex = new Map<number, number>();
    this.vendorOf = new Int32Array(rows.length).fill(-1);
    this.items = rows.map((r, i) => {
      if (r.vendor_id !== null && r.vendor_folded !== null && r.vendor_trigrams !== null) {
        let v = vendorIndex.get(r.vendor_id);
        if (v === undefined) {
          vendorIndex.set(r.vendor_id, (v = this.vendors.length));
          this.vendors.push({ folded: r.vendor_folded, grams: trigramSet(r.vendor_trigrams), technologies: [] });
        }
        this.vendors[v]!.technologies.push(i);
        this.vendorOf[i] = v;
      }
      // The catalogue repeats a few dozen category names thousands of times: one string each.
      const shared = r.categories.map((c) => categories.get(c) ?? (categories.set(c, c), c));
      return {
        tech_key: r.tech_key,
        display_name: r.display_name,
        vendor_name: r.vendor_name,
        vendor_domain: r.vendor_domain,
        categories: shared,
      };
    });
    this.folded = rows.map((r) => r.folded);
    this.grams = rows.map((r) => trigramSet(r.trigrams));
    this.names = new NameIndex(this.folded);
    this.vendorNames = new NameIndex(this.vendors.map((v) => v.folded));
  }

  /** Rows whose folded name or vendor name contains the query (LIKE '%q%'). */
  matching(query: string): number[] {
    const found = this.names.containing(query);
    const vendors = this.vendorNames.containing(query);
    if (vendors.length === 0) return found;
    const seen = new Uint8Array(this.items.length);
    for (const i of found) seen[i] = 1;
    for (const v of vendors)
      for (const i of this.vendors[v]!.technologies)
        if (!seen[i]) {
          seen[i] = 1;
          found.push(i);
        }
    return found;
  }

  /** The SQL's first ranking key: exact name, name prefix, vendor name exact or prefix, contained. */
  tier(i: number, query: string): number {
    const folded = this.folded[i]!;
    if (folded === query) return 0;
    if (folded.startsWith(query)) return 1;
    const vendor = this.vendorOf[i]!;
    if (vendor >= 0 && this.vendors[vendor]!.folded.startsWith(query)) return 2;
    return 3;
  }

  /** greatest(similarity(name, q), coalesce(similarity(vendor name, q), 0)), as float4 like pg_trgm's. */
  similarity(i: number, grams: Trigrams): number {
    const own = similarity(this.grams[i]!, grams);
    const vendor = this.vendorOf[i]!;
    return vendor >= 0 ? Math.max(own, similarity(this.vendors[vendor]!.grams, grams)) : own;
  }

  item(i: number): TechnologySearchRow {
    return this.items[i]!;
  }

  get size(): number {
    return this.items.length;
  }
}

/**
 * The names that contain a text (LIKE '%text%'). A text of three characters or more: the names holding its rarest
 * three-character piece, from a table of every piece of every name (hashed into buckets, each bucket a run of one
 * array), each then tested whole. Shorter texts: a search of all names joined (SEP between them). Searching the
 * 80,000 characters of the installed catalogue's names took 50 µs for "stripe"; its rarest piece's bucket holds a
 * few dozen names.
 */
class NameIndex {
  private readonly starts = new Int32Array(BUCKETS + 1);
  private readonly postings: Int32Array;
  /** the names joined, split so that names of Latin-1 characters only are one text (see joinedTexts) */
  private readonly joined: { text: string; starts: Int32Array; ids: Int32Array }[];

  constructor(private readonly names: readonly string[]) {
    // Each name once per bucket: count, then fill.
    const last = new Int32Array(BUCKETS).fill(-1);
    const each = (visit: (bucket: number, id: number) => void) =>
      names.forEach((name, id) => {
        for (let i = 0; i + 3 <= name.length; i++) {
          const bucket = pieceBucket(name, i);
          if (last[bucket] !== id) {
            last[bucket] = id;
            visit(bucket, id);
          }
        }
      });
    each((bucket) => this.starts[bucket + 1]!++);
    for (let b = 0; b < BUCKETS; b++) this.starts[b + 1]! += this.starts[b]!;
    this.postings = new Int32Array(this.starts[BUCKETS]!);
    const next = this.starts.slice(0, BUCKETS);
    last.fill(-1);
    each((bucket, id) => (this.postings[next[bucket]!++] = id));
    this.joined = joinedTexts(names);
  }

  /** The indexes of the names that contain text, each once. */
  containing(text: string): number[] {
    if (text.length < 3) return this.scan(text);
    let best = pieceBucket(text, 0);
    for (let i = 1; i + 3 <= text.length; i++) {
      const bucket = pieceBucket(text, i);
      if (this.starts[bucket + 1]! - this.starts[bucket]! < this.starts[best + 1]! - this.starts[best]!) best = bucket;
    }
    const found: number[] = [];
    for (let k = this.starts[best]!; k < this.starts[best + 1]!; k++) {
      const id = this.postings[k]!;
      if (this.names[id]!.includes(text)) found.push(id);
    }
    return found;
  }

  private scan(text: string): number[] {
    const found: number[] = [];
    for (const { text: all, starts, ids } of this.joined)
      for (let at = all.indexOf(text); at >= 0;) {
        // The last name starting at or before the occurrence holds it (no text holds SEP).
        let lo = 0;
        let hi = starts.length - 1;
        while (lo < hi) {
          const mid = (lo + hi + 1) >> 1;
          if (starts[mid]! <= at) lo = mid;
          else hi = mid - 1;
        }
        found.push(ids[lo]!);
        at = lo + 1 < starts.length ? all.indexOf(text, starts[lo + 1]!) : -1;
      }
    return found;
  }
}

const BUCKETS = 1 << 16;

/** The bucket of the three characters of text at i. */
function pieceBucket(text: string, i: number): number {
  const h = Math.imul(Math.imul(text.charCodeAt(i), 0x9e3779b1) ^ text.charCodeAt(i + 1), 0x85ebca6b) ^ text.charCodeAt(i + 2);
  return Math.imul(h, 0xc2b2ae35) >>> 16;
}

/**
 * Names joined by SEP, with where each starts and whose it is. Names of Latin-1 characters only and the others go
 * to two texts: one name outside Latin-1 ("Baidu Analytics (百度统计)") would make V8 store the whole text two
 * bytes a character.
 */
function joinedTexts(names: readonly string[]): { text: string; starts: Int32Array; ids: Int32Array }[] {
  const wide = /[\u0100-\uffff]/;
  const groups = [names.flatMap((n, i) => (wide.test(n) ? [] : [i])), names.flatMap((n, i) => (wide.test(n) ? [i] : []))];
  return groups
    .filter((ids) => ids.length > 0)
    .map((ids) => {
      const starts = new Int32Array(ids.length);
      let at = 0;
      ids.forEach((id, k) => {
        starts[k] = at;
        at += names[id]!.length + SEP.length;
      });
      return { text: ids.map((id) => names[id]!).join(SEP), starts, ids: Int32Array.from(ids) };
    });
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

/**
 * A set of trigrams as numbers, ascending: a trigram of three printable ASCII characters is their codes in 24 bits;
 * one that show_trgm() prints as "0x" and six hex digits (pg_trgm's hash of characters outside ASCII) is that value
 * with bit 24 set, so that the two kinds never meet.
 */
type Trigrams = Int32Array;

/** The set of show_trgm()'s trigrams joined by '|' (no trigram holds one). */
function trigramSet(joinedTrigrams: string): Trigrams {
  if (joinedTrigrams === '') return new Int32Array(0);
  return Int32Array.from(new Set(joinedTrigrams.split('|').map(trigramCode))).sort();
}

function trigramCode(trigram: string): number {
  if (trigram.length === 3) return (trigram.charCodeAt(0) << 16) | (trigram.charCodeAt(1) << 8) | trigram.charCodeAt(2);
  if (/^0x[0-9a-f]{6}$/.test(trigram)) return (1 << 24) | parseInt(trigram.slice(2), 16);
  throw new Error(`show_trgm gave an unexpected trigram: ${JSON.stringify(trigram)}`);
}

/** The query's trigrams (trigrams()) as a set. */
export function queryTrigrams(text: string): Trigrams {
  return Int32Array.from(trigrams(text).map(trigramCode)).sort();
}

/** pg_trgm's similarity(): shared trigrams over all distinct trigrams of the two, as a float4. */
function similarity(a: Trigrams, b: Trigrams): number {
  if (a.length === 0 || b.length === 0) return 0;
  let shared = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      shared++;
      i++;
      j++;
    }
  }
  // Exact: both operands are small integers, and a double rounded to a float4 is the float4 quotient.
  return Math.fround(shared / (a.length + b.length - shared));
}
