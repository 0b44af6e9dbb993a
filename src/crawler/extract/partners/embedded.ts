import type { AnyNode, Element } from 'domhandler';
import { normalizeDomain } from '../../../lib/domain.js';
import type { Doc } from './document.js';
import { attrLower, textContent } from './dom.js';
import { isPlainRelative, logoServiceDomain, partnerDomainOf, resolvesOnOwnHost, type SiteDomains } from './hosts.js';
import type { Found, PageScope } from './listing.js';
import { cleanName } from './names.js';
import { assignedData, type Json } from './script-data.js';
import { judge, namesPartnersStrongly, typeOf, words } from './wording.js';

/** A script's JSON is read up to this size (a page's whole data is rarely more; the fetcher caps pages at 2 MiB). */
const MAX_JSON_CHARS = 3_000_000;
/** Values visited per script and the deepest nesting followed: bounded work whatever the page embeds. */
const MAX_NODES = 50_000;
const MAX_DEPTH = 40;

const NAME_KEYS = ['name', 'title', 'companyName', 'company_name', 'partnerName', 'partner_name', 'displayName', 'display_name', 'label', 'brand', 'company', 'organization',
  // the same in the languages sites name their data in: Spanish, Portuguese, Italian, French, Dutch, German, Nordic, Polish
  'nombre', 'nome', 'nom', 'naam', 'navn', 'namn', 'nimi', 'nazwa', 'empresa', 'firma', 'razonSocial',
  // a marketplace app's maker
  'developer', 'developerName', 'developer_name', 'vendor', 'vendorName', 'vendor_name', 'publisher', 'provider', 'maker']; // prettier-ignore
const URL_KEYS = ['website', 'websiteUrl', 'websiteURL', 'website_url', 'homepage', 'homepageUrl', 'homepage_url', 'siteUrl', 'site_url', 'companyUrl', 'company_url', 'externalUrl', 'external_url', 'url', 'link', 'href', 'domain', 'companyDomain', 'company_domain', 'web', 'site',
  'sitio', 'sitioWeb', 'sitio_web', 'paginaWeb', 'pagina_web', 'sito', 'sitoWeb', 'sito_web', 'siteWeb', 'site_web', 'siteInternet', 'webseite', 'strona', 'dominio', 'domaine', 'domein',
  'developerUrl', 'developer_url', 'developerWebsite', 'vendorUrl', 'vendor_url', 'vendorWebsite', 'publisherUrl', 'providerUrl', 'makerUrl', 'partnerUrl', 'partner_url', 'partnerWebsite', 'companyWebsite', 'company_website']; // prettier-ignore
const TYPE_KEYS = ['partnerType', 'partner_type', 'type', 'category', 'categories', 'tier', 'kind', 'program', 'level', 'segment', 'tags']; // prettier-ignore
const LOGO_KEYS = ['logo', 'logoUrl', 'logo_url', 'image', 'imageUrl', 'icon'];
/** Sections of a page's data that are its chrome or metadata: never a partner listing. */
const SKIP_KEYS = /^(nav|navigation|header|footer|menus?|main menu|social( links)?|socials|seo|meta|metadata|cookies?|consent|breadcrumbs?|locales?|i18n|translations)$/; // prettier-ignore
/** Record fields that head a section of data ("heading": "Technology partners"). */
const HEADING_KEYS = ['heading', 'headline', 'title', 'sectionTitle', 'section_title', 'label', 'name'];
const ORGANIZATION = new Set(['Organization', 'Corporation', 'LocalBusiness', 'Brand', 'SoftwareApplication', 'WebApplication', 'ProfessionalService']); // prettier-ignore

type JsonObject = { [key: string]: Json };
const NO_LINKS: JsonObject = Object.freeze({});
const EMPTY_SET: ReadonlySet<string> = new Set();

