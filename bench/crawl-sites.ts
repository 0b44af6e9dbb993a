/**
 * The fixture web of the crawl benchmark (bench/crawl.ts): 1,000 sites (`site-0001.bench.test` …) on one
 * node:http server on 127.0.0.1, told apart by the Host header, in a process of its own so that its CPU is not
 * charged to the crawler. Each site has a robots.txt (with a Sitemap: line), a home page, a sitemap.xml, 1 to 3
 * further pages whose paths name partners or integrations (what partner-page discovery, src/crawler/extract/partners/candidates.ts, follows)
 * and the about page its navigation links (which discovery fetches after the listings): 4 to 6 documents per domain
 * besides robots.txt. Every HTML page is 50-300 KB of ordinary marketing-site markup (head
 * with meta tags, navigation, sections of text, cards, inline JSON state and analytics scripts, inline SVG, a
 * footer), its size and content deterministic from the seed.
 *
 * Bodies are assembled per request from a pool of pre-built blocks (no page is held whole), so the server costs
 * little. Every request is recorded per host: what was fetched, the gap since the previous request to that host
 * ended, and how many were in flight at once (the crawler's politeness, seen from the sites' side).
 *
 *   node --import tsx bench/crawl-sites.ts [--sites 1000] [--seed 16] [--port 0]
 *
 * prints `listening http://127.0.0.1:PORT`; with an IPC channel (bench/crawl.ts) it answers `{ cmd: 'stats' }`,
 * `{ cmd: 'reset' }` and `{ cmd: 'stop' }`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

export const SITE_COUNT = 1000;
export const DEFAULT_SEED = 16;
const KB = 1024;
export const PAGE_MIN_BYTES = 50 * KB;
export const PAGE_MAX_BYTES = 300 * KB;

export function siteHost(i: number): string {
  return `site-${String(i).padStart(4, '0')}.bench.test`;
}

/** The site number of a host this web serves, or null. */
function siteIndex(host: string, count: number): number | null {
  const m = /^site-(\d{4})\.bench\.test$/.exec(host);
  const i = m ? Number(m[1]) : NaN;
  return i >= 1 && i <= count ? i : null;
}

/** mulberry32: a small deterministic generator. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(...parts: (string | number)[]): number {
  let h = 2166136261;
  for (const ch of parts.join('\u0000')) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

const pick = <T>(r: () => number, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;
const between = (r: () => number, min: number, max: number) => min + Math.floor(r() * (max - min + 1));

// Words for text, names and link slugs. None of them is a word partner-page discovery looks for in links (partner,
// integration, marketplace, ecosystem, reseller, apps, alliance): only the planned pages are discovered.
const WORDS = (
  'platform team data cloud secure fast simple modern workflow customer revenue growth insight report dashboard ' +
  'analytics automate scale reliable global enterprise startup finance payment invoice billing sales support ' +
  'service product feature release update roadmap design build deploy monitor alert incident response metric ' +
  'pipeline warehouse query model forecast plan budget contract vendor supplier order shipment inventory ' +
  'retail commerce checkout mobile web desktop browser account profile access identity privacy compliance audit ' +
  'policy control review approve request ticket queue agent channel email chat voice message campaign audience ' +
  'segment journey content editor page site brand story mission value people culture office remote hybrid'
).split(' ');
const NAME_A = ['Nor', 'Vel', 'Quin', 'Ast', 'Bry', 'Cal', 'Dor', 'Elm', 'Fen', 'Gal', 'Hal', 'Ion', 'Jas', 'Kel', 'Lum', 'Mar'];
const NAME_B = ['vex', 'ora', 'tix', 'lio', 'dara', 'mont', 'wise', 'ly', 'sta', 'ria', 'gon', 'nex', 'via', 'tera', 'pix', 'cor'];
const NAME_C = ['Analytics', 'Systems', 'Labs', 'Cloud', 'Health', 'Logistics', 'Finance', 'Software', 'Robotics', 'Data', 'Security', ''];
const LINK_TEXTS = ['Read more', 'Learn more', 'See pricing', 'Read the case study', 'Contact sales', 'Documentation', 'Watch the demo'];
const LINK_DIRS = ['blog', 'customers', 'docs', 'resources', 'events', 'guides'];

function sentence(r: () => number, words = between(r, 8, 22)): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(pick(r, WORDS));
  const text = out.join(' ');
  return text[0]!.toUpperCase() + text.slice(1) + '.';
}

function paragraph(r: () => number): string {
  const n = between(r, 2, 6);
  const parts: string[] = [];
  for (let i = 0; i < n; i++) parts.push(sentence(r));
  return `<p class="body-text">${parts.join(' ')}</p>`;
}

function slug(r: () => number): string {
  return `${pick(r, WORDS)}-${pick(r, WORDS)}-${between(r, 10, 999)}`;
}

function link(r: () => number): string {
  return `<a class="link" href="/${pick(r, LINK_DIRS)}/${slug(r)}">${pick(r, LINK_TEXTS)}</a>`;
}

/** A text section: heading, paragraphs, a list, a link. */
function textSection(r: () => number): string {
  const items = Array.from({ length: between(r, 3, 7) }, () => `<li class="check-item">${sentence(r, between(r, 4, 10))}</li>`);
  const paragraphs = Array.from({ length: between(r, 2, 5) }, () => paragraph(r));
  return (
    `<section class="section section--${pick(r, ['light', 'dark', 'accent'])}" id="${slug(r)}"><div class="container">` +
    `<h2 class="section-title">${sentence(r, between(r, 3, 7)).slice(0, -1)}</h2>${paragraphs.join('')}` +
    `<ul class="check-list">${items.join('')}</ul><div class="section-cta">${link(r)}</div></div></section>\n`
  );
}

