/**
 * Compiling `dom` patterns: a selector (string, array, or object of selector -> checks) with an existence,
 * attribute or text check. Each (selector, check) pair is one pattern with its own confidence and version.
 * `properties` (live DOM properties) cannot be read from static HTML and are counted as unsupported.
 */
import { select } from 'cheerio-select';
import { parseDocument } from 'htmlparser2';
import { parsePattern, type ParsedPattern } from './pattern.js';
import { bestRequirement, literalWeight, searchable } from './regex-literals.js';
import { compoundLiterals, parseSelector, type ParsedSelector } from './selector.js';
import type { Warn } from './technology.js';
import type { FingerprintStats, Technology } from './types.js';

export type DomCheck = { kind: 'exists' } | { kind: 'attribute'; name: string } | { kind: 'text' };

export interface DomRule {
  id: number;
  tech: number;
  selector: string;
  /** null: outside the subset selector.ts reads (cheerio-select evaluates it on a parsed page) */
  parsed: ParsedSelector | null;
  check: DomCheck;
  /** the attribute or text pattern; for `exists`, a pattern with only the tags (confidence, version) */
  pattern: ParsedPattern;
  /** literal requirement in the raw HTML (null: always a candidate) */
  gate: string[] | null;
  /**
   * For each selector member, the literals a matching element's start tag contains: dom.ts looks for the element
   * where the rarest of them occurs on the page. Null: the rule needs a DOM.
   */
  anchors: string[][] | null;
  /**
   * For a selector with combinators: for each member, for each compound, the literals of a start tag matching
   * it. A member whose compounds do not all match some element cannot match, and needs no DOM.
   */
  chains: string[][][] | null;
}

export function compileDomRules(
  raw: { tech: number; value: unknown }[],
  technologies: Technology[],
  nextId: () => number,
  warn: Warn,
  stats: FingerprintStats,
): DomRule[] {
  const out: DomRule[] = [];
  // a selector outside selector.ts's subset is tried once on an empty page: one cheerio-select refuses is skipped
  const probe = parseDocument('<html><body></body></html>');
  const count = (n = 1) => (stats.patterns.dom = (stats.patterns.dom ?? 0) + n);

  for (const { tech, value } of raw) {
    const where = `technology ${JSON.stringify(technologies[tech]!.name)} dom`;
    const add = (selectorText: string, check: DomCheck, patternText: string) => {
      const parsedPattern = parsePattern(patternText);
      if (!parsedPattern.ok) {
        warn(`${where} ${JSON.stringify(selectorText)}: ${parsedPattern.reason}`);
        if (parsedPattern.reason.startsWith('disabled')) stats.disabled++;
        else stats.skipped++;
        return;
      }
      const selector = selectorText.trim();
      const parsed = parseSelector(selector);
      if (!parsed) {
        try {
          select(selector, probe, { xmlMode: false });
        } catch (error) {
          warn(`${where}: invalid selector ${JSON.stringify(selector)}: ${(error as Error).message}`);
          stats.skipped++;
          return;
        }
      }
      const pattern = parsedPattern.pattern;
      out.push({ id: nextId(), tech, selector, parsed, check, pattern, ...literals(parsed, check, parsedPattern.requirements) });
      count();
    };

    if (typeof value === 'string' || Array.isArray(value)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (typeof item !== 'string') {
          warn(`${where}: ignored a ${typeof item} selector`);
          stats.skipped++;
          continue;
        }
        // tags may follow the selector itself: "form#login\\;confidence:40"
        const [selector = '', ...tags] = item.split('\\;');
        add(selector, { kind: 'exists' }, ['', ...tags].join('\\;'));
      }
      continue;
    }
    if (!value || typeof value !== 'object') {
      warn(`${where}: expected a selector, a list or an object`);
      stats.skipped++;
      continue;
    }
    for (const [selector, spec] of Object.entries(value as Record<string, unknown>)) {
      const checks = spec && typeof spec === 'object' ? (spec as Record<string, unknown>) : {};
      let any = false;
      if (typeof checks.exists === 'string') {
        add(selector, { kind: 'exists' }, tagsOnly(checks.exists));
        any = true;
      }
      if (checks.attributes && typeof checks.attributes === 'object') {
        for (const [name, p] of Object.entries(checks.attributes as Record<string, unknown>)) {
          if (typeof p === 'string') add(selector, { kind: 'attribute', name: name.toLowerCase() }, p);
          else warn(`${where} ${JSON.stringify(selector)} attribute ${name}: not a string`);
          any = true;
        }
      }
      if (typeof checks.text === 'string') {
        add(selector, { kind: 'text' }, checks.text);
        any = true;
      }
      if (checks.properties !== undefined) {
        const n = typeof checks.properties === 'object' && checks.properties ? Object.keys(checks.properties).length : 1;
        stats.unsupported['dom.properties'] = (stats.unsupported['dom.properties'] ?? 0) + n;
        any = true;
      }
      if (!any) add(selector, { kind: 'exists' }, '');
    }
  }
  return out;
}

/** `"\\;confidence:50"` keeps its tags; any regular expression on `exists` means nothing. */
function tagsOnly(text: string): string {
  const [, ...tags] = text.split('\\;');
  return ['', ...tags].join('\\;');
}

/**
 * The gate (a literal the raw HTML must contain for the rule to have any chance) and the anchors (literals
 * inside a matching element's start tag, one per selector member, where dom.ts looks for the element).
 */
function literals(
  parsed: ParsedSelector | null,
  check: DomCheck,
  requirements: string[][],
): { gate: string[] | null; anchors: string[][] | null; chains: string[][][] | null } {
  // the check's pattern runs on a decoded attribute value or text: cut as decoded text
  const checkSets = requirements.map((set) => set.map((s) => searchable(s, check.kind === 'text' ? 'text' : 'decoded')));
  // an attribute check needs the attribute, whose name is in the start tag
  const checkName = check.kind === 'attribute' ? searchable(check.name, 'decoded') : '';
  const checkLiteral = check.kind === 'attribute' ? bestRequirement(checkSets, 'raw') : null;
  const inTag = check.kind === 'attribute' ? [...(checkLiteral?.length === 1 ? checkLiteral : []), checkName] : [];
  const candidates: string[][] = [...checkSets];
  if (checkName) candidates.push([checkName]);
  let anchors: string[][] | null = null;
  let chains: string[][][] | null = null;
  if (parsed) {
    if (!parsed.simple) chains = parsed.members.map((chain) => chain.map((c) => compoundLiterals(c)));
    // every member needs all its compounds' literals: its best one stands for it
    const perMember = parsed.members.map((chain) => best(chain.flatMap(compoundLiterals)));
    if (perMember.every((l) => l !== null)) candidates.push(perMember as string[]);
    if (parsed.simple) {
      const perTag = parsed.members.map((chain) => [...new Set([...compoundLiterals(chain[0]!), ...inTag].filter((l) => l.length > 0))]);
      if (perTag.every((l) => l.length > 0)) anchors = perTag;
    }
  }
  return { gate: bestRequirement(candidates, 'raw'), anchors, chains };
}

/** The literal that filters best (see literalWeight), or null. */
function best(list: string[]): string | null {
  let found: string | null = null;
  for (const s of list) if (s.length > 0 && (found === null || literalWeight(s) > literalWeight(found))) found = s;
  return found;
}