/**
 * Partners in the data a page embeds: JSON-LD lists (ItemList, or several Organizations on a partner page) and
 * application/json scripts such as Next.js's __NEXT_DATA__, whose records ({name, url|website|domain}) count
 * under keys or headings that name partners, never under ones that name customers.
 */
export function partnersFromData(
  doc: Doc,
  site: SiteDomains,
  base: URL,
  scope: PageScope,
  listed: ReadonlySet<string> = EMPTY_SET,
): Found[] {
  const found: Found[] = [];
  const scripts = doc.elements('script');
  const local = resolvesOnOwnHost(base, site);
  // each piece of data walked with a budget of its own
  const read = (data: Json, trail: Trail, shown?: string) =>
    walk(data, trail, 0, { site, base, local, scope, listed, shown, found, budget: { nodes: MAX_NODES } });
  for (const script of scripts) {
    if (attrLower(script, 'type') !== 'application/ld+json') continue;
    const data = parse(textContent(script), local);
    if (data !== undefined) fromJsonLd(data, site, base, scope, found);
  }
  for (const script of scripts) {
    if (script.attribs.id !== '__NEXT_DATA__' && !JSON_SCRIPT_TYPES.has(attrLower(script, 'type') ?? '')) continue;
    let data = parse(textContent(script), local);
    // Nuxt 3 flattens its payload (devalue): each value an index into one array.
    if (data !== undefined && script.attribs.id === '__NUXT_DATA__') data = unflatten(data);
    // A script of the page's own names what it holds (id="fachpartner-daten"); a framework's says nothing.
    const id = script.attribs.id;
    const named: Trail = id && !FRAMEWORK_IDS.has(id) ? { text: words(id), up: null } : null;
    if (data !== undefined) read(data, named);
  }
  // The App Router's payload (self.__next_f chunks, joined), and data a script assigns, read as JavaScript but never
  // run: Nuxt 2's window.__NUXT__, a store's initial state.
  const flight: string[] = [];
  for (const script of scripts) {
    if (script.attribs.src !== undefined || !isScriptType(attrLower(script, 'type'))) continue;
    const text = textContent(script);
    const chunk = flightChunk(text);
    if (chunk !== undefined) {
      flight.push(chunk);
      continue;
    }
    if (!mayNameAPartner(text, local)) continue;
    const assigned = assignedData(text, { maxNodes: MAX_NODES, maxDepth: MAX_DEPTH });
    if (!assigned) continue;
    read(assigned.value, FRAMEWORK_IDS.has(assigned.name) ? null : { text: words(assigned.name), up: null });
  }
  for (const data of flightData(flight.join(''), local)) read(data, null);
  // A component's props handed over in an attribute: data-props (React on Rails, Umbraco), Inertia's data-page.
  for (const el of doc.elements('div', 'section', 'main', 'article', 'span')) {
    for (const name of PROPS_ATTRIBUTES) {
      const value = el.attribs[name];
      if (value === undefined || value.length < 2 || (value[0] !== '{' && value[0] !== '[')) continue;
      const data = parse(value, local);
      // Inertia's data-page sits on the app's root: what it renders is the whole page, not one component's listing
      if (data !== undefined) read(data, null, name === 'data-page' ? undefined : shownBy(el, scope));
    }
  }
  // Astro's islands: each prop encoded as [type, value] (0 a value, 1 an array of encoded values).
  for (const island of doc.elements('astro-island')) {
    const value = island.attribs.props;
    if (value === undefined || value.length < 2 || value[0] !== '{') continue;
    const data = parse(value, local);
    if (data !== undefined) read(decodeAstroProps(data), null, shownBy(island, scope));
  }
  return found;
}

