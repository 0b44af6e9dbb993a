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
 * with 100 partners each), so it is built for that check: per organization, maps keyed by company id (small
 * integers, the fastest keys a Map has). An LRU keyed by a combined number took 0.25-0.8 µs a company; this
 * takes 0.03 µs. A list seen before costs one lookup: when every company of a list is free, the end of its
 * earliest window is kept on the list (CompanyList.freeUntil), which holds because a window never ends earlier
 * than remembered. Measured before lists were kept: 14.5% of the server's CPU under the bulk
 * benchmark, 0.3 ms a request.
 */
export class FreeWindows {
  private young = new Map<number, Map<number, number>>();
  private old = new Map<number, Map<number, number>>();
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
      let until = young?.get(id);
      if (until === undefined) {
        until = old?.get(id);
        if (until === undefined) return 0;
        this.remember(orgId, id, until);
      }
      if (until < earliest) earliest = until;
    }
    return earliest;
  }

  remember(orgId: number, companyId: number, until: number): void {
    let young = this.young.get(orgId);
    if (!young) this.young.set(orgId, (young = new Map()));
    const size = young.size;
    young.set(companyId, until);
    if (young.size === size) return;
    if (++this.youngSize >= this.capacity / 2) {
      this.old = this.young;
      this.young = new Map();
      this.youngSize = 0;
    }
  }

  /** Pairs held (at most `capacity`, counting a pair in both generations twice). */
  get size(): number {
    let n = 0;
    for (const generation of [this.young, this.old]) for (const m of generation.values()) n += m.size;
    return n;
  }
}
