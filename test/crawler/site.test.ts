import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Fetcher, FetchPageOptions } from '../../src/crawler/fetcher.js';
import { crawlSite, type SiteFetcher } from '../../src/crawler/site.js';
import type { FetchResult, Page } from '../../src/crawler/types.js';
import { FixtureServer, redirect, reply, testFetcher } from './fixture-server.js';

const xml = (body: string) => reply(`<?xml version="1.0" encoding="UTF-8"?>${body}`, { 'content-type': 'application/xml' });
const urlset = (...locs: string[]) =>
  xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((l) => `<url><loc>${l}</loc></url>`).join('')}</urlset>`);

describe('crawlSite', () => {
  let web: FixtureServer;
  let fetcher: Fetcher;

  before(async () => {
    web = await new FixtureServer()
      .on('acme.test/', redirect('https://www.acme.test/'))
      .on(
        'www.acme.test/robots.txt',
        reply('User-agent: *\nDisallow: /private\nSitemap: https://www.acme.test/index.xml\n', { 'content-type': 'text/plain' }),
      )
      .on('www.acme.test/', reply('<html><head><title>Home | Acme Widgets</title></head><body><a href="/about">About</a></body></html>'))
      .on('www.acme.test/index.xml', xml('<sitemapindex><sitemap><loc>https://www.acme.test/pages.xml</loc></sitemap></sitemapindex>'))
      .on(
        'www.acme.test/pages.xml',
        urlset(
          'https://www.acme.test/about',
          'https://www.acme.test/partners',
          'https://elsewhere.example/x',
          'https://www.acme.test/a&amp;b',
        ),
      )
      .on('www.acme.test/about', reply('<p>about</p>'))
      .on('www.acme.test/partners', reply('<p>partners</p>'))
      .on('www.acme.test/private', reply('<p>private</p>'))
      .on('plain.test/', reply('<html><head><meta property="og:site_name" content="Plain Co"></head></html>'))
      .on('plain.test/sitemap.xml', urlset('https://plain.test/one'))
      .on('closed.test/robots.txt', reply('User-agent: *\nDisallow: /\n', { 'content-type': 'text/plain' }))
      .on('down.test/', reply('maintenance', {}, 503))
      .on('image.test/', reply(Buffer.from([0x89, 0x50]), { 'content-type': 'image/png' }))
      .start();
    const hosts = ['acme.test', 'www.acme.test', 'plain.test', 'closed.test', 'down.test', 'image.test'];
    fetcher = testFetcher({ overrides: Object.fromEntries(hosts.map((h) => [h, web.origin])) });
  });
  after(() => web.close());

  test('onPage: the home page once discovery has read it and before the sitemap is fetched, then each further page, which the result no longer holds', async () => {
    const seen: string[] = [];
    let homeText = '';
    let discovered = false;
    let sitemapsBeforeHome = -1;
    let sitemapUrlsChosenFrom: string[] = [];
    const sitemapRequests = () => web.requests('www.acme.test/index.xml').length + web.requests('www.acme.test/pages.xml').length;
    const sitemapsAtStart = sitemapRequests();
    const result = await crawlSite('WWW.Acme.test', fetcher, {
      maxPages: 3,
      discover: () => {
        discovered = true;
        return (sitemapUrls) => {
          sitemapUrlsChosenFrom = sitemapUrls;
          return ['/about', '/partners'];
        };
      },
      onPage: (page) => {
        assert.ok(discovered, 'discovery reads the home page before it is handed over');
        if (seen.length === 0) {
          homeText = page.body;
          sitemapsBeforeHome = sitemapRequests() - sitemapsAtStart;
        }
        seen.push(page.url);
      },
    });
    // the home page is read as it arrives: its text is not held while the sitemap (a second of politeness away) is fetched
    assert.equal(sitemapsBeforeHome, 0);
    // discovery's choice is made once the sitemap is read, from its URLs
    assert.deepEqual(sitemapUrlsChosenFrom, ['https://www.acme.test/about', 'https://www.acme.test/partners', 'https://www.acme.test/a&b']);
    assert.ok(result.ok, JSON.stringify(result));
    assert.deepEqual(seen, ['https://www.acme.test/', 'https://www.acme.test/about', 'https://www.acme.test/partners']);
    assert.deepEqual(result.pages, []);
    // the home page's text went to onPage; the result keeps where and when it was fetched, not the text
    assert.match(homeText, /Acme Widgets/);
    assert.equal(result.home.body, '');
    assert.equal(result.home.url, 'https://www.acme.test/');
    assert.equal(result.siteName, 'Acme Widgets');
  });

  test('home page through redirects, robots.txt, the sitemap index, discovered pages, the site name', async () => {
    let offered: { home: Page; sitemapUrls: string[] } | undefined;
    const result = await crawlSite('WWW.Acme.test', fetcher, {
      maxPages: 3,
      discover: (home) => (sitemapUrls) => {
        offered = { home, sitemapUrls };
        return ['/about#team', '/about', '/private', 'https://elsewhere.example/x', 'mailto:x@acme.test', '/', ...sitemapUrls];
      },
    });
    assert.ok(result.ok, JSON.stringify(result));
    assert.equal(result.domain, 'acme.test');
    assert.equal(result.home.url, 'https://www.acme.test/');
    assert.deepEqual(result.home.redirects, ['https://acme.test/']);
    assert.equal(result.home.body, offered?.home.body);
    assert.match(result.home.body, /Acme Widgets/);
    assert.equal(result.siteName, 'Acme Widgets');
    assert.deepEqual(result.sitemapUrls, ['https://www.acme.test/about', 'https://www.acme.test/partners', 'https://www.acme.test/a&b']);
    assert.deepEqual(offered?.sitemapUrls, result.sitemapUrls);
    // same-site, distinct, not the home page, at most maxPages; robots.txt refuses /private without a request
    assert.deepEqual(
      result.pages.map((p) => p.url),
      ['https://www.acme.test/about', 'https://www.acme.test/partners'],
    );
    assert.deepEqual(
      result.skipped.map((s) => [s.url, s.error]),
      [['https://www.acme.test/private', 'robots_disallowed']],
    );
    assert.equal(web.requests('www.acme.test/private').length, 0);
  });

  test('without Sitemap: lines, /sitemap.xml is read; og:site_name names the site; no discover, no further pages', async () => {
    const result = await crawlSite('plain.test', fetcher);
    assert.ok(result.ok, JSON.stringify(result));
    assert.equal(result.siteName, 'Plain Co');
    assert.deepEqual(result.sitemapUrls, ['https://plain.test/one']);
    assert.deepEqual(result.pages, []);
    assert.equal(web.requests('plain.test/one').length, 0, 'sitemap URLs are read, not fetched');
  });

  test('a home page disallowed by robots.txt is robots_disallowed, and never requested', async () => {
    const result = await crawlSite('closed.test', fetcher);
    assert.deepEqual(result, { ok: false, domain: 'closed.test', error: 'robots_disallowed', detail: result.ok ? '' : result.detail });
    assert.equal(web.requests('closed.test/').length, 0);
  });

  test('the home page decides the domain error', async () => {
    const cases: Array<[string, string]> = [
      ['down.test', 'http_503'],
      ['image.test', 'not_html'],
      ['nowhere.test', 'dns_not_found'],
      ['not a domain', 'invalid_domain'],
      ['acme.notarealtld', 'invalid_domain'],
      ['192.168.0.1', 'invalid_domain'],
    ];
    for (const [domain, error] of cases) {
      const result = await crawlSite(domain, fetcher);
      assert.equal(result.ok ? 'ok' : result.error, error, domain);
    }
  });

  test('https that cannot connect falls back to http; other failures do not', async () => {
    const asked: string[] = [];
    const stub = (answer: (url: string) => FetchResult): SiteFetcher => ({
      fetchPage: async (url: string, _options: FetchPageOptions) => {
        asked.push(url);
        return answer(url);
      },
      robots: { sitemaps: async () => [] },
    });
    const page = (url: string): Page => ({
      url,
      status: 200,
      contentType: 'text/html',
      headers: {},
      body: '<title>Old</title>',
      bytes: 18,
      truncated: false,
      redirects: [],
      fetchedAt: new Date(),
    });
    const refused: FetchResult = { ok: false, error: 'connection_failed', detail: 'ECONNREFUSED' };
    const result = await crawlSite(
      'old.example.com',
      stub((url) => (url.startsWith('https:') ? refused : { ok: true, page: page(url) })),
    );
    assert.ok(result.ok);
    assert.equal(result.home.url, 'http://old.example.com/');
    assert.deepEqual(asked.slice(0, 2), ['https://old.example.com/', 'http://old.example.com/']);

    asked.length = 0;
    const timedOut = await crawlSite(
      'slow.example.com',
      stub(() => ({ ok: false, error: 'timeout', detail: 'slow' })),
    );
    assert.equal(!timedOut.ok && timedOut.error, 'timeout');
    assert.deepEqual(asked, ['https://slow.example.com/']);
  });

  test('a cancelled crawl is timeout', async () => {
    const controller = new AbortController();
    controller.abort();
    const result = await crawlSite('plain.test', fetcher, { signal: controller.signal });
    assert.equal(!result.ok && result.error, 'timeout');
  });
});
