import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { FixtureServer, redirect, reply, testFetcher } from './fixture-server.js';
import type { Fetcher } from '../../src/crawler/fetcher.js';

describe('fetchPage: statuses, types, redirects, headers', () => {
  let web: FixtureServer;
  let fetcher: Fetcher;

  before(async () => {
    web = await new FixtureServer()
      .on('/', reply('<html><head><title>Acme</title></head></html>', { 'set-cookie': 'a=1' }))
      .on('/down', reply('maintenance', {}, 503))
      .on('/logo.png', reply(Buffer.from([0x89, 0x50, 0x4e, 0x47]), { 'content-type': 'image/png' }))
      .on('/report.pdf', reply('%PDF-1.7', { 'content-type': 'application/pdf' }))
      .on('/data.json', reply('{}', { 'content-type': 'application/json' }))
      .on('/untyped', (_req, res) => res.end('<p>no content type</p>'))
      .on('/xhtml', reply('<html/>', { 'content-type': 'application/xhtml+xml' }))
      .on('/hop1', redirect('/hop2', 301))
      .on('/hop2', redirect('http://www.acme.test/hop3', 307))
      .on('/hop3', redirect('https://acme.test/', 308))
      .on('/no-location', (_req, res) => res.writeHead(302).end())
      .on('/to-ftp', redirect('ftp://acme.test/file'))
      .on('/not-modified', reply('', {}, 304));
    for (let i = 0; i < 6; i++) web.on(`/loop${i}`, redirect(`/loop${i + 1}`));
    web.on('/loop6', reply('<p>end</p>'));
    await web.start();
    fetcher = testFetcher({ overrides: { 'acme.test': web.origin, 'www.acme.test': web.origin } });
  });
  after(() => web.close());

  test('a page: final URL, status, type, headers, decoded body, no redirects', async () => {
    const result = await fetcher.fetchPage('https://acme.test/', { accept: 'html' });
    assert.ok(result.ok, JSON.stringify(result));
    const { page } = result;
    assert.equal(page.url, 'https://acme.test/');
    assert.equal(page.status, 200);
    assert.equal(page.contentType, 'text/html; charset=utf-8');
    assert.equal(page.headers['set-cookie'], 'a=1');
    assert.match(page.body, /<title>Acme<\/title>/);
    assert.equal(page.bytes, Buffer.byteLength(page.body));
    assert.deepEqual(page.redirects, []);
    assert.ok(page.fetchedAt instanceof Date);
  });

  test('the override origin is asked with the original Host header and the crawler user agent', async () => {
    await fetcher.fetchPage('https://www.acme.test/?q=1', { accept: 'html' });
    const [seen] = web.requests('www.acme.test/?q=1');
    assert.ok(seen);
    assert.equal(seen.userAgent, 'KeiretsuBot/0.1.0 (+https://keiretsu.example/bot)');
    assert.equal(seen.acceptEncoding, 'gzip, deflate, br');
  });

  test('final 4xx and 5xx are http_<status>', async () => {
    assert.deepEqual(pick(await fetcher.fetchPage('https://acme.test/down', { accept: 'html' })), 'http_503');
    assert.deepEqual(pick(await fetcher.fetchPage('https://acme.test/missing', { accept: 'html' })), 'http_404');
    assert.deepEqual(pick(await fetcher.fetchPage('https://acme.test/not-modified', { accept: 'html' })), 'http_304');
  });

  test('an HTML fetch refuses images, PDF and JSON (not_html), and takes XHTML or an untyped page', async () => {
    for (const path of ['/logo.png', '/report.pdf', '/data.json']) {
      assert.equal(pick(await fetcher.fetchPage(`https://acme.test${path}`, { accept: 'html' })), 'not_html', path);
    }
    assert.equal(pick(await fetcher.fetchPage('https://acme.test/xhtml', { accept: 'html' })), 'ok');
    assert.equal(pick(await fetcher.fetchPage('https://acme.test/untyped', { accept: 'html' })), 'ok');
    // text and xml fetches (robots.txt, sitemaps) take any type
    assert.equal(pick(await fetcher.fetchPage('https://acme.test/data.json', { accept: 'text' })), 'ok');
  });

  test('a chain of 3 redirects is followed, across overridden hosts and schemes', async () => {
    const result = await fetcher.fetchPage('https://acme.test/hop1', { accept: 'html' });
    assert.ok(result.ok, JSON.stringify(result));
    assert.equal(result.page.url, 'https://acme.test/');
    assert.deepEqual(result.page.redirects, ['https://acme.test/hop1', 'https://acme.test/hop2', 'http://www.acme.test/hop3']);
    assert.equal(web.requests('www.acme.test/hop3').length, 1);
  });

  test('5 redirects are followed; the 6th is an error and is not requested', async () => {
    const five = await fetcher.fetchPage('https://acme.test/loop1', { accept: 'html' });
    assert.ok(five.ok && five.page.redirects.length === 5, JSON.stringify(five));
    const six = await fetcher.fetchPage('https://acme.test/loop0', { accept: 'html' });
    assert.equal(six.ok, false);
    assert.equal(!six.ok && six.error, 'http_302');
    assert.match(!six.ok ? six.detail : '', /more than 5 redirects/);
    assert.equal(web.requests('/loop6').length, 1); // only by the first fetch
  });

  test('a redirect that cannot be followed is http_<status>', async () => {
    assert.equal(pick(await fetcher.fetchPage('https://acme.test/no-location', { accept: 'html' })), 'http_302');
    assert.equal(pick(await fetcher.fetchPage('https://acme.test/to-ftp', { accept: 'html' })), 'http_302');
  });

  test('an override covers its exact host name, a trailing dot included', async () => {
    assert.equal(pick(await fetcher.fetchPage('https://acme.test./', { accept: 'html' })), 'ok');
    assert.equal(pick(await fetcher.fetchPage('https://shop.acme.test/', { accept: 'html' })), 'dns_not_found');
  });

  test('overrides and the contact URL are checked when the fetcher is built', () => {
    assert.throws(() => testFetcher({ overrides: { '127.0.0.1': web.origin } }), /not a host name/);
    assert.throws(() => testFetcher({ overrides: { '[::1]': web.origin } }), /not a host name/);
    assert.throws(() => testFetcher({ overrides: { 'acme.test': 'ftp://127.0.0.1' } }), /not an origin/);
    assert.throws(() => testFetcher({ overrides: { 'acme.test': `${web.origin}/path` } }), /not an origin/);
    assert.throws(() => testFetcher({ contactUrl: 'mailto:bot@keiretsu.example' }), /contact URL/);
  });

  test('a URL that is not http(s) is invalid_domain', async () => {
    assert.equal(pick(await fetcher.fetchPage('ftp://acme.test/', { accept: 'html' })), 'invalid_domain');
    assert.equal(pick(await fetcher.fetchPage('not a url', { accept: 'html' })), 'invalid_domain');
  });
});

function pick(result: { ok: true } | { ok: false; error: string }): string {
  return result.ok ? 'ok' : result.error;
}
