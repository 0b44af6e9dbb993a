import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { searchTechnologies } from '../src/db/repositories/technology.repository.js';
import { TechnologySearch, trigrams } from '../src/services/technology-search.js';
import { startTestEnv, type TestEnv } from './support/harness.js';
import { createCustomer, importRecords, uniq, type Customer } from './support/factories.js';

/**
 * The in-memory technology search (src/services/technology-search.ts) against the SQL it stands in for, on the
 * installed fingerprint set's whole catalogue (about 7,500 technologies) and names chosen to be awkward.
 */
describe('technology search in memory', () => {
  let env: TestEnv;
  let customer: Customer;
  const word = uniq('qwv');
  const technology = (techKey: string, displayName: string, extra: object = {}) => ({
    type: 'technology',
    tech_key: techKey,
    display_name: displayName,
    categories: ['Analytics'],
    ...extra,
  });
  const search = (q: string, query = '') =>
    env.app.inject({
      method: 'GET',
      url: `/v1/technologies?q=${encodeURIComponent(q)}${query}`,
      headers: { 'x-api-key': customer.userKey },
    });
  const keys = async (q: string) => (await search(q)).json().technologies.map((t: { tech_key: string }) => t.tech_key);

  before(async () => {
    env = await startTestEnv();
    customer = await createCustomer(env);
    await env.container.fingerprints.syncCatalogue();
    const vendor = { vendor_name: 'Ünïcode Vendör GmbH', vendor_domain: `${word}-vendor.de` };
    const result = await importRecords(env, [
      technology(`${word}-pct`, '100% Uptime_Monitor'),
      technology(`${word}-slash`, 'Back\\slash C++ tools'),
      technology(`${word}-strasse`, 'Straße Analytics', vendor),
      technology(`${word}-cjk`, '日本 App Kit', vendor),
      technology(`${word}-dots`, 'a.b.c...d', vendor),
      technology(`${word}-upper`, 'ALL CAPS CRM'),
    ]);
    assert.equal(result.rejected_total, 0, JSON.stringify(result.rejected));
  });
  after(() => env.close());

  test('answers as the SQL does: the same page, ranks and total, for names, prefixes, parts and symbols', async () => {
    const db = env.container.db;
    const names = (
      await db.query<{ display_name: string; vendor: string | null }>(
        `SELECT t.display_name, v.name AS vendor FROM technologies t LEFT JOIN vendors v ON v.id = t.vendor_id WHERE t.active ORDER BY t.id`,
      )
    ).rows;
    assert.ok(names.length > 5000, `the installed catalogue is loaded (${names.length})`);
    const queries = new Set<string>([
      'a',
      'e',
      'go',
      'js',
      'wp',
      'app',
      'the',
      'cms',
      '%',
      '_',
      '\\',
      '-',
      '.',
      '...',
      '++',
      'c++',
      '100%',
      'uptime_m',
      'all caps',
      'ALL',
      'gmbh',
      'vendor',
      'app kit',
      ' kit',
      'analytics',
      'google analytics',
      'x',
      'zz',
    ]);
    names.forEach((n, i) => {
      if (i % 79 !== 0) return;
      const name = n.display_name.toLowerCase();
      queries.add(name).add(name.slice(0, 3)).add(name.slice(0, 5)).add(name.slice(1, 4)).add(n.display_name.slice(-4));
      if (n.vendor) queries.add(n.vendor).add(n.vendor.slice(0, 4));
    });
    // Without a data version to go by, it checks the catalogue version on every search.
    const memory = new TechnologySearch(db, () => undefined);
    let answered = 0;
    for (const [n, raw] of [...queries].entries()) {
      const q = raw.trim();
      if (q === '') continue;
      for (const [limit, offset] of n % 4 === 0
        ? ([
            [100, 0],
            [7, 7],
          ] as const)
        : ([[100, 0]] as const)) {
        const mine = await memory.search(q, limit, offset);
        if (!mine) continue;
        answered++;
        assert.deepEqual(mine, await searchTechnologies(db, q, limit, offset), `q=${JSON.stringify(q)} limit ${limit} offset ${offset}`);
      }
    }
    // Most of them from memory: the rest are not ASCII or contained nowhere (close spellings are the SQL's).
    assert.ok(answered > queries.size * 0.9, `${answered} answers from memory for ${queries.size} queries`);
  });

  test('trigrams are those of pg_trgm', async () => {
    for (const text of ['a', 'ab', 'stripe', 'google analytics', 'c++ tools', 'a.b.c...d', '100% uptime_monitor', '  x  y ', '!!']) {
      const r = await env.container.db.query<{ t: string[] }>(`SELECT show_trgm($1) AS t`, [text]);
      assert.deepEqual([...trigrams(text)].sort(), [...r.rows[0]!.t].sort(), text);
    }
  });

  test('a write is searched at once: new, deactivated and more used technologies', async () => {
    const tag = uniq('zqx');
    await importRecords(env, [technology(`${tag}-alpha`, `${tag} Alpha`)]);
    assert.deepEqual(await keys(tag), [`${tag}-alpha`]);
    await importRecords(env, [technology(`${tag}-gamma`, `${tag} Gamma`), technology(`${tag}-delta`, `${tag} Delta`)]);
    // equal similarity and no users: display name decides
    assert.deepEqual(await keys(tag), [`${tag}-alpha`, `${tag}-delta`, `${tag}-gamma`]);
    await importRecords(env, [technology(`${tag}-delta`, `${tag} Delta`, { active: false })]);
    assert.deepEqual(await keys(tag), [`${tag}-alpha`, `${tag}-gamma`]);
    const user = `${tag}-user.com`;
    await importRecords(env, [
      { type: 'company', name: 'Gamma User', primary_domain: user },
      {
        type: 'detection',
        company: user,
        tech_key: `${tag}-gamma`,
        detection_count: 1,
        first_seen: '2026-01-01T00:00:00Z',
        last_seen: '2026-02-01T00:00:00Z',
      },
    ]);
    assert.deepEqual(await keys(tag), [`${tag}-gamma`, `${tag}-alpha`]);
    const page = (await search(tag, '&limit=1&page=2')).json();
    assert.deepEqual(
      [page.technologies.map((t: { tech_key: string }) => t.tech_key), page.pagination.total_results],
      [[`${tag}-alpha`], 2],
    );
  });
});
