import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { startTestEnv, type TestEnv } from './support/harness.js';
import { createCustomer, importRecords, uniq, type Customer } from './support/factories.js';
import { schemaSerializer } from './support/serializer.js';
import { jsonObjectStream } from '../src/lib/json-stream.js';
import { TechnologyCompaniesResponseSchema, VendorCompaniesResponseSchema } from '../src/http/routes/v1/technologies/schemas.js';
import { STREAM_THRESHOLD } from '../src/http/routes/v1/technologies/send-company-page.js';

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Batches as the database gives them: each its items' JSON joined by commas. */
async function* batches(...list: unknown[][]): AsyncGenerator<string> {
  for (const b of list) yield b.map((item) => JSON.stringify(item)).join(',');
}

describe('jsonObjectStream', () => {
  test('writes exactly JSON.stringify of the whole object, member order included', async () => {
    const big = Array.from({ length: 3000 }, (_, i) => ({ i, s: `é "quoted" \n ${'x'.repeat(i % 50)}`, n: null }));
    const cases: { head: Record<string, unknown>; arrayKey: string; items: unknown[][]; tail: Record<string, unknown> }[] = [
      { head: { a: 1, b: { c: [1, 2] } }, arrayKey: 'data', items: [[{ x: 1 }], [], [{ y: '€' }, { z: [] }]], tail: { p: { q: true } } },
      { head: {}, arrayKey: 'rows', items: [], tail: {} },
      { head: { h: 'x' }, arrayKey: 'data', items: [[], []], tail: {} },
      { head: {}, arrayKey: 'data', items: [big.slice(0, 1000), big.slice(1000)], tail: { t: 1 } },
    ];
    for (const c of cases) {
      const out = await text(jsonObjectStream({ head: c.head, arrayKey: c.arrayKey, items: batches(...c.items), tail: c.tail }));
      assert.equal(out, JSON.stringify({ ...c.head, [c.arrayKey]: c.items.flat(), ...c.tail }));
    }
  });

  test('pulls batches only as the reader asks, and stops when destroyed', async () => {
    let pulled = 0;
    async function* endless(): AsyncGenerator<string> {
      for (;;) {
        pulled++;
        yield JSON.stringify({ filler: 'y'.repeat(10_000) });
      }
    }
    const stream = jsonObjectStream({ head: {}, arrayKey: 'data', items: endless(), tail: {} });
    for await (const _chunk of stream) break; // reading one chunk, then leaving, destroys the stream
    await new Promise((r) => setTimeout(r, 20));
    const after = pulled;
    assert.ok(after < 50, `pulled ${after} batches for one chunk`);
    await new Promise((r) => setTimeout(r, 20));
    assert.equal(pulled, after);
  });
});

