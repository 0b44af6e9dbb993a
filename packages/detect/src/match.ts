/**
 * Matching one page: every pattern kind against the part of the page it reads. Patterns on short strings
 * (headers, cookies, meta tags, the URL, DNS records) are looked up by name and run directly; patterns on
 * content (HTML, scripts, CSS, text, script URLs, selectors) run only when the literal index has seen their
 * literal, and then on bounded slices (window.ts).
 */
import { addPostings, type CompiledIndex, type LiteralLane, type Rule } from './compile.js';
import { DomEvaluator } from './dom.js';
import { scanStructure, textAround, visibleText, type PageStructure, type Range } from './html-scan.js';
import type { LiteralHits } from './literal-index.js';
import { execWhole, resolveVersion, type ParsedPattern } from './pattern.js';
import type { Evidence, PageInput } from './types.js';
import { findInRegion, WINDOW, type Occurrence } from './window.js';

/** One pattern's match on a page. */
export interface Hit {
  patternId: number;
  tech: number;
  confidence: number;
  version: string | null;
  evidence: Evidence;
}

/**
 * Bounds on what one page costs. HTML past 2 MB is not examined (pages that large are archives or generated
 * dumps, and their first 2 MB carry the head and the scripts); a script file is read up to 1 MB, CSS and text
 * up to 512 KB; header values and DNS records are short by nature.
 */
export const LIMITS = { html: 2 * 1024 * 1024, script: 1024 * 1024, css: 512 * 1024, text: 512 * 1024, robots: 64 * 1024, short: 8 * 1024 };
/** Occurrences of one literal listed per page (windows are built around them); past this, chunks. */
export const MAX_POSITIONS = 256;
const MAX_MATCHED = 200;

