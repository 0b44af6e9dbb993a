import type { AnyNode, Document, Element } from 'domhandler';
import { isChromeByClassOnly, isChromeItself, isFooter, isSectioning } from './chrome.js';
import {
  clean,
  descendants,
  descendantsOf,
  firstDescendant,
  firstElement,
  isElement,
  isIconLigature,
  isLeafish,
  nextElement,
  previousElement,
  tagOf,
  textContent,
} from './dom.js';
import { introducedBy, judge, namesPartnersStrongly, PARTNER_PHRASES, typeOf, words } from './wording.js';

/** What a node says about where it sits: its heading text, or its id, class and aria-label as words. */
export interface ContextItem {
  text: string;
  /** a heading (true) or attributes (false): headings are trusted first, class names are often a theme's */
  heading: boolean;
  /** the page's own heading or title: says what the page is, not what a section is */
  page: boolean;
}

interface OutlineItem {
  text: string;
  level: number;
  page: boolean;
}

/** Class words of an element that titles what follows it without heading markup. */
const PSEUDO_HEADING = /(^|\s)(title|heading|headline|eyebrow|kicker|overline)(\s|$)/;

const LISTS = new Set(['ul', 'ol', 'table', 'dl']);
const MAX_LEAD_IN_CHARS = 300;
/** What follows a paragraph that titles a row of logos or links. */
const LOGO_ROW = new Set(['a', 'img', 'picture']);

/** A parsed page with the lookups the extraction repeats, remembered per element. */
export class Doc {
  readonly firstH1: Element | null;
  readonly title: string;
  private readonly texts = new Map<Element, string>();
  private readonly chrome = new Map<Element, boolean>();
  /** footer sections headed as partner listings, which inChrome let through */
  private readonly partnerFooters = new Set<Element>();
  private readonly levels = new Map<Element, number | null>();
  private readonly outlines = new Map<Element, OutlineItem[]>();
  private readonly headingLists = new Map<Element, Element[]>();
  private readonly domains = new Map<Element, Set<string>>();
  /** tab titles by what they show (tabOf), read once a page */
  private tabTitles: Map<string, string> | undefined;

  /** every element in document order: one walk of the tree (elements()) */
  private all: Element[] | undefined;
  private readonly selections = new Map<string, readonly Element[]>();

  constructor(private readonly root: Document) {
    const title = this.elements('title')[0];
    this.title = title ? clean(textContent(title)) : '';
    this.firstH1 = this.elements('h1').find((h) => !this.inChrome(h) && this.text(h) !== '') ?? null;
  }

  /**
   * The page's elements of the given tags, in document order: what `$('a, img')` selects, from one walk of the tree
   * shared by every lookup. The selector engine walked the whole tree for each selection, a tenth of the crawl
   * thread's time on the crawl benchmark (docs/benchmarks-notes.md).
   */
  elements(...tags: string[]): readonly Element[] {
    const all = this.allElements();
    const key = tags.length === 1 ? tags[0]! : tags.join(' ');
    let selected = this.selections.get(key);
    if (!selected) {
      // Each selection is made once per page and shared (the steps ask for links three or four times).
      const wanted = new Set(tags);
      selected = all.filter((el) => wanted.has(tagOf(el)));
      this.selections.set(key, selected);
    }
    return selected;
  }

  private allElements(): Element[] {
    if (!this.all) {
      const all: Element[] = [];
      const walk = (node: AnyNode): void => {
        if ('children' in node)
          for (const child of node.children)
            if (isElement(child)) {
              all.push(child);
              walk(child);
            }
      };
      walk(this.root);
      this.all = all;
    }
    return this.all;
  }

  /**
   * An element's place in document order: where it starts in the page's text (parsed with start indices,
   * extract/parsed.ts), so that no map from elements to their places is built (it was a tenth of the extraction's
   * garbage).
   */
  position(el: Element): number {
    return el.startIndex ?? 0;
  }

