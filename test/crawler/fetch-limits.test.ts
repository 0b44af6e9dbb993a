import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { FixtureServer, reply, testFetcher } from './fixture-server.js';
import type { Fetcher } from '../../src/crawler/fetcher.js';

const CAP = 256 * 1024;

/** Writes `total` bytes in 64 KiB chunks, honouring backpressure, until done or the client goes away. */
async function stream(res: ServerResponse, total: number, written: { bytes: number }): Promise<void> {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  while (written.bytes < total && !res.destroyed) {
    written.bytes += chunk.length;
    if (!res.write(chunk)) await Promise.race([new Promise((r) => res.once('drain', r)), new Promise((r) => res.once('close', r))]);
  }
  res.end();
}

describe('fetchPage: timeouts and size caps', () => {
  let web: FixtureServer;
  let fetcher: Fetcher;
  const huge = { bytes: 0 };
  const HUGE = 64 * 1024 * 1024;
  const bomb = gzipSync(Buffer.alloc(32 * 1024 * 1024)); // 32 MiB of zeros in some 32 KB
  // 1 MiB of gzip members that each decode to nothing: the decoded count never moves
  const emptyMembers = Buffer.concat(Array<Buffer>(52_429).fill(gzipSync(Buffer.alloc(0))));

  before(async () => {
    web = await new FixtureServer()
      .on('/hang', () => {}) // accepts, never answers
      .on('/stall', (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<html>'); // then nothing
      })
      .on('/drip', async (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        while (!res.destroyed) {
          res.write('.');
          await sleep(50);
        }
      })
      .on('/huge', async (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        await stream(res, HUGE, huge);
      })
      .on('/declared-huge', (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(HUGE) });
        res.write('<html>');
      })
      .on('/bomb', reply(bomb, { 'content-encoding': 'gzip' }))
      .on('/empty-members', reply(emptyMembers, { 'content-encoding': 'gzip' }))
      .on('/robots.txt', async (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        await stream(res, 8 * 1024 * 1024, { bytes: 0 });
      })
      .start();
    // undici checks its header and body timers on a half-second tick, so they fire up to a second late.
    fetcher = testFetcher({
      overrides: { 'acme.test': web.origin },
      headersTimeoutMs: 300,
      bodyTimeoutMs: 300,
      requestDeadlineMs: 3_000,
      maxBodyBytes: CAP,
      maxRobotsBytes: 64 * 1024,
    });
  });
  after(() => web.close());

  test('headers that never come: timeout, within the configured time', async () => {
    const started = Date.now();
    const result = await fetcher.fetchPage('https://acme.test/hang', { accept: 'html' });
    assert.equal(!result.ok && result.error, 'timeout');
    assert.match(!result.ok ? result.detail : '', /no response headers within 300 ms/);
    assert.ok(Date.now() - started < 2_500, `took ${Date.now() - started} ms`);
  });

  test('a body that stalls: timeout', async () => {
    const result = await fetcher.fetchPage('https://acme.test/stall', { accept: 'html' });
    assert.equal(!result.ok && result.error, 'timeout');
    assert.match(!result.ok ? result.detail : '', /the body stalled/);
  });

  test('a body that drips without ever stalling ends at the request deadline', async () => {
    const drips = testFetcher({ overrides: { 'acme.test': web.origin }, bodyTimeoutMs: 300, requestDeadlineMs: 700 });
    const started = Date.now();
    const result = await drips.fetchPage('https://acme.test/drip', { accept: 'html' });
    assert.equal(!result.ok && result.error, 'timeout');
    assert.match(!result.ok ? result.detail : '', /deadline/);
    assert.ok(Date.now() - started < 1_500, `took ${Date.now() - started} ms`);
  });

  test('a huge body: too_large, and the server sees the connection closed early', async () => {
    const result = await fetcher.fetchPage('https://acme.test/huge', { accept: 'html' });
    assert.equal(!result.ok && result.error, 'too_large');
    const [seen] = web.requests('/huge');
    await waitFor(() => seen?.endedAt !== undefined);
    assert.equal(seen?.cutOff, true);
    assert.ok(huge.bytes < HUGE / 4, `the server wrote ${huge.bytes} bytes`);
  });

  test('a declared Content-Length past the cap: too_large before reading', async () => {
    const result = await fetcher.fetchPage('https://acme.test/declared-huge', { accept: 'html' });
    assert.equal(!result.ok && result.error, 'too_large');
    const [seen] = web.requests('/declared-huge');
    await waitFor(() => seen?.endedAt !== undefined);
    assert.equal(seen?.cutOff, true);
  });

  test('a gzip bomb stops at the cap, counted after decoding', async () => {
    const result = await fetcher.fetchPage('https://acme.test/bomb', { accept: 'html' });
    assert.equal(!result.ok && result.error, 'too_large');
    assert.ok(bomb.length < CAP, 'the compressed body itself is under the cap');
  });

  test('compressed bytes that decode to nothing stop at the cap too', async () => {
    const result = await fetcher.fetchPage('https://acme.test/empty-members', { accept: 'html' });
    assert.equal(!result.ok && result.error, 'too_large');
  });

  test('truncate keeps the first bytes instead (robots.txt over its own cap is read up to it)', async () => {
    const result = await fetcher.fetchPage('https://acme.test/bomb', { accept: 'text', truncate: true, maxBytes: 1000 });
    assert.ok(result.ok, JSON.stringify(result));
    assert.equal(result.page.truncated, true);
    assert.equal(result.page.bytes, 1000);
    // robots.txt of 8 MiB: read up to 64 KiB, and the crawl goes on
    assert.equal(await fetcher.robots.isAllowed('https://acme.test/anything'), true);
  });

  test('a caller signal cancels a fetch: timeout', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const result = await fetcher.fetchPage('https://acme.test/hang', { accept: 'html', signal: controller.signal });
    assert.equal(!result.ok && result.error, 'timeout');
  });
});

async function waitFor(condition: () => boolean, ms = 2_000): Promise<void> {
  const until = Date.now() + ms;
  while (!condition() && Date.now() < until) await sleep(10);
}
