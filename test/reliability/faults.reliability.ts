import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { ADMIN_TOKEN } from '../support/harness.js';
import { creditsAgree } from './support/checks.js';
import { Deployment, type Customer } from './support/deployment.js';
import { runLoad, type LoadRequest, type LoadResult } from './support/load.js';
import { PrivatePostgres, PrivateRedis } from './support/servers.js';

/**
 * Issue 22, faults under load (npm run test:reliability only: they stop servers). PostgreSQL and Redis are
 * throwaway servers of the test's own (support/servers.ts), so the machine's shared ones are never touched.
 * Figures are in docs/reliability.md.
 */
const CLIENTS = Number(process.env.RELIABILITY_FAULT_CLIENTS ?? 50);
const skip = !PrivatePostgres.available() || !PrivateRedis.available() ? 'needs PostgreSQL binaries and redis-server' : false;

describe('faults under load', { skip }, () => {
  let postgres: PrivatePostgres;
  let redis: PrivateRedis;
  let deployment: Deployment;
  let databaseUrl: string;
  let companies: string[];
  let customer: Customer;

  before(async () => {
    postgres = await new PrivatePostgres().init();
    redis = await new PrivateRedis().start();
    databaseUrl = await postgres.createDatabase('keiretsu');
    deployment = new Deployment({ databaseUrl, redisUrl: redis.url });
    // The request timeout of contracts section 11: a request waits at most this long for a connection.
    deployment.env.KEIRETSU_DB_CONNECT_TIMEOUT_MS = '3000';
    await deployment.start({ apis: 2, workers: 1 });
    companies = await deployment.seedCompanies(500, 'fault');
    customer = await deployment.customer(10_000_000, { rate_limit_per_minute: 1_000_000, rate_limit_per_day: 1_000_000_000 });
  });
  after(async () => {
    await deployment?.close();
    await redis?.kill();
    await postgres?.destroy();
  });

  const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
  const mix = (): LoadRequest => {
    const r = Math.random();
    if (r < 0.5) return { op: 'read', method: 'GET', path: `/v1/companies/${pick(companies)}`, key: customer.key };
    if (r < 0.8)
      return {
        op: 'bulk',
        method: 'POST',
        path: '/v1/companies',
        key: customer.key,
        body: { domains: [pick(companies), pick(companies)] },
      };
    return { op: 'search', method: 'GET', path: `/v1/companies?q=company%20${Math.floor(Math.random() * 50)}&limit=5`, key: customer.key };
  };

  test('PostgreSQL stopped and restarted under load: 503 with Retry-After while down, served again after, credits exact', async (t) => {
    const DURATION_MS = 30_000;
    const timeline: { at: number; result: LoadResult }[] = [];
    const started = Date.now();
    let charged = 0;
    const outage = (async () => {
      await sleep(8_000);
      const down = Date.now() - started;
      await postgres.stop('fast');
      await sleep(8_000);
      await postgres.start();
      return { down, up: Date.now() - started };
    })();
    let outageWindow: { down: number; up: number } | undefined;
    try {
      const stats = await runLoad({
        apis: deployment.urls,
        clients: CLIENTS,
        durationMs: DURATION_MS,
        next: mix,
        // 503 service_unavailable is the contract while the database is down; nothing else may fail.
        unexpected: (_request, status) => status !== 200 && status !== 503,
        onResult: (_client, _request, result) => {
          timeline.push({ at: Date.now() - started, result });
          charged += result.charged;
        },
      });
      outageWindow = await outage;
      const unavailable = timeline.filter((e) => e.result.status === 503);
      const slowest503 = Math.max(0, ...unavailable.map((e) => e.result.ms));
      const lastFailure = Math.max(0, ...unavailable.map((e) => e.at));
      t.diagnostic(
        `outage ${JSON.stringify(outageWindow)} ms; ${stats.requests} requests: ${JSON.stringify(stats.byStatus)}; ` +
          `503s ${unavailable.length}, slowest ${Math.round(slowest503)} ms, last at ${lastFailure} ms (${lastFailure - outageWindow.up} ms after the restart)`,
      );
      assert.deepEqual(stats.failures, [], stats.failures.join('\n'));
      assert.equal(stats.networkErrors, 0);
      assert.ok(unavailable.length > 0, 'no request saw the outage');
      for (const e of unavailable) {
        const body = e.result.json as { error?: string };
        assert.equal(body.error, 'service_unavailable');
        assert.equal(e.result.retryAfter, '5');
      }
      // Within the request timeout: the 3 s connect timeout, plus the wait behind other requests for a slot.
      assert.ok(slowest503 < 6_000, `a 503 took ${slowest503} ms`);
      // Recovered by itself: the last seconds of the run are all served.
      const tail = timeline.filter((e) => e.at > outageWindow!.up + 5_000);
      assert.ok(tail.length > 0 && tail.every((e) => e.result.status === 200), `not recovered: ${JSON.stringify(tail.slice(0, 3))}`);
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      try {
        t.diagnostic(`credits: ${JSON.stringify(await creditsAgree(db, customer.orgId, charged))}`);
      } finally {
        await db.end();
      }
    } finally {
      await outage.catch(() => undefined);
      await postgres.start().catch(() => undefined); // never leave it stopped
    }
  });

  test('Redis killed and restarted under load: no request fails, limits per process with a warning, shared again after', async (t) => {
    const limitedKey = (await deployment.customer(10_000_000, { rate_limit_per_minute: 1_000_000 })).key;
    const fallbacksBefore = await fallbacks();
    const outage = (async () => {
      await sleep(4_000);
      await redis.kill();
      await sleep(6_000);
      await redis.start();
    })();
    try {
      const stats = await runLoad({
        apis: deployment.urls,
        clients: CLIENTS,
        durationMs: 18_000,
        next: () => ({ ...mix(), key: limitedKey }),
        unexpected: (_request, status) => status !== 200,
      });
      await outage;
      const after = await fallbacks();
      t.diagnostic(
        `${stats.requests} requests: ${JSON.stringify(stats.byStatus)}; per-process decisions during the outage: ${after - fallbacksBefore}`,
      );
      assert.deepEqual(stats.failures, [], stats.failures.join('\n'));
      assert.equal(stats.serverErrors + stats.networkErrors, 0);
      assert.ok(after > fallbacksBefore, 'no request was limited per process: was Redis really down?');
      const warned = deployment.apis.filter((a) => a.log.join('').includes('redis rate limiter unreachable; limiting per process'));
      assert.equal(warned.length, 2, 'each API process logs the fallback');
      assert.ok(deployment.apis.every((a) => a.log.join('').includes('shared limits restored')));
    } finally {
      await outage.catch(() => undefined);
      if (!(await redisUp())) await redis.start();
    }

    async function redisUp(): Promise<boolean> {
      const { spawnSync } = await import('node:child_process');
      return spawnSync('redis-cli', ['-p', String(redis.port), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG';
    }
  });

  /** keiretsu_rate_limit_fallbacks summed over the API processes. */
  async function fallbacks(): Promise<number> {
    let sum = 0;
    for (const url of deployment.urls) {
      const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).text();
      sum += Number(/^keiretsu_rate_limit_fallbacks (\d+)/m.exec(text)?.[1] ?? 0);
    }
    return sum;
  }
});