export function matchPage(index: CompiledIndex, page: PageInput, structure?: PageStructure): Hit[] {
  const hits: Hit[] = [];
  const url = page.url;
  const record = (
    id: number,
    tech: number,
    pattern: ParsedPattern,
    match: RegExpExecArray,
    source: Evidence['source'],
    where: string | null,
    matched: string,
  ) => {
    hits.push({
      patternId: id,
      tech,
      confidence: pattern.confidence,
      version: resolveVersion(pattern.version, match),
      evidence: { source, url: where, matched: clip(matched) },
    });
  };
  const run = (r: Rule, text: string, source: Evidence['source'], where: string | null, shown: (m: RegExpExecArray) => string) => {
    const m = execWhole(r.pattern, cap(text, LIMITS.short));
    if (m) record(r.id, r.tech, r.pattern, m, source, where, shown(m));
  };

  for (const [name, value] of Object.entries(page.headers)) {
    const key = name.toLowerCase();
    for (const r of index.headers.get(key) ?? []) run(r, value, 'headers', url, () => `${key}: ${value}`);
  }
  for (const [name, value] of Object.entries(page.cookies ?? cookiesFrom(page.headers))) {
    // the cookie's name only: values are often session secrets
    for (const r of index.cookies.get(name.toLowerCase()) ?? []) run(r, value, 'cookies', url, () => name);
  }
  for (const r of index.url) run(r, url, 'url', url, () => url);
  if (page.robots) {
    const robots = cap(page.robots, LIMITS.robots);
    const where = robotsUrl(url);
    for (const r of index.robots) {
      const m = findInRegion(r.pattern, robots, whole(robots), null);
      if (m) record(r.id, r.tech, r.pattern, m, 'robots', where, m[0]);
    }
  }
  for (const [type, records] of [
    ['MX', page.dns?.mx],
    ['TXT', page.dns?.txt],
    ['NS', page.dns?.ns],
  ] as const) {
    for (const rec of records ?? []) for (const r of index.dns.get(type) ?? []) run(r, rec, 'dns', null, () => `${type} ${rec}`);
  }

  const html = capHtml(page.html);
  structure ??= scanStructure(html);
  for (const meta of structure.metas) {
    for (const r of index.meta.get(meta.key) ?? []) run(r, meta.content, 'meta', url, () => `${meta.key}: ${meta.content}`);
  }

  // script URLs, resolved against the page
  const srcs = structure.scripts.filter((s) => s.src).map((s) => absolute(s.src!, url));
  if (srcs.length > 0) {
    const joined = srcs.join('\n');
    const srcHits = index.src.index.scan(joined, 0);
    for (const i of candidates(index.src, srcHits).rules) {
      const r = index.rules[i]!;
      for (const src of srcs) run(r, src, 'script_src', url, () => src);
    }
  }

  // the page's HTML: one pass of the literal index, then the rules whose literal occurred
  const pageHits = index.page.index.scan(html, MAX_POSITIONS);
  const pageCandidates = candidates(index.page, pageHits);
  const inlineScripts = structure.scripts.filter((s) => s.src === null);
  let text: string | null = null;
  for (const i of pageCandidates.rules) {
    const r = index.rules[i]!;
    if (r.kind === 'html') {
      const m = findInRegion(r.pattern, html, whole(html), occurrencesOf(r, index.page, pageHits, whole(html)));
      if (m) record(r.id, r.tech, r.pattern, m, 'html', url, m[0]);
    } else if (r.kind === 'scripts' || r.kind === 'css') {
      const m = firstInRegions(r, html, r.kind === 'scripts' ? inlineScripts : structure.styles, index.page, pageHits);
      if (m) record(r.id, r.tech, r.pattern, m, r.kind === 'scripts' ? 'scripts' : 'html', url, m[0]);
    } else if (r.kind === 'text') {
      const m = matchText(r, html, structure, index.page, pageHits, () => (text ??= visibleText(html, structure, LIMITS.text)));
      if (m) record(r.id, r.tech, r.pattern, m, 'html', url, m[0]);
    }
  }
  if (pageCandidates.dom.length > 0) {
    const evaluator = new DomEvaluator(
      html,
      structure,
      pageHits,
      index.page.ids,
      (id) => index.page.index.literals[id]!.length,
      MAX_POSITIONS,
    );
    for (const i of pageCandidates.dom) {
      const d = index.dom[i]!;
      const found = evaluator.evaluate(d);
      if (found) record(d.id, d.tech, d.pattern, found.match, 'dom', url, found.matched);
    }
  }

  for (const file of page.scripts ?? []) {
    const content = cap(file.content, LIMITS.script);
    const fileHits = index.script.index.scan(content, MAX_POSITIONS);
    for (const i of candidates(index.script, fileHits).rules) {
      const r = index.rules[i]!;
      const m = findInRegion(r.pattern, content, whole(content), occurrencesOf(r, index.script, fileHits, whole(content)));
      if (m) record(r.id, r.tech, r.pattern, m, 'scripts', file.url, m[0]);
    }
  }
  for (const sheet of page.css ?? []) {
    const content = cap(sheet, LIMITS.css);
    const sheetHits = index.page.index.scan(content, MAX_POSITIONS);
    for (const i of candidates(index.page, sheetHits).rules) {
      const r = index.rules[i]!;
      if (r.kind !== 'css') continue;
      const m = findInRegion(r.pattern, content, whole(content), occurrencesOf(r, index.page, sheetHits, whole(content)));
      if (m) record(r.id, r.tech, r.pattern, m, 'html', url, m[0]);
    }
  }
  return hits;
}

/** Text windows read around a text pattern's rarest word before the whole text is built instead. */
const MAX_TEXT_WINDOWS = 32;

/**
 * A text pattern: on the text around the occurrences of its rarest word (or its literal) when they are few,
 * else on the whole text. A phrase one of whose words is absent cannot match.
 */
