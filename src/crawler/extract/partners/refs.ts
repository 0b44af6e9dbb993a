import type { AnyNode, Element } from 'domhandler';
import { normalizeDomain } from '../../../lib/domain.js';
import type { Doc } from './document.js';
import { clean, firstDescendant, isElement, isLeafish, leadName, linesOf, tagOf } from './dom.js';
import { isAssetHost, isPlainRelative, logoServiceDomain, partnerDomainOf, resolvesOnOwnHost, type SiteDomains } from './hosts.js';
import { cleanName, resembles } from './names.js';

/** Something on the page that names a partner's domain: a link, a domain written out, or a logo from a logo service. */
export interface Ref {
  el: Element;
  domain: string;
  via: 'link' | 'text' | 'image';
}

/**
 * Links that credit a builder or a theme, lead to jobs, or call to action (apply, join, log in to a partner
 * portal, have the page read aloud: "Lees voor" through ReadSpeaker): never a partner however they are placed. No partner's name starts with "Apply" or "Log in". Jobs as
 * wording.ts NEGATIVE reads them: "Jobs", "Open jobs", "Jobs at Acme", not a job board's name ("NurseFinder Jobs")
 * nor what an integration syncs ("jobs, candidates and hires").
 */
const SKIP_LINK_TEXT =
  /^(powered by|made (in|with)|built (with|on)|hosted (by|on)|site by|website by|designed by|theme by|apply|join|become|register|enrol+|sign ?(up|in)|log ?in|book|schedule|request|download|subscribe|suggest|lees voor|voorlezen|vorlesen|read aloud|listen|lyssna|lytt|kuuntele|[ée]couter|escuchar|ascolta(re)?|ouvir)\b|\b(careers?|(^|our |open |current |latest |new |view( all)? |see( all)? |browse( all)? |all |find |search )jobs|jobs( at| @| with| and| &| in| on)|we.re hiring|join (our|the) team|partner (portal|login|log in))\b/i;

/** A domain or URL written out, as groups: 1 all of it, 2 the scheme, 3 `www.`, 4 the host. */
const WRITTEN_DOMAIN = String.raw`((https?:\/\/)?(www\.)?((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}))`;
/** A cell or a line that is nothing but a domain or URL, with at most a "Website:" label. */
export const DOMAIN_TEXT = new RegExp(
  String.raw`^(?:(?:website|web|site|url|homepage|domain)\s*[:\-–]\s*)?${WRITTEN_DOMAIN}(?:\/\S*)?$`,
  'i',
);
/** Data attributes that hold a card's website (named for a website, never data-url or data-href: share buttons use those). */
const WEBSITE_ATTRIBUTES = ['data-website', 'data-website-url', 'data-web', 'data-webb', 'data-homepage', 'data-site-url'];
const TEXT_TAGS = ['td', 'li', 'span', 'p', 'div', 'small', 'dd', 'dt', 'strong', 'em', 'cite', 'address', 'b'];

