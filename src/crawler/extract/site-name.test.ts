import { test } from 'node:test';
import assert from 'node:assert/strict';
import { brandFromTitle, extractSiteName } from './site-name.js';

const page = (head: string) => `<!doctype html><html><head>${head}</head><body><h1>Hello</h1></body></html>`;

test('og:site_name wins over the title', () => {
  assert.equal(
    extractSiteName(page('<title>Home | Something else</title><meta property="og:site_name" content=" Acme  Corp ">')),
    'Acme Corp',
  );
  assert.equal(extractSiteName(page('<meta name="og:site_name" content="Acme"><title>Other</title>')), 'Acme');
  // An empty og:site_name is no name: the title speaks.
  assert.equal(extractSiteName(page('<meta property="og:site_name" content="  "><title>Acme</title>')), 'Acme');
});

test('the brand is taken from the title', () => {
  const cases: Array<[string, string | undefined, string | null]> = [
    ['Acme | Home', undefined, 'Acme'],
    ['Home | Acme', undefined, 'Acme'],
    ['Acme - The best widgets', undefined, 'Acme'],
    ['Acme — Widgets', undefined, 'Acme'],
    ['Acme – Widgets', undefined, 'Acme'],
    ['Cloud software for growing teams everywhere | Acme', undefined, 'Acme'],
    ['Products - Acme', 'acme.com', 'Acme'], // the domain decides between two short parts
    ['Products - Acme Widgets', 'acmewidgets.co.uk', 'Acme Widgets'],
    ['Coca-Cola Company', undefined, 'Coca-Cola Company'], // a hyphen without spaces is no separator
    ['Welcome to Acme', undefined, 'Acme'],
    ['Acme', 'acme.com', 'Acme'],
    ['Home', undefined, null],
    ['Home | Welcome', undefined, null],
    ['Bücher & Co · Startseite', 'buecher.de', 'Bücher & Co'],
  ];
  for (const [title, domain, expected] of cases) assert.equal(brandFromTitle(title, domain), expected, title);
});

test('titles are cleaned: entities decoded, whitespace collapsed, 200 characters at most', () => {
  assert.equal(extractSiteName(page('<title>\n   Acme &amp; Sons\t\n</title>')), 'Acme & Sons');
  assert.equal(extractSiteName(page(`<title>${'x'.repeat(500)}</title>`))?.length, 200);
  assert.equal(extractSiteName(page(`<meta property="og:site_name" content="${'é'.repeat(300)}">`))?.length, 200);
});

test('no title and no og:site_name: no name', () => {
  assert.equal(extractSiteName(page('')), null);
  assert.equal(extractSiteName(page('<title>   </title>')), null);
  assert.equal(extractSiteName(''), null);
  assert.equal(extractSiteName('not html at all'), null);
});
