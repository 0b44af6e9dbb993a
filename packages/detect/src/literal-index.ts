/**
 * An Aho-Corasick automaton over the literals the patterns require (regex-literals.ts): one pass over a page
 * finds which literals occur, how often and where, whatever their number. Searching them one by one would cost
 * a pass per literal (thousands of passes over a 500 KB page).
 *
 * The alphabet is folded to 71 classes (ASCII letters without case, digits, each ASCII punctuation character,
 * all whitespace as one, every non-ASCII character as one) so the transition table is dense and the inner loop
 * is two array reads per character. Folding only merges characters, so the automaton can report a literal
 * that is not quite there (a newline where the literal has a space) but never misses one: it is a pre-filter,
 * and the regular expression decides.
 */

const WHITESPACE = 1;
const NON_ASCII = 70;
const STRIDE = 71;
/** Texts at least this long are walked as four quarters at once (see scan). */
const FOUR_STREAMS = 32_768;

/** UTF-16 code unit -> class (a full table: no branch in the scan loop). */
const CLASS = new Uint8Array(65536).fill(NON_ASCII, 128);
(() => {
  let next = 2;
  for (let c = 0x21; c < 0x7f; c++) {
    if (c >= 0x41 && c <= 0x5a) continue; // upper case shares the lower-case class
    CLASS[c] = next++;
  }
  for (let c = 0x41; c <= 0x5a; c++) CLASS[c] = CLASS[c + 0x20]!;
  for (const c of [0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20]) CLASS[c] = WHITESPACE;
  for (let c = 0; c < 0x20; c++) if (CLASS[c] !== WHITESPACE) CLASS[c] = 0;
  CLASS[0x7f] = 0;
  if (next !== NON_ASCII) throw new Error(`alphabet has ${next} classes`);
})();

function classOf(code: number): number {
  return CLASS[code]!;
}

/** Where each literal occurred in one text: counts, and the end offsets of the first occurrences. */
export interface LiteralHits {
  /** literal id -> number of occurrences */
  count(id: number): number;
  /** literal id -> end offsets (exclusive) of its first occurrences, at most `maxPositions` */
  positions(id: number): readonly number[];
  /** the ids that occurred at least once */
  readonly found: readonly number[];
}

export class LiteralIndex {
  /**
   * transitions: delta[state * STRIDE + class] = next state. States are numbered so that the states that report
   * (where a literal ends) come last, from `reportFrom` on: the scan tests one comparison per character. 16-bit
   * entries when the states fit (they do for the installed set: 8-42 thousand a lane), which halves the tables
   * a crawl thread keeps (23 MB -> 12 MB for the installed set's three lanes) and the cache misses of a scan.
   */
  private readonly delta: Uint16Array | Uint32Array;
  private readonly reportFrom: number;
  /** literal ids ending at each reporting state (suffix outputs merged in): outputs[outStart[s - reportFrom] ..) */
  private readonly outputs: Int32Array;
  private readonly outStart: Int32Array;
  readonly literals: readonly string[];
  readonly stateCount: number;
  /** the longest literal's length */
  private readonly maxLength: number;

  /** `literals` are lowercased; each is indexed under its position in the array (its id). */
  constructor(literals: readonly string[]) {
    this.literals = literals;
    this.maxLength = literals.reduce((m, l) => Math.max(m, l.length), 1);
    // the trie, with a map of children per state
    const children: Map<number, number>[] = [new Map()];
    const ends: (number[] | undefined)[] = [undefined];
    literals.forEach((literal, id) => {
      if (literal.length === 0) return;
      let s = 0;
      for (let i = 0; i < literal.length; i++) {
        const c = classOf(literal.charCodeAt(i));
        let t = children[s]!.get(c);
        if (t === undefined) {
          t = children.length;
          children.push(new Map());
          ends.push(undefined);
          children[s]!.set(c, t);
        }
        s = t;
      }
      (ends[s] ??= []).push(id);
    });
    // number the states breadth-first: the shallow states, where a scan spends most of its time, sit together
    const order: number[] = [0];
    for (let head = 0; head < order.length; head++) for (const t of children[order[head]!]!.values()) order.push(t);
    const rank = new Int32Array(order.length);
    order.forEach((old, i) => (rank[old] = i));
    const n = order.length;
    this.stateCount = n;
    const delta = new Int32Array(n * STRIDE);
    const fail = new Int32Array(n);
    const out: (number[] | undefined)[] = order.map((old) => ends[old]);
    // breadth-first again: a state's transitions are its trie children, else its failure state's transitions
    for (let s = 0; s < n; s++) {
      const f = fail[s]!;
      if (s > 0 && out[f]) out[s] = [...(out[s] ?? []), ...out[f]!];
      for (let c = 0; c < STRIDE; c++) {
        const child = children[order[s]!]!.get(c);
        if (child === undefined) {
          delta[s * STRIDE + c] = s === 0 ? 0 : delta[f * STRIDE + c]!;
        } else {
          const t = rank[child]!;
          fail[t] = s === 0 ? 0 : delta[f * STRIDE + c]!;
          delta[s * STRIDE + c] = t;
        }
      }
    }
    // renumber: the states that do not report (the root first), then those that do, each in breadth-first order
    const final = new Int32Array(n);
    let next = 0;
    for (let s = 0; s < n; s++) if (!out[s]) final[s] = next++;
    this.reportFrom = next;
    for (let s = 0; s < n; s++) if (out[s]) final[s] = next++;
    const table = n <= 0x10000 ? new Uint16Array(n * STRIDE) : new Uint32Array(n * STRIDE);
    for (let s = 0; s < n; s++) {
      const row = final[s]! * STRIDE;
      for (let c = 0; c < STRIDE; c++) table[row + c] = final[delta[s * STRIDE + c]!]!;
    }
    this.delta = table;
    const reporting = n - this.reportFrom;
    this.outStart = new Int32Array(reporting + 1);
    const byFinal: number[][] = new Array<number[]>(reporting);
    for (let s = 0; s < n; s++) if (out[s]) byFinal[final[s]! - this.reportFrom] = out[s]!;
    let total = 0;
    for (let r = 0; r < reporting; r++) {
      this.outStart[r] = total;
      total += byFinal[r]!.length;
    }
    this.outStart[reporting] = total;
    this.outputs = new Int32Array(total);
    for (let r = 0; r < reporting; r++) this.outputs.set(byFinal[r]!, this.outStart[r]!);
  }