  /** The element's text, its text nodes joined by spaces (<strong>Acme</strong><span>Payments</span> is "Acme Payments"). */
  text(el: Element): string {
    let text = this.texts.get(el);
    if (text === undefined) {
      const only = el.children.length === 1 ? el.children[0]! : null;
      // Most elements asked for their text hold one text node: no joining.
      text = clean(only?.type === 'text' ? only.data : joinedText(el.children, ''));
      this.texts.set(el, text);
    }
    return text;
  }

  /** The element or one of its ancestors is site chrome: header, footer, navigation, sidebar, social or cookie bars. */
  inChrome(el: Element): boolean {
    const known = this.chrome.get(el);
    if (known !== undefined) return known;
    const parent = el.parent;
    // Outside the document's tree (a <template>'s content fragment) counts as chrome: it is not shown.
    const itself = isChromeItself(el);
    let result = itself || (isElement(parent) ? this.inChrome(parent) : parent !== this.root);
    // A section of the footer, or a column of it (a block with one heading), headed as a partner listing ("Connected
    // with our carrier partners" over their logos, "Our software partners" over their links) is one, on every page
    // that repeats it, whatever its class says ("footer-partners").
    // (The footer first: its columns are few, and counting headings under every element of a menu is not free.)
    if (
      result &&
      (!itself || isChromeByClassOnly(el)) &&
      this.footerAbove(el) &&
      (((isSectioning(el) || this.headingCount(el) === 1) && this.headedAsPartners(el)) ||
        // or a part of the footer whose heading comes right before it ("Our partners", then div.footer-partners)
        (itself && this.headingCount(el) === 0 && this.headedJustBefore(el)))
    ) {
      result = false;
      this.partnerFooters.add(el);
    }
    // inside such a section, its strips and logos classed as the footer's ("footer-partner-strip") are its content
    else if (result && itself && isChromeByClassOnly(el) && isElement(parent) && !this.inChrome(parent) && this.inPartnerFooter(parent)) {
      result = false;
    }
    this.chrome.set(el, result);
    return result;
  }

  /** The element is, or is inside, a section of the footer headed as a partner listing (inChrome). */
  private inPartnerFooter(el: Element): boolean {
    for (let node: AnyNode | null = el; isElement(node); node = node.parent) if (this.partnerFooters.has(node)) return true;
    return false;
  }

  /** The element is in the site's footer (a partner section of it included). */
  inFooter(el: Element): boolean {
    for (let node: AnyNode | null = el; isElement(node); node = node.parent) if (isFooter(node) && isChromeItself(node)) return true;
    return false;
  }

  /** The nearest chrome element above is the site's footer. */
  private footerAbove(el: Element): boolean {
    for (let node = el.parent; isElement(node); node = node.parent) if (isChromeItself(node)) return isFooter(node);
    return false;
  }

  private headedJustBefore(el: Element): boolean {
    const before = previousElement(el);
    return before !== null && (this.headingLevel(before) ?? 7) <= 6 && namesPartnersStrongly(this.text(before));
  }

  private headedAsPartners(el: Element): boolean {
    // a heading, or a title without heading markup that opens the block ("<p>Nos partenaires</p>" before the logos)
    const first = firstElement(el, () => true);
    const heading =
      this.headingsIn(el).find((h) => (this.headingLevel(h) ?? 7) <= 6) ?? (first && this.headingLevel(first) !== null ? first : undefined);
    return heading !== undefined && namesPartnersStrongly(this.text(heading));
  }

  /** 1-6 for h1-h6 (or an ARIA heading's level), 6.5 for a title without heading markup, else null. */
  headingLevel(el: Element): number | null {
    let level = this.levels.get(el);
    if (level === undefined) this.levels.set(el, (level = this.levelOf(el)));
    return level;
  }

