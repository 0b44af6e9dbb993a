import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestEnv, type TestEnv } from './support/harness.js';
import { companyFixture, createCustomer, importRecords, uniq, type Customer } from './support/factories.js';

describe('data flags', () => {
  let env: TestEnv;
  let customer: Customer;
  const acme = companyFixture();
  /** POST .../flags; a string body is sent as is (to test bad JSON), anything else as JSON; undefined sends no body. */
  const flag = (identifier: string, body?: unknown) =>
    env.app.inject({
      method: 'POST',
      url: `/v1/companies/${encodeURIComponent(identifier)}/flags`,
      headers: { 'x-api-key': customer.userKey, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  const admin = (method: 'GET' | 'POST', url: string, body?: object) =>
    env.app.inject({ method, url: `/admin/v1${url}`, headers: env.admin, ...(body ? { payload: body } : {}) });
  const lookup = () =>
    env.app.inject({
      method: 'GET',
      url: `/v1/companies/${acme.domain}?include=firmographics`,
      headers: { 'x-api-key': customer.userKey },
    });

  before(async () => {
    env = await startTestEnv();
    customer = await createCustomer(env);
    assert.equal((await importRecords(env, acme.records)).rejected_total, 0);
  });
  after(() => env.close());

  test('queues a flag (201) with or without a body, by any identifier; the record does not change; not metered', async () => {
    const before = (await lookup()).json();
    const balance = async () => (await admin('GET', `/orgs/${customer.orgId}`)).json().credit_balance;
    const credits = await balance();
    const companyId = await env.container.companies.resolve(acme.domain);
    for (const [id, body] of [
      [acme.domain, { description: 'The employee range is out of date.' }],
      [acme.name, undefined],
      [`WWW.${acme.domain.toUpperCase()}`, {}],
      [`${acme.name}.net`, { description: '   ' }],
      [acme.domain, ''],
      [acme.domain, { description: null }],
    ] as [string, unknown][]) {
      const res = await flag(id, body);
      assert.equal(res.statusCode, 201, `${id} ${JSON.stringify(body)}: ${res.body}`);
      const created = res.json();
      assert.deepEqual(Object.keys(created).sort(), ['company_id', 'flag_id', 'status']);
      assert.equal(created.company_id, companyId);
      assert.equal(created.status, 'queued');
      assert.equal(res.headers['x-credits-charged'], undefined);
    }
    assert.deepEqual((await lookup()).json(), before);
    assert.equal(await balance(), credits);
  });

  test('an unknown company is 404 under detail, and no flag is created', async () => {
    const count = async () => (await admin('GET', '/flags?limit=100')).json().pagination.total_results;
    const n = await count();
    for (const id of [`${uniq('nobody')}.com`, uniq('no-slug'), 'a..b']) {
      const res = await flag(id, { description: 'wrong' });
      assert.equal(res.statusCode, 404);
      assert.deepEqual(res.json(), {
        detail: { error: 'company_not_found', message: 'No company matches this identifier.', identifier: id },
      });
    }
    assert.equal(await count(), n);
  });

  test('without an API key, 401 and no flag', async () => {
    const res = await env.app.inject({ method: 'POST', url: `/v1/companies/${acme.domain}/flags` });
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().error, 'missing_api_key');
  });

  test('a description over 2000 characters, a wrong type or bad JSON is 400 invalid_request', async () => {
    assert.equal((await flag(acme.domain, { description: 'é'.repeat(2000) })).statusCode, 201);
    for (const body of [{ description: 'x'.repeat(2001) }, { description: 42 }, '{"description":', '[1]', '"text"']) {
      const res = await flag(acme.domain, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(res.json().error, 'invalid_request');
    }
  });

  test('operators list flags by status, oldest first, and resolve each once', async () => {
    const created = (await flag(acme.domain, { description: '  Wrong country  ' })).json();
    const queued = await admin('GET', '/flags?status=queued&limit=100');
    assert.equal(queued.statusCode, 200);
    const item = queued.json().data.find((f: { flag_id: number }) => f.flag_id === created.flag_id);
    assert.deepEqual(
      { ...item, created_at: 'x' },
      {
        flag_id: created.flag_id,
        company_id: created.company_id,
        company: { name: `Company ${acme.name}`, primary_domain: acme.domain, slug: acme.name },
        org_id: customer.orgId,
        api_key_id: customer.userKeyId,
        description: 'Wrong country',
        status: 'queued',
        resolution_note: null,
        created_at: 'x',
        resolved_at: null,
      },
    );
    const ids = queued.json().data.map((f: { flag_id: number }) => f.flag_id);
    assert.deepEqual(
      ids,
      [...ids].sort((x: number, y: number) => x - y),
    );

    const resolved = await admin('POST', `/flags/${created.flag_id}/resolve`, { resolution: 'accepted', note: 'fixed in next import' });
    assert.equal(resolved.statusCode, 200);
    assert.equal(resolved.json().status, 'accepted');
    assert.equal(resolved.json().resolution_note, 'fixed in next import');
    assert.match(resolved.json().resolved_at, /^\d{4}-\d\d-\d\dT/);
    const again = await admin('POST', `/flags/${created.flag_id}/resolve`, { resolution: 'rejected' });
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().error, 'invalid_request');
    assert.match(again.json().message, /already accepted/);

    const accepted = (await admin('GET', '/flags?status=accepted')).json();
    assert.deepEqual(
      accepted.data.map((f: { flag_id: number }) => f.flag_id),
      [created.flag_id],
    );
    assert.equal(
      (await admin('GET', '/flags?status=queued&limit=100')).json().data.some((f: { flag_id: number }) => f.flag_id === created.flag_id),
      false,
    );
    assert.equal((await admin('GET', '/flags?status=rejected')).json().pagination.total_results, 0);
  });

  test('resolve and list errors: 404 flag_not_found, 400 on bad input, 401 without the admin token', async () => {
    const missing = await admin('POST', '/flags/999999/resolve', { resolution: 'rejected' });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().error, 'flag_not_found');
    const created = (await flag(acme.domain)).json();
    for (const [url, body] of [
      [`/flags/${created.flag_id}/resolve`, { resolution: 'maybe' }],
      [`/flags/${created.flag_id}/resolve`, {}],
      ['/flags/abc/resolve', { resolution: 'accepted' }],
      ['/flags/0/resolve', { resolution: 'accepted' }],
    ] as [string, object][]) {
      const res = await admin('POST', url, body);
      assert.equal(res.statusCode, 400, url);
      assert.equal(res.json().error, 'invalid_request');
    }
    for (const q of ['?status=open', '?limit=101']) assert.equal((await admin('GET', `/flags${q}`)).statusCode, 400, q);
    const anon = await env.app.inject({ method: 'GET', url: '/admin/v1/flags' });
    assert.equal(anon.statusCode, 401);
    const withApiKey = await env.app.inject({ method: 'GET', url: '/admin/v1/flags', headers: { 'x-api-key': customer.userKey } });
    assert.equal(withApiKey.statusCode, 401);
  });
});
