import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ENGINE, dropDatabase, freshDatabase, startTestEnv, type TestEnv } from './support/harness.js';
import { companyFixture, createCustomer, importRecords, uniq, type Customer } from './support/factories.js';
import { TcpProxy } from './support/tcp-proxy.js';

/**
 * Contracts section 11: while PostgreSQL is unreachable, requests that need it are 503 service_unavailable with
 * Retry-After, within the connect timeout, never a hang, a 500 or a crash; service resumes by itself. The
 * database is reached through a proxy that the test takes down, so the machine's PostgreSQL is never stopped
 * (npm run test:reliability stops a real one).
 */
describe('PostgreSQL unreachable', { skip: ENGINE !== 'postgres' && 'the embedded engine runs in the process' }, () => {
  const CONNECT_TIMEOUT_MS = 1000;
  let env: TestEnv;
  let proxy: TcpProxy;
  let database: string;
  let customer: Customer;
  let domain: string;

  before(async () => {
    database = await freshDatabase();
    const url = new URL(database);
    proxy = await new TcpProxy({ host: url.hostname, port: Number(url.port || 5432) }).start();
    url.port = String(proxy.port);
    env = await startTestEnv({ databaseUrl: url.toString(), databaseConnectTimeoutMs: CONNECT_TIMEOUT_MS });
    customer = await createCustomer(env, { credits: 1000 });
    const fixture = companyFixture();
    domain = fixture.domain;
    await importRecords(env, fixture.records);
  });
  after(async () => {
    await proxy.restore();
    await env.close();
    await proxy.close();
    await dropDatabase(database);
  });

  /** Requests that need the database: a key never seen (no cache), a bulk lookup of unknown domains, a list, /ready. */
  async function probe(): Promise<{ label: string; status: number; ms: number; error?: string; retryAfter?: string }[]> {
    const fresh = await env.container.admin.createKey({ user_id: customer.userId }).catch(() => undefined);
    const requests = [
      { label: 'ready', method: 'GET' as const, url: '/ready', headers: {} },
      {
        label: 'bulk lookup',
        method: 'POST' as const,
        url: '/v1/companies',
        headers: { 'x-api-key': customer.userKey },
        payload: { domains: [`${uniq('new')}.com`] },
      },
      {
        label: 'create list',
        method: 'POST' as const,
        url: '/v1/lists',
        headers: { 'x-api-key': customer.userKey },
        payload: { name: uniq('list') },
      },
      { label: 'admin org', method: 'GET' as const, url: `/admin/v1/orgs/${customer.orgId}`, headers: env.admin },
      ...(fresh
        ? [{ label: 'cold key', method: 'GET' as const, url: `/v1/companies/${domain}`, headers: { 'x-api-key': fresh.key } }]
        : []),
    ];
    return Promise.all(
      requests.map(async ({ label, ...r }) => {
        const started = Date.now();
        const res = await env.app.inject(r);
        const body = res.headers['content-type']?.toString().includes('json') ? res.json() : {};
        return {
          label,
          status: res.statusCode,
          ms: Date.now() - started,
          error: body.error,
          retryAfter: res.headers['retry-after'] as string | undefined,
        };
      }),
    );
  }

  function assertUnavailable(results: Awaited<ReturnType<typeof probe>>, boundMs: number): void {
    for (const r of results) {
      assert.equal(r.status, 503, JSON.stringify(r));
      assert.equal(r.error, 'service_unavailable', JSON.stringify(r));
      assert.equal(r.retryAfter, '5');
      assert.ok(r.ms < boundMs, `${r.label} took ${r.ms} ms`);
    }
  }

  async function assertServing(): Promise<void> {
    // The pool finds the server again on its own: no restart, no reconnect call.
    const deadline = Date.now() + 10_000;
    for (;;) {
      const results = await probe();
      if (results.every((r) => r.status < 300)) break;
      assert.ok(Date.now() < deadline, `still failing: ${JSON.stringify(results)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const health = (await env.app.inject({ method: 'GET', url: '/health' })).json();
    assert.equal(health.database.reachable, true);
  }

  test('the database answers: everything is served', async () => {
    await assertServing();
  });

  test('server stopped (connections cut, new ones refused): 503 with Retry-After at once; then served again', async () => {
    await proxy.refuse();
    assertUnavailable(await probe(), CONNECT_TIMEOUT_MS);
    // Liveness stays up; the metrics say the database is down.
    const health = await env.app.inject({ method: 'GET', url: '/health' });
    assert.equal(health.statusCode, 200);
    assert.equal(health.json().database.reachable, false);
    const metrics = await env.app.inject({ method: 'GET', url: '/metrics', headers: env.admin });
    assert.equal(metrics.statusCode, 200);
    assert.match(metrics.body, /^keiretsu_database_up 0$/m);
    await proxy.restore();
    await assertServing();
  });

  test('server unreachable (packets dropped): 503 within the connect timeout, never a hang; then served again', async () => {
    proxy.blackhole();
    // The readiness probe bounds its own wait at 2 s; the others wait for a connection up to the connect timeout.
    assertUnavailable(await probe(), 2000 + 1000);
    await proxy.restore();
    await assertServing();
  });
});

describe(
  'every PostgreSQL connection in use',
  { skip: ENGINE !== 'postgres' && 'the embedded engine waits for its one connection' },
  () => {
    let env: TestEnv;
    let customer: Customer;

    before(async () => {
      env = await startTestEnv({ databasePoolSize: 1, databaseConnectTimeoutMs: 300 });
      customer = await createCustomer(env, { credits: 1000 });
    });
    after(() => env.close());

    test('503 service_unavailable saying the connections are in use, not that the database is unreachable; then served', async () => {
      const bulk = () =>
        env.app.inject({
          method: 'POST',
          url: '/v1/companies',
          headers: { 'x-api-key': customer.userKey },
          payload: { domains: [`${uniq('busy')}.com`] },
        });
      assert.equal((await bulk()).statusCode, 200, 'the pool has connected its connection');
      // The pool's only connection, held longer than the connect timeout.
      const held = env.container.db.transaction((tx) => tx.query('SELECT pg_sleep(1.2)'));
      const started = Date.now();
      const res = await bulk();
      assert.equal(res.statusCode, 503, res.body);
      assert.equal(res.json().error, 'service_unavailable');
      assert.match(res.json().message, /connection is in use/);
      assert.equal(res.headers['retry-after'], '5');
      assert.ok(Date.now() - started < 1000, 'answered after the connect timeout, not after the held query');
      await held;
      assert.equal((await bulk()).statusCode, 200);
    });
  },
);
