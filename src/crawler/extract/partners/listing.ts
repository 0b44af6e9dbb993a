import type { AnyNode, Element } from 'domhandler';
import type { ContextItem, Doc } from './document.js';
import {
  boldLead,
  descendants,
  descendantsOf,
  firstDescendant,
  isElement,
  isHeading,
  isLeafish,
  leadName,
  linesOf,
  previousElement,
  tagOf,
  textContent,
} from './dom.js';
import type { SiteDomains } from './hosts.js';
import { cleanName, resembles, squash } from './names.js';
import { TITLE_SEPARATORS } from './page-kind.js';
import { collectRefs, DOMAIN_TEXT, type Ref } from './refs.js';
import {
  judge,
  namesCertifiedRole,
  namesMembers,
  namesPartners,
  namesPartnersStrongly,
  callsForPartners,
  negativeOnlyForAsides,
  typeOf,
  words,
  type PartnerType,
} from './wording.js';

/** A partner found on a page, before merging with the other pages and the embedded data. */
export interface Found {
  domain: string;
  name: string | null;
  type: PartnerType;
}

/** How the page was judged: a partner page (its title's type as default) or another page whose partner sections count. */
export interface PageScope {
  partnerPage: boolean;
  type: PartnerType;
}

/** Where a card stops: climbing past these would take in a whole listing. */
const STOP = new Set(['body', 'html', 'main', 'section', 'ul', 'ol', 'table', 'tbody', 'thead', 'tfoot', 'dl', 'form', 'nav', 'header', 'footer', 'aside']); // prettier-ignore
/** Elements that are one entry of a listing by nature. */
const ITEM = new Set(['li', 'tr', 'dd', 'dt', 'article', 'figure']);
/** The longest card: a name, a logo, a description of a few sentences and a link or two. */
const MAX_CARD_CHARS = 1200;
const MAX_BADGE_CHARS = 40;
/** A badge is a few words ("Platinum reseller", "Resellers & AV integrators"), not a description ("Post to screens from a Slack channel"). */
const MAX_BADGE_WORDS = 6;
function isBadge(text: string): boolean {
  return text.length <= MAX_BADGE_CHARS && text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length <= MAX_BADGE_WORDS;
}

/**
 * Partners in the page's markup: each link, written-out domain or logo-service image in the content (never in the
 * site's chrome), judged by the card it sits in and the headings above it. A section about customers, press,
 * investors or jobs is negative: its domains come back as `vetoed`, so embedded data cannot bring them back.
 */
export function partnersFromMarkup(doc: Doc, site: SiteDomains, base: URL, scope: PageScope): { found: Found[]; vetoed: Set<string> } {
  const refs = collectRefs(doc, site, base);
  for (const ref of refs) doc.addDomain(ref.el, ref.domain);
  const found: Found[] = [];
  const vetoed = new Set<string>();
  const primaries = new Map<Element, string>();
  // links in running text, and how many entries the page's structure gave (cards, lists, tables: not sentences)
  const mentions: Ref[] = [];
  let structural = 0;
  const take = (ref: Ref, prose: Prose) => {
    if (prose === 'mention') mentions.push(ref);
    if (prose === 'mention' || prose === 'credit' || (ref.via === 'text' && creditedBefore(doc.text(ref.el), ref.domain))) return;
    const { unit, card } = unitOf(doc, ref.el, ref.domain);
    const context = doc.contextOf(unit);
    let verdict = decide(context, scope.partnerPage);
    // a maker's card among accreditations, titled with what the site is to it: "Victron Energy – Certified Installer"
    const certified = verdict === 'negative' && certifiedBy(doc, unit, context, ref.domain);
    if (certified) verdict = 'positive';
    if (verdict === 'negative') vetoed.add(ref.domain);
    // "…through our technical partner <a>" names a partner on any page, unless its section is about customers, press…
    if (verdict !== 'positive' && !(prose?.ours && verdict === 'neutral')) return;
    // a link in running text is named by its own text ("our installer partner <a>Rhône Câblage</a>")
    const linkName = prose ? cleanName(doc.text(ref.el)) : null;
    const named = linkName !== null ? { name: linkName, el: ref.el } : nameOf(doc, unit, ref);
    // a block headed by what it is about ("Tagságaink", our memberships: a chamber's logo below), not by its entry
    if (named.name !== null && named.el && isHeading(named.el) && judge(named.name).negative && !resembles(named.name, ref.domain)) {
      vetoed.add(ref.domain);
      return;
    }
    if (card) {
      let primary = primaries.get(unit);
      if (primary === undefined) primaries.set(unit, (primary = primaryDomain(doc, unit, refs, named.name)));
      if (primary !== ref.domain) return;
    }
    // the footer's partner logos repeat on every page: the page types them no more than it lists them (they do not make
    // its own text a list of mentions)
    const footer = doc.inFooter(unit);
    const sectionType = () => contextType(context, scope.partnerPage && !footer, site.brands);
    // under technology partners, a card's channel badge is the site's role in its maker's program ("Cisco Select
    // Integrator", "MSSPパートナー"): the maker is the technology partner
    const badge = () => {
      const stated = badgeType(doc, unit, named.el);
      return stated === 'channel' && headedAs(context) === 'technology' ? 'technology' : stated;
    };
    const type = certified
      ? 'technology'
      : (prose?.type ??
        badge() ??
        sectionType() ??
        (listsTheSite(doc, ref, site) ? 'technology' : null) ??
        (footer ? 'generic' : scope.type));
    if (!prose && !footer) structural++;
    found.push({ domain: ref.domain, name: named.name, type });
  };
  for (const ref of refs) {
    if (inQuote(ref.el) || whereToGetIt(doc, ref)) continue;
    take(ref, ref.via === 'link' ? proseOf(doc, ref.el, ref.domain) : null);
  }
  // A partner page written as paragraphs ("Alliances": "In 2021 we founded the Northern Infrastructure Alliance
  // together with <a>Marrowby Civils</a>…") lists its partners in its sentences: when its structure gave no entry, a
  // link of its running text is an entry if its sentence speaks of partners or its own section is headed as a partner
  // listing ("Technology partners": "our systems run on the <a>Guidewire</a> InsuranceSuite"), under the same
  // headings' verdicts; never a credit, a funder or a quote, nor "our founder worked at <a>Breville</a>".
  if (scope.partnerPage && structural === 0) {
    for (const ref of mentions) if (speaksOfPartners(doc, ref.el)) take(ref, { type: null, ours: false });
  }
  // On any page (an about page's "Our financing partner": "invoices are financed together with <a>Nordkust
  // Sparbank</a>"; a partner page's "Unser Technologiepartner" below its list of banks), a link in one of the
  // paragraphs right below a heading that names partners; not a sentence alone.
  for (const ref of mentions) {
    const heading = partnerHeadingAbove(doc, ref.el, scope.partnerPage);
    // typed by that heading and its section, not by the page: "Lojistik partnerimiz" heads a logistics partner on a
    // page of distributors
    if (heading !== null) {
      const type = typeOf(heading) ?? contextType(doc.contextOf(ref.el), false) ?? 'generic';
      take(ref, { type, ours: false });
    } else if (scope.partnerPage && entryHeadingAbove(doc, ref.el, ref.domain)) {
      // a partner page written as a section per partner, each headed by its name ("Square", then "…printers for
      // <a>Square Point of Sale</a>"): the section's partner, typed as the page's entries are
      take(ref, { type: contextType(doc.contextOf(ref.el), true, site.brands) ?? scope.type, ours: false });
    }
  }
  return { found, vetoed };
}