/** Astro's serialized props ({"partners": [1, [[0, {"name": [0, "Xero"]}]]]}) as plain data. */
function decodeAstroProps(data: Json): Json {
  const decode = (value: Json, depth: number): Json => {
    if (depth > MAX_DEPTH) return null;
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'number') {
      const [kind, inner] = value as [number, Json];
      if (kind === 1 && Array.isArray(inner)) return inner.map((v) => decode(v, depth + 1));
      if (kind === 0 && isObject(inner)) return decodeObject(inner, depth + 1);
      return inner;
    }
    return isObject(value) ? decodeObject(value, depth + 1) : value;
  };
  const decodeObject = (object: JsonObject, depth: number): JsonObject => {
    const out: JsonObject = {};
    for (const [key, v] of Object.entries(object)) out[key] = decode(v, depth);
    return out;
  };
  return decode(data, 0);
}

/** Scripts that hold JSON for the page's code: plain JSON, and Magento 2's widget settings (its store locators among them). */
const JSON_SCRIPT_TYPES = new Set(['application/json', 'text/x-magento-init']);
const FRAMEWORK_IDS = new Set(['__NEXT_DATA__', '__NUXT_DATA__', '__NUXT__', '__APOLLO_STATE__', '__REMIX_CONTEXT__', '__INITIAL_STATE__', '__PRELOADED_STATE__', '__STATE__', '__DATA__']); // prettier-ignore
/**
 * The Next.js App Router's React Server Components payload, inlined as `self.__next_f.push([1, "<text>"])` scripts:
 * the string one script carries, or undefined for any other script.
 */
const FLIGHT_CHUNK = /^\s*self\.__next_f\.push\(\[1,\s*("(?:[^"\\]|\\.)*")\]\)\s*;?\s*$/;
function flightChunk(text: string): string | undefined {
  if (!text.includes('__next_f')) return undefined;
  const m = FLIGHT_CHUNK.exec(text);
  if (!m) return undefined;
  try {
    return JSON.parse(m[1]!) as string;
  } catch {
    return undefined;
  }
}

/**
 * The payload's rows ("<id>:<value>", one a line) whose value is JSON: the props and data the server rendered from
 * (a CMS's entries among them). Rows of other kinds (I[...] modules, HL[...] hints, T text) are skipped.
 */
function flightData(payload: string, local: boolean): Json[] {
  if (payload === '' || !mayNameAPartner(payload, local)) return [];
  const out: Json[] = [];
  for (const row of payload.split('\n')) {
    const colon = row.indexOf(':');
    const value = colon > 0 && colon <= 8 ? row[colon + 1] : undefined;
    if (value !== '[' && value !== '{') continue;
    const data = parse(row.slice(colon + 1), local);
    if (data !== undefined) out.push(data);
  }
  return out;
}

/** A script the browser runs (no type, or a JavaScript one), not a module or a template. */
function isScriptType(type: string | undefined): boolean {
  return type === undefined || type === '' || type === 'text/javascript' || type === 'application/javascript';
}
const PROPS_ATTRIBUTES = ['data-props', 'data-page', 'data-react-props', 'data-vue-props', 'data-component-props'];

/**
 * A devalue payload (Nuxt 3's __NUXT_DATA__) as the value it flattens: the array's first entry is the root, and every
 * array entry and object field of an entry is the index of its value; ["Reactive", i] and the like wrap one value;
 * dates, maps and other special values become null. Bounded by MAX_NODES values and MAX_DEPTH levels (a payload may
 * refer to a value many times, or to itself). Undefined when the data is not such a payload.
 */
function unflatten(flat: Json): Json | undefined {
  if (!Array.isArray(flat) || flat.length === 0) return undefined;
  let budget = MAX_NODES;
  const at = (index: Json, depth: number): Json => {
    if (typeof index !== 'number' || index < 0 || index >= flat.length || --budget < 0 || depth > MAX_DEPTH) return null;
    const value = flat[index]!;
    if (Array.isArray(value)) {
      if (typeof value[0] === 'string') return DEVALUE_WRAPPERS.has(value[0]) ? at(value[1] ?? -1, depth + 1) : null;
      return value.map((i) => at(i, depth + 1));
    }
    if (isObject(value)) {
      const out: JsonObject = {};
      for (const [key, i] of Object.entries(value)) out[key] = at(i, depth + 1);
      return out;
    }
    return value;
  };
  return at(0, 0);
}
const DEVALUE_WRAPPERS = new Set(['Reactive', 'ShallowReactive', 'Ref', 'ShallowRef', 'Object']);

/**
 * What data must hold to name another site when its relative URLs resolve on the site's own host (`local`): an
 * absolute or protocol-relative URL (http:, //, or slashes escaped as \/ or \\), a www. address, a domain field, or a
 * \u escape that could spell any of these. Data without any of them (an app's state with only relative links, a
 * translation table) is not parsed: JSON.parse and the walk were a twentieth of a crawl thread's time.
 */
const MAY_NAME_A_DOMAIN = /http|\/\/|\\[/\\u]|www\.|domain/i;

/** A script's text is read when it is not too large and, on the site's own host, may name a domain at all. */
function mayNameAPartner(text: string, local: boolean): boolean {
  return text.length <= MAX_JSON_CHARS && (!local || MAY_NAME_A_DOMAIN.test(text));
}

function parse(text: string, local: boolean): Json | undefined {
  if (!mayNameAPartner(text, local)) return undefined;
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}

function fromJsonLd(data: Json, site: SiteDomains, base: URL, scope: PageScope, found: Found[]): void {
  const nodes: JsonObject[] = [];
  const collect = (value: Json | undefined) => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (isObject(value)) {
      nodes.push(value);
      collect(value['@graph']);
    }
  };
  collect(data);
  const organizations = nodes.filter((n) => typesOf(n).some((t) => ORGANIZATION.has(t)));
  for (const list of nodes.filter((n) => typesOf(n).includes('ItemList'))) {
    const heading = `${str(list.name) ?? ''} ${str(list.description) ?? ''}`.trim();
    if (heading && judge(heading).negative) continue;
    if (!scope.partnerPage && !namesPartnersStrongly(heading)) continue;
    const type = typeOf(heading) ?? scope.type;
    for (const element of asArray(list.itemListElement)) {
      if (!isObject(element)) continue;
      const item = isObject(element.item) ? element.item : element;
      const url = str(item.url) ?? str(element.url) ?? (str(item['@id'])?.startsWith('http') ? str(item['@id']) : undefined);
      add(found, site, base, url, cleanName(str(item.name) ?? str(element.name)), type);
    }
  }
  // One Organization is the site itself or its publisher; several on a partner page are a list of them.
  if (scope.partnerPage && organizations.length >= 2) {
    for (const org of organizations) add(found, site, base, str(org.url), cleanName(str(org.name)), scope.type);
  }
}