  private levelOf(el: Element): number | null {
    const tag = tagOf(el);
    if (/^h[1-6]$/.test(tag)) return Number(tag[1]);
    if (el.attribs.role === 'heading') return Number(el.attribs['aria-level']) || 2;
    if (tag === 'caption' || tag === 'legend' || tag === 'summary') return 6.5;
    if (tag === 'p' && this.isLeadIn(el)) return 6.5;
    if (!this.isShortTitle(el)) return null;
    // a short paragraph right before the logos or links it names ("<p>Nos partenaires</p><a><img></a>…"), as site
    // builders write every text
    if (tag === 'p' && LOGO_ROW.has(tagOf(nextElement(el) ?? el)) && this.text(el).length <= 40 && !/[.!?]$/.test(this.text(el)))
      return 6.5;
    // Titles without heading markup: a class that says so, a definition term, a disclosure or tab toggle, or a
    // paragraph that is nothing but bold text (<p><strong>Resellers</strong></p>).
    if (PSEUDO_HEADING.test(words(el.attribs.class ?? ''))) return 6.5;
    if (tag === 'dt' || el.attribs['aria-expanded'] !== undefined || el.attribs.role === 'tab') return 6.5;
    if ((tag === 'button' && el.attribs['aria-controls'] !== undefined) || tag === 'strong' || tag === 'b') return 6.5;
    const only = el.children.filter((c) => isElement(c) || (c.type === 'text' && c.data.trim() !== ''));
    const child = only[0];
    if ((tag === 'p' || tag === 'div') && only.length === 1 && isElement(child) && (tagOf(child) === 'strong' || tagOf(child) === 'b'))
      return 6.5;
    return null;
  }

  /**
   * A paragraph that introduces the list right after it: no link, at most MAX_LEAD_IN_CHARS, ending with a colon
   * ("…from our technology partners, with whom we developed the models:" before a <ul>).
   */
  private isLeadIn(el: Element): boolean {
    let next = nextElement(el);
    // a lead-in that ends its wrapper (Drupal's body field, the view of partners after it): the wrapper's next block
    for (let node = el, up = 0; !next && up < 2 && isElement(node.parent) && tagOf(node.parent) === 'div'; up++) {
      node = node.parent;
      next = nextElement(node);
    }
    if (!next || firstDescendant(el, 'a') !== null) return false;
    const text = this.text(el);
    if (text.length > MAX_LEAD_IN_CHARS) return false;
    // before a list or a grid of cards: ending with a colon ("Consultorias que indicam e revendem os nossos planos:")
    const tag = tagOf(next);
    if (!(LISTS.has(tag) || tag === 'div')) return false;
    if (text.endsWith(':')) return true;
    // or with a last sentence (what heads the list: headingText) that names the kind of partners the list or grid right
    // after it holds ("Vores teknologipartnere gør det nemt at booke tid…" before a gallery of logos): a typed partner
    // word, not any word of a type ("students from our academic partners… our consultants")
    if (judge(text).negative) return false;
    return (words(lastSentence(text)).match(PARTNER_PHRASES) ?? []).some((phrase) => typeOf(phrase) !== null);
  }

  /**
   * What a heading says of what follows it: its text, or for a lead-in paragraph the sentence that ends with its colon
   * ("Our resellers serve their own customers. Find one near you:" introduces resellers, not customers).
   */
  private headingText(el: Element): string {
    const text = this.text(el);
    if (tagOf(el) !== 'p' || !this.isLeadIn(el)) return text;
    return introducedBy(lastSentence(text));
  }

  /** Leaf-like, 1 to 80 characters, no link inside: it can title what follows, not be an entry itself. */
  private isShortTitle(el: Element): boolean {
    if (!isLeafish(el) || firstDescendant(el, 'a') !== null || tagOf(el) === 'a') return false;
    const text = this.text(el);
    return text.length > 0 && text.length <= 80;
  }

