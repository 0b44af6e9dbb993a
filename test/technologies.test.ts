import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestEnv, type TestEnv } from './support/harness.js';
import { createCustomer, importRecords, uniq, type Customer } from './support/factories.js';

/** Import records for a catalog test: technologies, companies and detections under fresh names. */
const technology = (techKey: string, displayName: string, vendor?: { name: string; domain: string }, extra: object = {}) => ({
  type: 'technology',
  tech_key: techKey,
  display_name: displayName,
  ...(vendor ? { vendor_name: vendor.name, vendor_domain: vendor.domain } : {}),
  categories: ['Analytics'],
  ...extra,
});
const company = (name: string, domain: string) => ({
  type: 'company',
  name,
  primary_domain: domain,
  firmographics: { industry: '511210', industry_label: 'Software Publishers', employee_range: '11-50', country: 'DE', founded_year: 2015 },
});
const detection = (domain: string, techKey: string, count: number, first: string, last: string) => ({
  type: 'detection',
  company: domain,
  tech_key: techKey,
  detection_count: count,
  first_seen: first,
  last_seen: last,
});

describe('GET /v1/technologies (search)', () => {
  let env: TestEnv;
  let customer: Customer;
  const word = uniq('zorb');
  const vendor = { name: `${word} Labs`, domain: `${word}-labs.com` };
  const search = (query: string) =>
    env.app.inject({ method: 'GET', url: `/v1/technologies?${query}`, headers: { 'x-api-key': customer.userKey } });
  const keys = async (query: string) => (await search(query)).json().technologies.map((t: { tech_key: string }) => t.tech_key);

  before(async () => {
    env = await startTestEnv();
    customer = await createCustomer(env);
    const user = `${word}-user.com`;
    const result = await importRecords(env, [
      technology(`${word}-tools`, `Acme ${word} Tools`),
      technology(`${word}-two`, `${word} Two`),
      technology(`${word}-one`, `${word} One`),
      technology(`${word}-gizmo`, 'Gizmo Widgets', vendor),
      technology(`${word}`, word, vendor, { categories: ['Payment processors'] }),
      technology(`${word}-legacy`, `${word} Legacy`, undefined, { active: false }),
      technology(`${word}-creme`, `Crème ${word}x`),
      technology('stripe', 'Stripe', { name: 'Stripe', domain: 'stripe.com' }, { categories: ['Payment processors'] }),
      technology('stripe-checkout', 'Stripe Checkout', { name: 'Stripe', domain: 'stripe.com' }),
      technology('paystripes', 'Paystripes'),
      technology('mailchimp', 'Mailchimp'),
      technology('percent-tool', 'Percent Tool'),
      company('Search User', user),
      // "Two" is used by a company, "One" by none: equal similarity, so popularity decides.
      detection(user, `${word}-two`, 1, '2025-01-01T00:00:00Z', '2026-01-01T00:00:00Z'),
    ]);
    assert.equal(result.rejected_total, 0, JSON.stringify(result.rejected));
  });
  after(() => env.close());

  test('ranks exact name, name prefix, vendor name, substring; similarity then popularity within a tier', async () => {
    // Tools and Crème both contain the word: the closer (shorter) name first.
    assert.deepEqual(await keys(`q=${word}`), [word, `${word}-two`, `${word}-one`, `${word}-gizmo`, `${word}-creme`, `${word}-tools`]);
  });

  test('returns the search item with vendor and categories, and pagination', async () => {
    const res = await search(`q=${word}&limit=1`);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), {
      technologies: [
        { tech_key: word, display_name: word, vendor_name: vendor.name, vendor_domain: vendor.domain, categories: ['Payment processors'] },
      ],
      pagination: { page: 1, limit: 1, total_results: 6, total_pages: 6, has_next: true, has_prev: false },
    });
    assert.equal(res.headers['x-credits-charged'], undefined, 'search returns no companies and is not metered');
  });

  test('"stripe" finds Stripe first, then its other products, then names containing it', async () => {
    const body = (await search('q=stripe')).json();
    assert.deepEqual(
      body.technologies.map((t: { tech_key: string }) => t.tech_key),
      ['stripe', 'stripe-checkout', 'paystripes'],
    );
    assert.equal(body.technologies[0].vendor_domain, 'stripe.com');
  });

  test('is case- and accent-insensitive and tolerates a typo', async () => {
    assert.deepEqual(await keys('q=STRIPE'), ['stripe', 'stripe-checkout', 'paystripes']);
    assert.deepEqual(await keys(`q=${encodeURIComponent('CRÈME ' + word)}`), [`${word}-creme`]);
    assert.deepEqual(await keys(`q=creme+${word}`), [`${word}-creme`]);
    // Close spellings are the fallback when no name contains q.
    assert.deepEqual(await keys('q=mailchinp'), ['mailchimp']);
    assert.deepEqual(await keys('q=paystripez'), ['paystripes']);
  });

  test('matches the vendor name: every technology of the vendor', async () => {
    const found = await keys(`q=${encodeURIComponent(vendor.name)}`);
    assert.deepEqual(found.sort(), [word, `${word}-gizmo`]);
  });

  test('leaves inactive technologies out', async () => {
    const all = await keys(`q=${word}+legacy`);
    assert.ok(!all.includes(`${word}-legacy`));
  });

  test('treats LIKE wildcards literally', async () => {
    assert.deepEqual(await keys('q=%25'), []);
    assert.deepEqual(await keys('q=_'), []);
  });

  test('pages: page 2, and a page past the end keeps the total', async () => {
    const two = (await search(`q=${word}&limit=2&page=2`)).json();
    assert.deepEqual(
      two.technologies.map((t: { tech_key: string }) => t.tech_key),
      [`${word}-one`, `${word}-gizmo`],
    );
    assert.deepEqual(two.pagination, { page: 2, limit: 2, total_results: 6, total_pages: 3, has_next: true, has_prev: true });
    const past = (await search(`q=${word}&limit=2&page=9`)).json();
    assert.deepEqual(past, {
      technologies: [],
      pagination: { page: 9, limit: 2, total_results: 6, total_pages: 3, has_next: false, has_prev: true },
    });
    const none = (await search(`q=${uniq('nothing')}`)).json();
    assert.deepEqual(none.pagination, { page: 1, limit: 20, total_results: 0, total_pages: 0, has_next: false, has_prev: false });
  });

  test('a missing, empty, blank or too long q, and a limit past 100, are 400 invalid_request', async () => {
    for (const query of ['', 'q=', 'q=+++', `q=${'a'.repeat(201)}`, 'q=stripe&limit=101', 'q=stripe&limit=0', 'q=stripe&page=0']) {
      const res = await search(query);
      assert.equal(res.statusCode, 400, query);
      assert.equal(res.json().error, 'invalid_request', query);
    }
    assert.equal((await search(`q=${'a'.repeat(200)}`)).statusCode, 200);
    assert.equal((await search('q=stripe&limit=100')).statusCode, 200);
  });

  test('needs an API key', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/v1/technologies?q=stripe' });
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().error, 'missing_api_key');
  });
});

