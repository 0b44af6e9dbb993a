import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { ENGINE, dropDatabase, freshDatabase } from '../support/harness.js';
import { Deployment, type Customer } from './support/deployment.js';
import { runLoad, send, type LoadRequest } from './support/load.js';
import { stop } from './support/processes.js';
import { creditsAgree, waitForJobs } from './support/checks.js';

/**
 * Issue 22, load across processes: two API processes and two crawl workers on one PostgreSQL and one Redis, many
 * concurrent clients mixing company reads, searches, bulk lookups, refreshes of fixture sites and list writes.
 * No 5xx and no failed connection; a key's rate limit is exact across the two API processes; every credit is
 * accounted for (the clients' X-Credits-Charged, the ledger, the charges and the balance agree); every refresh
 * job completes. In `npm test` a short run (RELIABILITY_CLIENTS 40, RELIABILITY_DURATION_S 8); the full run
 * (`npm run test:reliability`: 200 clients, 60 s, and a worker killed with SIGKILL mid-run) is in docs/reliability.md.
 */
const FULL = process.env.RELIABILITY_FULL === '1';
const CLIENTS = Number(process.env.RELIABILITY_CLIENTS ?? (FULL ? 200 : 40));
const DURATION_S = Number(process.env.RELIABILITY_DURATION_S ?? (FULL ? 60 : 8));
const REDIS_URL = process.env.RELIABILITY_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** the limited key's budget per minute: the burst sends three times as many, across both API processes */
const RATE_LIMIT = 120;