/**
 * What a link's running text makes of it: nothing (null: not running text), a mention ('mention': a link in a
 * sentence), a credit ('credit': a quote, or a maker, funder or certifier named before it: never a partner), or a
 * partner the sentence names, with the type it says (`ours`: the site calls it its partner).
 */
type Prose = 'mention' | 'credit' | { type: PartnerType | null; ours: boolean } | null;

/**
 * A link in running text whose sentence names partners (partners, an alliance, resellers, integrations, a network
 * of agencies…) or whose own section, below the page's heading, is headed as a partner listing.
 */
function speaksOfPartners(doc: Doc, a: Element): boolean {
  let block: AnyNode | null = a.parent;
  while (isElement(block) && tagOf(block) !== 'p' && tagOf(block) !== 'li' && tagOf(block) !== 'dd') block = block.parent;
  if (isElement(block)) {
    const text = doc.text(block);
    const at = text.indexOf(doc.text(a));
    if (at >= 0) {
      const rest = text.slice(at);
      const end = rest.search(/[.!?](\s|$)/);
      if (namesPartners(sentenceBefore(text, at) + (end >= 0 ? rest.slice(0, end) : rest))) return true;
    }
  }
  const section = doc.contextOf(a).find((item) => item.heading && !item.page);
  return section !== undefined && namesPartnersStrongly(section.text);
}

/** Paragraphs below a heading that a link's paragraph may follow and still be under it. */
const PARAGRAPHS_BELOW = 3;

/**
 * A link in a paragraph that follows a heading naming partners with only paragraphs between ("Onderzoekspartners",
 * then "we develop our algorithms with <a>TU Delft</a>…"): not one after a grid, a list or an image, which may be
 * about something else (a press mention below a partner grid, an award below a logo).
 */
function partnerHeadingAbove(doc: Doc, a: Element, partnerPage: boolean): string | null {
  const block = paragraphOf(a);
  if (!block || runInHeading(block)) return null;
  const { heading, first, paragraphs } = headingAboveParagraph(block);
  // (on a partner page, any partner wording: "Connectors" on an ecosystem page)
  if (heading) {
    const text = doc.text(heading);
    return tagOf(heading) !== 'h1' && headsPartners(text, partnerPage) ? text : null;
  }
  // the first paragraphs of a tab or accordion panel: titled by its control ("Technology Partners", then the panel)
  if (paragraphs > PARAGRAPHS_BELOW || previousElement(first) !== null) return null;
  for (let node = first.parent, depth = 0; isElement(node) && depth <= WIDGET_DEPTH; node = node.parent, depth++) {
    const title = doc.labelledBy(node);
    if (title !== null) return headsPartners(title, partnerPage) ? title : null;
  }
  return null;
}

/** The heading right above the link's paragraph (at most PARAGRAPHS_BELOW paragraphs up) names the link's company. */
function entryHeadingAbove(doc: Doc, a: Element, domain: string): boolean {
  const block = paragraphOf(a);
  const heading = block && headingAboveParagraph(block).heading;
  if (!heading || !isHeading(heading)) return false;
  const text = doc.text(heading);
  return tagOf(heading) !== 'h1' && resembles(text, domain) && !judge(text).negative;
}

/** The paragraph a link sits in, or null. */
function paragraphOf(a: Element): Element | null {
  let block: AnyNode | null = a.parent;
  while (isElement(block) && tagOf(block) !== 'p') block = block.parent;
  return isElement(block) ? block : null;
}

/**
 * What stands above a paragraph: the heading, or a disclosure's summary (<details><summary>Technology
 * partners</summary><p>…), right before it or before the paragraphs above it (at most PARAGRAPHS_BELOW in all); null
 * when another block comes first or the paragraphs run longer. `first` is the topmost of those paragraphs.
 */
function headingAboveParagraph(block: Element): { heading: Element | null; first: Element; paragraphs: number } {
  let first = block;
  let paragraphs = 1;
  for (let prev = blockBefore(block); prev; prev = blockBefore(prev)) {
    if (isHeading(prev) || tagOf(prev) === 'summary') return { heading: prev, first, paragraphs };
    if (tagOf(prev) !== 'p' || ++paragraphs > PARAGRAPHS_BELOW) break;
    first = prev;
  }
  return { heading: null, first, paragraphs };
}

function headsPartners(heading: string, partnerPage: boolean): boolean {
  if (!partnerPage) return namesPartnersStrongly(heading);
  const verdict = judge(heading);
  return !verdict.negative && verdict.partners;
}

/** Wrappers a paragraph may open and still follow the heading before them: a page builder's text widget and its container. */
const WIDGET_DEPTH = 2;

/**
 * The element before `el`; when `el` opens its wrapper (a page builder's text widget: <div><div><p>), the element
 * before the wrapper. When that element wraps a heading alone (the heading widget before it, TYPO3's
 * <header class="frame-header"><h2>), the heading.
 */
function blockBefore(el: Element): Element | null {
  let node = el;
  for (let depth = 0; ; depth++) {
    const prev = previousElement(node);
    if (prev) return headingAlone(prev) ?? prev;
    if (depth === WIDGET_DEPTH || !isElement(node.parent) || tagOf(node.parent) !== 'div') return null;
    node = node.parent;
  }
}

/** The heading an element holds and nothing else, through wrappers of one element each (<div><div><h2>). */
function headingAlone(el: Element): Element | null {
  let node: Element | null = el;
  for (let depth = 0; node && depth <= WIDGET_DEPTH; depth++) {
    if (isHeading(node)) return node;
    const children: Element[] = node.children.filter(isElement);
    if (children.length !== 1 || node.children.some((c) => c.type === 'text' && c.data.trim() !== '')) return null;
    node = children[0] ?? null;
  }
  return null;
}

/** A paragraph that opens with its own bold title ("<strong>Our history</strong> began in 2009…"): a section of its own. */
function runInHeading(p: Element): boolean {
  const lead = boldLead(p);
  return lead !== null && firstDescendant(lead, 'a') === null;
}

/** How far up from a reference a quote's attribution is looked for: the link, its line, the line's block. */
const QUOTE_DEPTH = 3;

/**
 * A reference in a quotation or its attribution: inside a <blockquote>, <q> or <cite> (however deep in the inline
 * markup around it), in the caption of a figure that holds a quote, or in the line right after a <blockquote>
 * ("Priya Natarajan, owner, <a>Holloway Roasters</a>"). Who said something about the site is a customer or a
 * reviewer, whatever heads the section. The one test of quotes: running text (proseOf) is read only outside them.
 */
