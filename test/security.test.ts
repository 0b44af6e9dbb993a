import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ADMIN_TOKEN, ENGINE, startTestEnv } from './support/harness.js';
import { MissingExample, REQUEST_BODIES, invalidBodies, requestFor, seedData, unknownValue } from './support/security/examples.js';
import { PUBLIC_ROUTES, discoverOperations, queryParameters, takesBody } from './support/security/operations.js';
import { SecurityClient, apiKey, bearer, errorCode, expectError, is2xx, unknownKey, type Headers } from './support/security/client.js';
import { defineMeteringTests } from './support/security/metering.js';
import { HOSTILE_SEGMENTS, hostileBodies, hostileQueryValues, invalidRequests } from './support/security/variants.js';

/**
 * The shared security suite (Unkey's pattern): the tests are generated from the service's own route table and
 * OpenAPI document, so every route, present and future, gets them without anyone writing one. A new route
 * whose parameters or body the suite cannot fill fails here and says which table to extend
 * (test/support/security/examples.ts).
 */
const env = await startTestEnv();
// The tests are generated from what these find, so they run before any test is declared.
const { seed, operations } = await Promise.all([seedData(env), discoverOperations(env.app)]).then(
  ([seed, { operations }]) => ({ seed, operations }),
  async (err: unknown) => {
    await env.close();
    throw err;
  },
);
const client = new SecurityClient(env, seed);

const v1 = operations.filter((op) => op.area === 'v1');
const admin = operations.filter((op) => op.area === 'admin');
const listRoutes = v1.filter((op) => op.path.startsWith('/v1/lists'));

