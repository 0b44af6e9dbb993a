import { DomHandler, type Document } from 'domhandler';
import { decodeHTML, decodeHTMLAttribute } from 'entities/decode';
import { parseDocument, Parser } from 'htmlparser2';
import type { Page } from '../types.js';

/**
 * A page's HTML parsed once for every step that reads it (site name, partner discovery, page kind, pagination,
 * sub-listings, extraction) and forgotten with the page. htmlparser2, not parse5: on the crawl benchmark's 174 KB
 * pages parse5 with a parse per step cost 60 ms of CPU a page, most of it garbage collection; one htmlparser2 parse
 * costs about 2 ms, with the same quality figures on the corpus (docs/quality.md).
 *
 * The tree is htmlparser2's own, not a cheerio document: cheerio's load() defines a class per document, and V8 keeps
 * a class's hidden class in the old generation, from where it held each page's tree (and through its texts the
 * page's text) past every young-generation collection until the next full one. Parsing through cheerio made every
 * tree reach the old generation (docs/benchmarks-notes.md).
 */
const parsed = new WeakMap<Page, Document>();

/**
 * HTML (not XML), with each node's start index: its place in the page's text, which is its place in document order.
 * Entities are decoded by the tree's builder (DecodingHandler), not by the tokenizer: a tokenizer that decodes
 * visits every character of a text or an attribute value through its state machine, one that does not skips to
 * the next `<` or quote. Over the crawl benchmark's pages, eight interleaved rounds: 2.5-2.9 instead of 3.3-4.0 ms
 * a page.
 */
const OPTIONS = { withStartIndices: true, decodeEntities: false };
const DECODING = { withStartIndices: true };

export function parsedPage(page: Page): Document {
  let document = parsed.get(page);
  if (!document) {
    // a text the builder cannot decode as the tokenizer would: the page is parsed again, decoding (rare)
    document = parseDecoded(page.body) ?? parseDocument(page.body, DECODING);
    parsed.set(page, document);
  }
  return document;
}

/**
 * The tree htmlparser2 gives with `decodeEntities: true` (a property test compares them over random markup), from a
 * tokenizer that does not decode; or null when a text or an attribute value holds an `&` where that tokenizer
 * decodes by rules of its own (DecodingHandler says which), for the caller to parse again with decoding.
 */
export function parseDecoded(html: string): Document | null {
  const handler = new DecodingHandler(html);
  new Parser(handler, OPTIONS).end(html);
  return handler.unsure ? null : handler.root;
}

const UNFINISHED_REFERENCE = /&[0-9a-z]+$/i;

/** Elements whose text htmlparser2 leaves as written (its special tags other than title, which it decodes). */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'xmp']);

/**
 * A DomHandler that decodes as it builds, the way htmlparser2's tokenizer decodes (entities' decoder, in the
 * tokenizer's version): each text as the tokenizer hands it over, in the legacy mode (the tokenizer hands over the
 * same pieces with or without decoding: it cuts them at each `<`), and attribute values in the attribute mode. Only
 * what holds an `&` is decoded.
 */
class DecodingHandler extends DomHandler {
  unsure = false;
  private attributeToDecode = false;
  private source: Parser | null = null;

  constructor(private readonly html: string) {
    super(undefined, OPTIONS);
  }

  override onparserinit(parser: Parser): void {
    this.source = parser;
    super.onparserinit(parser);
  }

  override ontext(data: string): void {
    if (data.includes('&')) {
      const parent = this.tagStack[this.tagStack.length - 1]!;
      const name = 'name' in parent ? parent.name : '';
      const start = this.source!.endIndex + 1 - data.length;
      if (RAW_TEXT.has(name)) {
        // as written, when it is the element's content read raw: its first child, right after its start tag, which
        // is not self-closed (`<script/>&amp;` is no raw text to the tokenizer, which decodes it)
        if (parent.children.length > 0 || this.html.charCodeAt(start - 1) !== 0x3e || this.html.charCodeAt(start - 2) === 0x2f)
          this.unsure = true;
      } else if (name === 'title' ? data.includes('<') : !this.fromText(start)) this.unsure = true;
      else data = decodeHTML(data);
    }
    super.ontext(data);
  }

  /**
   * Whether the tokenizer surely read this text as text, where it decodes: the text starts the page or follows a
   * tag's `>`. Texts come out of its other states too (`</&lt` gives the text `&lt`, `</<&lt;` the text `<&lt;`,
   * neither decoded), and a text that starts with a `<` that began no tag may be either.
   */
  private fromText(start: number): boolean {
    return start === 0 || this.html.charCodeAt(start - 1) === 0x3e;
  }

  onattribute(_name: string, value: string): void {
    if (value.includes('&')) this.attributeToDecode = true;
  }

  override onopentag(name: string, attribs: Record<string, string>): void {
    if (this.attributeToDecode) {
      this.attributeToDecode = false;
      for (const key in attribs) {
        const value = attribs[key]!;
        if (!value.includes('&')) continue;
        // a value that ends inside a character reference's name (`alt="&notin"`): the tokenizer, cut short by the
        // quote, decodes the longest name it had matched (`¬in`), where decoding the whole value keeps it as written
        if (UNFINISHED_REFERENCE.test(value)) this.unsure = true;
        attribs[key] = decodeHTMLAttribute(value);
      }
    }
    super.onopentag(name, attribs);
  }
}

/** Forgets a page's tree: the crawl drops it as soon as the page's facts are read (extract/partners.ts readPartnerPage). */
export function releaseParsed(page: Page): void {
  parsed.delete(page);
}
