import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CompanyList, FreeWindows } from './free-windows.js';

const l = (...ids: number[]) => new CompanyList(ids);

test('a company is free only past the remembered end of its window, for its organization only', () => {
  const w = new FreeWindows(100);
  w.remember(1, 10, 5_000);
  w.remember(1, 11, 9_000);
  assert.equal(w.allFreeAfter(1, [l(10, 11)], 4_999), true);
  assert.equal(w.allFreeAfter(1, [l(10, 11)], 5_000), false, 'the window ends at 5,000');
  assert.equal(w.allFreeAfter(1, [l(10, 12)], 0), false, 'company 12 is not remembered');
  assert.equal(w.allFreeAfter(2, [l(10)], 0), false, 'another organization');
  assert.equal(w.allFreeAfter(1, [l(10, 12)], 0, new Set([12])), true, 'an excepted company needs no window');
  assert.equal(w.allFreeAfter(3, [l()], 0), true, 'no company, nothing to charge');
  w.remember(1, 10, 20_000);
  assert.equal(w.allFreeAfter(1, [l(10)], 10_000), true, 'a renewed window replaces the old one');
});

test('it holds at most its capacity, and keeps what is read over what is not', () => {
  const w = new FreeWindows(10);
  for (let id = 0; id < 5; id++) w.remember(1, id, 1_000);
  // 0-4 are now the older generation; reading 0 and 1 moves them to the younger one.
  assert.equal(w.allFreeAfter(1, [l(0, 1)], 0), true);
  for (let id = 100; id < 103; id++) w.remember(2, id, 1_000);
  // The younger generation (0, 1, 100-102) filled up: 2-4 are forgotten, the read ones are kept.
  assert.equal(w.allFreeAfter(1, [l(0, 1)], 0), true);
  assert.equal(w.allFreeAfter(1, [l(2)], 0), false);
  assert.equal(w.allFreeAfter(2, [l(100, 101, 102)], 0), true);
  for (let id = 0; id < 1000; id++) w.remember(3, id, 1_000);
  assert.ok(w.size <= 10, `holds ${w.size}`);
});

test('a list seen free is confirmed in one step after, until its earliest window ends, per organization', () => {
  const w = new FreeWindows(100);
  const list = l(10, 11, 12);
  w.remember(1, 10, 5_000);
  w.remember(1, 11, 9_000);
  assert.equal(w.allFreeAfter(1, [list], 0), false, 'company 12 is not remembered');
  w.remember(1, 12, 7_000);
  assert.equal(w.allFreeAfter(1, [list, l(11)], 4_000), true);
  assert.equal(w.allFreeAfter(1, [list], 4_999), true);
  assert.equal(w.allFreeAfter(1, [list], 5_000), false, "the list's earliest window (company 10) ends at 5,000");
  assert.equal(w.allFreeAfter(2, [list], 0), false, 'another organization');
  w.remember(1, 10, 20_000);
  assert.equal(w.allFreeAfter(1, [list], 6_000), true, 'a renewed window counts once the list is checked again');
  assert.equal(w.allFreeAfter(1, [list], 7_000), false, 'now company 12 ends first');
  // Kept with the list, not with its contents: an equal list is another list, checked company by company.
  assert.equal(w.allFreeAfter(1, [l(10, 11, 12, 13)], 0), false);
});

test('a list kept free stays free though its companies are forgotten, since a window never ends earlier', () => {
  const w = new FreeWindows(4);
  const list = l(1, 2);
  w.remember(1, 1, 10_000);
  w.remember(1, 2, 10_000);
  assert.equal(w.allFreeAfter(1, [list], 0), true);
  for (let id = 100; id < 110; id++) w.remember(1, id, 10_000);
  assert.equal(w.allFreeAfter(1, [l(1), l(2)], 0), false, 'companies 1 and 2 are forgotten');
  assert.equal(w.allFreeAfter(1, [list], 9_999), true);
  assert.equal(w.allFreeAfter(1, [list], 10_000), false);
});

test('with exceptions a list is checked company by company, and not kept', () => {
  const w = new FreeWindows(100);
  const list = l(1, 2);
  w.remember(1, 1, 10_000);
  assert.equal(w.allFreeAfter(1, [list], 0, new Set([2])), true, 'company 2 is excepted');
  assert.equal(w.allFreeAfter(1, [list], 0), false, 'without the exception, company 2 is not free');
});