describe('GET /v1/technologies/{tech_key}/companies', () => {
  let env: TestEnv;
  let customer: Customer;
  const key = uniq('tk');
  const bare = uniq('bare');
  const vendor = { name: `Vendor ${key}`, domain: `${key}-vendor.com` };
  const names = { alpha: `Alpha ${key}`, beta: `Beta ${key}`, gamma: `Gamma ${key}`, delta: `Delta ${key}` };
  const domain = (n: string) => `${n.toLowerCase().replace(/ /g, '-')}.com`;
  const get = (techKey: string, query = '', apiKey = customer.userKey) =>
    env.app.inject({ method: 'GET', url: `/v1/technologies/${techKey}/companies${query}`, headers: { 'x-api-key': apiKey } });

  before(async () => {
    env = await startTestEnv();
    customer = await createCustomer(env);
    const result = await importRecords(env, [
      technology(key, `Tech ${key}`, vendor),
      technology(bare, `Bare ${bare}`),
      ...Object.values(names).map((n) => company(n, domain(n))),
      detection(domain(names.gamma), key, 5, '2024-01-01T00:00:00Z', '2026-06-01T00:00:00Z'),
      // Beta and Alpha share the most recent evidence: alphabetical order breaks the tie.
      detection(domain(names.beta), key, 2, '2025-01-01T00:00:00Z', '2026-09-01T12:00:00Z'),
      detection(domain(names.alpha), key, 1, '2025-02-01T00:00:00Z', '2026-09-01T12:00:00Z'),
      detection(domain(names.delta), key, 9, '2023-01-01T00:00:00Z', '2025-01-01T00:00:00Z'),
      detection(domain(names.delta), bare, 1, '2023-01-01T00:00:00Z', '2025-01-01T00:00:00Z'),
    ]);
    assert.equal(result.rejected_total, 0, JSON.stringify(result.rejected));
  });
  after(() => env.close());

  test('lists the companies, most recent evidence first, then by name', async () => {
    const res = await get(key);
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(body.technology, {
      tech_key: key,
      display_name: `Tech ${key}`,
      vendor_name: vendor.name,
      vendor_domain: vendor.domain,
      total_companies: 4,
    });
    assert.deepEqual(
      body.data.map((c: { name: string }) => c.name),
      [names.alpha, names.beta, names.gamma, names.delta],
    );
    assert.deepEqual(body.data[0], {
      slug: domain(names.alpha).replace('.com', ''),
      name: names.alpha,
      primary_domain: domain(names.alpha),
      detection_count: 1,
      first_seen_at: '2025-02-01T00:00:00.000Z',
      last_seen_at: '2026-09-01T12:00:00.000Z',
    });
    assert.deepEqual(body.pagination, { page: 1, limit: 50, total_results: 4, total_pages: 1, has_next: false, has_prev: false });
  });

  test('include=firmographics adds the firmographics object; an unknown section is 400', async () => {
    const body = (await get(key, '?include=firmographics&limit=1')).json();
    assert.deepEqual(body.data[0].firmographics, {
      industry: '511210',
      industry_label: 'Software Publishers',
      employee_range: '11-50',
      country: 'DE',
      founded_year: 2015,
      tech_count: 1,
      tech_stack_size: 1,
      partnership_count: 0,
    });
    const bad = await get(key, '?include=technologies');
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().error, 'invalid_request');
  });

  test('a technology without a vendor has vendor_name null', async () => {
    const body = (await get(bare)).json();
    assert.deepEqual(body.technology, {
      tech_key: bare,
      display_name: `Bare ${bare}`,
      vendor_name: null,
      vendor_domain: null,
      total_companies: 1,
    });
    assert.deepEqual(
      body.data.map((c: { name: string }) => c.name),
      [names.delta],
    );
  });

  test('pages through the order', async () => {
    const body = (await get(key, '?limit=2&page=2')).json();
    assert.deepEqual(
      body.data.map((c: { name: string }) => c.name),
      [names.gamma, names.delta],
    );
    assert.deepEqual(body.pagination, { page: 2, limit: 2, total_results: 4, total_pages: 2, has_next: false, has_prev: true });
    const past = await get(key, '?limit=2&page=3');
    assert.deepEqual(past.json().data, []);
    assert.equal(past.headers['x-credits-charged'], '0');
  });

  test('a malformed tech_key is 400 invalid_tech_key; an unknown one 404 technology_not_found', async () => {
    for (const bad of ['Stripe', 'google_analytics', 'a%20b', 'caf%C3%A9', 'a.b', '-%2E']) {
      const res = await get(bad);
      assert.equal(res.statusCode, 400, bad);
      assert.deepEqual(res.json(), {
        error: 'invalid_tech_key',
        message: 'A tech_key contains only lowercase letters, digits and hyphens.',
      });
    }
    const res = await get(uniq('missing'));
    assert.equal(res.statusCode, 404);
    assert.deepEqual(res.json(), { error: 'technology_not_found', message: 'No technology has this tech_key.' });
  });

  test('limit defaults to 50, goes up to 10,000; past it is 400 invalid_request', async () => {
    assert.equal((await get(key, '?limit=10000')).statusCode, 200);
    for (const q of ['?limit=10001', '?limit=0', '?page=0', '?limit=abc']) {
      const res = await get(key, q);
      assert.equal(res.statusCode, 400, q);
      assert.equal(res.json().error, 'invalid_request', q);
    }
  });

  test('charges 1 credit per net-new company, re-access is free, a short balance is 402 with no data', async () => {
    const buyer = await createCustomer(env, { credits: 3 });
    const first = await get(key, '?limit=2', buyer.userKey);
    assert.equal(first.statusCode, 200);
    assert.equal(first.headers['x-credits-charged'], '2');
    assert.equal(first.headers['x-credits-remaining'], '1');
    const again = await get(key, '?limit=2', buyer.userKey);
    assert.equal(again.headers['x-credits-charged'], '0');
    // Page 1 of 4 is 2 known + 2 new companies, with 1 credit left.
    const short = await get(key, '', buyer.userKey);
    assert.equal(short.statusCode, 402);
    assert.deepEqual(short.json(), {
      error: 'credit_exhausted',
      message: 'The organization has not enough credits for this call; add credits and retry.',
      requested: 2,
      shortfall: 1,
    });
    const balance = await env.app.inject({ method: 'GET', url: `/admin/v1/orgs/${buyer.orgId}`, headers: env.admin });
    assert.equal(balance.json().credit_balance, 1, 'a 402 charges nothing');
  });
});
