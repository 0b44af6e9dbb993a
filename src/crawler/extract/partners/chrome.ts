import type { AnyNode, Element } from 'domhandler';
import { rememberedByText } from '../../../lib/text.js';
import { descendantsOf, firstElement, isElement, isHeading, previousElement, tagOf } from './dom.js';
import { words } from './wording.js';

/**
 * Site chrome: the header, navigation, footer, sidebars, social and cookie bars that every page of a site repeats.
 * Links there are a site's menus and profiles, never its partner listing.
 */

/** Site chrome by tag: navigation and complementary content never hold the partner listing. */
const CHROME_TAGS = new Set(['nav', 'aside', 'dialog', 'script', 'style', 'noscript', 'template', 'svg', 'iframe']);
const CHROME_ROLES = new Set(['navigation', 'banner', 'contentinfo', 'complementary', 'search', 'dialog', 'menu', 'menubar']);
/** Words of a class or id that mark chrome wherever they appear in it (site-navbar, cookie-consent). */
const CHROME_ANYWHERE = new Set([
  'navbar', 'navigation', 'masthead', 'breadcrumb', 'breadcrumbs', 'sidebar', 'megamenu', 'offcanvas', 'cookie', 'cookies', 'consent',
  'gdpr', 'topbar', 'subnav', 'submenu', 'toolbar', 'skiplink', 'copyright', 'agegate', 'agecheck', 'ageverification',
]); // prettier-ignore
/** Words that mark chrome when they lead the class (footer-links, nav-item, header) or follow a site prefix (site-header). */
const CHROME_LEAD = new Set([
  'header',
  'footer',
  'nav',
  'menu',
  'social',
  'socials',
  'share',
  'sharing',
  'subfooter',
  'copyright',
  'legal',
]);
const SITE_PREFIX = new Set(['site', 'global', 'main', 'primary', 'secondary', 'mega', 'mobile', 'sticky', 'top', 'bottom', 'utility']);
const NOT_CHROME_AFTER = new Set(['title', 'heading', 'headline', 'text', 'intro', 'hero']);
/**
 * A <nav> in the page's main content that holds headings: a list of entries built from a theme's dropdown markup
 * (Webflow's accordion is a <nav class="w-dropdown-list"> of cards), not a menu. Breadcrumbs, tabs and pagination
 * have no headings.
 */
function isContentList(nav: Element): boolean {
  if (hasAncestor(nav, MAIN) && firstElement(nav, isHeading) !== null) return true;
  // or the list of such a dropdown whose heading is its toggle, right before it ("North America", then its partners),
  // that only links out: a menu links to the site's own pages; breadcrumbs say what they are
  const toggle = previousElement(nav);
  if (!toggle || !hasAncestor(nav, CONTENT) || isChromeAttribute(nav.attribs.class)) return false;
  return firstElement(toggle, isHeading) !== null && descendantsOf(toggle, 'a').length === 0 && linksOnlyOut(nav);
}
const MAIN = new Set(['main']);
const CONTENT = new Set(['main', 'section', 'article']);

