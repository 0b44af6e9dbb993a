import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { embeddedPool, openDatabase, prepared } from '../src/db/database.js';
import { startEmbeddedServer } from '../src/db/embedded.js';
import { ENGINE } from './support/harness.js';

describe(`prepared statements on ${ENGINE}`, () => {
  test('one name per text; reused across calls, concurrent calls and transactions, with the rows of each call', async () => {
    const sql = 'SELECT x, x * $2::int AS y FROM generate_series(1, $1::int) AS x ORDER BY x';
    assert.equal(prepared(sql), prepared(`SELECT x, x * $2::int AS y FROM generate_series(1, $1::int) AS x ORDER BY x`));
    assert.notEqual(prepared(sql).name, prepared(`${sql} DESC`).name);
    const db = await openDatabase({ url: process.env.DATABASE_URL, dataDir: 'memory://' });
    try {
      // More calls than the five after which PostgreSQL may switch to a generic plan, some at once.
      for (let n = 1; n <= 8; n++) {
        const r = await db.query<{ x: number; y: number }>(prepared(sql), [n, 3]);
        assert.deepEqual(
          r.rows.map((row) => row.y),
          Array.from({ length: n }, (_, i) => 3 * (i + 1)),
        );
      }
      const concurrent = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => db.query<{ x: number }>(prepared(sql), [n, 1])));
      assert.deepEqual(
        concurrent.map((r) => r.rows.length),
        [1, 2, 3, 4, 5, 6],
      );
      const inTx = await db.transaction(async (tx) => (await tx.query<{ y: number }>(prepared(sql), [2, 10])).rows);
      assert.deepEqual(
        inTx.map((row) => row.y),
        [10, 20],
      );
      // An error in a prepared statement is the query's own; the statement still serves the next call.
      await assert.rejects(db.query(prepared(sql), ['not a number', 1]), /invalid input syntax/);
      assert.equal((await db.query(prepared(sql), [1, 1])).rows.length, 1);
    } finally {
      await db.close();
    }
  });

  test(
    'embedded: a new connection prepares the names its failed predecessor left in the shared session',
    { skip: ENGINE !== 'pglite' && 'the embedded engine only' },
    async () => {
      const server = await startEmbeddedServer('memory://');
      const pool = embeddedPool(server);
      const statement = prepared('SELECT $1::int + 1 AS n');
      try {
        assert.equal((await pool.query({ ...statement, values: [1] })).rows[0].n, 2);
        // The connection goes away (as after a socket error); the pool opens another on the same session.
        const client = await pool.connect();
        client.release(new Error('connection failed'));
        assert.equal((await pool.query({ ...statement, values: [2] })).rows[0].n, 3);
      } finally {
        await pool.end();
        await server.stop();
      }
    },
  );
});

describe(`the transaction check on ${ENGINE}`, () => {
  test('with checkTransactions (the tests), a query on the database from inside a transaction callback fails', async () => {
    const db = await openDatabase({ url: process.env.DATABASE_URL, dataDir: 'memory://', checkTransactions: true });
    try {
      await assert.rejects(
        db.transaction(async () => db.query('SELECT 1')),
        /db\.query inside a transaction: use the transaction's connection/,
      );
      // Outside the callback, and through the transaction's own connection, queries run.
      assert.deepEqual((await db.transaction(async (tx) => (await tx.query<{ n: number }>('SELECT 2 AS n')).rows))[0], { n: 2 });
      assert.equal((await db.query<{ n: number }>('SELECT 3 AS n')).rows[0]!.n, 3);
    } finally {
      await db.close();
    }
  });

  test(
    'embedded: a fresh folder is created by a child process, then opened with 32 MB of shared buffers; a folder that cannot be created says why and stays unlocked',
    { skip: ENGINE !== 'pglite' && 'the embedded engine only' },
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'keiretsu-embedded-'));
      try {
        const fresh = path.join(dir, 'fresh');
        for (let open = 0; open < 2; open++) {
          const server = await startEmbeddedServer(fresh);
          const pool = embeddedPool(server);
          try {
            assert.equal((await pool.query('SELECT 41 + 1 AS n')).rows[0].n, 42);
            // PostgreSQL's 128 MB would be WebAssembly memory the process never gets back (embedded-worker.ts).
            assert.equal((await pool.query('SHOW shared_buffers')).rows[0].shared_buffers, '32MB');
          } finally {
            await pool.end();
            await server.stop();
          }
          assert.ok(existsSync(path.join(fresh, 'pglite', 'PG_VERSION')));
        }
        // Where the database's folder should be there is a file: the child fails, and its error is the caller's.
        const broken = path.join(dir, 'broken');
        await mkdir(broken);
        await writeFile(path.join(broken, 'pglite'), 'not a folder');
        for (let attempt = 0; attempt < 2; attempt++)
          await assert.rejects(startEmbeddedServer(broken), /the embedded database could not be created in .*broken/);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});
