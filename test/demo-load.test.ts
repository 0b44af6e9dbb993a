import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { openDatabase, type Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { writeAllDocuments } from '../src/db/repositories/company-document.repository.js';
import { loadDemoData, type DemoLoadResult, type DemoProgress } from '../src/demo/load-demo.js';
import { dropDatabase, ENGINE, freshDatabase } from './support/harness.js';
import { nameWordsDrift } from './support/name-words.js';

// The loader on the engine under test: on PostgreSQL it drops indexes and keys for the load and sets the derived
// figures with its own statements' plans, so both engines' results are checked against the rows.
const N = 300;
let db: Database;
let url: string | undefined;
let result: DemoLoadResult;
const progress: DemoProgress[] = [];

before(async () => {
  url = ENGINE === 'postgres' ? await freshDatabase() : undefined;
  db = await openDatabase({ url, dataDir: 'memory://' });
  await migrate(db);
  result = await loadDemoData(db, { companies: N, seed: 5, onProgress: (p) => progress.push(p) });
});

after(async () => {
  await db.close();
  if (url) await dropDatabase(url);
});

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const res = await db.query<{ n: number }>(sql, params);
  return Number(res.rows[0]?.n);
}

test('every table holds what the loader reports', async () => {
  const expected: Array<[string, number]> = [
    ['companies', result.companies],
    ['vendors', result.vendors],
    ['technologies', result.technologies],
    ['detections', result.detections],
    ['vendor_detections', result.vendorDetections],
    ['partnerships', result.partnerships],
    ['partnership_attributions', result.attributions],
    ['company_relations', result.related],
  ];
  assert.equal(result.companies, N);
  for (const [table, n] of expected) assert.equal(await count(`SELECT count(*) AS n FROM ${table}`), n, table);
  assert.ok(result.detections > N * 15 && result.partnerships > N * 5);
  assert.ok((await count('SELECT count(*) AS n FROM company_domains')) > N);
});

test('progress is reported for every phase', () => {
  const phases = new Set(progress.map((p) => p.phase));
  for (const phase of ['companies', 'detections', 'partnerships', 'derived figures', 'partner links']) assert.ok(phases.has(phase), phase);
  assert.deepEqual(
    result.phases.map((p) => p.phase).filter((p) => p === 'detections'),
    ['detections'],
  );
});

test('derived figures agree with the rows', async () => {
  const mismatches = await count(
    `SELECT count(*) AS n FROM companies c
      WHERE c.partnership_count <> (SELECT count(*) FROM (SELECT partner_id FROM partnerships WHERE company_id = c.id
                                                          UNION SELECT company_id FROM partnerships WHERE partner_id = c.id) p)
         OR c.tech_count <> (SELECT count(*) FROM detections d WHERE d.company_id = c.id)
         OR c.tech_stack_size < c.tech_count`,
  );
  assert.equal(mismatches, 0);
  // vendor_count and the vendor-only part of tech_stack_size, as the per-company recompute (recomputeStacks) defines them
  const stackMismatches = await count(
    `SELECT count(*) AS n FROM companies c
      WHERE c.vendor_count <> (SELECT count(*) FROM (SELECT t.vendor_id FROM detections d JOIN technologies t ON t.id = d.technology_id
                                                      WHERE d.company_id = c.id AND t.vendor_id IS NOT NULL
                                                     UNION SELECT vendor_id FROM vendor_detections WHERE company_id = c.id) v)
         OR c.tech_stack_size <> c.tech_count + (SELECT count(*) FROM vendor_detections vd
                                                  WHERE vd.company_id = c.id
                                                    AND NOT EXISTS (SELECT 1 FROM detections d JOIN technologies t ON t.id = d.technology_id
                                                                     WHERE d.company_id = c.id AND t.vendor_id = vd.vendor_id))`,
  );
  assert.equal(stackMismatches, 0);
  assert.ok(
    (await count('SELECT count(*) AS n FROM companies WHERE tech_stack_size > tech_count')) > 0,
    'some companies have vendor-only relationships',
  );
  assert.ok((await count('SELECT count(*) AS n FROM companies WHERE vendor_count > 0')) > N / 2);
  assert.equal((await count('SELECT count(*) AS n FROM companies WHERE partnership_count > 0')) > N / 2, true);
  const techMismatches = await count(
    'SELECT count(*) AS n FROM technologies t WHERE t.company_count <> (SELECT count(*) FROM detections d WHERE d.technology_id = t.id)',
  );
  assert.equal(techMismatches, 0);
  assert.ok((await count('SELECT max(company_count) AS n FROM vendors')) > N / 2);
  const vendorMismatches = await count(
    'SELECT count(*) AS n FROM vendors v WHERE v.company_count <> (SELECT count(*) FROM vendor_usage u WHERE u.vendor_id = v.id)',
  );
  assert.equal(vendorMismatches, 0);
  // vendor_usage: each company's latest evidence per vendor, from its detections' technologies and its vendor-only rows
  const usage = `SELECT company_id, vendor_id, max(last_seen) AS last_seen
                   FROM (SELECT d.company_id, t.vendor_id, d.last_seen FROM detections d JOIN technologies t ON t.id = d.technology_id
                          WHERE t.vendor_id IS NOT NULL
                         UNION ALL SELECT company_id, vendor_id, last_seen FROM vendor_detections) e
                  GROUP BY company_id, vendor_id`;
  assert.ok((await count(`SELECT count(*) AS n FROM vendor_usage`)) > N);
  assert.equal(await count(`SELECT count(*) AS n FROM ((${usage}) EXCEPT SELECT company_id, vendor_id, last_seen FROM vendor_usage) x`), 0);
  assert.equal(await count(`SELECT count(*) AS n FROM (SELECT company_id, vendor_id, last_seen FROM vendor_usage EXCEPT (${usage})) x`), 0);
});