  /**
   * The text of the elements an aria-labelledby names, or else of the tab that shows this panel: a tab panel's title
   * (tabs are headings of what they show).
   */
  labelledBy(el: Element): string | null {
    const ids = (el.attribs['aria-labelledby'] ?? '').split(/\s+/).filter(Boolean);
    const text = ids
      .map((id) => {
        const named = this.allElements().find((e) => e.attribs.id === id);
        return named ? clean(textContent(named)) : '';
      })
      .join(' ')
      .trim();
    return text || this.tabOf(el);
  }

  /**
   * The title of the tab that shows a panel, for tabs without aria-labelledby: a control that targets the panel's id
   * (aria-controls, href="#id", data-bs-target or data-target: Bootstrap and most widgets), one that shares its
   * data-w-tab (Webflow), or one that shares its numbered tab class (Divi: li.et_pb_tab_1 shows div.et_pb_tab_1).
   */
  private tabOf(el: Element): string | null {
    if (!PANEL.test(el.attribs.class ?? '') && el.attribs.role !== 'tabpanel') return null;
    const tabs = (this.tabTitles ??= this.collectTabTitles());
    if (tabs.size === 0) return null;
    const keys = [
      el.attribs.id ? `#${el.attribs.id}` : '',
      el.attribs['data-w-tab'] !== undefined ? `w:${el.attribs['data-w-tab']}` : '',
      ...(el.attribs.class ?? '')
        .split(/\s+/)
        .filter((c) => NUMBERED_TAB.test(c))
        .map((c) => `c:${c}`),
    ];
    for (const key of keys) {
      const title = key ? tabs.get(key) : undefined;
      if (title) return title;
    }
    return null;
  }

  /** Every tab control's title by what it shows: `#id`, `w:<data-w-tab>`, `c:<numbered class>`. One walk a page. */
  private collectTabTitles(): Map<string, string> {
    const titles = new Map<string, string>();
    for (const e of this.allElements()) {
      const a = e.attribs;
      const targets = [a['aria-controls'] ? `#${a['aria-controls']}` : '', a['data-bs-target'] ?? '', a['data-target'] ?? ''];
      if (tagOf(e) === 'a' && a.href?.startsWith('#') && a.href.length > 1) targets.push(a.href);
      const panel = PANEL.test(a.class ?? '');
      if (a['data-w-tab'] !== undefined && !panel) targets.push(`w:${a['data-w-tab']}`);
      if (!panel && ['li', 'a', 'button'].includes(tagOf(e))) {
        for (const c of (a.class ?? '').split(/\s+/)) if (NUMBERED_TAB.test(c)) targets.push(`c:${c}`);
      }
      const keys = targets.filter((t) => t.startsWith('#') || t.startsWith('w:') || t.startsWith('c:'));
      if (keys.length === 0) continue;
      const title = clean(textContent(e));
      if (!title || title.length > MAX_TAB_CHARS) continue;
      for (const key of keys) if (!titles.has(key)) titles.set(key, title);
    }
    return titles;
  }

  headingsIn(el: Element): Element[] {
    let list = this.headingLists.get(el);
    if (list === undefined) {
      list = descendants(el).filter((d) => this.headingLevel(d) !== null);
      this.headingLists.set(el, list);
    }
    return list;
  }

  headingCount(el: Element): number {
    return this.headingsIn(el).length;
  }

  /** Records that a candidate partner domain appears at or under `el` (for every ancestor). */
  addDomain(el: Element, domain: string): void {
    for (let node: AnyNode | null = el; isElement(node); node = node.parent) {
      let set = this.domains.get(node);
      if (!set) this.domains.set(node, (set = new Set()));
      set.add(domain);
    }
  }

  domainsUnder(el: Element): ReadonlySet<string> {
    return this.domains.get(el) ?? EMPTY;
  }

  contains(ancestor: Element, el: Element | null): boolean {
    for (let node: AnyNode | null = el; isElement(node); node = node.parent) if (node === ancestor) return true;
    return false;
  }

