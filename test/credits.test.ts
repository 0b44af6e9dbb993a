import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ENGINE, startSecondInstance, startTestEnv, type TestEnv } from './support/harness.js';
import { createCustomer, importRecords, uniq } from './support/factories.js';

/** n companies under fresh names; returns their domains. */
async function companies(env: TestEnv, n: number): Promise<string[]> {
  const domains = Array.from({ length: n }, () => `${uniq('co')}.com`);
  const result = await importRecords(
    env,
    domains.map((d) => ({ type: 'company', name: `Co ${d}`, primary_domain: d })),
  );
  assert.equal(result.imported.companies, n);
  return domains;
}

describe('credits', () => {
  let env: TestEnv;
  before(async () => (env = await startTestEnv()));
  after(() => env.close());
  const lookup = (key: string, id: string, app = env.app) =>
    app.inject({ method: 'GET', url: `/v1/companies/${id}`, headers: { 'x-api-key': key } });
  const balance = async (orgId: number) => (await env.container.admin.getOrg(orgId)).credit_balance;

  test('an organization with 3 credits looks up companies until the money runs out', async () => {
    const customer = await createCustomer(env, { credits: 3 });
    const [a, b, c, d] = await companies(env, 4);
    const charged: string[] = [];
    for (const id of [a!, b!, c!]) {
      const res = await lookup(customer.userKey, id);
      assert.equal(res.statusCode, 200);
      charged.push(`${res.headers['x-credits-charged']}/${res.headers['x-credits-remaining']}`);
    }
    assert.deepEqual(charged, ['1/2', '1/1', '1/0']);
    const broke = await lookup(customer.userKey, d!);
    assert.equal(broke.statusCode, 402);
    assert.deepEqual(broke.json(), { error: 'credit_exhausted', message: broke.json().message, requested: 1, shortfall: 1 });
    assert.ok(!broke.body.includes(d!), 'no data in a 402');
    // Re-access inside the window is free, even at a zero balance, and across keys of the organization.
    const again = await lookup(customer.orgKey, a!);
    assert.equal(again.statusCode, 200);
    assert.equal(again.headers['x-credits-charged'], '0');
    assert.equal(again.headers['x-credits-remaining'], '0');
    // A slug reaches the same company: still free.
    assert.equal((await lookup(customer.userKey, again.json().slug)).headers['x-credits-charged'], '0');
    assert.equal(await balance(customer.orgId), 0);
  });

  test('the free re-access window lasts 30 days', async (t) => {
    const customer = await createCustomer(env, { credits: 10 });
    const [a] = await companies(env, 1);
    assert.equal((await lookup(customer.userKey, a!)).headers['x-credits-charged'], '1');
    // Time passes for both clocks: the database's (the charge is moved back) and the process's, which
    // remembers the companies it knows to be free.
    const day = 86_400_000;
    t.mock.timers.enable({ apis: ['Date'], now: Date.now() });
    await env.container.db.query(`UPDATE credit_charges SET charged_at = now() - interval '29 days' WHERE org_id = $1`, [customer.orgId]);
    t.mock.timers.tick(29 * day);
    assert.equal((await lookup(customer.userKey, a!)).headers['x-credits-charged'], '0');
    await env.container.db.query(`UPDATE credit_charges SET charged_at = now() - interval '31 days' WHERE org_id = $1`, [customer.orgId]);
    t.mock.timers.tick(2 * day);
    assert.equal((await lookup(customer.userKey, a!)).headers['x-credits-charged'], '1');
    assert.equal(await balance(customer.orgId), 8);
  });

  test('another organization pays for its own access', async () => {
    const one = await createCustomer(env, { credits: 5 });
    const two = await createCustomer(env, { credits: 5 });
    const [a] = await companies(env, 1);
    await lookup(one.userKey, a!);
    assert.equal((await lookup(two.userKey, a!)).headers['x-credits-charged'], '1');
  });

  test('a repeated bulk lookup: free again for the payer inside the window, paid by another organization, paid again after it', async (t) => {
    const one = await createCustomer(env, { credits: 20 });
    const two = await createCustomer(env, { credits: 20 });
    const domains = await companies(env, 3);
    const bulk = async (key: string) => {
      const res = await env.app.inject({ method: 'POST', url: '/v1/companies', headers: { 'x-api-key': key }, payload: { domains } });
      assert.equal(res.statusCode, 200);
      return res.headers['x-credits-charged'];
    };
    assert.equal(await bulk(one.userKey), '3');
    assert.equal(await bulk(one.userKey), '0');
    assert.equal(await bulk(one.orgKey), '0', 'any key of the organization');
    assert.equal(await bulk(two.userKey), '3', 'another organization');
    // One company's window ends first: the whole batch is checked again and that company charged.
    t.mock.timers.enable({ apis: ['Date'], now: Date.now() });
    await env.container.db.query(
      `UPDATE credit_charges SET charged_at = now() - interval '31 days' WHERE org_id = $1 AND company_id = (SELECT company_id FROM company_domains WHERE domain = $2)`,
      [one.orgId, domains[1]],
    );
    await env.container.db.query(
      `UPDATE credit_charges SET charged_at = now() - interval '29 days' WHERE org_id = $1 AND company_id <> (SELECT company_id FROM company_domains WHERE domain = $2)`,
      [one.orgId, domains[1]],
    );
    t.mock.timers.tick(31 * 86_400_000);
    assert.equal(await bulk(one.userKey), '1');
    assert.equal(await balance(one.orgId), 16);
  });

  test('a 404 charges nothing', async () => {
    const customer = await createCustomer(env, { credits: 5 });
    assert.equal((await lookup(customer.userKey, `${uniq('ghost')}.com`)).statusCode, 404);
    assert.equal(await balance(customer.orgId), 5);
  });

  test('the usage report shows charges by day and endpoint', async () => {
    const customer = await createCustomer(env, { credits: 5 });
    for (const d of await companies(env, 2)) await lookup(customer.userKey, d);
    const res = await env.app.inject({ method: 'GET', url: `/admin/v1/orgs/${customer.orgId}/usage`, headers: env.admin });
    assert.equal(res.statusCode, 200);
    const today = new Date().toISOString().slice(0, 10);
    assert.equal(res.json().total_credits, 2);
    assert.deepEqual(res.json().data, [{ day: today, endpoint: 'GET /v1/companies/:identifier', credits: 2, charges: 2 }]);
  });

  test('exact under concurrency: never negative, never charged twice, also across two API instances', async () => {
    const customer = await createCustomer(env, { credits: 20 });
    const domains = await companies(env, 50);
    const second = await startSecondInstance(env);
    try {
      // 50 different companies and 10 repeats of one of them, all at once, half through each instance.
      const ids = [...domains, ...Array.from({ length: 10 }, () => domains[0]!)];
      const results = await Promise.all(ids.map((d, i) => lookup(customer.userKey, d, i % 2 ? env.app : second.app)));
      const ok = results.filter((r) => r.statusCode === 200);
      const paid = ok.reduce((n, r) => n + Number(r.headers['x-credits-charged']), 0);
      assert.equal(paid, 20);
      assert.ok(results.every((r) => r.statusCode === 200 || r.statusCode === 402));
      assert.equal(await balance(customer.orgId), 0);
      const charges = await env.container.db.query<{ n: number }>('SELECT count(*)::int AS n FROM credit_charges WHERE org_id = $1', [
        customer.orgId,
      ]);
      assert.equal(charges.rows[0]!.n, 20);
      const ledger = await env.container.db.query<{ s: number }>(`SELECT sum(amount)::int AS s FROM credit_ledger WHERE org_id = $1`, [
        customer.orgId,
      ]);
      assert.equal(ledger.rows[0]!.s, 0, 'grants minus charges equals the balance');
    } finally {
      await second.close();
    }
  });

  test(`runs on ${ENGINE}`, () => assert.ok(ENGINE));
});
