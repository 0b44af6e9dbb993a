/**
 * Evaluating dom rules on one page. A rule whose selector is a list of single compounds (`link[href*='x']`,
 * `#app.theme-y`, `button`) is decided where its anchor literal occurs: the start tag around each occurrence is
 * read and matched, and for a text check the element's text is read up to its end tag, with no DOM. A rule with
 * combinators (`footer > p.credit`) needs a DOM only if every compound of one of its members has an element on
 * the page (checked the same way); then the page is parsed into a tree (htmlparser2, as cheerio parses it), at
 * most once per page (about 25 ms for 500 KB, where the anchored checks take microseconds), and the selector runs
 * on it with cheerio-select (cheerio's own selector engine, jQuery extensions included). Not through cheerio's
 * `load()`: it defines a class per document, and V8 keeps a class's hidden class in the old generation, which
 * kept every such page's tree and text alive until the next full collection (docs/benchmarks-notes.md).
 */
import { select } from 'cheerio-select';
import { isTag, type Document, type Element } from 'domhandler';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import type { DomRule } from './dom-rules.js';
import { decodeEntities, inRanges, parseTagAt, type PageStructure, type Tag } from './html-scan.js';
import type { LiteralHits } from './literal-index.js';
import { execWhole } from './pattern.js';
import { matchesCompound, type Compound } from './selector.js';

/** An element's text longer than this is not examined whole (text checks are about short labels). */
const MAX_ELEMENT_TEXT = 16_384;
/** Nor an attribute value (a data: URL can be megabytes; attribute checks are about names and versions). */
const MAX_ATTRIBUTE = 8_192;
/** Past this many occurrences of its anchor a rule is decided on the DOM instead. */
const MAX_ANCHOR_OCCURRENCES = 4_096;
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp']);
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

export interface DomMatch {
  match: RegExpExecArray;
  /** what the evidence shows: the selector, and what the check matched */
  matched: string;
}

export class DomEvaluator {
  private dom: Document | null = null;
  private lower: string | null = null;
  private readonly tags = new Map<number, Tag | null>();

  constructor(
    private readonly html: string,
    private readonly structure: PageStructure,
    private readonly hits: LiteralHits,
    /** literal -> its id in the page index */
    private readonly literalIds: ReadonlyMap<string, number>,
    /** id -> the length of what the index searched for it */
    private readonly literalLength: (id: number) => number,
    private readonly maxPositions: number,
  ) {}

  /** Whether the rule matches the page, and how. */
  evaluate(rule: DomRule): DomMatch | null {
    const starts = rule.anchors && rule.parsed ? this.anchorStarts(rule.anchors) : null;
    if (starts) return this.local(rule, starts);
    // combinators: no DOM when no member has an element for each of its compounds
    if (
      rule.chains &&
      !rule.chains.some((chain, m) => chain.every((literals, k) => this.anyElement(rule.parsed!.members[m]![k]!, literals)))
    ) {
      return null;
    }
    return this.withDom(rule);
  }

  /** Whether some element matches a compound selector (true when its places are too many to visit). */
  private anyElement(compound: Compound, literals: string[]): boolean {
    const starts = this.anchorStarts([literals]);
    if (starts === null) return true;
    return starts.some((start) => {
      if (inRanges(this.structure.raw, start)) return false;
      const tag = this.tagAround(start);
      return tag !== null && matchesCompound(compound, tag);
    });
  }

  /**
   * Start offsets of the places a matching element may be: for each selector member, every occurrence of its
   * rarest start-tag literal (a member with an indexed literal absent cannot match). Literals too common to be
   * indexed are found with indexOf when a member has nothing better. Null when there are too many places.
   */
  private anchorStarts(anchors: string[][]): number[] | null {
    const starts: number[] = [];
    for (const member of anchors) {
      let rarest: string | null = null;
      let fewest = Infinity;
      let absent = false;
      for (const literal of member) {
        const id = this.literalIds.get(literal);
        if (id === undefined) continue; // not indexed
        const count = this.hits.count(id);
        if (count === 0) absent = true;
        if (count < fewest) {
          fewest = count;
          rarest = literal;
        }
      }
      if (absent) continue;
      if (rarest !== null && fewest <= this.maxPositions) {
        const id = this.literalIds.get(rarest)!;
        const length = this.literalLength(id);
        for (const end of this.hits.positions(id)) starts.push(end - length);
        continue;
      }
      const literal = rarest ?? longest(member);
      this.lower ??= this.html.toLowerCase();
      if (this.lower.length !== this.html.length) return null; // a character whose lower case is longer: offsets would shift
      let n = 0;
      for (let at = this.lower.indexOf(literal); at >= 0; at = this.lower.indexOf(literal, at + 1)) {
        if (++n > MAX_ANCHOR_OCCURRENCES) return null;
        starts.push(at);
      }
    }
    return starts;
  }

