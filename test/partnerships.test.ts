import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestEnv, type TestEnv } from './support/harness.js';
import { createCustomer, importRecords, uniq, type Customer } from './support/factories.js';

/** A partnership record: `company` lists `partner`. Day n of 2025 as times keeps orders easy to read. */
const day = (n: number) => new Date(Date.UTC(2025, 0, n)).toISOString();
function listing(
  company: string,
  partner: string,
  o: { type?: string; first?: number; last?: number; count?: number; name?: string } = {},
) {
  return {
    type: 'partnership',
    company,
    partner,
    ...(o.name ? { partner_name: o.name } : {}),
    ...(o.type ? { partnership_type: o.type } : {}),
    first_observed_at: day(o.first ?? 1),
    last_observed_at: day(o.last ?? o.first ?? 1),
    observation_count: o.count ?? 1,
  };
}

const company = (domain: string, name = domain) => ({ type: 'company', name, primary_domain: domain });

describe('GET /v1/companies/{identifier}/partnerships', () => {
  let env: TestEnv;
  let customer: Customer;
  const get = (path: string, key = customer.userKey) => env.app.inject({ method: 'GET', url: path, headers: { 'x-api-key': key } });
  const partnersOf = async (domain: string, query = '') => {
    const res = await get(`/v1/companies/${domain}/partnerships${query}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json();
  };

  before(async () => {
    env = await startTestEnv();
    customer = await createCustomer(env, { credits: 100_000 });
  });
  after(() => env.close());

  test('lists partners in both directions, one merged entry per partner company', async () => {
    const hub = `${uniq('hub')}.com`;
    const [a, b, c] = [uniq('pa'), uniq('pb'), uniq('pc')].map((n) => `${n}.com`);
    const result = await importRecords(env, [
      company(hub, 'Hub Inc'),
      company(a!, 'Alpha'),
      company(b!, 'Beta'),
      listing(hub, a!, { type: 'channel', first: 10, last: 20, count: 2, name: 'Alpha' }),
      // a lists the hub back: the two directions merge into one entry
      listing(a!, hub, { type: 'technology', first: 5, last: 15, count: 3 }),
      // b only lists the hub; the hub only lists c
      listing(b!, hub, { type: 'generic', first: 30, count: 1 }),
      listing(hub, c!, { type: 'generic', first: 2, last: 40, count: 7, name: 'Gamma' }),
    ]);
    assert.equal(result.rejected_total, 0, JSON.stringify(result.rejected));
    const body = await partnersOf(hub);
    assert.deepEqual(
      body.data.map((p: { partner_domain: string }) => p.partner_domain),
      [c, b, a],
      'default sort: most recently observed first',
    );
    const alpha = body.data.find((p: { partner_domain: string }) => p.partner_domain === a);
    assert.deepEqual(alpha, {
      partner_name: 'Alpha',
      partner_domain: a,
      partner_slug: 'alpha',
      partnership_type: 'technology', // technology > channel
      first_observed_at: day(5), // earliest of both directions
      last_observed_at: day(20), // latest of both directions
      observation_count: 5, // sum
    });
    assert.deepEqual(body.company, { slug: 'hub-inc', name: 'Hub Inc', primary_domain: hub, partnership_count: 3 });
    assert.deepEqual(body.type_counts, { technology: 1, channel: 0, generic: 2 });
    assert.deepEqual(body.pagination, { page: 1, limit: 20, total_results: 3, total_pages: 1, has_next: false, has_prev: false });
    // The other side sees the same merged partnership.
    const fromA = await partnersOf(a!);
    assert.deepEqual(
      fromA.data.map((p: { partner_domain: string; partnership_type: string; observation_count: number }) => [
        p.partner_domain,
        p.partnership_type,
        p.observation_count,
      ]),
      [[hub, 'technology', 5]],
    );
  });

  test('type merge: channel beats generic, and a later re-import of one direction re-merges the pair', async () => {
    const x = `${uniq('x')}.com`;
    const y = `${uniq('y')}.com`;
    await importRecords(env, [
      company(x),
      company(y),
      listing(x, y, { type: 'generic', count: 1 }),
      listing(y, x, { type: 'channel', count: 1 }),
    ]);
    assert.equal((await partnersOf(x)).data[0].partnership_type, 'channel');
    await importRecords(env, [listing(x, y, { type: 'technology', first: 3, last: 50, count: 4 })]);
    const body = await partnersOf(y);
    assert.equal(body.data[0].partnership_type, 'technology');
    assert.equal(body.data[0].observation_count, 5);
    assert.equal(body.data[0].last_observed_at, day(50));
    assert.deepEqual(body.type_counts, { technology: 1, channel: 0, generic: 0 });
    assert.equal(body.company.partnership_count, 1);
  });

  test('q filters by partner name, case- and accent-insensitively; type_counts stay unfiltered', async () => {
    const hub = `${uniq('qhub')}.com`;
    await importRecords(env, [
      company(hub),
      listing(hub, `${uniq('q1')}.com`, { name: 'Café Lumière', type: 'technology', first: 1 }),
      listing(hub, `${uniq('q2')}.com`, { name: 'CAFETERIA Systems', type: 'channel', first: 2 }),
      listing(hub, `${uniq('q3')}.com`, { name: 'Bakery', type: 'generic', first: 3 }),
      listing(hub, `${uniq('q4')}.com`, { name: '100% Natural_Foods', type: 'generic', first: 4 }),
    ]);
    const body = await partnersOf(hub, '?q=caf%C3%89');
    assert.deepEqual(body.data.map((p: { partner_name: string }) => p.partner_name).sort(), ['CAFETERIA Systems', 'Café Lumière']);
    assert.equal(body.pagination.total_results, 2);
    assert.deepEqual(body.type_counts, { technology: 1, channel: 1, generic: 2 });
    // LIKE wildcards in q are literal characters
    assert.deepEqual(
      (await partnersOf(hub, '?q=%25')).data.map((p: { partner_name: string }) => p.partner_name),
      ['100% Natural_Foods'],
    );
    assert.equal((await partnersOf(hub, '?q=_')).pagination.total_results, 1);
    assert.equal((await partnersOf(hub, '?q=lumiere&partnership_types=channel')).pagination.total_results, 0);
    const past = await partnersOf(hub, '?q=cafe&page=9');
    assert.deepEqual([past.data, past.pagination.total_results], [[], 2], 'the total survives a page past the end');
    assert.deepEqual(
      (await partnersOf(hub, '?q=cafe&sort=first_observed_at&limit=1&page=2')).data.map((p: { partner_name: string }) => p.partner_name),
      ['CAFETERIA Systems'],
    );
    // a blank q is no filter
    assert.equal((await partnersOf(hub, '?q=%20')).pagination.total_results, 4);
  });

  test('partnership_types filters on the merged type; totals follow the filter', async () => {
    const hub = `${uniq('thub')}.com`;
    const p1 = `${uniq('t1')}.com`;
    await importRecords(env, [
      company(hub),
      company(p1),
      listing(hub, p1, { type: 'generic' }),
      listing(p1, hub, { type: 'channel' }),
      listing(hub, `${uniq('t2')}.com`, { type: 'technology' }),
      listing(hub, `${uniq('t3')}.com`, { type: 'generic' }),
    ]);
    const channel = await partnersOf(hub, '?partnership_types=channel');
    assert.deepEqual(
      channel.data.map((p: { partner_domain: string }) => p.partner_domain),
      [p1],
    );
    assert.equal(channel.pagination.total_results, 1);
    const two = await partnersOf(hub, '?partnership_types=Technology,%20generic,technology');
    assert.equal(two.pagination.total_results, 2);
    assert.ok(two.data.every((p: { partnership_type: string }) => p.partnership_type !== 'channel'));
    assert.equal((await partnersOf(hub, '?partnership_types=technology,channel,generic')).pagination.total_results, 3);
    assert.deepEqual(two.type_counts, { technology: 1, channel: 1, generic: 1 });
    for (const bad of ['reseller', 'technology,,bogus']) {
      const res = await get(`/v1/companies/${hub}/partnerships?partnership_types=${bad}`);
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().error, 'invalid_request');
    }
  });

  test('every sort, both directions, with deterministic tie-breaks', async () => {
    const hub = `${uniq('shub')}.com`;
    const p = Array.from({ length: 5 }, () => `${uniq('s')}.com`);
    await importRecords(env, [
      company(hub),
      ...p.map((d) => company(d)),
      listing(hub, p[0]!, { first: 1, last: 10, count: 3 }),
      listing(hub, p[1]!, { first: 2, last: 10, count: 3 }),
      listing(hub, p[2]!, { first: 2, last: 30, count: 1 }),
      listing(hub, p[3]!, { first: 4, last: 20, count: 9 }),
      listing(hub, p[4]!, { first: 5, last: 10, count: 3 }),
    ]);
    // ids follow the import order of the company records above
    const order = async (sort: string) =>
      (await partnersOf(hub, `?sort=${sort}`)).data.map((x: { partner_domain: string }) => p.indexOf(x.partner_domain));
    assert.deepEqual(await order('-last_observed_at'), [2, 3, 4, 1, 0]); // ties on last: higher id first
    assert.deepEqual(await order('last_observed_at'), [0, 1, 4, 3, 2]);
    assert.deepEqual(await order('first_observed_at'), [0, 1, 2, 3, 4]);
    assert.deepEqual(await order('-first_observed_at'), [4, 3, 2, 1, 0]);
    assert.deepEqual(await order('-observation_count'), [3, 0, 1, 4, 2]); // ties on count: latest first, then lower id
    assert.deepEqual(await order('observation_count'), [2, 4, 1, 0, 3]);
    assert.deepEqual(await order('-last_observed_at'), (await order('-last_observed_at')).slice(), 'stable across calls');
    // Pages of 2 (some read from the far end of the index) concatenate to the full order, for every sort.
    for (const sort of [
      '-last_observed_at',
      'last_observed_at',
      'first_observed_at',
      '-first_observed_at',
      '-observation_count',
      'observation_count',
    ]) {
      const paged: number[] = [];
      for (let page = 1; page <= 3; page++) {
        const body = await partnersOf(hub, `?sort=${sort}&limit=2&page=${page}`);
        paged.push(...body.data.map((x: { partner_domain: string }) => p.indexOf(x.partner_domain)));
      }
      assert.deepEqual(paged, await order(sort), sort);
    }
    const res = await get(`/v1/companies/${hub}/partnerships?sort=name`);
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().error, 'invalid_request');
  });

  test('pages: default limit 20, max 100, past the max is 400, past the end is empty', async () => {
    const hub = `${uniq('phub')}.com`;
    await importRecords(env, [company(hub), ...Array.from({ length: 45 }, (_, i) => listing(hub, `${uniq('pp')}.com`, { first: i + 1 }))]);
    const first = await partnersOf(hub);
    assert.equal(first.data.length, 20);
    assert.deepEqual(first.pagination, { page: 1, limit: 20, total_results: 45, total_pages: 3, has_next: true, has_prev: false });
    const seen = new Set<string>();
    for (let page = 1; page <= 3; page++) {
      const body = await partnersOf(hub, `?page=${page}`);
      for (const x of body.data) seen.add(x.partner_domain);
      assert.equal(body.pagination.has_prev, page > 1);
    }
    assert.equal(seen.size, 45, 'pages neither overlap nor skip');
    assert.equal((await partnersOf(hub, '?limit=100')).data.length, 45);
    assert.deepEqual((await partnersOf(hub, '?page=9')).data, []);
    for (const q of ['?limit=101', '?limit=0', '?page=0', '?limit=abc', '?page=-1']) {
      const res = await get(`/v1/companies/${hub}/partnerships${q}`);
      assert.equal(res.statusCode, 400, q);
      assert.equal(res.json().error, 'invalid_request', q);
    }
  });

  test('a company with no partners has an empty list and zero counts', async () => {
    const lone = `${uniq('lone')}.com`;
    await importRecords(env, [company(lone)]);
    const body = await partnersOf(lone);
    assert.deepEqual(body.data, []);
    assert.deepEqual(body.type_counts, { technology: 0, channel: 0, generic: 0 });
    assert.equal(body.pagination.total_results, 0);
  });

  test('resolves any identifier; unknown is 404 company_not_found', async () => {
    const name = uniq('ident');
    await importRecords(env, [
      { type: 'company', name: 'Ident', primary_domain: `${name}.com`, slug: name, domains: [`${name}.io`] },
      listing(`${name}.com`, `${uniq('ip')}.com`),
    ]);
    for (const id of [name, `${name}.io`, `WWW.${name.toUpperCase()}.COM`]) {
      assert.equal((await partnersOf(encodeURIComponent(id))).pagination.total_results, 1, id);
    }
    for (const id of [`${uniq('nobody')}.com`, 'a..b', '%25%25']) {
      const res = await get(`/v1/companies/${id}/partnerships`);
      assert.equal(res.statusCode, 404, id);
      assert.equal(res.json().error, 'company_not_found');
    }
  });

  test('charges 1 credit per partner returned, the company itself free, then free re-access; 402 returns nothing', async () => {
    const hub = `${uniq('mhub')}.com`;
    await importRecords(env, [company(hub), ...Array.from({ length: 5 }, (_, i) => listing(hub, `${uniq('mp')}.com`, { first: i + 1 }))]);
    const poor = await createCustomer(env, { credits: 3 });
    const page1 = await get(`/v1/companies/${hub}/partnerships?limit=2`, poor.userKey);
    assert.equal(page1.statusCode, 200);
    assert.equal(page1.headers['x-credits-charged'], '2');
    assert.equal(page1.headers['x-credits-remaining'], '1');
    const again = await get(`/v1/companies/${hub}/partnerships?limit=2`, poor.orgKey);
    assert.equal(again.headers['x-credits-charged'], '0', 'same organization, within 30 days');
    const tooMuch = await get(`/v1/companies/${hub}/partnerships?limit=5`, poor.userKey);
    assert.equal(tooMuch.statusCode, 402);
    assert.deepEqual(tooMuch.json(), {
      error: 'credit_exhausted',
      message: 'The organization has not enough credits for this call; add credits and retry.',
      requested: 3,
      shortfall: 2,
    });
  });
});
