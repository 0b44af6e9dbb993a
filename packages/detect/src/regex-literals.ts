/**
 * Which literal text every match of a pattern must contain: the pre-filter's key. For a parsed pattern we
 * compute a "requirement", a small set of lowercased strings one of which appears in any text the pattern
 * matches (`wp-(?:content|includes)/` needs "wp-content/" or "wp-includes/"). A page is run through a
 * pattern only when the index (literal-index.ts) has seen one of its strings in the page.
 */
import { isCommon } from './common-markup.js';
import type { RegexNode } from './regex-syntax.js';

/** At most this many alternatives in a set (cross products stop growing past it). */
const MAX_SET = 16;
/** Exact strings stop growing past this length; longer literal runs are still found, as several runs. */
const MAX_LENGTH = 48;

interface Info {
  /** every match is one of these strings (null: unknown or too many) */
  exact: string[] | null;
  /** every match starts with one of these ([''] when nothing is known) */
  prefix: string[];
  /** every match ends with one of these */
  suffix: string[];
  /** candidate requirements found inside the node: every match contains one string of each set */
  requirements: string[][];
}

const NOTHING = [''];

/**
 * The candidate requirements of a pattern (each: one of its strings occurs in every match). Empty when the
 * pattern has none (it must then run on every page).
 */
export function requirementsOf(node: RegexNode): string[][] {
  const info = analyse(node);
  const all = [...info.requirements];
  if (info.exact) all.push(info.exact);
  all.push(info.prefix, info.suffix);
  return dedupe(all.filter((set) => set.length > 0 && set.every((s) => s.length > 0)));
}

/**
 * Chooses the best requirement among candidates, after cutting each string to the part that may be searched
 * (see `searchable`): the one whose weakest string is longest, then the smallest set. A string that ordinary
 * markup is full of (`<div class="`, `stylesheet`) weighs as one character, whatever its length.
 */
export function bestRequirement(candidates: string[][], cut: Cut): string[] | null {
  let best: string[] | null = null;
  let bestScore = 0;
  for (const candidate of candidates) {
    const pieces = candidate.map((s) => searchable(s, cut));
    if (pieces.some((s) => s.length === 0)) continue;
    const set = [...new Set(pieces)];
    const score = Math.min(...set.map(literalWeight)) * 100 - set.length;
    if (score > bestScore) {
      best = set;
      bestScore = score;
    }
  }
  return best;
}

/** How well a literal filters: its length, or 1 for text that ordinary pages are full of. */
export function literalWeight(literal: string): number {
  return isCommon(literal) ? 1 : literal.length;
}

/**
 * What a literal is searched in, which decides the part of it the raw page is sure to contain:
 * - `raw`: the pattern reads the raw HTML (or a script, a style sheet, a URL): all of it;
 * - `decoded`: the pattern reads a decoded attribute value, where `&`, `<`, `>`, quotes and non-ASCII characters
 *   may have been written as character references: the longest piece without them;
 * - `text`: the pattern reads the page's text, where tags may also sit between words: the longest word.
 */
export type Cut = 'raw' | 'decoded' | 'text';

/** The longest piece of a literal that the raw page is sure to contain (control characters are never indexed). */
export function searchable(literal: string, cut: Cut): string {
  let best = '';
  let from = 0;
  for (let i = 0; i <= literal.length; i++) {
    if (i < literal.length && !breaks(literal.charCodeAt(i), cut)) continue;
    if (i - from > best.length) best = literal.slice(from, i);
    from = i + 1;
  }
  return best;
}

function breaks(code: number, cut: Cut): boolean {
  if (code === 0x7f) return true;
  if (code < 0x20) return cut === 'text' || code < 0x09 || code > 0x0d;
  if (cut === 'raw') return false;
  if (code >= 0x80) return true;
  if (cut === 'text' && code === 0x20) return true;
  return code === 0x26 || code === 0x3c || code === 0x3e || code === 0x22 || code === 0x27; // & < > " '
}