function inQuote(el: Element): boolean {
  let node: AnyNode | null = el;
  for (let depth = 0; isElement(node); depth++, node = node.parent) {
    const tag = tagOf(node);
    if (tag === 'blockquote' || tag === 'q' || tag === 'cite') return true;
    if (depth >= QUOTE_DEPTH) {
      if (!isLeafish(node)) return false;
      continue;
    }
    if (tag === 'figcaption' && isElement(node.parent) && descendantsOf(node.parent, 'blockquote').length > 0) return true;
    const prev = previousElement(node);
    if (prev && tagOf(prev) === 'blockquote') return true;
  }
  return false;
}

/**
 * A card whose one heading names the linked maker and what the site is to it ("Victron Energy – Certified
 * Installer"), under headings whose only negative words are asides (accreditations, certifications, memberships): the
 * site is the maker's certified installer, partner or reseller, which a section of accreditations does not veto.
 */
function certifiedBy(doc: Doc, unit: Element, context: ContextItem[], domain: string): boolean {
  const own = doc.headingsIn(unit);
  if (own.length !== 1) return false;
  const title = doc.text(own[0]!);
  if (!namesCertifiedRole(title) || !resembles(title, domain)) return false;
  return context.every((item) => !item.heading || item.page || !judge(item.text).negative || negativeOnlyForAsides(item.text));
}

/**
 * The card a reference belongs to: the largest ancestor that still names only its domain, holds at most two
 * headings and a card's worth of text, and stops at list items and rows. When the next ancestors name exactly
 * two domains under one heading that names one of them (a partner's site and its marketplace listing), that is
 * the card, shared.
 */
function unitOf(doc: Doc, el: Element, domain: string): { unit: Element; card: boolean } {
  let unit = el;
  if (ITEM.has(tagOf(el))) return { unit, card: false };
  for (let node = el.parent; isElement(node) && !STOP.has(tagOf(node)); node = node.parent) {
    const domains = doc.domainsUnder(node).size;
    if (domains > 1) {
      // Two domains: a card may hold both (its links may sit in a container of their own) under one heading that
      // names one of them ("Hightouch": hightouch.com and its marketplace listing). A heading that names neither
      // heads a list of two entries.
      for (let card: AnyNode | null = node; isElement(card) && !STOP.has(tagOf(card)); card = card.parent) {
        const domains = doc.domainsUnder(card);
        if (domains.size !== 2 || doc.text(card).length > MAX_CARD_CHARS || doc.contains(card, doc.firstH1)) break;
        if (doc.headingCount(card) !== 1) continue;
        const heading = doc.text(doc.headingsIn(card)[0]!);
        return [...domains].some((d) => resembles(heading, d)) ? { unit: card, card: true } : { unit, card: false };
      }
      return { unit, card: false };
    }
    if (doc.headingCount(node) > 2 || doc.text(node).length > MAX_CARD_CHARS || doc.contains(node, doc.firstH1)) break;
    // a block headed as a partner section ("Technology partner", then "<a>GeoSpring</a> donates its GIS platform"):
    // its heading heads the entry, it does not name it
    if (headedAsSection(doc, node, domain)) break;
    unit = node;
    if (ITEM.has(tagOf(node))) break;
  }
  return { unit, card: false };
}

/** A heading (h1-h6) in the block names partners and not the linked company: the block is a section, not a card. */
function headedAsSection(doc: Doc, block: Element, domain: string): boolean {
  return doc.headingsIn(block).some((h) => isHeading(h) && namesPartnersStrongly(doc.text(h)) && !resembles(doc.text(h), domain));
}

/**
 * A link inside running text ("we moved our payments to Stripe last year") is a mention, not a listing entry. A
 * list item or cell that holds blocks of its own (a heading, paragraphs: a card) is not running text: a "Visit
 * website" link after a card's description is the card's entry (null: not prose). A sentence that says where the
 * products are sold, or introduces partners after a colon, names them, with the type it says.
 */
function proseOf(doc: Doc, a: Element, domain: string): Prose {
  // remembered: a link's reading is asked again by each link that goes on with its list (continuedList)
  const known = proseRead.get(a);
  if (known !== undefined) return known;
  const prose = readProse(doc, a, domain);
  proseRead.set(a, prose);
  return prose;
}
const proseRead = new WeakMap<Element, Prose>();