/** Every reference to a partner domain outside the site's chrome, in page order. */
export function collectRefs(doc: Doc, site: SiteDomains, base: URL): Ref[] {
  const refs: Ref[] = [];
  const linked = new Set<Element>();
  // A relative link or image on one of the site's own hosts names no partner: skipped unparsed.
  const local = resolvesOnOwnHost(base, site);
  const ownRef = (raw: string) => local && isPlainRelative(raw.trim());
  for (const a of doc.elements('a', 'area')) {
    if (a.attribs.href === undefined || ownRef(a.attribs.href) || doc.inChrome(a)) continue;
    const url = unwrap(resolve(a.attribs.href, base), site);
    const domain = url && partnerDomainOf(url, site);
    if (!domain) continue;
    const label = `${doc.text(a)} ${a.attribs.title ?? ''} ${firstDescendant(a, 'img')?.attribs.alt ?? ''}`.trim();
    if (SKIP_LINK_TEXT.test(label)) continue;
    refs.push({ el: a, domain, via: 'link' });
    linked.add(a);
  }
  // A card whose website is in a data attribute, opened by a script (data-website, Swedish data-webb).
  for (const el of doc.elements('div', 'li', 'article', 'button', 'span', 'tr')) {
    for (const name of WEBSITE_ATTRIBUTES) {
      const raw = el.attribs[name];
      // the attribute first: asking every element whether it is chrome would cost more than the rest
      if (raw === undefined || doc.inChrome(el)) continue;
      const url = ownRef(raw) ? null : resolve(raw, base);
      const domain = url && partnerDomainOf(url, site);
      if (domain) refs.push({ el, domain, via: 'text' });
    }
  }
  for (const el of doc.elements(...TEXT_TAGS)) {
    if (!isLeafish(el) || doc.inChrome(el) || closestLink(el, false)) continue;
    const text = doc.text(el);
    const domain =
      domainInText(text, site) ?? domainOnLastLine(el, site) ?? leadNamedDomain(el, text, site) ?? namedInParentheses(text, site);
    if (domain) refs.push({ el, domain, via: 'text' });
  }
  for (const img of doc.elements('img')) {
    if (doc.inChrome(img)) continue;
    const link = closestLink(img, true);
    if (link && linked.has(link)) continue;
    const src = img.attribs.src || img.attribs['data-src'] || img.attribs['data-lazy-src'] || (img.attribs.srcset ?? '').split(/[\s,]/)[0];
    const url = src && !ownRef(src) ? resolve(src, base) : null;
    if (!url) continue;
    const named = logoServiceDomain(url);
    if (named) {
      if (partnerDomainOf(new URL(`https://${named}/`), site)) refs.push({ el: img, domain: named, via: 'image' });
      continue;
    }
    // A logo hot-linked from the partner's own site counts only when its alt text names that partner.
    const alt = cleanName(img.attribs.alt ?? img.attribs.title);
    const domain = isAssetHost(url, site) ? null : partnerDomainOf(new URL(`https://${url.hostname}/`), site);
    if (domain && alt && resembles(alt, domain)) refs.push({ el: img, domain, via: 'image' });
  }
  // Page order: links, texts and images were found in three passes.
  return refs.sort((a, b) => doc.position(a.el) - doc.position(b.el));
}

/** The element itself or its nearest ancestor that is an <a> (with an href, when asked), without a selector engine. */
function closestLink(el: Element, withHref: boolean): Element | null {
  for (let node: AnyNode | null = el; isElement(node); node = node.parent) {
    if (tagOf(node) === 'a' && (!withHref || node.attribs.href !== undefined)) return node;
  }
  return null;
}

/** "Website" in other languages, as a label before a domain. */
const WEBSITE_LABELS = String.raw`webseite|internet|splet(?:na stran)?|spletna stran|web stranica|mre(?:ž|z)na stranica|svetain(?:ė|e)|tinklalapis|interneta vietne|sitio(?: web)?|sito(?: web)?|site web|site internet|strona(?: www| internetowa)?|www|situs(?: web)?|laman web|trang web|weboldal|honlap|kotisivu(?:t)?|verkkosivut|nettside|hjemmeside|hemsida|webbplats|webov[áa] str[áa]nka|str[áa]nka|ιστοσελίδα|сайт|веб-сайт|אתר|الموقع|الموقع الإلكتروني|網站|网站|官網|官网|ウェブサイト|ホームページ|URL|홈페이지|웹사이트`;
/**
 * An entry's description that ends by giving its website: "Heritage consultants. Web: thornlea.org.uk". Only with
 * the label: a domain at the end of any sentence may be a mention.
 */
const LABELLED_DOMAIN_AT_END = new RegExp(
  String.raw`(?:^|[\s.;,|(])(?:website|web|site|url|homepage|${WEBSITE_LABELS})\s*[:：\-–]\s*${WRITTEN_DOMAIN}\/?\)?$`,
  'i',
);
/** A marketplace card's maker given by its domain: "Built by salesforce.com" (not a site's "Website built by" credit). */
const MAKER_DOMAIN_AT_END = new RegExp(
  String.raw`(?:^|[\s.;,|(])(?<!(?:web ?site|site|theme|page) )(?:built|developed|published|made|maintained) by\s+${WRITTEN_DOMAIN}\/?\)?$`,
  'i',
);
/** The longest entry a labelled website is looked for at the end of: a card's description. */
const MAX_ENTRY_CHARS = 400;

