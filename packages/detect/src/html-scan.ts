/**
 * What the patterns read from a page's HTML, found without building a DOM: script tags (their `src`, or the
 * range of their inline code), style blocks, meta tags, the ranges whose text is not markup (comments, and the
 * contents of script, style, textarea and title elements), and the page's visible text on demand.
 * One regular-expression pass finds the tags that matter; a page is only parsed into a DOM when a selector
 * needs one (dom.ts).
 */

export interface Range {
  start: number;
  end: number;
}

export interface ScriptTag extends Range {
  /** the decoded `src` attribute, or null for inline code (whose text is html.slice(start, end)) */
  src: string | null;
}

export interface MetaTag {
  /** `name`, else `property`, else `itemprop`, else `http-equiv`, lowercased */
  key: string;
  content: string;
}

export interface PageStructure {
  scripts: ScriptTag[];
  styles: Range[];
  metas: MetaTag[];
  /** sorted, disjoint: where the text is not markup */
  raw: Range[];
  /** where the body starts (0 when there is no body tag) */
  bodyStart: number;
}

const TAGS = /<(?:!--|(script|style|meta|textarea|title|body)(?=[\s/>]))/gi;
const CLOSERS: Record<string, RegExp> = {
  script: /<\/script[\s/>]/gi,
  style: /<\/style[\s/>]/gi,
  textarea: /<\/textarea[\s/>]/gi,
  title: /<\/title[\s/>]/gi,
};

export function scanStructure(html: string): PageStructure {
  const out: PageStructure = { scripts: [], styles: [], metas: [], raw: [], bodyStart: 0 };
  let bodySeen = false;
  TAGS.lastIndex = 0;
  for (let m = TAGS.exec(html); m; m = TAGS.exec(html)) {
    const at = m.index;
    const name = m[1]?.toLowerCase();
    if (name === undefined) {
      const end = html.indexOf('-->', at + 4);
      const stop = end < 0 ? html.length : end + 3;
      out.raw.push({ start: at, end: stop });
      TAGS.lastIndex = stop;
      continue;
    }
    const tag = parseTagAt(html, at);
    if (!tag) continue;
    if (name === 'meta') {
      const key = tag.attrs.get('name') ?? tag.attrs.get('property') ?? tag.attrs.get('itemprop') ?? tag.attrs.get('http-equiv');
      const content = tag.attrs.get('content');
      if (key !== undefined && content !== undefined) out.metas.push({ key: key.toLowerCase(), content });
      TAGS.lastIndex = tag.end;
      continue;
    }
    if (name === 'body') {
      if (!bodySeen) out.bodyStart = tag.end;
      bodySeen = true;
      TAGS.lastIndex = tag.end;
      continue;
    }
    const closer = CLOSERS[name]!;
    closer.lastIndex = tag.end;
    const close = tag.selfClosing && name === 'script' ? null : closer.exec(html);
    const contentEnd = close ? close.index : html.length;
    const after = close ? html.indexOf('>', close.index) + 1 || html.length : html.length;
    const range = { start: tag.end, end: contentEnd };
    if (name === 'script') out.scripts.push({ ...range, src: tag.attrs.get('src') ?? null });
    else if (name === 'style') out.styles.push(range);
    out.raw.push(range);
    TAGS.lastIndex = after;
  }
  return out;
}

export interface Tag {
  /** lowercased */
  name: string;
  /** lowercased names -> decoded values (the first of a repeated attribute wins, as in browsers) */
  attrs: Map<string, string>;
  /** the offset after the tag's `>` */
  end: number;
  selfClosing: boolean;
}

/** A start tag longer than this is not read (a guard against unterminated quotes). */
const MAX_TAG_LENGTH = 16_384;

/** Parses the start tag that begins at `at` (a `<` followed by a letter), or returns null. */
export function parseTagAt(html: string, at: number): Tag | null {
  const limit = Math.min(html.length, at + MAX_TAG_LENGTH);
  let i = at + 1;
  const nameStart = i;
  while (i < limit && !isSpace(html.charCodeAt(i)) && html[i] !== '>' && html[i] !== '/') i++;
  if (i === nameStart) return null;
  const name = html.slice(nameStart, i).toLowerCase();
  if (!/^[a-z]/.test(name)) return null;
  const attrs = new Map<string, string>();
  let selfClosing = false;
  while (i < limit) {
    while (i < limit && (isSpace(html.charCodeAt(i)) || html[i] === '/')) {
      selfClosing = html[i] === '/';
      i++;
    }
    if (i >= limit) return null;
    if (html[i] === '>') return { name, attrs, end: i + 1, selfClosing };
    selfClosing = false;
    const attrStart = i;
    while (i < limit && !isSpace(html.charCodeAt(i)) && html[i] !== '>' && html[i] !== '=' && (html[i] !== '/' || i === attrStart)) i++;
    const attrName = html.slice(attrStart, i).toLowerCase();
    while (i < limit && isSpace(html.charCodeAt(i))) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (i < limit && isSpace(html.charCodeAt(i))) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close < 0 || close >= limit) return null;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        const valueStart = i;
        while (i < limit && !isSpace(html.charCodeAt(i)) && html[i] !== '>') i++;
        value = html.slice(valueStart, i);
      }
    }
    if (attrName && !attrs.has(attrName)) attrs.set(attrName, decodeEntities(value));
  }
  return null;
}