function readProse(doc: Doc, a: Element, domain: string): Prose {
  let block: Element | null = null;
  for (let node = a.parent; isElement(node); node = node.parent) {
    const tag = tagOf(node);
    if (tag === 'p' || tag === 'li' || tag === 'dd' || tag === 'td' || tag === 'figcaption' || (tag === 'div' && isLeafish(node))) {
      block = node;
      break;
    }
    if (!isLeafish(node)) break;
  }
  if (!block || (tagOf(block) !== 'p' && !isLeafish(block))) return null;
  const text = doc.text(block);
  const linkText = doc.text(a);
  const at = text.indexOf(linkText);
  // a credit, a funder or a certifier named just before the link, whatever the layout
  const justBefore = at > 0 ? text.slice(Math.max(0, at - 80), at) : '';
  if (at > 0 && NOT_A_PARTNER_BEFORE.test(justBefore)) return 'credit';
  // the site a member of it ("A Marlinha também é membro da rede <a>"), unless it is a partner program ("we are a member
  // of the <a>Microsoft AI Cloud Partner Program</a>")
  if (at > 0 && MEMBER_OF.test(justBefore) && !PARTNER_PROGRAM.test(linkText)) return 'credit';
  if (onItsOwnLine(a)) return null;
  // an entry written as a paragraph that starts with its name in bold: "<b>Karoo Fibre Networks</b> brings … <a>Visit</a>"
  const lead = leadName(block);
  if (lead !== null && resembles(lead, domain)) return null;
  const links = descendantsOf(block, 'a');
  const linkChars = links.reduce((n, l) => n + doc.text(l).length, 0);
  let rest = text;
  for (const l of links) rest = rest.replace(doc.text(l), ' ');
  const wordsOutside = rest.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
  const wordsBefore =
    at > 0
      ? text
          .slice(0, at)
          .split(/\s+/)
          .filter((w) => /\p{L}/u.test(w)).length
      : 0;
  if (wordsOutside < 8 || wordsBefore < 3 || linkChars >= text.length / 2) return null;
  if (startsNamedLine(doc, a, block)) return null;
  // running text, unless its sentence says where the products are sold or introduces its partners
  const sentence = sentenceBefore(text, at);
  // "distributed exclusively by <a>", "represented in the US by <a>": the site names its own distributor, on any page
  // (not the site buying: "We buy most of our green coffee through <a>Royal Coffee</a>" names a supplier)
  if (SOLD_THROUGH.test(sentence) && !WE_BUY.test(words(sentence))) return { type: 'channel', ours: DISTRIBUTED_BY.test(sentence) };
  // "Notre diffusion auprès des librairies est assurée par <a>", "et la distribution par <a>": the site's distributor
  if (DISTRIBUTION_BY.test(words(sentence))) return { type: 'channel', ours: true };
  const ours = OUR_PARTNER.exec(words(sentence));
  if (ours || IN_PARTNERSHIP_WITH.test(words(sentence))) {
    // typed by the words that name it ("…salões parceiros aceitam … da nossa parceira de tecnologia <a>"), else by the
    // sentence; "imported and distributed by our partner <a>": selling through it
    const type = (ours && typeOf(ours[0])) ?? typeOf(sentence);
    return { type: type ?? (SELLS_THROUGH_VERB.test(sentence) ? 'channel' : null), ours: true };
  }
  // or the words right after it: "<a>Leerloop</a>, onze technologiepartner voor e-learning"
  const after = text.slice(at + linkText.length, at + linkText.length + 80);
  if (/^\s*[,–—]/.test(after) && OUR_PARTNER_AFTER.test(words(after))) return { type: typeOf(after), ours: true };
  // the site is the link's partner: "We are a <a>3CX Silver Partner</a> and an authorised <a>Yealink</a> reseller" (the
  // link a vendor, whatever the words say of the site)
  if (WE_ARE.test(words(sentence)) && (PARTNER_NOUN_END.test(words(linkText)) || PARTNER_NOUN_NEXT.test(words(after.slice(0, 40))))) {
    return { type: null, ours: true };
  }
  // "We are a certified payroll partner of <a>Ledgerly</a>"
  if (WE_ARE_PARTNER_OF.test(words(sentence))) return { type: null, ours: true };
  // "…em estabelecimentos parceiros, como a rede de cafés <a>", "partners such as <a>": examples of the site's partners
  if (PARTNERS_SUCH_AS.test(words(sentence))) return { type: typeOf(sentence), ours: true };
  // "…to our partner shelters: l'<a>ENPA</a>", "We partner with accounting practices …: <a>" name the site's own partners
  if (introducesPartners(sentence)) {
    const lead = words(sentence.slice(0, sentence.lastIndexOf(':')));
    return { type: typeOf(sentence), ours: OUR_PARTNER.test(lead) || WE_PARTNER_WITH.test(lead) };
  }
  // on a listing, a sentence that says the product is integrated with it: "HartWacht is geïntegreerd in het
  // thuismonitoringsplatform van <a>Luscii</a>"
  if (INTEGRATED_WITH.test(words(sentence))) return { type: 'technology', ours: false };
  // "…our technology partners <a>Newsmetric</a> (media monitoring) and <a>Coverwise</a>": the link goes on with the list
  // the link before it in its sentence started, and is what that link is
  const continued = continuedList(doc, links, a, text, at);
  if (continued !== null) return continued;
  // a listing's maker: "Desenvolvido por: Bling (<a>bling.com.br</a>)"
  if (MADE_BY.test(sentence)) return null;
  // or it is an entry's description that ends with its website, written out as the link's text ("… for Fortune 500
  // brands. hearthaudio.com"), at the end of the block or of a line of it
  const tail = text.slice(at + linkText.length);
  const endsEntry = /^[\s.)]*$/.test(tail) || CONTACT_TAIL.test(tail) || endsItsLine(a);
  if (DOMAIN_TEXT.test(linkText)) return endsEntry ? null : 'mention';
  // or an entry written as fields, the last its website: "Saïss Irrigation – Meknès – Tél. 05 35 52 19 40 – Visiter le site"
  return endsEntry && FIELD_SEPARATOR_BEFORE.test(text.slice(0, at)) && WEBSITE_CALL.test(linkText) && cleanName(linkText) === null
    ? null
    : 'mention';
}

/**
 * A link to the site's own entry in the partner's partner directory ("klaviyo.com/partners/directory/brightfold",
 * "shopify.com/partners/directory/partner/brightfold"): the partner runs a program the site is certified in, a platform
 * the site builds on. Read when nothing around the link gives a type.
 */
function listsTheSite(doc: Doc, ref: Ref, site: SiteDomains): boolean {
  if (ref.via !== 'link') return false;
  let segments: string[];
  try {
    segments = new URL(ref.el.attribs.href ?? '', 'https://x.invalid/').pathname.toLowerCase().split('/').filter(Boolean);
  } catch {
    return false;
  }
  const program = segments.findIndex((segment) => /partner/.test(segment));
  if (
    program < 0 ||
    !segments.slice(program + 1).some((segment) => site.brands.some((brand) => squash(segment).startsWith(squash(brand))))
  ) {
    return false;
  }
  // a directory, or a badge naming the program ("Klaviyo Gold Partner"): a reseller's own page about the site
  // ("netzwacht-it.de/partner/straznica", "Visit website") is the other way round
  return (
    segments.some((segment) => /director|finder|find-a/.test(segment)) ||
    /partner\s*$/i.test(`${doc.text(ref.el)} ${firstDescendant(ref.el, 'img')?.attribs.alt ?? ''}`.trim())
  );
}

/** What may follow an entry's website and still end the entry: its e-mail addresses or phone numbers ("…, orders@nordvang.se"). */
const CONTACT_TAIL =
  /^([\s,;·|–—-]+((e-?mail|mail|tel|t[ée]l|phone|fax)\.?:?\s*)?([\w.+-]+@[\w-]+(\.[\w-]+)+|\+?\d[\d ()/.-]{5,}\d))+[\s.]*$/i;

/**
 * The link's line (between <br>s) starts with a short name and a dash, as another line of its block does: an entry
 * written as a line ("Shopify — an app in the <a>Shopify App Store</a><br>WooCommerce — …"), not running text.
 */
function startsNamedLine(doc: Doc, a: Element, block: Element): boolean {
  let child: AnyNode = a;
  while (child.parent && child.parent !== block) child = child.parent;
  if (child.parent !== block || !block.children.some((c) => isElement(c) && tagOf(c) === 'br')) return false;
  let start: AnyNode = child;
  while (start.prev && !(isElement(start.prev) && tagOf(start.prev) === 'br')) start = start.prev;
  let line = '';
  for (let node: AnyNode | null = start; node && !(isElement(node) && tagOf(node) === 'br'); node = node.next) {
    if (node === child) break;
    line += textContent(node);
  }
  const text = doc.text(a);
  if (line.length > MAX_NAMED_LINE_CHARS || !NAMED_LINE.test(line) || (cleanName(text) === null && !WEBSITE_CALL.test(text))) return false;
  // a list written as lines has more than one such line ("Ми — акредитований реєстратор (<a>Hostmaster</a>)" alone is a sentence)
  return linesOf(block).filter((l) => NAMED_LINE.test(l)).length >= 2;
}

const NAMED_LINE = /^\s*[^\s—–|][^—–|\n]{0,58}\s[—–|]\s/;
/** The most text before the link on such a line: a name, a dash and a few words ("WooCommerce — plugin … on"). */
const MAX_NAMED_LINE_CHARS = 80;

/**
 * What names the next link as the site's web designer, a funder or a certifier ("Izdelava:", "Website by",
 * "Projektą iš dalies finansuoja Europos Sąjunga.", "certified by the"), at the end of the text before it.
 */
