/**
 * compileFingerprints: reads a fingerprint set once into matching structures. Every regular expression is
 * compiled here, and every pattern that reads page content is filed under the literal text its matches must
 * contain, in one of three literal indexes (the page's HTML, script URLs, script files). detect() then runs
 * a pattern only when its literal occurs.
 */
import { compileDomRules, type DomRule } from './dom-rules.js';
import { LiteralIndex } from './literal-index.js';
import { parsePattern, requirementOf, type ParsedPattern } from './pattern.js';
import { isCommon } from './common-markup.js';
import { literalWeight } from './regex-literals.js';
import { shared } from './shared-empty.js';
import { namedPatterns, readCategories, readTechnology, stringList, type Warn } from './technology.js';
import type { FingerprintSet, FingerprintStats, RawFingerprints, Technology } from './types.js';

export type RuleKind = 'headers' | 'cookies' | 'meta' | 'html' | 'scriptSrc' | 'scripts' | 'url' | 'text' | 'css' | 'robots' | 'dns';

/** One compiled pattern of a technology (dom patterns are DomRule). */
export interface Rule {
  /** unique in the set, shared with dom rules: a pattern counts once towards confidence */
  id: number;
  tech: number;
  kind: RuleKind;
  /** the header, cookie or meta name (lowercased), or the DNS record type (upper-cased) */
  key: string | null;
  pattern: ParsedPattern;
  /** the literal requirement it is filed under, or null when it must always run */
  literals: string[] | null;
  /**
   * For a text pattern with a single-phrase requirement, every word of the phrase: all must occur, and the
   * rarest on the page says where to look.
   */
  words: string[] | null;
}

/** A literal index and, for each literal, the rules to try when it occurs. */
export interface LiteralLane {
  index: LiteralIndex;
  /**
   * literal -> the id of what the index searches for it: the literal itself, or for a long one a piece of
   * MAX_INDEXED characters (index.literals[id]; occurrences end where that piece ends)
   */
  ids: Map<string, number>;
  /** the rules and the dom rules to try when a literal occurs */
  rules: Postings;
  dom: Postings;
  /** rules with no literal to wait for */
  alwaysRules: number[];
  alwaysDom: number[];
}

/**
 * Numbers filed under each literal id: `items[start[id] .. start[id + 1])`. Two typed arrays rather than an array
 * per literal: every object a crawl thread keeps is marked again by every full garbage collection.
 */
export interface Postings {
  start: Int32Array;
  items: Int32Array;
}

/** Adds the numbers filed under `id` to `into`. */
export function addPostings(into: Set<number>, postings: Postings, id: number): void {
  const { start, items } = postings;
  for (let k = start[id]!, end = start[id + 1]!; k < end; k++) into.add(items[k]!);
}

function postingsOf(lists: readonly number[][]): Postings {
  const start = new Int32Array(lists.length + 1);
  lists.forEach((list, id) => (start[id + 1] = start[id]! + list.length));
  const items = new Int32Array(start[lists.length]!);
  lists.forEach((list, id) => items.set(list, start[id]!));
  return { start, items };
}

export interface CompiledIndex {
  /** lanes refer to rules and dom rules by their position in these arrays */
  rules: Rule[];
  dom: DomRule[];
  headers: Map<string, Rule[]>;
  cookies: Map<string, Rule[]>;
  meta: Map<string, Rule[]>;
  dns: Map<string, Rule[]>;
  url: Rule[];
  robots: Rule[];
  /** html, inline scripts, inline and linked CSS, text and dom rules, over the page's HTML */
  page: LiteralLane;
  /** scriptSrc rules, over the page's script URLs */
  src: LiteralLane;
  /** scripts rules, over fetched script files */
  script: LiteralLane;
  byName: Map<string, number>;
  byKey: Map<string, number>;
}

const NAMED_KINDS = ['headers', 'cookies', 'meta'] as const;
const LIST_KINDS = ['html', 'scriptSrc', 'scripts', 'url', 'text', 'css', 'robots'] as const;
const UNSUPPORTED = ['js', 'xhr', 'probe', 'certIssuer'] as const;

