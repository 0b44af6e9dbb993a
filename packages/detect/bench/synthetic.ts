/**
 * Synthetic 500 KB pages for the benchmark: original markup (a marketing site's home page: head, navigation,
 * long sections, inline state and styles, footer), with signatures of randomly chosen technologies planted in
 * it, each generated at run time from one of that technology's own patterns in the installed data.
 */
import { parseSelector } from '../src/selector.js';
import type { PageInput } from '../src/types.js';
import { mulberry32 } from '../src/random.js';
import { sampleMatch } from '../src/regex-sample.js';

export interface SyntheticPage {
  page: PageInput;
  /** the technologies planted, and how */
  planted: { name: string; kind: string }[];
}

const WORDS = (
  'account adopt agile align analytics annual answer approach audience balance benefit budget build capture ' +
  'catalog channel clarity client cloud collect compare connect context convert count craft customer data deliver ' +
  'design detail digital discover document domain draft effort engage enterprise estimate event expand feature ' +
  'feedback field figure focus forecast forward framework funnel goal growth guide handle impact improve insight ' +
  'journey launch layer lead learn level market measure method metric model monitor network offer onboard option ' +
  'order outcome partner pattern pipeline plan platform portal practice predict pricing process product profile ' +
  'project publish quality quarter reach record region report request resource result retain review revenue route ' +
  'sample scale schedule scope score segment service share signal source stack stage strategy stream support ' +
  'survey system target team template test timeline track trend trust update usage value vendor version view ' +
  'volume workflow workspace'
).split(' ');

function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function sentence(random: () => number, n: number): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(WORDS[Math.floor(random() * WORDS.length)]!);
  const s = out.join(' ');
  return s[0]!.toUpperCase() + s.slice(1) + '.';
}

function hash(random: () => number): string {
  return Math.floor(random() * 0xffffffff)
    .toString(16)
    .padStart(8, '0');
}

/** The page's own markup around the planted parts. */
function basePage(random: () => number, size: number, plants: Plants): string {
  const head: string[] = [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${sentence(random, 5)}</title>`,
    `<meta name="description" content="${sentence(random, 18)}">`,
    '<meta property="og:type" content="website">',
    '<link rel="canonical" href="https://www.northwind-bench.test/">',
    `<link rel="preload" href="/assets/fonts/inter-${hash(random)}.woff2" as="font" crossorigin>`,
    `<link rel="stylesheet" href="/assets/css/main.${hash(random)}.css">`,
    ...plants.head,
    `<style>${criticalCss(random)}${plants.css.join('\n')}</style>`,
    `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Northwind","url":"https://www.northwind-bench.test/"}</script>`,
    `<script src="/assets/js/runtime.${hash(random)}.js" defer></script>`,
    `<script src="/assets/js/vendor.${hash(random)}.js" defer></script>`,
    ...plants.scriptTags,
    '</head>',
  ];
  const body: string[] = ['<body class="page page-home">', navigation(random)];
  let length = head.join('\n').length + body.join('\n').length;
  const planted = [...plants.body];
  let section = 0;
  while (length < size - 12_000) {
    section++;
    const part =
      contentSection(random, section) + (planted.length > 0 && section % 3 === 0 ? `\n<div class="plant">${planted.shift()}</div>` : '');
    body.push(part);
    length += part.length + 1;
    if (section === 10) {
      const state = appState(random);
      body.push(state);
      length += state.length + 1;
    }
  }
  body.push(...planted.map((p) => `<div class="plant">${p}</div>`));
  body.push(...plants.inlineScripts.map((s) => `<script>${s}</script>`));
  body.push(footer(random), '</body>', '</html>');
  return [...head, ...body].join('\n');
}

function criticalCss(random: () => number): string {
  const rules: string[] = [];
  for (let i = 0; i < 160; i++) {
    rules.push(
      `.nw-${WORDS[i % WORDS.length]}-${i}{margin:${Math.floor(random() * 32)}px;padding:${Math.floor(random() * 24)}px;color:#${hash(random).slice(0, 6)}}`,
    );
  }
  return rules.join('');
}

function navigation(random: () => number): string {
  const links = Array.from(
    { length: 28 },
    (_, i) =>
      `<li class="nav-item"><a class="nav-link" href="/${WORDS[(i * 7) % WORDS.length]}">${sentence(random, 2).slice(0, -1)}</a></li>`,
  );
  return `<header class="site-header"><nav class="nav" aria-label="Main"><ul class="nav-list">${links.join('')}</ul></nav></header>`;
}

