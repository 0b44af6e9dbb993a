import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { normalizeDomain } from '../lib/domain.js';
import { DEMO_TECHNOLOGIES, DEMO_VENDORS } from './catalog-model.js';
import { buildWorld, DEMO_REFERENCE_DATE, demoTables, type Row } from './generator.js';
import { INDUSTRIES } from './industries.js';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const DAY = 86_400_000;

function tablesOf(n: number, seed: number): Map<string, Row[]> {
  const world = buildWorld(n, seed, DEMO_REFERENCE_DATE);
  return new Map(demoTables(world).map((t) => [t.table, [...t.rows()]]));
}

function digest(n: number, seed: number): string {
  const hash = createHash('sha256');
  const world = buildWorld(n, seed, DEMO_REFERENCE_DATE);
  for (const t of demoTables(world)) {
    hash.update(t.table);
    for (const row of t.rows()) hash.update(JSON.stringify(row) + '\n');
  }
  return hash.digest('hex');
}

test('same seed and N give identical rows; another seed does not', () => {
  const a = digest(400, 7);
  assert.equal(digest(400, 7), a);
  assert.notEqual(digest(400, 8), a);
});

test('rows() can be replayed and gives the same rows', () => {
  const world = buildWorld(200, 3, DEMO_REFERENCE_DATE);
  for (const t of demoTables(world)) assert.deepEqual([...t.rows()], [...t.rows()], t.table);
});

test('catalogue: unique keys, slugs and domains, all well formed', () => {
  assert.ok(DEMO_TECHNOLOGIES.length >= 250 && DEMO_TECHNOLOGIES.length <= 400);
  assert.equal(new Set(DEMO_TECHNOLOGIES.map((t) => t.key)).size, DEMO_TECHNOLOGIES.length);
  for (const t of DEMO_TECHNOLOGIES) assert.match(t.key, SLUG, t.name);
  assert.equal(DEMO_TECHNOLOGIES.find((t) => t.name === 'Google Analytics')?.key, 'google-analytics');
  assert.ok(
    DEMO_TECHNOLOGIES.some((t) => t.vendorId === null),
    'some open-source technologies have no vendor',
  );
  assert.equal(new Set(DEMO_VENDORS.map((v) => v.slug)).size, DEMO_VENDORS.length);
  assert.equal(new Set(DEMO_VENDORS.map((v) => v.domain)).size, DEMO_VENDORS.length);
  for (const v of DEMO_VENDORS) assert.equal(normalizeDomain(v.domain), v.domain, v.name);
});

const N = 3000;
const tables = tablesOf(N, 11);
const rows = (name: string): Row[] => tables.get(name) ?? assert.fail(`no table ${name}`);
const ms = (v: unknown): number => Date.parse(String(v));

test('companies: unique slugs and domains, every domain normalized and listed in company_domains', () => {
  const companies = rows('companies');
  assert.equal(companies.length, N);
  const slugs = new Set(companies.map((c) => c[1] as string));
  assert.equal(slugs.size, N);
  for (const s of slugs) assert.match(s, SLUG);
  const domains = rows('company_domains');
  assert.equal(new Set(domains.map((d) => d[0])).size, domains.length, 'company_domains.domain is unique');
  for (const [d] of domains) assert.equal(normalizeDomain(String(d)), d);
  const listed = new Set(domains.map((d) => `${d[0]} ${d[1]}`));
  for (const c of companies) assert.ok(listed.has(`${c[3]} ${c[0]}`), `primary domain of ${c[2]} is in company_domains`);
  const extra = domains.length - N;
  assert.ok(extra > N * 0.12 && extra < N * 0.3, `extra domains: ${extra}`);
  assert.ok(
    companies.some((c) => /[À-ÿ]/.test(String(c[2]))),
    'some names carry accents',
  );
});

test('firmographics: about 85% filled, real NAICS labels, valid ranges', () => {
  const companies = rows('companies');
  const labels = new Map(INDUSTRIES.map((i) => [i.naics, i.label]));
  const filled = companies.filter((c) => c[6] !== null);
  assert.ok(Math.abs(filled.length / N - 0.85) < 0.04, `filled ${filled.length}`);
  for (const c of filled) {
    assert.equal(labels.get(String(c[6])), c[7]);
    assert.match(String(c[8]), /^(1-10|11-50|51-200|201-500|501-1000|1001-5000|5001-10000|10001\+)$/);
    assert.match(String(c[9]), /^[A-Z]{2}$/);
    assert.ok(Number(c[10]) >= 1950 && Number(c[10]) <= 2025);
    assert.ok(Number(c[11]) >= 0);
  }
  for (const c of companies.filter((c) => c[6] === null)) assert.deepEqual(c.slice(6, 12), [null, null, null, null, null, null]);
  const withInvestors = companies.filter((c) => (c[4] as string[]).length > 0).length;
  assert.ok(withInvestors > N * 0.22 && withInvestors < N * 0.4, `investors ${withInvestors}`);
});

