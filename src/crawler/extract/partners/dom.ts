import type { AnyNode, Element, ParentNode } from 'domhandler';

/** Small helpers over the parsed tree (htmlparser2's domhandler nodes, extract/parsed.ts). */

export function isElement(node: AnyNode | null | undefined): node is Element {
  return !!node && (node.type === 'tag' || node.type === 'script' || node.type === 'style');
}

/** The element's tag name, lowercase: htmlparser2 lowercases tag names in HTML (its default, extract/parsed.ts). */
export function tagOf(el: Element): string {
  return el.name;
}

export function clean(text: string): string {
  // Most short texts are already clean: one test instead of three passes (a few percent of the crawl thread).
  if (!NEEDS_CLEANING.test(text)) return text;
  return text
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whitespace other than single spaces inside, or zero-width characters: what clean() changes. */
const NEEDS_CLEANING = /[^\S ]| {2}|^ | $|[\u200b-\u200d\ufeff]/;

/** Inline elements: an element whose children are all inline (or text) reads as one piece. */
const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'br', 'cite', 'code', 'em', 'i', 'img', 'mark', 'small', 'span', 'strong', 'sub', 'sup', 'svg', 'time', 'u', 'wbr', 'picture', 'source']); // prettier-ignore

/** An element with no block children: its text is one piece (a title, a badge, a cell). */
export function isLeafish(el: Element): boolean {
  return el.children.every((c) => !isElement(c) || INLINE.has(tagOf(c)));
}

/**
 * The text of a node and its descendants, concatenated (comments left out): what cheerio's `.text()` gives, without
 * wrapping the node in a selection first (the wrappers were a share of the extraction's time and garbage).
 */
export function textContent(node: AnyNode): string {
  if (node.type === 'text') return node.data;
  if (!('children' in node) || isIconLigature(node)) return '';
  let text = '';
  for (const child of node.children) text += textContent(child);
  return text;
}

/**
 * An icon drawn by a font from the word it holds (Google's Material Icons and Symbols: <i class="material-icons">
 * language</i>): the word is not text a reader sees ("language www.example.ro" is a website).
 */
export function isIconLigature(node: AnyNode): boolean {
  const cls = 'attribs' in node ? (node as Element).attribs.class : undefined;
  return cls !== undefined && cls.includes('material-') && ICON_FONT.test(cls);
}
const ICON_FONT = /(^|\s)material-(icons|symbols)/;

/**
 * An attribute's value as a selector compares it: `type` and `rel` are compared without regard to case in HTML
 * (css-select's rule), so `[type="application/ld+json"]` matches "Application/LD+JSON".
 */
export function attrLower(el: Element, name: string): string | undefined {
  return el.attribs[name]?.toLowerCase();
}

/** `[rel~="next"]`: the attribute's space-separated words include the word. */
export function hasWord(value: string | undefined, word: string): boolean {
  return value !== undefined && value.split(/[ \t\n\f\r]+/).includes(word);
}

/** The first descendant element of a tag, in document order: `$(el).find(tag).first()` without a selector engine. */
export function firstDescendant(el: ParentNode, tag: string): Element | null {
  return firstElement(el, (d) => tagOf(d) === tag);
}

/** The first descendant element that passes the test, in document order. */
export function firstElement(node: ParentNode, test: (el: Element) => boolean): Element | null {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (test(child)) return child;
    const found = firstElement(child, test);
    if (found) return found;
  }
  return null;
}

/**
 * The descendant elements, in document order: `$(el).find('*')` without a selector engine or its wrappers (the
 * wrappers and selections were a few percent of the crawl thread's time and more of its garbage).
 */
export function descendants(el: Element, into: Element[] = []): Element[] {
  for (const child of el.children) {
    if (!isElement(child)) continue;
    into.push(child);
    descendants(child, into);
  }
  return into;
}

/** The descendant elements of a tag, in document order: `$(el).find(tag)`. */
export function descendantsOf(el: Element, tag: string): Element[] {
  return descendants(el).filter((d) => tagOf(d) === tag);
}

/** An element's text split at its <br> children: the lines of an entry or a list written as lines. */
export function linesOf(el: Element): string[] {
  const lines: string[] = [''];
  for (const node of el.children) {
    if (isElement(node) && tagOf(node) === 'br') lines.push('');
    else lines[lines.length - 1] += textContent(node);
  }
  return lines;
}

/**
 * The name a block starts with in bold ("<p><strong>Karoo Fibre Networks</strong> brings fibre to …"), as page
 * builders write an entry as one paragraph: its text, or null when the block does not start so (text before it, or
 * the bold part longer than a name).
 */
export function leadName(block: Element): string | null {
  const lead = boldLead(block);
  if (!lead) return null;
  const name = clean(textContent(lead));
  return name.length >= 2 && name.length <= 60 ? name : null;
}

/** The bold element a block starts with (through one <span> wrapper), or null: a name or a run-in title. */
export function boldLead(block: Element): Element | null {
  let lead: AnyNode | undefined = block.children.find((c) => !(c.type === 'text' && !c.data.trim()));
  // through one wrapper (<p><span><strong>Name</strong> …</span></p>)
  if (isElement(lead) && !isBold(lead) && tagOf(lead) === 'span') lead = lead.children.find((c) => !(c.type === 'text' && !c.data.trim()));
  return isElement(lead) && isBold(lead) ? lead : null;
}

export function isHeading(el: Element): boolean {
  return /^h[1-6]$/.test(tagOf(el));
}

/** The element before a node among its siblings, past text and comments; null when there is none. */
export function previousElement(node: AnyNode): Element | null {
  let prev = node.prev;
  while (prev && !isElement(prev)) prev = prev.prev;
  return prev ?? null;
}

/** The element after a node among its siblings, past text and comments; null when there is none. */
export function nextElement(node: AnyNode): Element | null {
  let next = node.next;
  while (next && !isElement(next)) next = next.next;
  return next ?? null;
}

function isBold(el: Element): boolean {
  const tag = tagOf(el);
  return tag === 'strong' || tag === 'b' || /font-weight\s*:\s*(bold|[6-9]00)/i.test(el.attribs.style ?? '');
}
