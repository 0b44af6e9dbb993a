import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { BulkResponseSchema } from '../src/http/routes/v1/companies/schemas.js';
import { startTestEnv, type TestEnv } from './support/harness.js';
import { schemaSerializer } from './support/serializer.js';
import { createCustomer, importRecords, uniq, type Customer } from './support/factories.js';

describe('POST /v1/companies (bulk lookup)', () => {
  let env: TestEnv;
  let customer: Customer;
  const p = uniq('bulk');
  const a = `${p}-a.com`;
  const b = `${p}-b.com`;
  const tech = `${p}-tech`;
  const partners = [1, 2, 3].map((i) => `${p}-p${i}.io`);
  const post = (body: unknown, key = customer.userKey) =>
    env.app.inject({ method: 'POST', url: '/v1/companies', headers: { 'x-api-key': key }, payload: body as object });
  const partnership = (company: string, partner: string, type: string, first: string, last: string, count = 1) => ({
    type: 'partnership',
    company,
    partner,
    partner_name: `Name ${partner}`,
    partnership_type: type,
    first_observed_at: first,
    last_observed_at: last,
    observation_count: count,
  });

  before(async () => {
    env = await startTestEnv();
    customer = await createCustomer(env);
    const result = await importRecords(env, [
      { type: 'technology', tech_key: tech, display_name: 'The Tech', vendor_name: 'Tech Vendor', vendor_domain: `${p}-tv.com` },
      { type: 'company', name: 'Alpha', primary_domain: a, slug: `${p}-alpha`, domains: [`${p}-a.net`], firmographics: { country: 'FR' } },
      { type: 'company', name: 'Beta', primary_domain: b },
      ...partners.map((d) => ({ type: 'company', name: `Name ${d}`, primary_domain: d })),
      {
        type: 'detection',
        company: a,
        tech_key: tech,
        detection_count: 7,
        first_seen: '2025-01-01T00:00:00Z',
        last_seen: '2026-03-04T05:06:07Z',
      },
      // a lists p1 (oldest); p2 lists a (newest); a and p3 list each other: one entry, both observations merged
      partnership(a, partners[0]!, 'channel', '2024-01-01T00:00:00Z', '2024-06-01T00:00:00Z', 2),
      partnership(partners[1]!, a, 'technology', '2025-01-01T00:00:00Z', '2026-06-01T00:00:00Z'),
      partnership(a, partners[2]!, 'generic', '2023-01-01T00:00:00Z', '2025-01-01T00:00:00Z', 3),
      partnership(partners[2]!, a, 'technology', '2024-01-01T00:00:00Z', '2025-06-01T00:00:00Z', 4),
    ]);
    assert.equal(result.rejected_total, 0, JSON.stringify(result.rejected));
  });
  after(() => env.close());

  test('keeps request order, normalizes, collapses duplicates and rejects malformed entries', async () => {
    const nobody = `${uniq('nobody')}.com`;
    const res = await post({
      domains: [b.toUpperCase(), nobody, 'not a domain', `WWW.${a.toUpperCase()}`, a, `${p}-a.net`, `https://${a}/x`, 'bad..com'],
    });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(
      body.data.map((r: { domain: string; status: string }) => [r.domain, r.status]),
      [
        [b, 'tracked'],
        [nobody, 'not_tracked'],
        [a, 'tracked'],
        [`${p}-a.net`, 'tracked'],
      ],
    );
    assert.equal(body.total_domains_requested, 8);
    assert.equal(body.domains_found, 3);
    assert.deepEqual(body.domains_not_found, [nobody]);
    assert.equal(body.rejected, 2);
    assert.deepEqual(body.rejected_domains, ['not a domain', 'bad..com']);
    assert.deepEqual(body.data[1], {
      domain: nobody,
      status: 'not_tracked',
      technologies: [],
      partnerships: [],
      technology_count: 0,
      partnership_count: 0,
    });
  });

  // The body is assembled from pieces (http/wire/bulk-body.ts): it must be exactly what the response schema's
  // serializer writes for it (members in its order, nothing extra, nothing null).
  test("the body is the text the response schema's serializer writes", async () => {
    const serializer = schemaSerializer(BulkResponseSchema);
    const domains = [b, `${uniq('nobody')}.com`, 'not a domain', a, `${p}-a.net`];
    for (const include of [[], ['technologies'], ['technologies', 'partnerships', 'firmographics']]) {
      const res = await post({ domains, include });
      assert.equal(res.statusCode, 200);
      assert.equal(res.body, await serializer.serialize(res.body));
    }
    await serializer.close();
  });

  test('without include, sections are empty arrays and counts are still given', async () => {
    const [alpha] = (await post({ domains: [a] })).json().data;
    assert.deepEqual(alpha, {
      domain: a,
      status: 'tracked',
      company: { name: 'Alpha', primary_domain: a, slug: `${p}-alpha` },
      technologies: [],
      partnerships: [],
      technology_count: 1,
      partnership_count: 3,
    });
  });

  test('include fills technologies, partnerships (both directions, most recent first) and firmographics', async () => {
    const [alpha] = (await post({ domains: [`${p}-a.net`], include: ['technologies', 'partnerships', 'firmographics'] })).json().data;
    assert.deepEqual(alpha.technologies, [
      {
        tech_key: tech,
        display_name: 'The Tech',
        vendor_name: 'Tech Vendor',
        last_seen_at: '2026-03-04T05:06:07.000Z',
        evidence_count: 7,
        vendor_only: false,
      },
    ]);
    assert.deepEqual(alpha.partnerships, [
      {
        partner_name: `Name ${partners[1]}`,
        partner_domain: partners[1],
        partner_slug: alpha.partnerships[0].partner_slug,
        partnership_type: 'technology',
        first_observed_at: '2025-01-01T00:00:00.000Z',
        last_observed_at: '2026-06-01T00:00:00.000Z',
        observation_count: 1,
      },
      {
        partner_name: `Name ${partners[2]}`,
        partner_domain: partners[2],
        partner_slug: alpha.partnerships[1].partner_slug,
        partnership_type: 'technology',
        first_observed_at: '2023-01-01T00:00:00.000Z',
        last_observed_at: '2025-06-01T00:00:00.000Z',
        observation_count: 7,
      },
      {
        partner_name: `Name ${partners[0]}`,
        partner_domain: partners[0],
        partner_slug: alpha.partnerships[2].partner_slug,
        partnership_type: 'channel',
        first_observed_at: '2024-01-01T00:00:00.000Z',
        last_observed_at: '2024-06-01T00:00:00.000Z',
        observation_count: 2,
      },
    ]);
    for (const partner of alpha.partnerships) assert.match(partner.partner_slug, /^[a-z0-9-]+$/);
    assert.deepEqual(alpha.firmographics, { country: 'FR', tech_count: 1, tech_stack_size: 1, partnership_count: 3 });
  });

  test('metered once per company: two domains of one company cost 1; partners listed are charged too', async () => {
    const fresh = await createCustomer(env);
    const twice = await post({ domains: [a, `${p}-a.net`, `${uniq('nobody')}.com`] }, fresh.userKey);
    assert.equal(twice.headers['x-credits-charged'], '1');
    assert.equal(twice.headers['x-credits-remaining'], '999');
    const withPartners = await post({ domains: [a, b], include: ['partnerships'] }, fresh.userKey);
    // b is new (1) and a's three partners are new (3); a is inside its 30-day window
    assert.equal(withPartners.headers['x-credits-charged'], '4');
    const none = await post({ domains: [`${uniq('nobody')}.com`, 'typo'] }, fresh.userKey);
    assert.equal(none.headers['x-credits-charged'], '0');
  });

  test('a 402 returns no data', async () => {
    const broke = await createCustomer(env, { credits: 0 });
    const res = await post({ domains: [a, b] }, broke.userKey);
    assert.equal(res.statusCode, 402);
    assert.equal(res.json().error, 'credit_exhausted');
    assert.equal(res.json().requested, 2);
    assert.equal('data' in res.json(), false);
  });

  test("the key's batch ceiling counts well-formed domains only", async () => {
    const small = await createCustomer(env, { batchLimit: 2 });
    const over = await post({ domains: [a, b, `${uniq('c')}.com`] }, small.userKey);
    assert.equal(over.statusCode, 400);
    assert.equal(over.json().error, 'batch_too_large');
    assert.equal(over.json().max_batch_size, 2);
    const ok = await post({ domains: [a, b, 'x', 'y y', '...', `WWW.${b}`] }, small.userKey);
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.json().rejected, 3);
    assert.equal(ok.json().data.length, 2);
  });

  test('more than 100 well-formed domains is 400 batch_too_large; malformed entries do not count; 100 is fine', async () => {
    const mixed = Array.from({ length: 101 }, (_, i) => (i % 2 ? `${p}-n${i}.com` : 'typo'));
    const fine = await post({ domains: mixed });
    assert.equal(fine.statusCode, 200);
    assert.equal(fine.json().rejected, 51);
    const many = Array.from({ length: 101 }, (_, i) => `${p}-n${i}.com`);
    const res = await post({ domains: many });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().error, 'batch_too_large');
    assert.equal(res.json().max_batch_size, 100);
    const hundred = await post({ domains: Array.from({ length: 100 }, (_, i) => `${p}-n${i}.com`) });
    assert.equal(hundred.statusCode, 200);
    assert.equal(hundred.json().data.length, 100);
  });

  test('a malformed body is 400 invalid_request, never a 500', async () => {
    for (const body of [
      {},
      { domains: [] },
      { domains: 'a.com' },
      { domains: [1] },
      { domains: [a], include: ['bogus'] },
      { domains: [null] },
      [],
    ]) {
      const res = await post(body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(res.json().error, 'invalid_request', JSON.stringify(body));
    }
    const raw = await env.app.inject({
      method: 'POST',
      url: '/v1/companies',
      headers: { 'x-api-key': customer.userKey, 'content-type': 'application/json' },
      payload: '{"domains": [',
    });
    assert.equal(raw.statusCode, 400);
    assert.equal(raw.json().error, 'invalid_request');
  });

  test('partnerships are capped at the 100 most recent partners', async () => {
    const hub = `${p}-hub.com`;
    const records: object[] = [{ type: 'company', name: 'Hub', primary_domain: hub }];
    for (let i = 0; i < 105; i += 2) records.push({ type: 'company', name: `Hp ${i}`, primary_domain: `${p}-hp${i}.com` });
    for (let i = 0; i < 105; i++) {
      const day = String(1 + (i % 28)).padStart(2, '0');
      const month = String(1 + Math.floor(i / 28)).padStart(2, '0');
      const at = `2025-${month}-${day}T00:00:00Z`;
      records.push(i % 2 ? partnership(hub, `${p}-hp${i}.com`, 'generic', at, at) : partnership(`${p}-hp${i}.com`, hub, 'generic', at, at));
    }
    assert.equal((await importRecords(env, records)).rejected_total, 0);
    const [result] = (await post({ domains: [hub], include: ['partnerships'] })).json().data;
    assert.equal(result.partnership_count, 105);
    assert.equal(result.partnerships.length, 100);
    const lasts = result.partnerships.map((x: { last_observed_at: string }) => x.last_observed_at);
    assert.deepEqual(lasts, [...lasts].sort().reverse());
    assert.equal(lasts.at(-1), '2025-01-06T00:00:00.000Z'); // the five oldest are left out
  });
});