test('detections: ~20 per company, unique, first <= last, mixed freshness, skewed counts', () => {
  const detections = rows('detections');
  const perCompany = detections.length / N;
  assert.ok(perCompany > 17 && perCompany < 23, `per company ${perCompany}`);
  assert.equal(new Set(detections.map((d) => `${d[0]} ${d[1]}`)).size, detections.length);
  const ref = DEMO_REFERENCE_DATE.getTime();
  let fresh = 0;
  for (const d of detections) {
    assert.ok(ms(d[3]) <= ms(d[4]) && ms(d[4]) <= ref && ms(d[3]) >= ref - 3 * 366 * DAY);
    assert.ok(Number(d[2]) >= 1);
    if (ms(d[4]) >= ref - 90 * DAY) fresh++;
  }
  assert.ok(Math.abs(fresh / detections.length - 0.65) < 0.06, `fresh ${fresh / detections.length}`);
  const ones = detections.filter((d) => d[2] === 1).length / detections.length;
  assert.ok(ones > 0.35 && ones < 0.7 && detections.some((d) => Number(d[2]) > 100), 'many 1s, some large');
  // Zipf-like popularity: a few technologies on most sites, a long tail on very few.
  const popularity = new Map<unknown, number>();
  for (const d of detections) popularity.set(d[1], (popularity.get(d[1]) ?? 0) + 1);
  const sorted = [...popularity.values()].sort((a, b) => b - a);
  assert.ok(sorted[0]! > N * 0.5 && sorted[sorted.length - 1]! < N * 0.01);
});

test('vendor detections: about one per company, some for vendors without a detected technology', () => {
  const vd = rows('vendor_detections');
  assert.ok(vd.length > N * 0.7 && vd.length < N * 1.4, `${vd.length}`);
  assert.equal(new Set(vd.map((d) => `${d[0]} ${d[1]}`)).size, vd.length);
  const vendorOf = new Map(DEMO_TECHNOLOGIES.map((t) => [t.id, t.vendorId]));
  const stackVendors = new Set(rows('detections').map((d) => `${d[0]} ${vendorOf.get(Number(d[1]))}`));
  const overlapping = vd.filter((d) => stackVendors.has(`${d[0]} ${d[1]}`)).length;
  assert.ok(overlapping > 0 && overlapping < vd.length * 0.6, `overlapping ${overlapping} of ${vd.length}`);
});

test('partnerships: no self-loops, unique pairs, all types, reciprocal pairs, a Zipf hub', () => {
  const ps = rows('partnerships');
  assert.ok(ps.length > N * 8 && ps.length < N * 12, `per company ${ps.length / N}`);
  const pairs = new Set(ps.map((p) => `${p[0]} ${p[1]}`));
  assert.equal(pairs.size, ps.length);
  const inDegree = new Map<unknown, number>();
  const types = new Map<unknown, number>();
  for (const p of ps) {
    assert.notEqual(p[0], p[1]);
    assert.ok(ms(p[3]) <= ms(p[4]) && Number(p[5]) >= 1);
    inDegree.set(p[1], (inDegree.get(p[1]) ?? 0) + 1);
    types.set(p[2], (types.get(p[2]) ?? 0) + 1);
  }
  for (const [type, share] of [
    ['technology', 0.45],
    ['channel', 0.25],
    ['generic', 0.3],
  ] as const) {
    assert.ok(Math.abs((types.get(type) ?? 0) / ps.length - share) < 0.05, type);
  }
  const reciprocal = ps.filter((p) => pairs.has(`${p[1]} ${p[0]}`)).length / 2;
  const share = reciprocal / (ps.length - reciprocal);
  assert.ok(share > 0.12 && share < 0.3, `reciprocal pairs ${share}`);
  const degrees = [...inDegree.values()].sort((a, b) => b - a);
  assert.ok(degrees[0]! > N * 0.05, `biggest hub has ${degrees[0]} listers`);
  assert.ok(degrees[Math.floor(degrees.length / 2)]! <= 5, 'median in-degree is small');
  const listers = new Set(ps.map((p) => p[0]));
  for (const c of rows('companies')) if (listers.has(c[0])) assert.equal(c[5], true, 'a company that lists partners has a partner page');
});

test('attributions: 1-3 for at least 30% of partnerships, unique, within the observation span', () => {
  const spans = new Map(rows('partnerships').map((p) => [`${p[0]} ${p[1]}`, [ms(p[3]), ms(p[4])] as const]));
  const attributions = rows('partnership_attributions');
  const keys = new Set(attributions.map((a) => `${a[0]} ${a[1]} ${a[2]} ${a[4]} ${a[5]}`));
  assert.equal(keys.size, attributions.length);
  const perPair = new Map<string, number>();
  for (const a of attributions) {
    const key = `${a[0]} ${a[1]}`;
    const span = spans.get(key) ?? assert.fail(`attribution without partnership ${key}`);
    assert.ok(ms(a[5]) >= span[0] && ms(a[5]) <= span[1]);
    assert.ok(['partner_page', 'integration_marketplace', 'press_release', 'import'].includes(String(a[2])));
    perPair.set(key, (perPair.get(key) ?? 0) + 1);
  }
  assert.ok(perPair.size >= spans.size * 0.3, `attributed ${perPair.size} of ${spans.size}`);
  assert.ok(Math.max(...perPair.values()) <= 3);
});

test('relations: about 3% of companies, pointing at real companies by name', () => {
  const companies = rows('companies');
  const names = new Map(companies.map((c) => [c[0], c[2]]));
  const relations = rows('company_relations');
  assert.equal(new Set(relations.map((r) => `${r[0]} ${r[1]} ${r[3]}`)).size, relations.length);
  const involved = new Set(relations.map((r) => r[0]));
  assert.ok(involved.size > N * 0.02 && involved.size < N * 0.045, `companies with relations ${involved.size}`);
  for (const r of relations) {
    assert.ok(['parent', 'subsidiary', 'acquirer', 'acquisition', 'division'].includes(String(r[3])));
    if (r[2] !== null) {
      assert.notEqual(r[2], r[0]);
      assert.equal(r[1], names.get(r[2]));
    }
  }
  assert.ok(
    relations.some((r) => r[2] === null),
    'some related companies are known by name only',
  );
});
