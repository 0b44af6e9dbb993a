import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { applyObservations, type SiteObservation } from '../src/import/apply-observation.js';
import { DataCache } from '../src/infra/cache/data-cache.js';
import { DataVersion } from '../src/infra/cache/data-version.js';
import { bumpDataVersion, MAX_LISTED_COMPANIES, type DataChangeSet } from '../src/db/repositories/data-version.repository.js';
import { startSecondInstance, startTestEnv, type TestEnv } from './support/harness.js';
import { createCustomer, importRecords, uniq, type Customer } from './support/factories.js';

/**
 * A crawl's write names the companies it changed (data_changes, migration 0030): every process drops the cached
 * lookups of those companies and every other kind of cached answer, and keeps the lookups of the rest. A recount
 * names the companies it recounted and says whether it wrote the catalogue (migration 0031): lookups that show
 * technologies are dropped by a popularity recount, plain ones are kept. A write that names none (an import) drops
 * everything, as before. Whether a lookup was served from the cache is seen by changing
 * the company's name in the database behind the cache's back (no data version raised): a cached answer still shows
 * the name it was read with.
 */
describe('cache: a crawl drops what it changed, and only that', () => {
  let a: TestEnv;
  let b: TestEnv;
  let customer: Customer;
  const p = uniq('scope');
  const kept = `${p}-kept.com`;
  const crawled = `${p}-crawled.com`;
  const partner = `${uniq('ally')}.com`;

  const lookup = async (env: TestEnv, domain: string, include = '') => {
    const res = await env.app.inject({
      method: 'GET',
      url: `/v1/companies/${domain}${include ? `?include=${include}` : ''}`,
      headers: { 'x-api-key': customer.userKey },
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ name: string; partnership_count?: number; technologies?: { tech_key: string }[] }>();
  };
  const search = async (env: TestEnv) => {
    const res = await env.app.inject({ method: 'GET', url: `/v1/companies?q=${p}&sort=name`, headers: { 'x-api-key': customer.userKey } });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ data: { name: string }[] }>().data.map((c) => c.name);
  };
  /** A name written behind the cache's back: raises no data version. */
  const renameBehind = (domain: string, name: string) =>
    a.container.db.query('UPDATE companies SET name = $2 WHERE primary_domain = $1', [domain, name]);
  let observedAt = Date.parse('2026-11-01T00:00:00Z');
  /** A crawl of `domain` that finds `partnerDomain` on its partner page, applied and observed as the worker does. */
  const crawl = async (domain: string, partnerDomain: string) => {
    const obs: SiteObservation = {
      domain,
      observedAt: new Date((observedAt += 60_000)),
      siteName: null,
      detections: [],
      partnerships: [{ partnerDomain, partnerName: null, type: 'technology', url: `https://${domain}/partners`, label: 'Partners' }],
    };
    const [outcome] = await a.container.db.transaction((tx) => applyObservations(tx, [obs]));
    assert.ok(outcome?.dataVersion && outcome.change, 'the crawl wrote, and said what it changed');
    assert.equal(outcome.change.catalogue, false, 'the crawl wrote no technology');
    a.container.dataVersion.observe(outcome.dataVersion, outcome.change);
    return { ...outcome, changed: outcome.change.companies };
  };
  /** Until `check` holds on process b (which learns of a's writes by polling), at most 5 s. */
  const eventually = async (check: () => Promise<boolean>, what: string) => {
    const started = Date.now();
    while (!(await check())) {
      if (Date.now() - started > 5000) assert.fail(`process b: ${what} after 5 s`);
      await sleep(50);
    }
  };

  before(async () => {
    a = await startTestEnv();
    b = await startSecondInstance(a);
    customer = await createCustomer(a, { credits: 100_000 });
    await importRecords(a, [
      { type: 'company', name: `${p} Kept`, primary_domain: kept },
      { type: 'company', name: `${p} Crawled`, primary_domain: crawled },
    ]);
  });
  after(async () => {
    await b.close();
    await a.close();
  });

  test('the lookups of companies a crawl did not change stay cached in every process; the rest is read again', async () => {
    // Process b has polled the imports above (versions that name no companies: had it not, its next poll would drop
    // everything, rightly).
    await eventually(async () => b.container.dataVersion.current === a.container.dataVersion.current, 'behind the imports');
    for (const env of [a, b]) {
      assert.equal((await lookup(env, kept)).name, `${p} Kept`);
      assert.equal((await lookup(env, crawled)).name, `${p} Crawled`);
      assert.deepEqual(await search(env), [`${p} Crawled`, `${p} Kept`]);
    }
    await renameBehind(kept, `${p} Kept Behind`);
    await renameBehind(crawled, `${p} Crawled Behind`);
    assert.equal((await lookup(a, kept)).name, `${p} Kept`, 'the probe: a cached lookup shows the name it was read with');

    const outcome = await crawl(crawled, partner);
    const partnerId = (await a.container.db.query<{ id: number }>('SELECT id FROM companies WHERE primary_domain = $1', [partner])).rows[0]!
      .id;
    assert.deepEqual(
      [...outcome.changed!].sort((x, y) => x - y),
      [outcome.companyId, partnerId].sort((x, y) => x - y),
    );

    // The writing process, at once.
    assert.equal((await lookup(a, kept)).name, `${p} Kept`, 'a lookup of a company the crawl did not change stays cached');
    const fresh = await lookup(a, crawled);
    assert.equal(fresh.name, `${p} Crawled Behind`, "the crawled company's lookup is read again");
    assert.equal(fresh.partnership_count, 1);
    assert.equal((await lookup(a, partner)).partnership_count, 1, 'the partner the crawl created is found');
    assert.deepEqual(await search(a), [`${p} Crawled Behind`, `${p} Kept Behind`], 'a search page is dropped by any write');

    // Another process, by its poll.
    await eventually(async () => (await lookup(b, crawled)).name === `${p} Crawled Behind`, "the crawled company's lookup is stale");
    assert.equal((await lookup(b, kept)).name, `${p} Kept`, 'the other process keeps the lookup the crawl did not change');
    assert.deepEqual(await search(b), [`${p} Crawled Behind`, `${p} Kept Behind`]);
  });

  test('a crawl of a company drops its cached lookup; a write that names no companies (an import) drops everything', async () => {
    await renameBehind(kept, `${p} Kept Behind Again`);
    assert.equal((await lookup(a, kept)).name, `${p} Kept`, 'still cached');
    await crawl(kept, partner);
    assert.equal((await lookup(a, kept)).name, `${p} Kept Behind Again`);
    await eventually(async () => (await lookup(b, kept)).name === `${p} Kept Behind Again`, 'the crawled lookup is stale');

    await renameBehind(kept, `${p} Kept Behind Once More`);
    assert.equal((await lookup(a, kept)).name, `${p} Kept Behind Again`, 'cached again');
    assert.equal((await lookup(b, kept)).name, `${p} Kept Behind Again`, 'cached again');
    await eventually(async () => b.container.dataVersion.current === a.container.dataVersion.current, 'behind the crawl');
    await importRecords(a, [{ type: 'company', name: `${p} Unrelated`, primary_domain: `${p}-unrelated.com` }]);
    assert.equal((await lookup(a, kept)).name, `${p} Kept Behind Once More`, 'an import drops every cached lookup');
    await eventually(async () => (await lookup(b, kept)).name === `${p} Kept Behind Once More`, 'a lookup cached before an import');
  });

  test('a bulk lookup keeps the results of companies a crawl did not change', async () => {
    const one = `${p}-bulk-one.com`;
    const two = `${p}-bulk-two.com`;
    const bulk = async (env: TestEnv) => {
      const res = await env.app.inject({
        method: 'POST',
        url: '/v1/companies',
        headers: { 'x-api-key': customer.userKey },
        payload: { domains: [one, two], include: ['technologies', 'partnerships', 'firmographics'] },
      });
      assert.equal(res.statusCode, 200, res.body);
      return res.json<{ data: { company?: { name: string } }[] }>().data.map((r) => r.company?.name);
    };
    await importRecords(a, [
      { type: 'company', name: `${p} Bulk One`, primary_domain: one },
      { type: 'company', name: `${p} Bulk Two`, primary_domain: two },
    ]);
    await eventually(async () => b.container.dataVersion.current === a.container.dataVersion.current, 'behind the import');
    for (const env of [a, b]) assert.deepEqual(await bulk(env), [`${p} Bulk One`, `${p} Bulk Two`]);
    await renameBehind(one, `${p} Bulk One Behind`);
    await renameBehind(two, `${p} Bulk Two Behind`);
    assert.deepEqual(await bulk(a), [`${p} Bulk One`, `${p} Bulk Two`], 'the probe: cached results show the names they were read with');

    await crawl(two, `${p}-bulk-partner.com`);
    const missed = a.container.cache.stats().misses;
    assert.deepEqual(await bulk(a), [`${p} Bulk One`, `${p} Bulk Two Behind`], "only the crawled company's result is read again");
    assert.equal(a.container.cache.stats().misses - missed, 2, "the crawled company's domain and result; the other's are cached");
    await eventually(async () => (await bulk(b))[1] === `${p} Bulk Two Behind`, "the crawled company's result");
    assert.deepEqual(await bulk(b), [`${p} Bulk One`, `${p} Bulk Two Behind`]);
  });

  test('a popularity recount drops the lookups that show technologies; a figures recount those of its companies', async () => {
    const t = uniq('tech');
    const stack = `${p}-stack.com`;
    const plain = `${p}-plain.com`;
    const seen = new Date().toISOString();
    const imported = await importRecords(a, [
      { type: 'technology', tech_key: `${t}-one`, display_name: 'One' },
      { type: 'technology', tech_key: `${t}-two`, display_name: 'Two' },
      { type: 'company', name: `${p} Stack`, primary_domain: stack },
      { type: 'company', name: `${p} Plain`, primary_domain: plain },
      ...['one', 'two'].map((k) => ({
        type: 'detection',
        company: stack,
        tech_key: `${t}-${k}`,
        detection_count: 1,
        first_seen: seen,
        last_seen: seen,
      })),
    ]);
    assert.deepEqual(imported.rejected, []);
    await eventually(async () => b.container.dataVersion.current === a.container.dataVersion.current, 'behind the import');
    for (const env of [a, b]) {
      assert.equal((await lookup(env, stack)).name, `${p} Stack`);
      const withTechnologies = await lookup(env, stack, 'technologies');
      assert.equal(withTechnologies.name, `${p} Stack`);
      assert.equal(withTechnologies.technologies?.length, 2);
      assert.equal((await lookup(env, plain)).name, `${p} Plain`);
    }
    await renameBehind(stack, `${p} Stack Behind`);
    await renameBehind(plain, `${p} Plain Behind`);

    // A technology's popularity recounted, as the crawl worker does once a minute: the catalogue alone changed.
    await a.container.db.query(`INSERT INTO popularity_pending (kind, id) SELECT 'technology', id FROM technologies WHERE tech_key = $1`, [
      `${t}-two`,
    ]);
    assert.equal(await a.container.imports.refreshDerived(), 1);
    assert.equal((await lookup(a, stack, 'technologies')).name, `${p} Stack Behind`, 'a lookup showing technologies is read again');
    assert.equal((await lookup(a, stack)).name, `${p} Stack`, "the same company's plain lookup stays cached");
    assert.equal((await lookup(a, plain)).name, `${p} Plain`);
    await eventually(async () => (await lookup(b, stack, 'technologies')).name === `${p} Stack Behind`, 'a lookup showing technologies');
    assert.equal((await lookup(b, stack)).name, `${p} Stack`, 'the other process keeps the plain lookups');
    assert.equal((await lookup(b, plain)).name, `${p} Plain`);

    // A company's figures recounted: its lookups are read again, the others' stay.
    const plainId = (await a.container.db.query<{ id: number }>('SELECT id FROM companies WHERE primary_domain = $1', [plain])).rows[0]!.id;
    await a.container.db.query('INSERT INTO company_figures_pending (company_id, stack) VALUES ($1, true)', [plainId]);
    assert.equal(await a.container.imports.refreshDerived(), 1);
    assert.equal((await lookup(a, plain)).name, `${p} Plain Behind`, "the recounted company's lookup is read again");
    assert.equal((await lookup(a, stack)).name, `${p} Stack`, 'a company not recounted stays cached');
    await eventually(async () => (await lookup(b, plain)).name === `${p} Plain Behind`, "the recounted company's lookup");
    assert.equal((await lookup(b, stack)).name, `${p} Stack`);
  });

  test('a poll reads the companies of each new version, or drops everything when one of them has none', async () => {
    const version = new DataVersion(a.container.db, pino({ level: 'silent' }));
    await version.start();
    version.stop();
    const told: (readonly number[] | undefined)[] = [];
    version.onChange((change) => told.push(change?.companies));
    const one = await crawl(crawled, `${p}-one.com`);
    const two = await crawl(kept, `${p}-two.com`);
    await version.poll();
    assert.deepEqual(
      [...told[0]!].sort((x, y) => x - y),
      [...new Set([...one.changed!, ...two.changed!])].sort((x, y) => x - y),
      'two crawls polled at once: the companies of both',
    );
    await crawl(crawled, `${p}-three.com`);
    await importRecords(a, [{ type: 'company', name: `${p} Imported`, primary_domain: `${p}-imported.com` }]);
    await version.poll();
    assert.equal(told.length, 2);
    assert.equal(told[1], undefined, 'an import between polls: anything may have changed');
    await crawl(kept, `${p}-four.com`);
    version.observe(String(BigInt(version.current) + 2n), { companies: [1], catalogue: false });
    assert.equal(told[2], undefined, 'a version observed past one not seen: anything may have changed');
  });

  test('a write that changed more companies than a list holds records none: processes drop everything', async () => {
    const ids = Array.from({ length: MAX_LISTED_COMPANIES + 1 }, (_, i) => i + 1);
    const version = new DataVersion(a.container.db, pino({ level: 'silent' }));
    await version.start();
    version.stop();
    const told: (DataChangeSet | undefined)[] = [];
    version.onChange((change) => told.push(change));
    const bumped = await a.container.db.transaction((tx) => bumpDataVersion(tx, ids));
    assert.equal(bumped.change, undefined);
    const listed = await a.container.db.transaction((tx) => bumpDataVersion(tx, ids.slice(0, MAX_LISTED_COMPANIES)));
    assert.equal(listed.change?.companies.length, MAX_LISTED_COMPANIES);
    await version.poll();
    assert.deepEqual(told, [undefined], 'the long write between polls: anything may have changed');
    const rows = await a.container.db.query<{ n: number }>('SELECT cardinality(companies) AS n FROM data_changes WHERE version = $1', [
      bumped.version,
    ]);
    assert.equal(rows.rows.length, 0, 'no list recorded for it');
  });

  test('a lookup read under an older version is not kept past a write', async () => {
    const version = new DataVersion(a.container.db, pino({ level: 'silent' }));
    version.observe('100');
    const cache = new DataCache(version, 1 << 20);
    let finish: (v: string) => void = () => {};
    let loads = 0;
    const load = () => {
      loads++;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const about = () => ({ company: 7, catalogue: false });
    const first = cache.getOrLoad('lookup', load, () => 1, about);
    version.observe('101', { companies: [8], catalogue: false }); // a write of another company while the read ran
    finish('read under 100');
    assert.equal(await first, 'read under 100');
    const second = cache.getOrLoad('lookup', load, () => 1, about);
    assert.equal(loads, 2, 'read again: the first read may predate the write');
    finish('read under 101');
    assert.equal(await second, 'read under 101');
    version.observe('102', { companies: [8], catalogue: false });
    const kept = cache.getOrLoad('lookup', load, () => 1, about);
    assert.equal(loads, 2, 'kept through a write of another company');
    assert.equal(await kept, 'read under 101');
    version.observe('103', { companies: [7], catalogue: false });
    const third = cache.getOrLoad('lookup', load, () => 1, about);
    assert.equal(loads, 3, 'dropped by a write of its company');
    finish('read under 103');
    assert.equal(await third, 'read under 103');
  });
});