  private local(rule: DomRule, starts: number[]): DomMatch | null {
    const members = rule.parsed!.members;
    for (const start of starts) {
      if (inRanges(this.structure.raw, start)) continue; // in a comment, a script, a style...
      const tag = this.tagAround(start);
      if (!tag || !members.some((chain) => matchesCompound(chain[0]!, tag))) continue;
      const found = this.check(
        rule,
        (name) => tag.attrs.get(name),
        () => this.elementText(tag),
      );
      if (found) return found;
    }
    return null;
  }

  /** The start tag that contains `offset`, if any. */
  private tagAround(offset: number): Tag | null {
    const lt = this.html.lastIndexOf('<', offset);
    if (lt < 0) return null;
    let tag = this.tags.get(lt);
    if (tag === undefined) {
      tag = /[A-Za-z]/.test(this.html[lt + 1] ?? '') ? parseTagAt(this.html, lt) : null;
      this.tags.set(lt, tag);
    }
    return tag && tag.end > offset ? tag : null;
  }

  /** An element's text: up to its end tag (same-name elements nested inside counted), markup removed. */
  private elementText(tag: Tag): string {
    if (VOID.has(tag.name) || tag.selfClosing) return '';
    const close = new RegExp(`<(/?)${tag.name.replace(/[^\w-]/g, '')}(?=[\\s/>])`, 'gi');
    close.lastIndex = tag.end;
    const limit = Math.min(this.html.length, tag.end + MAX_ELEMENT_TEXT * 4);
    let end = limit;
    if (RAW_TEXT.has(tag.name)) {
      for (let m = close.exec(this.html); m && m.index < limit; m = close.exec(this.html)) {
        if (m[1]) {
          end = m.index;
          break;
        }
      }
      const raw = this.html.slice(tag.end, end);
      return (tag.name === 'script' || tag.name === 'style' ? raw : decodeEntities(raw)).slice(0, MAX_ELEMENT_TEXT);
    }
    let depth = 1;
    for (let m = close.exec(this.html); m && m.index < limit; m = close.exec(this.html)) {
      depth += m[1] ? -1 : 1;
      if (depth === 0) {
        end = m.index;
        break;
      }
    }
    const inner = this.html
      .slice(tag.end, end)
      .replace(/<script[\s\S]*?<\/script\s*>|<style[\s\S]*?<\/style\s*>|<!--[\s\S]*?-->/gi, ' ')
      .replace(/<[^>]*>/g, ' ');
    return decodeEntities(inner).replace(/\s+/g, ' ').trim().slice(0, MAX_ELEMENT_TEXT);
  }

  private withDom(rule: DomRule): DomMatch | null {
    const dom = (this.dom ??= parseDocument(this.html, { xmlMode: false, decodeEntities: true }));
    let elements: Element[];
    try {
      // as cheerio's $(selector) does: from the document's elements, or from the document for a sibling combinator
      const from = /^\s*[+~]/.test(rule.selector) ? [dom] : dom.children.filter(isTag);
      elements = select(rule.selector, from, { context: [dom], root: dom, xmlMode: false });
    } catch {
      return null; // css-select refused it: compile time already reported such selectors
    }
    for (const element of elements) {
      const found = this.check(
        rule,
        (name) => attributeOf(element, name),
        () => textContent(element).replace(/\s+/g, ' ').trim().slice(0, MAX_ELEMENT_TEXT),
      );
      if (found) return found;
    }
    return null;
  }

  private check(rule: DomRule, attribute: (name: string) => string | undefined, text: () => string): DomMatch | null {
    const check = rule.check;
    if (check.kind === 'exists') return { match: execWhole(rule.pattern, '')!, matched: rule.selector };
    if (check.kind === 'attribute') {
      const full = attribute(check.name);
      if (full === undefined) return null;
      const value = full.length > MAX_ATTRIBUTE ? full.slice(0, MAX_ATTRIBUTE) : full;
      const match = execWhole(rule.pattern, value);
      return match ? { match, matched: `${rule.selector} [${check.name}] ${match[0] || value}` } : null;
    }
    const match = execWhole(rule.pattern, text());
    return match ? { match, matched: `${rule.selector} ${match[0]}` } : null;
  }
}

/** Boolean attributes: cheerio's `attr()` gives their name when present, whatever their value. */
const BOOLEAN_ATTRIBUTE =
  /^(?:autofocus|autoplay|async|checked|controls|defer|disabled|hidden|loop|multiple|open|readonly|required|scoped|selected)$/i;

/**
 * An attribute as cheerio's `attr()` reads it (the rules were written against it): a boolean attribute is its
 * name, an option's missing value is its text, a radio button's or checkbox's missing value is "on".
 */
function attributeOf(element: Element, name: string): string | undefined {
  if (Object.hasOwn(element.attribs, name)) return BOOLEAN_ATTRIBUTE.test(name) ? name : element.attribs[name];
  if (name !== 'value') return undefined;
  if (element.name === 'option') return textContent(element.children);
  const type = element.attribs.type;
  return element.name === 'input' && (type === 'radio' || type === 'checkbox') ? 'on' : undefined;
}

function longest(list: string[]): string {
  return list.reduce((a, b) => (b.length > a.length ? b : a));
}
