import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
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

test('within its capacity it answers as a map of every window would, for ids spread and clustered', () => {
  fc.assert(
    fc.property(
      fc.array(
        fc.record({
          org: fc.integer({ min: 1, max: 3 }),
          id: fc.oneof(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 0x7fffffff })),
          until: fc.integer({ min: 1, max: 2 ** 41 }),
        }),
        { maxLength: 400 },
      ),
      fc.array(fc.integer({ min: 0, max: 2 ** 41 }), { minLength: 1, maxLength: 5 }),
      (writes, ats) => {
        const w = new FreeWindows(10_000);
        const model = new Map<string, number>();
        for (const { org, id, until } of writes) {
          w.remember(org, id, until);
          // Whole seconds, rounded down; a window that ends within the epoch's first second (0 s) is not
          // remembered, and leaves what was remembered before as it was.
          const seconds = Math.floor(until / 1000);
          if (seconds > 0) model.set(`${org}:${id}`, seconds * 1000);
        }
        for (const { org, id } of writes) {
          for (const at of ats) {
            const expected = model.get(`${org}:${id}`)! > at;
            assert.equal(w.allFreeAfter(org, [l(id)], at), expected, `org ${org}, company ${id}, at ${at}`);
          }
        }
        // a company never written is not free
        assert.equal(w.allFreeAfter(1, [l(0x7fffffff - 1)], 0), model.has(`1:${0x7fffffff - 1}`));
      },
    ),
    { numRuns: 300 },
  );
});

test('a window is remembered to the second below its end, and a table grows without losing any', () => {
  const w = new FreeWindows(1_000_000);
  w.remember(1, 5, 1_999);
  assert.equal(w.allFreeAfter(1, [l(5)], 999), true);
  assert.equal(w.allFreeAfter(1, [l(5)], 1_000), false, '1,999 ms is held as 1 s');
  w.remember(1, 5, 999);
  assert.equal(w.allFreeAfter(1, [l(5)], 999), true, 'a window over within the first second (0 s) leaves the held one');
  for (let id = 1; id <= 300_000; id++) w.remember(2, id * 7, 1_000_000 + id * 1000);
  assert.equal(w.size, 300_001);
  for (let id = 1; id <= 300_000; id += 997) {
    assert.equal(w.allFreeAfter(2, [l(id * 7)], 1_000_000 + id * 1000 - 1), true, `company ${id * 7}`);
    assert.equal(w.allFreeAfter(2, [l(id * 7)], 1_000_000 + id * 1000), false);
  }
});
