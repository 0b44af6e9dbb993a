import { LRUCache } from 'lru-cache';
import type { DataVersion } from './data-version.js';

/** A cached response: its serialized body and the companies to meter for it, on every hit as on a miss. */
export interface CachedResponse {
  body: string;
  /** companies returned */
  charged: readonly number[];
  /** companies that only give context */
  free: readonly number[];
}

interface Entry extends CachedResponse {
  version: string;
}

/**
 * Serialized response bodies of read endpoints, keyed by what determines them (route and normalized
 * parameters), bounded in bytes, least recently used out first. An entry holds only while the data version
 * it was read under is current: it is stamped with the version seen before its read began, so a read that
 * overlaps a write is never served after the write is known. Metering is not cached: a hit is charged like
 * a miss.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, Entry> | undefined;

  constructor(
    private readonly version: DataVersion,
    maxBytes: number,
  ) {
    if (maxBytes <= 0) return;
    this.entries = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      // UTF-16 strings: two bytes a character, plus the key and the entry's own overhead.
      sizeCalculation: (entry, key) => 2 * (entry.body.length + key.length) + 8 * (entry.charged.length + entry.free.length) + 200,
    });
    version.onChange(() => this.entries?.clear());
  }

  async getOrLoad(key: string, load: () => Promise<CachedResponse>): Promise<CachedResponse> {
    const version = this.version.current;
    const hit = this.entries?.get(key);
    if (hit && hit.version === version) return hit;
    const loaded = await load();
    if (this.entries && loaded.body.length * 2 < this.entries.maxSize) this.entries.set(key, { ...loaded, version });
    return loaded;
  }
}
