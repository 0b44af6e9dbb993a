import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { LiteralIndex } from './literal-index.js';

function naive(text: string, literal: string): number[] {
  const ends: number[] = [];
  const lower = text.toLowerCase();
  for (let at = lower.indexOf(literal); at >= 0; at = lower.indexOf(literal, at + 1)) ends.push(at + literal.length);
  return ends;
}

test('finds every literal, overlapping ones and suffixes of others included, without case', () => {
  const index = new LiteralIndex(['he', 'she', 'his', 'hers']);
  const hits = index.scan('UsHERS and his', 10);
  assert.equal(hits.count(0), 1);
  assert.deepEqual(hits.positions(0), [4]);
  assert.deepEqual(hits.positions(1), [4]);
  assert.deepEqual(hits.positions(3), [6]);
  assert.deepEqual(hits.positions(2), [14]);
  assert.deepEqual([...hits.found].sort(), [0, 1, 2, 3]);
});

test('keeps the first positions only, counts them all', () => {
  const hits = new LiteralIndex(['ab']).scan('ab'.repeat(10), 3);
  assert.equal(hits.count(0), 10);
  assert.deepEqual(hits.positions(0), [2, 4, 6]);
});

test('folds whitespace and non-ASCII characters: it may report more, never less', () => {
  const index = new LiteralIndex(['a b', 'caf\u00e9']);
  const hits = index.scan('a\nb caf\u00e8', 5);
  assert.equal(hits.count(0), 1);
  assert.equal(hits.count(1), 1);
});

test('a long text, walked in two halves, loses nothing at the seam', () => {
  const literals = ['abcab', 'ba', 'cc', 'abcabcabcabc'];
  const index = new LiteralIndex(literals);
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let run = 0; run < 20; run++) {
    const text = Array.from({ length: 40_000 + run }, () => 'abc'[Math.floor(random() * 3)]).join('');
    const hits = index.scan(text, 1_000_000);
    literals.forEach((literal, id) => {
      assert.equal(hits.count(id), naive(text, literal).length);
      assert.deepEqual(hits.positions(id), naive(text, literal));
    });
  }
});

test('agrees with a naive search on random texts', () => {
  fc.assert(
    fc.property(
      fc.uniqueArray(fc.stringMatching(/^[ab.-]{1,5}$/), { minLength: 1, maxLength: 12 }),
      fc.stringMatching(/^[abAB.-]{0,200}$/),
      (literals, text) => {
        const index = new LiteralIndex(literals);
        const hits = index.scan(text, 1000);
        literals.forEach((literal, id) => {
          const expected = naive(text, literal);
          assert.equal(hits.count(id), expected.length);
          assert.deepEqual(hits.positions(id), expected);
        });
      },
    ),
    { numRuns: 300 },
  );
});
