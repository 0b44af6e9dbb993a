import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import dns from 'node:dns';
import { isPublicAddress } from '../../src/crawler/address-guard.js';
import type { Fetcher } from '../../src/crawler/fetcher.js';
import { fakeResolver, FixtureServer, redirect, reply, testFetcher } from './fixture-server.js';

describe('fetchPage: only public addresses, after DNS and at every hop', () => {
  let web: FixtureServer;
  /** a server on another loopback address: what a redirect to a private address would reach */
  let victim: FixtureServer;
  let fetcher: Fetcher;
  const resolver = fakeResolver({
    'private.example.com': ['10.0.0.1'],
    'mixed.example.com': ['93.184.216.34', '10.0.0.5'],
    'metadata.example.com': ['169.254.169.254'],
    'mapped.example.com': ['::ffff:127.0.0.1'],
    'ula.example.com': ['fd00:ec2::254'],
  });

  before(async () => {
    victim = await new FixtureServer().on('/', reply('secret')).start('127.0.0.2');
    web = await new FixtureServer().on('/', reply('<p>home</p>')).start();
    const p = web.port;
    const targets: Record<string, string> = {
      '127-0-0-2': `http://127.0.0.2:${victim.port}/`,
      'v6-loopback': `http://[::1]:${p}/`,
      decimal: `http://2130706433:${p}/`,
      octal: `http://0177.0.0.1:${p}/`,
      hex: `http://0x7f.0.0.1:${p}/`,
      'hex-whole': `http://0x7f000001:${p}/`,
      short: `http://127.1:${p}/`,
      mapped: `http://[::ffff:127.0.0.1]:${p}/`,
      zone: `http://[fe80::1%25eth0]:${p}/`,
      metadata: 'http://169.254.169.254/latest/meta-data/',
      'override-origin': `${web.origin}/`,
      'private-name': 'https://private.example.com/',
      'mixed-name': 'https://mixed.example.com/',
      'unlisted-sibling': 'https://www.acme.test/',
    };
    for (const [name, location] of Object.entries(targets)) web.on(`/to/${name}`, redirect(location));
    fetcher = testFetcher({ overrides: { 'acme.test': web.origin }, lookup: resolver, connectTimeoutMs: 300 });
  });
  after(async () => {
    await web.close();
    await victim.close();
  });

  async function error(url: string): Promise<string> {
    const result = await fetcher.fetchPage(url, { accept: 'html' });
    return result.ok ? 'ok' : result.error;
  }

  test('a redirect from an overridden host to a private or special address is blocked_address, in every notation', async () => {
    for (const name of ['127-0-0-2', 'v6-loopback', 'decimal', 'octal', 'hex', 'hex-whole', 'short', 'mapped', 'zone', 'metadata']) {
      assert.equal(await error(`https://acme.test/to/${name}`), 'blocked_address', name);
    }
    assert.equal(victim.seen.length, 0, 'nothing reached 127.0.0.2');
    assert.deepEqual(
      web.seen.filter((r) => r.host !== 'acme.test'),
      [],
      'nothing reached the fixture under another host name',
    );
  });

  test('the override origin itself is not exempt: only its host name is', async () => {
    assert.equal(await error(`https://acme.test/to/override-origin`), 'blocked_address');
    assert.equal(await error(`${web.origin}/`), 'blocked_address');
  });

  test('a redirect to a name that resolves to a private address is blocked_address, a mixed answer too', async () => {
    assert.equal(await error('https://acme.test/to/private-name'), 'blocked_address');
    assert.equal(await error('https://acme.test/to/mixed-name'), 'blocked_address');
    for (const host of ['metadata', 'mapped', 'ula']) assert.equal(await error(`https://${host}.example.com/`), 'blocked_address', host);
  });

  test('overrides are per exact host: a sibling without an entry is dns_not_found, without a DNS query', async () => {
    const asked = resolver.asked.length;
    assert.equal(await error('https://acme.test/to/unlisted-sibling'), 'dns_not_found');
    assert.equal(await error('https://nowhere.test/'), 'dns_not_found');
    assert.equal(await error('https://shop.example/'), 'dns_not_found');
    assert.equal(await error('http://localhost/'), 'dns_not_found');
    assert.equal(await error('http://intranet/'), 'dns_not_found'); // one label: the resolver's search list, never the web
    assert.equal(resolver.asked.length, asked);
  });

  test('a name the resolver does not know is dns_not_found; a resolver failing for now or too slow is timeout', async () => {
    assert.equal(await error('https://gone.example.com/'), 'dns_not_found');
    const flaky = testFetcher({
      lookup: async () => Promise.reject(Object.assign(new Error('getaddrinfo EAI_AGAIN'), { code: 'EAI_AGAIN' })),
    });
    const again = await flaky.fetchPage('https://flaky.example.com/', { accept: 'html' });
    assert.equal(!again.ok && again.error, 'timeout');
    const silent = testFetcher({ lookup: () => new Promise(() => {}), connectTimeoutMs: 200 });
    const started = Date.now();
    const result = await silent.fetchPage('https://silent.example.com/', { accept: 'html' });
    assert.equal(!result.ok && result.error, 'timeout');
    assert.ok(Date.now() - started < 1_000);
  });

  test('the socket connects to the address that was checked, with no second resolution (DNS rebinding)', async () => {
    // The guard widened to the fixture's own address, so the DNS path itself can be exercised on loopback.
    const pinned = fakeResolver({ 'pinned.example.com': ['127.0.0.1'] });
    const direct = testFetcher({ lookup: pinned, isAllowedAddress: (a) => a === '127.0.0.1' || isPublicAddress(a) });
    const systemLookups: string[] = [];
    const realLookup = dns.lookup;
    // Were undici or net to resolve the name again, it would be through dns.lookup: record it, answer nothing.
    dns.lookup = ((host: string, ...rest: unknown[]) => {
      systemLookups.push(host);
      (rest.at(-1) as (err: Error) => void)(Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' }));
    }) as typeof dns.lookup;
    try {
      const result = await direct.fetchPage(`http://pinned.example.com:${web.port}/`, { accept: 'html' });
      assert.ok(result.ok, JSON.stringify(result));
    } finally {
      dns.lookup = realLookup;
    }
    assert.deepEqual(systemLookups, []);
    const seen = web.requests('pinned.example.com/');
    assert.equal(seen.length, 1);
    // one resolution per request (robots.txt, then the page), each checked and then connected to
    assert.deepEqual(pinned.asked, ['pinned.example.com', 'pinned.example.com']);
  });

  test('a port of another protocol is refused', async () => {
    const direct = testFetcher({ lookup: fakeResolver({ 'smtp.example.com': ['8.8.8.8'] }) });
    const result = await direct.fetchPage('http://smtp.example.com:25/', { accept: 'html' });
    assert.equal(!result.ok && result.error, 'blocked_address');
  });
});
