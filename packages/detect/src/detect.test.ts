import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { compileFingerprints, detect } from './index.js';
import type { Detection, PageInput } from './types.js';

// Small fingerprint sets of our own, in the format's shape (never the installed data).
const categories = {
  '1': { name: 'CMS' },
  '6': { name: 'Ecommerce' },
  '10': { name: 'Analytics' },
  '27': { name: 'Programming languages' },
};

function setOf(technologies: Record<string, unknown>) {
  const entries = Object.entries(technologies).map(([name, spec]) => [
    name,
    { cats: [1], website: 'https://acme.test', ...(spec as object) },
  ]);
  return compileFingerprints({ technologies: Object.fromEntries(entries), categories });
}

function page(over: Partial<PageInput> = {}): PageInput {
  return {
    url: 'https://www.acme.test/',
    headers: {},
    html: '<!doctype html><html><head></head><body><p>Hello</p></body></html>',
    ...over,
  };
}

function html(head: string, body = ''): string {
  return `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
}

function find(found: Detection[], name: string): Detection {
  const d = found.find((x) => x.name === name);
  assert.ok(d, `${name} detected (found: ${found.map((x) => x.name).join(', ') || 'nothing'})`);
  return d;
}

function names(found: Detection[]): string[] {
  return found.map((d) => d.name).sort();
}

describe('signals', () => {
  test('headers: any case of the name, version from the value, presence with an empty pattern', () => {
    const set = setOf({
      Acme: { headers: { 'X-Powered-By': '^AcmeServer/([\\d.]+)\\;version:\\1' } },
      Cache: { headers: { 'X-Acme-Cache': '' } },
    });
    const found = detect(set, [page({ headers: { 'x-powered-by': 'AcmeServer/2.1.4', 'X-ACME-CACHE': 'HIT' } })]);
    const acme = find(found, 'Acme');
    assert.equal(acme.version, '2.1.4');
    assert.equal(acme.confidence, 100);
    assert.deepEqual(acme.evidence, [{ source: 'headers', url: 'https://www.acme.test/', matched: 'x-powered-by: AcmeServer/2.1.4' }]);
    find(found, 'Cache');
  });

  test('cookies: from set-cookie lines or given, the evidence names the cookie but never its value', () => {
    const set = setOf({ Shop: { cookies: { acme_session: '' } }, Cart: { cookies: { cart_v: '^(\\d+)$\\;version:\\1' } } });
    const fromHeader = detect(set, [page({ headers: { 'set-cookie': 'acme_session=s3cr3t; Path=/; HttpOnly\ncart_v=7; Path=/' } })]);
    assert.deepEqual(find(fromHeader, 'Shop').evidence, [{ source: 'cookies', url: 'https://www.acme.test/', matched: 'acme_session' }]);
    assert.equal(find(fromHeader, 'Cart').version, '7');
    assert.deepEqual(names(detect(set, [page({ cookies: { ACME_SESSION: 'x' } })])), ['Shop']);
  });

  test('meta: by name or property, any case', () => {
    const set = setOf({
      AcmeCMS: { meta: { generator: '^AcmeCMS ([\\d.]+)\\;version:\\1' } },
      Social: { meta: { 'og:site_name': 'AcmeSocial' } },
    });
    const found = detect(set, [
      page({ html: html('<meta name="Generator" content="AcmeCMS 3.2"><meta property="og:site_name" content="AcmeSocial">') }),
    ]);
    assert.equal(find(found, 'AcmeCMS').version, '3.2');
    assert.equal(find(found, 'AcmeCMS').evidence[0]!.matched, 'generator: AcmeCMS 3.2');
    find(found, 'Social');
  });

  test('html: the pattern runs on the markup; the evidence is the match', () => {
    const set = setOf({ Root: { html: ['<div[^>]+id="acme-root"'] } });
    const found = detect(set, [page({ html: html('', '<div class="x" id="acme-root"></div>') })]);
    assert.deepEqual(find(found, 'Root').evidence, [
      { source: 'html', url: 'https://www.acme.test/', matched: '<div class="x" id="acme-root"' },
    ]);
  });

  test('scriptSrc: script URLs resolved against the page', () => {
    const set = setOf({
      Lib: { scriptSrc: ['acme-lib-([\\d.]+)(?:\\.min)?\\.js\\;version:\\1'] },
      Cdn: { scriptSrc: ['^https://cdn\\.acme\\.test/'] },
    });
    const found = detect(set, [
      page({ html: html('<script src="/static/acme-lib-1.4.2.min.js"></script><script src="//cdn.acme.test/x.js"></script>') }),
    ]);
    assert.equal(find(found, 'Lib').version, '1.4.2');
    assert.deepEqual(find(found, 'Lib').evidence[0], {
      source: 'script_src',
      url: 'https://www.acme.test/',
      matched: 'https://www.acme.test/static/acme-lib-1.4.2.min.js',
    });
    find(found, 'Cdn');
  });

  test('scripts: inline code and fetched script files; not text outside scripts', () => {
    const set = setOf({ Config: { scripts: ['AcmeConfig\\s*=\\s*\\{v:\\s*"([\\d.]+)"\\;version:\\1'] } });
    const inline = detect(set, [page({ html: html('', '<script>window.AcmeConfig = {v: "5.0"}</script>') })]);
    assert.equal(find(inline, 'Config').version, '5.0');
    assert.equal(find(inline, 'Config').evidence[0]!.source, 'scripts');
    const file = detect(set, [page({ scripts: [{ url: 'https://www.acme.test/app.js', content: 'var AcmeConfig={v:"6.1"};' }] })]);
    assert.deepEqual(find(file, 'Config').evidence[0], {
      source: 'scripts',
      url: 'https://www.acme.test/app.js',
      matched: 'AcmeConfig={v:"6.1"',
    });
    assert.deepEqual(names(detect(set, [page({ html: html('', '<p>AcmeConfig = {v: "5.0"}</p>') })])), []);
  });

  test('url', () => {
    const set = setOf({ Hosted: { url: ['^https?://[^/]+\\.acmeshop\\.test'] } });
    assert.deepEqual(detect(set, [page({ url: 'https://store.acmeshop.test/cart' })])[0]!.evidence, [
      { source: 'url', url: 'https://store.acmeshop.test/cart', matched: 'https://store.acmeshop.test/cart' },
    ]);
  });

  test('dom: existence, attributes with versions, text, combinators, tags on the selector', () => {
    const set = setOf({
      Assets: { dom: ["link[href*='/acme-assets/']"] },
      Versioned: { dom: { '[data-acme-version]': { attributes: { 'data-acme-version': '^([\\d.]+)$\\;version:\\1' } } } },
      Pay: { dom: { 'button.acme-pay': { text: 'Pay with Acme' } } },
      Credit: { dom: { 'footer > p.credit': { text: 'Built on Acme' } } },
      Login: { dom: ['form#acme-login\\;confidence:40'] },
      Escaped: { dom: ["iframe[src*='player\\.acme\\.test']"] },
    });
    const found = detect(set, [
      page({
        html: html(
          '<link rel="stylesheet" href="/acme-assets/main.css">',
          '<div data-acme-version="4.2.0"></div><button class="btn acme-pay" type="button">Pay with <b>Acme</b></button>' +
            '<footer><p class="credit">Built on Acme</p></footer><form id="acme-login"></form><iframe src="https://player.acme.test/v/1"></iframe>',
        ),
      }),
    ]);
    assert.deepEqual(find(found, 'Assets').evidence[0], {
      source: 'dom',
      url: 'https://www.acme.test/',
      matched: "link[href*='/acme-assets/']",
    });
    assert.equal(find(found, 'Versioned').version, '4.2.0');
    find(found, 'Pay');
    find(found, 'Credit');
    assert.equal(find(found, 'Login').confidence, 40);
    find(found, 'Escaped');
  });

  test('dom: selectors beyond compounds go to a DOM, and only when each compound has an element', () => {
    const set = setOf({
      Credit: { dom: { 'footer > p.credit': { text: 'Built on Acme' } } },
      Pseudo: { dom: ["a:not(.internal)[href*='acme-pay.test']"] },
    });
    const credit = html('', '<footer><p class="credit">Built on Acme</p></footer>');
    assert.deepEqual(names(detect(set, [page({ html: credit })])), ['Credit']);
    assert.deepEqual(names(detect(set, [page({ html: credit.replace('<footer>', '<div>').replace('</footer>', '</div>') })])), []);
    assert.deepEqual(names(detect(set, [page({ html: html('', '<p class="nocredit">Built on Acme</p>') })])), []);
    assert.deepEqual(names(detect(set, [page({ html: html('', '<a class="ext" href="https://acme-pay.test/checkout">Pay</a>') })])), [
      'Pseudo',
    ]);
    assert.deepEqual(
      names(detect(set, [page({ html: html('', '<a class="internal" href="https://acme-pay.test/checkout">Pay</a>') })])),
      [],
    );
  });

  test('dom: on the parsed page, attributes read as cheerio reads them, and jQuery extensions work', () => {
    const set = setOf({
      Checked: { dom: { 'form > input.acme-opt': { attributes: { checked: '^checked$' } } } },
      Plan: { dom: { 'select > option.acme-plan': { attributes: { value: '^Acme Pro$' } } } },
      Box: { dom: { 'form > input.acme-box': { attributes: { value: '^on$' } } } },
      Powered: { dom: ["footer > span:contains('Powered by Acme')"] },
      Sibling: { dom: ['h1 + p.acme-lead'] },
    });
    const body =
      '<form><input class="acme-opt" type="radio" checked="yes"><input class="acme-box" type="checkbox"></form>' +
      '<select><option class="acme-plan">Acme Pro</option></select>' +
      '<footer><span>Powered by Acme</span></footer><h1>Hi</h1><p class="acme-lead">Lead</p>';
    assert.deepEqual(names(detect(set, [page({ html: html('', body) })])), ['Box', 'Checked', 'Plan', 'Powered', 'Sibling']);
    const none = body.replace(' checked="yes"', '').replace('Acme Pro<', 'Other<').replace('type="checkbox"', 'type="text"');
    assert.deepEqual(
      names(detect(set, [page({ html: html('', none.replace('Powered by', 'Made by').replace('</h1>', '</h1><hr>')) })])),
      [],
    );
  });

  test('dom: an element inside a comment or a script string is no element', () => {
    const set = setOf({ Assets: { dom: ["link[href*='/acme-assets/']"] } });
    const hidden = html(
      '<!-- <link href="/acme-assets/a.css"> -->',
      '<script>document.write(\'<link href="/acme-assets/b.css">\')</script>',
    );
    assert.deepEqual(names(detect(set, [page({ html: hidden })])), []);
  });

  test('text: the visible text, across inline tags, not scripts', () => {
    const set = setOf({ Carrier: { text: ['\\bAcme Freight\\b'] } });
    assert.equal(detect(set, [page({ html: html('', '<p>Ships with <b>Acme</b> Freight daily</p>') })])[0]?.evidence[0]?.source, 'html');
    assert.deepEqual(names(detect(set, [page({ html: html('', '<script>var s = "Acme Freight";</script>') })])), []);
  });

  test('text: a phrase is found around its rarest word, a two-letter one too, and not where a word is missing', () => {
    const set = setOf({ Courier: { text: ['\\bZX Parcel\\b'] } });
    const mentions = '<li><a href="mailto:parcel@acme.test">parcel@acme.test</a></li>'.repeat(40);
    const shipped = html('', `<ul>${mentions}</ul><p>Sent by <b>ZX</b> Parcel</p>`);
    assert.deepEqual(names(detect(set, [page({ html: shipped })])), ['Courier']);
    assert.deepEqual(names(detect(set, [page({ html: shipped.replace('<b>ZX</b>', '<b>QY</b>') })])), []);
    // both words frequent: the whole text is read
    const crowded = html('', `${'<p>zx spectrum</p>'.repeat(40)}<ul>${mentions}</ul><p>Sent by ZX&nbsp;Parcel</p>`);
    assert.deepEqual(names(detect(set, [page({ html: crowded })])), ['Courier']);
    assert.deepEqual(names(detect(set, [page({ html: crowded.replace('ZX&nbsp;Parcel', 'ZX Post') })])), []);
  });

  test('css: style blocks in the page and fetched style sheets', () => {
    const set = setOf({ Grid: { css: ['\\.acme-grid\\{'] } });
    assert.equal(detect(set, [page({ html: html('<style>.acme-grid{display:grid}</style>') })])[0]?.evidence[0]?.source, 'html');
    assert.deepEqual(names(detect(set, [page({ css: ['body{margin:0}.acme-grid{gap:1rem}'] })])), ['Grid']);
  });

  test('robots', () => {
    const set = setOf({ Admin: { robots: ['Disallow: /acme-admin/'] } });
    const found = detect(set, [page({ robots: 'User-agent: *\nDisallow: /acme-admin/\n' })]);
    assert.deepEqual(found[0]!.evidence, [
      { source: 'robots', url: 'https://www.acme.test/robots.txt', matched: 'Disallow: /acme-admin/' },
    ]);
  });

  test('dns: MX, TXT and NS records', () => {
    const set = setOf({
      Mail: { dns: { MX: ['mx\\d\\.acmemail\\.test'] } },
      Verify: { dns: { TXT: ['acme-verification='] } },
      Dns: { dns: { NS: ['\\.acmedns\\.test'] } },
    });
    const found = detect(set, [page({ dns: { mx: ['10 mx1.acmemail.test'], txt: ['acme-verification=abc'], ns: ['ns1.acmedns.test'] } })]);
    assert.deepEqual(names(found), ['Dns', 'Mail', 'Verify']);
    assert.deepEqual(find(found, 'Mail').evidence[0], { source: 'dns', url: null, matched: 'MX 10 mx1.acmemail.test' });
  });
});

describe('confidence and versions', () => {
  const set = setOf({
    Weak: { html: ['<i class="weak-one"\\;confidence:40', '<i class="weak-two"\\;confidence:40', '<i class="weak-three"\\;confidence:40'] },
    VersionOnly: { meta: { 'acme-version': '^([\\d.]+)$\\;version:\\1\\;confidence:0' }, html: ['<acme-app'] },
    Versions: { scriptSrc: ['acme-v([\\d.]+)\\.js\\;version:\\1'] },
    Ternary: { html: ['<acme-x( beta)?>\\;version:\\1?next:stable'] },
  });

  test('confidences add up, capped at 100; a pattern counts once across pages', () => {
    assert.equal(detect(set, [page({ html: html('', '<i class="weak-one">') })])[0]!.confidence, 40);
    assert.equal(detect(set, [page({ html: html('', '<i class="weak-one"><i class="weak-two">') })])[0]!.confidence, 80);
    assert.equal(
      detect(set, [page({ html: html('', '<i class="weak-one"><i class="weak-two"><i class="weak-three">') })])[0]!.confidence,
      100,
    );
    const twoPages = detect(set, [
      page({ html: html('', '<i class="weak-one">') }),
      page({ url: 'https://www.acme.test/about', html: html('', '<i class="weak-one">') }),
    ]);
    assert.equal(twoPages[0]!.confidence, 40);
    assert.equal(twoPages[0]!.evidence.length, 2);
  });

  test('a confidence 0 pattern lends a version and nothing else', () => {
    assert.deepEqual(names(detect(set, [page({ html: html('<meta name="acme-version" content="9.1">') })])), []);
    const both = detect(set, [page({ html: html('<meta name="acme-version" content="9.1">', '<acme-app></acme-app>') })]);
    assert.equal(find(both, 'VersionOnly').version, '9.1');
    assert.equal(find(both, 'VersionOnly').confidence, 100);
  });

  test('the most specific version wins; ternaries', () => {
    const found = detect(set, [page({ html: html('<script src="/acme-v2.js"></script><script src="/acme-v2.10.1.js"></script>') })]);
    assert.equal(find(found, 'Versions').version, '2.10.1');
    assert.equal(detect(set, [page({ html: html('', '<acme-x beta>') })])[0]!.version, 'next');
    assert.equal(detect(set, [page({ html: html('', '<acme-x>') })])[0]!.version, 'stable');
  });
});

describe('relations', () => {
  test('implies: confidence capped by the tag, the tag version, chains, evidence naming the implier', () => {
    const set = setOf({
      Shop: { html: ['<acme-shop'], implies: ['Lang\\;confidence:50\\;version:8', 'Db'] },
      Lang: { cats: [27] },
      Db: { implies: ['Os'] },
      Os: {},
    });
    const found = detect(set, [page({ html: html('', '<acme-shop>') })]);
    assert.deepEqual(names(found), ['Db', 'Lang', 'Os', 'Shop']);
    const lang = find(found, 'Lang');
    assert.equal(lang.confidence, 50);
    assert.equal(lang.version, '8');
    assert.deepEqual(lang.evidence, [{ source: 'implied', url: null, matched: 'shop' }]);
    assert.deepEqual(lang.categories, [{ id: 27, name: 'Programming languages' }]);
    assert.deepEqual(find(found, 'Os').evidence, [{ source: 'implied', url: null, matched: 'db' }]);
  });

  test('implies: a technology both seen and implied keeps the higher confidence and both evidences', () => {
    const set = setOf({ Shop: { html: ['<acme-shop'], implies: ['Lang'] }, Lang: { html: ['<acme-lang\\;confidence:30'] } });
    const lang = find(detect(set, [page({ html: html('', '<acme-shop><acme-lang>') })]), 'Lang');
    assert.equal(lang.confidence, 100);
    assert.deepEqual(
      lang.evidence.map((e) => e.source),
      ['html', 'implied'],
    );
  });

  test('excludes: removes, takes the excluded technology\u2019s implications along, and the more confident of two wins', () => {
    const set = setOf({
      Modern: { html: ['<acme-modern'], excludes: ['Legacy'] },
      Legacy: { html: ['<acme-legacy'], implies: ['Plugin'] },
      Plugin: {},
      Left: { html: ['<acme-left'], excludes: ['Right'] },
      Right: { html: ['<acme-right\\;confidence:50'], excludes: ['Left'] },
      Weak: { html: ['<acme-weak\\;confidence:40'], excludes: ['Strong'] },
      Strong: { html: ['<acme-strong'] },
    });
    assert.deepEqual(names(detect(set, [page({ html: html('', '<acme-modern><acme-legacy>') })])), ['Modern']);
    assert.deepEqual(names(detect(set, [page({ html: html('', '<acme-left><acme-right>') })])), ['Left']);
    assert.deepEqual(names(detect(set, [page({ html: html('', '<acme-weak><acme-strong>') })])), ['Weak']);
  });

  test('requires: one of the required technologies, found directly, by implication or through another gate', () => {
    const set = setOf({
      Platform: { html: ['<acme-platform'], implies: ['Runtime'] },
      Runtime: {},
      Other: { html: ['<acme-other'] },
      Theme: { html: ['<acme-theme'], requires: ['Platform', 'Other'] },
      RuntimePlugin: { html: ['<acme-rp'], requires: ['Runtime'] },
      ThemeAddon: { html: ['<acme-addon'], requires: ['Theme'] },
    });
    assert.deepEqual(names(detect(set, [page({ html: html('', '<acme-theme>') })])), []);
    assert.deepEqual(names(detect(set, [page({ html: html('', '<acme-theme><acme-other>') })])), ['Other', 'Theme']);
    assert.deepEqual(names(detect(set, [page({ html: html('', '<acme-platform><acme-rp>') })])), ['Platform', 'Runtime', 'RuntimePlugin']);
    assert.deepEqual(names(detect(set, [page({ html: html('', '<acme-platform><acme-theme><acme-addon>') })])), [
      'Platform',
      'Runtime',
      'Theme',
      'ThemeAddon',
    ]);
  });

  test('requiresCategory: a technology of the category', () => {
    const set = setOf({ Store: { cats: [6], html: ['<acme-store'] }, Widget: { html: ['<acme-widget'], requiresCategory: [6] } });
    assert.deepEqual(names(detect(set, [page({ html: html('', '<acme-widget>') })])), []);
    assert.deepEqual(names(detect(set, [page({ html: html('', '<acme-widget><acme-store>') })])), ['Store', 'Widget']);
  });
});

describe('results', () => {
  test('detections carry tech_key, categories, website and CPE; evidence text is at most 200 characters', () => {
    const set = setOf({
      'Acme Analytics & Co': { cats: [10], cpe: 'cpe:2.3:a:acme:analytics:*:*:*:*:*:*:*:*', html: ['<acme-long[^>]*>'] },
    });
    const d = detect(set, [page({ html: html('', `<acme-long data-x="${'y'.repeat(500)}">`) })])[0]!;
    assert.equal(d.techKey, 'acme-analytics-and-co');
    assert.deepEqual(d.categories, [{ id: 10, name: 'Analytics' }]);
    assert.equal(d.website, 'https://acme.test');
    assert.equal(d.cpe, 'cpe:2.3:a:acme:analytics:*:*:*:*:*:*:*:*');
    assert.equal(d.evidence[0]!.matched.length, 200);
  });

  test('technologies that share a tech_key are reported once', () => {
    const set = setOf({ Widget: { html: ['<acme-w1'] }, widget: { html: ['<acme-w2'] } });
    assert.ok(set.warnings.some((w) => w.includes('share the tech_key widget')));
    const found = detect(set, [page({ html: html('', '<acme-w1><acme-w2>') })]);
    assert.equal(found.length, 1);
    assert.equal(found[0]!.evidence.length, 2);
  });

  test('pages past the HTML cap are read up to it', () => {
    const set = setOf({ Late: { html: ['<acme-late'] } });
    const big = html('', `<p>${'x'.repeat(2 * 1024 * 1024)}</p><acme-late>`);
    assert.deepEqual(names(detect(set, [page({ html: big })])), []);
  });
});

describe('compiling', () => {
  test('malformed entries and patterns are skipped and reported', () => {
    const set = compileFingerprints({
      technologies: {
        Good: { cats: [1], html: ['<acme-good'] },
        BadRegex: { cats: [1], html: ['<acme-(bad', '<acme-fine'] },
        NotAnObject: 'nope',
        BadCats: { cats: ['Nope'], html: ['<acme-cats'] },
        Ghost: { cats: [1], implies: ['Nobody'] },
        Nested: { cats: [1], html: ['(a+)+b'] },
        BadSelector: { cats: [1], dom: ['div[['] },
      },
      categories,
    });
    assert.equal(set.technologies.length, 6);
    assert.equal(set.stats.disabled, 1);
    for (const fragment of ['BadRegex', 'NotAnObject', 'BadCats', 'Nobody', 'Nested', 'BadSelector']) {
      assert.ok(
        set.warnings.some((w) => w.includes(fragment)),
        `a warning about ${fragment}`,
      );
    }
    assert.deepEqual(names(detect(set, [page({ html: html('', '<acme-fine><acme-good>aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!') })])), [
      'BadRegex',
      'Good',
    ]);
  });

  test('a supplement adds technologies, and never replaces the set\u2019s own', () => {
    const set = compileFingerprints(
      { technologies: { Existing: { cats: [1], html: ['<acme-a'] } }, categories },
      { supplement: { Existing: { cats: [1], html: ['<acme-b'] }, Added: { cats: [10], html: ['<acme-c'] } } },
    );
    assert.deepEqual(
      set.technologies.map((t) => t.name),
      ['Existing', 'Added'],
    );
    assert.ok(set.warnings.some((w) => w.includes('supplement "Existing"')));
    assert.deepEqual(names(detect(set, [page({ html: html('', '<acme-b><acme-c>') })])), ['Added']);
  });
});