describe(`security suite (${ENGINE}): ${v1.length} /v1 and ${admin.length} /admin operations`, () => {
  after(() => env.close());

  describe('the route table', () => {
    test('every route sits behind an API key (/v1), the admin token (/admin) or is public on purpose', () => {
      const stray = operations.filter((op) => op.area === 'public' && !PUBLIC_ROUTES.has(op.id)).map((op) => op.id);
      assert.deepEqual(
        stray,
        [],
        'routes outside /v1 and /admin: add them to PUBLIC_ROUTES (operations.ts) only if they are meant to be public',
      );
    });

    test('every /v1 and /admin operation is in /openapi.json', () => {
      const undocumented = [...v1, ...admin].filter((op) => !op.doc).map((op) => op.id);
      assert.deepEqual(undocumented, [], 'the suite reads parameters and bodies from the document');
    });

    test('the suite can build a valid request for every operation (example values and bodies)', () => {
      const missing: string[] = [];
      for (const op of [...v1, ...admin]) {
        try {
          requestFor(op, seed);
        } catch (err) {
          if (!(err instanceof MissingExample)) throw err;
          missing.push(err.message);
        }
      }
      assert.deepEqual(missing, []);
    });
  });

  describe('/v1: an API key is required, and checked before anything else', () => {
    for (const op of v1) {
      test(`${op.id}: a valid user key gets a 2xx (so that the refusals below are about the key)`, async () => {
        const res = await client.call(op, apiKey(seed.ownerKey), 'valid request');
        assert.ok(is2xx(res.statusCode), `expected 2xx, got ${res.statusCode}: ${res.body.slice(0, 300)}`);
      });

      test(`${op.id}: no X-API-Key is 401 missing_api_key`, async () => {
        expectError(await client.call(op, {}, 'no key'), op.method, 401, 'missing_api_key', op.id);
        // The key belongs in X-API-Key; a bearer token is not read.
        expectError(await client.call(op, bearer(seed.ownerKey), 'key as bearer'), op.method, 401, 'missing_api_key', `${op.id} (bearer)`);
      });

      test(`${op.id}: an unknown well-formed key is 401 invalid_api_key`, async () => {
        for (const key of [unknownKey(), unknownKey('keiretsu_org_')]) {
          expectError(
            await client.call(op, apiKey(key), 'unknown key'),
            op.method,
            401,
            'invalid_api_key',
            `${op.id} (${key.slice(0, 13)}...)`,
          );
        }
      });

      test(`${op.id}: garbage, empty and repeated keys are 401, never 5xx`, async () => {
        const key = seed.ownerKey;
        const values: [string, string | string[]][] = [
          ['garbage', 'not a key'],
          ['the prefix alone', 'keiretsu_'],
          ['a key with symbols', `keiretsu_${'!$%'.repeat(11)}`],
          ['a valid key with a character more', `${key}x`],
          ['a valid key with a character less', key.slice(0, -1)],
          ['a valid key in upper case', key.toUpperCase()],
          ['a 10,000-character value', 'k'.repeat(10_000)],
          ['the admin token', ADMIN_TOKEN],
          ['"Bearer <key>"', `Bearer ${key}`],
          ['an empty value', ''],
          ['the key sent twice', [key, key]],
          ['the key and an unknown key', [key, unknownKey()]],
          ['an unknown key and the key', [unknownKey(), key]],
        ];
        for (const [label, value] of values) {
          const res = await client.call(op, apiKey(value), label);
          expectError(res, op.method, 401, ['missing_api_key', 'invalid_api_key'], `${op.id} (${label})`);
        }
      });

      test(`${op.id}: the key is checked before the request is validated`, async (t) => {
        const variants = invalidRequests(op, seed);
        if (variants.length === 0) return t.skip('nothing in this operation can be made invalid');
        for (const { label, options } of variants) {
          expectError(
            await client.call(op, {}, `${label}, no key`, options),
            op.method,
            401,
            'missing_api_key',
            `${op.id} (${label}, no key)`,
          );
          const unknown = await client.call(op, apiKey(unknownKey()), `${label}, unknown key`, options);
          expectError(unknown, op.method, 401, 'invalid_api_key', `${op.id} (${label}, unknown key)`);
          // The same request with a good key is refused by validation: the 401s above came first.
          const valid = await client.call(op, apiKey(seed.ownerKey), `${label}, valid key`, options);
          assert.ok(
            valid.statusCode >= 400 && valid.statusCode < 500,
            `${label} with a valid key answered ${valid.statusCode}: not an invalid request`,
          );
        }
      });
    }
  });

  describe('/v1: a revoked key stops at once', () => {
    let keys: string[] = [];
    before(async () => {
      const customer = await client.freshCustomer(1000);
      const user = await client.createKey({ user_id: customer.userId });
      const org = await client.createKey({ org_id: customer.orgId });
      keys = [user.key, org.key];
      // Both keys work (and are now warm in the key cache) before they are revoked.
      const lookup = v1.find((op) => op.id === 'GET /v1/companies/{identifier}');
      assert.ok(lookup, 'the company lookup is gone: pick another operation for the successful call');
      for (const key of keys) assert.equal((await client.call(lookup, apiKey(key), 'before revocation')).statusCode, 200);
      await client.revokeKey(user.key_id);
      await client.revokeKey(org.key_id);
    });

    for (const op of v1) {
      test(`${op.id}: a revoked key is 401 invalid_api_key`, async () => {
        for (const [i, key] of keys.entries()) {
          expectError(
            await client.call(op, apiKey(key), 'revoked key'),
            op.method,
            401,
            'invalid_api_key',
            `${op.id} (${['user', 'org'][i]} key)`,
          );
        }
      });
    }
  });

  describe('/admin: the admin token and nothing else', () => {
    const refuse = async (op: (typeof admin)[number], credentials: Headers, label: string) =>
      expectError(await client.call(op, credentials, label), op.method, 401, 'invalid_admin_token', `${op.id} (${label})`);

    for (const op of admin) {
      test(`${op.id}: the admin token gets a 2xx (so that the refusals below are about the token)`, async () => {
        const res = await client.call(op, env.admin, 'admin token');
        assert.ok(is2xx(res.statusCode), `expected 2xx, got ${res.statusCode}: ${res.body.slice(0, 300)}`);
      });

      test(`${op.id}: no Authorization is 401 invalid_admin_token`, async () => {
        await refuse(op, {}, 'no Authorization');
      });

      test(`${op.id}: API keys are refused (as X-API-Key and as a bearer token)`, async () => {
        for (const [kind, key] of [
          ['user key', seed.owner.userKey],
          ['organization key', seed.owner.orgKey],
        ] as const) {
          await refuse(op, apiKey(key), `${kind} as X-API-Key`);
          await refuse(op, bearer(key), `${kind} as Authorization: Bearer`);
          await refuse(op, { ...apiKey(key), ...bearer(key) }, `${kind} in both`);
        }
      });

      test(`${op.id}: a wrong token is 401 invalid_admin_token`, async () => {
        const wrong: [string, Headers][] = [
          ['a wrong bearer token', bearer('wrong-token')],
          ['the token with a character more', bearer(`${ADMIN_TOKEN}x`)],
          ['the token with a character less', bearer(ADMIN_TOKEN.slice(0, -1))],
          ['an empty bearer token', { authorization: 'Bearer ' }],
          ['the token without its scheme', { authorization: ADMIN_TOKEN }],
          ['the token as Basic credentials', { authorization: `Basic ${Buffer.from(`admin:${ADMIN_TOKEN}`).toString('base64')}` }],
          ['an empty Authorization', { authorization: '' }],
          ['the token as X-API-Key', apiKey(ADMIN_TOKEN)],
        ];
        for (const [label, credentials] of wrong) await refuse(op, credentials, label);
      });

      test(`${op.id}: the token is checked before the request is validated`, async (t) => {
        const variants = invalidRequests(op, seed);
        if (variants.length === 0) return t.skip('nothing in this operation can be made invalid');
        for (const { label, options } of variants) {
          expectError(await client.call(op, {}, label, options), op.method, 401, 'invalid_admin_token', `${op.id} (${label})`);
          const valid = await client.call(op, env.admin, `${label}, admin token`, options);
          assert.ok(
            valid.statusCode >= 400 && valid.statusCode < 500,
            `${label} with the token answered ${valid.statusCode}: not an invalid request`,
          );
        }
      });
    }
  });

  describe('list routes: personal user keys only', () => {
    if (listRoutes.length === 0)
      test('list routes refuse organization keys with 403 user_credential_required', { skip: 'no list routes yet' }, () => {});
    for (const op of listRoutes) {
      test(`${op.id}: an organization key is 403 user_credential_required, before any 404`, async () => {
        const unknown = Object.fromEntries(op.params.map((name) => [name, unknownValue(op, name)]));
        for (const [label, params] of [
          ['example values', {}],
          ['values naming nothing', unknown],
        ] as const) {
          const res = await client.call(op, apiKey(seed.owner.orgKey), `organization key, ${label}`, { params });
          expectError(res, op.method, 403, 'user_credential_required', `${op.id} (${label})`);
        }
      });
    }
  });

  defineMeteringTests(client, operations);

  describe('hostile input leaks nothing and never fails with a 5xx', () => {
    for (const op of [...v1, ...admin].filter((o) => o.method !== 'HEAD')) {
      test(`${op.id}: no internals, no secrets, no 5xx`, async () => {
        const credentials = client.credentials(op);
        const probes: { label: string; options: Parameters<typeof client.call>[3] }[] = [];
        for (const name of op.params) {
          for (const value of HOSTILE_SEGMENTS)
            probes.push({ label: `${name}=${value.slice(0, 40)}`, options: { params: { [name]: value } } });
        }
        for (const p of queryParameters(op)) {
          for (const value of hostileQueryValues(p.name))
            probes.push({ label: `?${p.name}=${value.slice(0, 40)}`, options: { query: { [p.name]: value } } });
        }
        if (takesBody(op)) {
          for (const { label, headers, body } of hostileBodies())
            probes.push({ label, options: { body, ...(headers ? { headers } : {}) } });
          for (const { label, body } of invalidBodies(op, seed)) probes.push({ label, options: { body } });
          for (const [i, body] of (REQUEST_BODIES[op.id]?.probes?.(seed) ?? []).entries())
            probes.push({ label: `probe body #${i + 1}`, options: { body } });
        }
        for (const { label, options } of probes) {
          // The suite's client checks every response for leaks; here, the status.
          const res = await client.call(op, credentials, label, options);
          assert.ok(res.statusCode < 500, `${op.id} (${label}): ${res.statusCode} ${errorCode(res) ?? ''} ${res.body.slice(0, 300)}`);
        }
      });
    }
  });

  test('no request body reached Object.prototype, and every response was checked for leaks', (t) => {
    // The hostile bodies above carry __proto__ and constructor.prototype keys.
    assert.equal((Object.prototype as Record<string, unknown>).polluted, undefined, 'a request body polluted Object.prototype');
    assert.ok(client.checked > 0);
    t.diagnostic(`${client.checked} responses checked for leaks`);
  });
});