/**
 * An entry's last field given as a domain, after a separator: "Tel. 0351 849 33 70 · lenz-motoren.de", "Papier & Clay
 * – papierandclay.co.uk". A domain ending a sentence has no separator before it.
 */
const SEPARATED_DOMAIN_AT_END = new RegExp(String.raw`\s[·•|–—-]\s+${WRITTEN_DOMAIN}\/?$`, 'i');
/** The same after a comma, for an address written out with www. ("051 338 910, www.kvarneroffice.hr"). */
const LISTED_ADDRESS_AT_END = /,\s+((https?:\/\/)?(www\.)((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}))\/?$/i;

/**
 * An entry's contact line that starts with its website: "www.brkowalczyk.pl · tel. 58 301 22 90". Short, and the
 * domain separated from the rest as above.
 */
const SEPARATED_DOMAIN_AT_START = new RegExp(String.raw`^${WRITTEN_DOMAIN}\/?\s+[·•|–—-]\s`, 'i');
/** The same in the middle of such a line: "Cluj – AutoSoft Consulting SRL – autosoftconsulting.ro – 0744 912 330". */
const SEPARATED_DOMAIN_FIELD = new RegExp(String.raw`\s[·•|–—]\s+${WRITTEN_DOMAIN}\/?\s+[·•|–—]\s`, 'i');
const MAX_CONTACT_LINE_CHARS = 100;
/** What every domain-at-the-end rule needs: a dot and a top-level domain's letters at the end, then at most "/" and ")". */
const ENDS_WITH_DOMAIN = /\.[a-z]{2,24}\/?\)?$/i;

function domainInText(text: string, site: SiteDomains): string | null {
  if (text.length > MAX_ENTRY_CHARS) return null;
  // The rules for a domain at the end, run only on a text that ends like one: most texts do not, and the rules'
  // alternations, tried at every position, were 3% of extraction's time (docs/benchmarks-notes.md, 2026-12-01).
  const endsWithDomain = ENDS_WITH_DOMAIN.test(text);
  const m =
    onlyDomain(text) ||
    (endsWithDomain &&
      (LABELLED_DOMAIN_AT_END.exec(text) ||
        MAKER_DOMAIN_AT_END.exec(text) ||
        SEPARATED_DOMAIN_AT_END.exec(text) ||
        LISTED_ADDRESS_AT_END.exec(text))) ||
    (text.length <= MAX_CONTACT_LINE_CHARS ? (SEPARATED_DOMAIN_AT_START.exec(text) ?? SEPARATED_DOMAIN_FIELD.exec(text)) : null);
  return m ? writtenDomain(m, site) : null;
}

/**
 * An entry written as lines (a name, an address, then its website: "Hatch & Hearth<br>92 Church Street<br>
 * www.hatchandhearth.com"): one of its lines is nothing but a domain, or its last line is a contact line
 * starting with it ("www.glaskunst-boehmen.de · info@glaskunst-boehmen.de").
 */
function domainOnLastLine(el: Element, site: SiteDomains): string | null {
  const lines = linesOf(el);
  const last = clean(lines.pop()!);
  if (!lines.some((line) => line.trim() !== '')) return null;
  // a line that is nothing but a domain ("Τηλ. 210 6412 330<br>www.logistiki-papadopoulou.gr<br>Ενεργοποίηση…")
  for (const line of lines) {
    const alone = onlyDomain(clean(line));
    if (alone) return writtenDomain(alone, site);
  }
  const m = onlyDomain(last) ?? (last.length <= MAX_CONTACT_LINE_CHARS ? SEPARATED_DOMAIN_AT_START.exec(last) : null);
  return m ? writtenDomain(m, site) : null;
}

/** A short text that is nothing but a domain or URL (DOMAIN_TEXT), not an e-mail address. */
/** A domain written out anywhere in a text, not inside an e-mail address or a longer host. */
const ANY_WRITTEN_DOMAIN = new RegExp(String.raw`(?<![\w@.-])${WRITTEN_DOMAIN}`, 'gi');