function contentSection(random: () => number, n: number): string {
  const paragraphs = Array.from({ length: 4 }, () => `<p class="lead">${sentence(random, 24)} ${sentence(random, 18)}</p>`).join('');
  const items = Array.from(
    { length: 5 },
    () => `<li><span class="icon icon-check" aria-hidden="true"></span>${sentence(random, 7)}</li>`,
  ).join('');
  return (
    `<section class="block block-${n % 9}" id="section-${n}"><div class="container"><h2 class="block-title">${sentence(random, 6)}</h2>${paragraphs}` +
    `<ul class="checklist">${items}</ul><figure class="media"><img src="/assets/img/${hash(random)}.webp" srcset="/assets/img/${hash(random)}@2x.webp 2x" alt="${sentence(random, 4)}" loading="lazy" width="640" height="360"></figure>` +
    `<a class="button button-primary" href="/demo?from=section-${n}&amp;plan=${n % 4}">${sentence(random, 3)}</a></div></section>`
  );
}

function appState(random: () => number): string {
  const records = Array.from(
    { length: 420 },
    (_, i) =>
      `{"id":${i},"slug":"${WORDS[i % WORDS.length]}-${i}","title":"${sentence(random, 6)}","score":${Math.floor(random() * 1000)}}`,
  );
  return `<script>window.__NW_STATE__={"records":[${records.join(',')}]};</script>`;
}

function footer(random: () => number): string {
  const columns = Array.from(
    { length: 6 },
    (_, c) =>
      `<div class="footer-col"><h3>${sentence(random, 2).slice(0, -1)}</h3><ul>${Array.from({ length: 12 }, (_, i) => `<li><a href="/${WORDS[(c * 12 + i) % WORDS.length]}">${sentence(random, 2).slice(0, -1)}</a></li>`).join('')}</ul></div>`,
  );
  return `<footer class="site-footer"><div class="footer-grid">${columns.join('')}</div><form class="newsletter" action="/subscribe" method="post"><input type="email" name="email" placeholder="you@company.test"><button type="submit">Subscribe</button></form></footer>`;
}

interface Plants {
  head: string[];
  scriptTags: string[];
  css: string[];
  body: string[];
  inlineScripts: string[];
  headers: Record<string, string>;
  cookies: string[];
}

type Spec = Record<string, unknown>;