/** A grid of cards with images (customers, features). */
function cardGrid(r: () => number): string {
  const cards = Array.from({ length: between(r, 3, 9) }, () => {
    const img = `/assets/img/${slug(r)}.webp`;
    return (
      `<article class="card"><img src="${img}" srcset="${img}?w=320 320w, ${img}?w=640 640w, ${img}?w=1280 1280w" ` +
      `sizes="(max-width: 768px) 100vw, 33vw" alt="${sentence(r, 4).slice(0, -1)}" loading="lazy" width="640" height="360">` +
      `<h3 class="card-title">${sentence(r, between(r, 2, 5)).slice(0, -1)}</h3><p class="card-text">${sentence(r)}</p>${link(r)}</article>`
    );
  });
  return `<section class="cards"><div class="container grid grid--3">${cards.join('')}</div></section>\n`;
}

/** Inline application state, as server-rendered sites embed it (`__NEXT_DATA__` and the like). */
function stateScript(r: () => number): string {
  const entries = Array.from({ length: between(r, 20, 90) }, () => ({
    id: `${slug(r)}`,
    title: sentence(r, between(r, 3, 8)),
    href: `/${pick(r, LINK_DIRS)}/${slug(r)}`,
    published: `2026-${String(between(r, 1, 12)).padStart(2, '0')}-${String(between(r, 1, 28)).padStart(2, '0')}`,
    tags: [pick(r, WORDS), pick(r, WORDS)],
    views: between(r, 0, 100000),
  }));
  return `<script id="__STATE__" type="application/json">${JSON.stringify({ props: { pageProps: { entries } }, buildId: slug(r) })}</script>\n`;
}

/** A minified-looking inline script (a consent banner, a chat widget loader). */
function codeScript(r: () => number): string {
  const lines = Array.from({ length: between(r, 15, 60) }, () => {
    const fn = `${pick(r, WORDS)}${between(r, 0, 99)}`;
    return `function ${fn}(e,t){var n=document.querySelector("[data-${pick(r, WORDS)}]");if(!n)return;n.setAttribute("aria-${pick(r, ['hidden', 'expanded', 'label'])}",String(e));window.__q=window.__q||[];window.__q.push(["${pick(r, WORDS)}",t,${between(r, 0, 9999)}])}`;
  });
  return `<script>(function(){"use strict";${lines.join(';')}})();</script>\n`;
}