describe('batch requests take turns (KEIRETSU_BATCH_CONCURRENCY)', () => {
  let env: TestEnv;
  let customer: Customer;
  const p = uniq('turns');
  const domains = Array.from({ length: 30 }, (_, i) => `${p}-${i}.com`);

  before(async () => {
    env = await startTestEnv({ batchConcurrency: 1 });
    customer = await createCustomer(env);
    const result = await importRecords(env, [
      ...domains.map((d, i) => ({ type: 'company', name: `Turn ${i}`, primary_domain: d })),
      ...domains.slice(1).map((d) => ({
        type: 'partnership',
        company: domains[0],
        partner: d,
        partnership_type: 'technology',
        first_observed_at: '2026-01-01T00:00:00Z',
        last_observed_at: '2026-02-01T00:00:00Z',
      })),
    ]);
    assert.equal(result.rejected_total, 0, JSON.stringify(result.rejected));
  });
  after(() => env.close());

  const queued = async () => {
    const res = await env.app.inject({ method: 'GET', url: '/metrics', headers: env.admin });
    return Number(/^keiretsu_batch_requests_queued_total (\d+)$/m.exec(res.body)?.[1]);
  };

  test('one at a time: concurrent bulk lookups and enrichments all answer, in full, and the others waited', async () => {
    const before = await queued();
    const inject = (url: string, payload: object) =>
      env.app.inject({ method: 'POST', url, headers: { 'x-api-key': customer.userKey }, payload });
    const batches = Array.from({ length: 6 }, (_, i) => domains.slice(i * 5, i * 5 + 5));
    const responses = await Promise.all(
      batches.flatMap((batch) => [
        inject('/v1/companies', { domains: batch, include: ['partnerships'] }),
        inject('/v1/enrich/partnerships', { domains: batch }),
      ]),
    );
    for (const res of responses) assert.equal(res.statusCode, 200, res.body);
    const bulk = responses.filter((_, i) => i % 2 === 0).flatMap((res) => res.json().data);
    assert.deepEqual(bulk.map((r: { domain: string }) => r.domain).sort(), [...domains].sort());
    const enriched = responses.filter((_, i) => i % 2 === 1).flatMap((res) => res.json().results);
    assert.equal(enriched.length, 30);
    assert.equal(enriched.find((r: { domain: string }) => r.domain === domains[0]).partnerships.length, 29);
    const waited = (await queued()) - before;
    assert.ok(waited >= 6 && waited <= 11, `${waited} of 12 batches waited for a turn`);
    const gauges = (await env.app.inject({ method: 'GET', url: '/metrics', headers: env.admin })).body;
    assert.match(gauges, /^keiretsu_batch_requests\{state="running"\} 0$/m);
    assert.match(gauges, /^keiretsu_batch_requests\{state="waiting"\} 0$/m);
  });
});