interface Walk {
  site: SiteDomains;
  base: URL;
  /** the partners the page's markup listed: a list of records in the data that holds them is that listing, whole */
  listed: ReadonlySet<string>;
  /**
   * for a component's props (an Astro island, a data-props attribute), the words of what the component rendered: a
   * list of records whose names it shows is the listing it renders, whole (its cards link to the site's own pages)
   */
  shown: string | undefined;
  /** the base is one of the site's own hosts: a plain relative URL in the data names no partner (resolvesOnOwnHost) */
  local: boolean;
  scope: PageScope;
  found: Found[];
  budget: { nodes: number };
}

/**
 * The keys and section headings above a value, innermost first: a list that shares its tail with the parent's,
 * since a page's data has thousands of records and copying the trail for each was most of the walk's garbage.
 */
type Trail = { text: string; up: Trail } | null;

/** Depth-first through the data, carrying the keys and section headings above each value. */
function walk(value: Json, trail: Trail, depth: number, w: Walk): void {
  if (--w.budget.nodes < 0 || depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    // On a partner page, records under keys that say nothing ("categories" → "items") are the listing the markup
    // shows when at least half of them are partners it listed (the rest sit behind a "Show more" button), or, in a
    // component's props, when it shows at least half of them by name.
    if (
      w.scope.partnerPage &&
      (w.listed.size > 0 || w.shown !== undefined) &&
      value.length <= MAX_LISTED_RECORDS &&
      decide(trail, true) === 'neutral'
    ) {
      const records = value.map((v) => (isObject(v) ? asRecord(v, w) : null));
      if (mostlyListed(records, w.listed) || mostlyShown(records, w.shown)) {
        for (const [i, v] of value.entries()) {
          const record = records[i];
          if (record)
            w.found.push({
              domain: record.domain,
              name: record.name,
              type: recordType(v as JsonObject) ?? trailType(trail) ?? w.scope.type,
            });
          else walk(v, trail, depth + 1, w);
        }
        return;
      }
    }
    for (const v of value) walk(v, trail, depth + 1, w);
    return;
  }
  if (!isObject(value)) return;
  const record = asRecord(value, w);
  if (record) {
    const verdict = decide(trail, w.scope.partnerPage);
    if (verdict === 'positive') {
      const type = recordType(value) ?? trailType(trail) ?? w.scope.type;
      w.found.push({ domain: record.domain, name: record.name, type });
    }
    return;
  }
  let heading: string | undefined;
  for (const k of HEADING_KEYS) {
    const h = str(value[k]);
    if (h !== undefined && h.length <= 120) {
      heading = h;
      break;
    }
  }
  // A cached response names what it holds by the address it came from (Angular's TransferState: {u: ".../expertos", b: …}).
  heading ??= requestPathOf(value, w.base);
  const here: Trail = heading ? { text: heading, up: trail } : trail;
  for (const key in value) {
    const v = value[key]!;
    if (v === null || typeof v !== 'object') continue;
    const keyWords = words(key);
    if (SKIP_KEYS.test(keyWords)) continue;
    walk(v, /^\d+$/.test(keyWords) ? here : { text: keyWords, up: here }, depth + 1, w);
  }
}