describe('large pages are streamed and equal the in-memory form', () => {
  let env: TestEnv;
  let customer: Customer;
  const key = uniq('st');
  const vendorDomain = `${key}-vendor.com`;
  const COMPANIES = STREAM_THRESHOLD + 100;
  const half = COMPANIES / 2;
  const get = (path: string, apiKey = customer.userKey) => env.app.inject({ method: 'GET', url: path, headers: { 'x-api-key': apiKey } });

  before(async () => {
    env = await startTestEnv();
    customer = await createCustomer(env, { credits: 100_000 });
    const records: object[] = [
      { type: 'technology', tech_key: key, display_name: `Streamed ${key}`, vendor_name: `V ${key}`, vendor_domain: vendorDomain },
    ];
    for (let i = 0; i < COMPANIES; i++) {
      const domain = `${key}-c${i}.com`;
      records.push({
        type: 'company',
        name: `Co ${key} ${String(i % 97).padStart(3, '0')} ${i}`,
        primary_domain: domain,
        firmographics: { country: 'US' },
      });
      // Every third company shares a timestamp with its neighbour, so that name order matters across batches.
      const day = String(1 + (Math.floor(i / 3) % 28)).padStart(2, '0');
      const month = String(1 + (Math.floor(i / 84) % 12)).padStart(2, '0');
      const seen = `2026-${month}-${day}T00:00:00Z`;
      records.push({
        type: 'detection',
        company: domain,
        tech_key: key,
        detection_count: 1 + (i % 5),
        first_seen: '2024-01-01T00:00:00Z',
        last_seen: seen,
      });
      if (i % 4 === 0) {
        records.push({
          type: 'detection',
          company: domain,
          vendor_domain: vendorDomain,
          detection_count: 2,
          first_seen: '2023-01-01T00:00:00Z',
          last_seen: seen,
        });
      }
    }
    const result = await importRecords(env, records);
    assert.equal(result.rejected_total, 0, JSON.stringify(result.rejected.slice(0, 3)));
  });
  after(() => env.close());

  for (const [label, base] of [
    ['technology', () => `/v1/technologies/${key}/companies`],
    ['vendor', () => `/v1/vendors/${vendorDomain}/companies`],
  ] as const) {
    test(`${label}: a page over the threshold streams the same JSON as smaller pages`, async () => {
      for (const include of ['', '&include=firmographics']) {
        const streamed = await get(`${base()}?limit=${COMPANIES}${include}`);
        assert.equal(streamed.statusCode, 200);
        assert.match(String(streamed.headers['content-type']), /^application\/json/);
        assert.equal(streamed.headers['content-length'], undefined, 'streamed: no length known up front');
        const whole = JSON.parse(streamed.body);
        const p1 = (await get(`${base()}?limit=${half}&page=1${include}`)).json();
        const p2 = (await get(`${base()}?limit=${half}&page=2${include}`)).json();
        assert.ok(p1.data.length <= STREAM_THRESHOLD, 'the halves are built in memory');
        assert.equal(whole.data.length, COMPANIES);
        assert.deepEqual(whole.data, [...p1.data, ...p2.data]);
        assert.deepEqual(Object.keys(whole), Object.keys(p1));
        assert.deepEqual(whole[label], p1[label]);
        assert.deepEqual(whole.pagination, {
          page: 1,
          limit: COMPANIES,
          total_results: COMPANIES,
          total_pages: 1,
          has_next: false,
          has_prev: false,
        });
        // The stream writes what the serializer would: re-serializing changes nothing.
        assert.equal(streamed.body, JSON.stringify(whole));
      }
    });
  }

  // The items are JSON written by PostgreSQL (db/repositories/json-sql.ts): it must be exactly what the response
  // schema's serializer writes (members in its order, nothing extra, no nulls for absent values).
  for (const [label, base, schema] of [
    ['technology', () => `/v1/technologies/${key}/companies`, TechnologyCompaniesResponseSchema],
    ['vendor', () => `/v1/vendors/${vendorDomain}/companies`, VendorCompaniesResponseSchema],
  ] as const) {
    test(`${label}: pages are the text the response schema's serializer writes`, async () => {
      const serializer = schemaSerializer(schema);
      let signals = 0;
      for (const include of ['', '&include=firmographics']) {
        for (const limit of [50, COMPANIES]) {
          const res = await get(`${base()}?limit=${limit}${include}`);
          assert.equal(res.statusCode, 200);
          assert.equal(res.body, await serializer.serialize(res.body));
          for (const item of res.json().data) {
            assert.match(item.first_seen_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
            assert.match(item.last_seen_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
            assert.equal('firmographics' in item, include !== '');
            if (item.additional_signals) signals++;
          }
        }
      }
      assert.equal(signals > 0, label === 'vendor', 'vendor pages carry additional_signals');
      await serializer.close();
    });
  }

  for (const [label, base] of [
    ['technology', () => `/v1/technologies/${key}/companies`],
    ['vendor', () => `/v1/vendors/${vendorDomain}/companies`],
  ] as const) {
    test(`${label}: a streamed page is served again from the cache, charged each time, until a write`, async () => {
      const url = `${base()}?limit=${COMPANIES}&include=firmographics`;
      const first = await get(url);
      const top = first.json().data[0] as { slug: string; name: string };
      // Changed behind the cache's back (no data version raised): a cached page does not see it.
      await env.container.db.query(`UPDATE companies SET name = name || ' (renamed)' WHERE slug = $1`, [top.slug]);
      const again = await get(url);
      assert.equal(again.body, first.body, 'the same page, from the cache');
      const buyer = await createCustomer(env, { credits: COMPANIES });
      const charged = await get(url, buyer.userKey);
      assert.equal(charged.headers['x-credits-charged'], String(COMPANIES), 'a hit is charged like a miss');
      assert.equal(charged.body, first.body);
      // A write raises the data version: the page is read again, with the newest evidence first.
      const newest = uniq('newest');
      const detection = label === 'technology' ? { tech_key: key } : { vendor_domain: vendorDomain };
      await importRecords(env, [
        { type: 'company', name: `Co ${newest}`, primary_domain: `${newest}.com` },
        {
          type: 'detection',
          company: `${newest}.com`,
          ...detection,
          detection_count: 1,
          first_seen: '2026-11-01T00:00:00Z',
          last_seen: label === 'technology' ? '2026-11-20T00:00:00Z' : '2026-11-21T00:00:00Z',
        },
      ]);
      const after = (await get(url)).json();
      assert.equal(after.data[0].primary_domain, `${newest}.com`);
      assert.ok(
        after.data.some((item: { slug: string; name: string }) => item.slug === top.slug && item.name === `${top.name} (renamed)`),
        'the rename is seen too',
      );
      assert.equal(after.data.length, COMPANIES, 'still a full page');
    });
  }

  test('a write in the middle of a streamed page leaves no batch of the old order in the cache', async () => {
    const req = { page: 1, limit: COMPANIES, firmographics: false };
    // The ids are read (and cached) before the write, the batches after it, as when a write lands mid-stream.
    const page = await env.container.technologies.companiesUsingTechnology(key, req);
    const newest = uniq('midstream');
    await importRecords(env, [
      { type: 'company', name: `Co ${newest}`, primary_domain: `${newest}.com` },
      {
        type: 'detection',
        company: `${newest}.com`,
        tech_key: key,
        detection_count: 1,
        first_seen: '2026-11-01T00:00:00Z',
        last_seen: '2026-11-22T00:00:00Z',
      },
    ]);
    for await (const _batch of page.batches());
    const streamed = (await get(`/v1/technologies/${key}/companies?limit=${COMPANIES}`)).json();
    assert.equal(streamed.data[0].primary_domain, `${newest}.com`);
    const half = Math.ceil(COMPANIES / 2);
    const p1 = (await get(`/v1/technologies/${key}/companies?limit=${half}&page=1`)).json();
    const p2 = (await get(`/v1/technologies/${key}/companies?limit=${half}&page=2`)).json();
    assert.deepEqual(streamed.data, [...p1.data, ...p2.data].slice(0, COMPANIES));
  });

  test('a streamed page is charged before it is sent; a short balance is 402 with no data', async () => {
    const buyer = await createCustomer(env, { credits: COMPANIES - 1 });
    const short = await get(`/v1/technologies/${key}/companies?limit=${COMPANIES}`, buyer.userKey);
    assert.equal(short.statusCode, 402);
    assert.deepEqual(Object.keys(short.json()).sort(), ['error', 'message', 'requested', 'shortfall']);
    const buyer2 = await createCustomer(env, { credits: COMPANIES });
    const ok = await get(`/v1/vendors/${vendorDomain}/companies?limit=${COMPANIES}`, buyer2.userKey);
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.headers['x-credits-charged'], String(COMPANIES));
    assert.equal(ok.headers['x-credits-remaining'], '0');
  });
});
