import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { dropForBulkLoad } from '../src/db/repositories/bulk-ddl.repository.js';
import { rebuildPartnerLinks } from '../src/db/repositories/partnership.repository.js';
import { startTestEnv, type TestEnv } from './support/harness.js';
import { createCustomer, importRecords, uniq, type Customer } from './support/factories.js';

/**
 * partner_links, the symmetric read model, against a model of the merge rule written here in plain code:
 * after random imports in several batches (both directions, disagreeing types, re-imports), every partner
 * list served over HTTP equals the model, and the full rebuild produces exactly what the import maintained.
 */

const TYPES = ['technology', 'channel', 'generic'] as const;
type Obs = { company: number; partner: number; type: (typeof TYPES)[number]; first: number; last: number; count: number };

function rng(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

describe('partner_links: incremental maintenance and full rebuild', () => {
  let env: TestEnv;
  let customer: Customer;
  const n = uniq('lk');
  const domain = (i: number) => `${n}-c${i}.com`;
  const COMPANIES = 12;
  // One per direction, as the import keeps it: a re-import replaces type and count and widens first..last.
  const observations = new Map<string, Obs>();

  before(async () => {
    env = await startTestEnv();
    customer = await createCustomer(env, { credits: 1_000_000 });
    await importRecords(
      env,
      Array.from({ length: COMPANIES }, (_, i) => ({ type: 'company', name: `C${i}`, primary_domain: domain(i) })),
    );
    const rand = rng(42);
    for (let batch = 0; batch < 4; batch++) {
      const records: object[] = [];
      const inBatch = new Set<string>();
      for (let k = 0; k < 25; k++) {
        const company = rand(COMPANIES);
        const partner = (company + 1 + rand(COMPANIES - 1)) % COMPANIES;
        const key = `${company}>${partner}`;
        if (inBatch.has(key)) continue;
        inBatch.add(key);
        const first = 1 + rand(100);
        const o: Obs = { company, partner, type: TYPES[rand(3)]!, first, last: first + rand(100), count: 1 + rand(5) };
        const earlier = observations.get(key);
        observations.set(key, earlier ? { ...o, first: Math.min(o.first, earlier.first), last: Math.max(o.last, earlier.last) } : o);
        records.push({
          type: 'partnership',
          company: domain(company),
          partner: domain(partner),
          partnership_type: o.type,
          first_observed_at: new Date(Date.UTC(2024, 0, o.first)).toISOString(),
          last_observed_at: new Date(Date.UTC(2024, 0, o.last)).toISOString(),
          observation_count: o.count,
        });
      }
      const r = await importRecords(env, records);
      assert.equal(r.rejected_total, 0, JSON.stringify(r.rejected));
    }
  });
  after(() => env.close());

  /** The merge rule, independently: per unordered pair, the more specific type, min first, max last, summed count. */
  function model(i: number): Map<string, { type: string; first: number; last: number; count: number }> {
    const out = new Map<string, { type: string; first: number; last: number; count: number }>();
    for (const o of observations.values()) {
      if (o.company !== i && o.partner !== i) continue;
      const other = domain(o.company === i ? o.partner : o.company);
      const m = out.get(other);
      if (!m) out.set(other, { type: o.type, first: o.first, last: o.last, count: o.count });
      else {
        if (TYPES.indexOf(o.type) < TYPES.indexOf(m.type as Obs['type'])) m.type = o.type;
        m.first = Math.min(m.first, o.first);
        m.last = Math.max(m.last, o.last);
        m.count += o.count;
      }
    }
    return out;
  }

  async function served(i: number) {
    const res = await env.app.inject({
      method: 'GET',
      url: `/v1/companies/${domain(i)}/partnerships?limit=100`,
      headers: { 'x-api-key': customer.userKey },
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json();
  }

  async function assertMatchesModel(): Promise<void> {
    for (let i = 0; i < COMPANIES; i++) {
      const body = await served(i);
      const expected = model(i);
      assert.equal(body.pagination.total_results, expected.size, `company ${i}`);
      assert.equal(body.company.partnership_count, expected.size, `company ${i}: partnership_count`);
      const counts = { technology: 0, channel: 0, generic: 0 };
      for (const m of expected.values()) counts[m.type as keyof typeof counts]++;
      assert.deepEqual(body.type_counts, counts, `company ${i}: type_counts`);
      for (const p of body.data) {
        const m = expected.get(p.partner_domain)!;
        assert.ok(m, `${p.partner_domain} is a partner of ${i}`);
        assert.equal(p.partnership_type, m.type);
        assert.equal(p.observation_count, m.count);
        assert.equal(p.first_observed_at, new Date(Date.UTC(2024, 0, m.first)).toISOString());
        assert.equal(p.last_observed_at, new Date(Date.UTC(2024, 0, m.last)).toISOString());
      }
    }
  }

  test('every served partner list equals the merge rule applied to the observations', async () => {
    await assertMatchesModel();
  });

  test('the full rebuild reproduces the incrementally maintained tables exactly', async () => {
    const snapshot = async () => ({
      links: (await env.container.db.query('SELECT * FROM partner_links ORDER BY company_id, partner_id')).rows,
      counts: (
        await env.container.db.query('SELECT * FROM partner_type_counts WHERE technology + channel + generic > 0 ORDER BY company_id')
      ).rows,
      totals: (await env.container.db.query('SELECT id, partnership_count FROM companies ORDER BY id')).rows,
    });
    const before = await snapshot();
    assert.ok(before.links.length > 0);
    // as if an earlier rebuild had stopped after dropping the keys and indexes (saved first): this one puts them back
    await dropForBulkLoad(env.container.db, ['partner_links']);
    assert.equal((await env.container.db.query(`SELECT 1 FROM pg_indexes WHERE tablename = 'partner_links'`)).rowCount, 0);
    const { links } = await rebuildPartnerLinks(env.container.db);
    assert.equal(links, before.links.length);
    assert.deepEqual(await snapshot(), before);
    await assertMatchesModel();
    // indexes and foreign keys are back
    const idx = await env.container.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_indexes WHERE tablename = 'partner_links'`);
    assert.equal(idx.rows[0]!.n, 4);
    const keys = await env.container.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_constraint
        WHERE conrelid IN ('partner_links'::regclass, 'partner_type_counts'::regclass) AND contype = 'f' AND convalidated`,
    );
    assert.equal(keys.rows[0]!.n, 3);
  });

  test('importing the same observations again changes nothing', async () => {
    const before = (await env.container.db.query('SELECT * FROM partner_links ORDER BY company_id, partner_id')).rows;
    const again = [...observations.values()].map((o) => ({
      type: 'partnership',
      company: domain(o.company),
      partner: domain(o.partner),
      partnership_type: o.type,
      first_observed_at: new Date(Date.UTC(2024, 0, o.first)).toISOString(),
      last_observed_at: new Date(Date.UTC(2024, 0, o.last)).toISOString(),
      observation_count: o.count,
    }));
    const counts = async () => (await env.container.db.query('SELECT * FROM partner_type_counts ORDER BY company_id')).rows;
    const countsBefore = await counts();
    await importRecords(env, again);
    assert.deepEqual((await env.container.db.query('SELECT * FROM partner_links ORDER BY company_id, partner_id')).rows, before);
    // the totals move by what changed: nothing, and no partnership row was new
    assert.deepEqual(await counts(), countsBefore);
  });

  test("a company renamed is shown by its new name and slug in every partner list naming it (each link keeps the partner's card)", async () => {
    const renamed = [...observations.values()][0]!.partner;
    const listers = [...new Set([...observations.values()].flatMap((o) => (o.partner === renamed ? [o.company] : [])))];
    assert.ok(listers.length > 0);
    const r = await importRecords(env, [{ type: 'company', name: `Renamed ${n}`, slug: `renamed-${n}`, primary_domain: domain(renamed) }]);
    assert.equal(r.rejected_total, 0, JSON.stringify(r.rejected));
    const headers = { 'x-api-key': customer.userKey };
    type Entry = { partner_domain: string; partner_name: string; partner_slug: string };
    const entryOf = (data: Entry[]) => data.find((p) => p.partner_domain === domain(renamed));
    for (const i of listers) {
      const list = entryOf((await served(i)).data);
      assert.deepEqual([list?.partner_name, list?.partner_slug], [`Renamed ${n}`, `renamed-${n}`], `partner list of ${i}`);
      const found = await env.app.inject({
        method: 'GET',
        url: `/v1/companies/${domain(i)}/partnerships?q=${encodeURIComponent(`renamed ${n}`)}`,
        headers,
      });
      assert.deepEqual(
        found.json().data.map((p: { partner_domain: string }) => p.partner_domain),
        [domain(renamed)],
        `partner search of ${i}`,
      );
      const [bulk, enriched] = await Promise.all([
        env.app.inject({ method: 'POST', url: '/v1/companies', headers, payload: { domains: [domain(i)], include: ['partnerships'] } }),
        env.app.inject({ method: 'POST', url: '/v1/enrich/partnerships', headers, payload: { domains: [domain(i)] } }),
      ]);
      assert.equal(entryOf(bulk.json().data[0].partnerships)?.partner_slug, `renamed-${n}`, `bulk lookup of ${i}`);
      assert.equal(entryOf(enriched.json().results[0].partnerships)?.partner_name, `Renamed ${n}`, `enrichment of ${i}`);
    }
    // what the full rebuild would write: the cards agree with the companies they name
    const stale = await env.container.db.query(
      `SELECT l.company_id, l.partner_id FROM partner_links l JOIN companies c ON c.id = l.partner_id
        WHERE (l.partner_name, l.partner_domain, l.partner_slug) IS DISTINCT FROM (c.name, c.primary_domain, c.slug)`,
    );
    assert.deepEqual(stale.rows, []);
  });
});

describe('partner totals under concurrent imports of the same pairs', () => {
  let env: TestEnv;
  const n = uniq('lc');
  const domain = (i: number) => `${n}-c${i}.com`;
  const COMPANIES = 8;

  before(async () => {
    env = await startTestEnv();
    await importRecords(
      env,
      Array.from({ length: COMPANIES }, (_, i) => ({ type: 'company', name: `C${i}`, primary_domain: domain(i) })),
    );
  });
  after(() => env.close());

  test('the totals each batch moved by difference equal a full recount, whatever the interleaving', async () => {
    // Six imports at once (on PostgreSQL, six connections), each one batch naming overlapping pairs in both
    // directions with their own types: each batch counts the links it finds in, the ones it replaces out. Two that
    // both saw no link would count it twice; the per-pair locks make the second see the first's.
    const rand = rng(7);
    const batches = Array.from({ length: 6 }, () => {
      const records: object[] = [];
      const inBatch = new Set<string>();
      for (let k = 0; k < 30; k++) {
        const company = rand(COMPANIES);
        const partner = (company + 1 + rand(COMPANIES - 1)) % COMPANIES;
        if (inBatch.has(`${company}>${partner}`)) continue;
        inBatch.add(`${company}>${partner}`);
        records.push({
          type: 'partnership',
          company: domain(company),
          partner: domain(partner),
          partnership_type: TYPES[rand(3)],
          first_observed_at: '2024-01-01T00:00:00.000Z',
          last_observed_at: '2024-02-01T00:00:00.000Z',
        });
      }
      return records;
    });
    for (const r of await Promise.all(batches.map((records) => importRecords(env, records)))) {
      assert.equal(r.rejected_total, 0, JSON.stringify(r.rejected));
    }
    const counts = async () => (await env.container.db.query('SELECT * FROM partner_type_counts ORDER BY company_id')).rows;
    const incremental = await counts();
    assert.ok(incremental.length > 0);
    await rebuildPartnerLinks(env.container.db);
    assert.deepEqual(incremental, await counts());
  });
});
