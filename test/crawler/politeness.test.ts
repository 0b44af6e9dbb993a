import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { FixtureServer, reply, testFetcher, type SeenRequest } from './fixture-server.js';

const HANDLER_MS = 80;

describe('fetchPage: politeness', () => {
  let web: FixtureServer;

  before(async () => {
    web = await new FixtureServer()
      .on('/robots.txt', reply('User-agent: *\nAllow: /\n', { 'content-type': 'text/plain' }))
      .on('/page', async (_req, res) => {
        await sleep(HANDLER_MS);
        res.writeHead(200, { 'content-type': 'text/html' }).end('<p>page</p>');
      })
      .start();
  });
  after(() => web.close());

  const overlaps = (a: SeenRequest, b: SeenRequest) => a.startedAt < (b.endedAt ?? Infinity) && b.startedAt < (a.endedAt ?? Infinity);

  test('requests to one host never overlap, and each waits the host delay after the previous one ended', async () => {
    const hosts = { 'polite.test': web.origin, 'other.test': web.origin };
    const fetcher = testFetcher({ overrides: hosts, hostDelayMs: 100 });
    const urls = ['https://polite.test/page?1', 'https://polite.test/page?2', 'https://polite.test/page?3', 'https://other.test/page?1'];
    const results = await Promise.all(urls.map((url) => fetcher.fetchPage(url, { accept: 'html' })));
    assert.ok(results.every((r) => r.ok));

    const polite = web.seen.filter((r) => r.host === 'polite.test').sort((a, b) => a.startedAt - b.startedAt);
    assert.equal(polite.length, 4); // robots.txt and three pages
    for (let i = 1; i < polite.length; i++) {
      const previous = polite[i - 1]!;
      const current = polite[i]!;
      assert.ok(!overlaps(previous, current), `${previous.path} and ${current.path} overlapped`);
      // the server's end precedes the client's by a hair: allow a few milliseconds
      assert.ok(current.startedAt - previous.endedAt! >= 95, `only ${current.startedAt - previous.endedAt!} ms between requests`);
    }
    // another host is not held up by the first one's pauses
    const other = web.seen.find((r) => r.host === 'other.test' && r.path === '/page?1')!;
    assert.ok(other.startedAt < polite[polite.length - 1]!.startedAt, 'other.test waited for polite.test');
  });

  test('the global concurrency limit holds across hosts', async () => {
    const hosts = { 'one.test': web.origin, 'two.test': web.origin, 'three.test': web.origin };
    const fetcher = testFetcher({ overrides: hosts, concurrency: 1 });
    const urls = Object.keys(hosts).map((host) => `https://${host}/page?global`);
    const results = await Promise.all(urls.map((url) => fetcher.fetchPage(url, { accept: 'html' })));
    assert.ok(results.every((r) => r.ok));
    const seen = web.seen.filter((r) => r.host in hosts);
    assert.equal(seen.length, 6);
    for (const a of seen) for (const b of seen) if (a !== b) assert.ok(!overlaps(a, b), `${a.host}${a.path} overlapped ${b.host}${b.path}`);
  });

  test('a Crawl-delay in robots.txt lengthens the pause, up to the cap', async () => {
    const slow = await new FixtureServer()
      .on('/robots.txt', reply('User-agent: KeiretsuBot\nCrawl-delay: 60\n', { 'content-type': 'text/plain' }))
      .on('/a', reply('<p>a</p>'))
      .on('/b', reply('<p>b</p>'))
      .start();
    try {
      const fetcher = testFetcher({ overrides: { 'delay.test': slow.origin }, maxCrawlDelayMs: 250 });
      await fetcher.fetchPage('https://delay.test/a', { accept: 'html' });
      await fetcher.fetchPage('https://delay.test/b', { accept: 'html' });
      const [a, b] = [slow.requests('/a')[0]!, slow.requests('/b')[0]!];
      const gap = b.startedAt - a.endedAt!;
      assert.ok(gap >= 240 && gap < 1_000, `${gap} ms between requests`);
    } finally {
      await slow.close();
    }
  });
});