describe('load across API and worker processes', { skip: ENGINE !== 'postgres' && 'several processes need PostgreSQL' }, () => {
  let databaseUrl: string;
  let deployment: Deployment;
  let companies: string[];
  let reader: Customer;
  let spender: Customer;
  let limited: Customer;

  before(async () => {
    databaseUrl = await freshDatabase();
    deployment = await new Deployment({ databaseUrl, redisUrl: REDIS_URL }).start({ apis: 2, workers: 2 });
    companies = await deployment.seedCompanies(1000, `load${process.pid.toString(36)}`);
    // The load's own keys are not the ones whose limit is tested: budgets far above what the run sends.
    const unlimited = { rate_limit_per_minute: 1_000_000, rate_limit_per_day: 1_000_000_000 };
    reader = await deployment.customer(10_000_000, unlimited);
    spender = await deployment.customer(300, unlimited);
    limited = await deployment.customer(10_000_000, { rate_limit_per_minute: RATE_LIMIT });
  });
  after(async () => {
    await deployment?.close();
    if (databaseUrl) await dropDatabase(databaseUrl);
  });

  test(`${CLIENTS} clients for ${DURATION_S} s: no 5xx, limits shared exactly, credits exact, every job done`, async (t) => {
    const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
    const lists = new Map<number, { id: string; version: number } | 'creating'>();
    const jobs = new Set<string>();
    const charged = new Map<string, number>();

    const listRequest = (client: number): LoadRequest => {
      const list = lists.get(client);
      const definition = { registry_version: '1', root: { field: 'domain', operator: 'in', value: [pick(companies), pick(companies)] } };
      if (list === undefined) {
        lists.set(client, 'creating');
        return { op: 'list create', method: 'POST', path: '/v1/lists', key: reader.key, body: { name: `list ${client}`, definition } };
      }
      if (list === 'creating') return { op: 'read', method: 'GET', path: `/v1/companies/${pick(companies)}`, key: reader.key };
      const base = `/v1/lists/${list.id}`;
      const ops: LoadRequest[] = [
        { op: 'list rename', method: 'PATCH', path: base, key: reader.key, body: { name: `list ${client} ${Date.now()}` } },
        { op: 'list add domains', method: 'POST', path: `${base}/domains`, key: reader.key, body: { domains: [pick(companies)] } },
        {
          op: 'list definition',
          method: 'PUT',
          path: `${base}/definition`,
          key: reader.key,
          body: { definition, expected_version: list.version },
        },
        { op: 'list members', method: 'GET', path: `${base}/members?limit=20`, key: reader.key },
        { op: 'list delete', method: 'DELETE', path: base, key: reader.key },
      ];
      return pick(ops);
    };

    const next = (client: number): LoadRequest => {
      const r = Math.random();
      if (r < 0.35) return { op: 'read', method: 'GET', path: `/v1/companies/${pick(companies)}`, key: reader.key };
      if (r < 0.45)
        return {
          op: 'search',
          method: 'GET',
          path: `/v1/companies?q=company%20${Math.floor(Math.random() * 100)}&limit=10`,
          key: reader.key,
        };
      if (r < 0.6) {
        const domains = Array.from({ length: 20 }, () => pick(companies));
        return { op: 'bulk lookup', method: 'POST', path: '/v1/companies', key: r < 0.52 ? spender.key : reader.key, body: { domains } };
      }
      if (r < 0.65) return { op: 'read (spender)', method: 'GET', path: `/v1/companies/${pick(companies)}`, key: spender.key };
      if (r < 0.7)
        return {
          op: 'refresh',
          method: 'POST',
          path: '/v1/companies/refresh',
          key: reader.key,
          body: { domains: [pick(deployment.sites)] },
        };
      return listRequest(client);
    };

    const expected = (request: LoadRequest, status: number): boolean => {
      if (status >= 200 && status < 300) return true;
      if (status === 402) return request.key === spender.key;
      if (status === 409) return request.op === 'list definition';
      return false;
    };

    // Halfway, a burst on the limited key; in the full run, a worker is also killed with SIGKILL mid-job.
    const burst = (async () => {
      await sleep((DURATION_S * 1000) / 3);
      // The burst must fall in one minute window (Redis's clock is this machine's).
      while (new Date().getSeconds() > 40) await sleep(500);
      const results = await Promise.all(
        Array.from({ length: RATE_LIMIT * 3 }, (_, i) =>
          send(deployment.urls[i % 2]!, i % 2, {
            op: 'limited',
            method: 'GET',
            path: `/v1/companies/${pick(companies)}`,
            key: limited.key,
          }),
        ),
      );
      return results;
    })();
    const kill = FULL
      ? (async () => {
          await sleep((DURATION_S * 1000) / 2);
          await stop(deployment.workers[0]!, 'SIGKILL');
        })()
      : Promise.resolve();

    const stats = await runLoad({
      apis: deployment.urls,
      clients: CLIENTS,
      durationMs: DURATION_S * 1000,
      next,
      unexpected: (request, status) => !expected(request, status),
      onResult: (client, request, result) => {
        if (result.charged) charged.set(request.key, (charged.get(request.key) ?? 0) + result.charged);
        const body = result.json as { list_id?: string; definition_version?: number; job_id?: string } | undefined;
        if (request.op === 'list create') {
          if (result.status === 201 && body?.list_id) lists.set(client, { id: body.list_id, version: body.definition_version ?? 1 });
          else lists.delete(client);
        }
        if (request.op === 'list definition' && result.status === 200 && body?.definition_version) {
          const list = lists.get(client);
          if (list && list !== 'creating') list.version = body.definition_version;
        }
        if (request.op === 'list delete' && result.status === 204) lists.delete(client);
        if (request.op === 'refresh' && result.status === 202 && body?.job_id) jobs.add(body.job_id);
      },
    });
    const limitedResults = await burst;
    charged.set(
      limited.key,
      limitedResults.reduce((sum, r) => sum + r.charged, 0),
    );
    await kill;
    t.diagnostic(`load: ${JSON.stringify(stats)}`);

    assert.deepEqual(stats.failures, [], `unexpected answers:\n${stats.failures.join('\n')}\n${deployment.logs()}`);
    assert.equal(stats.serverErrors, 0);
    assert.equal(stats.networkErrors, 0);
    assert.ok(stats.requests > CLIENTS * 2, `only ${stats.requests} requests`);

    // One budget across both processes, to the request.
    const admitted = limitedResults.filter((r) => r.status === 200).length;
    const throttled = limitedResults.filter((r) => r.status === 429).length;
    t.diagnostic(`rate limit: ${admitted} admitted, ${throttled} throttled of ${limitedResults.length} (limit ${RATE_LIMIT}/min)`);
    assert.equal(
      admitted + throttled,
      limitedResults.length,
      JSON.stringify(limitedResults.filter((r) => r.status !== 200 && r.status !== 429)),
    );
    assert.equal(admitted, RATE_LIMIT);

    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      for (const [label, customer] of [
        ['reader', reader],
        ['spender', spender],
        ['limited', limited],
      ] as const) {
        const figures = await creditsAgree(db, customer.orgId, charged.get(customer.key) ?? 0);
        t.diagnostic(`credits ${label}: ${JSON.stringify(figures)}`);
      }
      const spent = await db.query<{ balance: number }>('SELECT credit_balance AS balance FROM organizations WHERE id = $1', [
        spender.orgId,
      ]);
      t.diagnostic(`spender balance after the run: ${spent.rows[0]!.balance} of 300`);
      const jobStates = await waitForJobs(db, [...jobs], 90_000);
      t.diagnostic(`refresh jobs: ${JSON.stringify(jobStates)}`);
      assert.deepEqual(Object.keys(jobStates), jobs.size > 0 ? ['completed'] : []);
    } finally {
      await db.end();
    }
  });
});