test('every index and key dropped for the load is back, vendor_usage page index included', async () => {
  assert.equal(await count(`SELECT count(*) AS n FROM pg_indexes WHERE indexname = 'vendor_usage_page_idx'`), 1);
  // The PostgreSQL loader drops the primary keys and unique constraints no foreign key relies on (bulk-ddl.repository.ts).
  const keys = ['companies_primary_domain_key', 'companies_slug_key', 'vendor_usage_pkey', 'detections_pkey', 'company_domains_pkey'];
  assert.equal(await count(`SELECT count(*) AS n FROM pg_constraint WHERE conname = ANY('{${keys.join(',')}}'::text[])`), keys.length);
  assert.equal(await count(`SELECT count(*) AS n FROM settings WHERE key = 'demo_load.dropped_ddl'`), 0);
  // The recompute's table of (company, vendor) pairs is gone.
  assert.equal(await count(`SELECT count(*) AS n FROM pg_class WHERE relname = 'derived_pairs'`), 0);
});

test('the partner links read model is built: both directions of every pair', async () => {
  const pairs = await count(
    'SELECT count(DISTINCT (least(company_id, partner_id), greatest(company_id, partner_id))) AS n FROM partnerships',
  );
  assert.equal(await count('SELECT count(*) AS n FROM partner_links'), 2 * pairs);
  const off = await count(
    `SELECT count(*) AS n FROM companies c LEFT JOIN partner_type_counts t ON t.company_id = c.id
      WHERE c.partnership_count <> coalesce(t.technology + t.channel + t.generic, 0)`,
  );
  assert.equal(off, 0);
});

test('every company has its document, no mark is left, and the marking triggers are on again', async () => {
  assert.equal(await count('SELECT count(*) AS n FROM company_documents'), N);
  assert.equal(await count('SELECT count(*) AS n FROM company_document_marks'), 0);
  assert.equal(await count(`SELECT count(*) AS n FROM pg_trigger WHERE tgname LIKE '%_documents_%' AND tgenabled = 'D'`), 0);
  const stale = await count(
    `SELECT count(*) AS n FROM company_documents d
      WHERE d.partner_ids <> coalesce((SELECT array_agg(x.partner_id ORDER BY x.last_observed_at DESC, x.partner_id DESC)
                                         FROM (SELECT partner_id, last_observed_at FROM partner_links l WHERE l.company_id = d.company_id
                                                ORDER BY last_observed_at DESC, partner_id DESC LIMIT 100) x), '{}')`,
  );
  assert.equal(stale, 0);
  // analyzed and vacuumed after they were written: statistics of every row, pages all visible
  assert.equal(await count(`SELECT reltuples::int AS n FROM pg_class WHERE relname = 'company_documents'`), N);
  assert.ok((await count(`SELECT relallvisible AS n FROM pg_class WHERE relname = 'company_documents'`)) > 0);
});

test('documents written in small chunks, several at once, are the documents the load wrote', async () => {
  const all = `SELECT company_id, detections::text, partners, partner_ids, enrichment_partners FROM company_documents`;
  const before = (await db.query(`${all} ORDER BY company_id`)).rows;
  await db.query('DELETE FROM company_documents');
  const chunks: number[] = [];
  assert.equal(await writeAllDocuments(db, 7, { concurrency: 3, onChunk: (n) => chunks.push(n) }), N);
  assert.equal(chunks.length, Math.ceil(N / 7));
  assert.equal(chunks.at(-1), N);
  assert.deepEqual((await db.query(`${all} ORDER BY company_id`)).rows, before);
});

test('every name has its words with its partnership_count, and the name words triggers are on again', async () => {
  assert.ok((await count(`SELECT count(*) AS n FROM company_name_words`)) >= N);
  assert.ok((await count(`SELECT count(*) AS n FROM company_name_words WHERE partnership_count > 0`)) > 0);
  assert.deepEqual(await nameWordsDrift(db), { missing: 0, extra: 0, unlisted: 0 });
  assert.equal(await count(`SELECT count(*) AS n FROM pg_trigger WHERE tgname LIKE 'companies_name_words_%' AND tgenabled = 'D'`), 0);
});

test('identity sequences continue after the loaded ids', async () => {
  for (const [table, loaded] of [
    ['companies', result.companies],
    ['vendors', result.vendors],
    ['technologies', result.technologies],
  ] as const) {
    assert.equal(await count(`SELECT nextval(pg_get_serial_sequence($1, 'id')) AS n`, [table]), loaded + 1, table);
  }
});

test('a second load is refused', async () => {
  await assert.rejects(loadDemoData(db, { companies: 10 }), /companies table is not empty/);
});
