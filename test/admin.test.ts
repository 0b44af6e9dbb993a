import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { startTestEnv, type TestEnv } from './support/harness.js';
import { uniq } from './support/factories.js';

describe('admin API', () => {
  let env: TestEnv;
  before(async () => (env = await startTestEnv()));
  after(() => env.close());
  const admin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = env.admin) =>
    env.app.inject({ method, url: `/admin/v1${url}`, headers, ...(payload ? { payload } : {}) });

  test('every call needs the admin bearer token', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token-value' },
      { authorization: 'Basic abc' },
      { authorization: env.admin.authorization.replace('Bearer ', '') },
    ]) {
      const res = await admin('POST', '/orgs', { name: 'x' }, headers as Record<string, string>);
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().error, 'invalid_admin_token');
    }
    // An API key is not an admin token.
    const org = (await admin('POST', '/orgs', { name: uniq('org') })).json();
    const key = (await admin('POST', '/keys', { org_id: org.org_id })).json().key;
    assert.equal((await admin('GET', `/orgs/${org.org_id}`, undefined, { authorization: `Bearer ${key}` })).statusCode, 401);
  });

  test('organizations, credits, users and keys, end to end', async () => {
    const created = await admin('POST', '/orgs', { name: 'Initech', credits: 50 });
    assert.equal(created.statusCode, 201);
    const org = created.json();
    assert.deepEqual(Object.keys(org).sort(), ['credit_balance', 'name', 'org_id']);
    assert.equal(org.credit_balance, 50);
    assert.deepEqual((await admin('GET', `/orgs/${org.org_id}`)).json(), org);

    assert.deepEqual((await admin('POST', `/orgs/${org.org_id}/credits`, { amount: 25 })).json(), { credit_balance: 75 });
    assert.deepEqual((await admin('POST', `/orgs/${org.org_id}/credits`, { amount: -70 })).json(), { credit_balance: 5 });
    const overdraw = await admin('POST', `/orgs/${org.org_id}/credits`, { amount: -6 });
    assert.equal(overdraw.statusCode, 400);
    assert.equal((await admin('GET', `/orgs/${org.org_id}`)).json().credit_balance, 5);
    const ledger = await env.container.db.query<{ amount: number }>('SELECT amount FROM credit_ledger WHERE org_id = $1 ORDER BY id', [
      org.org_id,
    ]);
    assert.deepEqual(
      ledger.rows.map((r) => r.amount),
      [50, 25, -70],
    );

    const user = await admin('POST', `/orgs/${org.org_id}/users`, { email: 'Milton@Initech.example', name: 'Milton' });
    assert.equal(user.statusCode, 201);
    assert.deepEqual(user.json(), { user_id: user.json().user_id, org_id: org.org_id, email: 'milton@initech.example' });
    assert.equal((await admin('POST', `/orgs/${org.org_id}/users`, { email: 'milton@initech.example' })).statusCode, 400);

    const userKey = await admin('POST', '/keys', { user_id: user.json().user_id, batch_limit: 10, rate_limit_per_minute: 60 });
    assert.equal(userKey.statusCode, 201);
    assert.equal(userKey.json().key_class, 'user');
    assert.match(userKey.json().key, /^keiretsu_(?!org_)/);
    const orgKey = await admin('POST', '/keys', { org_id: org.org_id });
    assert.equal(orgKey.json().key_class, 'organization');
    assert.match(orgKey.json().key, /^keiretsu_org_/);
    const limits = await env.container.db.query(
      'SELECT batch_limit, rate_limit_per_minute, rate_limit_per_day FROM api_keys WHERE id = $1',
      [userKey.json().key_id],
    );
    assert.deepEqual(limits.rows[0], { batch_limit: 10, rate_limit_per_minute: 60, rate_limit_per_day: 100000 });

    // The key works on /v1 until it is revoked.
    const lookup = () =>
      env.app.inject({ method: 'GET', url: '/v1/companies/nothing.example', headers: { 'x-api-key': orgKey.json().key } });
    assert.equal((await lookup()).statusCode, 404);
    assert.equal((await admin('DELETE', `/keys/${orgKey.json().key_id}`)).statusCode, 204);
    assert.equal((await lookup()).statusCode, 401);
  });

  test('unknown ids are 404 with the catalogue codes; bad bodies are 400', async () => {
    assert.equal((await admin('GET', '/orgs/999999')).json().error, 'org_not_found');
    assert.equal((await admin('POST', '/orgs/999999/credits', { amount: 1 })).json().error, 'org_not_found');
    assert.equal((await admin('POST', '/orgs/999999/users', { email: 'a@b.example' })).json().error, 'org_not_found');
    assert.equal((await admin('POST', '/keys', { user_id: 999999 })).json().error, 'user_not_found');
    assert.equal((await admin('POST', '/keys', { org_id: 999999 })).json().error, 'org_not_found');
    assert.equal((await admin('DELETE', '/keys/999999')).json().error, 'key_not_found');
    for (const body of [{}, { user_id: 1, org_id: 1 }, { org_id: 1, batch_limit: 101 }, { org_id: 'one' }]) {
      const res = await admin('POST', '/keys', body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(res.json().error, 'invalid_request');
    }
    assert.equal((await admin('GET', '/orgs/abc')).statusCode, 400);
  });

  test('/health reports the engines in use', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/health' });
    assert.equal(res.statusCode, 200);
    const latest = Number(
      readdirSync(new URL('../migrations/', import.meta.url))
        .sort()
        .pop()!
        .slice(0, 4),
    );
    assert.deepEqual(res.json(), {
      status: 'ok',
      database: { engine: env.container.db.engine, schema_version: latest, reachable: true },
      rate_limiter: { engine: 'memory' },
    });
  });
});
