import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Connections } from '../../src/crawler/connections.js';
import { pinnedLookup, type Route } from '../../src/crawler/route.js';
import { FixtureServer, reply, testFetcher } from './fixture-server.js';

const PAGE = '<html><body><p>page</p></body></html>';

describe('fetchPage: connections kept between requests to a host', () => {
  let web: FixtureServer;
  /** client ports that already carried a request to /flaky: the second request on one is cut off unanswered */
  const flakyPorts = new Set<number>();

  before(async () => {
    web = await new FixtureServer()
      .on('/robots.txt', reply('User-agent: *\nAllow: /\n', { 'content-type': 'text/plain' }))
      .on('/page', reply(PAGE))
      .on('/missing', reply('gone', {}, 404))
      .on('/big', reply(`<p>${'x'.repeat(20_000)}</p>`))
      .on('/flaky', (req, res) => {
        const port = req.socket.remotePort!;
        // as a site does when its keep-alive time ran out just as the request arrived
        if (flakyPorts.has(port)) return req.socket.destroy();
        flakyPorts.add(port);
        res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
      })
      .start();
  });
  after(() => web.close());

  const portsOf = (host: string) => web.seen.filter((r) => r.host === host).map((r) => r.clientPort);

  test("a host's requests, robots.txt included, share one connection; another host has its own", async () => {
    const fetcher = testFetcher({ overrides: { 'one.test': web.origin, 'two.test': web.origin } });
    for (const url of ['https://one.test/page?1', 'https://one.test/page?2', 'https://two.test/page', 'https://one.test/page?3']) {
      const r = await fetcher.fetchPage(url, { accept: 'html' });
      assert.ok(r.ok && r.page.body === PAGE, url);
    }
    const one = portsOf('one.test');
    assert.equal(one.length, 4); // robots.txt and three pages
    assert.equal(new Set(one).size, 1, `one.test used ports ${one.join(', ')}`);
    assert.equal(new Set(portsOf('two.test')).size, 1);
    assert.notEqual(portsOf('two.test')[0], one[0]);
    await fetcher.close();
  });

  test('keepAliveMs 0 opens a connection per request', async () => {
    const fetcher = testFetcher({ overrides: { 'fresh.test': web.origin }, keepAliveMs: 0 });
    for (const n of [1, 2]) assert.ok((await fetcher.fetchPage(`https://fresh.test/page?${n}`, { accept: 'html' })).ok);
    const ports = portsOf('fresh.test');
    assert.equal(ports.length, 3);
    assert.equal(new Set(ports).size, 3);
  });

  test('a response not read to its end (an error status, a body past the cap) leaves no connection behind', async () => {
    const fetcher = testFetcher({ overrides: { 'cut.test': web.origin } });
    const missing = await fetcher.fetchPage('https://cut.test/missing', { accept: 'html' });
    assert.ok(!missing.ok && missing.error === 'http_404');
    const big = await fetcher.fetchPage('https://cut.test/big', { accept: 'html', maxBytes: 1_000 });
    assert.ok(!big.ok && big.error === 'too_large');
    const page = await fetcher.fetchPage('https://cut.test/page', { accept: 'html' });
    assert.ok(page.ok && page.page.body === PAGE);
    const seen = web.seen.filter((r) => r.host === 'cut.test');
    const portOf = (path: string) => seen.find((r) => r.path === path)!.clientPort;
    assert.notEqual(portOf('/big'), portOf('/missing'));
    assert.notEqual(portOf('/page'), portOf('/big'));
    await fetcher.close();
  });

  test('a kept connection the site closed meanwhile: the request goes again on a new one', async () => {
    const fetcher = testFetcher({ overrides: { 'flaky.test': web.origin } });
    const first = await fetcher.fetchPage('https://flaky.test/flaky?1', { accept: 'html' });
    assert.ok(first.ok);
    const second = await fetcher.fetchPage('https://flaky.test/flaky?2', { accept: 'html' });
    assert.ok(second.ok && second.page.body === PAGE, JSON.stringify(second));
    const tries = web.seen.filter((r) => r.host === 'flaky.test' && r.path === '/flaky?2');
    assert.equal(tries.length, 2);
    assert.notEqual(tries[0]!.clientPort, tries[1]!.clientPort);
    await fetcher.close();
  });
});

describe('Connections', () => {
  const timeouts = { connectMs: 1_000, headersMs: 1_000, bodyMs: 1_000 };
  const direct = (addresses: string[]): Route => {
    const checked = addresses.map((address) => ({ address, family: 4 }));
    return { kind: 'direct', origin: 'https://acme.test', addresses: checked, connectLookup: pinnedLookup(checked) };
  };

  test('a connection is kept for its route only: the same origin resolved to other addresses gets a new one', async () => {
    const connections = new Connections(timeouts, 60_000);
    const first = connections.take(direct(['192.0.2.1']));
    assert.equal(first.reused, false);
    connections.give(direct(['192.0.2.1']), first.client, true);
    const other = connections.take(direct(['192.0.2.2']));
    assert.equal(other.reused, false);
    assert.notEqual(other.client, first.client);
    const again = connections.take(direct(['192.0.2.1']));
    assert.equal(again.reused, true);
    assert.equal(again.client, first.client);
    for (const c of [other, again]) connections.give(direct(['192.0.2.9']), c.client, false);
    await connections.close();
  });

  test('an idle connection is closed after idleMs, and nothing is kept when told not to', async () => {
    const connections = new Connections(timeouts, 30);
    const { client } = connections.take(direct(['192.0.2.1']));
    connections.give(direct(['192.0.2.1']), client, true);
    assert.equal(connections.size, 1);
    await new Promise((r) => setTimeout(r, 80));
    assert.equal(connections.size, 0);
    assert.equal(client.destroyed, true);
    const next = connections.take(direct(['192.0.2.1']));
    connections.give(direct(['192.0.2.1']), next.client, false);
    assert.equal(connections.size, 0);
    await connections.close();
  });
});
