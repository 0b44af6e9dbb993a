import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { startTestEnv, type TestEnv } from './support/harness.js';
import { createCustomer, type Customer } from './support/factories.js';
import { errorCatalogue } from '../src/errors/catalogue.js';
import { AppError } from '../src/errors/app-error.js';

describe('error catalogue', () => {
  test('holds every code of the spec and the contracts with its status', () => {
    const expected: Record<string, number> = {
      batch_too_large: 400,
      invalid_tech_key: 400,
      invalid_domain: 400,
      invalid_request: 400,
      missing_api_key: 401,
      invalid_api_key: 401,
      invalid_admin_token: 401,
      credit_exhausted: 402,
      user_credential_required: 403,
      list_permission_denied: 403,
      company_not_found: 404,
      partner_not_found: 404,
      partnership_not_found: 404,
      technology_not_found: 404,
      vendor_not_found: 404,
      job_not_found: 404,
      list_not_found: 404,
      permission_not_found: 404,
      not_found: 404,
      definition_version_conflict: 409,
      invalid_definition: 422,
      operational_rate_limit_exceeded: 429,
    };
    for (const [code, status] of Object.entries(expected)) {
      assert.equal(errorCatalogue[code as keyof typeof errorCatalogue]?.status, status, code);
    }
    for (const spec of Object.values(errorCatalogue)) assert.ok(spec.message.length > 10);
  });

  test('bodies are {error, message, ...extra}; the flag 404 is wrapped in detail', () => {
    assert.deepEqual(new AppError('credit_exhausted', { requested: 3, shortfall: 1 }).body(), {
      error: 'credit_exhausted',
      message: errorCatalogue.credit_exhausted.message,
      requested: 3,
      shortfall: 1,
    });
    assert.deepEqual(new AppError('company_not_found', { identifier: 'x.com' }, undefined, true).body(), {
      detail: { error: 'company_not_found', message: errorCatalogue.company_not_found.message, identifier: 'x.com' },
    });
  });
});

describe('errors over HTTP', () => {
  let env: TestEnv;
  let customer: Customer;
  before(async () => {
    env = await startTestEnv();
    customer = await createCustomer(env);
  });
  after(() => env.close());

  test('an unknown route is 404 not_found in the same JSON shape', async () => {
    for (const url of ['/v2/companies', '/nope', '/v1/companies/a/b/c/d']) {
      const res = await env.app.inject({ method: 'GET', url, headers: { 'x-api-key': customer.userKey } });
      assert.equal(res.statusCode, 404, url);
      assert.equal(res.json().error, 'not_found');
      assert.equal(typeof res.json().message, 'string');
    }
  });

  test('malformed JSON, wrong types and wrong content types are 4xx with the catalogue shape', async () => {
    const post = (payload: string, contentType = 'application/json') =>
      env.app.inject({ method: 'POST', url: '/admin/v1/orgs', headers: { ...env.admin, 'content-type': contentType }, payload });
    const cases: Array<[string, string, number, string]> = [
      ['{bad', 'application/json', 400, 'invalid_request'],
      ['{"name": 5}', 'application/json', 400, 'invalid_request'],
      ['{"name": "x", "credits": -1}', 'application/json', 400, 'invalid_request'],
      ['[]', 'application/json', 400, 'invalid_request'],
      ['name=x', 'application/x-www-form-urlencoded', 415, 'unsupported_media_type'],
      ['x', 'text/plain', 415, 'unsupported_media_type'],
    ];
    for (const [payload, type, status, code] of cases) {
      const res = await post(payload, type);
      assert.equal(res.statusCode, status, payload);
      assert.equal(res.json().error, code, payload);
      if (code === 'invalid_request') assert.ok(Array.isArray(res.json().details));
    }
  });

  test('no identifier, however odd, produces a 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 300, unit: 'binary' }), async (s) => {
        const res = await env.app.inject({
          method: 'GET',
          url: `/v1/companies/${encodeURIComponent(s)}`,
          headers: { 'x-api-key': customer.userKey },
        });
        assert.ok(res.statusCode < 500, `${res.statusCode} for ${JSON.stringify(s)}: ${res.body}`);
        assert.equal(typeof res.json().error === 'string' || typeof res.json().name === 'string', true);
      }),
      { numRuns: 200 },
    );
  });

  test('no admin body, however odd, produces a 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.json(), async (body) => {
        for (const url of ['/admin/v1/orgs', '/admin/v1/keys', '/admin/v1/orgs/1/credits', '/admin/v1/orgs/1/users']) {
          const res = await env.app.inject({
            method: 'POST',
            url,
            headers: { ...env.admin, 'content-type': 'application/json' },
            payload: body,
          });
          assert.ok(res.statusCode < 500, `${res.statusCode} for ${url} ${body}: ${res.body}`);
        }
      }),
      { numRuns: 60 },
    );
  });
});