/** The longest array whose records are compared with the markup's partners (each array is read whole first). */
const MAX_LISTED_RECORDS = 2_000;

type DataRecord = { domain: string; name: string | null };

/** An array's records (its other values left out), and how many of them pass `test`. */
function recordsPassing(records: readonly (DataRecord | null)[], test: (record: DataRecord) => boolean): { count: number; known: number } {
  let count = 0;
  let known = 0;
  for (const record of records) {
    if (!record) continue;
    count++;
    if (test(record)) known++;
  }
  return { count, known };
}

/** At least half of an array's records (and at least one) name partners the page's markup listed. */
function mostlyListed(records: readonly (DataRecord | null)[], listed: ReadonlySet<string>): boolean {
  const { count, known } = recordsPassing(records, (record) => listed.has(record.domain));
  return known > 0 && known * 2 >= count;
}

/**
 * At least half of an array's records (and at least two, or its only one) have a name that the component's rendered
 * words hold as words of their own.
 */
function mostlyShown(records: readonly (DataRecord | null)[], shown: string | undefined): boolean {
  if (shown === undefined) return false;
  const padded = ` ${shown} `;
  const { count, known } = recordsPassing(records, (record) => {
    const name = record.name === null ? '' : words(record.name);
    return name !== '' && padded.includes(` ${name} `);
  });
  return known > 0 && known >= Math.min(2, count) && known * 2 >= count;
}

/**
 * The words of what a component rendered inside its element, each text node apart (a card's "VTEX" and the next
 * card's "Odoo" are two names), or undefined when it rendered nothing. Only a partner page's walk reads them.
 */
function shownBy(element: Element, scope: PageScope): string | undefined {
  if (!scope.partnerPage) return undefined;
  const texts: string[] = [];
  const collect = (node: AnyNode) => {
    if (node.type === 'text') texts.push(node.data);
    else if ('children' in node) for (const child of node.children) collect(child);
  };
  collect(element);
  const shown = words(texts.join(' | '));
  return shown === '' ? undefined : shown;
}