function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13);
}

/** The index of the first of the sorted, disjoint ranges that ends after `offset`. */
function firstEndingAfter(ranges: readonly Range[], offset: number): number {
  let lo = 0;
  let hi = ranges.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ranges[mid]!.end <= offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether `offset` falls inside one of the sorted, disjoint ranges. */
export function inRanges(ranges: readonly Range[], offset: number): boolean {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const r = ranges[mid]!;
    if (offset < r.start) hi = mid - 1;
    else if (offset >= r.end) lo = mid + 1;
    else return true;
  }
  return false;
}

/** Elements that break the text flow: their tags read as a space; other tags read as nothing ("Hel<b>lo</b>"). */
const BLOCK_TAG =
  /<\/?(?:address|article|aside|blockquote|br|dd|div|dl|dt|fieldset|figcaption|figure|footer|form|h[1-6]|header|hr|li|main|nav|ol|option|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul)\b[^>]*>?/gi;

/**
 * Any other tag, a comment's or a declaration's leftovers: `<` and a letter, `/`, `!` or `?`, as in an HTML
 * tokenizer. A `<` before anything else is text ("price < 100"), which a browser shows; read as a tag, it took the
 * text after it up to the next `>`, or to the end of the page.
 */
const TAG = /<[a-zA-Z/!?][^>]*>?/g;

/**
 * The page's text as a reader sees it, between `from` and `to` (the whole body by default): no markup, no
 * script or style, references decoded, spaces collapsed.
 */
export function visibleText(
  html: string,
  structure: PageStructure,
  maxLength: number,
  from = structure.bodyStart,
  to = html.length,
): string {
  const pieces: string[] = [];
  let at = from;
  for (let i = firstEndingAfter(structure.raw, at); i < structure.raw.length; i++) {
    const r = structure.raw[i]!;
    if (r.start >= to) break;
    if (r.start > at) pieces.push(html.slice(at, r.start));
    at = Math.max(at, r.end);
  }
  if (at < to) pieces.push(html.slice(at, to));
  const text = decodeEntities(pieces.join(' ').replace(BLOCK_TAG, ' ').replace(TAG, '')).replace(/\s+/g, ' ').trim();
  return text.length > maxLength ? text.slice(0, maxLength) : text;
}

/**
 * The text around `offset` (about `radius` characters of HTML each side), cut at tag boundaries so that no
 * word is cut in two; null when the offset is not in the body's text.
 */
export function textAround(html: string, structure: PageStructure, offset: number, radius: number): string | null {
  if (offset < structure.bodyStart || inRanges(structure.raw, offset)) return null;
  let from = Math.max(structure.bodyStart, offset - radius);
  let to = Math.min(html.length, offset + radius);
  if (from > structure.bodyStart) {
    const gt = html.indexOf('>', from);
    if (gt >= 0 && gt < offset) from = gt + 1;
  }
  if (to < html.length) {
    const lt = html.lastIndexOf('<', to);
    if (lt > offset) to = lt;
  }
  return visibleText(html, structure, radius * 4, from, to);
}

/** The named references pages commonly use; others are left as written. */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  hellip: '\u2026',
  ndash: '\u2013',
  mdash: '\u2014',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  laquo: '\u00ab',
  raquo: '\u00bb',
  middot: '\u00b7',
  bull: '\u2022',
  euro: '\u20ac',
  pound: '\u00a3',
};

/** Decodes numeric character references and the common named ones. */
export function decodeEntities(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(
    /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));?/g,
    (whole, dec?: string, hex?: string, name?: string) => {
      if (name !== undefined) return Object.hasOwn(NAMED, name) ? NAMED[name]! : whole;
      const code = dec !== undefined ? Number(dec) : parseInt(hex!, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    },
  );
}
