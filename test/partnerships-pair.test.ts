import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestEnv, type TestEnv } from './support/harness.js';
import { createCustomer, importRecords, uniq, type Customer } from './support/factories.js';

const day = (n: number) => new Date(Date.UTC(2025, 0, n)).toISOString();
const company = (domain: string, name = domain, extra: object = {}) => ({ type: 'company', name, primary_domain: domain, ...extra });
function listing(
  company: string,
  partner: string,
  o: { type?: string; first?: number; last?: number; count?: number; attributions?: object[] } = {},
) {
  return {
    type: 'partnership',
    company,
    partner,
    partnership_type: o.type ?? 'generic',
    first_observed_at: day(o.first ?? 1),
    last_observed_at: day(o.last ?? o.first ?? 1),
    observation_count: o.count ?? 1,
    ...(o.attributions ? { attributions: o.attributions } : {}),
  };
}

describe('reverse lookup, the partnership of two companies, shared partners', () => {
  let env: TestEnv;
  let customer: Customer;
  const get = (path: string, key = customer.userKey) => env.app.inject({ method: 'GET', url: path, headers: { 'x-api-key': key } });
  // a and b are partners (both directions, disagreeing on type); s1..s3 are partners of both; only-a and only-b of one.
  const n = uniq('pair');
  const [a, b, s1, s2, s3, onlyA, onlyB, lister] = ['a', 'b', 's1', 's2', 's3', 'oa', 'ob', 'lister'].map((x) => `${n}-${x}.com`) as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];

  before(async () => {
    env = await startTestEnv();
    customer = await createCustomer(env, { credits: 100_000 });
    const attribution = (source: string, at: number, extra: object = {}) => ({ source, observed_at: day(at), ...extra });
    const result = await importRecords(env, [
      company(a, 'Company A', { slug: `${n}-a`, firmographics: { country: 'DE', employee_range: '11-50' } }),
      company(b, 'Company B', { slug: `${n}-b` }),
      company(s2),
      company(lister, 'Lister'),
      listing(a, b, {
        type: 'channel',
        first: 10,
        last: 20,
        count: 2,
        attributions: [
          attribution('partner_page', 20, { source_label: 'A partner directory', url: `https://${a}/partners` }),
          attribution('press_release', 12),
        ],
      }),
      listing(b, a, { type: 'technology', first: 4, last: 18, count: 1, attributions: [attribution('integration_marketplace', 18)] }),
      listing(a, s1, { last: 5 }),
      listing(b, s1, { last: 9, type: 'channel' }),
      listing(s2, a, { last: 30 }),
      listing(b, s2, { last: 2 }),
      listing(a, s3, { last: 7 }),
      listing(b, s3, { last: 7 }),
      listing(a, onlyA),
      listing(b, onlyB),
      listing(lister, b, { first: 3, last: 40, count: 6 }),
    ]);
    assert.equal(result.rejected_total, 0, JSON.stringify(result.rejected));
  });
  after(() => env.close());

  test('GET /v1/partnerships/{partner}/companies lists only the companies that list it', async () => {
    const res = await get(`/v1/partnerships/${b}/companies`);
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.deepEqual(body.partner, { name: 'Company B', domain: b, total_companies: 2 });
    // lister (last 40) then a (last 20); s1, s2, s3 and only-b are partners of b only because b lists them
    assert.deepEqual(
      body.data.map((x: { primary_domain: string }) => x.primary_domain),
      [lister, a],
    );
    assert.deepEqual(body.data[1], {
      slug: `${n}-a`,
      name: 'Company A',
      primary_domain: a,
      first_seen_at: day(10), // a's own listing, not merged with b's
      last_seen_at: day(20),
      observation_count: 2,
    });
    assert.deepEqual(body.pagination, { page: 1, limit: 20, total_results: 2, total_pages: 1, has_next: false, has_prev: false });
    assert.equal(res.headers['x-credits-charged'], '2', 'the partner itself is free');
  });

  test('reverse lookup: include=firmographics, paging, a known company nobody lists, unknown partner 404', async () => {
    const withF = (await get(`/v1/partnerships/${n}-b/companies?include=firmographics&limit=1&page=2`)).json();
    assert.equal(withF.data.length, 1);
    assert.equal(withF.data[0].primary_domain, a);
    assert.deepEqual(withF.data[0].firmographics, {
      country: 'DE',
      employee_range: '11-50',
      tech_count: 0,
      tech_stack_size: 0,
      partnership_count: 5,
    });
    assert.equal(withF.pagination.has_prev, true);
    const nobody = (await get(`/v1/partnerships/${lister}/companies`)).json();
    assert.deepEqual(nobody.data, []);
    assert.equal(nobody.partner.total_companies, 0);
    for (const id of [`${uniq('ghost')}.com`, 'no-such-slug-here', 'a..b']) {
      const res = await get(`/v1/partnerships/${id}/companies`);
      assert.equal(res.statusCode, 404, id);
      assert.deepEqual(res.json(), { error: 'partner_not_found', message: 'No partner company matches this domain.' });
    }
    const bad = await get(`/v1/partnerships/${b}/companies?include=technologies`);
    assert.equal(bad.statusCode, 400);
    assert.equal((await get(`/v1/partnerships/${b}/companies?limit=101`)).statusCode, 400);
  });

  test('GET /v1/partnerships/{a}/{b}: merged type, shared count, attributions of both directions, free', async () => {
    const res = await get(`/v1/partnerships/${a}/${n}-b`);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), {
      company_a: { slug: `${n}-a`, name: 'Company A', primary_domain: a },
      company_b: { slug: `${n}-b`, name: 'Company B', primary_domain: b },
      partnership_type: 'technology',
      first_observed_at: day(4),
      shared_partner_count: 3,
      attributions: [
        { source: 'partner_page', source_label: 'A partner directory', observed_at: day(20), url: `https://${a}/partners` },
        { source: 'integration_marketplace', source_label: 'Integration marketplace', observed_at: day(18) },
        { source: 'press_release', source_label: 'Press release', observed_at: day(12) },
      ],
    });
    assert.equal(res.headers['x-credits-charged'], '0');
    assert.ok(res.headers['x-credits-remaining']);
    // the other order is the same partnership, seen from b
    const reversed = (await get(`/v1/partnerships/${b}/${a}`)).json();
    assert.equal(reversed.company_a.primary_domain, b);
    assert.equal(reversed.partnership_type, 'technology');
    assert.equal(reversed.attributions.length, 3);
  });

  test('at most 50 attributions, most recent first', async () => {
    const x = `${uniq('many')}.com`;
    const y = `${uniq('many')}.com`;
    const attributions = Array.from({ length: 60 }, (_, i) => ({ source: 'import', observed_at: day(i + 1), url: `https://${x}/${i}` }));
    await importRecords(env, [company(x), listing(x, y, { first: 1, last: 60, attributions })]);
    const body = (await get(`/v1/partnerships/${x}/${y}`)).json();
    assert.equal(body.attributions.length, 50);
    assert.equal(body.attributions[0].observed_at, day(60));
    assert.equal(body.attributions[49].observed_at, day(11));
    assert.equal(body.attributions[0].source_label, 'Bulk import');
  });

  test('pair errors: company_not_found names the identifier; no partnership is partnership_not_found', async () => {
    const ghost = `${uniq('ghost')}.com`;
    for (const [x, y] of [
      [ghost, a],
      [a, ghost],
    ] as const) {
      const res = await get(`/v1/partnerships/${x}/${y}`);
      assert.equal(res.statusCode, 404);
      assert.deepEqual(res.json(), { error: 'company_not_found', message: 'No company matches this identifier.', identifier: ghost });
    }
    for (const [x, y] of [
      [onlyA, onlyB],
      [a, a],
      [a, `${n}-a`],
    ]) {
      const res = await get(`/v1/partnerships/${x}/${y}`);
      assert.equal(res.statusCode, 404, `${x} ${y}`);
      assert.equal(res.json().error, 'partnership_not_found');
      const shared = await get(`/v1/partnerships/${x}/${y}/shared-partners`);
      assert.equal(shared.statusCode, 404);
      assert.equal(shared.json().error, 'partnership_not_found');
    }
  });

  test("shared partners: each side's partnership, most recent first, paginated, charged per partner", async () => {
    const fresh = await createCustomer(env, { credits: 100 });
    const res = await get(`/v1/partnerships/${a}/${b}/shared-partners`, fresh.orgKey);
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.deepEqual(body.company_a, { slug: `${n}-a`, name: 'Company A', primary_domain: a });
    assert.deepEqual(body.company_b, { slug: `${n}-b`, name: 'Company B', primary_domain: b });
    // s2: latest 30 (s2 lists a); s1: 9 (b's side); s3: 7 (tie on both sides)
    assert.deepEqual(
      body.data.map((x: { partner_domain: string }) => x.partner_domain),
      [s2, s1, s3],
    );
    assert.deepEqual(body.data[1], {
      partner_name: body.data[1].partner_name, // named from its domain: it has no company record
      partner_domain: s1,
      partner_slug: body.data[1].partner_slug,
      company_a: { partnership_type: 'generic', first_observed_at: day(1), last_observed_at: day(5) },
      company_b: { partnership_type: 'channel', first_observed_at: day(1), last_observed_at: day(9) },
    });
    assert.equal(body.pagination.total_results, 3);
    assert.equal(res.headers['x-credits-charged'], '3', 'a and b are free');
    const page2 = (await get(`/v1/partnerships/${b}/${a}/shared-partners?limit=2&page=2`, fresh.orgKey)).json();
    assert.deepEqual(
      page2.data.map((x: { partner_domain: string }) => x.partner_domain),
      [s3],
    );
    assert.deepEqual(page2.pagination, { page: 2, limit: 2, total_results: 3, total_pages: 2, has_next: false, has_prev: true });
    assert.equal(page2.data[0].company_a.partnership_type, 'generic', 'company_a is b now');
    const past = (await get(`/v1/partnerships/${a}/${b}/shared-partners?page=5`, fresh.orgKey)).json();
    assert.deepEqual(past.data, []);
    assert.equal(past.pagination.total_results, 3, 'the total survives a page past the end');
    assert.equal((await get(`/v1/partnerships/${a}/${b}/shared-partners?limit=101`)).statusCode, 400);
  });

  test('a partnered pair with nothing in common has an empty shared list', async () => {
    const body = (await get(`/v1/partnerships/${a}/${onlyA}/shared-partners`)).json();
    assert.deepEqual(body.data, []);
    assert.equal(body.pagination.total_results, 0);
    assert.equal((await get(`/v1/partnerships/${a}/${onlyA}`)).json().shared_partner_count, 0);
  });
});
