import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openDatabase, parseIntArray } from '../src/db/database.js';
import { dropDatabase, ENGINE, freshDatabase } from './support/harness.js';

// integer[] is read by JSON.parse when one-dimensional without NULLs, else by pg's own parser (src/db/database.ts).

test('integer[] texts in every form', () => {
  const cases: [string, unknown][] = [
    ['{}', []],
    ['{7}', [7]],
    ['{3,1,2}', [3, 1, 2]],
    ['{-5,0,2147483647}', [-5, 0, 2147483647]],
    ['{1,NULL,3}', [1, null, 3]],
    ['{NULL}', [null]],
    [
      '{{1,2},{3,4}}',
      [
        [1, 2],
        [3, 4],
      ],
    ],
  ];
  for (const [text, expected] of cases) assert.deepEqual(parseIntArray(text), expected, text);
});

test('integer[] read from the database', async () => {
  const url = ENGINE === 'postgres' ? await freshDatabase() : undefined;
  const db = await openDatabase({ url, dataDir: 'memory://' });
  try {
    const r = await db.query(
      `SELECT ARRAY[3, 1, 2]::int[] AS a, '{}'::int[] AS b, ARRAY[1, NULL]::int[] AS c, ARRAY[[1, 2], [3, 4]]::int[] AS d`,
    );
    assert.deepEqual(r.rows[0], {
      a: [3, 1, 2],
      b: [],
      c: [1, null],
      d: [
        [1, 2],
        [3, 4],
      ],
    });
  } finally {
    await db.close();
    if (url) await dropDatabase(url);
  }
});
