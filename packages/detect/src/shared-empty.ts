/**
 * One frozen empty array for every empty list a compiled fingerprint set keeps. A crawl thread holds the set for
 * its whole life, and every full garbage collection marks each of its objects again: thousands of separate empty
 * arrays (a technology's relations, a selector's classes) were a tenth of them.
 */
const NONE: readonly never[] = Object.freeze([]);

/** The list, or the shared empty array when it is empty. */
export function shared<T>(list: readonly T[]): readonly T[] {
  return list.length === 0 ? NONE : list;
}
