/**
 * Companies returned together, as a response (or a cached part of one) returns them: a cached response's
 * companies, a cached bulk result's company and partners. A list never changes (its ids are frozen), so once
 * all its companies are confirmed free for an organization, the end of the earliest of their windows is kept
 * on the list itself (`freeUntil`), and a response that passes the same list again (the one kept in the cache
 * with its bytes) is confirmed free in one step, however many companies it holds. A list made for one
 * response only is checked company by company, as it would be anyway.
 */
export class CompanyList {
  /** organization → when the earliest free window of these companies ends, as FreeWindows last confirmed it */
  readonly freeUntil = new Map<number, number>();
  readonly ids: readonly number[];

  /** Takes `ids` as it is and freezes it: the caller gives the array away. */
  constructor(ids: readonly number[]) {
    this.ids = Object.freeze(ids);
  }
}

/** The companies of a response, in lists. */
export type CompanyLists = readonly CompanyList[];

/**
 * What this process remembers of the credits' free windows: (organization, company) → the time the
 * company's free re-access for that organization ends. Bounded to `capacity` pairs, the least recently used
 * forgotten first (approximately: two generations, the older one dropped whole when the younger is full; a
 * pair read from the older one moves to the younger).
 *
 * It sits on the path of every metered response, and a bulk lookup returns up to 10,000 companies (100 results
 * with 100 partners each), so it is built for that check: per organization and generation, a WindowTable (company
 * ids and window ends in typed arrays), 16-32 bytes a pair. An LRU keyed by a combined number took 0.25-0.8 µs a
 * company; maps keyed by company id were fast but took 45-65 bytes a pair (a window's end in milliseconds is no
 * small integer, so each was a heap number of its own), and their 200,000 pairs (10 MB) were cycled through by
 * distinct bulk lookups over 100,000 domains (about 550,000 companies with their partners), each lookup then asking
 * the database about some 1,700 companies already paid for. At 600,000 pairs, tables take 16.8 MB against the
 * maps' 39 MB and check a company in 0.10 µs against 0.25-0.28 (docs/benchmarks-notes.md). A list seen before costs
 * one lookup: when every company of a list is free, the end of its earliest window is kept on the list
 * (CompanyList.freeUntil), which holds because a window never ends earlier than remembered.
 */
export class FreeWindows {
  private young = new Map<number, WindowTable>();
  private old = new Map<number, WindowTable>();
  private youngSize = 0;

  constructor(private readonly capacity: number) {}

  /** True when every company (but those in `except`) is remembered free for the organization past `at`. */
  allFreeAfter(orgId: number, lists: CompanyLists, at: number, except?: ReadonlySet<number>): boolean {
    for (const list of lists) {
      if (except === undefined && (list.freeUntil.get(orgId) ?? 0) > at) continue;
      const until = this.freeUntil(orgId, list.ids, except);
      if (!(until > at)) return false;
      // Kept only without exceptions: the same list with other exceptions could hold other windows.
      if (except === undefined && list.ids.length > 0) list.freeUntil.set(orgId, until);
    }
    return true;
  }

  /** When the earliest remembered window of these companies (but those in `except`) ends: 0 if one is not known. */
  private freeUntil(orgId: number, companyIds: readonly number[], except?: ReadonlySet<number>): number {
    const young = this.young.get(orgId);
    const old = this.old.get(orgId);
    let earliest = Infinity;
    for (const id of companyIds) {
      if (except?.has(id)) continue;
      let until = young ? young.get(id) : 0;
      if (until === 0) {
        until = old ? old.get(id) : 0;
        if (until === 0) return 0;
        this.rememberSeconds(orgId, id, until);
      }
      if (until < earliest) earliest = until;
    }
    return earliest * 1000;
  }

  /** Remembers that the company is free for the organization until `until` (epoch milliseconds). */
  remember(orgId: number, companyId: number, until: number): void {
    // Whole seconds, rounded down: a window is never remembered longer than it is.
    const seconds = Math.floor(until / 1000);
    if (seconds > 0 && seconds <= MAX_SECONDS) this.rememberSeconds(orgId, companyId, seconds);
  }

  private rememberSeconds(orgId: number, companyId: number, seconds: number): void {
    if (!WindowTable.holds(companyId)) return;
    let young = this.young.get(orgId);
    if (!young) this.young.set(orgId, (young = new WindowTable()));
    if (!young.set(companyId, seconds)) return;
    if (++this.youngSize >= this.capacity / 2) {
      this.old = this.young;
      this.young = new Map();
      this.youngSize = 0;
    }
  }

  /** Pairs held (at most `capacity`, counting a pair in both generations twice). */
  get size(): number {
    let n = 0;
    for (const generation of [this.young, this.old]) for (const table of generation.values()) n += table.size;
    return n;
  }
}

/** A window's end in seconds fits a Uint32Array (until 2106). */
const MAX_SECONDS = 0xffffffff;
/** No company id: ids are positive integers (int4 in the database; 0 is accepted too, for tests). */
const EMPTY = -1;

/**
 * Company id → a window's end (epoch seconds, > 0), in an open-addressing hash table: ids in an Int32Array,
 * ends in a Uint32Array, 8 bytes a slot, at most half the slots used (linear probing with Fibonacci hashing of the
 * id: a miss, the common case of a company not yet seen, probes two slots on average). Grows by doubling; never
 * shrinks and never deletes (a generation is dropped whole).
 */
class WindowTable {
  private ids = new Int32Array(INITIAL_SLOTS).fill(EMPTY);
  private ends = new Uint32Array(INITIAL_SLOTS);
  private shift = 32 - Math.log2(INITIAL_SLOTS);
  size = 0;

  static holds(companyId: number): boolean {
    return Number.isInteger(companyId) && companyId >= 0 && companyId <= 0x7fffffff;
  }

  /** The window's end in seconds, or 0 when none is held. */
  get(companyId: number): number {
    const i = this.slot(companyId);
    return this.ids[i] === companyId ? this.ends[i]! : 0;
  }

  /** Sets the window's end; true when the company was not held before. */
  set(companyId: number, seconds: number): boolean {
    const i = this.slot(companyId);
    const added = this.ids[i] !== companyId;
    this.ids[i] = companyId;
    this.ends[i] = seconds;
    if (added && ++this.size * 2 > this.ids.length) this.grow();
    return added;
  }

  /** The company's slot, or the empty one where it would go (an empty slot's end reads 0). */
  private slot(companyId: number): number {
    const ids = this.ids;
    const mask = ids.length - 1;
    let i = Math.imul(companyId, 0x9e3779b1) >>> this.shift;
    while (ids[i] !== companyId && ids[i] !== EMPTY) i = (i + 1) & mask;
    return i;
  }

  private grow(): void {
    const { ids, ends } = this;
    this.ids = new Int32Array(ids.length * 2).fill(EMPTY);
    this.ends = new Uint32Array(ids.length * 2);
    this.shift--;
    this.size = 0;
    for (let i = 0; i < ids.length; i++) if (ids[i] !== EMPTY) this.set(ids[i]!, ends[i]!);
  }
}

/** A table's first size: an organization that is charged for few companies holds 512 bytes. */
const INITIAL_SLOTS = 64;