const NOT_A_PARTNER_BEFORE = new RegExp(
  String.raw`(\b(web ?site|site|web ?design|theme|designed|funded|financed|co-?financed|sponsored|certified|accredited|audited) by( the)?|\b(featured|mentioned|reviewed|named) (in|on|by)( the| a)?|\bas seen (in|on)( the)?|\b(izdelava|izrada|izrada web stranice|realizace|realizacja|wykonanie|tvorba webu|webdesign|sukūrė|izstrāde|kivitelezés|réalisation|realizzazione|diseño web|desarrollo web|finansuoja\b.*|financira\b.*|sufinancira\b.*|spolufinancov\p{L}*\b.*|współfinansowan\p{L}*\b.*|cofinanziat\p{L}*\b.*|cofinanciad\p{L}*\b.*|cofinanc[ée]\p{L}*\b.*|gef[öo]rdert\b.*|kofinanziert\b.*|zertifiziert (durch|von)( der| die| den)?|certifi[ée]e? par( le| la| l')?|certificad[oa] por( el| la)?)|\b(sont|est|sommes|[êe]tes) certifi[ée]e?s?|\b(financing|funding|finance|loans?|grants?)\b[^.!?]{0,60}\bprovided by( the)?)\s*[:\-–—]?\s*$`,
  'iu',
);

/** A partner program or network by name: "Microsoft AI Cloud Partner Program", "AWS Partner Network". */
const PARTNER_PROGRAM = /(?<!\p{L})(partner|program|programme)(?!\p{L})/iu;

/** The site saying it is a member of the next link: "we are a proud member of the", "é membro da rede", "ist Mitglied im". */
const MEMBER_OF = new RegExp(
  String.raw`(^|\s)(is|are|we re|é|e|es|est|ist|sind|somos|sommes|siamo|são|sao|zijn|är|er)( (a|an|the|um|uma|un|une|ein|eine|also|too|proud|active|founding))* (member|membro|miembro|membre|mitglied|lid|medlem)s? (of|da|de|do|del|des|du|der|im|van|av|i)( the| la| el| a| o| le| l')?( (rede|red|r[ée]seau|network|alliance|association|associa[çc][ãa]o|asociaci[óo]n|verband))?\s*$`,
  'iu',
);

/** A domain written out in a text, named by a credit, a funder or a certifier just before it. */
function creditedBefore(text: string, domain: string): boolean {
  const at = text.toLowerCase().indexOf(domain.split('.')[0]!);
  return at > 0 && NOT_A_PARTNER_BEFORE.test(text.slice(Math.max(0, at - 80), at).replace(/(https?:\/\/)?(www\.)?$/i, ''));
}

/** The sentence names the entry's maker just before the link ("Built by", "Desenvolvido por: Bling ("). */
const MADE_BY =
  /\b((built|developed|made|published|maintained|provided) by|desenvolvido por|desarrollado por|sviluppato da|d[ée]velopp[ée] par|entwickelt von|ontwikkeld door|utvecklad av|opracowan[ye] przez)\b[^.!?]{0,40}$/i;

/** A field separator just before the link, as between an entry's name, address, phone and website. */
const FIELD_SEPARATOR_BEFORE = /\s[–—·|•]\s*$/;
/** A call to action that names the website ("Visit website", "Visiter le site", "Webseite"), checked with cleanName. */
const WEBSITE_CALL = /(web ?site|site|home ?page|webseite|sitio|sito|strona|stranicu|sivustolla|webbplatsen|hjemmesiden|nettsiden)/i;

/**
 * The link ends a line of its block: a <br> or the block's end follows it ("Niemcy: Fenster-Partner Berlin GmbH, …
 * – <a>fensterpartner-berlin.de</a><br>Wielka Brytania: …"), entries written as lines.
 */
function endsItsLine(a: Element): boolean {
  for (let next = outOfWrappers(a).next; next; next = next.next) {
    if (next.type === 'text' && /^[\s.)]*$/.test(next.data)) continue;
    return isElement(next) && tagOf(next) === 'br';
  }
  return true;
}

/** The sentence's list of links continues: "A, B and C" in the languages of the listings. */
const LIST_GOES_ON = String.raw`(.*(,|&|\b(and|or|und|et|y|e|en|og|och|ja|és|a|i|ve|și|и|і)))?`;

/** A sentence that introduces its partners after a colon: "…, our technology partner: pcon-solutions.com". */
const AFTER_COLON = new RegExp(String.raw`:${LIST_GOES_ON}\s*(the|l'|l’|le|la|les|il|el|de|het|der|die|das)?\s*$`, 'i');
function introducesPartners(sentence: string): boolean {
  return AFTER_COLON.test(sentence) && namesPartners(sentence.slice(0, sentence.lastIndexOf(':')));
}

/** "our" in the languages of the listings, at most three words, then a partner noun. */
const OUR_PARTNER_WORDS = String.raw`(our|unser(e|es|er|em|en)?|notre|nos|nuestros?|nuestras?|nossos?|nossas?|il nostro|i nostri|nostr[oaie]|onze|v[åa]r[ae]?|vores|m[ūu]s[ųu]|nasz(ego|ym|ą|a|e)?|na[šs](eho|ím|eg|em|im)?|наш(ого|им|его|ему)?)( \p{L}+){0,3} ((?!ansprech|vertrags)\p{L}*partner(s|n|es|[įi]|is|iai|ių|a|em|om|ja|st(a|ä)dte?|stad|steden|gemeenten?|gemeinden?|bedrijf|bedrijven|organisaties?|organisationen?|firm(a|en)|unternehmen|kommun(er)?)?|партнер(а|ом|ів|ам)?|partenaires?|socios?|parceiros?|parceiras?|resellers?|distributors?|dealers?|(sales |selling |local |travel )?agents|revendeu(rs?|ses?)|distributeurs?|h(ä|a|ae)ndler(s|n)?|distribuidor(a|as|es)?|revendedor(a|as|es)?|rivenditori|distributori|wederverkopers?)`;
/**
 * A sentence that names the link as the site's own partner or reseller just before it: "…the software of our partner
 * LogiWeigh", "unseres Technologiepartners", "notre revendeur", "notre partenaire installateur", with at most three
 * words between the possessive and the partner word ("our longest-standing referral partner") and one after it, or two
 * for "online" or a qualifier with "de" ("nos revendeurs en ligne", "nossa parceira de tecnologia").
 * Matched on `words()`, at the end of the text before the link.
 */
const OUR_PARTNER = new RegExp(
  String.raw`(^|\s)${OUR_PARTNER_WORDS}( (en|em|in|on) (ligne|l[ií]nea|linha|linea|line)| (de|di|da|do|du) \p{L}+| \p{L}+)?$`,
  'u',
);
/** OUR_PARTNER as an appositive after the link: its words start the text after it. */
const OUR_PARTNER_AFTER = new RegExp(String.raw`^${OUR_PARTNER_WORDS}(?!\p{L})`, 'u');

/** The site saying what it is to the next link: "we are a", "as an authorised", "wir sind zertifizierter". */
const WE_ARE =
  /(^|\s)((we are|we re|we have been|wir sind)( [\p{L}\p{N}]+){0,8}?|as (an?|the))( (an?|the|ein|eine|einer))?( (official|authori[sz]ed|certified|accredited|registered|premier|preferred|gold|silver|platinum|elite|zertifizierter?|autorisierter?|offizieller?))*$/u;