/** An inline SVG illustration. */
function svgBlock(r: () => number): string {
  const paths = Array.from({ length: between(r, 10, 50) }, () => {
    const pts = Array.from({ length: 8 }, () => `${between(r, 0, 640)} ${between(r, 0, 360)}`);
    return `<path d="M${pts[0]} C${pts.slice(1, 4).join(', ')} S${pts.slice(4, 6).join(', ')} L${pts[7]} Z" fill="#${between(r, 0, 0xffffff).toString(16).padStart(6, '0')}" opacity="0.${between(r, 1, 9)}"/>`;
  });
  return `<figure class="illustration"><svg viewBox="0 0 640 360" xmlns="http://www.w3.org/2000/svg" role="img">${paths.join('')}</svg></figure>\n`;
}

/** Inline critical CSS. */
function styleBlock(r: () => number): string {
  const rules = Array.from(
    { length: between(r, 20, 80) },
    () =>
      `.${pick(r, WORDS)}-${pick(r, WORDS)}{display:${pick(r, ['flex', 'grid', 'block'])};margin:${between(r, 0, 48)}px ${between(r, 0, 48)}px;color:#${between(r, 0, 0xffffff).toString(16).padStart(6, '0')};font-size:${between(r, 12, 48)}px}`,
  );
  return `<style>${rules.join('')}</style>\n`;
}

/** The blocks pages are assembled from: built once, shared by every page. */
const BLOCKS: Buffer[] = (() => {
  const r = random(0xb10c5);
  const kinds = [textSection, textSection, textSection, textSection, cardGrid, cardGrid, stateScript, codeScript, svgBlock, styleBlock];
  return Array.from({ length: 240 }, () => Buffer.from(pick(r, kinds)(r), 'latin1'));
})();

/** Text for the last few bytes of a page, so that its size is exactly the planned one. */
const FILLER = (() => {
  const r = random(7);
  return Buffer.from(Array.from({ length: 1000 }, () => sentence(r)).join(' '), 'latin1');
})();

export interface SitePage {
  path: string;
  bytes: number;
  /** linked from the home page's navigation; otherwise listed in the sitemap only */
  inNav: boolean;
}

export interface SitePlan {
  index: number;
  host: string;
  name: string;
  homeBytes: number;
  /** the further pages, 1 to 3 listings and the about page: what partner-page discovery finds and the crawl fetches */
  pages: SitePage[];
}

/** What site `i` is: its name, its pages and their sizes (uniform in 50-300 KB), from the seed. */
export function sitePlan(i: number, seed = DEFAULT_SEED): SitePlan {
  const r = random(hash(seed, i));
  const name = `${pick(r, NAME_A)}${pick(r, NAME_B)} ${pick(r, NAME_C)}`.trim();
  const size = () => between(r, PAGE_MIN_BYTES, PAGE_MAX_BYTES);
  const homeBytes = size();
  const n = between(r, 1, 3);
  const pages: SitePage[] = [{ path: '/partners', bytes: size(), inNav: true }];
  if (n >= 2) pages.push({ path: '/integrations', bytes: size(), inNav: true });
  if (n >= 3) pages.push({ path: '/partners/technology', bytes: size(), inNav: false });
  // linked from the navigation as "Company" (nav below), not as a partner link
  pages.push({ path: '/about', bytes: size(), inNav: false });
  return { index: i, host: siteHost(i), name, homeBytes, pages };
}

