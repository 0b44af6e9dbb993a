import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { pageWindow, type NextRows } from '../src/services/vendor-evidence-order.js';
import type { EvidenceRow } from '../src/db/repositories/technology.repository.js';

/** Rows as the database would send them: (seen desc, id), served in reads of the size asked for. */
function reader(rows: EvidenceRow[]): { next: NextRows; reads: () => number } {
  const sorted = [...rows].sort((a, b) => b.seen - a.seen || a.id - b.id);
  let at = 0;
  let reads = 0;
  return {
    next: async (n) => {
      reads++;
      const out = sorted.slice(at, at + n);
      at += n;
      return out;
    },
    reads: () => reads,
  };
}

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
          const got = await pageWindow(reader(rows).next, offset, limit, byName);
          assert.deepEqual(got, reference(rows, names, offset, limit));
        },
      ),
      { numRuns: 500 },
    );
  });

  test('stops reading once the page and its last tie group are complete', async () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => ({ id: i + 1, seen: 1_000_000 - i }));
    const r = reader(rows);
    const ids = await pageWindow(r.next, 0, 50, async (x) => [...x]);
    assert.deepEqual(
      ids,
      rows.slice(0, 50).map((x) => x.id),
    );
    assert.equal(r.reads(), 1);
  });

  test('asks names only for companies that tie', async () => {
    const rows = [
      { id: 3, seen: 9 },
      { id: 1, seen: 8 },
      { id: 2, seen: 8 },
      { id: 4, seen: 7 },
    ];
    const asked: number[][] = [];
    const ids = await pageWindow(reader(rows).next, 0, 10, async (x) => {
      asked.push([...x]);
      return [2, 1];
    });
    assert.deepEqual(asked, [[1, 2]]);
    assert.deepEqual(ids, [3, 2, 1, 4]);
  });
});