/**
 * A domain anywhere in an entry written as a paragraph that starts with the entry's name in bold, when the name is
 * that domain's ("<b>Zwartkops Fibre</b> is the open-access network … More at www.zwartkopsfibre.co.za.").
 */
function leadNamedDomain(el: Element, text: string, site: SiteDomains): string | null {
  if (text.length > MAX_ENTRY_CHARS) return null;
  const lead = leadName(el);
  if (lead === null) return null;
  for (const m of text.matchAll(ANY_WRITTEN_DOMAIN)) {
    const domain = writtenDomain(m, site);
    if (domain && resembles(lead, domain)) return domain;
  }
  return null;
}

/** A name, then its domain in parentheses: "notre distributeur Distrinéo (www.distrineo.fr), grossiste…". */
const NAME_THEN_DOMAIN = new RegExp(String.raw`((?:[\p{L}\p{N}&'’.-]+\s+){0,3}[\p{L}\p{N}&'’.-]+)\s*\(\s*${WRITTEN_DOMAIN}\/?\s*\)`, 'giu');
/** The longest text a name and its domain in parentheses are looked for in: a paragraph. */
const MAX_PARAGRAPH_CHARS = 800;

/** A domain written in parentheses after a name it resembles, anywhere in a paragraph. */
function namedInParentheses(text: string, site: SiteDomains): string | null {
  if (text.length > MAX_PARAGRAPH_CHARS || !text.includes('(')) return null;
  for (const m of text.matchAll(NAME_THEN_DOMAIN)) {
    const domain = writtenDomain(m, site, 2);
    if (domain && resembles(m[1]!, domain)) return domain;
  }
  return null;
}

function onlyDomain(text: string): RegExpExecArray | null {
  return text.length <= 80 && !text.includes('@') ? DOMAIN_TEXT.exec(text) : null;
}

/** The domain of a match of WRITTEN_DOMAIN, whose outer group is group `group` of the match (1 unless groups precede it). */
function writtenDomain(m: RegExpMatchArray, site: SiteDomains, group = 1): string | null {
  const [scheme, www, written] = [m[group + 1], m[group + 2], m[group + 3]!];
  // "ASP.NET" and "Socket.IO" are names; a domain written out is lowercase unless a scheme or www. marks it.
  if (!scheme && !www && written !== written.toLowerCase()) return null;
  const host = normalizeDomain(written);
  return host ? partnerDomainOf(new URL(`https://${host}/`), site) : null;
}

function resolve(href: string | undefined, base: URL): URL | null {
  if (!href) return null;
  const trimmed = href.trim();
  try {
    // href="www.partner.com" (no scheme) is a common slip for the partner's site, not a page of this one.
    return new URL(/^www\.[a-z0-9-]+\./i.test(trimmed) ? `https://${trimmed}` : trimmed, base);
  } catch {
    return null;
  }
}

/** Redirect parameters of the site's own outbound-link tracker (/out?url=…) and of well-known redirectors. */
const REDIRECT_PARAMS = [
  'url',
  'u',
  'q',
  'target',
  'redirect',
  'redirect_url',
  'redirect_uri',
  'dest',
  'destination',
  'to',
  'link',
  'out',
  'goto',
];
const REDIRECTORS = new Set(['www.google.com/url', 'google.com/url', 'l.facebook.com/l.php', 'lm.facebook.com/l.php', 'www.linkedin.com/redir/redirect', 't.umblr.com/redirect', 'href.li/']); // prettier-ignore

/** The destination of a redirect link (/out?url=https://partner.com), or the link itself. */
function unwrap(url: URL | null, site: SiteDomains): URL | null {
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const own = [...site.own].some((d) => host === d || host.endsWith(`.${d}`));
  if (!own && !REDIRECTORS.has(`${host}${url.pathname}`)) return url;
  for (const param of REDIRECT_PARAMS) {
    const value = url.searchParams.get(param);
    if (!value || !/^https?:\/\//i.test(value)) continue;
    try {
      return new URL(value);
    } catch {
      continue;
    }
  }
  return url;
}
