/**
 * Running one pattern over a large text in bounded slices. Every match of a pattern contains one of its
 * literals (regex-literals.ts), so when the index knows where the literals occur the pattern only runs on
 * windows around those occurrences; otherwise it runs over the region chunk by chunk. Either way a slow
 * pattern meets at most a few kilobytes (or one chunk) at a time, and a match that the slicing could have
 * created (`^`, `$`, `\b` or a lookaround at a cut edge) is refused by keeping clear of the cut edges.
 */
import type { Range } from './html-scan.js';
import type { ParsedPattern } from './pattern.js';

/** Text on each side of an occurrence that a window keeps (a match reaching further is not found). */
export const WINDOW = 2_048;
/** A match this close to a cut edge is refused (it may depend on text beyond the cut). */
const MARGIN = 256;
/**
 * Without known occurrences, the region is read in chunks of this size (overlapping by WINDOW): many patterns
 * of the data are quadratic on hostile input (`<[^>]+x` on a long run of `<a `), and a chunk bounds that.
 */
const CHUNK = 32_768;

export interface Occurrence {
  start: number;
  end: number;
}

/**
 * The first match of `pattern` inside `region` of `text`. `occurrences` are the literal occurrences inside the
 * region, sorted by start, or null when they are not known (the pattern then reads every chunk).
 */
export function findInRegion(
  pattern: ParsedPattern,
  text: string,
  region: Range,
  occurrences: readonly Occurrence[] | null,
): RegExpExecArray | null {
  const re = pattern.regex;
  if (!re) {
    const m = [''] as unknown as RegExpExecArray;
    m.index = 0;
    m.input = '';
    return m;
  }
  if (pattern.anchored) {
    // a match starts at the region's start: one attempt there (windows elsewhere could only be refused)
    re.lastIndex = 0;
    return re.exec(region.start === 0 && region.end === text.length ? text : text.slice(region.start, region.end));
  }
  if (occurrences === null) {
    for (let a = region.start; a < region.end; a += CHUNK) {
      const m = search(re, text, region, a, Math.min(region.end, a + CHUNK + WINDOW));
      if (m) return m;
    }
    return null;
  }
  let i = 0;
  while (i < occurrences.length) {
    const a = Math.max(region.start, occurrences[i]!.start - WINDOW);
    let b = Math.min(region.end, occurrences[i]!.end + WINDOW);
    // merge the windows that overlap
    while (i + 1 < occurrences.length && occurrences[i + 1]!.start - WINDOW <= b) {
      i++;
      b = Math.min(region.end, Math.max(b, occurrences[i]!.end + WINDOW));
    }
    i++;
    const m = search(re, text, region, a, b);
    if (m) return m;
  }
  return null;
}

function search(re: RegExp, text: string, region: Range, a: number, b: number): RegExpExecArray | null {
  const slice = text.slice(a, b);
  const cutStart = a > region.start;
  const cutEnd = b < region.end;
  re.lastIndex = 0;
  for (let m = re.exec(slice); m; m = re.exec(slice)) {
    const clearOfStart = !cutStart || m.index >= MARGIN;
    const clearOfEnd = !cutEnd || m.index + m[0].length <= slice.length - MARGIN;
    if (clearOfStart && clearOfEnd) return m;
    if (m.index >= slice.length) break;
    re.lastIndex = m.index + 1;
  }
  return null;
}
