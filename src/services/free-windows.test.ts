import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FreeWindows } from './free-windows.js';

test('a company is free only past the remembered end of its window, for its organization only', () => {
  const w = new FreeWindows(100);
  w.remember(1, 10, 5_000);
  w.remember(1, 11, 9_000);
  assert.equal(w.allFreeAfter(1, [10, 11], 4_999), true);
  assert.equal(w.allFreeAfter(1, [10, 11], 5_000), false, 'the window ends at 5,000');
  assert.equal(w.allFreeAfter(1, [10, 12], 0), false, 'company 12 is not remembered');
  assert.equal(w.allFreeAfter(2, [10], 0), false, 'another organization');
  assert.equal(w.allFreeAfter(1, [10, 12], 0, new Set([12])), true, 'an excepted company needs no window');
  assert.equal(w.allFreeAfter(3, [], 0), true, 'no company, nothing to charge');
  w.remember(1, 10, 20_000);
  assert.equal(w.allFreeAfter(1, [10], 10_000), true, 'a renewed window replaces the old one');
});

test('it holds at most its capacity, and keeps what is read over what is not', () => {
  const w = new FreeWindows(10);
  for (let id = 0; id < 5; id++) w.remember(1, id, 1_000);
  // 0-4 are now the older generation; reading 0 and 1 moves them to the younger one.
  assert.equal(w.allFreeAfter(1, [0, 1], 0), true);
  for (let id = 100; id < 103; id++) w.remember(2, id, 1_000);
  // The younger generation (0, 1, 100-102) filled up: 2-4 are forgotten, the read ones are kept.
  assert.equal(w.allFreeAfter(1, [0, 1], 0), true);
  assert.equal(w.allFreeAfter(1, [2], 0), false);
  assert.equal(w.allFreeAfter(2, [100, 101, 102], 0), true);
  for (let id = 0; id < 1000; id++) w.remember(3, id, 1_000);
  assert.ok(w.size <= 10, `holds ${w.size}`);
});
