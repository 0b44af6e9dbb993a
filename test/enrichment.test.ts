import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestEnv, type TestEnv } from './support/harness.js';
import { createCustomer, importRecords, uniq, type Customer } from './support/factories.js';
import { schemaSerializer } from './support/serializer.js';
import { EnrichmentResponseSchema } from '../src/http/routes/v1/partnerships/schemas.js';

const day = (n: number) => new Date(Date.UTC(2025, 0, n)).toISOString();
const listing = (company: string, partner: string, last = 1, count = 1) => ({
  type: 'partnership',
  company,
  partner,
  partner_name: `Partner of ${partner}`,
  first_observed_at: day(1),
  last_observed_at: day(last),
  observation_count: count,
});

describe('POST /v1/enrich/partnerships', () => {
  let env: TestEnv;
  let customer: Customer;
  const n = uniq('en');
  const acme = `${n}-acme.com`;
  const quiet = `${n}-quiet.com`;
  const hub = `${n}-hub.com`;
  const enrich = (domains: unknown, key = customer.userKey) =>
    env.app.inject({ method: 'POST', url: '/v1/enrich/partnerships', headers: { 'x-api-key': key }, payload: { domains } });

  before(async () => {
    env = await startTestEnv();
    customer = await createCustomer(env, { credits: 100_000 });
    const r = await importRecords(env, [
      { type: 'company', name: 'Acme', primary_domain: acme, slug: `${n}-acme` },
      { type: 'company', name: 'Quiet', primary_domain: quiet },
      { type: 'company', name: 'Hub', primary_domain: hub },
      { type: 'company', name: 'Lister', primary_domain: `${n}-lister.com` },
      listing(acme, `${n}-p1.com`, 5, 2),
      // a name the JSON writers must escape alike: quotes, a backslash, a tab, accents, an emoji
      { type: 'company', name: 'Odd', primary_domain: `${n}-odd.com` },
      { ...listing(`${n}-odd.com`, `${n}-p2.com`, 4), partner_name: 'Ünïcødé "Quoted" \\ Tab\there 🚀' },
      { ...listing(`${n}-lister.com`, acme, 9, 3), partner_name: undefined },
      ...Array.from({ length: 105 }, (_, i) => listing(hub, `${n}-h${i}.com`, i + 1)),
    ]);
    assert.equal(r.rejected_total, 0, JSON.stringify(r.rejected));
  });
  after(() => env.close());

  test('one result per kept domain, in request order, with both directions of partnerships', async () => {
    const res = await enrich([acme, quiet, `${uniq('nobody')}.com`]);
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.deepEqual(
      body.results.map((r: { status: string }) => r.status),
      ['found', 'no_partnerships', 'not_tracked'],
    );
    const [found, none, unknown] = body.results;
    assert.equal(found.domain, acme);
    assert.equal(found.company_name, 'Acme');
    assert.equal(found.slug, `${n}-acme`);
    assert.equal(typeof found.company_id, 'number');
    assert.equal(found.partnership_count, 2);
    assert.deepEqual(found.partnerships[0], {
      partner_name: 'Lister',
      partner_domain: `${n}-lister.com`,
      partner_slug: 'lister',
      first_observed_at: day(1),
      last_observed_at: day(9),
      observation_count: 3,
      category: null,
      description: null,
    });
    assert.equal(found.partnerships[1].partner_domain, `${n}-p1.com`);
    assert.deepEqual(none, {
      domain: quiet,
      status: 'no_partnerships',
      company_name: 'Quiet',
      company_id: none.company_id,
      slug: 'quiet',
      partnerships: [],
      partnership_count: 0,
    });
    assert.deepEqual(unknown, {
      domain: unknown.domain,
      status: 'not_tracked',
      company_name: null,
      company_id: null,
      slug: null,
      partnerships: [],
      partnership_count: 0,
    });
    assert.equal(body.total_domains_requested, 3);
    assert.equal(body.domains_found, 2);
    assert.equal(body.domains_with_partnerships, 1);
  });

  test('normalization: trim, lowercase, www., URLs, duplicates merged; no dot or > 253 characters dropped', async () => {
    const long = `${'a'.repeat(250)}.com`;
    const fresh = await createCustomer(env);
    const res = await enrich(
      [
        `  WWW.${acme.toUpperCase()} `,
        'localhost',
        `https://${acme}/about`,
        long,
        '',
        `blog.${quiet}`,
        'not a domain.com',
        'NOT A DOMAIN.com ',
        'www.com',
        quiet,
      ],
      fresh.userKey,
    );
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.deepEqual(
      body.results.map((r: { domain: string; status: string }) => [r.domain, r.status]),
      [
        [acme, 'found'],
        [`blog.${quiet}`, 'no_partnerships'], // a host of a known company resolves to it
        ['not a domain.com', 'not_tracked'], // malformed but plausible: answered, never looked up
        [quiet, 'no_partnerships'],
      ],
    );
    assert.equal(body.total_domains_requested, 4);
    assert.equal(body.domains_found, 3);
    assert.equal(res.headers['x-credits-charged'], '2', 'quiet is one company, charged once');
  });

  // The partner entries are JSON text written by the database, put in place (http/wire/enrichment-body.ts): the
  // body must be exactly what the response schema's serializer writes for it (members in its order, nothing extra).
  test("the body is the text the response schema's serializer writes", async () => {
    const serializer = schemaSerializer(EnrichmentResponseSchema);
    const res = await enrich([hub, acme, quiet, `${n}-odd.com`, `${uniq('nobody')}.com`, 'not_a_domain.']);
    assert.equal(res.statusCode, 200, res.body);
    assert.match(res.body, /"partner_name":"Ünïcødé \\"Quoted\\" \\\\ Tab\\there 🚀"/);
    assert.equal(res.body, await serializer.serialize(res.body));
    await serializer.close();
  });

  test('a hub lists its 100 most recent partners; partnership_count has them all', async () => {
    const body = (await enrich([hub])).json();
    const [r] = body.results;
    assert.equal(r.partnership_count, 105);
    assert.equal(r.partnerships.length, 100);
    assert.equal(r.partnerships[0].last_observed_at, day(105));
    assert.equal(r.partnerships[99].last_observed_at, day(6));
  });

  test('more than 100 domains after normalization is 400 batch_too_large; duplicates and dropped entries do not count', async () => {
    const many = Array.from({ length: 101 }, (_, i) => `d${i}-${n}.com`);
    const res = await enrich(many);
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().error, 'batch_too_large');
    assert.equal(res.json().max_batch_size, 100);
    const fine = await enrich([...many.slice(0, 100), many[0]!.toUpperCase(), 'nodot', 'x'.repeat(300) + '.com']);
    assert.equal(fine.statusCode, 200, fine.body);
    assert.equal(fine.json().total_domains_requested, 100);
  });

  test('a malformed body is 400 invalid_request, never a 500', async () => {
    for (const payload of [undefined, [], [1, 2], 'acme.com', null, [null], [acme, { a: 1 }]]) {
      const res = await enrich(payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.equal(res.json().error, 'invalid_request');
    }
    const noBody = await env.app.inject({ method: 'POST', url: '/v1/enrich/partnerships', headers: { 'x-api-key': customer.userKey } });
    assert.equal(noBody.statusCode, 400);
    // only entries that all get dropped: an empty result, not an error
    const dropped = await enrich(['nodot', 'x']);
    assert.equal(dropped.statusCode, 200);
    assert.deepEqual(dropped.json(), { results: [], total_domains_requested: 0, domains_found: 0, domains_with_partnerships: 0 });
  });

  test('charges the resolved companies, not the partners inside; 30-day re-access; a shortfall is a clean 402', async () => {
    const org = await createCustomer(env, { credits: 2 });
    const first = await enrich([acme, quiet, `${uniq('nobody')}.com`], org.orgKey);
    assert.equal(first.statusCode, 200, 'organization keys are accepted');
    assert.equal(first.headers['x-credits-charged'], '2');
    assert.equal(first.headers['x-credits-remaining'], '0');
    const again = await enrich([quiet, acme], org.userKey);
    assert.equal(again.statusCode, 200);
    assert.equal(again.headers['x-credits-charged'], '0');
    const short = await enrich([acme, hub], org.userKey);
    assert.equal(short.statusCode, 402);
    assert.deepEqual(Object.keys(short.json()).sort(), ['error', 'message', 'requested', 'shortfall']);
    assert.equal(short.json().shortfall, 1);
    const after = await env.app.inject({ method: 'GET', url: `/admin/v1/orgs/${org.orgId}`, headers: env.admin });
    assert.equal(after.json().credit_balance, 0, 'the 402 charged nothing');
  });
});
