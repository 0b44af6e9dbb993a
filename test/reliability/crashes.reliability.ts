import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { openDatabase } from '../../src/db/database.js';
import { freePort, spawnKeiretsu, startApi, stop } from './support/processes.js';
import { PrivatePostgres } from './support/servers.js';

/**
 * Issue 22, crashes and races (npm run test:reliability only): an import killed with SIGKILL and run again, two
 * first starts with --demo at once, a first start killed during its demo load, and a full disk under the embedded
 * engine. Figures in docs/reliability.md.
 */
describe('crashes and races', { skip: !PrivatePostgres.available() && 'needs PostgreSQL binaries' }, () => {
  let postgres: PrivatePostgres;
  const dir = mkdtempSync(join(tmpdir(), 'keiretsu-crash-'));
  let databases = 0;
  before(async () => {
    postgres = await new PrivatePostgres().init();
  });
  after(async () => {
    await postgres?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  test('kill -9 during an import, then the same import again: complete, nothing twice', async (t) => {
    const url = await postgres.createDatabase(`crash${databases++}`);
    const COMPANIES = 20_000;
    const file = join(dir, 'import.ndjson');
    const lines = [
      JSON.stringify({
        type: 'technology',
        tech_key: 'crashtech',
        display_name: 'Crash Tech',
        vendor_name: 'Crash',
        vendor_domain: 'crash-vendor.com',
      }),
    ];
    for (let i = 0; i < COMPANIES; i++) {
      lines.push(JSON.stringify({ type: 'company', name: `Crash Co ${i}`, primary_domain: `crash-${i}.com` }));
      lines.push(
        JSON.stringify({
          type: 'detection',
          company: `crash-${i}.com`,
          tech_key: 'crashtech',
          detection_count: 3,
          first_seen: '2026-01-01T00:00:00Z',
          last_seen: '2026-10-01T00:00:00Z',
        }),
      );
      if (i > 0)
        lines.push(
          JSON.stringify({
            type: 'partnership',
            company: `crash-${i}.com`,
            partner: `crash-${i - 1}.com`,
            partnership_type: 'technology',
            first_observed_at: '2026-01-01T00:00:00Z',
            last_observed_at: '2026-10-01T00:00:00Z',
            observation_count: 2,
          }),
        );
    }
    writeFileSync(file, lines.join('\n') + '\n');
    const db = new pg.Client({ connectionString: url });
    const migrate = spawnKeiretsu(['migrate'], { DATABASE_URL: url });
    assert.equal(await migrate.exited, 0, migrate.log.join(''));
    await db.connect();
    try {
      const count = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM companies')).rows[0]!.n;
      const first = spawnKeiretsu(['import', file], { DATABASE_URL: url });
      // Killed once some batches are in and most are not.
      while ((await count()) < COMPANIES / 5) {
        assert.equal(first.child.exitCode, null, `the import ended before it was killed: ${first.log.join('').slice(-500)}`);
        await sleep(100);
      }
      await stop(first, 'SIGKILL');
      const atKill = await count();
      const second = spawnKeiretsu(['import', file], { DATABASE_URL: url });
      assert.equal(await second.exited, 0, second.log.join('').slice(-2000));
      const figures = (
        await db.query<{
          companies: number;
          domains: number;
          detections: number;
          detection_sum: number;
          partnerships: number;
          observations: number;
          tech_count_ok: boolean;
        }>(
          `SELECT (SELECT count(*)::int FROM companies) AS companies,
                  (SELECT count(*)::int FROM company_domains) AS domains,
                  (SELECT count(*)::int FROM detections) AS detections,
                  (SELECT sum(detection_count)::int FROM detections) AS detection_sum,
                  (SELECT count(*)::int FROM partnerships) AS partnerships,
                  (SELECT sum(observation_count)::int FROM partnerships) AS observations,
                  (SELECT bool_and(tech_count = 1) FROM companies) AS tech_count_ok`,
        )
      ).rows[0]!;
      t.diagnostic(`killed with ${atKill} of ${COMPANIES} companies in; after the second run: ${JSON.stringify(figures)}`);
      assert.deepEqual(figures, {
        companies: COMPANIES,
        domains: COMPANIES,
        detections: COMPANIES,
        detection_sum: COMPANIES * 3,
        partnerships: COMPANIES - 1,
        observations: (COMPANIES - 1) * 2,
        tech_count_ok: true,
      });
    } finally {
      await db.end();
    }
  });

  test('two first starts with --demo at once create one demo organization and print its keys once', async (t) => {
    const url = await postgres.createDatabase(`demo${databases++}`);
    const env = { DATABASE_URL: url, KEIRETSU_ADMIN_TOKEN: 'reliability-admin-token-0123' };
    const started = Date.now();
    const [a, b] = await Promise.all([startApi(env, ['--demo']), startApi(env, ['--demo'])]);
    try {
      t.diagnostic(`both ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      const orgs = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM organizations WHERE name = 'Demo Organization'`);
      const companies = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM companies');
      await db.end();
      assert.equal(orgs.rows[0]!.n, 1);
      assert.equal(companies.rows[0]!.n, 5000);
      const printed = [a, b].filter((p) => p.log.join('').includes('These keys are shown once'));
      assert.equal(printed.length, 1, 'one process prints the demo keys');
    } finally {
      await Promise.all([stop(a), stop(b)]);
    }
  });

  test('kill -9 during a first start with --demo, then a second start: the load is done again, whole', async (t) => {
    const url = await postgres.createDatabase(`demo${databases++}`);
    const env = { DATABASE_URL: url, KEIRETSU_ADMIN_TOKEN: 'reliability-admin-token-0123' };
    const first = spawnKeiretsu(['serve', '--no-worker', '--port', String(await freePort()), '--demo'], env);
    // Killed once the last table is copied, before the derived tables are built: indexes, keys and triggers are off.
    const watch = new pg.Client({ connectionString: url });
    await watch.connect();
    try {
      const deadline = Date.now() + 120_000;
      // Before the migrations have run the table is not there yet.
      const copied = async () =>
        (await watch.query<{ t: string | null }>(`SELECT to_regclass('partnership_attributions')::text AS t`)).rows[0]!.t !== null &&
        (await watch.query<{ ok: boolean }>(`SELECT EXISTS (SELECT 1 FROM partnership_attributions) AS ok`)).rows[0]!.ok;
      while (!(await copied())) {
        if (first.child.exitCode !== null) throw new Error(`the first start exited: ${first.log.join('').slice(-2000)}`);
        if (Date.now() > deadline) throw new Error(`the load never copied its last table: ${first.log.join('').slice(-2000)}`);
        await sleep(20);
      }
      await stop(first, 'SIGKILL');
      const left = await watch.query<{ links: number; loading: number }>(
        `SELECT (SELECT count(*)::int FROM partner_links) AS links, (SELECT count(*)::int FROM settings WHERE key = 'demo_load.loading') AS loading`,
      );
      t.diagnostic(`killed: ${JSON.stringify(left.rows[0])}`);
      assert.deepEqual(left.rows[0], { links: 0, loading: 1 }, 'killed before the partner links');
    } finally {
      await watch.end();
    }
    const second = await startApi(env, ['--demo']);
    try {
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      const figures = (
        await db.query<Record<string, number | boolean>>(
          `SELECT (SELECT count(*)::int FROM companies) AS companies,
                  (SELECT count(*)::int FROM company_documents) AS documents,
                  (SELECT count(*)::int FROM partner_links) > 0 AS links,
                  (SELECT count(*)::int FROM organizations WHERE name = 'Demo Organization') AS orgs,
                  (SELECT count(*)::int FROM pg_trigger WHERE tgrelid = 'companies'::regclass AND tgenabled = 'D') AS triggers_off,
                  (SELECT count(*)::int FROM settings WHERE key LIKE 'demo_load.%') AS load_settings,
                  (SELECT count(*)::int FROM ((SELECT w.word, c.id, c.partnership_count FROM companies c, keiretsu_name_words(c.name) w(word))
                                              EXCEPT ALL SELECT word, company_id, partnership_count FROM company_name_words) x) AS words_missing`,
        )
      ).rows[0]!;
      await db.end();
      t.diagnostic(`after the second start: ${JSON.stringify(figures)}`);
      assert.deepEqual(figures, {
        companies: 5000,
        documents: 5000,
        links: true,
        orgs: 1,
        triggers_off: 0,
        load_settings: 0,
        words_missing: 0,
      });
      assert.match(second.log.join(''), /These keys are shown once/);
    } finally {
      await stop(second);
    }
  });

  describe('a full disk under the embedded engine', () => {
    // The embedded engine: DATABASE_URL is left out of every process here (npm run test:reliability sets it for
    // the load test, and an import would otherwise go to that PostgreSQL).
    const dataDir = join(dir, 'embedded');
    const write = (name: string, from: number, count: number) => {
      const path = join(dir, name);
      const rows = Array.from({ length: count }, (_, i) =>
        JSON.stringify({
          type: 'company',
          name: `Disk Co ${from + i}`,
          primary_domain: `disk-${from + i}.com`,
          investors: [`Investor ${i} with a long name`],
        }),
      );
      writeFileSync(path, rows.join('\n') + '\n');
      return path;
    };

    // No mount rights here for a small tmpfs: the file-size limit (ulimit -f, with SIGXFSZ ignored so that writes
    // fail with EFBIG instead of killing the process) stops every file from growing past 2 MiB, as a full disk
    // stops it at its free space. PGlite's WAL segments are 16 MiB and written past 2 MiB, so the WAL cannot be
    // written either: the disk is full for everything.
    test('the import stops with a clear error', async (t) => {
      const ok = spawnKeiretsu(['import', write('fits.ndjson', 0, 5000)], { KEIRETSU_DATA_DIR: dataDir, DATABASE_URL: undefined });
      assert.equal(await ok.exited, 0, ok.log.join('').slice(-1000));
      const full = spawn(
        'bash',
        [
          '-c',
          `trap '' XFSZ; ulimit -f 2048; exec "$0" --import tsx src/main.ts import "$1"`,
          process.execPath,
          write('too-much.ndjson', 100_000, 2000),
        ],
        {
          env: { ...process.env, KEIRETSU_DATA_DIR: dataDir, DATABASE_URL: undefined, LOG_LEVEL: 'warn' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let out = '';
      full.stdout!.on('data', (d: Buffer) => (out += d.toString()));
      full.stderr!.on('data', (d: Buffer) => (out += d.toString()));
      const exited = once(full, 'exit').then(([code]) => code as number | null);
      const code = await Promise.race([exited, sleep(60_000).then(() => 'hung' as const)]);
      if (code === 'hung') {
        full.kill('SIGKILL');
        await exited;
      }
      t.diagnostic(
        `import with the disk full: ${code === 'hung' ? 'no answer after 60 s, killed' : `exit ${code}`}; output: ${out.slice(-300)}`,
      );
      assert.notEqual(code, 'hung', 'the import hung');
      assert.notEqual(code, 0, 'the import says it failed');
      assert.match(out, /could not (extend|write)|File too large|No space/i);
    });

    test('with the space back, the database opens whole: what was committed is there, nothing of the refused import', async (t) => {
      const again = spawnKeiretsu(['import', write('after.ndjson', 200_000, 10)], { KEIRETSU_DATA_DIR: dataDir, DATABASE_URL: undefined });
      assert.equal(await again.exited, 0, again.log.join('').slice(-1000));
      const db = await openDatabase({ url: undefined, dataDir });
      try {
        const r = await db.query<{ n: number; refused: number; unique: boolean }>(
          `SELECT count(*)::int AS n, count(*) FILTER (WHERE primary_domain LIKE 'disk-1_____.com')::int AS refused,
                  count(*) = count(DISTINCT primary_domain) AS unique FROM companies`,
        );
        t.diagnostic(`after: ${JSON.stringify(r.rows[0])}`);
        assert.deepEqual(r.rows[0], { n: 5010, refused: 0, unique: true });
      } finally {
        await db.close();
      }
    });
  });
});