function analyse(node: RegexNode): Info {
  switch (node.kind) {
    case 'chars':
      return node.chars ? fromExact(node.chars) : unknown();
    case 'assert':
      return fromExact(NOTHING);
    case 'backref':
      return unknown();
    case 'group': {
      const body = analyse(node.body);
      if (node.look === 'none') return body;
      // a lookaround matches no text; a positive one still needs its text to be there
      const inner = node.negative ? [] : requirementsFrom(body);
      return { ...fromExact(NOTHING), requirements: inner };
    }
    case 'alt':
      return alternation(node.alts.map(analyse));
    case 'repeat':
      return repeat(analyse(node.body), node.min, node.max);
    case 'seq':
      return sequence(node.items.map(analyse));
  }
}

function fromExact(exact: string[]): Info {
  return { exact, prefix: exact, suffix: exact, requirements: [] };
}

function unknown(): Info {
  return { exact: null, prefix: NOTHING, suffix: NOTHING, requirements: [] };
}

/** Every requirement a node guarantees, its exact set included. */
function requirementsFrom(info: Info): string[][] {
  const all = [...info.requirements];
  if (info.exact) all.push(info.exact);
  all.push(info.prefix, info.suffix);
  return all.filter((set) => set.every((s) => s.length > 0));
}

function alternation(alts: Info[]): Info {
  const exact = alts.every((a) => a.exact) ? union(alts.map((a) => a.exact!)) : null;
  const prefix = union(alts.map((a) => a.prefix)) ?? NOTHING;
  const suffix = union(alts.map((a) => a.suffix)) ?? NOTHING;
  // each alternative needs one of its own strings: their union is needed by the whole
  const perAlt = alts.map((a) => bestRequirement(requirementsFrom(a), 'raw'));
  const requirements: string[][] = [];
  if (perAlt.every((r) => r !== null)) {
    const all = union(perAlt as string[][]);
    if (all) requirements.push(all);
  }
  if (exact) return { exact, prefix: exact, suffix: exact, requirements };
  return { exact: null, prefix: hasEmpty(prefix) ? NOTHING : prefix, suffix: hasEmpty(suffix) ? NOTHING : suffix, requirements };
}

function repeat(body: Info, min: number, max: number): Info {
  if (body.exact && max <= 3) {
    let exact: string[] | null = min === 0 ? [''] : [];
    let power: string[] | null = [''];
    for (let k = 1; k <= max && power && exact; k++) {
      power = cross(power, body.exact);
      if (power && k >= min) exact = union([exact, power]);
    }
    if (power && exact) return fromExact(exact);
  }
  if (min === 0) return unknown();
  return { exact: null, prefix: body.prefix, suffix: body.suffix, requirements: requirementsFrom(body) };
}

function sequence(items: Info[]): Info {
  const requirements: string[][] = [];
  const add = (set: string[] | null) => {
    if (set && set.length > 0 && set.every((s) => s.length > 0)) requirements.push(set);
  };
  let run: string[] = NOTHING;
  let allExact = true;
  let prefix: string[] | null = null;
  for (const item of items) {
    requirements.push(...item.requirements);
    if (item.exact) {
      const joined = cross(run, item.exact);
      if (joined) run = joined;
      else {
        add(run);
        allExact = false;
        prefix ??= run;
        run = item.exact;
      }
      continue;
    }
    allExact = false;
    const joined = cross(run, item.prefix) ?? run;
    add(joined);
    prefix ??= joined;
    run = item.suffix;
  }
  add(run);
  if (allExact) return { ...fromExact(run), requirements };
  return { exact: null, prefix: prefix ?? NOTHING, suffix: run, requirements };
}

function cross(a: string[], b: string[]): string[] | null {
  if (a.length * b.length > MAX_SET) return null;
  const out = new Set<string>();
  for (const x of a) {
    for (const y of b) {
      const s = x + y;
      if (s.length > MAX_LENGTH) return null;
      out.add(s);
    }
  }
  return [...out];
}

function union(sets: string[][]): string[] | null {
  const out = new Set<string>();
  for (const set of sets) for (const s of set) out.add(s);
  return out.size > MAX_SET ? null : [...out];
}

function hasEmpty(set: string[]): boolean {
  return set.includes('');
}

function dedupe(sets: string[][]): string[][] {
  const seen = new Set<string>();
  return sets.filter((set) => {
    const key = [...set].sort().join('\u0000');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