/** The path of the request a cached response came from, as words, or undefined. */
function requestPathOf(value: JsonObject, base: URL): string | undefined {
  for (const key of REQUEST_KEYS) {
    const raw = str(value[key]);
    if (raw === undefined || !(raw.startsWith('http') || raw.startsWith('/'))) continue;
    const url = toUrl(raw, base);
    if (url) return words(url.pathname);
  }
  return undefined;
}
const REQUEST_KEYS = ['u', 'url', 'endpoint', 'requestUrl'];

/** A record naming a partner: a URL, website or domain field on another site (or a logo service naming one). */
function asRecord(value: JsonObject, w: Walk): DataRecord | null {
  let domain: string | null = null;
  const links = isObject(value.links) ? value.links : isObject(value.urls) ? value.urls : NO_LINKS;
  for (const key of URL_KEYS) {
    const raw = str(value[key]) ?? str(links[key]);
    if (!raw) continue;
    domain = domainOf(raw, key, w);
    if (domain) break;
  }
  for (const key of LOGO_KEYS) {
    if (domain) break;
    const raw = str(value[key]) ?? (isObject(value[key]) ? str((value[key] as JsonObject).url) : undefined);
    const url = raw && !(w.local && isPlainRelative(raw)) ? toUrl(raw, w.base) : null;
    const named = url ? logoServiceDomain(url) : null;
    domain = named ? partnerDomainOf(new URL(`https://${named}/`), w.site) : null;
  }
  if (!domain) return null;
  const name = NAME_KEYS.map((k) => cleanName(str(value[k]))).find((n) => n !== null) ?? null;
  return { domain, name };
}

function domainOf(raw: string, key: string, w: Walk): string | null {
  if (/^(domain|companyDomain|company_domain|dominio|domaine|domein)$/.test(key) && !raw.includes('/')) {
    const host = normalizeDomain(raw);
    return host ? partnerDomainOf(new URL(`https://${host}/`), w.site) : null;
  }
  if (w.local && isPlainRelative(raw)) return null;
  const url = toUrl(raw, w.base);
  return url ? partnerDomainOf(url, w.site) : null;
}

function toUrl(raw: string, base: URL): URL | null {
  try {
    return new URL(/^www\./i.test(raw) ? `https://${raw}` : raw, base);
  } catch {
    return null;
  }
}

/** As on the markup: the innermost key or heading with something to say decides; a partner key or heading is required. */
function decide(trail: Trail, partnerPage: boolean): 'positive' | 'negative' | 'neutral' {
  for (let t = trail; t; t = t.up) {
    const text = t.text;
    const verdict = judge(text);
    if (verdict.negative) return 'negative';
    if (namesPartnersStrongly(text) || (partnerPage && verdict.partners)) return 'positive';
  }
  return 'neutral';
}

function trailType(trail: Trail): 'technology' | 'channel' | null {
  for (let t = trail; t; t = t.up) {
    const type = typeOf(t.text);
    if (type) return type;
  }
  return null;
}

function recordType(value: JsonObject): 'technology' | 'channel' | null {
  for (const key of TYPE_KEYS) {
    const v = value[key];
    const text = Array.isArray(v)
      ? v.map((x) => str(x) ?? (isObject(x) ? (str(x.name) ?? '') : '')).join(' ')
      : (str(v) ?? (isObject(v) ? str(v.name) : undefined));
    const type = text ? typeOf(text) : null;
    if (type) return type;
  }
  return null;
}

function add(found: Found[], site: SiteDomains, base: URL, url: string | undefined, name: string | null, type: PartnerType): void {
  const parsed = url ? toUrl(url, base) : null;
  const domain = parsed ? partnerDomainOf(parsed, site) : null;
  if (domain) found.push({ domain, name, type });
}

type PartnerType = Found['type'];

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asArray(value: Json | undefined): Json[] {
  return Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
}

function str(value: Json | undefined): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function typesOf(node: JsonObject): string[] {
  return asArray(node['@type']).filter((t): t is string => typeof t === 'string');
}
