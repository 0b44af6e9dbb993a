/**
 * One pattern of the fingerprint format: a regular expression written as a string, with tags appended after
 * `\;` (`"jquery-([0-9.]+)\\.js\\;version:\\1\\;confidence:50"`). Patterns are case-insensitive; an empty
 * pattern matches anything (the header, cookie or meta tag only has to be there). Confidence defaults to 100.
 */
import { hasNestedUnboundedRepeat, parseRegex } from './regex-syntax.js';
import { bestRequirement, requirementsOf, type Cut } from './regex-literals.js';

export interface ParsedPattern {
  /** the regular expression's source ('' matches anything) */
  source: string;
  /** compiled once, with the flags the format implies (case-insensitive; `g` so windows can resume) */
  regex: RegExp | null;
  /** the version template (`\1`, `\1?a:b`, `foo\1`), or null */
  version: string | null;
  /** 0-100 */
  confidence: number;
  /** starts with `^` (every match is at the start of its text): it runs once, at the start */
  anchored: boolean;
}

/**
 * A parsed pattern, and its candidate literal requirements (regex-literals.ts, before restriction): compiling
 * reads them once to file the pattern under a literal; a compiled set does not keep them.
 */
export type PatternResult = { ok: true; pattern: ParsedPattern; requirements: string[][] } | { ok: false; reason: string };

/** Splits the tags off and compiles the expression. Never throws: a bad pattern is a reason. */
export function parsePattern(raw: unknown): PatternResult {
  if (typeof raw !== 'string') return { ok: false, reason: `not a string (${typeof raw})` };
  const [source = '', ...tags] = raw.split('\\;');
  let version: string | null = null;
  let confidence = 100;
  for (const tag of tags) {
    const colon = tag.indexOf(':');
    const name = colon < 0 ? tag : tag.slice(0, colon);
    const value = colon < 0 ? '' : tag.slice(colon + 1);
    if (name === 'version') version = value;
    else if (name === 'confidence') {
      const n = Number(value);
      if (!Number.isFinite(n)) return { ok: false, reason: `bad confidence tag ${JSON.stringify(tag)}` };
      confidence = Math.max(0, Math.min(100, n));
    }
    // other tags carry nothing a static engine uses
  }
  if (source === '') return { ok: true, pattern: { source, regex: null, version, confidence, anchored: false }, requirements: [] };
  let regex: RegExp;
  try {
    regex = new RegExp(source, 'gi');
  } catch (error) {
    return { ok: false, reason: `invalid regular expression /${source}/: ${(error as Error).message}` };
  }
  const ast = parseRegex(source);
  if (hasNestedUnboundedRepeat(ast)) {
    return { ok: false, reason: `disabled: nested unbounded repetition can backtrack exponentially: /${source}/` };
  }
  const anchored = source.startsWith('^') && ast.kind !== 'alt';
  return { ok: true, pattern: { source, regex, version, confidence, anchored }, requirements: requirementsOf(ast) };
}

/** The literal requirement to index (see regex-literals.ts), or null when the pattern must always run. */
export function requirementOf(requirements: string[][], cut: Cut): string[] | null {
  return bestRequirement(requirements, cut);
}

/**
 * A version from a template and a match: `\N` is the N-th group (empty when it did not take part), and
 * `\N?a:b` is a when group N matched something, else b. The result is trimmed; empty is no version.
 */
export function resolveVersion(template: string | null, match: RegExpExecArray | null): string | null {
  if (template === null) return null;
  const group = (n: string): string => (match ? (match[Number(n)] ?? '') : '');
  const version = template
    .replace(/\\(\d+)\?([^:]*):(.*)$/, (_, n: string, yes: string, no: string) => (group(n) ? yes : no))
    .replace(/\\(\d+)/g, (_, n: string) => group(n))
    .trim();
  // a version is short; anything longer is a pattern capturing more than it meant to
  return version === '' || version.length > 64 ? null : version;
}

/** Runs a pattern on a whole (short) string: the match, or null. An empty pattern matches any string. */
export function execWhole(pattern: ParsedPattern, text: string): RegExpExecArray | null {
  if (!pattern.regex) return emptyMatch(text);
  pattern.regex.lastIndex = 0;
  return pattern.regex.exec(text);
}

function emptyMatch(text: string): RegExpExecArray {
  const m = [''] as unknown as RegExpExecArray;
  m.index = 0;
  m.input = text;
  return m;
}
