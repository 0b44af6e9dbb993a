import { LRUCache } from 'lru-cache';
import type { DataChangeSet } from '../../db/repositories/data-version.repository.js';
import type { DataVersion } from './data-version.js';

/**
 * What a value about one company depends on: that company's rows, and, when `catalogue`, the catalogue too
 * (technology and vendor names, popularity: a lookup's technology list).
 */
export interface CompanyScope {
  company: number;
  catalogue: boolean;
}

/** What the cache did since the process started, for GET /metrics. */
export interface CacheStats {
  /** values served from the cache, and values read (each key of a getMany counts once) */
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
  /** data version moves that emptied the cache, and those that dropped only what they changed */
  cleared: number;
  scoped: number;
}

/** A cached value, with the data version it was read under and, when it is about one company alone, its scope. */
interface Entry {
  version: string;
  value: unknown;
  scope?: CompanyScope;
}

/**
 * What read endpoints derive from company data, kept while that data is current: serialized response bodies
 * (keyed by route and normalized parameters) and per-company pieces (keyed by kind and company), bounded in
 * bytes, least recently used out first. An entry holds only while the data version it was read under is
 * current: it is stamped with the version seen before its read began, so a read that overlaps a write is
 * never served once the write is known. An entry about one company alone (a lookup's answer) holds instead until
 * a write changes that company, or the catalogue when it shows it: a crawl's write and a recount name the companies
 * they changed and whether they wrote the catalogue (data_changes, migrations 0030 and 0031), and the lookups of
 * every other company stay cached through them; a write that does not name them (an import) drops everything.
 * Metering is not cached: a hit is charged like a miss.
 */
export class DataCache {
  private readonly entries: LRUCache<string, Entry> | undefined;
  /** loads in progress, by key, with the data version seen before each began */
  private readonly loading = new Map<string, { stamp: string; value: Promise<unknown> }>();
  /** the keys of entries about one company, by company, and of those that also show the catalogue; and of the others, which any change drops */
  private readonly byCompany = new Map<number, Set<string>>();
  private readonly withCatalogue = new Set<string>();
  private readonly others = new Set<string>();
  private readonly counts = { hits: 0, misses: 0, cleared: 0, scoped: 0 };

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
    version.onChange((change) => this.drop(change));
  }

  /** The data version now: what an entry loaded from here on is stamped with. */
  get stamp(): string {
    return this.version.current;
  }

  /** What the cache did since the process started, and what it holds (GET /metrics). */
  stats(): CacheStats {
    return { ...this.counts, entries: this.entries?.size ?? 0, bytes: this.entries?.calculatedSize ?? 0 };
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
    /** the one company a value is about, when that (and perhaps the catalogue) is all it depends on (see the class's description) */
    about?: (value: V) => CompanyScope | undefined,
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
      this.set(key, loaded, bytes(loaded), stamp, about?.(loaded));
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
    /** the one company a value is about, when that (and perhaps the catalogue) is all it depends on */
    about?: (key: K, value: V) => CompanyScope | undefined,
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
      this.set(`${kind}:${key}`, value, bytes(value), stamp, about?.(key, value));
    }
    return found;
  }

  private get<V>(key: string): V | undefined {
    const hit = this.entries?.get(key);
    if (hit && (hit.scope !== undefined || hit.version === this.version.current)) {
      this.counts.hits++;
      return hit.value as V;
    }
    this.counts.misses++;
    return undefined;
  }

  private set(key: string, value: unknown, bytes: number, stamp: string, scope?: CompanyScope): void {
    // An oversized value is simply not kept (maxEntrySize).
    if (!this.entries || bytes > this.entries.maxEntrySize) return;
    // An entry about one company is kept past later versions, so it must not be older than the version now: a
    // write between its stamp and now may have changed its company, and that change has been dropped already.
    if (scope !== undefined && stamp !== this.version.current) return;
    this.entries.set(key, { version: stamp, value, ...(scope ? { scope } : {}) }, { size: Math.max(1, bytes + 2 * key.length + 100) });
    if (scope === undefined) {
      this.others.add(key);
      return;
    }
    const keys = this.byCompany.get(scope.company);
    if (keys) keys.add(key);
    else this.byCompany.set(scope.company, new Set([key]));
    if (scope.catalogue) this.withCatalogue.add(key);
  }

  /**
   * The data version moved: drop the entries of the companies it changed, those that show the catalogue when it
   * changed that, and every other kind of entry.
   */
  private drop(change: DataChangeSet | undefined): void {
    if (!this.entries) return;
    if (change === undefined) {
      this.counts.cleared++;
      this.entries.clear();
      return;
    }
    this.counts.scoped++;
    for (const key of [...this.others]) this.entries.delete(key);
    for (const id of change.companies) for (const key of [...(this.byCompany.get(id) ?? [])]) this.entries.delete(key);
    if (change.catalogue) for (const key of [...this.withCatalogue]) this.entries.delete(key);
  }

  private unindex(entry: Entry, key: string): void {
    if (entry.scope === undefined) {
      this.others.delete(key);
      return;
    }
    const keys = this.byCompany.get(entry.scope.company);
    keys?.delete(key);
    if (keys?.size === 0) this.byCompany.delete(entry.scope.company);
    this.withCatalogue.delete(key);
  }
}

/** Rough memory of a JSON-like value: two bytes a character of its JSON text, plus object overhead. */
export function approximateBytes(value: unknown): number {
  return 2 * (JSON.stringify(value)?.length ?? 0) + 64;
}