function matchText(
  r: Rule,
  html: string,
  structure: PageStructure,
  lane: LiteralLane,
  hits: LiteralHits,
  wholeText: () => string,
): RegExpExecArray | null {
  let literal: string | null = null;
  let fewest = Infinity;
  for (const w of r.words ?? r.literals ?? []) {
    const id = lane.ids.get(w);
    if (id === undefined) continue;
    const n = hits.count(id);
    if (n === 0 && r.words) return null;
    if (n < fewest) [literal, fewest] = [w, n];
  }
  if (r.pattern.anchored || literal === null || fewest > MAX_TEXT_WINDOWS) {
    const text = wholeText();
    return findInRegion(r.pattern, text, whole(text), null);
  }
  let covered = -1;
  const id = lane.ids.get(literal)!;
  const length = lane.index.literals[id]!.length;
  for (const end of hits.positions(id)) {
    if (end <= covered) continue; // inside the last window read
    const around = textAround(html, structure, end - length, WINDOW);
    covered = end + WINDOW / 2;
    const m = around === null ? null : execWhole(r.pattern, around);
    if (m) return m;
  }
  return null;
}

/** The rules and dom rules whose literal occurred (or that have none), in a stable order. */
function candidates(lane: LiteralLane, hits: LiteralHits): { rules: number[]; dom: number[] } {
  const rules = new Set(lane.alwaysRules);
  const dom = new Set(lane.alwaysDom);
  for (const id of hits.found) {
    addPostings(rules, lane.rules, id);
    addPostings(dom, lane.dom, id);
  }
  return { rules: [...rules].sort((a, b) => a - b), dom: [...dom].sort((a, b) => a - b) };
}

/** Where a rule's literals occur inside a region, or null when not all occurrences are known. */
function occurrencesOf(r: Rule, lane: LiteralLane, hits: LiteralHits, region: Range): Occurrence[] | null {
  if (!r.literals) return null;
  const out: Occurrence[] = [];
  for (const literal of r.literals) {
    const id = lane.ids.get(literal);
    if (id === undefined) continue;
    if (hits.count(id) > MAX_POSITIONS) return null;
    const length = lane.index.literals[id]!.length;
    for (const end of hits.positions(id)) {
      const start = end - length;
      if (start >= region.start && end <= region.end) out.push({ start, end });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/** The first match in the first region (inline scripts, style blocks) that holds one of the rule's literals. */
function firstInRegions(r: Rule, html: string, regions: readonly Range[], lane: LiteralLane, hits: LiteralHits): RegExpExecArray | null {
  for (const region of regions) {
    const occurrences = occurrencesOf(r, lane, hits, region);
    if (occurrences !== null && occurrences.length === 0) continue;
    const m = findInRegion(r.pattern, html, region, occurrences);
    if (m) return m;
  }
  return null;
}

/** Cookies from `set-cookie` (one cookie per line): name -> value. */
export function cookiesFrom(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() !== 'set-cookie') continue;
    for (const line of value.split('\n')) {
      const pair = line.split(';', 1)[0]!;
      const eq = pair.indexOf('=');
      const key = (eq < 0 ? pair : pair.slice(0, eq)).trim();
      if (key) out[key] = eq < 0 ? '' : pair.slice(eq + 1).trim();
    }
  }
  return out;
}

function absolute(src: string, base: string): string {
  try {
    return new URL(src.trim(), base).href;
  } catch {
    return src;
  }
}

function robotsUrl(pageUrl: string): string | null {
  try {
    return new URL('/robots.txt', pageUrl).href;
  } catch {
    return null;
  }
}

function whole(text: string): Range {
  return { start: 0, end: text.length };
}

/** The part of a page's HTML that is examined (LIMITS.html): what scanStructure must be given for matchPage. */
export function capHtml(html: string): string {
  return cap(html, LIMITS.html);
}

function cap(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

function clip(s: string): string {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > MAX_MATCHED ? `${t.slice(0, MAX_MATCHED - 1)}\u2026` : t;
}
