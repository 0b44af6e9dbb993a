import { test } from 'node:test';
import assert from 'node:assert/strict';
import { crc32, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { crc32Combine, deflatePiece, GzipBuilder } from './gzip-pieces.js';

test('crc32Combine gives the CRC-32 of the concatenation', () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 300 }), fc.uint8Array({ maxLength: 300 }), (a, b) => {
      const whole = crc32(Buffer.concat([a, b]));
      assert.equal(crc32Combine(crc32(a), crc32(b), b.length), whole);
    }),
    { numRuns: 500 },
  );
  // Lengths past one stored block and past 2^16 exercise more of the exponent's bits.
  const big = Buffer.alloc(200_003, 'keiretsu ');
  assert.equal(crc32Combine(crc32('{"a":1}'), crc32(big), big.length), crc32(Buffer.concat([Buffer.from('{"a":1}'), big])));
});

test('a body of raw text and pieces compressed apart decompresses to their concatenation', () => {
  const part = fc.oneof(
    fc.record({ raw: fc.string({ unit: 'binary', maxLength: 200 }) }),
    fc.record({ piece: fc.string({ unit: 'binary', maxLength: 2000 }) }),
    // JSON-like text that compresses, so pieces hold back-references of their own
    fc.record({ piece: fc.array(fc.constantFrom('{"tech_key":"react",', '"vendor":"Meta"},'), { maxLength: 300 }).map((a) => a.join('')) }),
  );
  fc.assert(
    fc.property(fc.array(part, { maxLength: 12 }), (parts) => {
      const builder = new GzipBuilder();
      let expected = '';
      for (const p of parts) {
        if ('raw' in p) builder.raw(p.raw);
        else builder.piece(deflatePiece(Buffer.from(p.piece)));
        expected += 'raw' in p ? p.raw : p.piece;
      }
      // gunzip checks the trailer's CRC-32 and length as well
      assert.equal(gunzipSync(builder.finish()).toString(), expected);
    }),
    { numRuns: 300 },
  );
});

test('raw text longer than a stored block is split across blocks', () => {
  const text = 'x'.repeat(150_000) + 'y';
  const body = new GzipBuilder()
    .raw('{')
    .raw(text)
    .piece(deflatePiece(Buffer.from('}')))
    .finish();
  assert.equal(gunzipSync(body).toString(), `{${text}}`);
});

test('repetitive pieces are compressed', () => {
  const piece = deflatePiece(Buffer.from('{"tech_key":"react","display_name":"React"},'.repeat(100)));
  assert.ok(piece.deflated.length < piece.length / 10, `${piece.deflated.length} of ${piece.length}`);
});