function linksOnlyOut(el: Element): boolean {
  const links = descendantsOf(el, 'a');
  return links.length > 0 && links.every((a) => /^https?:\/\//i.test(a.attribs.href ?? ''));
}

const ELEMENTOR_CHROME = new Set(['header', 'footer', 'popup']);
/** Elements that hold the whole page or its main content. */
const NEVER_CHROME_TAGS = new Set(['html', 'body', 'main']);
/** Containers inside which a header or footer element belongs to a card or section, not to the site. */
const SECTIONING = new Set(['article', 'section', 'main', 'li']);

/** The element itself is site chrome (not its ancestors: Doc.inChrome walks them). */
export function isChromeItself(el: Element): boolean {
  const tag = tagOf(el);
  if (CHROME_TAGS.has(tag)) return !(tag === 'nav' && isContentList(el));
  if (CHROME_ROLES.has((el.attribs.role ?? '').toLowerCase())) return true;
  if ((tag === 'header' || tag === 'footer') && !hasAncestor(el, SECTIONING) && !isHeadingWrapper(el)) return true;
  // The page's body and main content are never chrome, whatever their classes say (Docusaurus marks the body
  // "navigation-with-keyboard" once a key is pressed).
  if (NEVER_CHROME_TAGS.has(tag)) return false;
  // Elementor's theme builder (a large share of WordPress sites) draws the site's header and footer as <div>s.
  if (ELEMENTOR_CHROME.has(el.attribs['data-elementor-type'] ?? '')) return true;
  return isChromeAttribute(el.attribs.class) || isChromeAttribute(el.attribs.id);
}

/**
 * The element is chrome by its class or id alone, as a part of the footer ("footer-partners", "footer-col"): not the
 * footer's own wrapper ("site-footer", "footer-inner"), a navigation or a landmark.
 */
export function isChromeByClassOnly(el: Element): boolean {
  const tag = tagOf(el);
  if (CHROME_TAGS.has(tag) || tag === 'header' || tag === 'footer' || NEVER_CHROME_TAGS.has(tag)) return false;
  if (CHROME_ROLES.has((el.attribs.role ?? '').toLowerCase()) || ELEMENTOR_CHROME.has(el.attribs['data-elementor-type'] ?? ''))
    return false;
  const tokens = `${el.attribs.class ?? ''} ${el.attribs.id ?? ''}`.split(/\s+/).filter((token) => token !== '' && isChromeToken(token));
  return tokens.length > 0 && tokens.every(namesAFooterPart);
}

/** Words of a footer class that name the footer as a whole, not a part of it. */
const FOOTER_WHOLE = new Set(['site', 'global', 'main', 'page', 'footer', 'wrapper', 'wrap', 'inner', 'outer', 'container', 'content', 'area', 'section', 'region', 'top', 'bottom', 'widgets', 'holder', 'block', 'wp', 'template', 'part']); // prettier-ignore

/** A chrome class that names a part of the footer ("footer-partners", "footer_logos"), not the footer or its wrapper. */
function namesAFooterPart(token: string): boolean {
  const parts = words(token).split(' ');
  return parts.includes('footer') && parts.some((part) => !FOOTER_WHOLE.has(part) && !/^\d+$/.test(part));
}

/** The site's footer: a <footer>, the content-info landmark, Elementor's footer or an element classed as one. */
export function isFooter(el: Element): boolean {
  if (tagOf(el) === 'footer' || el.attribs.role === 'contentinfo' || el.attribs['data-elementor-type'] === 'footer') return true;
  return words(`${el.attribs.class ?? ''} ${el.attribs.id ?? ''}`)
    .split(' ')
    .includes('footer');
}

function isChromeAttribute(value: string | undefined): boolean {
  return value !== undefined && value !== '' && hasChromeToken(value);
}

/**
 * Class and id values repeat across a page's elements and a site's pages ("card", "section section--light"): each
 * value's answer is remembered, and so is each token's.
 */
const hasChromeToken = rememberedByText((value: string) => value.split(/\s+/).some((token) => token !== '' && isChromeToken(token)));
const isChromeToken = rememberedByText(chromeToken);

function chromeToken(token: string): boolean {
  const parts = words(token).split(' ');
  if (parts.some((p) => CHROME_ANYWHERE.has(p))) return true;
  // a brewery's or a winery's age gate (age-gate, age-verification), whose "No" leads to a search engine
  if (parts[0] === 'age' && parts[1] !== undefined && CHROME_ANYWHERE.has(`age${parts[1]}`)) return true;
  const [first, second] = parts;
  if (first === undefined) return false;
  if (CHROME_LEAD.has(first)) return second === undefined || !NOT_CHROME_AFTER.has(second);
  if (second === undefined) return false;
  // page-footer and page-nav are chrome; page-header is often the hero that holds the page's h1.
  if (first === 'page') return second === 'footer' || second === 'nav' || second === 'navigation' || second === 'menu';
  return SITE_PREFIX.has(first) && CHROME_LEAD.has(second);
}

/**
 * A header element that only wraps a content heading (TYPO3's and other CMSs' <header class="frame-header"><h2>…):
 * a heading, no navigation, fewer than three links. The site's header has a menu; its footer has no heading.
 */
function isHeadingWrapper(el: Element): boolean {
  let headings = 0;
  let links = 0;
  let navigation = false;
  const visit = (node: AnyNode) => {
    if (!isElement(node)) return;
    const tag = tagOf(node);
    if (isHeading(node)) headings++;
    else if (tag === 'a') links++;
    else if (tag === 'nav' || tag === 'ul' || tag === 'ol' || tag === 'menu' || node.attribs.role === 'navigation') navigation = true;
    node.children.forEach(visit);
  };
  el.children.forEach(visit);
  return headings > 0 && !navigation && links < 3;
}

function hasAncestor(el: Element, tags: Set<string>): boolean {
  for (let node = el.parent; isElement(node); node = node.parent) if (tags.has(tagOf(node))) return true;
  return false;
}

/** A section of its own: its heading heads it, not the siblings after it. */
export function isSectioning(el: Element): boolean {
  const tag = tagOf(el);
  if (tag === 'section' || tag === 'article' || tag === 'aside' || tag === 'nav' || tag === 'main') return true;
  return (el.attribs.class ?? '').split(/\s+/).some((token) => {
    const parts = words(token).split(' ');
    const last = parts[parts.length - 1];
    if (parts.length === 1) return last === 'section';
    if (parts[0] === 'section') return !NOT_CHROME_AFTER.has(parts[1] ?? '') && parts[1] !== 'header' && parts[1] !== 'head';
    return last === 'section';
  });
}
