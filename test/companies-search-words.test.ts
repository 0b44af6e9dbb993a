import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestEnv, type TestEnv } from './support/harness.js';
import { createCustomer, importRecords, uniq, type Customer } from './support/factories.js';
import { nameWordsDrift } from './support/name-words.js';

// A search for text alone, in a partner-count order, reads its page from the words of names (migration 0021,
// company_name_words): one word's index range, several words' ranges merged, or many words' matches sorted. Any
// other filter beside q reads companies through the trigram index. partner_count_min=0 keeps every company, so it
// asks the same question through that other path: both must answer alike, page after page.
describe('GET /v1/companies?q= read through the words of names', () => {
  let env: TestEnv;
  let customer: Customer;
  const p = uniq('w');
  const d = (n: number) => `${p}-${n}.com`;
  const words = ['Labs', 'Collabs', 'Lab', 'Biotech', 'Tech', 'Técnica', 'Café', 'Cafeteria', 'Data', 'Bigdata', 'Works'];
  // Names of one to three words, some twice the same word or two words holding the same text ("Labs Collabs").
  const names = Array.from({ length: 150 }, (_, i) => {
    const n = 1 + (i % 3);
    return Array.from({ length: n }, (_, k) => words[(i * 7 + k * 5 + Math.floor(i / 11)) % words.length]).join(' ') + ` ${i}`;
  });
  // "zork" is in 77 words (more than are merged: their matches are sorted), and in two words of every such name:
  // each company is met twice, so the first matches read hold too few companies and are read again.
  names.push(...Array.from({ length: 120 }, (_, i) => `Zorka${i % 40} Zorkb${i % 37} ${i}`));
  const list = (query: string) =>
    env.app.inject({ method: 'GET', url: `/v1/companies?${query}`, headers: { 'x-api-key': customer.userKey } });

  before(async () => {
    env = await startTestEnv();
    customer = await createCustomer(env, { credits: 1_000_000 });
    const companies = names.map((name, i) => ({ type: 'company', name, primary_domain: d(i) }));
    // Partner counts from 0 to 9 with many ties (ties go by id).
    const links = names.flatMap((_, i) =>
      Array.from({ length: i % 10 }, (_, k) => ({
        type: 'partnership',
        company: d(i),
        partner: d((i + 1 + k * 13) % names.length),
        partnership_type: 'technology',
        first_observed_at: '2025-01-01T00:00:00Z',
        last_observed_at: '2025-02-01T00:00:00Z',
      })),
    );
    const result = await importRecords(env, [...companies, ...links]);
    assert.equal(result.rejected_total, 0, JSON.stringify(result.rejected));
  });
  after(() => env.close());

  async function pages(query: string): Promise<{ ids: string[]; totals: number[] }> {
    const ids: string[] = [];
    const totals: number[] = [];
    for (let page = 1; page <= 40; page++) {
      const res = await list(`${query}&limit=7&page=${page}`);
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      totals.push(body.pagination.total_results);
      if (body.data.length === 0) break;
      ids.push(...body.data.map((c: { primary_domain: string }) => c.primary_domain));
    }
    return { ids, totals };
  }

  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

  for (const q of ['labs', 'lab', 'tech', 'TECNICA', 'cafe', 'data', 'ork', 'zork', 'zorka', 'labs col', 'nomatchword'])
    for (const sort of ['-partnership_count', 'partnership_count']) {
      test(`q=${q}, sort=${sort}: the same pages as through the trigram index`, async () => {
        const query = `q=${encodeURIComponent(q)}&sort=${sort}`;
        const byWords = await pages(query);
        const byTrigrams = await pages(`${query}&partner_count_min=0`);
        assert.deepEqual(byWords, byTrigrams);
        const expected = names.filter((n) => fold(n).includes(fold(q))).length;
        if (expected > 0) {
          assert.equal(byWords.ids.length, expected);
          assert.equal(new Set(byWords.ids).size, expected, 'each company once');
          assert.deepEqual(new Set(byWords.totals), new Set([expected]));
        }
      });
    }

  test('a renamed company moves to its new words; a new partner reorders the page', async () => {
    const before = await pages('q=collabs');
    await importRecords(env, [{ type: 'company', name: `Zymurgy ${p}`, primary_domain: d(0) }]);
    const renamed = fold(names[0]!).includes('collabs');
    const after = await pages('q=collabs');
    assert.equal(after.ids.length, before.ids.length - (renamed ? 1 : 0));
    assert.deepEqual((await pages('q=zymurgy')).ids, [d(0)]);
    // The last of "tech" by partner count gains 20 partners: it comes first.
    const tech = await pages('q=tech&sort=-partnership_count');
    const last = tech.ids.at(-1)!;
    const partners = Array.from({ length: 20 }, (_, k) => ({
      type: 'partnership',
      company: last,
      partner: `${p}-new-${k}.com`,
      partnership_type: 'channel',
      first_observed_at: '2025-01-01T00:00:00Z',
      last_observed_at: '2025-02-01T00:00:00Z',
    }));
    const added = await importRecords(env, [
      ...partners.map((x) => ({ type: 'company', name: `Partner ${x.partner}`, primary_domain: x.partner })),
      ...partners,
    ]);
    assert.equal(added.rejected_total, 0, JSON.stringify(added.rejected));
    assert.equal((await pages('q=tech&sort=-partnership_count')).ids[0], last);
    assert.deepEqual(await pages('q=tech&sort=-partnership_count'), await pages('q=tech&sort=-partnership_count&partner_count_min=0'));
  });

  // The row trigger on a statement that changes some names, some counts and both on one company. Last: it sets
  // partnership_count by hand.
  test('one statement renaming some companies and recounting others keeps their words', async () => {
    const db = env.container.db;
    const ids = (
      await db.query<{ id: number }>(`SELECT id FROM companies WHERE primary_domain LIKE $1 ORDER BY id LIMIT 12`, [`${p}-%`])
    ).rows.map((r) => r.id);
    const renamed = [...ids.slice(0, 4), ...ids.slice(8)];
    const recounted = ids.slice(4);
    await db.query(
      `UPDATE companies SET name = CASE WHEN id = ANY($1::int[]) THEN name || ' Quillwort' ELSE name END,
              partnership_count = CASE WHEN id = ANY($2::int[]) THEN partnership_count + 100 + id % 7 ELSE partnership_count END
        WHERE id = ANY($3::int[])`,
      [renamed, recounted, ids],
    );
    // A statement that changes neither leaves the words as they are.
    await db.query(`UPDATE companies SET updated_at = now() WHERE id = ANY($1::int[])`, [ids]);
    assert.deepEqual(await nameWordsDrift(db), { missing: 0, extra: 0, unlisted: 0 });
    const quillwort = await pages('q=quillwort&sort=-partnership_count');
    assert.equal(quillwort.ids.length, renamed.length);
    assert.deepEqual(quillwort, await pages('q=quillwort&sort=-partnership_count&partner_count_min=0'));
    // The recounted counts order the words' pages as they order the trigram index's.
    assert.deepEqual(await pages('q=tech&sort=-partnership_count'), await pages('q=tech&sort=-partnership_count&partner_count_min=0'));
  });
});
