import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { pageWindow } from '../src/services/company-page-order.js';
import type { EvidenceRow } from '../src/db/repositories/technology.repository.js';

/** Rows as the database would send them: (seen desc, id). */
const inIndexOrder = (rows: EvidenceRow[]) => [...rows].sort((a, b) => b.seen - a.seen || a.id - b.id);

/** The definition: each company at its latest evidence, then by name, then id. */
function reference(rows: EvidenceRow[], names: Map<number, string>, offset: number, limit: number): number[] {
  const latest = new Map<number, number>();
  for (const r of rows) latest.set(r.id, Math.max(latest.get(r.id) ?? -Infinity, r.seen));
  return [...latest]
    .sort(([a, sa], [b, sb]) => sb - sa || names.get(a)!.localeCompare(names.get(b)!) || a - b)
    .map(([id]) => id)
    .slice(offset, offset + limit);
}

describe('pageWindow (order of the technology and vendor pages)', () => {
  test('equals "latest evidence desc, name, id" on any input, at any offset', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ id: fc.integer({ min: 1, max: 40 }), seen: fc.integer({ min: 0, max: 6 }) }), { maxLength: 120 }),
        fc.integer({ min: 0, max: 45 }),
        fc.integer({ min: 1, max: 30 }),
        async (rows, offset, limit) => {
          // Names in a different order than ids, with duplicates, so that both tie-breaks matter.
          const names = new Map(Array.from({ length: 41 }, (_, id) => [id, `n${(id * 7) % 5}`]));
          const byName = async (ids: readonly number[]) => [...ids].sort((a, b) => names.get(a)!.localeCompare(names.get(b)!) || a - b);
          const got = await pageWindow(inIndexOrder(rows), offset, limit, byName);
          assert.deepEqual(got, reference(rows, names, offset, limit));
        },
      ),
      { numRuns: 500 },
    );
  });

  test('a page of rows without ties asks no names', async () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => ({ id: i + 1, seen: 1_000_000 - i }));
    const ids = await pageWindow(rows, 0, 50, async () => assert.fail('no company ties'));
    assert.deepEqual(
      ids,
      rows.slice(0, 50).map((x) => x.id),
    );
  });

  test('asks names only for companies that tie', async () => {
    const rows = [
      { id: 3, seen: 9 },
      { id: 1, seen: 8 },
      { id: 2, seen: 8 },
      { id: 4, seen: 7 },
    ];
    const asked: number[][] = [];
    const ids = await pageWindow(inIndexOrder(rows), 0, 10, async (x) => {
      asked.push([...x]);
      return [2, 1];
    });
    assert.deepEqual(asked, [[1, 2]]);
    assert.deepEqual(ids, [3, 2, 1, 4]);
  });
});
