import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ENGINE, startTestEnv, type TestEnv } from './support/harness.js';
import { companyFixture, createCustomer, importRecords, type Customer } from './support/factories.js';

/**
 * The hot reads are named prepared statements (db/database.ts `prepared`) so that PostgreSQL plans them once per
 * connection. It does so only when the generic plan does not look dearer than the custom plans of the first five
 * executions; otherwise it plans every execution again at bind time, and the statement costs what an unprepared
 * one does. That happened to the company lookup (an array of one or two candidate domains, priced at ten in the
 * generic plan): 0.46 ms of planning for 0.16 ms of reading, on every lookup. This test runs the main reads on
 * one connection and then asks that connection's pg_prepared_statements which statements never settled.
 */
describe('prepared statements settle on a generic plan', () => {
  let env: TestEnv;
  let customer: Customer;
  const companies = Array.from({ length: 8 }, () => companyFixture());

  before(async () => {
    // One connection, so pg_prepared_statements (per session) sees every statement; the cache off, so every read runs.
    env = await startTestEnv({ databasePoolSize: 1, cacheMegabytes: 0 });
    customer = await createCustomer(env, { credits: 100_000 });
    const result = await importRecords(
      env,
      companies.flatMap((c) => c.records),
    );
    assert.equal(result.rejected_total, 0, JSON.stringify(result.rejected));
  });
  after(() => env.close());

  test('lookups, bulk lookups, enrichment and partner pages run without planning each time', async () => {
    const get = async (url: string) => {
      const res = await env.app.inject({ method: 'GET', url, headers: { 'x-api-key': customer.userKey } });
      assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
    };
    const post = async (url: string, payload: object) => {
      const res = await env.app.inject({ method: 'POST', url, headers: { 'x-api-key': customer.userKey }, payload });
      assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
    };
    const statements = () =>
      env.container.db.query<{ name: string; generic_plans: number; custom_plans: number; statement: string }>(
        `SELECT name, generic_plans::int, custom_plans::int, statement FROM pg_prepared_statements WHERE name LIKE 'keiretsu\\_%'`,
      );
    // Statements the set-up ran (the import's) carry its history of tiny batches: only the reads' own are judged.
    const setUp = new Set((await statements()).rows.map((r) => r.name));
    // Batches of sixteen domains. A batch of fewer than ten is planned each time: its array is priced at ten elements
    // in a generic plan and at its length in a custom one, and making those settle measured no faster (database.ts).
    const batch = companies.flatMap((c) => [c.domain, c.partner]);
    for (const c of companies) {
      await get(`/v1/companies/${c.domain}`);
      await get(`/v1/companies/blog.${c.domain}`);
      await get(`/v1/companies/${c.name}`);
      await get(`/v1/companies/${c.domain}?include=technologies,firmographics`);
      await get(`/v1/companies/${c.domain}?include=evidence`);
      await get(`/v1/companies/${c.domain}/partnerships`);
      await post('/v1/companies', { domains: batch, include: ['technologies', 'partnerships', 'firmographics'] });
      await post('/v1/enrich/partnerships', { domains: batch });
    }
    const rows = (await statements()).rows.filter((r) => !setUp.has(r.name));
    const ran = rows.filter((r) => r.generic_plans + r.custom_plans >= 8);
    assert.ok(ran.length >= 5, `the reads ran as prepared statements: ${JSON.stringify(rows.map((r) => r.statement.slice(0, 60)))}`);
    // PostgreSQL plans the first five executions for their values, then compares: more custom plans than five means
    // it went on planning each execution.
    const replanned = ran.filter((r) => r.custom_plans > 5);
    assert.deepEqual(
      replanned.map((r) => `${r.custom_plans} custom plans: ${r.statement.replace(/\s+/g, ' ').slice(0, 160)}`),
      [],
      'statements PostgreSQL planned again on every execution',
    );
  });

  test(
    'the connections compile no query (jit off): a millisecond read priced high spent seconds compiling',
    { skip: ENGINE !== 'postgres' },
    async () => {
      const r = await env.container.db.query<{ jit: string }>('SHOW jit');
      assert.equal(r.rows[0]!.jit, 'off');
    },
  );
});
