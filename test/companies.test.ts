import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestEnv, type TestEnv } from './support/harness.js';
import { companyFixture, createCustomer, importRecords, uniq, type Customer } from './support/factories.js';

describe('GET /v1/companies/{identifier}', () => {
  let env: TestEnv;
  let customer: Customer;
  const acme = companyFixture();
  const get = (identifier: string, key = customer.userKey) =>
    env.app.inject({ method: 'GET', url: `/v1/companies/${encodeURIComponent(identifier)}`, headers: { 'x-api-key': key } });

  before(async () => {
    env = await startTestEnv();
    customer = await createCustomer(env);
    const result = await importRecords(env, [
      ...acme.records,
      {
        type: 'related',
        company: acme.domain,
        related: { name: 'Acme Labs', domain: `${acme.name}-labs.com` },
        relationship: 'subsidiary',
      },
      { type: 'related', company: acme.domain, related: { name: 'Old Parent Holdings' }, relationship: 'parent' },
    ]);
    assert.equal(result.rejected_total, 0, JSON.stringify(result.rejected));
  });
  after(() => env.close());

  test('resolves by primary domain, slug, another domain, and messy spellings', async () => {
    for (const id of [
      acme.domain,
      acme.name,
      `${acme.name}.net`,
      `WWW.${acme.domain.toUpperCase()}`,
      `https://www.${acme.domain}/about`,
      `blog.${acme.domain}`,
    ]) {
      const res = await get(id);
      assert.equal(res.statusCode, 200, id);
      assert.equal(res.json().primary_domain, acme.domain, id);
    }
  });

  test('returns the base record, with related companies and without empty fields', async () => {
    const body = (await get(acme.domain)).json();
    assert.deepEqual(body, {
      name: `Company ${acme.name}`,
      primary_domain: acme.domain,
      slug: acme.name,
      partnership_count: 1,
      domains: [acme.domain, `${acme.name}.net`],
      investors: ['Granite Peak Ventures'],
      related_companies: [
        { name: 'Old Parent Holdings', slug: null, primary_domain: null, relationship: 'parent' },
        { name: 'Acme Labs', slug: 'acme-labs', primary_domain: `${acme.name}-labs.com`, relationship: 'subsidiary' },
      ],
    });
    // The partner exists as a minimal record: no investors, no related companies, no nulls.
    const partner = (await get(acme.partner)).json();
    assert.deepEqual(Object.keys(partner).sort(), ['domains', 'name', 'partnership_count', 'primary_domain', 'slug']);
    assert.equal(partner.partnership_count, 1);
    assert.equal(partner.name, `Partner ${acme.name}`);
  });

  test('an unknown company is 404 company_not_found', async () => {
    for (const id of [`${uniq('nobody')}.com`, uniq('no-slug')]) {
      const res = await get(id);
      assert.equal(res.statusCode, 404);
      assert.deepEqual(res.json(), { error: 'company_not_found', message: 'No company matches this identifier.', identifier: id });
    }
  });

  test('an identifier that is neither a domain nor a slug is 404, never a 500', async () => {
    for (const id of ['a..b', '%%%', 'UPPER_case', 'x'.repeat(2000), '.com', '-', 'ü.ü', 'a b']) {
      const res = await get(id);
      assert.equal(res.statusCode, 404, id);
      assert.equal(res.json().error, 'company_not_found');
    }
    // A NUL character is refused in every text parameter alike (PostgreSQL cannot hold one).
    const nul = await get('a\u0000b.com');
    assert.equal(nul.statusCode, 400);
    assert.equal(nul.json().message, 'Path parameter identifier must not contain a NUL character.');
  });

  test('a path parameter past 2048 characters is 400 invalid_request', async () => {
    const res = await get('x'.repeat(3000));
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().error, 'invalid_request');
  });

  test('an organization key reads companies too', async () => {
    assert.equal((await get(acme.domain, customer.orgKey)).statusCode, 200);
  });
});