  /**
   * Where an element sits, innermost first: its own and its ancestors' attributes, and the headings that govern
   * it (the nearest preceding heading at each level of the tree, then only headings of a higher rank, as an
   * outline reads), ending with the page's h1 and title.
   */
  contextOf(el: Element): ContextItem[] {
    const items: ContextItem[] = [];
    let minLevel = 7;
    let sawH1 = false;
    for (let node: AnyNode | null = el; isElement(node) && tagOf(node) !== 'body' && tagOf(node) !== 'html'; node = node.parent) {
      const attributes = attributeWords(node);
      if (attributes) items.push({ text: attributes, heading: false, page: false });
      const label = this.labelledBy(node);
      if (label) items.push({ text: label, heading: true, page: false });
      for (const heading of this.precedingOutline(node)) {
        if (heading.level >= minLevel) continue;
        sawH1 ||= heading.page;
        items.push({ text: heading.text, heading: true, page: heading.page });
        minLevel = heading.level;
      }
    }
    if (this.firstH1 && !sawH1) items.push({ text: this.text(this.firstH1), heading: true, page: true });
    if (this.title) items.push({ text: this.title, heading: true, page: true });
    return items;
  }

  /**
   * The headings before an element among its siblings, nearest first, each of a higher rank than the one before
   * (an outline read backwards). Remembered per element and built from the previous sibling's, so a listing of
   * thousands of entries costs one pass.
   */
  private precedingOutline(node: Element): OutlineItem[] {
    const known = this.outlines.get(node);
    if (known) return known;
    let prev: AnyNode | null = node.prev;
    while (prev && (!isElement(prev) || this.inChrome(prev))) prev = prev.prev;
    let outline: OutlineItem[] = [];
    if (isElement(prev)) {
      const own = this.headingOf(prev, node);
      const before = this.precedingOutline(prev);
      if (own) outline = [own, ...before.filter((h) => h.level < own.level)];
      else {
        // a block that cannot head the next (it lists companies of its own) still closes the sections its headings
        // outrank: "Where to buy" (h3) does not head what follows an h2 section of customer logos
        const top = Math.min(...this.headingsIn(prev).map((h) => this.headingLevel(h) ?? 7));
        outline = before.filter((h) => h.level <= top);
      }
    }
    this.outlines.set(node, outline);
    return outline;
  }

  /** What a sibling contributes to the outline of the element after it: its heading, or its header block's. */
  private headingOf(sibling: Element, next: Element): OutlineItem | null {
    const level = this.headingLevel(sibling);
    if (level !== null) return { text: this.headingText(sibling), level, page: sibling === this.firstH1 };
    if (!this.mayHead(sibling, next)) return null;
    if (!this.isHeaderBlock(sibling)) return this.closingHeading(sibling);
    const headings = this.headingsIn(sibling);
    return {
      text: headings.map((h) => this.text(h)).join(' · '),
      level: Math.min(...headings.map((h) => this.headingLevel(h) ?? 7)),
      page: this.firstH1 !== null && headings.includes(this.firstH1),
    };
  }

  /**
   * A block of text whose last heading, with at most a short paragraph of introduction after it, heads the element
   * after the block: a page builder's text widget ("The portal" and its paragraph, then "Technology partners" and
   * "…from our technology partners:") followed by the widget of cards it introduces. Not when the block lists partners
   * itself (mayHead).
   */
  private closingHeading(sibling: Element): OutlineItem | null {
    const headings = this.headingsIn(sibling);
    const last = headings[headings.length - 1];
    if (!last) return null;
    // only paragraphs after the heading, not the heading's own grid or logos ("Our bank partners", their logos)
    for (let node: AnyNode | null = last; isElement(node) && node !== sibling; node = node.parent) {
      for (let after = node.next; after; after = after.next) if (isElement(after) && tagOf(after) !== 'p') return null;
    }
    const text = this.text(sibling);
    const heading = this.text(last);
    const at = text.lastIndexOf(heading);
    if (at < 0 || text.length - (at + heading.length) > MAX_INTRODUCTION_CHARS) return null;
    return { text: this.headingText(last), level: this.headingLevel(last) ?? 7, page: last === this.firstH1 };
  }

