import { LRUCache } from 'lru-cache';
import type { DataVersion } from './data-version.js';

/** A cached value, with the data version it was read under and, when it is about one company alone, that company. */
interface Entry {
  version: string;
  value: unknown;
  company?: number;
}

/**
 * What read endpoints derive from company data, kept while that data is current: serialized response bodies
 * (keyed by route and normalized parameters) and per-company pieces (keyed by kind and company), bounded in
 * bytes, least recently used out first. An entry holds only while the data version it was read under is
 * current: it is stamped with the version seen before its read began, so a read that overlaps a write is
 * never served once the write is known. An entry about one company alone (a lookup's answer) holds instead until
 * a write changes that company: a crawl's write names the companies it changed (data_changes, migration 0030), and
 * the lookups of every other company stay cached through it; a write that does not name them (an import) drops
 * everything. Metering is not cached: a hit is charged like a miss.
 */
export class DataCache {
  private readonly entries: LRUCache<string, Entry> | undefined;
  /** loads in progress, by key, with the data version seen before each began */
  private readonly loading = new Map<string, { stamp: string; value: Promise<unknown> }>();
  /** the keys of entries about one company, by company; and of the others, which any change drops */
  private readonly byCompany = new Map<number, Set<string>>();
  private readonly others = new Set<string>();

  constructor(
    private readonly version: DataVersion,
    maxBytes: number,
  ) {
    if (maxBytes <= 0) return;
    this.entries = new LRUCache({
      maxSize: maxBytes,
      maxEntrySize: maxBytes / 4,
      dispose: (entry, key) => this.unindex(entry, key),
    });
    version.onChange((companies) => this.drop(companies));
  }

  /** The data version now: what an entry loaded from here on is stamped with. */
  get stamp(): string {
    return this.version.current;
  }

  /** Whether anything is kept (KEIRETSU_CACHE_MB=0 keeps nothing: every read loads). */
  get enabled(): boolean {
    return this.entries !== undefined;
  }

  /**
   * The cached value, or the value of `load`. Requests for a key that is being loaded under the current data
   * version wait for that load instead of starting their own: a popular response that is not cached yet (after
   * a start, or a data change) costs one query, not one per request waiting for it.
   */
  async getOrLoad<V>(
    key: string,
    load: () => Promise<V>,
    bytes: (value: V) => number,
    /** the one company a value is about, when that is all it depends on (see the class's description) */
    company?: (value: V) => number | undefined,
  ): Promise<V> {
    const stamp = this.version.current;
    const hit = this.get<V>(key);
    if (hit !== undefined) return hit;
    if (!this.entries) return load();
    const flight = this.loading.get(key);
    if (flight && flight.stamp === stamp) return flight.value as Promise<V>;
    const value = load();
    this.loading.set(key, { stamp, value });
    try {
      const loaded = await value;
      this.set(key, loaded, bytes(loaded), stamp, company?.(loaded));
      return loaded;
    } finally {
      if (this.loading.get(key)?.value === value) this.loading.delete(key);
    }
  }

  /**
   * One value per key, the missing ones read together by `load` (keys it leaves out get `absent`, which is
   * cached too: a domain nobody owns stays unowned until the data changes).
   */
  async getMany<K extends string | number, V>(
    kind: string,
    keys: readonly K[],
    load: (missing: K[]) => Promise<Map<K, V>>,
    absent: V,
    bytes: (value: V) => number,
  ): Promise<Map<K, V>> {
    const stamp = this.version.current;
    const found = new Map<K, V>();
    const missing: K[] = [];
    for (const key of keys) {
      const hit = this.get<V>(`${kind}:${key}`);
      if (hit === undefined) missing.push(key);
      else found.set(key, hit);
    }
    if (missing.length === 0) return found;
    const loaded = await load(missing);
    for (const key of missing) {
      const value = loaded.has(key) ? loaded.get(key)! : absent;
      found.set(key, value);
      this.set(`${kind}:${key}`, value, bytes(value), stamp);
    }
    return found;
  }

  private get<V>(key: string): V | undefined {
    const hit = this.entries?.get(key);
    return hit && (hit.company !== undefined || hit.version === this.version.current) ? (hit.value as V) : undefined;
  }

  private set(key: string, value: unknown, bytes: number, stamp: string, company?: number): void {
    // An oversized value is simply not kept (maxEntrySize).
    if (!this.entries || bytes > this.entries.maxEntrySize) return;
    // An entry about one company is kept past later versions, so it must not be older than the version now: a
    // write between its stamp and now may have changed its company, and that change has been dropped already.
    if (company !== undefined && stamp !== this.version.current) return;
    this.entries.set(
      key,
      { version: stamp, value, ...(company !== undefined ? { company } : {}) },
      { size: Math.max(1, bytes + 2 * key.length + 100) },
    );
    if (company === undefined) this.others.add(key);
    else {
      const keys = this.byCompany.get(company);
      if (keys) keys.add(key);
      else this.byCompany.set(company, new Set([key]));
    }
  }

  /** The data version moved: drop the entries of the companies it changed, and every other kind of entry. */
  private drop(companies: readonly number[] | undefined): void {
    if (!this.entries) return;
    if (companies === undefined) {
      this.entries.clear();
      return;
    }
    for (const key of [...this.others]) this.entries.delete(key);
    for (const id of companies) for (const key of [...(this.byCompany.get(id) ?? [])]) this.entries.delete(key);
  }

  private unindex(entry: Entry, key: string): void {
    if (entry.company === undefined) {
      this.others.delete(key);
      return;
    }
    const keys = this.byCompany.get(entry.company);
    keys?.delete(key);
    if (keys?.size === 0) this.byCompany.delete(entry.company);
  }
}

/** Rough memory of a JSON-like value: two bytes a character of its JSON text, plus object overhead. */
export function approximateBytes(value: unknown): number {
  return 2 * (JSON.stringify(value)?.length ?? 0) + 64;
}