export function compileFingerprints(raw: RawFingerprints, options: { supplement?: Record<string, unknown> } = {}): FingerprintSet {
  const warnings: string[] = [];
  const warn: Warn = (m) => warnings.push(m);
  const categories = readCategories(raw.categories ?? {}, warn);
  const categoryIds = new Map([...categories.values()].map((c) => [c.name.toLowerCase(), c.id]));

  const entries = Object.entries(raw.technologies ?? {});
  for (const [name, value] of Object.entries(options.supplement ?? {})) {
    if (Object.hasOwn(raw.technologies ?? {}, name))
      warn(`supplement ${JSON.stringify(name)}: the set has it now; the set's entry is used`);
    else entries.push([name, value]);
  }

  const technologies: Technology[] = [];
  const rules: Rule[] = [];
  const stats: FingerprintStats = { technologies: 0, patterns: {}, skipped: 0, disabled: 0, unsupported: {}, literals: 0 };
  let nextId = 0;
  const rawDom: { tech: number; value: unknown }[] = [];

  for (const [name, value] of entries) {
    if (!name.trim() || !value || typeof value !== 'object' || Array.isArray(value)) {
      warn(`technology ${JSON.stringify(name)}: not an object, skipped`);
      stats.skipped++;
      continue;
    }
    const entry = value as Record<string, unknown>;
    const tech = technologies.length;
    technologies.push(readTechnology(name, entry, categories, categoryIds, warn));
    const where = `technology ${JSON.stringify(name)}`;
    const add = (kind: RuleKind, key: string | null, text: string) => {
      const parsed = parsePattern(text);
      if (!parsed.ok) {
        warn(`${where} ${kind}${key === null ? '' : `.${key}`}: ${parsed.reason}`);
        if (parsed.reason.startsWith('disabled')) stats.disabled++;
        else stats.skipped++;
        return;
      }
      rules.push({
        id: nextId++,
        tech,
        kind,
        key,
        pattern: parsed.pattern,
        literals: literalsFor(kind, parsed.requirements),
        words: kind === 'text' ? wordsOf(parsed.requirements) : null,
      });
      stats.patterns[kind] = (stats.patterns[kind] ?? 0) + 1;
    };
    for (const kind of NAMED_KINDS) {
      for (const [key, p] of namedPatterns(entry[kind], `${where} ${kind}`, warn)) add(kind, key.trim().toLowerCase(), p);
    }
    for (const kind of LIST_KINDS) for (const p of stringList(entry[kind], `${where} ${kind}`, warn)) add(kind, null, p);
    for (const [type, p] of namedPatterns(entry.dns, `${where} dns`, warn)) add('dns', type.trim().toUpperCase(), p);
    if (entry.dom !== undefined) rawDom.push({ tech, value: entry.dom });
    for (const kind of UNSUPPORTED) {
      const v = entry[kind];
      if (v !== undefined)
        stats.unsupported[kind] = (stats.unsupported[kind] ?? 0) + (typeof v === 'object' && v ? Object.keys(v).length : 1);
    }
  }

  const dom = compileDomRules(rawDom, technologies, () => nextId++, warn, stats);
  stats.technologies = technologies.length;
  const index = buildIndex(technologies, rules, dom, warn);
  stats.literals = index.page.index.literals.length + index.src.index.literals.length + index.script.index.literals.length;
  return { technologies, categories, warnings, stats, index };
}

function literalsFor(kind: RuleKind, requirements: string[][]): string[] | null {
  switch (kind) {
    case 'html':
    case 'scripts':
    case 'css':
    case 'scriptSrc':
      return requirementOf(requirements, 'raw');
    case 'text':
      // the text is decoded and tag-free; the index reads raw HTML
      return requirementOf(requirements, 'text');
    default:
      return null;
  }
}

/**
 * The words of a text pattern's phrase ("united states postal service"), when its requirement is one phrase.
 * Two-letter words count: in `\bUK Mail\b` the word "uk" is what rules most pages out. "mail" alone occurs dozens
 * of times on most pages ("email"), and before "uk" was kept, that phrase made detection build the whole visible
 * text of 288 of the crawl benchmark's 298 fixture pages.
 */
function wordsOf(requirements: string[][]): string[] | null {
  const phrase = requirementOf(requirements, 'raw');
  if (!phrase || phrase.length !== 1) return null;
  const words = phrase[0]!.split(/[^a-z0-9_-]+/).filter((w) => w.length >= 2);
  return words.length > 1 ? [...new Set(words)] : null;
}

