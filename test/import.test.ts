import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { ENGINE, startTestEnv, type TestEnv } from './support/harness.js';
import { companyFixture, importRecords, uniq } from './support/factories.js';
import { IMPORTED_TABLES } from '../src/db/repositories/import.repository.js';

/** Every table the import writes, as sorted JSON: two equal dumps mean nothing changed. */
async function dump(env: TestEnv): Promise<string> {
  const out: Record<string, unknown> = {};
  for (const t of IMPORTED_TABLES) {
    const r = await env.container.db.query(`SELECT * FROM ${t}`);
    out[t] = r.rows.map((row) => JSON.stringify({ ...(row as object), updated_at: undefined })).sort();
  }
  return JSON.stringify(out);
}

describe('NDJSON import', () => {
  let env: TestEnv;
  before(async () => (env = await startTestEnv()));
  after(() => env.close());

  test('importing the same file twice changes nothing', async () => {
    const a = companyFixture();
    const records = [
      ...a.records,
      {
        type: 'detection',
        company: a.domain,
        vendor_domain: a.vendorDomain,
        detection_count: 1,
        first_seen: '2026-01-01T00:00:00Z',
        last_seen: '2026-02-01T00:00:00Z',
      },
      { type: 'related', company: a.domain, related: { name: 'Labs', domain: `${a.name}-labs.com` }, relationship: 'subsidiary' },
    ];
    const first = await importRecords(env, records);
    assert.deepEqual(first.imported, { companies: 1, technologies: 1, detections: 2, partnerships: 1, related: 1 });
    assert.deepEqual(first.rejected, []);
    const before = await dump(env);
    const second = await importRecords(env, records);
    assert.deepEqual(second.imported, first.imported);
    assert.equal(await dump(env), before);
  });

  test('bad lines are rejected with their line numbers and the rest imports', async () => {
    const a = companyFixture();
    const lines = [
      JSON.stringify(a.records[0]),
      '{not json',
      JSON.stringify({ type: 'spaceship' }),
      JSON.stringify(a.records[1]),
      JSON.stringify({ type: 'company', name: 'No Domain' }),
      JSON.stringify({ type: 'company', name: 'Bad', primary_domain: 'not a domain' }),
      '',
      JSON.stringify({
        type: 'detection',
        company: a.domain,
        tech_key: 'no-such-tech',
        detection_count: 1,
        first_seen: '2026-01-01T00:00:00Z',
        last_seen: '2026-01-02T00:00:00Z',
      }),
      JSON.stringify({
        type: 'detection',
        company: `${uniq('ghost')}.com`,
        tech_key: a.tech,
        detection_count: 1,
        first_seen: '2026-01-01T00:00:00Z',
        last_seen: '2026-01-02T00:00:00Z',
      }),
      JSON.stringify({
        type: 'detection',
        company: a.domain,
        tech_key: a.tech,
        detection_count: 1,
        first_seen: '2026-02-01T00:00:00Z',
        last_seen: '2026-01-02T00:00:00Z',
      }),
      JSON.stringify({
        type: 'partnership',
        company: a.domain,
        partner: a.domain,
        first_observed_at: '2026-01-01T00:00:00Z',
        last_observed_at: '2026-01-01T00:00:00Z',
      }),
      JSON.stringify(a.records[2]),
    ];
    const result = await importRecords(env, lines);
    assert.deepEqual(
      result.rejected.map((r) => r.line),
      [2, 3, 5, 6, 8, 9, 10, 11],
    );
    assert.equal(result.rejected_total, 8);
    assert.match(result.rejected[0]!.error, /JSON/);
    assert.match(result.rejected[4]!.error, /unknown tech_key no-such-tech/);
    assert.match(result.rejected[5]!.error, /unknown company/);
    assert.match(result.rejected[6]!.error, /first_seen is after last_seen/);
    assert.deepEqual(result.imported, { companies: 1, technologies: 1, detections: 1, partnerships: 0, related: 0 });
  });

  test('text PostgreSQL cannot take (a NUL, a lone surrogate) rejects its line with the field named; pairs import', async () => {
    const a = companyFixture();
    // JSON.stringify writes a lone surrogate as the escape "\udfff", as an exporter would
    const company = (name: string) => JSON.stringify({ ...a.records[1], name });
    const result = await importRecords(env, [
      JSON.stringify(a.records[0]),
      company('Acme \udfff Inc'),
      company('Acme \u0000 Inc'),
      JSON.stringify({ ...a.records[0], categories: ['Analytics', 'x\ud800'] }),
      company('Acme \u{1f680} Inc'),
    ]);
    assert.deepEqual(result.rejected, [
      { line: 2, error: '/name: must be well-formed Unicode (it holds a lone surrogate)' },
      { line: 3, error: '/name: must not contain a NUL character' },
      { line: 4, error: '/categories/1: must be well-formed Unicode (it holds a lone surrogate)' },
    ]);
    const r = await env.container.db.query<{ name: string }>('SELECT name FROM companies WHERE primary_domain = $1', [a.domain]);
    assert.deepEqual(r.rows, [{ name: 'Acme \u{1f680} Inc' }]);
  });

  test('a line is applied whole or not at all', async () => {
    const a = companyFixture();
    await importRecords(env, a.records.slice(0, 2));
    // Another company already owns the second domain: the whole line is refused, its primary domain too.
    const other = `${uniq('other')}.com`;
    const result = await importRecords(env, [{ type: 'company', name: 'Thief', primary_domain: other, domains: [`${a.name}.net`] }]);
    assert.equal(result.rejected.length, 1);
    assert.match(result.rejected[0]!.error, /already belongs to another company/);
    const r = await env.container.db.query('SELECT 1 FROM company_domains WHERE domain = $1', [other]);
    assert.equal(r.rowCount, 0);
    // A partnership line brings its attributions with it, or nothing.
    const p = await importRecords(env, [{ ...a.records[3], company: `${uniq('nobody')}.com` }]);
    assert.equal(p.rejected.length, 1);
    const attr = await env.container.db.query('SELECT count(*)::int AS n FROM partnership_attributions WHERE url = $1', [
      `https://${a.domain}/partners`,
    ]);
    assert.equal((attr.rows[0] as { n: number }).n, 0);
  });

  test('derived figures are right after every import', async () => {
    const a = companyFixture();
    const b = companyFixture();
    await importRecords(env, [...a.records, ...b.records]);
    // b lists a as partner and a lists b: still one distinct partner each way, plus their own partner.
    await importRecords(env, [
      {
        type: 'partnership',
        company: b.domain,
        partner: a.domain,
        partnership_type: 'channel',
        first_observed_at: '2026-01-01T00:00:00Z',
        last_observed_at: '2026-01-02T00:00:00Z',
      },
      {
        type: 'partnership',
        company: a.domain,
        partner: b.domain,
        partnership_type: 'generic',
        first_observed_at: '2026-01-01T00:00:00Z',
        last_observed_at: '2026-01-02T00:00:00Z',
      },
      // a: vendor-only with its own tech's vendor (already counted) and with b's vendor (a vendor seen only without a technology)
      {
        type: 'detection',
        company: a.domain,
        vendor_domain: a.vendorDomain,
        detection_count: 1,
        first_seen: '2026-01-01T00:00:00Z',
        last_seen: '2026-01-02T00:00:00Z',
      },
      {
        type: 'detection',
        company: a.domain,
        vendor_domain: b.vendorDomain,
        detection_count: 1,
        first_seen: '2026-01-01T00:00:00Z',
        last_seen: '2026-01-02T00:00:00Z',
      },
      {
        type: 'detection',
        company: a.domain,
        tech_key: b.tech,
        detection_count: 1,
        first_seen: '2026-01-01T00:00:00Z',
        last_seen: '2026-01-02T00:00:00Z',
      },
    ]);
    const row = async (domain: string) =>
      (
        await env.container.db.query<{ partnership_count: number; tech_count: number; vendor_count: number; tech_stack_size: number }>(
          'SELECT partnership_count, tech_count, vendor_count, tech_stack_size FROM companies WHERE primary_domain = $1',
          [domain],
        )
      ).rows[0]!;
    // a now runs b's technology too, so b's vendor is no longer "seen only without a technology".
    assert.deepEqual(await row(a.domain), { partnership_count: 2, tech_count: 2, vendor_count: 2, tech_stack_size: 2 });
    assert.deepEqual(await row(b.domain), { partnership_count: 2, tech_count: 1, vendor_count: 1, tech_stack_size: 1 });
    const pop = await env.container.db.query<{ company_count: number }>('SELECT company_count FROM technologies WHERE tech_key = $1', [
      b.tech,
    ]);
    assert.equal(pop.rows[0]!.company_count, 2);
    const pending = await env.container.db.query('SELECT 1 FROM popularity_pending');
    assert.equal(pending.rowCount, 0, 'an import ends with popularity recounted');
    const companies = await env.container.db.query('SELECT 1 FROM company_figures_pending');
    assert.equal(companies.rowCount, 0, "an import ends with its companies' figures recounted");
  });

  test("a company's figures that an interrupted import left marked are recounted by the next import", async () => {
    const a = companyFixture();
    await importRecords(env, a.records);
    const figures = async () =>
      (
        await env.container.db.query(
          'SELECT partnership_count, tech_count, vendor_count, tech_stack_size FROM companies WHERE primary_domain = $1',
          [a.domain],
        )
      ).rows[0];
    const truth = await figures();
    assert.deepEqual(truth, { partnership_count: 1, tech_count: 1, vendor_count: 1, tech_stack_size: 1 });
    // What a crash between a batch's commit and the recount leaves: stale figures, and the company's mark.
    await env.container.db.query(
      'UPDATE companies SET partnership_count = 7, tech_count = 7, vendor_count = 7, tech_stack_size = 7 WHERE primary_domain = $1',
      [a.domain],
    );
    await env.container.db.query('INSERT INTO company_figures_pending (company_id) SELECT id FROM companies WHERE primary_domain = $1', [
      a.domain,
    ]);
    await importRecords(env, ['{"type": "technology", "tech_key": "unrelated-' + a.name + '-2", "display_name": "Unrelated"}']);
    assert.deepEqual(await figures(), truth);
  });

  test("partnerships mark a company's partners alone; a detection after them marks its whole stack", async () => {
    const a = companyFixture();
    await importRecords(env, a.records);
    const figures = async () =>
      (
        await env.container.db.query<{ partnership_count: number; tech_count: number }>(
          'SELECT partnership_count, tech_count FROM companies WHERE primary_domain = $1',
          [a.domain],
        )
      ).rows[0]!;
    assert.deepEqual(await figures(), { partnership_count: 1, tech_count: 1 });
    const partnership = (partner: string) => ({
      type: 'partnership',
      company: a.domain,
      partner,
      partnership_type: 'channel',
      first_observed_at: '2026-01-01T00:00:00Z',
      last_observed_at: '2026-02-01T00:00:00Z',
    });
    // A stale tech_count that no write of this import corrects: a partnership's mark recounts partners alone
    // (migration 0026), so it stays; the next import's detection marks the stack, and the recount corrects it.
    await env.container.db.query('UPDATE companies SET tech_count = 7 WHERE primary_domain = $1', [a.domain]);
    await importRecords(env, [partnership(`${uniq('p')}.io`)]);
    assert.deepEqual(await figures(), { partnership_count: 2, tech_count: 7 });
    // In one import: a batch of partnerships marks partners alone, a later batch's detection turns it into a stack
    // mark (the type order starts a new batch), and the end's recount corrects every figure.
    const detection = {
      type: 'detection',
      company: a.domain,
      tech_key: a.tech,
      detection_count: 9,
      first_seen: '2026-01-01T00:00:00Z',
      last_seen: '2026-03-01T00:00:00Z',
    };
    await importRecords(env, [partnership(`${uniq('p')}.io`), detection]);
    assert.deepEqual(await figures(), { partnership_count: 3, tech_count: 1 });
    const marks = await env.container.db.query('SELECT 1 FROM company_figures_pending');
    assert.equal(marks.rowCount, 0);
  });

  test('popularity that an interrupted import left marked is recounted by the next import', async () => {
    const a = companyFixture();
    await importRecords(env, a.records);
    const count = async () =>
      (await env.container.db.query<{ n: number }>('SELECT company_count AS n FROM technologies WHERE tech_key = $1', [a.tech])).rows[0]!.n;
    const truth = await count();
    // What a crash between a batch's commit and the recount leaves: a stale count, and its mark.
    const id = (await env.container.db.query<{ id: number }>('SELECT id FROM technologies WHERE tech_key = $1', [a.tech])).rows[0]!.id;
    await env.container.db.query('UPDATE technologies SET company_count = 999 WHERE id = $1', [id]);
    await env.container.db.query(`INSERT INTO popularity_pending (kind, id) VALUES ('technology', $1)`, [id]);
    await importRecords(env, ['{"type": "technology", "tech_key": "unrelated-' + a.name + '", "display_name": "Unrelated"}']);
    assert.equal(await count(), truth);
  });

  test('tech_stack_size counts a vendor seen only without a technology once', async () => {
    const a = companyFixture();
    const b = companyFixture();
    await importRecords(env, [...a.records, b.records[0]!]);
    await importRecords(env, [
      {
        type: 'detection',
        company: a.domain,
        vendor_domain: b.vendorDomain,
        detection_count: 4,
        first_seen: '2026-01-01T00:00:00Z',
        last_seen: '2026-01-02T00:00:00Z',
      },
    ]);
    const r = await env.container.db.query<{ tech_count: number; tech_stack_size: number; vendor_count: number }>(
      'SELECT tech_count, tech_stack_size, vendor_count FROM companies WHERE primary_domain = $1',
      [a.domain],
    );
    assert.deepEqual(r.rows[0], { tech_count: 1, tech_stack_size: 2, vendor_count: 2 });
  });

  test('slugs are derived from names, unique, and never contain a dot', async () => {
    const name = `Dup.Name ${uniq()}`;
    const domains = [`${uniq('d')}.com`, `${uniq('d')}.com`, `${uniq('d')}.com`];
    await importRecords(
      env,
      domains.map((d) => ({ type: 'company', name, primary_domain: d })),
    );
    const r = await env.container.db.query<{ slug: string }>('SELECT slug FROM companies WHERE primary_domain = ANY($1) ORDER BY id', [
      domains,
    ]);
    const slugs = r.rows.map((x) => x.slug);
    assert.equal(new Set(slugs).size, 3);
    for (const s of slugs) assert.match(s, /^[a-z0-9]+(-[a-z0-9]+)*$/);
    assert.equal(slugs[1], `${slugs[0]}-2`);
    assert.equal(slugs[2], `${slugs[0]}-3`);

    // Later imports continue the suffixes in use, also for a name whose own slug is one of them; a slug that only
    // starts with the base and a hyphen's neighbour ('.') in byte order is not a suffix of it.
    const base = slugs[0]!;
    const more = [`${uniq('d')}.com`, `${uniq('d')}.com`, `${uniq('d')}.com`, `${uniq('d')}.com`];
    await importRecords(env, [
      { type: 'company', name: `${base}0`, primary_domain: more[0] },
      { type: 'company', name, primary_domain: more[1] },
      { type: 'company', name: `${base} 2`, primary_domain: more[2] },
      { type: 'company', name: `${base} 4`, primary_domain: more[3] },
    ]);
    const later = await env.container.db.query<{ slug: string }>('SELECT slug FROM companies WHERE primary_domain = ANY($1) ORDER BY id', [
      more,
    ]);
    assert.deepEqual(
      later.rows.map((x) => x.slug),
      [`${base}0`, `${base}-4`, `${base}-2-2`, `${base}-4-2`],
    );
  });

  test(
    'embedded: a large import leaves the planner statistics of what it wrote; a small one does not stop for it',
    { skip: ENGINE === 'postgres' && 'PostgreSQL has autovacuum' },
    async () => {
      // reltuples is -1 until a table is first vacuumed or analyzed; the embedded engine has no autovacuum.
      const reltuples = async () =>
        (await env.container.db.query<{ n: number }>(`SELECT reltuples::int AS n FROM pg_class WHERE relname = 'company_domains'`)).rows[0]!
          .n;
      const before = await reltuples();
      const companies = (n: number) =>
        Array.from({ length: n }, () => {
          const name = uniq('stat');
          return { type: 'company', name: `Stat ${name}`, primary_domain: `${name}.com` };
        });
      await importRecords(env, companies(10));
      assert.equal(await reltuples(), before, 'ten companies: no maintenance');
      await importRecords(env, companies(1000));
      assert.ok((await reltuples()) >= 1010, `company_domains analyzed after 1,000 companies (reltuples ${await reltuples()})`);
    },
  );

  test('a line over 1 MiB is rejected without being held whole', async () => {
    const big = JSON.stringify({ type: 'company', name: 'x'.repeat(1.5 * (1 << 20)), primary_domain: `${uniq('big')}.com` });
    const ok = companyFixture();
    const result = await env.container.imports.importStream(
      Readable.from([Buffer.from(big + '\n' + JSON.stringify(ok.records[1]) + '\n')]),
    );
    assert.deepEqual(
      result.rejected.map((r) => r.line),
      [1],
    );
    assert.equal(result.imported.companies, 1);
  });

  test('POST /admin/v1/import streams NDJSON and reports the same shape', async () => {
    const a = companyFixture();
    const body = a.records.map((r) => JSON.stringify(r)).join('\n') + '\n{"type":"company"}\n';
    const res = await env.app.inject({
      method: 'POST',
      url: '/admin/v1/import',
      headers: { ...env.admin, 'content-type': 'application/x-ndjson' },
      payload: body,
    });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().imported, { companies: 1, technologies: 1, detections: 1, partnerships: 1, related: 0 });
    assert.deepEqual(
      res.json().rejected.map((r: { line: number }) => r.line),
      [5],
    );
    const wrongType = await env.app.inject({
      method: 'POST',
      url: '/admin/v1/import',
      headers: { ...env.admin, 'content-type': 'application/json' },
      payload: '{}',
    });
    assert.equal(wrongType.statusCode, 415);
  });
});
