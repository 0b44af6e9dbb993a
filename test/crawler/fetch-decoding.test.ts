import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { FixtureServer, reply, testFetcher } from './fixture-server.js';
import type { Fetcher } from '../../src/crawler/fetcher.js';
import type { Accept } from '../../src/crawler/types.js';

const html = (head: string, body: Buffer) =>
  Buffer.concat([Buffer.from(`<html><head>${head}</head><body>`), body, Buffer.from('</body></html>')]);
/** "Café “quoted”" in windows-1252: é is 0xE9, the curly quotes 0x93 and 0x94 (C1 controls in real ISO-8859-1). */
const CP1252 = Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x93, 0x71, 0x75, 0x6f, 0x74, 0x65, 0x64, 0x94]);
const CP1252_TEXT = 'Café “quoted”';
/** "日本語" in Shift_JIS */
const SJIS = Buffer.from([0x93, 0xfa, 0x96, 0x7b, 0x8c, 0xea]);
const SJIS_TEXT = '日本語';
const UTF8_PAGE = Buffer.from('<html><body>Grüße — ünïcödé</body></html>');

describe('fetchPage: content encodings and charsets', () => {
  let web: FixtureServer;
  let fetcher: Fetcher;

  before(async () => {
    web = await new FixtureServer()
      .on('/gzip', reply(gzipSync(UTF8_PAGE), { 'content-encoding': 'gzip' }))
      .on('/deflate', reply(deflateSync(UTF8_PAGE), { 'content-encoding': 'deflate' }))
      .on('/deflate-raw', reply(deflateRawSync(UTF8_PAGE), { 'content-encoding': 'deflate' }))
      .on('/br', reply(brotliCompressSync(UTF8_PAGE), { 'content-encoding': 'br' }))
      .on('/corrupt', reply(Buffer.from('definitely not gzip'), { 'content-encoding': 'gzip' }))
      .on('/zstd', reply(UTF8_PAGE, { 'content-encoding': 'zstd' }))
      .on('/cp1252-header', reply(html('', CP1252), { 'content-type': 'text/html; charset=windows-1252' }))
      .on('/latin1-header', reply(html('', CP1252), { 'content-type': 'text/html; charset="ISO-8859-1"' }))
      .on('/cp1252-meta', reply(html('<meta charset="windows-1252">', CP1252), { 'content-type': 'text/html' }))
      .on('/sjis-header', reply(html('', SJIS), { 'content-type': 'text/html; charset=Shift_JIS' }))
      .on(
        '/sjis-meta',
        reply(html('<meta http-equiv="Content-Type" content="text/html; charset=shift_jis">', SJIS), { 'content-type': 'text/html' }),
      )
      .on('/sjis-gzip', reply(gzipSync(html('<meta charset=sjis>', SJIS)), { 'content-type': 'text/html', 'content-encoding': 'gzip' }))
      .on('/header-beats-meta', reply(html('<meta charset="shift_jis">', CP1252), { 'content-type': 'text/html; charset=windows-1252' }))
      .on('/bom', reply(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), UTF8_PAGE]), { 'content-type': 'text/html; charset=iso-8859-1' }))
      .on(
        '/utf16',
        reply(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<p>ok ✓</p>', 'utf16le')]), { 'content-type': 'text/html' }),
      )
      .on('/bogus-label', reply(html('<meta charset="klingon">', Buffer.from('é')), { 'content-type': 'text/html; charset=nope' }))
      .on('/meta-too-late', reply(html(' '.repeat(1100) + '<meta charset="shift_jis">', Buffer.from('é')), { 'content-type': 'text/html' }))
      .on('/meta-in-comment', reply(html('<!-- <meta charset="shift_jis"> -->', Buffer.from('é')), { 'content-type': 'text/html' }))
      .on(
        '/sitemap-latin1',
        reply(Buffer.concat([Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><x>'), CP1252, Buffer.from('</x>')]), {
          'content-type': 'application/xml',
        }),
      )
      .start();
    fetcher = testFetcher({ overrides: { 'acme.test': web.origin } });
  });
  after(() => web.close());

  async function body(path: string, accept: Accept = 'html'): Promise<string> {
    const result = await fetcher.fetchPage(`https://acme.test${path}`, { accept });
    assert.ok(result.ok, `${path}: ${JSON.stringify(result)}`);
    return result.page.body;
  }

  test('gzip, deflate (zlib and raw) and brotli bodies are decoded; bytes counts the decoded body', async () => {
    for (const path of ['/gzip', '/deflate', '/deflate-raw', '/br']) assert.equal(await body(path), UTF8_PAGE.toString(), path);
    const result = await fetcher.fetchPage('https://acme.test/gzip', { accept: 'html' });
    assert.equal(result.ok && result.page.bytes, UTF8_PAGE.length);
  });

  test('a corrupt or unknown content encoding fails the page', async () => {
    const corrupt = await fetcher.fetchPage('https://acme.test/corrupt', { accept: 'html' });
    assert.equal(!corrupt.ok && corrupt.error, 'connection_failed');
    const zstd = await fetcher.fetchPage('https://acme.test/zstd', { accept: 'html' });
    assert.equal(!zstd.ok && zstd.error, 'internal_error');
  });

  test('windows-1252, declared in the header or in a meta tag; ISO-8859-1 means windows-1252', async () => {
    assert.match(await body('/cp1252-header'), new RegExp(CP1252_TEXT));
    assert.match(await body('/latin1-header'), new RegExp(CP1252_TEXT));
    assert.match(await body('/cp1252-meta'), new RegExp(CP1252_TEXT));
  });

  test('Shift_JIS, declared in the header, in meta http-equiv, or by an alias in a gzipped page', async () => {
    assert.match(await body('/sjis-header'), new RegExp(SJIS_TEXT));
    assert.match(await body('/sjis-meta'), new RegExp(SJIS_TEXT));
    assert.match(await body('/sjis-gzip'), new RegExp(SJIS_TEXT));
  });

  test('precedence: a BOM, then the header, then the page; unknown labels are skipped', async () => {
    assert.match(await body('/header-beats-meta'), new RegExp(CP1252_TEXT));
    assert.equal(await body('/bom'), UTF8_PAGE.toString()); // the BOM overrules a header's iso-8859-1
    assert.equal(await body('/utf16'), '<p>ok ✓</p>');
    assert.match(await body('/bogus-label'), /é/); // UTF-8
  });

  test('a declaration past the first 1024 bytes or inside a comment is not read', async () => {
    assert.match(await body('/meta-too-late'), /<body>é/);
    assert.match(await body('/meta-in-comment'), /<body>é/);
  });

  test('an XML document declares its encoding in <?xml ... ?>', async () => {
    assert.match(await body('/sitemap-latin1', 'xml'), new RegExp(CP1252_TEXT));
  });
});
