import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { utf8Concat } from './splice.js';

test('utf8Concat gives the bytes of the joined strings, for any text (lone surrogates included)', () => {
  fc.assert(
    fc.property(fc.array(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }))), (parts) => {
      assert.deepEqual(utf8Concat(parts), Buffer.from(parts.join('')));
    }),
    { numRuns: 2000 },
  );
  assert.equal(utf8Concat([]).length, 0);
  assert.equal(utf8Concat(['{"a":', '"é😀"', '}']).toString(), '{"a":"é😀"}');
});