/** The site saying it is the link's partner, before the link: "we are a certified payroll partner of", "as an authorised reseller for the". */
const WE_ARE_PARTNER_OF =
  /(^|\s)(we are|we re|we have been|as) (an?|the)( (official|authori[sz]ed|certified|accredited|registered|premier|preferred|gold|silver|platinum|elite))*( \p{L}+)? (partner|reseller|dealer|distributor|integrator)s? (of|for)( the)?$/u;

/**
 * Partners, then examples of them up to the link: "partners such as the <a>", "estabelecimentos parceiros, como a rede
 * de cafés <a>", "Partnern wie <a>" (matched on `words()`: at most four words between the example word and the link).
 */
const PARTNERS_SUCH_AS =
  /\b(partners|parceir[oa]s|socios|partenaires|partnern?|aliados)( \p{L}+){0,2} (such as|like|including|como|comme|tels que|telles que|wie|come|tra cui|incluindo|incluyendo)( \p{L}+){0,4}$/u;

/** The site saying it partners with those its sentence goes on to list: "We partner with accounting practices that …:". */
const WE_PARTNER_WITH =
  /(^|\s)(we|wir|nous|wij) (also |proudly |closely |actively )?(partner|collaborate|kooperieren|collaborons|werken samen)( \p{L}+)? (with|mit|avec|met)\b/u;

/** The link's text ends with the partner word ("3CX Silver Partner"), or the words after it start with one ("Yealink reseller", "DATEV-Partner"). */
const PARTNER_NOUN_END = /\b(partner|reseller|dealer|distributor|integrator)$/;
const PARTNER_NOUN_NEXT = /^ ?(\p{L}+ )?(partner|reseller|dealer|distributor|integrator|vertriebspartner|h(ä|a)ndler)\b/u;

/** A sentence that ends saying the site works in partnership with the link: "produced in partnership with <a>" (on `words()`). */
const IN_PARTNERSHIP_WITH =
  /\b(in partnership with|in collaboration with|partnered with|(a|an|our) partnership with|in samenwerking met|in zusammenarbeit mit|(en|un|d un|le|notre) partenariat avec|en colaboraci[oó]n con|in collaborazione con|em parceria com|w partnerstwie z)(( the| our| de| der| die| het| la| le| les| l| el| il)( (laboratory|lab|university|institute|laboratoire|universit[ée]|institut|labor|universit[äa]t|universidad|laboratorio|universit[àa]|istituto))?)?$/u;

/** A sentence that says what the product is integrated with, up to the link (matched on `words()`). */
const INTEGRATED_WITH =
  /\b(integrated (with|into|in)|integrates (with|into)|integration (with|into)|ge[iï]ntegreerd (in|met)|gekoppeld (aan|met)|koppeling met|integriert (in|mit)|int[eé]gr[eé]e?s? (à|a|avec|dans)|integrad[oa]s? (con|en|com|no|na)|integrat[oaie] (con|in|nel|nella))(?!\p{L})/u;

/**
 * A sentence that says where the products are sold ("stocked by The Home Depot and Lowe's", "Resellers can buy Quorra
 * through Exclusive Networks", "available at select Sur La Table stores"): its links name the sellers, as a list of
 * them would. The sentence up to the link: a verb of selling, then a preposition and at most a qualifier before the
 * link, or a list going on ("…, and").
 */
const SOLD_THROUGH = new RegExp(
  String.raw`\b(available|sold|stocked|carried|distributed|represented|resold|supplied|buy|order|purchase|shop|erh[äa]ltlich|verkrijgbaar|disponibles?|disponibil[ei]|dispon[íi]ve(l|is)|vendid[oa]s?|venduto|en vente|in vendita|acquistar\p{L}*|comprar\p{L}*|acheter|kaufen|kopen|trovi|trovate|troverai|encontrar[áa]s|encuentras|trouverez)\b.*(\b(from|at|by|through|via|in|on|bei|chez|sur|en|presso|em|bij|su|nei|negli|nelle|dans|nos|nas)\b(\s+(select|selected|participating|the|our|all|leading|authori[sz]ed|major|these|punti vendita|negozi|supermercati|tiendas|magasins|winkels|filialen|lojas|stores|shops))?(.*(,|\band|\bor|&|\bund|\bet|\by|\be|\ben))?|:)\s*$|(predávajú|predáva|prodávají|prodává|sprzedają|verkaufen|verkopen|vendent|venden|vendem|vendono|säljer|selger|sælger|myyvät)[^:]*:${LIST_GOES_ON}\s*$`,
  'iu',
);

/**
 * A sentence that names who distributes the site's products, up to the link, in the Romance languages and German:
 * "notre diffusion … est assurée par", "la distribution par", "la distribución a cargo de" (matched on `words()`).
 */
const DISTRIBUTION_BY = new RegExp(
  String.raw`\b(diffusion|distribution|commercialisation|distribuci[oó]n|distribuzione|distribui[cç][aã]o|vertrieb)\b.{0,80}?\b((est |sont |é |è |es |ist )?(assur[ée]e?s?|r[ée]alis[ée]e?s?|realizada|curata|effettuata|feita|erfolgt) (par|por|da|durch|über)|a cargo de)( le| la| les| l| el| il| o| a| den| die| das)?$` +
    // the same sentence going on: "…est assurée par <a>, et la distribution par <a>"
    String.raw`|\b(assur[ée]e?s?|r[ée]alis[ée]e?s?|realizada|curata|effettuata|feita|erfolgt) (par|por|da|durch|über)\b.{1,80}\b(et|e|y|und) (la |le |a |el )?(diffusion|distribution|commercialisation|distribuci[oó]n|distribuzione|distribui[cç][aã]o) (par|por|da)( le| la| les| l| el| il| o| a)?$`,
  'u',
);

/** The site as the buyer in a sentence of SOLD_THROUGH: "we buy", "we also buy", "wir kaufen", "nous achetons". */
const WE_BUY =
  /(^|\s)(we|wir|nous|nosotros)( \p{L}+)? (buy|order|purchase|source|bought|ordered|purchased|sourced|kaufen|beziehen|achetons|compramos)\b/u;

/** A sentence of SOLD_THROUGH that names who distributes or represents the site's products, right before the link. */
const DISTRIBUTED_BY = /\b(distributed|represented|resold)( (exclusively|solely|only))?( in [\p{L} ,&]{2,40})? by( the)?\s*$/iu;

/** What may stand between two links of one list in a sentence: a short aside in brackets, then "and", "," or the like. */
const LIST_CONTINUES = new RegExp(
  String.raw`^\s*(\([^()]{0,120}\))?\s*(,\s*(and|&|or)?|and|&|or|as well as|plus|und|sowie|et|ainsi que|y|e|en|og|och|ja|és|i|a|ve|și|и|і)\s*(the|der|die|das|le|la|les|el|il|het|de)?\s*$`,
  'iu',
);

/**
 * What the link before `a` in its block is, when `a` continues that link's list ("…partners <a>A</a> (x) and <a>B</a>")
 * and that link names a partner (proseOf gives it a type); else null.
 */
function continuedList(doc: Doc, links: readonly Element[], a: Element, text: string, at: number): Prose {
  const previous = links[links.indexOf(a) - 1];
  if (!previous) return null;
  const previousText = doc.text(previous);
  const end = text.lastIndexOf(previousText, at - 1);
  if (end < 0 || !LIST_CONTINUES.test(text.slice(end + previousText.length, at))) return null;
  const earlier = proseOf(doc, previous, [...doc.domainsUnder(previous)][0] ?? '');
  return typeof earlier === 'object' ? earlier : null;
}

