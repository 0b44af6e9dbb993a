import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import {
  chooseScriptUrls,
  detect,
  detectFromHits,
  loadInstalledFingerprints,
  matchPageOf,
  readInstalledFingerprints,
  readPageOf,
  scriptCandidates,
  scriptUrlsToFetch,
  SUPPLEMENT,
  vendorOf,
} from './index.js';
import type { FingerprintSet } from './types.js';

describe('the installed fingerprint set', () => {
  let set: FingerprintSet;
  before(() => {
    set = loadInstalledFingerprints();
  });

  test('loads whole, with our supplement, and says what it skipped', (t) => {
    const raw = readInstalledFingerprints();
    const installed = Object.keys(raw.technologies).length;
    assert.ok(installed > 7000, `${installed} technologies installed`);
    assert.equal(set.technologies.length, installed + Object.keys(SUPPLEMENT).length);
    assert.ok(set.categories.size > 100);
    for (const w of set.warnings) t.diagnostic(w);
    // the data has duplicate names that differ only in case (FastSpring, Fastspring...): nothing else is wrong
    assert.ok(set.warnings.length < 40, `${set.warnings.length} warnings`);
    assert.equal(set.stats.disabled, 0);
    assert.ok((set.stats.patterns.dom ?? 0) > 1500 && (set.stats.patterns.scriptSrc ?? 0) > 3500);
  });

  test('our supplement is not in the installed data (we add, never shadow)', () => {
    const raw = readInstalledFingerprints();
    for (const name of Object.keys(SUPPLEMENT)) assert.ok(!Object.hasOwn(raw.technologies, name), name);
    assert.ok(!set.warnings.some((w) => w.startsWith('supplement')));
  });

  test('every technology has a tech_key; most have a vendor', () => {
    const keys = new Set(set.technologies.map((t) => t.techKey));
    assert.ok(keys.size > set.technologies.length - 20);
    for (const key of keys) assert.match(key, /^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    const withVendor = set.technologies.filter((t) => vendorOf(t) !== null).length;
    assert.ok(withVendor / set.technologies.length > 0.9, `${withVendor} with a vendor`);
  });

  test('a typical site', () => {
    const home = {
      url: 'https://www.acme-widgets.test/',
      headers: { server: 'nginx/1.25.3', 'x-powered-by': 'PHP/8.2.12', 'set-cookie': '_ga=GA1.1.1.1; Path=/' },
      html:
        '<!doctype html><html><head><meta name="generator" content="WordPress 6.4.2">' +
        '<link rel="stylesheet" href="/wp-content/themes/acme/style.css?ver=6.4.2">' +
        '<script src="https://www.googletagmanager.com/gtag/js?id=G-ABC123" async></script>' +
        '<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1"></script>' +
        '<script src="https://assets.apollo.io/micro/website-tracker/tracker.iife.js" async></script>' +
        '</head><body><p>Widgets</p><script src="/wp-content/themes/acme/app.js"></script></body></html>',
    };
    const found = detect(set, [home]);
    const byName = new Map(found.map((d) => [d.name, d]));
    for (const name of ['WordPress', 'PHP', 'MySQL', 'Nginx', 'Google Analytics', 'jQuery', 'Apollo.io'])
      assert.ok(byName.has(name), `${name} in ${[...byName.keys()].join(', ')}`);
    assert.equal(byName.get('WordPress')!.version, '6.4.2');
    assert.equal(byName.get('Nginx')!.version, '1.25.3');
    assert.ok(byName.get('MySQL')!.evidence.some((e) => e.source === 'implied' && e.matched === 'wordpress'));
    // the site's own bundle first, then third-party files; jquery.min.js (already explained by its name) last
    assert.deepEqual(scriptUrlsToFetch(set, [home]), [
      'https://www.acme-widgets.test/wp-content/themes/acme/app.js',
      'https://www.googletagmanager.com/gtag/js?id=G-ABC123',
      'https://assets.apollo.io/micro/website-tracker/tracker.iife.js',
      'https://www.acme-widgets.test/wp-includes/js/jquery/jquery.min.js?ver=3.7.1',
    ]);
    assert.deepEqual(
      scriptUrlsToFetch(
        set,
        [{ ...home, scripts: [{ url: 'https://www.acme-widgets.test/wp-content/themes/acme/app.js', content: '' }] }],
        1,
      ),
      ['https://www.googletagmanager.com/gtag/js?id=G-ABC123'],
    );
    // Page by page (a crawler that keeps hits, not pages): the same detections and the same script files.
    const about = { ...home, url: 'https://www.acme-widgets.test/about', headers: {}, html: '<script src="/about.js"></script>' };
    assert.deepEqual(
      detectFromHits(
        set,
        [home, about].map((p) => matchPageOf(set, p)),
      ),
      detect(set, [home, about]),
    );
    assert.deepEqual(chooseScriptUrls([home, about].map((p) => scriptCandidates(set, p))), scriptUrlsToFetch(set, [home, about]));
    // both from one scan of each page's markup (readPageOf): what each gives alone
    for (const p of [home, about]) assert.deepEqual(readPageOf(set, p), { hits: matchPageOf(set, p), scripts: scriptCandidates(set, p) });
  });
});
