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

test('a long text, walked in four quarters at once, loses nothing at the seams', () => {
  const literals = ['abcab', 'ba', 'cc', 'abcabcabcabc'];
  const index = new LiteralIndex(literals);
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let run = 0; run < 20; run++) {
    // random, or periodic (every literal then ends at or next to each seam, the longest included)
    const text =
      run % 2 === 0
        ? Array.from({ length: 40_000 + run }, () => 'abc'[Math.floor(random() * 3)]).join('')
        : 'abcc'
            .slice(run % 4)
            .concat('abc'.repeat(13_400))
            .slice(0, 40_000 + run);
    const hits = index.scan(text, 1_000_000);
    literals.forEach((literal, id) => {
      assert.equal(hits.count(id), naive(text, literal).length);
      assert.deepEqual(hits.positions(id), naive(text, literal));
    });
    // a part of the text: what starts or ends outside it is not reported
    const [from, to] = [run * 7, text.length - run * 11];
    const part = index.scan(text, 1_000_000, from, to);
    literals.forEach((literal, id) => {
      const expected = naive(text.slice(from, to), literal).map((end) => end + from);
      assert.equal(part.count(id), expected.length);
      assert.deepEqual(part.positions(id), expected);
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
