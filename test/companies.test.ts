import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestEnv, type TestEnv } from './support/harness.js';
import { companyFixture, createCustomer, importRecords, uniq, type Customer } from './support/factories.js';

describe('GET /v1/companies/{identifier}', () => {
  let env: TestEnv;
  let customer: Customer;
  const acme = companyFixture();
  const get = (identifier: string, key = customer.userKey) =>
    env.app.inject({ method: 'GET', url: `/v1/companies/${encodeURIComponent(identifier)}`, headers: { 'x-api-key': key } });

  before(async () => {
    env = await startTestEnv();
    customer = await createCustomer(env);
    const result = await importRecords(env, [
      ...acme.records,
      {
        type: 'related',
        company: acme.domain,
        related: { name: 'Acme Labs', domain: `${acme.name}-labs.com` },
        relationship: 'subsidiary',
      },
      { type: 'related', company: acme.domain, related: { name: 'Old Parent Holdings' }, relationship: 'parent' },
    ]);
    assert.equal(result.rejected_total, 0, JSON.stringify(result.rejected));
  });
  after(() => env.close());

  test('resolves by primary domain, slug, another domain, and messy spellings', async () => {
    for (const id of [
      acme.domain,
      acme.name,
      `${acme.name}.net`,
      `WWW.${acme.domain.toUpperCase()}`,
      `https://www.${acme.domain}/about`,
      `blog.${acme.domain}`,
    ]) {
      const res = await get(id);
      assert.equal(res.statusCode, 200, id);
      assert.equal(res.json().primary_domain, acme.domain, id);
    }
  });

  test('returns the base record, with related companies and without empty fields', async () => {
    const body = (await get(acme.domain)).json();
    assert.deepEqual(body, {
      name: `Company ${acme.name}`,
      primary_domain: acme.domain,
      slug: acme.name,
      partnership_count: 1,
      domains: [acme.domain, `${acme.name}.net`],
      investors: ['Granite Peak Ventures'],
      related_companies: [
        { name: 'Old Parent Holdings', slug: null, primary_domain: null, relationship: 'parent' },
        { name: 'Acme Labs', slug: 'acme-labs', primary_domain: `${acme.name}-labs.com`, relationship: 'subsidiary' },
      ],
    });
    // The partner exists as a minimal record: no investors, no related companies, no nulls.
    const partner = (await get(acme.partner)).json();
    assert.deepEqual(Object.keys(partner).sort(), ['domains', 'name', 'partnership_count', 'primary_domain', 'slug']);
    assert.equal(partner.partnership_count, 1);
    assert.equal(partner.name, `Partner ${acme.name}`);
  });

  test('an unknown company is 404 company_not_found', async () => {
    for (const id of [`${uniq('nobody')}.com`, uniq('no-slug')]) {
      const res = await get(id);
      assert.equal(res.statusCode, 404);
      assert.deepEqual(res.json(), { error: 'company_not_found', message: 'No company matches this identifier.', identifier: id });
    }
  });

  test('an identifier that is neither a domain nor a slug is 404, never a 500', async () => {
    for (const id of ['a..b', '%%%', 'UPPER_case', 'x'.repeat(2000), '.com', '-', 'ü.ü', 'a b', '\u0000']) {
      const res = await get(id);
      assert.equal(res.statusCode, 404, id);
      assert.equal(res.json().error, 'company_not_found');
    }
  });

  test('a path parameter past 2048 characters is 400 invalid_request', async () => {
    const res = await get('x'.repeat(3000));
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().error, 'invalid_request');
  });

  test('an organization key reads companies too', async () => {
    assert.equal((await get(acme.domain, customer.orgKey)).statusCode, 200);
  });
});