/** A verb of selling through someone, in a sentence that names the site's partner: its distributor or reseller. */
const SELLS_THROUGH_VERB = /\b(sold|distributed|imported|represented|resold)\b/i;

/** The text of the block before `at`, from the start of its sentence. */
function sentenceBefore(text: string, at: number): string {
  const before = at > 0 ? text.slice(0, at) : '';
  const end = Math.max(before.lastIndexOf('. '), before.lastIndexOf('! '), before.lastIndexOf('? '));
  return end >= 0 ? before.slice(end + 2) : before;
}

/**
 * The link starts a line of its own: an entry written as lines ("The Linen Press<br>14 Columbia Road<br><a>Visit
 * website</a>") rather than a sentence.
 */
const WRAPPERS = new Set(['span', 'strong', 'b', 'em', 'i', 'small']);

/** The link, or the inline wrappers around it that hold nothing else (<span><a>…</a></span>). */
function outOfWrappers(a: Element): AnyNode {
  let node: AnyNode = a;
  while (isElement(node.parent) && WRAPPERS.has(tagOf(node.parent)) && node.parent.children.length === 1) node = node.parent;
  return node;
}

function onItsOwnLine(a: Element): boolean {
  for (let prev = outOfWrappers(a).prev; prev; prev = prev.prev) {
    if (prev.type === 'text' && prev.data.trim() === '') continue;
    return isElement(prev) && tagOf(prev) === 'br';
  }
  return false;
}

/**
 * Whether a reference counts: the innermost heading with something to say decides (negative wording wins), then
 * the attributes. On a partner page what nothing contradicts counts; elsewhere a heading must name partners.
 */
function decide(context: ContextItem[], partnerPage: boolean): 'negative' | 'positive' | 'neutral' {
  // a block whose own class says what it is, nearer than any heading ("<section class="award">" after a section headed
  // "40 integrations"): the heading of the block before does not head it
  for (const item of context) {
    if (item.heading) break;
    if (judge(layoutWordsOut(item.text)).negative) return 'negative';
  }
  for (const item of context) {
    if (!item.heading || item.page) continue;
    const verdict = judge(item.text);
    if (verdict.negative) return 'negative';
    // "Partnership enquiries", "Become a partner": an invitation and its contact, even on a partner page
    if (callsForPartners(item.text)) return 'neutral';
    if (namesPartnersStrongly(item.text) || (partnerPage && verdict.partners)) return 'positive';
  }
  for (const item of context) {
    if (item.heading) continue;
    if (judge(layoutWordsOut(item.text)).negative) return 'negative';
  }
  return partnerPage ? 'positive' : 'neutral';
}

/**
 * Class words that name a CMS's layout rather than what it lists: Joomla's category "blog" layout and WordPress
 * themes' "blog-item" cards hold any kind of entry. As a heading, "Blog" still says what follows.
 */
function layoutWordsOut(attributes: string): string {
  return attributes.replace(/blog/gi, ' ');
}

function contextType(context: ContextItem[], partnerPage: boolean, brands: readonly string[] = []): PartnerType | null {
  const pageItems = partnerPage ? context.filter((i) => i.page) : [];
  // a page of an association's members, one of its areas ("Associados: Agências e consultoras" in a view classed
  // "agencias"): members, of no one kind, unless a section heading of its own says otherwise
  const members = pageItems.some((i) => namesMembers(i.text));
  const headings = context.filter((i) => i.heading && !i.page);
  const ordered = members ? headings : [...headings, ...context.filter((i) => !i.heading), ...pageItems];
  for (const item of ordered) {
    // a title without the site's name ("Partners | Halden Pryce Consulting Engineers": what the site is types nothing)
    const text = item.page ? withoutSiteName(item.text, brands) : item.text;
    // a row of tabs read as one heading ("Intégrations · Distribution · Associations") heads no type of its own
    if (item.heading && kindsOf(text).size > 1) continue;
    const type = item.heading && SECTION_CHANNEL.test(words(text)) ? 'channel' : typeOf(text);
    if (type) return type;
  }
  return members ? 'generic' : null;
}

/** The type of the nearest section heading above an entry that states one (not the page's). */
function headedAs(context: ContextItem[]): PartnerType | null {
  for (const item of context) {
    if (!item.heading || item.page || kindsOf(item.text).size > 1) continue;
    const type = typeOf(item.text);
    if (type) return type;
  }
  return null;
}

/** A section headed by one word that names selling ("Distribution", "Vertrieb"): its entries sell for the site. */
const SECTION_CHANNEL = /^(distribution|vertrieb|distribuci(ó|o)n|distribuzione|distribui(ç|c)(ã|a)o|distributie|dystrybucja)$/;

/**
 * The types of a heading's parts, when it joins several short ones (" · ", " | ", " / ": a row of tabs); none for one
 * part or for a sentence.
 */
function kindsOf(heading: string): Set<PartnerType | null> {
  const parts = heading.split(/\s*[·|•/]\s*/).filter((part) => part.trim() !== '');
  if (parts.length < 2 || parts.some((part) => part.trim().split(/\s+/).length > 4)) return new Set();
  return new Set(parts.map((part) => (SECTION_CHANNEL.test(words(part)) ? 'channel' : typeOf(part))));
}

/** A page's title without its parts that name the site ("Partners | Halden Pryce Consulting Engineers" -> "Partners"). */
function withoutSiteName(title: string, brands: readonly string[]): string {
  const parts = title.split(TITLE_SEPARATORS);
  if (parts.length < 2) return title;
  const kept = parts.filter((part) => !brands.some((brand) => brand !== '' && squash(part).includes(brand)));
  return kept.length > 0 ? kept.join(' | ') : title;
}

/** Column headers that name a place or a way to reach an entry, not the entry (matched on `words()`). */
const PLACE_OR_CONTACT_HEADER =
  /^(country|countries|region|city|town|state|province|location|address|phone|tel|telephone|e ?mail|website|web|url|land|l[äa]nder|pays|pa[ií]s|paese|stadt|ort|ville|ciudad|citt[àa]|cidade|r[ée]gion|regione|provincia|estado|stato|bundesland|kraj|miasto|m[ěe]sto|[üu]lke|[şs]ehir|telefon|tel[ée]fono|t[ée]l[ée]phone|adresse|direcci[óo]n|indirizzo|endere[çc]o)$/;

/**
 * Column headers that say where to get or read about an entry, not who it is: a plugin's "Install" link on
 * wordpress.org, a "Documentation" link on a docs host (matched on `words()`).
 */
const WHERE_TO_GET_IT_HEADER =
  /^(install|installation|download|downloads|get it|get the app|setup|set up|listing|marketplace listing|available (on|in|from)|docs|documentation|guide|source|source code|installieren|herunterladen|t[ée]l[ée]charger|installer|descargar|instalar|scaricare|installa|downloaden|installeren)$/;