describe('GET /v1/companies/{identifier}?include=', () => {
  let env: TestEnv;
  let customer: Customer;
  const p = uniq('inc');
  const [popular, middling, rare, loner] = ['popular', 'middling', 'rare', 'loner'].map((t) => `${p}-${t}`) as [
    string,
    string,
    string,
    string,
  ];
  const [acme, other1, other2, bare] = ['acme', 'other1', 'other2', 'bare'].map((n) => `${p}-${n}.com`) as [string, string, string, string];
  const vendorOnly = `${p}-crm.com`; // a vendor whose technology the company does not run
  const popularVendor = `${p}-vendor.com`; // vendor of `popular`, also seen vendor-only on acme: listed once, as the technology
  const get = (identifier: string, query = '', key = customer.userKey) =>
    env.app.inject({ method: 'GET', url: `/v1/companies/${encodeURIComponent(identifier)}${query}`, headers: { 'x-api-key': key } });
  const detection = (company: string, tech: string, count = 2) => ({
    type: 'detection',
    company,
    tech_key: tech,
    detection_count: count,
    first_seen: '2025-01-02T00:00:00Z',
    last_seen: '2026-10-01T12:30:00Z',
  });

  before(async () => {
    env = await startTestEnv();
    customer = await createCustomer(env);
    const result = await importRecords(env, [
      { type: 'technology', tech_key: popular, display_name: 'Popular', vendor_name: 'Popular Inc', vendor_domain: popularVendor },
      { type: 'technology', tech_key: middling, display_name: 'Middling', vendor_name: 'Middling Co', vendor_domain: `${p}-mid.com` },
      { type: 'technology', tech_key: rare, display_name: 'Rare' },
      { type: 'technology', tech_key: loner, display_name: 'Loner', vendor_name: 'CRM Corp', vendor_domain: vendorOnly },
      ...[acme, other1, other2, bare].map((d) => ({ type: 'company', name: `Co ${d}`, primary_domain: d })),
      { type: 'company', name: 'Lonely', primary_domain: `${p}-lonely.com`, firmographics: { country: 'de' } },
      detection(acme, rare, 5),
      detection(acme, middling),
      detection(acme, popular),
      detection(other1, popular),
      detection(other2, popular),
      detection(other1, middling),
      {
        type: 'detection',
        company: acme,
        vendor_domain: vendorOnly,
        detection_count: 1,
        first_seen: '2026-01-01T00:00:00Z',
        last_seen: '2026-02-01T00:00:00Z',
      },
      {
        type: 'detection',
        company: acme,
        vendor_domain: popularVendor,
        detection_count: 1,
        first_seen: '2026-01-01T00:00:00Z',
        last_seen: '2026-02-01T00:00:00Z',
      },
    ]);
    assert.equal(result.rejected_total, 0, JSON.stringify(result.rejected));
  });
  after(() => env.close());

  test('technologies: most popular first, vendor-only entries included, every field present', async () => {
    const res = await get(acme, '?include=technologies');
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(
      body.technologies.map((t: { tech_key: string }) => t.tech_key),
      // popular: 3 companies; middling: 2; then the CRM vendor (vendor-only, keyed by its slug) and rare, 1 each: by key
      [popular, middling, ...['crm-corp', rare].sort()],
    );
    assert.deepEqual(body.technologies[0], {
      tech_key: popular,
      display_name: 'Popular',
      vendor_name: 'Popular Inc',
      vendor_slug: 'popular-inc',
      vendor_only: false,
      detection_count: 2,
      first_seen: '2025-01-02T00:00:00.000Z',
      last_seen: '2026-10-01T12:30:00.000Z',
    });
    const crm = body.technologies.find((t: { tech_key: string }) => t.tech_key === 'crm-corp');
    assert.deepEqual(crm, {
      tech_key: 'crm-corp',
      display_name: 'CRM Corp',
      vendor_name: 'CRM Corp',
      vendor_slug: 'crm-corp',
      vendor_only: true,
      detection_count: 1,
      first_seen: '2026-01-01T00:00:00.000Z',
      last_seen: '2026-02-01T00:00:00.000Z',
    });
    const rareEntry = body.technologies.find((t: { tech_key: string }) => t.tech_key === rare);
    assert.equal(rareEntry.vendor_name, null);
    assert.equal(rareEntry.vendor_slug, null);
    // Distinct vendors of the whole stack: Popular Inc, Middling Co, CRM Corp.
    assert.equal(body.vendor_count, 3);
    assert.equal(body.firmographics, undefined);
  });

  test('firmographics: known values, derived counts, tech_stack_size >= tech_count', async () => {
    const body = (await get(acme, '?include=firmographics')).json();
    assert.deepEqual(body.firmographics, { tech_count: 3, tech_stack_size: 4, partnership_count: 0 });
    assert.equal(body.technologies, undefined);
    assert.equal(body.vendor_count, undefined);
    const lonely = (await get(`${p}-lonely.com`, '?include=firmographics')).json();
    assert.deepEqual(lonely.firmographics, { country: 'DE', tech_count: 0, tech_stack_size: 0, partnership_count: 0 });
  });

  test('both includes, in any order and with spaces; technologies omitted when none is detected', async () => {
    const both = (await get(acme, '?include=firmographics,%20technologies')).json();
    assert.ok(both.technologies.length === 4 && both.firmographics.tech_count === 3);
    const none = (await get(bare, '?include=technologies,firmographics')).json();
    assert.equal('technologies' in none, false);
    assert.equal('vendor_count' in none, false);
    assert.equal(none.firmographics.tech_count, 0);
    for (const v of Object.values(none)) assert.notEqual(v, null);
  });

  test('an unknown include value is 400 invalid_request', async () => {
    for (const q of ['?include=partnerships', '?include=technologies,bogus', '?include=Technologies']) {
      const res = await get(acme, q);
      assert.equal(res.statusCode, 400, q);
      assert.equal(res.json().error, 'invalid_request');
      assert.match(res.json().message, /technologies, firmographics/);
    }
  });

  test('the list is capped at 100 entries; vendor_count covers the whole stack', async () => {
    const big = `${p}-big.com`;
    const records: object[] = [{ type: 'company', name: 'Big Stack', primary_domain: big }];
    for (let i = 0; i < 105; i++) {
      records.push({
        type: 'technology',
        tech_key: `${p}-t${i}`,
        display_name: `T${i}`,
        vendor_name: `V${i}`,
        vendor_domain: `${p}-v${i}.com`,
      });
      records.push(detection(big, `${p}-t${i}`));
    }
    assert.equal((await importRecords(env, records)).rejected_total, 0);
    const body = (await get(big, '?include=technologies,firmographics')).json();
    assert.equal(body.technologies.length, 100);
    assert.equal(body.vendor_count, 105);
    assert.equal(body.firmographics.tech_count, 105);
  });

  test('metered: 1 credit the first time, free on re-access; a 402 returns no data', async () => {
    const first = await get(other1, '?include=technologies,firmographics');
    assert.equal(first.headers['x-credits-charged'], '1');
    const again = await get(other1, '?include=technologies');
    assert.equal(again.headers['x-credits-charged'], '0');
    const broke = await createCustomer(env, { credits: 0 });
    const res = await get(other2, '?include=technologies,firmographics', broke.userKey);
    assert.equal(res.statusCode, 402);
    assert.deepEqual(Object.keys(res.json()).sort(), ['error', 'message', 'requested', 'shortfall']);
    assert.equal(res.json().error, 'credit_exhausted');
  });
});