function buildIndex(technologies: Technology[], rules: Rule[], dom: DomRule[], warn: Warn): CompiledIndex {
  const byName = new Map<string, number>();
  const byKey = new Map<string, number>();
  technologies.forEach((t, i) => {
    byName.set(t.name, i);
    const other = byKey.get(t.techKey);
    if (other !== undefined)
      warn(
        `technologies ${JSON.stringify(technologies[other]!.name)} and ${JSON.stringify(t.name)} share the tech_key ${t.techKey}: detections merge`,
      );
    else byKey.set(t.techKey, i);
  });
  for (const t of technologies) {
    const known = (name: string, field: string) => {
      if (byName.has(name)) return true;
      warn(`technology ${JSON.stringify(t.name)} ${field}: unknown technology ${JSON.stringify(name)}, ignored`);
      return false;
    };
    t.implies = shared(t.implies.filter((i) => known(i.name, 'implies')));
    t.excludes = shared(t.excludes.filter((n) => known(n, 'excludes')));
    t.requires = shared(t.requires.filter((n) => known(n, 'requires')));
  }

  const keyed = (kind: RuleKind) => {
    const map = new Map<string, Rule[]>();
    for (const r of rules) if (r.kind === kind) (map.get(r.key!) ?? map.set(r.key!, []).get(r.key!)!).push(r);
    return map;
  };
  const page = new LaneBuilder();
  const src = new LaneBuilder();
  const script = new LaneBuilder();
  // lanes file rules and dom rules by their position in `rules` and `dom`
  rules.forEach((r, i) => {
    if (r.kind === 'html' || r.kind === 'css' || r.kind === 'text' || r.kind === 'scripts') page.addRule(r.literals, i);
    for (const w of r.words ?? []) page.register(w);
    if (r.kind === 'scripts') script.addRule(r.literals, i);
    if (r.kind === 'scriptSrc') src.addRule(r.literals, i);
  });
  dom.forEach((d, i) => {
    page.addDom(d.gate, i);
    // where the element may be: positions wanted, no rule to wake. Literals that every page is full of are
    // not indexed (they would cost the scan more than they save): dom.ts finds those with indexOf when needed.
    for (const a of [...(d.anchors ?? []).flat(), ...(d.chains ?? []).flat(2)]) if (literalWeight(a) >= 3) page.register(a);
  });
  return {
    rules,
    dom,
    headers: keyed('headers'),
    cookies: keyed('cookies'),
    meta: keyed('meta'),
    dns: keyed('dns'),
    url: rules.filter((r) => r.kind === 'url'),
    robots: rules.filter((r) => r.kind === 'robots'),
    page: page.build(),
    src: src.build(),
    script: script.build(),
    byName,
    byKey,
  };
}

/**
 * Literals are indexed by a piece of at most this many characters: any piece of a required literal is required
 * too, and the index's tables shrink by half (17 MB instead of 34 MB for the installed set) for a few more
 * patterns tried in vain.
 */
const MAX_INDEXED = 12;

/** A literal's piece to index: its end (where URLs and names are most distinctive), else its start. */
function indexedPiece(literal: string): string {
  if (literal.length <= MAX_INDEXED) return literal;
  const end = literal.slice(-MAX_INDEXED);
  return isCommon(end) ? literal.slice(0, MAX_INDEXED) : end;
}

class LaneBuilder {
  private readonly ids = new Map<string, number>();
  private readonly pieces = new Map<string, number>();
  private readonly rules: number[][] = [];
  private readonly dom: number[][] = [];
  private readonly alwaysRules: number[] = [];
  private readonly alwaysDom: number[] = [];

  addRule(literals: string[] | null, id: number): void {
    if (!literals) this.alwaysRules.push(id);
    else for (const l of literals) this.rules[this.literal(l)]!.push(id);
  }

  addDom(literals: string[] | null, id: number): void {
    if (!literals) this.alwaysDom.push(id);
    else for (const l of literals) this.dom[this.literal(l)]!.push(id);
  }

  register(l: string): void {
    this.literal(l);
  }

  private literal(l: string): number {
    let id = this.ids.get(l);
    if (id === undefined) {
      const piece = indexedPiece(l);
      id = this.pieces.get(piece);
      if (id === undefined) {
        id = this.pieces.size;
        this.pieces.set(piece, id);
        this.rules.push([]);
        this.dom.push([]);
      }
      this.ids.set(l, id);
    }
    return id;
  }

  build(): LiteralLane {
    return {
      index: new LiteralIndex([...this.pieces.keys()]),
      ids: this.ids,
      rules: postingsOf(this.rules),
      dom: postingsOf(this.dom),
      alwaysRules: this.alwaysRules,
      alwaysDom: this.alwaysDom,
    };
  }
}