/** Plants one signature of a technology; returns the kind used, or null when none could be generated. */
function plant(spec: Spec, plants: Plants, random: () => number): string | null {
  const list = (v: unknown): string[] =>
    Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' ? [v] : [];
  const named = (v: unknown): [string, string][] =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.entries(v as Record<string, unknown>).flatMap(([k, p]) => list(p).map((x): [string, string] => [k, x]))
      : [];
  const gen = (p: string) => sampleMatch(p.split('\\;')[0]!, random);
  const kinds: [string, () => boolean][] = [];
  for (const p of list(spec.scriptSrc)) {
    kinds.push([
      'scriptSrc',
      () => {
        const s = gen(p);
        if (s === null || /["<>\s]/.test(s)) return false;
        const src = /^(?:https?:)?\/\//i.test(s) || s.startsWith('/') ? s : `https://static.northwind-bench.test/${s}`;
        const regex = new RegExp(p.split('\\;')[0]!, 'i');
        if (!regex.test(new URL(src, 'https://www.northwind-bench.test/').href)) return false;
        plants.scriptTags.push(`<script src="${escapeAttr(src)}" async></script>`);
        return true;
      },
    ]);
  }
  // an html signature that opens a comment is closed, so that it does not hide the rest of the page
  const closed = (s: string) => (s.lastIndexOf('<!--') > s.lastIndexOf('-->') ? `${s} -->` : s);
  for (const p of list(spec.html))
    kinds.push(['html', () => push(plants.body, gen(p), (s) => !/<\/?(?:script|style|textarea|title)/i.test(s), closed)]);
  for (const p of list(spec.scripts)) kinds.push(['scripts', () => push(plants.inlineScripts, gen(p), (s) => !/<\/script/i.test(s))]);
  for (const p of list(spec.text))
    kinds.push([
      'text',
      () =>
        push(
          plants.body,
          gen(p),
          () => true,
          (s) => `<p>${escapeText(s)}</p>`,
        ),
    ]);
  for (const p of list(spec.css))
    kinds.push([
      'css',
      () =>
        push(
          plants.css,
          gen(p),
          (s) => !/<\/style/i.test(s),
          (s) => `${s}{display:block}`,
        ),
    ]);
  for (const [key, p] of named(spec.meta)) {
    kinds.push([
      'meta',
      () =>
        push(
          plants.head,
          gen(p),
          () => true,
          (s) => `<meta name="${escapeAttr(key)}" content="${escapeAttr(s)}">`,
        ),
    ]);
  }
  for (const [key, p] of named(spec.headers)) {
    kinds.push([
      'headers',
      () => {
        const s = gen(p);
        const name = key.trim().toLowerCase();
        if (s === null || /[\r\n]/.test(s) || /[^\x20-\x7e]/.test(key) || name === 'set-cookie' || name in plants.headers) return false;
        plants.headers[name] = s;
        return true;
      },
    ]);
  }
  for (const [key, p] of named(spec.cookies)) {
    kinds.push([
      'cookies',
      () => {
        const s = gen(p);
        if (s === null || /[;\r\n]/.test(s) || /[=;\s]/.test(key)) return false;
        plants.cookies.push(`${key}=${s}`);
        return true;
      },
    ]);
  }
  const dom = spec.dom;
  const selectors: [string, Record<string, unknown>][] = Array.isArray(dom)
    ? dom.filter((s): s is string => typeof s === 'string').map((s) => [s, {}])
    : typeof dom === 'string'
      ? [[dom, {}]]
      : dom && typeof dom === 'object'
        ? Object.entries(dom as Record<string, Record<string, unknown>>)
        : [];
  for (const [selector, checks] of selectors)
    kinds.push(['dom', () => push(plants.body, element(selector.split('\\;')[0]!, checks, random), () => true)]);
  // try the kinds in a random order until one plants
  while (kinds.length > 0) {
    const [kind, attempt] = kinds.splice(Math.floor(random() * kinds.length), 1)[0]!;
    if (attempt()) return kind;
  }
  return null;
}

function push(target: string[], s: string | null, ok: (s: string) => boolean, wrap: (s: string) => string = (x) => x): boolean {
  if (s === null || s === '' || !ok(s)) return false;
  target.push(wrap(s));
  return true;
}

const VOID = new Set(['img', 'input', 'link', 'meta', 'br', 'hr', 'source', 'embed']);

/** An element matching a simple selector and its attribute checks (null for selectors we cannot build). */
function element(selector: string, checks: Record<string, unknown>, random: () => number): string | null {
  const parsed = parseSelector(selector);
  if (!parsed || !parsed.simple || checks.text !== undefined || checks.properties !== undefined) return null;
  const c = parsed.members[0]![0]!;
  const tag = c.tag ?? 'div';
  if (['script', 'style', 'meta', 'link', 'title', 'html', 'head', 'body'].includes(tag)) return null;
  const attrs = new Map<string, string>();
  if (c.ids[0]) attrs.set('id', c.ids[0]);
  if (c.classes.length > 0) attrs.set('class', c.classes.join(' '));
  for (const a of c.attributes) {
    const v = a.op === '' ? 'x' : a.op === '*=' ? `x${a.value}x` : a.op === '^=' ? `${a.value}x` : a.op === '$=' ? `x${a.value}` : a.value;
    attrs.set(a.name, v);
  }
  const checked =
    checks.attributes && typeof checks.attributes === 'object' ? Object.entries(checks.attributes as Record<string, string>) : [];
  for (const [name, p] of checked) {
    const s = sampleMatch(p.split('\\;')[0]!, random);
    if (s === null) return null;
    const existing = attrs.get(name);
    attrs.set(name, existing ? `${existing} ${s}` : s);
  }
  const rendered = [...attrs].map(([k, v]) => ` ${k}="${escapeAttr(v)}"`).join('');
  return VOID.has(tag) ? `<${tag}${rendered}>` : `<${tag}${rendered}></${tag}>`;
}

/** Builds `count` pages of about `size` characters, each with `perPage` planted technologies. */
export function buildPages(
  technologies: Record<string, unknown>,
  count: number,
  size: number,
  perPage: number,
  seed: number,
): SyntheticPage[] {
  const random = mulberry32(seed);
  const names = Object.keys(technologies).sort();
  const pages: SyntheticPage[] = [];
  for (let p = 0; p < count; p++) {
    const plants: Plants = { head: [], scriptTags: [], css: [], body: [], inlineScripts: [], headers: {}, cookies: [] };
    const planted: { name: string; kind: string }[] = [];
    const chosen = new Set<string>();
    for (let tries = 0; planted.length < perPage && tries < perPage * 20; tries++) {
      const name = names[Math.floor(random() * names.length)]!;
      if (chosen.has(name)) continue;
      const spec = technologies[name] as Spec;
      const kind = plant(spec, plants, random);
      if (!kind) continue;
      chosen.add(name);
      planted.push({ name, kind });
    }
    const html = basePage(random, size, plants);
    const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8', ...plants.headers };
    if (plants.cookies.length > 0) headers['set-cookie'] = plants.cookies.join('\n');
    pages.push({ page: { url: `https://www.northwind-bench.test/p${p}`, status: 200, headers, html }, planted });
  }
  return pages;
}
