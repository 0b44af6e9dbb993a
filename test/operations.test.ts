import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import pino from 'pino';
import { buildApp } from '../src/app.js';
import type { App } from '../src/http/types.js';
import { ADMIN_TOKEN, startTestEnv, type TestEnv } from './support/harness.js';
import { companyFixture, createCustomer, importRecords, uniq, type Customer } from './support/factories.js';

/** Contracts section 11: /ready, /metrics, request ids, security headers, body limits, and what logs never hold. */
describe('operations', () => {
  let env: TestEnv;
  let customer: Customer;
  let domain: string;
  before(async () => {
    env = await startTestEnv();
    customer = await createCustomer(env, { credits: 100 });
    const fixture = companyFixture();
    domain = fixture.domain;
    await importRecords(env, fixture.records);
  });
  after(() => env.close());

  const metrics = async (app: App = env.app) => {
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: env.admin });
    assert.equal(res.statusCode, 200, res.body);
    return res.body;
  };
  /** The value of one series in Prometheus text, by name and exact labels ({a="1",b="2"}, in the order written). */
  const value = (text: string, series: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };

  test('GET /ready is 200 {status: "ready"} with the database up and migrated', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/ready' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { status: 'ready' });
  });

  test('GET /ready is 503 service_unavailable with Retry-After while a migration is missing', async () => {
    const db = env.container.db;
    const newest = (
      await db.query<{ version: number; name: string }>('SELECT version, name FROM schema_migrations ORDER BY version DESC LIMIT 1')
    ).rows[0]!;
    await db.query('DELETE FROM schema_migrations WHERE version = $1', [newest.version]);
    try {
      const res = await env.app.inject({ method: 'GET', url: '/ready' });
      assert.equal(res.statusCode, 503);
      assert.equal(res.json().error, 'service_unavailable');
      assert.match(res.json().message, new RegExp(`version ${newest.version - 1}.*needs ${newest.version}`));
      assert.equal(res.headers['retry-after'], '5');
      // Liveness is not readiness: the process still runs.
      assert.equal((await env.app.inject({ method: 'GET', url: '/health' })).statusCode, 200);
    } finally {
      await db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [newest.version, newest.name]);
    }
    assert.equal((await env.app.inject({ method: 'GET', url: '/ready' })).statusCode, 200);
  });

  test('GET /metrics needs the admin token, and API keys are not one', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token-0000' },
      { authorization: `Bearer ${customer.userKey}` },
      { 'x-api-key': customer.userKey },
    ]) {
      const res = await env.app.inject({ method: 'GET', url: '/metrics', headers });
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().error, 'invalid_admin_token');
    }
    const res = await env.app.inject({ method: 'GET', url: '/metrics', headers: env.admin });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/plain; version=0\.0\.4/);
  });

  test('GET /metrics counts requests by route pattern and status, their latency, and the credits charged', async () => {
    const headers = { 'x-api-key': customer.userKey };
    const route = '/v1/companies/:identifier';
    const before = await metrics();
    const count = (text: string, status: number) =>
      value(text, `keiretsu_http_requests_total{method="GET",route="${route}",status="${status}"}`) ?? 0;
    const credits = (text: string) => value(text, `keiretsu_credits_charged_total{route="${route}"}`) ?? 0;
    const latencyCount = (text: string) => value(text, `keiretsu_http_request_duration_seconds_count{method="GET",route="${route}"}`) ?? 0;
    const first = await env.app.inject({ method: 'GET', url: `/v1/companies/${domain}`, headers });
    assert.equal(first.statusCode, 200);
    assert.equal(first.headers['x-credits-charged'], '1');
    // A second read is free (30-day window), and an unknown company is a 404.
    assert.equal((await env.app.inject({ method: 'GET', url: `/v1/companies/${domain}`, headers })).headers['x-credits-charged'], '0');
    assert.equal((await env.app.inject({ method: 'GET', url: `/v1/companies/${uniq('nobody')}.com`, headers })).statusCode, 404);
    assert.equal((await env.app.inject({ method: 'GET', url: `/no/such/route` })).statusCode, 404);
    const after = await metrics();
    assert.equal(count(after, 200) - count(before, 200), 2);
    assert.equal(count(after, 404) - count(before, 404), 1);
    assert.equal(latencyCount(after) - latencyCount(before), 3);
    assert.equal(credits(after) - credits(before), 1);
    assert.ok(
      (value(after, 'keiretsu_http_requests_total{method="GET",route="unmatched",status="404"}') ?? 0) >= 1,
      'unmatched routes are one series',
    );
    assert.ok(!after.includes(domain), 'URLs are never labels');
    assert.match(
      after,
      new RegExp(`keiretsu_http_request_duration_seconds_bucket\\{le="0.005",method="GET",route="${route.replace(/[/:]/g, '\\$&')}"\\}`),
    );
  });

  test('GET /metrics shows the response cache: reads served and missed, its size, and the data changes that dropped it', async () => {
    const reads = (text: string, result: string) => value(text, `keiretsu_cache_reads_total{result="${result}"}`) ?? 0;
    const drops = (text: string, scope: string) => value(text, `keiretsu_cache_drops_total{scope="${scope}"}`) ?? 0;
    const before = await metrics();
    // A query no other test sends: the first read misses, the second is served from the cache.
    const url = `/v1/companies/${domain}?include=firmographics,technologies`;
    for (let i = 0; i < 2; i++) {
      const res = await env.app.inject({ method: 'GET', url, headers: { 'x-api-key': customer.userKey } });
      assert.equal(res.statusCode, 200);
    }
    const after = await metrics();
    assert.equal(reads(after, 'miss') - reads(before, 'miss'), 1);
    assert.equal(reads(after, 'hit') - reads(before, 'hit'), 1);
    assert.ok((value(after, 'keiretsu_cache_size{unit="entries"}') ?? 0) >= 1);
    assert.ok((value(after, 'keiretsu_cache_size{unit="bytes"}') ?? 0) > 0);
    // An import names no companies: it empties the cache.
    await importRecords(env, [{ type: 'company', name: 'Metrics Probe', primary_domain: `${uniq('probe')}.com` }]);
    const later = await metrics();
    assert.ok(drops(later, 'all') - drops(after, 'all') >= 1, later);
    assert.equal(value(later, 'keiretsu_cache_size{unit="entries"}'), 0);
  });

  test('GET /metrics shows pool use, jobs and crawl tasks by state, the database state and process figures', async () => {
    const crawl = await env.app.inject({
      method: 'POST',
      url: '/admin/v1/crawl',
      headers: { ...env.admin, 'content-type': 'application/json' },
      payload: { domains: [`${uniq('queued')}.test`] },
    });
    assert.equal(crawl.statusCode, 202);
    const text = await metrics();
    assert.ok((value(text, 'keiretsu_jobs{status="running"}') ?? 0) >= 1, text);
    assert.ok((value(text, 'keiretsu_crawl_tasks{state="queued",error=""}') ?? 0) >= 1);
    assert.equal(value(text, 'keiretsu_database_up'), 1);
    assert.equal(typeof value(text, 'keiretsu_company_document_marks'), 'number', 'the documents gauge is there');
    const max = value(text, 'keiretsu_db_pool_connections{state="max"}');
    assert.equal(max, env.container.db.engine === 'pglite' ? 1 : env.config.databasePoolSize);
    assert.ok((value(text, 'keiretsu_db_pool_connections{state="open"}') ?? 0) >= 1);
    // The scrape's own queries (jobs, crawl tasks, database up) run at once: on the embedded engine's one connection
    // the others wait while one runs, and the gauge may catch them (seen in CI); PostgreSQL's pool has room for all.
    const waiting = value(text, 'keiretsu_db_pool_waiting');
    assert.ok(waiting !== undefined && Number.isInteger(waiting) && waiting >= 0, `waiting ${waiting}`);
    assert.ok(waiting <= (env.container.db.engine === 'pglite' ? 3 : 0), `waiting ${waiting}`);
    assert.equal(value(text, 'keiretsu_rate_limit_fallbacks'), 0);
    assert.ok(value(text, 'process_resident_memory_bytes')! > 0);
    assert.match(text, /^nodejs_eventloop_lag_p99_seconds /m);
  });

  test('every response carries X-Request-Id: the one a proxy sent when sane, else a new UUID', async () => {
    const kept = await env.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'lb-7f3a.42' } });
    assert.equal(kept.headers['x-request-id'], 'lb-7f3a.42');
    for (const sent of [undefined, 'has spaces', 'x'.repeat(200), 'a\u00e9b']) {
      const res = await env.app.inject({
        method: 'GET',
        url: '/v1/companies/x.com',
        headers: sent === undefined ? {} : { 'x-request-id': sent },
      });
      assert.equal(res.statusCode, 401);
      assert.match(String(res.headers['x-request-id']), /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });

  test('HTML pages carry security headers; every response carries nosniff', async () => {
    const docs = await env.app.inject({ method: 'GET', url: '/docs' });
    assert.equal(docs.statusCode, 200);
    assert.match(String(docs.headers['content-security-policy']), /default-src 'none'/);
    assert.match(String(docs.headers['content-security-policy']), /frame-ancestors 'none'/);
    assert.equal(docs.headers['x-frame-options'], 'DENY');
    assert.equal(docs.headers['referrer-policy'], 'no-referrer');
    assert.equal(docs.headers['x-content-type-options'], 'nosniff');
    assert.ok(!/<script/i.test(docs.body), 'the policy allows no script, and the page has none');
    const json = await env.app.inject({ method: 'GET', url: '/openapi.json' });
    assert.equal(json.headers['x-content-type-options'], 'nosniff');
    assert.equal(json.headers['content-security-policy'], undefined);
  });

  test('a body over the limit is 413 payload_too_large on every route that takes a body (the import streams)', async () => {
    const oversized = Buffer.alloc((1 << 20) + 1, 'a');
    const admin = env.admin;
    const user = { 'x-api-key': customer.userKey };
    const tried: string[] = [];
    for (const route of env.app.registeredRoutes) {
      if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) || route.url === '/admin/v1/import') continue;
      const url = route.url.replace(/:[a-z_]+/g, '1');
      const headers = { ...(url.startsWith('/admin/') ? admin : user), 'content-type': 'application/json' };
      // The crawl route takes 100,000 domains, so its limit is 32 MiB.
      const body = route.url === '/admin/v1/crawl' ? Buffer.alloc((32 << 20) + 1, 'a') : oversized;
      const res = await env.app.inject({ method: route.method as 'POST', url, headers, payload: body });
      assert.equal(res.statusCode, 413, `${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      assert.equal(res.json().error, 'payload_too_large');
      tried.push(`${route.method} ${route.url}`);
    }
    assert.ok(tried.length >= 15, `only ${tried.length} routes take a body`);
  });

  test('logs are JSON lines with the request id, and hold neither the admin token nor an API key', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const logger = pino({ level: 'trace' }, sink);
    const app = await buildApp({ ...env.container, logger });
    await app.ready();
    try {
      const user = { 'x-api-key': customer.userKey };
      await app.inject({ method: 'GET', url: '/metrics', headers: env.admin });
      await app.inject({
        method: 'POST',
        url: '/admin/v1/orgs',
        headers: { ...env.admin, 'content-type': 'application/json' },
        payload: '{bad json',
      });
      await app.inject({ method: 'GET', url: '/admin/v1/orgs/1', headers: { authorization: `Bearer ${ADMIN_TOKEN}x` } });
      await app.inject({ method: 'GET', url: `/v1/companies/${domain}`, headers: { ...user, 'x-request-id': 'trace-me-1' } });
      await app.inject({ method: 'GET', url: `/v1/companies/${domain}?key=${customer.orgKey}`, headers: { 'x-api-key': customer.orgKey } });
    } finally {
      await app.close();
    }
    const text = lines.join('\n');
    for (const secret of [ADMIN_TOKEN, customer.userKey, customer.orgKey])
      assert.ok(!text.includes(secret), `a secret was logged: ${secret.slice(0, 12)}...`);
    const parsed = lines.map((l) => JSON.parse(l) as { request_id?: string; msg?: string; status?: number });
    const traced = parsed.filter((l) => l.request_id === 'trace-me-1');
    assert.ok(
      traced.some((l) => l.msg === 'request completed' && l.status === 200),
      text,
    );
    assert.ok(parsed.filter((l) => l.msg === 'request completed').every((l) => typeof l.request_id === 'string'));
  });
});
