import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decodeBody, headerCharset } from './charset.js';

test('windows-1252 maps 0x80-0x9F as the Encoding standard does (Node 20.18.3+ TextDecoder does not)', () => {
  const bytes = Uint8Array.from({ length: 32 }, (_, i) => 0x80 + i);
  const { text, encoding } = decodeBody(bytes, 'text/html; charset=windows-1252', 'html');
  assert.equal(encoding, 'windows-1252');
  assert.equal(text, '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ');
  // every label the standard sends to windows-1252
  for (const label of ['iso-8859-1', 'latin1', 'us-ascii', 'ascii', 'cp1252', 'l1']) {
    assert.equal(decodeBody(Uint8Array.of(0x80, 0xe9), `text/html; charset=${label}`, 'html').text, '€é', label);
  }
});

test('headerCharset reads quoted, unquoted and spaced parameters', () => {
  assert.equal(headerCharset('text/html; charset=UTF-8'), 'UTF-8');
  assert.equal(headerCharset('text/html;charset="shift_jis"'), 'shift_jis');
  assert.equal(headerCharset('text/html ; Charset = koi8-r ; foo=bar'), 'koi8-r');
  assert.equal(headerCharset('text/html'), null);
});

test('text fetches read no declaration inside the body', () => {
  const bytes = Buffer.from('<meta charset="windows-1252">é');
  assert.equal(decodeBody(bytes, 'text/plain', 'text').encoding, 'utf-8');
  assert.equal(decodeBody(bytes, 'text/html', 'html').encoding, 'windows-1252');
});
