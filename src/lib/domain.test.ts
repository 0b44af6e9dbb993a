import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { normalizeDomain, parseIdentifier } from './domain.js';
import { slugify } from './slug.js';

test('normalizeDomain strips what is not the host', () => {
  const cases: Array<[string, string | null]> = [
    ['  WWW.Acme.COM ', 'acme.com'],
    ['https://www.acme.com/partners?x=1#top', 'acme.com'],
    ['http://user:pw@acme.com:8080/a', 'acme.com'],
    ['acme.co.uk', 'acme.co.uk'],
    ['shop.acme.co.uk', 'shop.acme.co.uk'],
    ['bücher.de', 'xn--bcher-kva.de'],
    ['acme.com.', 'acme.com'],
    ['acme.test', 'acme.test'],
    ['www.example', null], // strip www. leaves a bare TLD
    ['partner-site.example', 'partner-site.example'],
    ['localhost', null],
    ['acme', null],
    ['acme..com', null],
    ['-acme.com', null],
    ['acme.notarealtld', null],
    ['192.168.0.1', null],
    ['a b.com', null],
    ['', null],
    ['.com', null],
    ['x'.repeat(64) + '.com', null],
    // bare hosts skip the stripping and the WHATWG conversion; punycode and anything else go through it
    ['XN--BCHER-KVA.DE', 'xn--bcher-kva.de'],
    ['xn--zz.com', null], // not valid punycode
    ['a_b.acme.com', 'a_b.acme.com'],
    ['acme.com:443', 'acme.com'],
    ['acme-.com', null],
    [`a.${'b'.repeat(63)}.com`, `a.${'b'.repeat(63)}.com`],
    ['acme.0x10', null],
  ];
  for (const [input, expected] of cases) assert.equal(normalizeDomain(input), expected, input);
});

test('normalizeDomain is idempotent', () => {
  fc.assert(
    fc.property(fc.domain(), (d) => {
      const once = normalizeDomain(d);
      if (once !== null) assert.equal(normalizeDomain(once), once);
    }),
  );
});

test('normalizeDomain never throws on arbitrary input', () => {
  fc.assert(fc.property(fc.string({ maxLength: 300 }), (s) => void normalizeDomain(s)));
});

test('parseIdentifier tells domains from slugs', () => {
  assert.deepEqual(parseIdentifier('WWW.Acme.com'), { kind: 'domain', domain: 'acme.com' });
  assert.deepEqual(parseIdentifier('Acme-Corp'), { kind: 'slug', slug: 'acme-corp' });
  assert.deepEqual(parseIdentifier('acme_corp'), { kind: 'invalid' });
  assert.deepEqual(parseIdentifier('bad..domain'), { kind: 'invalid' });
});

test('slugify makes slugs without dots', () => {
  assert.equal(slugify('Café Ñu & Co.'), 'cafe-nu-and-co');
  assert.equal(slugify('...'), 'company');
  assert.equal(slugify("Let's Encrypt"), 'lets-encrypt');
  assert.equal(slugify('Øresund Łódź Straße'), 'oresund-lodz-strasse', 'letters without a decomposition are spelled out');
  assert.equal(slugify('Ærø Þórshöfn Œuvre Đakovo'), 'aero-thorshofn-oeuvre-dakovo');
  fc.assert(fc.property(fc.string(), (s) => assert.match(slugify(s), /^[a-z0-9]+(-[a-z0-9]+)*$/)));
});
