import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Fetcher } from '../../src/crawler/fetcher.js';
import { FixtureServer, redirect, reply, testFetcher } from './fixture-server.js';

const text = (body: string, status = 200) => reply(body, { 'content-type': 'text/plain' }, status);

describe('robots.txt', () => {
  let web: FixtureServer;
  let fetcher: Fetcher;
  const sites: Record<string, string> = {};

  before(async () => {
    web = new FixtureServer()
      .on('closed.test/robots.txt', text('User-agent: *\nDisallow: /\n'))
      .on('partial.test/robots.txt', text('User-agent: *\nDisallow: /private\nSitemap: https://partial.test/map.xml\n'))
      .on('partial.test/go-private', redirect('/private'))
      .on('token.test/robots.txt', text('User-agent: *\nDisallow: /\n\nUser-agent: KeiretsuBot\nAllow: /\nDisallow: /not-for-us\n'))
      .on('other-bot.test/robots.txt', text('User-agent: Googlebot\nDisallow: /\n'))
      .on('broken.test/robots.txt', text('oops', 503))
      .on('limited.test/robots.txt', text('slow down', 429))
      .on('missing.test/robots.txt', text('no', 404))
      .on('forbidden.test/robots.txt', text('no', 403))
      .on('/', reply('<p>home</p>'))
      .on('/public', reply('<p>public</p>'))
      .on('/private', reply('<p>private</p>'))
      .on('/not-for-us', reply('<p>no</p>'));
    await web.start();
    for (const host of ['closed', 'partial', 'token', 'other-bot', 'broken', 'limited', 'missing', 'forbidden'])
      sites[`${host}.test`] = web.origin;
    sites['refused.test'] = 'http://127.0.0.1:9'; // nothing listens: robots.txt unreachable
    fetcher = testFetcher({ overrides: sites });
  });
  after(() => web.close());

  async function outcome(url: string): Promise<string> {
    const result = await fetcher.fetchPage(url, { accept: 'html' });
    return result.ok ? 'ok' : result.error;
  }

  test('a disallowed page is robots_disallowed and never requested; an allowed one is fetched', async () => {
    assert.equal(await outcome('https://closed.test/'), 'robots_disallowed');
    assert.equal(await outcome('https://partial.test/private'), 'robots_disallowed');
    assert.equal(await outcome('https://partial.test/public'), 'ok');
    assert.equal(web.requests('closed.test/').length, 0);
    assert.equal(web.requests('partial.test/private').length, 0);
  });

  test('a redirect to a disallowed page stops before it', async () => {
    assert.equal(await outcome('https://partial.test/go-private'), 'robots_disallowed');
    assert.equal(web.requests('partial.test/private').length, 0);
  });

  test('the KeiretsuBot group applies instead of *, and another bot group does not apply', async () => {
    assert.equal(await outcome('https://token.test/'), 'ok');
    assert.equal(await outcome('https://token.test/not-for-us'), 'robots_disallowed');
    assert.equal(await outcome('https://other-bot.test/'), 'ok');
  });

  test('5xx and 429 disallow everything; 4xx and an unreachable robots.txt allow everything', async () => {
    assert.equal(await outcome('https://broken.test/'), 'robots_disallowed');
    assert.equal(await outcome('https://limited.test/'), 'robots_disallowed');
    assert.equal(web.requests('broken.test/').length + web.requests('limited.test/').length, 0);
    assert.equal(await outcome('https://missing.test/'), 'ok');
    assert.equal(await outcome('https://forbidden.test/'), 'ok');
    assert.equal(await outcome('https://refused.test/'), 'connection_failed'); // the page's own failure, not robots'
  });

  test('robots.txt is fetched once per origin and kept; a 5xx verdict too, until its retry time', async () => {
    for (let i = 0; i < 3; i++) await outcome(`https://partial.test/public?${i}`);
    await outcome('https://broken.test/again');
    assert.equal(web.requests('partial.test/robots.txt').length, 1);
    assert.equal(web.requests('broken.test/robots.txt').length, 1);
    // http is another origin, with its own robots.txt
    await outcome('http://partial.test/public');
    assert.equal(web.requests('partial.test/robots.txt').length, 2);
  });

  test('an expired entry is fetched again', async () => {
    const web2 = await new FixtureServer().on('/robots.txt', text('User-agent: *\nAllow: /\n')).on('/', reply('<p>x</p>')).start();
    try {
      const short = testFetcher({ overrides: { 'ttl.test': web2.origin }, robotsTtlMs: 50 });
      await short.fetchPage('https://ttl.test/', { accept: 'html' });
      await short.fetchPage('https://ttl.test/', { accept: 'html' });
      assert.equal(web2.requests('/robots.txt').length, 1);
      await sleep(80);
      await short.fetchPage('https://ttl.test/', { accept: 'html' });
      assert.equal(web2.requests('/robots.txt').length, 2);
    } finally {
      await web2.close();
    }
  });

  test('sitemaps(origin) lists the Sitemap: lines; isAllowed answers without fetching the page', async () => {
    assert.deepEqual(await fetcher.robots.sitemaps('https://partial.test'), ['https://partial.test/map.xml']);
    assert.deepEqual(await fetcher.robots.sitemaps('https://missing.test/'), []);
    assert.equal(await fetcher.robots.isAllowed('https://partial.test/private/deeper'), false);
    assert.equal(await fetcher.robots.isAllowed('https://partial.test/elsewhere'), true);
  });
});
