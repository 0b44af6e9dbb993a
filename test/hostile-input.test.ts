import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { startTestEnv, type TestEnv } from './support/harness.js';
import { companyFixture, createCustomer, importRecords, type Customer } from './support/factories.js';

/**
 * Regression tests for what a hostile probe of the API found (issue 15), each with the class of input behind it.
 * The fuzzer (fuzz.test.ts) guards the same classes over every route; these pin the exact answers.
 */
describe('hostile input', () => {
  let env: TestEnv;
  let customer: Customer;
  let fixture: ReturnType<typeof companyFixture>;
  before(async () => {
    env = await startTestEnv();
    customer = await createCustomer(env);
    fixture = companyFixture();
    await importRecords(env, fixture.records);
  });
  after(() => env.close());

  const get = (url: string, key = customer.userKey, method: 'GET' | 'HEAD' = 'GET') =>
    env.app.inject({ method, url, headers: { 'x-api-key': key } });
  const post = (url: string, payload: string, headers: Record<string, string> = { 'x-api-key': customer.userKey }) =>
    env.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload });
  const balance = async (orgId: number) =>
    (await env.app.inject({ method: 'GET', url: `/admin/v1/orgs/${orgId}`, headers: env.admin })).json().credit_balance as number;

  test('a NUL character in any text parameter or body field is 400 naming it, never a database error', async () => {
    for (const url of ['/v1/companies?q=a%00b', '/v1/technologies?q=%00', `/v1/companies/${fixture.name}/partnerships?q=x%00`]) {
      const res = await get(url);
      assert.equal(res.statusCode, 400, url);
      assert.equal(res.json().error, 'invalid_request');
      assert.match(res.json().message, /^Query parameter q must not contain a NUL character\.$/);
    }
    const bulk = await post('/v1/companies', JSON.stringify({ domains: ['ok.com', 'a\u0000.com'] }));
    assert.equal(bulk.statusCode, 400);
    assert.equal(bulk.json().message, 'Body field domains[1] must not contain a NUL character.');
    assert.deepEqual(bulk.json().details, [{ path: 'body/domains/1', message: 'must not contain a NUL character' }]);
    const admin = await post('/admin/v1/orgs', JSON.stringify({ name: 'a\u0000b' }), env.admin);
    assert.equal(admin.statusCode, 400);
  });

  test('a lone surrogate in a JSON body ("\\udfff") is 400 naming the field, never a database error; pairs are text', async () => {
    // The fuzzer's counterexample: the list's audit entry is jsonb, and PostgreSQL refused the escape (a 500).
    const list = await post('/v1/lists', '{"name": "acme\\udfff.com"}');
    assert.equal(list.statusCode, 400);
    assert.equal(list.json().error, 'invalid_request');
    assert.equal(list.json().message, 'Body field name must be well-formed Unicode (it holds a lone surrogate).');
    assert.deepEqual(list.json().details, [{ path: 'body/name', message: 'must be well-formed Unicode (it holds a lone surrogate)' }]);
    const lists = await get('/v1/lists');
    assert.equal(lists.statusCode, 200);
    assert.deepEqual(
      lists.json().data.filter((l: { name: string }) => l.name.startsWith('acme')),
      [],
      'nothing was created',
    );
    const bulk = await post('/v1/companies', '{"domains": ["ok.com", "\\ud800x.com"]}');
    assert.equal(bulk.statusCode, 400);
    assert.equal(bulk.json().message, 'Body field domains[1] must be well-formed Unicode (it holds a lone surrogate).');
    // A surrogate pair is one character: an emoji in a name is kept as sent.
    const emoji = await post('/v1/lists', '{"name": "Targets \\ud83d\\ude80"}');
    assert.equal(emoji.statusCode, 201);
    assert.equal(emoji.json().name, 'Targets \u{1f680}');
  });

  test('integers past what the database holds are 400 with their bounds, on creation and on adjustment', async () => {
    const big = await post('/admin/v1/orgs', '{"name": "Big", "credits": 99999999999999999999}', env.admin);
    assert.equal(big.statusCode, 400);
    assert.equal(big.json().message, 'Body field credits must be an integer from 0 to 1000000000000.');
    const org = (await post('/admin/v1/orgs', '{"name": "Near the top", "credits": 1000000000000}', env.admin)).json();
    for (let i = 0; i < 999; i++) {
      const res = await post(`/admin/v1/orgs/${org.org_id}/credits`, '{"amount": 1000000000000}', env.admin);
      if (res.statusCode !== 200) {
        assert.equal(res.statusCode, 400);
        assert.match(res.json().message, /past its maximum of 1000000000000000/);
        break;
      }
    }
    assert.equal(await balance(org.org_id), 1e15);
  });

  test('HEAD on a metered route charges nothing and leaves the company to be charged by GET', async () => {
    const fresh = await createCustomer(env, { credits: 10 });
    const url = `/v1/companies/${fixture.domain}`;
    const head = await get(url, fresh.userKey, 'HEAD');
    assert.equal(head.statusCode, 200);
    assert.equal(head.body, '');
    assert.equal(head.headers['x-credits-charged'], '0');
    assert.equal(head.headers['x-credits-remaining'], '10');
    assert.equal(await balance(fresh.orgId), 10);
    const res = await get(url, fresh.userKey);
    assert.equal(res.headers['x-credits-charged'], '1');
    assert.equal(await balance(fresh.orgId), 9);
  });

  test('bulk lookup: malformed entries go to rejected_domains and do not count toward the batch', async () => {
    const valid = Array.from({ length: 100 }, (_, i) => `bulk-${i}.example`);
    const malformed = ['not a domain', '', 'x', '..', 'http://'];
    const res = await post('/v1/companies', JSON.stringify({ domains: [...valid, ...malformed] }));
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.length, 100);
    assert.deepEqual(res.json().rejected_domains, malformed);
    assert.equal(res.json().rejected, 5);
    const tooMany = await post('/v1/companies', JSON.stringify({ domains: [...valid, 'bulk-100.example'] }));
    assert.equal(tooMany.statusCode, 400);
    assert.equal(tooMany.json().error, 'batch_too_large');
    assert.equal(tooMany.json().max_batch_size, 100);
    const entries = await post('/v1/companies', JSON.stringify({ domains: Array.from({ length: 1001 }, () => 'x') }));
    assert.equal(entries.json().error, 'batch_too_large');
    const limited = await createCustomer(env, { batchLimit: 3 });
    const four = await post('/v1/companies', JSON.stringify({ domains: ['a.com', 'b.com', 'c.com', 'bad', 'www.a.com'] }), {
      'x-api-key': limited.userKey,
    });
    assert.equal(four.statusCode, 200, 'three distinct well-formed domains fit a ceiling of 3');
  });

  test('a JSON body with __proto__ or constructor keys is read without them, not refused as invalid JSON', async () => {
    const res = await post(
      '/admin/v1/orgs',
      '{"name": "Proto", "__proto__": {"credits": 5, "isAdmin": true}, "constructor": {"prototype": {"x": 1}}}',
      env.admin,
    );
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().credit_balance, 0);
    assert.equal(({} as Record<string, unknown>).isAdmin, undefined);
    const bulk = await post('/v1/companies', '{"__proto__": [], "domains": ["proto.example"]}');
    assert.equal(bulk.statusCode, 200);
  });

  test('validation messages are one sentence naming the parameter and what it allows, with details', async () => {
    const cases: Array<[string, string]> = [
      ['/v1/companies?limit=500', 'Query parameter limit must be an integer from 1 to 100.'],
      ['/v1/companies?limit=1.5', 'Query parameter limit must be an integer from 1 to 100.'],
      ['/v1/companies?limit=5&limit=6', 'Query parameter limit is given more than once; give it once.'],
      ['/v1/companies?has_partner_page=maybe', 'Query parameter has_partner_page must be true or false.'],
      ['/v1/technologies', 'Query parameter q is required.'],
      ['/v1/technologies?q=' + 'x'.repeat(201), 'Query parameter q must be a string of 1 to 200 characters.'],
      [
        `/v1/companies/${fixture.name}/partnerships?sort=oldest`,
        'Query parameter sort must be one of "last_observed_at", "-last_observed_at", "first_observed_at", "-first_observed_at", "observation_count", "-observation_count".',
      ],
    ];
    for (const [url, message] of cases) {
      const res = await get(url);
      assert.equal(res.statusCode, 400, url);
      assert.equal(res.json().message, message, url);
      assert.ok(res.json().details.length >= 1);
    }
    const flag = await post(`/v1/companies/${fixture.domain}/flags`, JSON.stringify({ description: 'x'.repeat(2001) }));
    assert.equal(flag.statusCode, 400);
    assert.equal(flag.json().message, 'Body field description must be a string of at most 2000 characters.');
    assert.deepEqual(flag.json().details, [{ path: 'body/description', message: 'must be a string of at most 2000 characters' }]);
    const key = await post('/admin/v1/keys', '{"user_id": "seven"}', env.admin);
    assert.equal(key.json().message, 'Body field user_id must be an integer from 1 to 2147483647.');
    const neither = await post('/admin/v1/keys', '{}', env.admin);
    assert.equal(neither.json().message, 'The body must be a JSON object with "user_id", or a JSON object with "org_id".');
  });

  test('headers over 16 KiB and bytes that are not HTTP are answered in the catalogue shape', async () => {
    const address = await env.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect({ port: Number(port), host: '127.0.0.1' });
        let text = '';
        socket.on('data', (d) => (text += d.toString()));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
        socket.end(request);
      });
    const big = await raw(`GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    assert.match(big, /^HTTP\/1\.1 431 /);
    const body = JSON.parse(big.slice(big.indexOf('\r\n\r\n') + 4));
    assert.equal(body.error, 'request_headers_too_large');
    assert.equal(typeof body.message, 'string');
    const garbage = await raw('NOT HTTP AT ALL\r\n\r\n');
    assert.match(garbage, /^HTTP\/1\.1 400 /);
    assert.equal(JSON.parse(garbage.slice(garbage.indexOf('\r\n\r\n') + 4)).error, 'invalid_request');
  });
});
