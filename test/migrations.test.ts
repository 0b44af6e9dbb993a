import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { DirectoryLockedError } from '../src/lib/dir-lock.js';
import { dropDatabase, ENGINE } from './support/harness.js';

async function emptyPostgres(): Promise<string> {
  const name = `keiretsu_m_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

describe(`migrations on ${ENGINE}`, () => {
  test('apply in order on an empty database; running them again is a no-op', async () => {
    const url = ENGINE === 'postgres' ? await emptyPostgres() : undefined;
    const db = await openDatabase({ url, dataDir: 'memory://' });
    try {
      const first = await migrate(db);
      assert.ok(first.applied.length >= 1);
      assert.equal(first.applied[0], '0001_init.sql');
      const tables = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`,
      );
      const second = await migrate(db);
      assert.deepEqual(second, { applied: [], current: first.current });
      const after = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`);
      assert.equal(after.rows[0]!.n, tables.rows[0]!.n);
      // pg_trgm and the accent-folding function are in place on this engine.
      const fold = await db.query<{ f: string; s: number }>(`SELECT keiretsu_fold('Café LUMIÈRE') AS f, similarity('acme', 'acme') AS s`);
      assert.deepEqual(fold.rows[0], { f: 'cafe lumiere', s: 1 });
      // A domain resolves from company_domains' key alone: its leaves carry the company (migration 0029).
      const key = await db.query<{ def: string }>(
        `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'company_domains_pkey'`,
      );
      assert.deepEqual(key.rows, [{ def: 'PRIMARY KEY (domain) INCLUDE (company_id)' }]);
    } finally {
      await db.close();
      if (url) await dropDatabase(url);
    }
  });

  test('keiretsu migrate reports what it applied, then that nothing was left', async () => {
    const url = ENGINE === 'postgres' ? await emptyPostgres() : undefined;
    const dir = await mkdtemp(path.join(tmpdir(), 'keiretsu-test-'));
    const env: NodeJS.ProcessEnv = { ...process.env, KEIRETSU_DATA_DIR: dir };
    if (url) env.DATABASE_URL = url;
    else delete env.DATABASE_URL;
    const run = async () =>
      JSON.parse((await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/main.ts', 'migrate'], { env })).stdout);
    try {
      const all = readdirSync(new URL('../migrations/', import.meta.url))
        .filter((f) => f.endsWith('.sql'))
        .sort();
      const first = await run();
      assert.deepEqual(first.applied, all);
      assert.equal(first.current, Number(all.at(-1)!.slice(0, 4)));
      assert.deepEqual((await run()).applied, []);
    } finally {
      await rm(dir, { recursive: true, force: true });
      if (url) await dropDatabase(url);
    }
  });

  test(
    'two processes booting at once migrate once',
    { skip: ENGINE !== 'postgres' && 'needs several connections: PostgreSQL only' },
    async () => {
      const url = await emptyPostgres();
      const a = await openDatabase({ url, dataDir: 'memory://' });
      const b = await openDatabase({ url, dataDir: 'memory://' });
      try {
        const [ra, rb] = await Promise.all([migrate(a), migrate(b)]);
        // Between them they applied every file exactly once (either may have done any of them).
        const all = readdirSync(new URL('../migrations/', import.meta.url))
          .filter((f) => f.endsWith('.sql'))
          .sort();
        assert.deepEqual([...ra.applied, ...rb.applied].sort(), all);
        const r = await a.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
        assert.equal(r.rows[0]!.n, ra.current);
      } finally {
        await a.close();
        await b.close();
        await dropDatabase(url);
      }
    },
  );

  test(
    'the embedded database keeps its data across restarts and refuses a second process',
    { skip: ENGINE !== 'pglite' && 'embedded engine only' },
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'keiretsu-test-'));
      try {
        const db = await openDatabase({ url: undefined, dataDir: dir });
        await migrate(db);
        await db.query(`INSERT INTO settings (key, value) VALUES ('probe', 'kept')`);
        // A lock held by a live process (here: ourselves, as another owner would) is refused with a clear message.
        await assert.rejects(
          openDatabase({ url: undefined, dataDir: dir }),
          (err) => err instanceof DirectoryLockedError || /in use/.test(String(err)),
        );
        await db.close();
        const again = await openDatabase({ url: undefined, dataDir: dir });
        const r = await again.query<{ value: string }>(`SELECT value FROM settings WHERE key = 'probe'`);
        assert.equal(r.rows[0]?.value, 'kept');
        assert.deepEqual((await migrate(again)).applied, []);
        await again.close();
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});
