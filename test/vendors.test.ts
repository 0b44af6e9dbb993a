import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestEnv, type TestEnv } from './support/harness.js';
import { createCustomer, importRecords, uniq, type Customer } from './support/factories.js';

interface VendorCompany {
  name: string;
  detection_count: number;
  technologies_used: { tech_key: string }[];
  additional_signals?: unknown[];
}

describe('GET /v1/vendors/{domain}/companies', () => {
  let env: TestEnv;
  let customer: Customer;
  const v = uniq('vend');
  const vendor = { vendor_name: `Vendor ${v}`, vendor_domain: `${v}.com` };
  const other = { vendor_name: `Other ${v}`, vendor_domain: `${v}-other.com` };
  const t1 = `${v}-one`;
  const t2 = `${v}-two`;
  const t3 = `${v}-elsewhere`;
  // X: both technologies. Y: one technology and a vendor-only relationship. Z: vendor-only. W: another vendor.
  // Two is used by three companies, One by one: Two comes first in technologies_used (popularity).
  const names = { x: `Xeno ${v}`, y: `Yarrow ${v}`, z: `Zinc ${v}`, w: `Wren ${v}`, a: `Aster ${v}` };
  const domain = (n: string) => `${n.toLowerCase().replace(/ /g, '-')}.com`;
  const detect = (name: string, target: { tech_key: string } | { vendor_domain: string }, count: number, first: string, last: string) => ({
    type: 'detection',
    company: domain(name),
    ...target,
    detection_count: count,
    first_seen: first,
    last_seen: last,
  });
  const get = (vendorDomain: string, query = '', apiKey = customer.userKey) =>
    env.app.inject({
      method: 'GET',
      url: `/v1/vendors/${encodeURIComponent(vendorDomain)}/companies${query}`,
      headers: { 'x-api-key': apiKey },
    });

  before(async () => {
    env = await startTestEnv();
    customer = await createCustomer(env);
    const result = await importRecords(env, [
      { type: 'technology', tech_key: t1, display_name: `One ${v}`, ...vendor },
      { type: 'technology', tech_key: t2, display_name: `Two ${v}`, ...vendor },
      { type: 'technology', tech_key: t3, display_name: `Elsewhere ${v}`, ...other },
      ...Object.values(names).map((n) => ({ type: 'company', name: n, primary_domain: domain(n), firmographics: { country: 'FR' } })),
      detect(names.x, { tech_key: t1 }, 3, '2024-03-01T00:00:00Z', '2026-01-01T00:00:00Z'),
      detect(names.x, { tech_key: t2 }, 4, '2024-01-01T00:00:00Z', '2026-05-01T00:00:00Z'),
      detect(names.y, { tech_key: t2 }, 2, '2025-01-01T00:00:00Z', '2026-02-01T00:00:00Z'),
      detect(names.y, { vendor_domain: vendor.vendor_domain }, 6, '2023-06-01T00:00:00Z', '2026-08-01T00:00:00Z'),
      detect(names.z, { vendor_domain: vendor.vendor_domain }, 1, '2025-05-01T00:00:00Z', '2026-05-01T00:00:00Z'),
      // Aster ties Xeno on the latest evidence (2026-05-01): alphabetical order decides.
      detect(names.a, { tech_key: t2 }, 1, '2026-05-01T00:00:00Z', '2026-05-01T00:00:00Z'),
      detect(names.w, { tech_key: t3 }, 8, '2024-01-01T00:00:00Z', '2026-12-01T00:00:00Z'),
      detect(names.x, { tech_key: t3 }, 8, '2024-01-01T00:00:00Z', '2026-12-01T00:00:00Z'),
    ]);
    assert.equal(result.rejected_total, 0, JSON.stringify(result.rejected));
  });
  after(() => env.close());

  test('unions technologies and vendor-only relationships, one entry per company, latest evidence first', async () => {
    const res = await get(vendor.vendor_domain);
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(body.vendor, {
      vendor_slug: `vendor-${v}`,
      vendor_name: vendor.vendor_name,
      domain: vendor.vendor_domain,
      total_companies: 4,
    });
    assert.deepEqual(
      body.data.map((c: VendorCompany) => c.name),
      [names.y, names.a, names.x, names.z],
    );
    assert.deepEqual(body.pagination, { page: 1, limit: 50, total_results: 4, total_pages: 1, has_next: false, has_prev: false });
    const [y, a, x, z] = body.data;
    assert.deepEqual(x, {
      slug: `xeno-${v}`,
      name: names.x,
      primary_domain: domain(names.x),
      detection_count: 7,
      first_seen_at: '2024-01-01T00:00:00.000Z',
      last_seen_at: '2026-05-01T00:00:00.000Z',
      technologies_used: [
        { tech_key: t2, display_name: `Two ${v}` },
        { tech_key: t1, display_name: `One ${v}` },
      ],
    });
    assert.deepEqual(y, {
      slug: `yarrow-${v}`,
      name: names.y,
      primary_domain: domain(names.y),
      detection_count: 2,
      first_seen_at: '2023-06-01T00:00:00.000Z',
      last_seen_at: '2026-08-01T00:00:00.000Z',
      technologies_used: [{ tech_key: t2, display_name: `Two ${v}` }],
      additional_signals: [
        {
          signal: 'vendor_relationship',
          detection_count: 6,
          first_seen_at: '2023-06-01T00:00:00.000Z',
          last_seen_at: '2026-08-01T00:00:00.000Z',
        },
      ],
    });
    assert.deepEqual(z, {
      slug: `zinc-${v}`,
      name: names.z,
      primary_domain: domain(names.z),
      detection_count: 0,
      first_seen_at: '2025-05-01T00:00:00.000Z',
      last_seen_at: '2026-05-01T00:00:00.000Z',
      technologies_used: [],
      additional_signals: [
        {
          signal: 'vendor_relationship',
          detection_count: 1,
          first_seen_at: '2025-05-01T00:00:00.000Z',
          last_seen_at: '2026-05-01T00:00:00.000Z',
        },
      ],
    });
    assert.equal(a.detection_count, 1);
    assert.equal(a.additional_signals, undefined, 'no weaker signal: the field is absent');
  });

  test('looks the vendor up by its domain after normalization', async () => {
    for (const spelled of [
      `WWW.${vendor.vendor_domain.toUpperCase()}`,
      `https://${vendor.vendor_domain}/pricing`,
      ` ${vendor.vendor_domain}. `,
    ]) {
      const res = await get(spelled);
      assert.equal(res.statusCode, 200, spelled);
      assert.equal(res.json().vendor.domain, vendor.vendor_domain);
    }
  });

  test('an invalid domain is 400 invalid_domain, an unknown vendor 404 vendor_not_found', async () => {
    for (const bad of ['not a domain', 'localhost', 'a..b', '-', '%%%', '1.2.3.4']) {
      const res = await get(bad);
      assert.equal(res.statusCode, 400, bad);
      assert.deepEqual(res.json(), { error: 'invalid_domain', message: 'The domain is not a valid domain name.' });
    }
    // Exact domain: a subdomain of a vendor's domain is not that vendor.
    for (const unknown of [`${uniq('nobody')}.com`, `api.${vendor.vendor_domain}`]) {
      const res = await get(unknown);
      assert.equal(res.statusCode, 404, unknown);
      assert.deepEqual(res.json(), { error: 'vendor_not_found', message: 'No vendor has this domain.' });
    }
  });

  test('pages, include=firmographics, and limit bounds', async () => {
    const body = (await get(vendor.vendor_domain, '?limit=2&page=2&include=firmographics')).json();
    assert.deepEqual(
      body.data.map((c: VendorCompany) => c.name),
      [names.x, names.z],
    );
    assert.deepEqual(body.data[1].firmographics, { country: 'FR', tech_count: 0, tech_stack_size: 1, partnership_count: 0 });
    assert.deepEqual(body.pagination, { page: 2, limit: 2, total_results: 4, total_pages: 2, has_next: false, has_prev: true });
    assert.equal((await get(vendor.vendor_domain, '?limit=10000')).statusCode, 200);
    for (const q of ['?limit=10001', '?page=0', '?include=partners']) {
      const res = await get(vendor.vendor_domain, q);
      assert.equal(res.statusCode, 400, q);
      assert.equal(res.json().error, 'invalid_request', q);
    }
  });

  test('charges per company returned; 402 returns no data and charges nothing', async () => {
    const buyer = await createCustomer(env, { credits: 3 });
    const short = await get(vendor.vendor_domain, '', buyer.userKey);
    assert.equal(short.statusCode, 402);
    assert.equal(short.json().error, 'credit_exhausted');
    assert.equal(short.json().requested, 4);
    assert.equal(short.json().shortfall, 1);
    assert.equal(short.json().data, undefined);
    const ok = await get(vendor.vendor_domain, '?limit=3', buyer.userKey);
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.headers['x-credits-charged'], '3');
    assert.equal(ok.headers['x-credits-remaining'], '0');
  });

  test('a vendor with no companies yet answers an empty page', async () => {
    const lonely = uniq('lonely');
    await importRecords(env, [
      { type: 'technology', tech_key: lonely, display_name: lonely, vendor_name: lonely, vendor_domain: `${lonely}.io` },
    ]);
    const body = (await get(`${lonely}.io`)).json();
    assert.deepEqual(body.data, []);
    assert.equal(body.vendor.total_companies, 0);
  });

  // Last: it changes the data. The page order is kept per company and vendor (vendor_usage), rewritten by writes.
  test('the order follows newer evidence, and a technology that moves to the vendor brings its companies', async () => {
    const names_ = async () => (await get(vendor.vendor_domain)).json().data.map((c: VendorCompany) => c.name);
    assert.deepEqual(await names_(), [names.y, names.a, names.x, names.z]);
    let result = await importRecords(env, [detect(names.z, { tech_key: t1 }, 1, '2026-09-01T00:00:00Z', '2027-01-01T00:00:00Z')]);
    assert.equal(result.rejected_total, 0, JSON.stringify(result.rejected));
    assert.deepEqual(await names_(), [names.z, names.y, names.a, names.x]);
    // Elsewhere moves to this vendor: Wren comes in, and Xeno's latest evidence is now its Elsewhere detection
    // (2026-12-01, the same as Wren's: alphabetical order decides).
    result = await importRecords(env, [{ type: 'technology', tech_key: t3, display_name: `Elsewhere ${v}`, ...vendor }]);
    assert.equal(result.rejected_total, 0, JSON.stringify(result.rejected));
    const body = (await get(vendor.vendor_domain)).json();
    assert.deepEqual(
      body.data.map((c: VendorCompany) => c.name),
      [names.z, names.w, names.x, names.y, names.a],
    );
    assert.equal(body.vendor.total_companies, 5);
    assert.deepEqual((await get(other.vendor_domain)).json().data, []);
    assert.deepEqual(
      (await get(vendor.vendor_domain, '?limit=2&page=2')).json().data.map((c: VendorCompany) => c.name),
      [names.x, names.y],
    );
  });
});