/**
 * A reference in a table column headed as where to get the entry ("Install": the plugin's page on wordpress.org),
 * in a row whose other cells reference another domain: the entry is that one.
 */
function whereToGetIt(doc: Doc, ref: Ref): boolean {
  let cell: AnyNode | null = ref.el;
  while (isElement(cell) && tagOf(cell) !== 'td' && tagOf(cell) !== 'th') cell = cell.parent;
  if (!isElement(cell) || !isElement(cell.parent) || tagOf(cell.parent) !== 'tr') return false;
  const row = cell.parent;
  const cells = cellsOf(row);
  const column = cells.indexOf(cell);
  if (!WHERE_TO_GET_IT_HEADER.test(words(columnHeaders(doc, row)[column] ?? ''))) return false;
  return cells.some((other, i) => i !== column && [...doc.domainsUnder(other)].some((d) => d !== ref.domain));
}

/** A row's cells. */
function cellsOf(row: Element): Element[] {
  return row.children.filter((c): c is Element => isElement(c) && (tagOf(c) === 'td' || tagOf(c) === 'th'));
}

/** Each table's header cells, read once: nameOf asks for them row by row, and a listing may have thousands. */
const headersOfTable = new WeakMap<Element, { row: Element | null; texts: string[] }>();

/** The header cells' texts of the table a row is in, by column (none without a header row of <th> cells). */
function columnHeaders(doc: Doc, row: Element): string[] {
  let table: AnyNode | null = row.parent;
  while (isElement(table) && tagOf(table) !== 'table') table = table.parent;
  if (!isElement(table)) return [];
  let headers = headersOfTable.get(table);
  if (!headers) {
    const headerRow = descendantsOf(table, 'tr').find((tr) => tr.children.some((c) => isElement(c) && tagOf(c) === 'th')) ?? null;
    headers = { row: headerRow, texts: headerRow ? cellsOf(headerRow).map((c) => doc.text(c)) : [] };
    headersOfTable.set(table, headers);
  }
  return headers.row === row ? [] : headers.texts;
}

/** The card's name: a row's first cell with letters in it (outside columns headed as places or contacts), the card's heading, the link's text, a logo's alt text, a title attribute. */
function nameOf(doc: Doc, unit: Element, ref: Ref): { name: string | null; el: Element | null } {
  if (tagOf(unit) === 'tr') {
    const headers = columnHeaders(doc, unit);
    for (const [i, cell] of cellsOf(unit).entries()) {
      // a column headed as a place or a contact ("Country", "City", "Phone") holds no name
      if (PLACE_OR_CONTACT_HEADER.test(words(headers[i] ?? ''))) continue;
      const name = cleanName(doc.text(cell));
      // not a number, a postcode area or a phone number ("0, 1", "040 5267 7719"), not the website
      if (name && /\p{L}/u.test(name) && !DOMAIN_TEXT.test(name)) return { name, el: cell };
    }
  }
  // an entry written as a paragraph that starts with its name in bold
  const lead = leadName(unit) ?? leadName(ref.el);
  if (lead !== null && resembles(lead, ref.domain)) return { name: cleanName(lead), el: unit };
  // Real headings before class-named titles and summaries, each in page order.
  const headings = (doc.headingLevel(unit) !== null ? [unit] : doc.headingsIn(unit)).sort(
    (a, b) => Number(doc.headingLevel(a) === 6.5) - Number(doc.headingLevel(b) === 6.5),
  );
  for (const heading of headings) {
    const name = cleanName(doc.text(heading));
    if (name) return { name, el: heading };
  }
  const named = descendants(unit).find((el) => (el.attribs.class ?? '').includes('name') && isLeafish(el) && cleanName(doc.text(el)));
  if (named) return { name: cleanName(doc.text(named)), el: named };
  if (ref.via === 'link') {
    // A link made of parts (<strong>Neon</strong><span>Branch previews</span>) is named by its first part.
    const first = descendants(ref.el).find((el) => tagOf(el) !== 'img' && isLeafish(el) && doc.text(el) !== '');
    const name = cleanName(first && doc.text(first) !== doc.text(ref.el) ? doc.text(first) : doc.text(ref.el));
    if (name) return { name, el: ref.el };
  }
  for (const img of [ref.el, ...descendantsOf(unit, 'img')]) {
    if (tagOf(img) !== 'img') continue;
    const name = cleanName(img.attribs.alt) ?? cleanName(img.attribs.title);
    if (name) return { name, el: img };
  }
  return { name: cleanName(ref.el.attribs.title) ?? cleanName(ref.el.attribs['aria-label']), el: null };
}

/** In a card naming two domains, the partner is the one its name resembles, else the first. */
function primaryDomain(doc: Doc, unit: Element, refs: Ref[], name: string | null): string {
  const domains = refs.filter((r) => doc.contains(unit, r.el)).map((r) => r.domain);
  return (name ? domains.find((d) => resembles(name, d)) : undefined) ?? domains[0]!;
}

/** The longest line that states the site's level in an entry's partner program ("Microsoft Solutions Partner — all six designations"). */
const MAX_PROGRAM_CHARS = 80;

/**
 * A card's line that names the card's own company and its partner program ("Snowflake Elite Services Partner" on
 * Snowflake's card, "SAP Gold Partner" on SAP's): the line states the site's level as that company's partner, so the
 * company is a vendor whose products the site builds on or sells, a technology partner, whatever the level's words
 * ("services", "consulting") would say of the card's entry itself.
 */
function inProgramOf(line: string, name: string): boolean {
  // a line of several facts ("Ostrava, Czechia · Gold partner") is not a program's name
  if (line.length > MAX_PROGRAM_CHARS || /[,·•|]/.test(line)) return false;
  const first = words(name).split(' ')[0] ?? '';
  const w = words(line);
  return first.length >= 2 && w.startsWith(`${first} `) && /\bpartner\b/.test(w);
}

/**
 * A type the card states for itself: a short badge, tag or cell ("Technology partner", "Reseller",
 * "Integration"), or a data-type attribute, never its name.
 */
function badgeType(doc: Doc, unit: Element, nameEl: Element | null): 'technology' | 'channel' | null {
  if (isLeafish(unit)) {
    // <li><a>Foo</a> · Reseller</li>: what the entry says besides its name.
    const rest = (nameEl ? doc.text(unit).replace(doc.text(nameEl), ' ') : doc.text(unit)).trim();
    const type = isBadge(rest) ? typeOf(rest) : null;
    if (type) return type;
  }
  for (const el of [unit, ...descendants(unit)]) {
    if (!isElement(el)) continue;
    for (const attribute of ['data-type', 'data-category', 'data-partner-type', 'data-tier', 'data-tags']) {
      const value = el.attribs[attribute];
      const type = value ? typeOf(value) : null;
      if (type) return type;
    }
    if (el === unit || (nameEl && (doc.contains(el, nameEl) || doc.contains(nameEl, el))) || !isLeafish(el)) continue;
    const text = doc.text(el);
    if (text.length < 3) continue;
    if (nameEl && inProgramOf(text, doc.text(nameEl))) return 'technology';
    if (!isBadge(text)) continue;
    const type = typeOf(text);
    if (type) return type;
  }
  return null;
}