function head(plan: SitePlan, title: string, r: () => number): string {
  return (
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${title}</title><meta name="description" content="${sentence(r)}">` +
    `<meta property="og:site_name" content="${plan.name}"><meta property="og:title" content="${title}">` +
    `<meta property="og:image" content="https://${plan.host}/assets/og.png"><meta name="twitter:card" content="summary_large_image">` +
    `<link rel="canonical" href="https://${plan.host}/"><link rel="icon" href="/favicon.ico">` +
    `<link rel="stylesheet" href="/assets/main.${hash(plan.host).toString(16)}.css"><link rel="preload" href="/assets/inter.woff2" as="font" crossorigin>` +
    `<script async src="https://www.googletagmanager.com/gtag/js?id=G-${hash(plan.host, 'ga').toString(36).toUpperCase()}"></script>` +
    `</head>\n`
  );
}

function nav(plan: SitePlan): string {
  const partnerLinks = plan.pages
    .filter((p) => p.inNav)
    .map((p) => `<li><a href="${p.path}">${p.path === '/partners' ? 'Partners' : 'Integrations'}</a></li>`)
    .join('');
  return (
    `<body><header class="site-header"><div class="container"><a class="logo" href="/" aria-label="${plan.name} home">${plan.name}</a>` +
    `<nav class="main-nav" aria-label="Main"><ul><li><a href="/product">Product</a></li><li><a href="/pricing">Pricing</a></li>` +
    `<li><a href="/customers">Customers</a></li>${partnerLinks}<li><a href="/about">Company</a></li><li><a href="/blog">Blog</a></li></ul></nav>` +
    `<a class="button button--primary" href="/signup">Start free trial</a></div></header>\n<main id="content">\n`
  );
}

function footer(plan: SitePlan): string {
  const cols = [
    ['Product', ['/product', '/pricing', '/security', '/changelog']],
    ['Company', ['/about', '/careers', '/press', '/contact']],
    ['Resources', ['/blog', '/docs', '/guides', '/status']],
  ] as const;
  const html = cols
    .map(
      ([title, links]) =>
        `<div class="footer-col"><h4>${title}</h4><ul>${links.map((l) => `<li><a href="${l}">${l.slice(1)}</a></li>`).join('')}</ul></div>`,
    )
    .join('');
  return (
    `</main>\n<footer class="site-footer"><div class="container grid grid--4">${html}</div>` +
    `<p class="legal">&copy; 2026 ${plan.name}, Inc. <a href="/privacy">Privacy</a> <a href="/terms">Terms</a></p></footer>\n` +
    `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config","G-${hash(plan.host, 'ga').toString(36).toUpperCase()}");</script>\n` +
    `</body></html>\n`
  );
}

/** A partner or integration directory: cards naming other companies, linking off-site. */
function directory(plan: SitePlan, r: () => number): string {
  const cards = Array.from({ length: between(r, 12, 40) }, () => {
    const other = `${pick(r, NAME_A)}${pick(r, NAME_B)}`;
    return `<li class="directory-card"><a href="https://www.${other.toLowerCase()}.com/" rel="noopener"><img src="/assets/logos/${other.toLowerCase()}.svg" alt="${other}"><span>${other}</span></a><p>${sentence(r)}</p></li>`;
  });
  return `<section class="directory"><div class="container"><h1>${plan.name} directory</h1><ul class="directory-grid">${cards.join('')}</ul></div></section>\n`;
}

/** The body of one HTML page of a site, exactly its planned size. */
export function renderPage(plan: SitePlan, path: string, bytes: number): Buffer {
  const r = random(hash(plan.host, path));
  const title =
    path === '/'
      ? `${plan.name} | ${sentence(r, 5).slice(0, -1)}`
      : `${path === '/integrations' ? 'Integrations' : path === '/about' ? 'About us' : 'Partners'} | ${plan.name}`;
  const listing = path !== '/' && path !== '/about';
  const parts: Buffer[] = [Buffer.from(head(plan, title, r) + nav(plan) + (listing ? directory(plan, r) : ''), 'latin1')];
  const end = Buffer.from(footer(plan), 'latin1');
  let size = parts[0]!.length + end.length;
  for (let tries = 0; tries < 50;) {
    const block = pick(r, BLOCKS);
    if (size + block.length > bytes) {
      tries++;
      continue;
    }
    parts.push(block);
    size += block.length;
  }
  // The rest, short of one block, as a comment: the page is then its planned size to within 10 bytes.
  if (bytes - size >= 10) parts.push(Buffer.from('<!-- '), FILLER.subarray(0, bytes - size - 10), Buffer.from(' -->\n'));
  parts.push(end);
  return Buffer.concat(parts);
}

