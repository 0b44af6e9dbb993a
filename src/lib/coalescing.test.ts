import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { FreshReads } from './fresh-reads.js';
import { KeyedBatcher } from './keyed-batcher.js';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('FreshReads', () => {
  test('a caller never gets a read that started before it asked, and waiting callers share one read', async () => {
    const reads: { key: string; d: ReturnType<typeof deferred<number>> }[] = [];
    const fresh = new FreshReads((key: string) => {
      const d = deferred<number>();
      reads.push({ key, d });
      return d.promise;
    });
    const first = fresh.read('org');
    const second = fresh.read('org'); // arrives while the first read runs: must wait for the next
    const third = fresh.read('org');
    assert.equal(reads.length, 1);
    reads[0]!.d.resolve(1);
    assert.equal(await first, 1);
    await new Promise((r) => setImmediate(r));
    assert.equal(reads.length, 2, 'the two waiting callers share the second read');
    reads[1]!.d.resolve(2);
    assert.deepEqual(await Promise.all([second, third]), [2, 2]);
    assert.equal(await Promise.race([fresh.read('other'), Promise.resolve('pending')]), 'pending');
    assert.equal(reads.at(-1)!.key, 'other', 'keys are read independently');
  });

  test('a failed read fails its callers only; the next caller reads again', async () => {
    let n = 0;
    const fresh = new FreshReads(async () => {
      n++;
      if (n === 1) throw new Error('down');
      return n;
    });
    await assert.rejects(fresh.read('k'), /down/);
    assert.equal(await fresh.read('k'), 2);
  });
});

describe('KeyedBatcher', () => {
  test('items that arrive while a call is in flight go together in the next call, in order', async () => {
    const calls: number[][] = [];
    const gate = deferred<void>();
    const batcher = new KeyedBatcher(async (_key: string, items: number[]) => {
      calls.push(items);
      if (calls.length === 1) await gate.promise;
      return items.map((i) => i * 10);
    }, 3);
    const results = [1, 2, 3, 4, 5, 6].map((i) => batcher.submit('org', i));
    gate.resolve();
    assert.deepEqual(await Promise.all(results), [10, 20, 30, 40, 50, 60]);
    assert.deepEqual(calls, [[1], [2, 3, 4], [5, 6]], 'at most 3 a call');
  });

  test('when a batch fails, each item is retried alone so only the bad one fails', async () => {
    const batcher = new KeyedBatcher(async (_key: string, items: number[]) => {
      if (items.includes(13)) throw new Error('unlucky');
      return items;
    }, 10);
    const gate = batcher.submit('org', 0); // occupies the key so that the next three form one batch
    const results = await Promise.allSettled([gate, ...[12, 13, 14].map((i) => batcher.submit('org', i))]);
    assert.deepEqual(
      results.map((r) => r.status),
      ['fulfilled', 'fulfilled', 'rejected', 'fulfilled'],
    );
  });
});
