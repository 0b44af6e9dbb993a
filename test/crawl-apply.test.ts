import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { applyObservation, applyObservations, type SiteObservation } from '../src/import/apply-observation.js';
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

  test('crawls applied together leave what the same crawls applied one by one leave', async () => {
    // Two groups of three sites, one applied in one call (as the crawl worker applies crawls that end together),
    // the other one crawl at a time; each names a shared partner, a partner of its own, and one (the last) also
    // names the first site, known by then in both groups.
    const group = (tag: string) => {
      const sites = [0, 1, 2].map((i) => `${uniq(`${tag}-site`)}-${i}.test`);
      const shared = `${uniq(`${tag}-hub`)}.test`;
      const observations: SiteObservation[] = sites.map((domain, i) => ({
        domain,
        observedAt: new Date(`2026-11-0${i + 1}T10:00:00Z`),
        siteName: `Site ${i}`,
        detections: [{ techKey: tech, evidence: [{ source: 'html', url: `https://${domain}/`, matched: `sig ${i}` }] }],
        partnerships: [
          { partnerDomain: shared, partnerName: 'Hub', type: 'technology', url: `https://${domain}/partners`, label: 'Partners' },
          {
            partnerDomain: `own-${i}-${shared}`,
            partnerName: `Own ${i}`,
            type: 'generic',
            url: `https://${domain}/partners`,
            label: 'Partners',
          },
          ...(i === 2
            ? [
                {
                  partnerDomain: sites[0]!,
                  partnerName: null,
                  type: 'channel' as const,
                  url: `https://${domain}/partners`,
                  label: 'Partners',
                },
              ]
            : []),
        ],
      }));
      return { sites, shared, observations };
    };
    const together = group('together');
    const alone = group('alone');
    const outcomes = await env.container.db.transaction((tx) => applyObservations(tx, together.observations));
    assert.deepEqual(
      outcomes.map((o) => o.created),
      [true, true, true],
    );
    env.container.dataVersion.observe(outcomes[0]!.dataVersion!);
    for (const o of alone.observations) await apply(o);
    // What a customer reads of each, with the domains that differ between the groups taken out; partner lists by
    // domain (ties of time fall to company ids, which differ between the groups).
    const byDomain = (r: { data: { partner_domain: string }[] }) => ({
      ...r,
      data: [...r.data].sort((a, b) => a.partner_domain.localeCompare(b.partner_domain)),
    });
    const view = async (g: ReturnType<typeof group>) => {
      const strip = (x: unknown) =>
        JSON.parse(
          g.sites.reduce((s, d, i) => s.replaceAll(d, `site${i}`), JSON.stringify(x)).replaceAll(g.shared, 'hub'),
          (k, v: unknown) =>
            k === 'id' || k === 'company_id' || k === 'partner_id' || k === 'slug' || k === 'partner_slug' ? undefined : v,
        ) as unknown;
      const sites = await Promise.all(
        g.sites.map(async (d) => ({ company: strip(await read(d)), partners: byDomain(strip(await partners(d)) as never) })),
      );
      return { sites, hub: byDomain(strip(await partners(g.shared)) as never) };
    };
    assert.deepEqual(await view(together), await view(alone));
    const hub = await partners(together.shared);
    assert.equal(hub.data.length, 3, 'the shared partner is listed by the three sites');
    // and applied together again: nothing moves
    const before = await view(together);
    await env.container.db.transaction((tx) => applyObservations(tx, together.observations));
    assert.deepEqual(await view(together), before);
  });

  test('a site with no name of its own is named from its domain', async () => {
    const domain = `${uniq('blue-harbor')}.test`;
    await apply({ domain, observedAt: new Date(), siteName: null, detections: [], partnerships: [] });
    assert.match((await read(domain)).name, /^Blue Harbor/);
  });

  test('text a page gave that PostgreSQL cannot store (a NUL byte, a lone surrogate) is kept with U+FFFD', async () => {
    // A page may hold a stray NUL byte; a JSON-LD name "\udfff" parses to a lone surrogate; a length cap can cut an
    // emoji's pair in half. Written as sent, the apply's JSON was refused by PostgreSQL and the site's crawl failed.
    const domain = `${uniq('odd-text')}.test`;
    const partner = `${uniq('partner')}.test`;
    const outcome = await apply({
      domain,
      observedAt: new Date('2026-11-02T10:00:00Z'),
      siteName: 'Odd \udfff Text\u0000',
      detections: [{ techKey: tech, evidence: [{ source: 'html', url: `https://${domain}/`, matched: 'generator \ud83d' }] }],
      partnerships: [{ partnerDomain: partner, partnerName: 'Pair \u{1f680} and \ud800 lone\u0000', type: 'technology', url: `https://${domain}/p`, label: 'Partners' }], // prettier-ignore
    });
    assert.ok(outcome);
    assert.equal((await read(domain)).name, 'Odd \ufffd Text\ufffd');
    const listed = await partners(domain);
    assert.deepEqual(
      listed.data.map((p: { partner_name: string }) => p.partner_name),
      ['Pair \u{1f680} and \ufffd lone\ufffd'],
    );
    const evidence = await env.app.inject({
      method: 'GET',
      url: `/v1/companies/${domain}?include=evidence`,
      headers: { 'x-api-key': customer.userKey },
    });
    assert.equal(evidence.statusCode, 200, evidence.body);
    assert.match(JSON.stringify(evidence.json()), /generator \ufffd/);
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
