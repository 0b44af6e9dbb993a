import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { ENGINE, startTestEnv, type TestEnv } from './support/harness.js';
import { uniq } from './support/factories.js';
import { FixtureWeb, htmlPage } from './support/fixture-web.js';
import { testCrawl, waitForJob } from './support/crawl.js';

/**
 * Crawl workers as separate processes on one PostgreSQL (PGlite serves one process, so these run on PostgreSQL
 * only): a worker killed mid-task loses nothing, and a worker stopped with SIGTERM gives its task back at once.
 */
describe('crawl workers in other processes', { skip: ENGINE !== 'postgres' && 'several processes need PostgreSQL' }, () => {
  let env: TestEnv;
  let web: FixtureWeb;
  const children: ChildProcess[] = [];
  const host = `${uniq('slow')}.test`;
  let calls = 0;

  before(async () => {
    web = await new FixtureWeb().start();
    // The first request of each test hangs (a worker is caught mid-task); the ones after answer.
    web.site(host, { '/': () => (++calls % 2 === 1 ? { delayMs: Infinity } : htmlPage({ siteName: 'Slow Co' })) });
    env = await startTestEnv({ crawlOverrides: web.overrides(), crawl: { ...testCrawl, leaseSeconds: 2 } });
  });
  after(async () => {
    for (const child of children) child.kill('SIGKILL');
    await env.close();
    await web.close();
  });

  function startWorkerProcess(): ChildProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', 'worker'], {
      env: {
        ...process.env,
        DATABASE_URL: env.config.databaseUrl,
        KEIRETSU_CRAWL_OVERRIDES: JSON.stringify(web.overrides()),
        KEIRETSU_CRAWL_LEASE_S: '2',
        KEIRETSU_CRAWL_HOST_DELAY_MS: '0',
        LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
    });
    children.push(child);
    return child;
  }

  const task = async () =>
    (
      await env.container.db.query<{ state: string; locked_by: string | null; attempts: number }>(
        `SELECT state, locked_by, attempts FROM crawl_tasks WHERE domain = $1 ORDER BY id DESC LIMIT 1`,
        [host],
      )
    ).rows[0];

  /** Until the worker process holds the task and its request for the home page hangs at the fixture site. */
  async function untilRunningElsewhere(): Promise<void> {
    const deadline = Date.now() + 30_000;
    const before = calls;
    while ((await task())?.state !== 'running' || calls === before) {
      assert.ok(Date.now() < deadline, 'the worker process never took the task');
      await sleep(50);
    }
  }

  const crawl = async () =>
    env.app.inject({
      method: 'POST',
      url: '/admin/v1/crawl',
      headers: { ...env.admin, 'content-type': 'application/json' },
      payload: { domains: [host] },
    });

  test('kill -9 a worker mid-task: its lease expires, another worker finishes, the domain is applied once', async () => {
    const submitted = await crawl();
    const child = startWorkerProcess();
    await untilRunningElsewhere();
    child.kill('SIGKILL');
    await once(child, 'exit');
    env.container.startWorker({ pollMs: 50 });
    const job = (await waitForJob(env, submitted.headers.location as string, env.admin)).json();
    assert.equal(job.status, 'completed');
    assert.equal(job.domains[0].status, 'succeeded');
    const t = await task();
    assert.equal(t?.state, 'succeeded', JSON.stringify({ t, requests: web.requests }));
    assert.equal(t?.attempts, 2, `the killed attempt, then the one that finished: ${JSON.stringify(web.requests)}`);
    const companies = await env.container.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM company_domains WHERE domain = $1`, [
      host,
    ]);
    assert.equal(companies.rows[0]!.n, 1);
  });

  test('SIGTERM: the worker gives its task back to the queue at once and exits 0', async () => {
    await env.close(); // a fresh database and no in-process worker that could take the task
    env = await startTestEnv({ crawlOverrides: web.overrides(), crawl: { ...testCrawl, leaseSeconds: 60 } });
    await crawl();
    const child = startWorkerProcess();
    await untilRunningElsewhere();
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    assert.equal(code, 0);
    const t = await task();
    assert.equal(t?.state, 'queued', 'back in the queue, not waiting for a 60 s lease');
    assert.equal(t?.locked_by, null);
    assert.equal(t?.attempts, 0, 'the interrupted attempt is not counted');
  });
});
