import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { applyObservation, type SiteObservation } from '../src/import/apply-observation.js';
import { ENGINE, startTestEnv, type TestEnv } from './support/harness.js';
import { createCustomer, importRecords, uniq, type Customer } from './support/factories.js';

/**
 * Applying what a crawl found (ARCHITECTURE.md, Jobs and the crawler): through the import's writes, in one
 * transaction, idempotent. Read back through the API, as a customer would.
 */
describe('applying a crawl observation', () => {
  let env: TestEnv;
  let customer: Customer;
  const tech = uniq('crawltech');
  before(async () => {
    env = await startTestEnv();
    customer = await createCustomer(env, { credits: 100_000 });
    await importRecords(env, [
      {
        type: 'technology',
        tech_key: tech,
        display_name: 'Crawl Tech',
        vendor_name: 'Crawl Vendor',
        vendor_domain: `${tech}.com`,
        categories: ['CMS'],
      },
    ]);
  });
  after(() => env.close());

  // As the worker does: the writing process moves its own view of the data version at commit (caches follow).
  const apply = async (obs: SiteObservation) => {
    const outcome = await env.container.db.transaction((tx) => applyObservation(tx, obs));
    if (outcome.dataVersion) env.container.dataVersion.observe(outcome.dataVersion);
    return outcome;
  };
  const read = async (domain: string) => {
    const res = await env.app.inject({
      method: 'GET',
      url: `/v1/companies/${domain}?include=technologies`,
      headers: { 'x-api-key': customer.userKey },
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json();
  };
  const partners = async (domain: string) =>
    (
      await env.app.inject({ method: 'GET', url: `/v1/companies/${domain}/partnerships`, headers: { 'x-api-key': customer.userKey } })
    ).json();

  test('the same crawl applied twice leaves the same state; a later one counts once more', async () => {
    const domain = `${uniq('seen')}.test`;
    const partner = `${uniq('partner')}.test`;
    const obs: SiteObservation = {
      domain,
      observedAt: new Date('2026-11-01T10:00:00Z'),
      siteName: 'Seen Co',
      detections: [{ techKey: tech, evidence: [{ source: 'meta', url: `https://${domain}/`, matched: 'generator' }] }],
      partnerships: [
        { partnerDomain: partner, partnerName: 'Partner Co', type: 'technology', url: `https://${domain}/partners`, label: 'Partners' },
      ],
    };
    const first = await apply(obs);
    assert.equal(first.created, true);
    assert.ok(first.dataVersion);
    const once = { company: await read(domain), partners: await partners(domain) };
    assert.equal(once.company.name, 'Seen Co');
    assert.equal(once.company.technologies[0].detection_count, 1);
    assert.equal(once.partners.data[0].partner_domain, partner);
    assert.equal(once.partners.data[0].observation_count, 1);

    const again = await apply(obs);
    assert.equal(again.created, false);
    assert.deepEqual({ company: await read(domain), partners: await partners(domain) }, once);
    const evidence = await env.container.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM detection_evidence e JOIN companies c ON c.id = e.company_id WHERE c.primary_domain = $1`,
      [domain],
    );
    assert.equal(evidence.rows[0]!.n, 1);

    await apply({ ...obs, observedAt: new Date('2026-11-08T10:00:00Z'), siteName: 'Renamed' });
    const later = await read(domain);
    assert.equal(later.name, 'Seen Co', 'a known company keeps its name');
    assert.equal(later.technologies[0].detection_count, 2);
    assert.equal(later.technologies[0].first_seen, '2026-11-01T10:00:00.000Z');
    assert.equal(later.technologies[0].last_seen, '2026-11-08T10:00:00.000Z');
    assert.equal((await partners(domain)).data[0].observation_count, 2);
  });

  test('a site with no name of its own is named from its domain', async () => {
    const domain = `${uniq('blue-harbor')}.test`;
    await apply({ domain, observedAt: new Date(), siteName: null, detections: [], partnerships: [] });
    assert.match((await read(domain)).name, /^Blue Harbor/);
  });

  test(
    'crawls applied at once that name the same new partners, or partners whose names give the same slug, all apply',
    { skip: ENGINE !== 'postgres' && 'concurrent transactions need PostgreSQL' },
    async () => {
      const name = uniq('Veltera');
      const shared = `${name.toLowerCase()}.com`;
      // eight sites list the same partner, and another partner each under the same name (the same slug)
      const sites = Array.from({ length: 8 }, (_, i) => `${uniq('lister')}-${i}.test`);
      const outcomes = await Promise.allSettled(
        sites.map((domain, i) =>
          apply({
            domain,
            observedAt: new Date('2026-11-20T10:00:00Z'),
            siteName: null,
            detections: [],
            partnerships: [
              { partnerDomain: shared, partnerName: name, type: 'technology', url: `https://${domain}/partners`, label: 'Partners' },
              {
                partnerDomain: `${name.toLowerCase()}-${i}.io`,
                partnerName: name,
                type: 'channel',
                url: `https://${domain}/partners`,
                label: 'Partners',
              },
            ],
          }),
        ),
      );
      assert.deepEqual(
        outcomes.filter((o) => o.status === 'rejected').map((o) => String((o as PromiseRejectedResult).reason)),
        [],
      );
      const { rows } = await env.container.db.query<{ n: number; slugs: number }>(
        `SELECT count(*)::int AS n, count(DISTINCT slug)::int AS slugs FROM companies WHERE name = $1`,
        [name],
      );
      assert.deepEqual(rows[0], { n: 9, slugs: 9 });
      const shares = await env.app.inject({
        method: 'GET',
        url: `/v1/partnerships/${shared}/${sites[0]}`,
        headers: { 'x-api-key': customer.userKey },
      });
      assert.equal(shares.statusCode, 200, shares.body);
    },
  );
});