function robotsTxt(plan: SitePlan): string {
  return `User-agent: *\nDisallow: /admin/\nDisallow: /cart\nAllow: /\n\nSitemap: https://${plan.host}/sitemap.xml\n`;
}

function sitemapXml(plan: SitePlan): string {
  const r = random(hash(plan.host, 'sitemap'));
  const paths = ['/', '/product', '/pricing', '/customers', '/careers', '/blog', ...plan.pages.map((p) => p.path)];
  for (let i = 0, n = between(r, 10, 40); i < n; i++) paths.push(`/${pick(r, LINK_DIRS)}/${slug(r)}`);
  const urls = paths.map(
    (p) => `<url><loc>https://${plan.host}${p}</loc><lastmod>2026-11-${String(between(r, 1, 24)).padStart(2, '0')}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export type RequestKind = 'robots' | 'home' | 'sitemap' | 'page' | 'not_found';

/** What the sites saw since the last reset. */
export interface FixtureStats {
  requests: Record<RequestKind, number>;
  /** body bytes sent, by kind */
  bytes: Record<RequestKind, number>;
  hosts: number;
  /** hosts whose requests were exactly their documents (robots.txt, home, sitemap, the planned pages), each once */
  hostsAsPlanned: number;
  /** the same document of a host requested more than once */
  repeatedDocuments: number;
  /** per host: the least time from the end of one response to the arrival of the next request (ms) */
  minGapMs: number | null;
  /** per host: the least time between two request arrivals (ms) */
  minStartGapMs: number | null;
  /**
   * requests that arrived less than 1 s after the host's previous request arrived, or while it was in flight. (The
   * crawler's rule is 1 s from the end of the previous response as the crawler saw it; the server sees that end a
   * little earlier or later than the crawler, by its own event loop, so the end-to-start gap is reported, not counted.)
   */
  gapsUnder1s: number;
  maxInFlightPerHost: number;
  maxInFlightTotal: number;
  /** ms between the first request and the end of the last response */
  spanMs: number;
  cpuMs: { user: number; system: number };
}

interface HostState {
  inFlight: number;
  lastStart: number;
  lastEnd: number;
  paths: string[];
}

/** The fixture web: a node:http server and its request log. */
export class BenchWeb {
  origin = '';
  private readonly server = createServer({ keepAliveTimeout: 5000 }, (req, res) => this.answer(req, res));
  private hosts = new Map<string, HostState>();
  private requests = zero();
  private bytes = zero();
  private minGap = Infinity;
  private minStartGap = Infinity;
  private gapsUnder1s = 0;
  private maxPerHost = 0;
  private inFlight = 0;
  private maxTotal = 0;
  private first = 0;
  private last = 0;
  private cpu = process.cpuUsage();
  private readonly plans = new Map<number, SitePlan>();

  constructor(
    private readonly count = SITE_COUNT,
    private readonly seed = DEFAULT_SEED,
  ) {}

  async start(port = 0): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', 1024, resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  reset(): void {
    this.hosts = new Map();
    this.requests = zero();
    this.bytes = zero();
    this.minGap = this.minStartGap = Infinity;
    this.gapsUnder1s = this.maxPerHost = this.maxTotal = 0;
    this.first = this.last = 0;
    this.cpu = process.cpuUsage();
  }

  stats(): FixtureStats {
    let asPlanned = 0;
    let repeated = 0;
    for (const [host, state] of this.hosts) {
      const i = siteIndex(host, this.count);
      const expected = i === null ? [] : ['/robots.txt', '/', '/sitemap.xml', ...this.plan(i).pages.map((p) => p.path)];
      const distinct = new Set(state.paths);
      repeated += state.paths.length - distinct.size;
      if (state.paths.length === expected.length && expected.every((p) => distinct.has(p))) asPlanned++;
    }
    const cpu = process.cpuUsage(this.cpu);
    return {
      requests: { ...this.requests },
      bytes: { ...this.bytes },
      hosts: this.hosts.size,
      hostsAsPlanned: asPlanned,
      repeatedDocuments: repeated,
      minGapMs: Number.isFinite(this.minGap) ? round(this.minGap) : null,
      minStartGapMs: Number.isFinite(this.minStartGap) ? round(this.minStartGap) : null,
      gapsUnder1s: this.gapsUnder1s,
      maxInFlightPerHost: this.maxPerHost,
      maxInFlightTotal: this.maxTotal,
      spanMs: round(this.last - this.first),
      cpuMs: { user: round(cpu.user / 1000), system: round(cpu.system / 1000) },
    };
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private plan(i: number): SitePlan {
    let plan = this.plans.get(i);
    if (!plan) this.plans.set(i, (plan = sitePlan(i, this.seed)));
    return plan;
  }

  private answer(req: IncomingMessage, res: ServerResponse): void {
    const now = performance.now();
    const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    const path = (req.url ?? '/').split('?', 1)[0]!;
    if (this.first === 0) this.first = now;
    let state = this.hosts.get(host);
    if (!state) this.hosts.set(host, (state = { inFlight: 0, lastStart: -Infinity, lastEnd: -Infinity, paths: [] }));
    if (state.paths.length > 0) {
      if (state.inFlight === 0) this.minGap = Math.min(this.minGap, now - state.lastEnd);
      if (state.inFlight > 0 || now - state.lastStart < 1000) this.gapsUnder1s++;
      this.minStartGap = Math.min(this.minStartGap, now - state.lastStart);
    }
    state.paths.push(path);
    state.lastStart = now;
    state.inFlight++;
    this.inFlight++;
    this.maxPerHost = Math.max(this.maxPerHost, state.inFlight);
    this.maxTotal = Math.max(this.maxTotal, this.inFlight);
    const s = state;
    res.once('close', () => {
      const end = performance.now();
      s.inFlight--;
      this.inFlight--;
      s.lastEnd = end;
      this.last = Math.max(this.last, end);
    });

    const i = siteIndex(host, this.count);
    const plan = i === null ? undefined : this.plan(i);
    let kind: RequestKind = 'not_found';
    let type = 'text/html; charset=utf-8';
    let body: Buffer = Buffer.from('<!doctype html><title>Not found</title><h1>Not found</h1>');
    if (plan && path === '/robots.txt') {
      kind = 'robots';
      type = 'text/plain; charset=utf-8';
      body = Buffer.from(robotsTxt(plan));
    } else if (plan && path === '/') {
      kind = 'home';
      body = renderPage(plan, '/', plan.homeBytes);
    } else if (plan && path === '/sitemap.xml') {
      kind = 'sitemap';
      type = 'application/xml; charset=utf-8';
      body = Buffer.from(sitemapXml(plan));
    } else {
      const page = plan?.pages.find((p) => p.path === path);
      if (plan && page) {
        kind = 'page';
        body = renderPage(plan, page.path, page.bytes);
      }
    }
    this.requests[kind]++;
    this.bytes[kind] += body.length;
    res.writeHead(kind === 'not_found' ? 404 : 200, {
      'content-type': type,
      'content-length': body.length,
      'cache-control': 'max-age=600',
    });
    res.end(body);
  }
}

function zero(): Record<RequestKind, number> {
  return { robots: 0, home: 0, sitemap: 0, page: 0, not_found: 0 };
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

function argument(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}

async function main(): Promise<void> {
  const web = await new BenchWeb(argument('sites', SITE_COUNT), argument('seed', DEFAULT_SEED)).start(argument('port', 0));
  process.stdout.write(`listening ${web.origin}\n`);
  process.on('message', (m: { cmd: 'stats' | 'reset' | 'stop' }) => {
    if (m.cmd === 'reset') {
      web.reset();
      process.send!({ ok: true });
    } else if (m.cmd === 'stats') process.send!(web.stats());
    else void web.close().then(() => process.exit(0));
  });
  // The benchmark that started this process is gone: so is this one.
  process.on('disconnect', () => process.exit(0));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
