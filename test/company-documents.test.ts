import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildMarkedDocuments, pendingDocumentMarks } from '../src/db/repositories/company-document.repository.js';
import { ENGINE, startTestEnv, type TestEnv } from './support/harness.js';
import { createCustomer, importRecords, uniq, type Customer } from './support/factories.js';

/**
 * Company documents (migration 0027): a bulk lookup reads a company's detections and partners from its stored
 * document when no mark names it, and from the tables otherwise. The response must be the same byte for byte
 * either way, and no write may ever be hidden by a document built before it. The data cache is off, so every
 * request reads the database.
 */
describe('company documents behind the bulk lookup', () => {
  let env: TestEnv;
  let customer: Customer;
  const p = uniq('docs');
  const domains = Array.from({ length: 6 }, (_, i) => `${p}-c${i}.com`);
  const techs = [1, 2, 3].map((i) => `${p}-t${i}`);
  const vendorOnly = `${p}-vendor-only.com`;
  const seen = (day: number) => ({
    first_seen: `2025-01-${String(day).padStart(2, '0')}T00:00:00Z`,
    last_seen: `2026-02-${String(day).padStart(2, '0')}T10:11:12.345Z`,
  });
  const partnership = (company: string, partner: string, type: string, day: number, count = 1) => ({
    type: 'partnership',
    company,
    partner,
    partnership_type: type,
    first_observed_at: `2024-03-${String(day).padStart(2, '0')}T00:00:00Z`,
    last_observed_at: `2026-04-${String(day).padStart(2, '0')}T08:00:00.5Z`,
    observation_count: count,
  });
  const lookup = async (): Promise<string> => {
    const res = await env.app.inject({
      method: 'POST',
      url: '/v1/companies',
      headers: { 'x-api-key': customer.userKey },
      payload: { domains, include: ['technologies', 'partnerships', 'firmographics'] },
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.body;
  };
  const enrich = async (): Promise<string> => {
    const res = await env.app.inject({
      method: 'POST',
      url: '/v1/enrich/partnerships',
      headers: { 'x-api-key': customer.userKey },
      payload: { domains },
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.body;
  };
  /** each company looked up alone with its technologies: from its document when current, like the bulk lookup */
  const singles = async (): Promise<string> => {
    const bodies: string[] = [];
    for (const d of domains) {
      const res = await env.app.inject({
        method: 'GET',
        url: `/v1/companies/${d}?include=technologies,firmographics`,
        headers: { 'x-api-key': customer.userKey },
      });
      assert.equal(res.statusCode, 200, res.body);
      bodies.push(res.body);
    }
    return bodies.join('\n');
  };
  const computedSingles = async (): Promise<string> => {
    await env.container.db.query(`INSERT INTO company_document_marks (company_id) SELECT id FROM companies`);
    return singles();
  };
  const count = async (sql: string): Promise<number> => Number((await env.container.db.query<{ n: string }>(sql)).rows[0]!.n);
  /** the answer computed from the tables: every company marked, so that no document is used */
  const computed = async (): Promise<string> => {
    await env.container.db.query(`INSERT INTO company_document_marks (company_id) SELECT id FROM companies`);
    return lookup();
  };
  const computedEnrichment = async (): Promise<string> => {
    await env.container.db.query(`INSERT INTO company_document_marks (company_id) SELECT id FROM companies`);
    return enrich();
  };

  before(async () => {
    env = await startTestEnv({ cacheMegabytes: 0 });
    customer = await createCustomer(env, { credits: 1_000_000 });
    const result = await importRecords(env, [
      ...techs.map((t, i) => ({
        type: 'technology',
        tech_key: t,
        display_name: `Tech "${i}" \u00e9\u{1F600}`,
        vendor_name: `V${i}`,
        vendor_domain: `${t}-v.com`,
      })),
      { type: 'technology', tech_key: `${p}-vo`, display_name: 'VO', vendor_name: 'Vendor Only', vendor_domain: vendorOnly },
      ...domains.map((d, i) => ({
        type: 'company',
        name: `Company ${i} <&> \\ "q"`,
        primary_domain: d,
        firmographics: { country: 'DE', employee_range: '11-50' },
      })),
      ...domains
        .slice(0, 4)
        .flatMap((d, i) =>
          techs.slice(0, i + 1).map((t, j) => ({ type: 'detection', company: d, tech_key: t, detection_count: j + 1, ...seen(i + j + 1) })),
        ),
      { type: 'detection', company: domains[1], vendor_domain: vendorOnly, detection_count: 2, ...seen(9) },
      partnership(domains[0]!, domains[1]!, 'technology', 1, 2),
      partnership(domains[0]!, domains[2]!, 'channel', 2),
      partnership(domains[3]!, domains[0]!, 'generic', 3, 5),
      partnership(domains[2]!, domains[1]!, 'technology', 4),
    ]);
    assert.equal(result.rejected_total, 0, JSON.stringify(result.rejected));
  });
  after(() => env.close());

  test('every company gets a document, and the answer from documents is the answer from the tables', async () => {
    await env.container.documents.build();
    assert.equal(await pendingDocumentMarks(env.container.db), 0);
    assert.equal(await count(`SELECT count(*) AS n FROM company_documents`), await count(`SELECT count(*) AS n FROM companies`));
    const fromDocuments = await lookup();
    const enrichedFromDocuments = await enrich();
    const singlesFromDocuments = await singles();
    // The documents are read: with a document's detections changed behind the marks' back, the answer shows it.
    await env.container.db.query(`UPDATE company_documents SET detections = NULL`);
    assert.doesNotMatch(await singles(), /"technologies":\[\{/);
    await env.container.db.query(`INSERT INTO company_document_marks (company_id) SELECT id FROM companies`);
    await env.container.documents.build();
    assert.equal(await pendingDocumentMarks(env.container.db), 0);
    const fromTables = await computed();
    assert.equal(fromDocuments, fromTables);
    assert.equal(singlesFromDocuments, await computedSingles());
    assert.match(singlesFromDocuments, /"technologies":\[\{/);
    assert.equal(enrichedFromDocuments, await computedEnrichment());
    assert.equal((JSON.parse(enrichedFromDocuments) as { domains_with_partnerships: number }).domains_with_partnerships, 4);
    const body = JSON.parse(fromDocuments) as { data: { partnerships: unknown[]; technologies: unknown[] }[] };
    assert.equal(body.data[0]!.partnerships.length, 3);
    assert.equal(body.data[3]!.technologies.length, 3);
    await env.container.documents.build();
    assert.equal(await lookup(), fromTables);
  });

  test('a write is seen at once, before its companies documents are built again', async () => {
    await env.container.documents.build();
    const before = await lookup();
    const enrichedBefore = await enrich();
    const singlesBefore = await singles();
    // New and changed detections, a new partnership, a partner renamed (its card in the others' partner links).
    const result = await importRecords(env, [
      { type: 'detection', company: domains[5], tech_key: techs[2], detection_count: 4, ...seen(20) },
      { type: 'detection', company: domains[0], tech_key: techs[0], detection_count: 9, ...seen(21) },
      partnership(domains[4]!, domains[5]!, 'channel', 22),
      { type: 'company', name: 'Renamed Partner', primary_domain: domains[2] },
    ]);
    assert.equal(result.rejected_total, 0, JSON.stringify(result.rejected));
    assert.ok((await pendingDocumentMarks(env.container.db)) > 0, 'the writes marked their companies');
    const afterWrite = await lookup();
    assert.notEqual(afterWrite, before);
    const singlesAfterWrite = await singles();
    assert.notEqual(singlesAfterWrite, singlesBefore);
    const enrichedAfterWrite = await enrich();
    assert.notEqual(enrichedAfterWrite, enrichedBefore);
    assert.match(enrichedAfterWrite, /Renamed Partner/);
    const body = JSON.parse(afterWrite) as { data: { partnerships: { partner_name: string }[]; technologies: unknown[] }[] };
    assert.ok(
      body.data[0]!.partnerships.some((e) => e.partner_name === 'Renamed Partner'),
      'the rename shows in a partner entry',
    );
    assert.equal(body.data[5]!.technologies.length, 1);
    await env.container.documents.build();
    assert.equal(await pendingDocumentMarks(env.container.db), 0);
    assert.equal(await lookup(), afterWrite, 'the documents built again give the same answer');
    assert.equal(await enrich(), enrichedAfterWrite);
    assert.equal(await singles(), singlesAfterWrite);
    assert.equal(await computed(), afterWrite);
  });

  test('partnerships and detections deleted (a company gone) leave no document behind', async () => {
    await env.container.documents.build();
    const id = await count(`SELECT id AS n FROM companies WHERE primary_domain = '${domains[1]}'`);
    await env.container.db.query(`DELETE FROM companies WHERE id = $1`, [id]);
    const res = await env.app.inject({
      method: 'POST',
      url: '/v1/companies',
      headers: { 'x-api-key': customer.userKey },
      payload: { domains: [domains[0], domains[2]], include: ['technologies', 'partnerships'] },
    });
    assert.equal(res.statusCode, 200, res.body);
    const entries = (res.json() as { data: { partnerships: { partner_domain: string }[] }[] }).data.flatMap((r) => r.partnerships);
    assert.ok(!entries.some((e) => e.partner_domain === domains[1]), 'the deleted company is no longer listed as a partner');
    assert.equal(await count(`SELECT count(*) AS n FROM company_documents WHERE company_id = ${id}`), 0);
    await env.container.documents.build();
    const fromDocuments = await lookup();
    assert.equal(fromDocuments, await computed());
  });
});

describe('company documents under concurrent writes', () => {
  let env: TestEnv;
  let customer: Customer;
  const p = uniq('docsrace');
  const domains = Array.from({ length: 12 }, (_, i) => `${p}-c${i}.com`);
  const techs = Array.from({ length: 6 }, (_, i) => `${p}-t${i}`);
  const lookup = async (): Promise<string> => {
    const res = await env.app.inject({
      method: 'POST',
      url: '/v1/companies',
      headers: { 'x-api-key': customer.userKey },
      payload: { domains, include: ['technologies', 'partnerships'] },
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.body;
  };

  before(async () => {
    env = await startTestEnv({ cacheMegabytes: 0 });
    customer = await createCustomer(env, { credits: 1_000_000 });
    await importRecords(env, [
      ...techs.map((t) => ({ type: 'technology', tech_key: t, display_name: t, vendor_name: `V ${t}`, vendor_domain: `${t}-v.com` })),
      ...domains.map((d, i) => ({ type: 'company', name: `C${i}`, primary_domain: d })),
    ]);
  });
  after(() => env.close());

  test('imports and the builder at once: once the builder has caught up, the documents give the tables answer', async () => {
    // Every round writes detections and partnerships of random companies while the builder runs; on PostgreSQL they
    // run on separate connections, so a document may be built from a snapshot that misses a write in flight.
    let seed = 7;
    const rnd = (n: number) => (((seed = (seed * 1103515245 + 12345) % 2147483648) % n) + n) % n;
    for (let round = 0; round < 12; round++) {
      const day = String(1 + round).padStart(2, '0');
      const records = Array.from({ length: 8 }, () => {
        const company = domains[rnd(domains.length)]!;
        if (rnd(2) === 0)
          return {
            type: 'detection',
            company,
            tech_key: techs[rnd(techs.length)],
            detection_count: 1 + rnd(5),
            first_seen: `2025-01-${day}T00:00:00Z`,
            last_seen: `2026-01-${day}T00:00:0${rnd(10)}Z`,
          };
        let partner = domains[rnd(domains.length)]!;
        if (partner === company) partner = domains[(domains.indexOf(company) + 1) % domains.length]!;
        return {
          type: 'partnership',
          company,
          partner,
          partnership_type: 'technology',
          first_observed_at: `2024-01-${day}T00:00:00Z`,
          last_observed_at: `2026-03-${day}T00:00:0${rnd(10)}Z`,
          observation_count: 1,
        };
      });
      const results = await Promise.all([
        importRecords(env, records),
        env.container.documents.build(),
        importRecords(env, records.slice(0, 4)),
        env.container.documents.build(),
      ]);
      assert.equal(results[0].rejected_total, 0, JSON.stringify(results[0].rejected));
      // While marks remain, the lookup is right anyway: it reads the tables for the marked companies.
      const answer = await lookup();
      await env.container.documents.build();
      assert.equal(await pendingDocumentMarks(env.container.db), 0);
      assert.equal(await lookup(), answer, `round ${round}: the documents built after the writes give the same answer`);
    }
    await env.container.db.query(`INSERT INTO company_document_marks (company_id) SELECT id FROM companies`);
    const fromTables = await lookup();
    await env.container.documents.build();
    assert.equal(await lookup(), fromTables);
  });
});

describe(
  'a write committed while the builder works keeps its mark (PostgreSQL)',
  { skip: ENGINE !== 'postgres' && 'needs a second connection' },
  () => {
    let env: TestEnv;
    let customer: Customer;
    const p = uniq('docslate');
    const company = `${p}-c.com`;
    const partner = `${p}-p.com`;

    before(async () => {
      env = await startTestEnv({ cacheMegabytes: 0 });
      customer = await createCustomer(env, { credits: 1_000_000 });
      await importRecords(env, [
        { type: 'company', name: 'Company', primary_domain: company },
        { type: 'company', name: 'Partner', primary_domain: partner },
      ]);
    });
    after(() => env.close());

    test('a partnership committed after the documents were written and before the marks are deleted is seen', async () => {
      await env.container.documents.stop(); // this test drives the builder itself
      await env.container.db.query(`INSERT INTO company_document_marks (company_id) SELECT id FROM companies`);
      // The builder's documents come from a snapshot taken before this import commits; its marks must outlive the build.
      // The import runs from the test's own context (not the builder's transaction), on another connection.
      let reached!: () => void;
      const atHook = new Promise<void>((resolve) => (reached = resolve));
      let imported!: () => void;
      const done = new Promise<void>((resolve) => (imported = resolve));
      const building = buildMarkedDocuments(env.container.db, 1000, async () => {
        reached();
        await done;
      });
      await atHook;
      const r = await importRecords(env, [
        {
          type: 'partnership',
          company,
          partner,
          partnership_type: 'channel',
          first_observed_at: '2025-01-01T00:00:00Z',
          last_observed_at: '2026-01-01T00:00:00Z',
          observation_count: 1,
        },
      ]);
      assert.equal(r.rejected_total, 0, JSON.stringify(r.rejected));
      imported();
      assert.ok((await building) >= 2, 'the build consumed the marks it read');
      assert.ok((await pendingDocumentMarks(env.container.db)) > 0, 'the import marks outlive the build');
      const res = await env.app.inject({
        method: 'POST',
        url: '/v1/companies',
        headers: { 'x-api-key': customer.userKey },
        payload: { domains: [company], include: ['partnerships'] },
      });
      assert.equal(res.statusCode, 200, res.body);
      const entries = (res.json() as { data: { partnerships: { partner_domain: string }[] }[] }).data[0]!.partnerships;
      assert.deepEqual(
        entries.map((e) => e.partner_domain),
        [partner],
      );
    });
  },
);
