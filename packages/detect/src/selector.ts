/**
 * The part of CSS selector syntax that fingerprints use: compound selectors (`tag`, `*`, `#id`, `.class`,
 * `[attr]`, `[attr op "value" i]`) joined by combinators, in comma lists. A selector list whose every member is a
 * single compound can be checked on one start tag at a time (dom.ts does so where its literal occurs, without a
 * DOM). Anything else (combinators, pseudo-classes) is left to cheerio-select on a parsed page.
 */
import { searchable } from './regex-literals.js';
import type { Tag } from './html-scan.js';
import { shared } from './shared-empty.js';

export interface AttributeTest {
  name: string;
  op: '' | '=' | '~=' | '|=' | '^=' | '$=' | '*=';
  value: string;
  caseInsensitive: boolean;
}

export interface Compound {
  tag: string | null;
  ids: readonly string[];
  classes: readonly string[];
  attributes: readonly AttributeTest[];
}

export interface ParsedSelector {
  /** the comma-separated members, each a chain of compounds (combinators are not kept) */
  members: Compound[][];
  /** every member is a single compound */
  simple: boolean;
}

/** An identifier, escapes included (`sm\\:flex`); unescaped by `unescapeCss`. */
const IDENT = /^(?:[\w-]|\\[0-9a-fA-F]{1,6}\s?|\\[^\n0-9a-fA-F])+/;

/** CSS escapes: `\\.` is `.`, `\\3a ` is `:` (fingerprints escape dots as in regular expressions). */
function unescapeCss(s: string): string {
  return s.replace(/\\([0-9a-fA-F]{1,6})\s?|\\([^\n0-9a-fA-F])/g, (_, hex?: string, char?: string) =>
    hex !== undefined ? String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff) || 0xfffd) : char!,
  );
}

/** Parses a selector list; null when it uses syntax outside the subset (cheerio-select then decides). */
export function parseSelector(text: string): ParsedSelector | null {
  const s = text.trim();
  const members: Compound[][] = [];
  let chain: Compound[] = [];
  let i = 0;
  while (i < s.length) {
    const c = s[i]!;
    if (c === ',') {
      if (chain.length === 0) return null;
      members.push(chain);
      chain = [];
      i++;
      continue;
    }
    if (/\s/.test(c) || c === '>' || c === '+' || c === '~') {
      i++; // a combinator: the chain goes on (which one does not matter here)
      continue;
    }
    const parsed = compound(s, i);
    if (!parsed) return null;
    chain.push(parsed.compound);
    i = parsed.end;
  }
  if (chain.length === 0) return null;
  members.push(chain);
  return { members, simple: members.every((m) => m.length === 1) };
}

function compound(s: string, start: number): { compound: Compound; end: number } | null {
  const out = { tag: null as string | null, ids: [] as string[], classes: [] as string[], attributes: [] as AttributeTest[] };
  let i = start;
  if (s[i] === '*') i++;
  else {
    const m = IDENT.exec(s.slice(i));
    if (m) {
      out.tag = unescapeCss(m[0]).toLowerCase();
      i += m[0].length;
    }
  }
  for (;;) {
    const c = s[i];
    if (c === '#' || c === '.') {
      const m = IDENT.exec(s.slice(i + 1));
      if (!m) return null;
      (c === '#' ? out.ids : out.classes).push(unescapeCss(m[0]));
      i += 1 + m[0].length;
    } else if (c === '[') {
      const close = attribute(s, i);
      if (!close) return null;
      out.attributes.push(close.test);
      i = close.end;
    } else break;
  }
  if (i === start) return null;
  const next = s[i];
  if (next !== undefined && !/[\s,>+~]/.test(next)) return null; // a pseudo-class or other syntax
  return { compound: { tag: out.tag, ids: shared(out.ids), classes: shared(out.classes), attributes: shared(out.attributes) }, end: i };
}

function attribute(s: string, start: number): { test: AttributeTest; end: number } | null {
  const m =
    /^\[\s*((?:[^\s~|^$*=\]\\]|\\.)+)\s*(?:([~|^$*]?=)\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|((?:[^\s\]\\'"]|\\.)+))\s*([iIsS])?\s*)?\]/.exec(
      s.slice(start),
    );
  if (!m) return null;
  const value = unescapeCss(m[3] ?? m[4] ?? m[5] ?? '');
  return {
    test: {
      name: unescapeCss(m[1]!).toLowerCase(),
      op: (m[2] ?? '') as AttributeTest['op'],
      value,
      caseInsensitive: m[6] === 'i' || m[6] === 'I' || CASE_INSENSITIVE_ATTRIBUTES.has(m[1]!.toLowerCase()),
    },
    end: start + m[0].length,
  };
}

/**
 * Attributes whose values HTML compares without case in selectors (the HTML standard's list, as selector engines
 * apply it to HTML documents).
 */
const CASE_INSENSITIVE_ATTRIBUTES = new Set(
  (
    'accept accept-charset align alink axis bgcolor charset checked clear codetype color compact declare defer dir direction ' +
    'disabled enctype face frame hreflang http-equiv lang language link media method multiple nohref noresize noshade nowrap ' +
    'readonly rel rev rules scope scrolling selected shape target text type valign valuetype vlink'
  ).split(' '),
);

/** Whether a start tag matches a compound selector. */
export function matchesCompound(c: Compound, tag: Tag): boolean {
  if (c.tag !== null && c.tag !== tag.name) return false;
  for (const id of c.ids) if (tag.attrs.get('id') !== id) return false;
  if (c.classes.length > 0) {
    const classes = (tag.attrs.get('class') ?? '').split(/\s+/);
    for (const cls of c.classes) if (!classes.includes(cls)) return false;
  }
  for (const a of c.attributes) {
    const actual = tag.attrs.get(a.name);
    if (actual === undefined || !attributeMatches(a, actual)) return false;
  }
  return true;
}

function attributeMatches(a: AttributeTest, actual: string): boolean {
  if (a.op === '') return true;
  const v = a.caseInsensitive ? a.value.toLowerCase() : a.value;
  const x = a.caseInsensitive ? actual.toLowerCase() : actual;
  switch (a.op) {
    case '=':
      return x === v;
    case '~=':
      return v !== '' && x.split(/\s+/).includes(v);
    case '|=':
      return x === v || x.startsWith(`${v}-`);
    case '^=':
      return v !== '' && x.startsWith(v);
    case '$=':
      return v !== '' && x.endsWith(v);
    case '*=':
      return v !== '' && x.includes(v);
  }
}

/**
 * Literals a matching element's start tag must contain (lowercased, cut as `searchable` does for decoded
 * text): its tag name as `<name`, its id, classes, attribute names and compared values.
 */
export function compoundLiterals(c: Compound): string[] {
  const out: string[] = [];
  if (c.tag) out.push(`<${c.tag}`);
  for (const x of [...c.ids, ...c.classes]) out.push(searchable(x.toLowerCase(), 'decoded'));
  for (const a of c.attributes) {
    out.push(searchable(a.name, 'decoded'));
    // `=` with an empty value, and `~=`/`^=`... with one, all need the value's text in the tag
    if (a.value !== '') out.push(searchable(a.value.toLowerCase(), 'decoded'));
  }
  return out.filter((s) => s.length > 0);
}
