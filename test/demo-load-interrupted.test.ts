import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { openDatabase, type Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { dropForBulkLoad } from '../src/db/repositories/bulk-ddl.repository.js';
import { withAdvisoryLock } from '../src/db/repositories/lock.repository.js';
import { demoLoadInterrupted, loadDemoData, setLoadTriggers } from '../src/demo/load-demo.js';
import { dropDatabase, ENGINE, freshDatabase } from './support/harness.js';
import { nameWordsDrift } from './support/name-words.js';

// A demo load that never ended (a first start killed while loading) leaves half the data: no partner links, figures,
// name words or documents, and on PostgreSQL indexes and keys dropped. The next load must discard it and load whole,
// and `serve --demo` must see that there is a load to redo although companies has rows.
const N = 200;
let db: Database;
let url: string | undefined;

before(async () => {
  url = ENGINE === 'postgres' ? await freshDatabase() : undefined;
  db = await openDatabase({ url, dataDir: 'memory://' });
  await migrate(db);
});

after(async () => {
  await db.close();
  if (url) await dropDatabase(url);
});

async function count(sql: string): Promise<number> {
  return Number((await db.query<{ n: number }>(sql)).rows[0]?.n);
}

test('a load stopped before its partner links is discarded by the next, which loads whole', async () => {
  assert.equal(await demoLoadInterrupted(db), false);
  const stop = (p: { phase: string }) => {
    if (p.phase === 'partner links') throw new Error('stopped');
  };
  await assert.rejects(loadDemoData(db, { companies: N, seed: 3, onProgress: stop }), /stopped/);
  // As a kill -9 leaves it: the triggers the load turns off stay off, and a partner links' rebuild that had begun left
  // its tables' keys and indexes dropped (saved to be restored).
  await setLoadTriggers(db, false);
  await dropForBulkLoad(db, ['partner_links', 'partner_type_counts']);
  assert.equal(await count(`SELECT count(*) AS n FROM pg_indexes WHERE tablename = 'partner_links'`), 0);
  assert.equal(await count('SELECT count(*) AS n FROM companies'), N);
  assert.equal(await count('SELECT count(*) AS n FROM partner_links'), 0);
  assert.equal(await demoLoadInterrupted(db), true);

  const phases: string[] = [];
  const result = await loadDemoData(db, { companies: N, seed: 3, onProgress: (p) => phases.push(p.phase) });
  assert.ok(phases.includes('discard an interrupted load'));
  assert.equal(result.companies, N);
  assert.equal(await demoLoadInterrupted(db), false);
  assert.equal(await count('SELECT count(*) AS n FROM companies'), N);
  assert.equal(await count('SELECT count(*) AS n FROM detections'), result.detections);
  assert.equal(await count('SELECT count(*) AS n FROM partnerships'), result.partnerships);
  assert.equal(
    await count(
      'SELECT count(DISTINCT (least(company_id, partner_id), greatest(company_id, partner_id))) * 2 - (SELECT count(*) FROM partner_links) AS n FROM partnerships',
    ),
    0,
  );
  assert.equal(await count('SELECT count(*) AS n FROM company_documents'), N);
  assert.deepEqual(await nameWordsDrift(db), { missing: 0, extra: 0, unlisted: 0 });
  assert.equal(await count(`SELECT count(*) AS n FROM pg_trigger WHERE tgrelid = 'companies'::regclass AND tgenabled = 'D'`), 0);
  assert.equal(await count(`SELECT count(*) AS n FROM settings WHERE key = 'demo_load.dropped_ddl'`), 0);
  assert.equal(await count(`SELECT count(*) AS n FROM pg_indexes WHERE tablename IN ('partner_links', 'partner_type_counts')`), 5);
  assert.equal(
    await count(`SELECT count(*) AS n FROM pg_constraint
                  WHERE conrelid IN ('partner_links'::regclass, 'partner_type_counts'::regclass) AND contype = 'f' AND convalidated`),
    3,
  );
  // A whole load is not discarded: the next is refused.
  await assert.rejects(loadDemoData(db, { companies: N, seed: 3 }), /not empty/);
});

test(
  'two loads into one database at once: one loads, the other waits and is refused',
  { skip: ENGINE !== 'postgres' && 'one connection' },
  async () => {
    const fresh = await freshDatabase();
    const a = await openDatabase({ url: fresh, dataDir: 'memory://' });
    const b = await openDatabase({ url: fresh, dataDir: 'memory://' });
    try {
      await migrate(a);
      const results = await Promise.allSettled([loadDemoData(a, { companies: N, seed: 4 }), loadDemoData(b, { companies: N, seed: 4 })]);
      const refused = results.filter((r) => r.status === 'rejected');
      assert.equal(refused.length, 1, JSON.stringify(results.map((r) => r.status)));
      assert.match(String((refused[0] as PromiseRejectedResult).reason), /not empty/);
      const n = async (sql: string) => Number((await a.query<{ n: number }>(sql)).rows[0]?.n);
      assert.equal(await n('SELECT count(*) AS n FROM companies'), N);
      assert.equal(await n('SELECT count(*) AS n FROM company_documents'), N);
      assert.equal(await demoLoadInterrupted(a), false);
    } finally {
      await a.close();
      await b.close();
      await dropDatabase(fresh);
    }
  },
);

test(
  'the lock a load holds keeps no snapshot: VACUUM still sees the rows written under it as visible to all',
  { skip: ENGINE !== 'postgres' && 'no lock on PGlite' },
  async () => {
    const holder = await withAdvisoryLock(db, 7_000_001, async () =>
      count(`SELECT count(*) AS n FROM pg_stat_activity
            WHERE query = 'SELECT pg_advisory_xact_lock(7000001)' AND state = 'idle in transaction' AND backend_xmin IS NULL`),
    );
    assert.equal(holder, 1);
  },
);