  /**
   * Whether a sibling without heading markup may head the element after it at all: not an article, aside or nav of
   * its own, not a peer card, and no partner links of its own (isHeaderBlock and closingHeading say how).
   */
  private mayHead(sibling: Element, pathNode: Element): boolean {
    // An article, aside or nav is content of its own; a section that holds only a heading heads the next one, as page
    // builders lay out "Our certifications" and its logos (Elementor: a section for the heading, one for the grid).
    if (['article', 'aside', 'nav', 'main'].includes(tagOf(sibling))) return false;
    // A sibling of the same kind is a peer card when the element on the path has a heading of its own; a Bootstrap
    // .row holding only an h2 heads the .row of logos after it.
    if (signature(sibling) === signature(pathNode) && this.headingCount(pathNode) > 0) return false;
    return this.domainsUnder(sibling).size === 0;
  }

  /** A sibling that only heads what follows it (given mayHead): a few short headings, few images. */
  private isHeaderBlock(sibling: Element): boolean {
    const count = this.headingCount(sibling);
    if (count < 1 || count > 3 || this.text(sibling).length > 300) return false;
    return descendantsOf(sibling, 'img').length <= 2;
  }
}

const EMPTY: ReadonlySet<string> = new Set();
/** What may follow a block's last heading for it to head the next block: a sentence or two of introduction. */
const MAX_INTRODUCTION_CHARS = 300;

/** The last sentence of a text: what a lead-in says of the list right after it. */
function lastSentence(text: string): string {
  return text.split(/(?<=[.!?])\s+/).pop() ?? text;
}

/** A tab panel's classes: tab-pane (Bootstrap), w-tab-pane (Webflow), et_pb_tab (Divi), tab-panel, tabs__panel, tabpanel. */
const PANEL =
  /(^|\s)(tab-pane|w-tab-pane|et_pb_tab|tab-panel|tabs?__panel|tabpanel|tab-content-item|accordion(__|-|_)(panel|content|body|collapse)|panel-collapse|collapse)(\s|$)/;
/** A numbered tab class a control and its panel share (et_pb_tab_1). */
const NUMBERED_TAB = /^[a-z_-]*tab[_-]\d+$/;
/** The longest tab title: a few words. */
const MAX_TAB_CHARS = 60;

/**
 * The text nodes under `nodes` (not inside scripts or styles), each after a space: what joining them with spaces
 * gives, plus a leading space that clean() trims. Concatenated, not collected into an array and joined: this runs
 * for most elements of a page, and the arrays were a share of the extraction's garbage.
 */
function joinedText(nodes: readonly AnyNode[], into: string): string {
  for (const node of nodes) {
    if (node.type === 'text') into = `${into} ${node.data}`;
    else if (isElement(node) && node.type === 'tag' && !isIconLigature(node)) into = joinedText(node.children, into);
  }
  return into;
}

function signature(el: Element): string {
  return `${tagOf(el)}.${(el.attribs.class ?? '').split(/\s+/).filter(Boolean).sort().join('.')}`;
}

/**
 * The id, class, aria-label and Framer layer name (`data-framer-name`: the name the designer gave the block, Framer's
 * class) of an element as words, when they say anything about partners or their absence.
 */
function attributeWords(el: Element): string | null {
  const a = el.attribs;
  const text = words(`${a.id ?? ''} ${a.class ?? ''} ${a['aria-label'] ?? ''} ${a['data-framer-name'] ?? ''}`);
  if (!text) return null;
  const verdict = judge(text);
  return verdict.negative || verdict.partners || typeOf(text) ? text : null;
}
