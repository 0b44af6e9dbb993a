import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestEnv, type TestEnv } from './support/harness.js';
import { createCustomer, importRecords, uniq, type Customer } from './support/factories.js';

interface Item {
  name: string;
  slug: string;
  primary_domain: string;
  partnership_count: number;
  firmographics?: Record<string, unknown>;
}

describe('GET /v1/companies (search and filters)', () => {
  let env: TestEnv;
  let customer: Customer;
  const p = uniq('s');
  const d = (n: string) => `${p}-${n}.com`;
  // name, has_partner_page
  const companies: [string, string, boolean][] = [
    ['cafe', 'Café Société', true],
    ['globex', 'Globex Corporation', true],
    ['acme', 'ACME Widgets', false],
    ['acme-tools', 'Acmé Tools', true],
    ['grace', 'Grace Hopper Labs', false],
    ['zeta', 'Zeta', false],
  ];
  const list = (query = '', key = customer.userKey) =>
    env.app.inject({ method: 'GET', url: `/v1/companies${query}`, headers: { 'x-api-key': key } });
  const names = (res: { json(): { data: Item[] } }) => res.json().data.map((c) => c.name);
  const link = (company: string, partner: string, type: string) => ({
    type: 'partnership',
    company: d(company),
    partner: d(partner),
    partnership_type: type,
    first_observed_at: '2025-01-01T00:00:00Z',
    last_observed_at: '2025-02-01T00:00:00Z',
  });

  before(async () => {
    env = await startTestEnv();
    customer = await createCustomer(env, { credits: 10_000 });
    const result = await importRecords(env, [
      ...companies.map(([slug, name, page]) => ({
        type: 'company',
        name,
        slug: `${p}-${slug}`,
        primary_domain: d(slug),
        has_partner_page: page,
        firmographics: { country: 'US' },
      })),
      // cafe: 3 partners (globex, acme, acme-tools); globex: 3 (cafe, acme, grace); acme: 2; acme-tools, grace: 1; zeta: 0
      link('cafe', 'globex', 'technology'),
      link('globex', 'acme', 'channel'),
      link('globex', 'grace', 'generic'),
      link('acme', 'cafe', 'channel'),
      link('acme-tools', 'cafe', 'generic'),
    ]);
    assert.equal(result.rejected_total, 0, JSON.stringify(result.rejected));
  });
  after(() => env.close());

  test('the standard envelope, most partners first by default, ties by id', async () => {
    const res = await list();
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(Object.keys(body).sort(), ['data', 'pagination']);
    assert.deepEqual(body.pagination, { page: 1, limit: 20, total_results: 6, total_pages: 1, has_next: false, has_prev: false });
    assert.deepEqual(names(res), ['Café Société', 'Globex Corporation', 'ACME Widgets', 'Acmé Tools', 'Grace Hopper Labs', 'Zeta']);
  });

  test('items are the base record, exactly as the single lookup returns it', async () => {
    const item = (await list('?q=globex')).json().data[0];
    const single = (
      await env.app.inject({ method: 'GET', url: `/v1/companies/${d('globex')}`, headers: { 'x-api-key': customer.userKey } })
    ).json();
    assert.deepEqual(item, single);
  });

  test('q: case- and accent-insensitive substring, typo-tolerant from 3 characters, word starts below', async () => {
    assert.deepEqual(names(await list('?q=cafe%20societe')), ['Café Société']);
    assert.deepEqual(names(await list('?q=SOCIÉTÉ')), ['Café Société']);
    assert.deepEqual(names(await list('?q=acme&sort=name')), ['ACME Widgets', 'Acmé Tools']);
    assert.deepEqual(names(await list('?q=globx')), ['Globex Corporation']);
    assert.deepEqual(names(await list('?q=ac&sort=name')), ['ACME Widgets', 'Acmé Tools']); // not Grace
    assert.deepEqual(names(await list('?q=h')), ['Grace Hopper Labs']);
    assert.deepEqual(names(await list('?q=z')), ['Zeta']);
    for (const q of ['%', '_', '\\', "'", '%%%', 'xyzzyqq', '(', '[', '⁅', '∖', 'ab∖', '⁅⁅⁅', '*?', '…', '.*']) {
      const res = await list(`?q=${encodeURIComponent(q)}`);
      assert.equal(res.statusCode, 200, q); // unaccent turns some of these into LIKE or regex syntax: still literal
      assert.deepEqual(names(res), [], q);
    }
    assert.equal((await list('?q=%20')).json().pagination.total_results, 6); // blank q: no text filter
    assert.equal((await list(`?q=${'a'.repeat(201)}`)).statusCode, 400);
  });

  test('partner_with: either direction, by slug or any spelling of a domain; unknown is 404', async () => {
    for (const id of [`${p}-cafe`, d('cafe'), `WWW.${d('cafe').toUpperCase()}`, `https://${d('cafe')}/partners`]) {
      assert.deepEqual(
        names(await list(`?partner_with=${encodeURIComponent(id)}&sort=name`)),
        ['ACME Widgets', 'Acmé Tools', 'Globex Corporation'],
        id,
      );
    }
    const unknown = await list(`?partner_with=${uniq('nobody')}.com`);
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().error, 'company_not_found');
  });

  test('partnership_types: alone, any of the types; with partner_with, the partnership with it', async () => {
    assert.deepEqual(names(await list('?partnership_types=technology&sort=name')), ['Café Société', 'Globex Corporation']);
    assert.deepEqual(names(await list('?partnership_types=generic,%20technology&sort=name')), [
      'Acmé Tools',
      'Café Société',
      'Globex Corporation',
      'Grace Hopper Labs',
    ]);
    assert.equal((await list('?partnership_types=technology,channel,generic')).json().pagination.total_results, 5);
    const counted = (await list('?partnership_types=generic,technology&partner_count_min=2&partner_count_max=3&sort=name')).json();
    assert.deepEqual(
      counted.data.map((c: Item) => c.name),
      ['Café Société', 'Globex Corporation'],
    );
    assert.equal(counted.pagination.total_results, 2);
    assert.deepEqual(names(await list(`?partner_with=${d('cafe')}&partnership_types=channel`)), ['ACME Widgets']);
    for (const bad of ['bogus', 'technology,partners', 'Technology']) {
      const res = await list(`?partnership_types=${bad}`);
      assert.equal(res.statusCode, 400, bad);
      assert.equal(res.json().error, 'invalid_request');
    }
  });

  test('partner_count_min/max and has_partner_page', async () => {
    assert.deepEqual(names(await list('?partner_count_min=2&partner_count_max=2')), ['ACME Widgets']);
    assert.deepEqual(names(await list('?partner_count_min=3&sort=-name')), ['Globex Corporation', 'Café Société']);
    assert.deepEqual(names(await list('?partner_count_max=0')), ['Zeta']);
    assert.deepEqual(names(await list('?has_partner_page=true&sort=name')), ['Acmé Tools', 'Café Société', 'Globex Corporation']);
    assert.deepEqual(names(await list('?has_partner_page=false&partner_count_min=1&sort=-name')), ['Grace Hopper Labs', 'ACME Widgets']);
    for (const bad of [
      'partner_count_min=3&partner_count_max=1',
      'partner_count_min=-1',
      'partner_count_max=x',
      'has_partner_page=maybe',
    ]) {
      const res = await list(`?${bad}`);
      assert.equal(res.statusCode, 400, bad);
      assert.equal(res.json().error, 'invalid_request');
    }
  });

  test('sort by name or partner count, either direction; anything else is 400', async () => {
    const byName = names(await list('?sort=name'));
    assert.deepEqual(byName, [...byName].sort());
    assert.deepEqual(names(await list('?sort=-name')), [...byName].reverse());
    const ascending = (await list('?sort=partnership_count')).json().data.map((c: Item) => c.partnership_count);
    assert.deepEqual(ascending, [0, 1, 1, 2, 3, 3]);
    for (const bad of ['?sort=id', '?sort=--name', '?sort=']) assert.equal((await list(bad)).statusCode, 400, bad);
  });

  test('pages are stable and add up; limit past 100 is 400', async () => {
    const all = names(await list('?limit=100'));
    const pages: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await list(`?limit=2&page=${page}`);
      assert.deepEqual(res.json().pagination, { page, limit: 2, total_results: 6, total_pages: 3, has_next: page < 3, has_prev: page > 1 });
      pages.push(...names(res));
    }
    assert.deepEqual(pages, all);
    assert.deepEqual((await list('?page=9')).json().data, []);
    for (const bad of ['?limit=101', '?limit=0', '?page=0', '?page=x', '?limit=1.5']) {
      const res = await list(bad);
      assert.equal(res.statusCode, 400, bad);
      assert.equal(res.json().error, 'invalid_request');
    }
  });

  test('include=firmographics adds the object; other include values are 400', async () => {
    const [first] = (await list('?include=firmographics&limit=1')).json().data;
    assert.deepEqual(first.firmographics, { country: 'US', tech_count: 0, tech_stack_size: 0, partnership_count: 3 });
    assert.equal((await list('?limit=1')).json().data[0].firmographics, undefined);
    assert.equal((await list('?include=technologies')).statusCode, 400);
  });

  test('metered per company on the page; a 402 returns no data', async () => {
    const fresh = await createCustomer(env, { credits: 3 });
    const page = await list('?limit=2', fresh.userKey);
    assert.equal(page.headers['x-credits-charged'], '2');
    assert.equal(page.headers['x-credits-remaining'], '1');
    const again = await list('?limit=2', fresh.userKey);
    assert.equal(again.headers['x-credits-charged'], '0');
    const tooMany = await list('?limit=5', fresh.userKey);
    assert.equal(tooMany.statusCode, 402);
    const { message: _message, ...body } = tooMany.json() as Record<string, unknown>;
    assert.deepEqual(body, { error: 'credit_exhausted', requested: 3, shortfall: 2 });
    const empty = await list('?q=xyzzyqq', fresh.userKey);
    assert.equal(empty.headers['x-credits-charged'], '0');
  });

  test('names and partner counts are searched as they are now, after renames, new companies and new partners', async () => {
    const word = `Quokka${p.replace(/[^a-z0-9]/gi, '')}`;
    const company = (slug: string, name: string) => ({ type: 'company', name, slug: `${p}-${slug}`, primary_domain: d(slug) });
    await importRecords(env, [company('q1', `${word} One`), company('q2', `${word} Twó`)]);
    const found = async (q: string, sort = '') => names(await list(`?q=${encodeURIComponent(q)}${sort}`));
    assert.deepEqual(await found(word.toLowerCase(), '&sort=name'), [`${word} One`, `${word} Twó`]);
    assert.deepEqual(await found(`${word} two`), [`${word} Twó`], 'accent-insensitive');
    // the second gains two partners: first by partner count
    const added = await importRecords(env, [link('q2', 'zeta', 'technology'), link('q2', 'grace', 'channel')]);
    assert.equal(added.rejected_total, 0, JSON.stringify(added.rejected));
    assert.deepEqual(await found(word), [`${word} Twó`, `${word} One`]);
    assert.deepEqual(await found(word, '&sort=partnership_count'), [`${word} One`, `${word} Twó`]);
    // renamed: found by its new name only
    await importRecords(env, [company('q1', `Wallaby${word.slice(6)} One`)]);
    // no name contains the old one any more: the typo fallback answers with the close name left
    assert.deepEqual(await found(`${word} one`), [`${word} Twó`]);
    assert.deepEqual(await found(`wallaby${word.slice(6)}`), [`Wallaby${word.slice(6)} One`]);
    const res = await list(`?q=${encodeURIComponent(word)}&page=2&limit=1`);
    assert.deepEqual([names(res), res.json().pagination.total_results], [[], 1]);
  });
});
