import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestEnv, type TestEnv } from './support/harness.js';
import { createCustomer, importRecords, uniq, type Customer } from './support/factories.js';

// Past 1,000 matches a search's total is remembered and later pages walk the sort's index (another code path
// than small result sets): pages must still add up to exactly the matches, in order, without overlap.
describe('GET /v1/companies over more than 1,000 matches', () => {
  let env: TestEnv;
  let customer: Customer;
  const p = uniq('many');
  const n = 1100;
  const list = (query: string) =>
    env.app.inject({ method: 'GET', url: `/v1/companies?${query}`, headers: { 'x-api-key': customer.userKey } });

  before(async () => {
    env = await startTestEnv();
    customer = await createCustomer(env, { credits: 100_000 });
    const records = Array.from({ length: n }, (_, i) => ({
      type: 'company',
      name: `Widget ${String((i * 7919) % n).padStart(4, '0')}`,
      primary_domain: `${p}-${i}.com`,
      has_partner_page: i % 2 === 0,
    }));
    assert.equal(
      (await importRecords(env, [...records, { type: 'company', name: 'Unrelated', primary_domain: `${p}-x.com` }])).rejected_total,
      0,
    );
  });
  after(() => env.close());

  async function all(query: string): Promise<{ names: string[]; totals: number[] }> {
    const names: string[] = [];
    const totals: number[] = [];
    for (let page = 1; page <= 12; page++) {
      const body = (await list(`${query}&limit=100&page=${page}`)).json();
      totals.push(body.pagination.total_results);
      names.push(...body.data.map((c: { name: string }) => c.name));
    }
    return { names, totals };
  }

  for (const [label, query, expected] of [
    ['a text search', 'q=widget&sort=name', n],
    ['a text search, descending', 'q=widget&sort=-name', n],
    ['a broad filter', 'has_partner_page=true&sort=name', n / 2],
  ] as const) {
    test(`${label}: every page, in order, once each`, async () => {
      const { names, totals } = await all(query);
      assert.deepEqual(new Set(totals), new Set([expected]));
      assert.equal(names.length, expected);
      assert.equal(new Set(names).size, expected);
      const sorted = [...names].sort();
      assert.deepEqual(names, query.includes('-name') ? sorted.reverse() : sorted);
    });
  }
});
