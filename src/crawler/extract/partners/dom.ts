import type { AnyNode, Element } from 'domhandler';

/** Small helpers over the parsed tree (domhandler nodes, as cheerio gives them). */

export function isElement(node: AnyNode | null | undefined): node is Element {
  return !!node && (node.type === 'tag' || node.type === 'script' || node.type === 'style');
}

export function tagOf(el: Element): string {
  return el.tagName.toLowerCase();
}

export function clean(text: string): string {
  return text
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Inline elements: an element whose children are all inline (or text) reads as one piece. */
const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'br', 'cite', 'code', 'em', 'i', 'img', 'mark', 'small', 'span', 'strong', 'sub', 'sup', 'svg', 'time', 'u', 'wbr', 'picture', 'source']); // prettier-ignore

/** An element with no block children: its text is one piece (a title, a badge, a cell). */
export function isLeafish(el: Element): boolean {
  return el.children.every((c) => !isElement(c) || INLINE.has(tagOf(c)));
}