  /**
   * Scans `text` (from `start` to `end`) once. Positions are kept for the first `maxPositions` occurrences
   * of each literal (when there are more, positions are not to be relied on: only the count).
   */
  scan(text: string, maxPositions: number, start = 0, end = text.length): LiteralHits {
    const delta = this.delta;
    const reportFrom = this.reportFrom;
    const outputs = this.outputs;
    const outStart = this.outStart;
    const counts = new Int32Array(this.literals.length);
    const found: number[] = [];
    // every occurrence kept, as (literal id, end offset) pairs; grouped by literal on first demand
    let events = new Int32Array(4096);
    let used = 0;
    const report = (t: number, at: number) => {
      const state = t - reportFrom;
      for (let k = outStart[state]!, stop = outStart[state + 1]!; k < stop; k++) {
        const id = outputs[k]!;
        const n = ++counts[id]!;
        if (n === 1) found.push(id);
        if (n > maxPositions) continue;
        if (used + 2 > events.length) {
          const bigger = new Int32Array(events.length * 2);
          bigger.set(events);
          events = bigger;
        }
        events[used++] = id;
        events[used++] = at;
      }
    };
    if (end - start < FOUR_STREAMS) {
      let s = 0;
      for (let i = start; i < end; i++) {
        const t = delta[s * STRIDE + CLASS[text.charCodeAt(i)]!]!;
        if (t >= reportFrom) report(t, i + 1);
        s = t;
      }
    } else {
      // Four quarters at once: each step's table read depends on the previous one, so a single walk waits on
      // memory; independent walks overlap their waits (one walk 4.4, two 3.4-4.4, four 3.1-3.4 ns a character on
      // the crawl benchmark's pages). Each quarter after the first starts early enough to see any literal that
      // ends in it (maxLength - 1 characters before it), and reports only those.
      const quarter = (end - start) >> 2;
      const b1 = start + quarter;
      const b2 = b1 + quarter;
      const b3 = b2 + quarter;
      const lead = this.maxLength - 1;
      // every walk runs `quarter` steps together from its own start; the later ones then finish their quarter
      let i0 = start;
      let i1 = Math.max(start, b1 - lead);
      let i2 = Math.max(start, b2 - lead);
      let i3 = Math.max(start, b3 - lead);
      let s0 = 0;
      let s1 = 0;
      let s2 = 0;
      let s3 = 0;
      for (const stop = b1; i0 < stop; i0++, i1++, i2++, i3++) {
        const t0 = delta[s0 * STRIDE + CLASS[text.charCodeAt(i0)]!]!;
        const t1 = delta[s1 * STRIDE + CLASS[text.charCodeAt(i1)]!]!;
        const t2 = delta[s2 * STRIDE + CLASS[text.charCodeAt(i2)]!]!;
        const t3 = delta[s3 * STRIDE + CLASS[text.charCodeAt(i3)]!]!;
        if (t0 >= reportFrom) report(t0, i0 + 1);
        if (t1 >= reportFrom && i1 >= b1) report(t1, i1 + 1);
        if (t2 >= reportFrom && i2 >= b2) report(t2, i2 + 1);
        if (t3 >= reportFrom && i3 >= b3) report(t3, i3 + 1);
        s0 = t0;
        s1 = t1;
        s2 = t2;
        s3 = t3;
      }
      const finish = (s: number, i: number, from: number, to: number) => {
        for (; i < to; i++) {
          const t = delta[s * STRIDE + CLASS[text.charCodeAt(i)]!]!;
          if (t >= reportFrom && i >= from) report(t, i + 1);
          s = t;
        }
      };
      finish(s1, i1, b1, b2);
      finish(s2, i2, b2, b3);
      finish(s3, i3, b3, end);
    }
    let grouped: Map<number, number[]> | null = null;
    const none: number[] = [];
    return {
      count: (id) => counts[id] ?? 0,
      positions: (id) => {
        if (!grouped) {
          grouped = new Map();
          for (let k = 0; k < used; k += 2) {
            const list = grouped.get(events[k]!);
            if (list) list.push(events[k + 1]!);
            else grouped.set(events[k]!, [events[k + 1]!]);
          }
          for (const list of grouped.values()) list.sort((a, b) => a - b);
        }
        return grouped.get(id) ?? none;
      },
      found,
    };
  }
}
