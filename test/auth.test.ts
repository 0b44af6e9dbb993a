import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ENGINE, startTestEnv, type TestEnv } from './support/harness.js';
import { createCustomer, type Customer } from './support/factories.js';
import { AuthService } from '../src/services/auth.service.js';
import pino from 'pino';

describe('API keys', () => {
  let env: TestEnv;
  let customer: Customer;
  before(async () => {
    env = await startTestEnv();
    customer = await createCustomer(env);
  });
  after(() => env.close());
  const call = (headers: Record<string, string>) => env.app.inject({ method: 'GET', url: '/v1/companies/nothing-here.com', headers });

  test('no X-API-Key is 401 missing_api_key; an unknown one 401 invalid_api_key', async () => {
    const missing = await call({});
    assert.equal(missing.statusCode, 401);
    assert.equal(missing.json().error, 'missing_api_key');
    const wrong = await call({ 'x-api-key': 'keiretsu_notarealkey' });
    assert.equal(wrong.statusCode, 401);
    assert.deepEqual(Object.keys(wrong.json()).sort(), ['error', 'message']);
    assert.equal(wrong.json().error, 'invalid_api_key');
  });

  test('auth runs before validation: a bad request without credentials is 401', async () => {
    const res = await env.app.inject({ method: 'POST', url: '/admin/v1/orgs', payload: { name: 5 } });
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().error, 'invalid_admin_token');
  });

  test('keys have the contract prefixes and are stored only as hashes', async () => {
    assert.match(customer.userKey, /^keiretsu_[0-9A-Za-z]{33,}$/);
    assert.match(customer.orgKey, /^keiretsu_org_[0-9A-Za-z]{33,}$/);
    const rows = await env.container.db.query<{ key_hash: Buffer; display_prefix: string }>(
      'SELECT key_hash, display_prefix FROM api_keys',
    );
    const dump = JSON.stringify(rows.rows);
    assert.ok(!dump.includes(customer.userKey.slice(9)) && !dump.includes(customer.orgKey.slice(13)));
  });

  test('a revoked key stops working at once in the process that revoked it', async () => {
    const other = await createCustomer(env);
    assert.equal((await call({ 'x-api-key': other.userKey })).statusCode, 404); // warm: cached
    const del = await env.app.inject({ method: 'DELETE', url: `/admin/v1/keys/${other.userKeyId}`, headers: env.admin });
    assert.equal(del.statusCode, 204);
    assert.equal((await call({ 'x-api-key': other.userKey })).json().error, 'invalid_api_key');
  });

  test('a key revoked elsewhere stops working within two seconds', async () => {
    const other = await createCustomer(env);
    // A second AuthService on the same database plays the part of another API process.
    const elsewhere = new AuthService(env.container.db, pino({ level: 'silent' }));
    await elsewhere.start();
    try {
      assert.equal((await elsewhere.authenticate(other.userKey)).keyId, other.userKeyId);
      await env.container.admin.revokeKey(other.userKeyId);
      const started = Date.now();
      let revoked = false;
      while (Date.now() - started < 2000 && !revoked) {
        revoked = await elsewhere.authenticate(other.userKey).then(
          () => false,
          () => true,
        );
        if (!revoked) await new Promise((r) => setTimeout(r, 50));
      }
      assert.ok(revoked, 'key still accepted after 2 s');
    } finally {
      elsewhere.stop();
    }
  });

  test('a warm key lookup makes no database round trip', async () => {
    await env.container.auth.authenticate(customer.userKey);
    const db = env.container.db as { query: (...args: unknown[]) => unknown };
    const original = db.query;
    let queries = 0;
    db.query = (...args: unknown[]) => {
      queries++;
      return original.apply(db, args);
    };
    try {
      for (let i = 0; i < 20; i++) await env.container.auth.authenticate(customer.userKey);
    } finally {
      db.query = original;
    }
    assert.equal(queries, 0);
  });

  test(`runs on ${ENGINE}`, () => assert.ok(ENGINE));
});
