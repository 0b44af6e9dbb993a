import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { startSecondInstance, startTestEnv, type TestEnv } from './support/harness.js';
import { companyFixture, createCustomer, importRecords, uniq } from './support/factories.js';
import { RedisRateLimiter } from '../src/infra/rate-limit/redis.js';

const HEADERS = [
  'retry-after',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'x-ratelimit-limit-day',
  'x-ratelimit-remaining-day',
  'x-ratelimit-reset-day',
];

const MINUTE_MS = 60_000;

/**
 * The windows are fixed minutes, so requests that straddle a boundary are counted in two windows and are rightly
 * admitted up to twice a minute's budget. A test that counts requests against one waits, if need be, until it
 * has 10 s of a minute ahead (Redis's clock is this machine's here), and calls the returned check once its
 * requests are done, so that a boundary crossed anyway says so instead of failing on a count.
 */
async function withinOneMinute(): Promise<() => void> {
  const left = MINUTE_MS - (Date.now() % MINUTE_MS);
  if (left < 10_000) await sleep(left + 50);
  const minute = Math.floor(Date.now() / MINUTE_MS);
  return () =>
    assert.equal(Math.floor(Date.now() / MINUTE_MS), minute, 'the requests straddled a minute boundary: two windows counted them');
}

async function limitedKey(env: TestEnv, perMinute: number, perDay = 100_000): Promise<{ key: string; orgId: number }> {
  const customer = await createCustomer(env, { credits: 100 });
  const key = await env.container.admin.createKey(
    { org_id: customer.orgId },
    { rate_limit_per_minute: perMinute, rate_limit_per_day: perDay },
  );
  return { key: key.key, orgId: customer.orgId };
}

describe('rate limits over HTTP (in process)', () => {
  let env: TestEnv;
  const acme = companyFixture();
  before(async () => {
    env = await startTestEnv();
    await importRecords(env, acme.records);
  });
  after(() => env.close());

  test('429 operational_rate_limit_exceeded with Retry-After and the seven headers; successes carry none', async () => {
    const { key, orgId } = await limitedKey(env, 2);
    const get = () => env.app.inject({ method: 'GET', url: `/v1/companies/${acme.domain}`, headers: { 'x-api-key': key } });
    const sameMinute = await withinOneMinute();
    for (let i = 0; i < 2; i++) {
      const ok = await get();
      assert.equal(ok.statusCode, 200);
      for (const h of HEADERS) assert.equal(ok.headers[h], undefined, h);
    }
    const balance = (await env.container.admin.getOrg(orgId)).credit_balance;
    const throttled = await get();
    sameMinute();
    assert.equal(throttled.statusCode, 429);
    for (const h of HEADERS) assert.match(String(throttled.headers[h]), /^\d+$/, h);
    assert.equal(throttled.headers['x-ratelimit-limit'], '2');
    assert.equal(throttled.headers['x-ratelimit-remaining'], '0');
    assert.equal(throttled.headers['x-ratelimit-limit-day'], '100000');
    assert.equal(throttled.headers['x-ratelimit-remaining-day'], '99998');
    const body = throttled.json();
    assert.equal(body.error, 'operational_rate_limit_exceeded');
    assert.equal(String(body.retry_after_seconds), throttled.headers['retry-after']);
    assert.ok(body.retry_after_seconds >= 1 && body.retry_after_seconds <= 60);
    const reset = Number(throttled.headers['x-ratelimit-reset']);
    assert.ok(reset % 60 === 0 && reset * 1000 > Date.now() && reset * 1000 <= Date.now() + 60_000);
    assert.equal(throttled.headers['x-credits-charged'], undefined, '429 is not metered');
    assert.equal((await env.container.admin.getOrg(orgId)).credit_balance, balance);
  });

  test('the daily ceiling applies too', async () => {
    const { key } = await limitedKey(env, 100, 1);
    const get = () => env.app.inject({ method: 'GET', url: `/v1/companies/${uniq('none')}.com`, headers: { 'x-api-key': key } });
    assert.equal((await get()).statusCode, 404);
    const throttled = await get();
    assert.equal(throttled.statusCode, 429);
    assert.equal(throttled.headers['x-ratelimit-remaining-day'], '0');
    assert.ok(Number(throttled.headers['retry-after']) > 60 || new Date().getUTCHours() === 23);
  });
});

/**
 * The shared budget holds only while every request is decided by Redis: a limiter that gave up on Redis (an
 * error, or no answer within its timeout) limits per process, by design. Say so rather than fail on a count.
 */
function assertDecidedByRedis(...envs: TestEnv[]): void {
  for (const env of envs) {
    const limiter = env.container.rateLimiter;
    assert.ok(limiter instanceof RedisRateLimiter, `engine ${limiter.engine}`);
    assert.equal(limiter.fallbacks, 0, 'the limiter fell back to per-process limits: Redis failed or was late');
  }
}

describe('rate limits shared through Redis', () => {
  let a: TestEnv;
  let b: TestEnv;
  const prefix = `keiretsu-test-${process.pid}-${Date.now()}:`;
  before(async () => {
    a = await startTestEnv({ redisUrl: 'redis://127.0.0.1:6379', redisPrefix: prefix });
    b = await startSecondInstance(a);
  });
  after(async () => {
    await b.close();
    await a.close();
  });

  test('two app instances share one budget', async () => {
    assert.equal(a.container.rateLimiter.engine, 'redis');
    const { key } = await limitedKey(a, 5);
    const sameMinute = await withinOneMinute();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const app = i % 2 === 0 ? a.app : b.app;
      statuses.push((await app.inject({ method: 'GET', url: '/v1/companies/nobody-here.com', headers: { 'x-api-key': key } })).statusCode);
    }
    sameMinute();
    assertDecidedByRedis(a, b);
    assert.equal(statuses.filter((s) => s === 404).length, 5);
    assert.equal(statuses.filter((s) => s === 429).length, 5);
  });

  test('concurrent requests never exceed the budget', async () => {
    const { key } = await limitedKey(a, 20);
    const sameMinute = await withinOneMinute();
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        (i % 2 ? a.app : b.app).inject({ method: 'GET', url: '/v1/companies/nobody-here.com', headers: { 'x-api-key': key } }),
      ),
    );
    sameMinute();
    assertDecidedByRedis(a, b);
    assert.equal(results.filter((r) => r.statusCode === 404).length, 20);
  });
});

describe('when Redis cannot be reached', () => {
  let env: TestEnv;
  before(async () => (env = await startTestEnv({ redisUrl: 'redis://127.0.0.1:1', redisPrefix: 'unreachable:' })));
  after(() => env.close());

  test('requests are served without hanging and limited per process', async () => {
    const { key } = await limitedKey(env, 3);
    const sameMinute = await withinOneMinute();
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await env.app.inject({ method: 'GET', url: '/v1/companies/nobody-here.com', headers: { 'x-api-key': key } })).statusCode,
      );
    }
    sameMinute();
    assert.deepEqual(statuses, [404, 404, 404, 429, 429]);
    assert.ok(Date.now() - started < 3000, `took ${Date.now() - started} ms`);
    const limiter = env.container.rateLimiter;
    assert.ok(limiter instanceof RedisRateLimiter);
    assert.equal(limiter.fallbacks, 5, 'every request was limited per process');
  });
});
