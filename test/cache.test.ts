import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { DataCache } from '../src/infra/cache/data-cache.js';
import { DataVersion } from '../src/infra/cache/data-version.js';
import { startSecondInstance, startTestEnv, type TestEnv } from './support/harness.js';
import { companyFixture, createCustomer, importRecords, type Customer } from './support/factories.js';

/**
 * The cache of read endpoints (infra/cache/data-cache.ts): a write is seen at once by the
 * process that made it and within about a second by the others; a cached response is metered like any.
 */
describe('response cache', () => {
  let a: TestEnv;
  let b: TestEnv;
  let customer: Customer;
  const acme = companyFixture();
  const nameVia = async (env: TestEnv, key = customer.userKey) => {
    const res = await env.app.inject({ method: 'GET', url: `/v1/companies/${acme.domain}`, headers: { 'x-api-key': key } });
    assert.equal(res.statusCode, 200, res.body);
    return { name: res.json<{ name: string }>().name, charged: res.headers['x-credits-charged'] };
  };
  const rename = async (env: TestEnv, name: string) => {
    const result = await importRecords(env, [{ type: 'company', name, primary_domain: acme.domain, slug: acme.name }]);
    assert.equal(result.rejected_total, 0, JSON.stringify(result.rejected));
  };

  before(async () => {
    a = await startTestEnv();
    b = await startSecondInstance(a);
    customer = await createCustomer(a);
    await importRecords(a, acme.records);
  });
  after(async () => {
    await b.close();
    await a.close();
  });

  test('a write is seen at once by the process that made it', async () => {
    assert.equal((await nameVia(a)).name, `Company ${acme.name}`);
    await rename(a, 'Acme Renamed Once');
    assert.equal((await nameVia(a)).name, 'Acme Renamed Once');
  });

  test('bulk lookup, which caches per company, sees a write at once too', async () => {
    const bulkName = async () => {
      const res = await a.app.inject({
        method: 'POST',
        url: '/v1/companies',
        headers: { 'x-api-key': customer.userKey },
        payload: { domains: [acme.domain, `nobody-${acme.name}.com`], include: ['technologies', 'partnerships', 'firmographics'] },
      });
      assert.equal(res.statusCode, 200, res.body);
      return res.json<{ data: { company?: { name: string } }[] }>().data.map((r) => r.company?.name ?? null);
    };
    await bulkName();
    await rename(a, 'Acme Renamed For Bulk');
    assert.deepEqual(await bulkName(), ['Acme Renamed For Bulk', null]);
    await importRecords(a, [{ type: 'company', name: 'Now Somebody', primary_domain: `nobody-${acme.name}.com` }]);
    assert.deepEqual(await bulkName(), ['Acme Renamed For Bulk', 'Now Somebody'], 'a domain unknown before the write is known after it');
  });

  test("another process's write is seen within about a second", async () => {
    const before = (await nameVia(b)).name;
    await rename(a, 'Acme Renamed Twice');
    const started = Date.now();
    let seen = before;
    while (seen !== 'Acme Renamed Twice' && Date.now() - started < 5000) {
      await sleep(50);
      seen = (await nameVia(b)).name;
    }
    assert.equal(seen, 'Acme Renamed Twice', 'the other process still serves the old record after 5 s');
  });

  test('a poll that read the version before a commit cannot take the version back', () => {
    const version = new DataVersion(a.container.db, pino({ level: 'silent' }));
    let changes = 0;
    version.onChange(() => changes++);
    version.observe('6'); // this process's commit
    version.observe('5'); // a poll that read before it, answering after it
    assert.equal(version.current, '6');
    assert.equal(changes, 1);
  });

  test('requests for a response being loaded wait for that load; after a data change they start their own', async () => {
    const version = new DataVersion(a.container.db, pino({ level: 'silent' }));
    version.observe('100');
    const cache = new DataCache(version, 1 << 20);
    const finish: ((v: string) => void)[] = [];
    const slow = () => new Promise<string>((resolve) => finish.push(resolve));
    const loads = () => finish.length;
    const first = cache.getOrLoad('k', slow, () => 1);
    const waiting = [cache.getOrLoad('k', slow, () => 1), cache.getOrLoad('k', slow, () => 1)];
    assert.equal(loads(), 1, 'one load for three requests');
    version.observe('101'); // a write committed while the load ran
    const after = cache.getOrLoad('k', slow, () => 1);
    assert.equal(loads(), 2, 'a request after the write does not take the older read');
    finish[0]!('old');
    finish[1]!('new');
    assert.equal(await first, 'old');
    assert.deepEqual(await Promise.all(waiting), ['old', 'old']);
    assert.equal(await after, 'new');
    assert.equal(await cache.getOrLoad('k', slow, () => 1), 'new', 'the newer read is the one cached');
    assert.equal(loads(), 2);
  });

  test('a cached response is still metered, for each organization', async () => {
    const other = await createCustomer(a);
    await nameVia(a);
    assert.equal((await nameVia(a, other.userKey)).charged, '1', 'a cache hit charges a new organization');
    assert.equal((await nameVia(a, other.userKey)).charged, '0', 'and is free again within the window');
  });
});
