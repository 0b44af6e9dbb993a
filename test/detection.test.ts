import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestEnv, type TestEnv } from './support/harness.js';
import { createCustomer, importRecords, uniq, type Customer } from './support/factories.js';
import { FixtureWeb, htmlPage } from './support/fixture-web.js';
import { testCrawl, waitForJob } from './support/crawl.js';

/**
 * Issue 17 end to end, as a new user would try it: a site served on 127.0.0.1 whose pages carry WordPress, HubSpot
 * and Stripe, with a partner page of logos; a refresh through the API; its technologies read with their evidence
 * and its partners with types and attributions.
 */
describe('detection and partner extraction through a refresh', () => {
  let env: TestEnv;
  let web: FixtureWeb;
  let customer: Customer;
  const host = `${uniq('fernway')}.test`;
  const origin = `https://${host}`;

  const home = `<!DOCTYPE html><html lang="en"><head>
<meta charset="utf-8"><title>Fernway | Field service software</title>
<meta property="og:site_name" content="Fernway">
<meta name="generator" content="WordPress 6.5.2">
<link rel="stylesheet" href="/wp-content/themes/fernway/style.css?ver=1.4">
<script src="https://js.stripe.com/v3/"></script>
</head><body class="home page-template-default">
<header><nav><a href="/">Home</a> <a href="/pricing/">Pricing</a> <a href="/partners/">Partners</a></nav></header>
<main><h1>Schedule every job in one place</h1><p>Fernway plans routes for field teams.</p></main>
<footer>&copy; 2026 Fernway Ltd.</footer>
<script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/4412873.js"></script>
</body></html>`;

  const logo = (domain: string, name: string) =>
    `<li class="logo"><a href="https://www.${domain}/"><img src="/wp-content/uploads/${name.toLowerCase()}.svg" alt="${name}"></a></li>`;
  const partners = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Partners | Fernway</title>
<meta name="generator" content="WordPress 6.5.2"></head><body>
<header><nav><a href="/">Home</a> <a href="/partners/">Partners</a></nav></header>
<main>
<h1>Our partners</h1>
<section><h2>Technology partners</h2><p>Fernway integrates with the tools your team already uses.</p>
<ul class="logo-grid">${logo('quickbooks.com', 'QuickBooks')}${logo('xero.com', 'Xero')}${logo('salesforce.com', 'Salesforce')}</ul></section>
<section><h2>Resellers</h2><ul class="logo-grid">${logo('northfieldsystems.co.uk', 'Northfield Systems')}</ul></section>
<section><h2>Trusted by</h2><ul class="logo-grid">${logo('acmeplumbing.com', 'Acme Plumbing')}</ul></section>
</main>
<footer><a href="https://www.linkedin.com/company/fernway">LinkedIn</a></footer>
</body></html>`;

  // a second site: a first-party script file and a robots.txt that name technologies
  const scripted = `${uniq('quillmoor')}.test`;

  before(async () => {
    web = await new FixtureWeb().start();
    web.site(scripted, {
      '/robots.txt': { headers: { 'content-type': 'text/plain' }, body: '# Powered by Shoporama\nUser-agent: *\nAllow: /\n' },
      '/': htmlPage({ title: 'Quillmoor', body: '<h1>Quillmoor</h1><script src="/assets/app.js"></script>' }),
      '/assets/app.js': {
        headers: { 'content-type': 'application/javascript' },
        body: `(function(){var t=document.createElement('img');t.src='https://cdn.aarki.net/px?id=7';})();\n${'/* bundle */\n'.repeat(2000)}`,
      },
    });
    web.site(host, {
      '/': { headers: { 'content-type': 'text/html; charset=utf-8', 'x-powered-by': 'PHP/8.2.10' }, body: home },
      '/partners/': { headers: { 'content-type': 'text/html; charset=utf-8' }, body: partners },
    });
    env = await startTestEnv({ crawlOverrides: web.overrides(), crawl: testCrawl });
    customer = await createCustomer(env, { credits: 10_000 });
    env.container.startWorker({ pollMs: 20 });
  });
  after(async () => {
    await env.close();
    await web.close();
  });

  const get = (url: string) => env.app.inject({ method: 'GET', url, headers: { 'x-api-key': customer.userKey } });

  /** Refreshes one domain through the API and waits for its job to complete. */
  const refreshed = async (domain: string) => {
    const submitted = await env.app.inject({
      method: 'POST',
      url: '/v1/companies/refresh',
      headers: { 'x-api-key': customer.userKey, 'content-type': 'application/json' },
      payload: { domains: [domain] },
    });
    assert.equal(submitted.statusCode, 202, submitted.body);
    const job = (await waitForJob(env, submitted.headers.location as string, { 'x-api-key': customer.userKey })).json();
    assert.equal(job.status, 'completed', JSON.stringify(job));
  };

  test('a refreshed site shows WordPress, HubSpot and Stripe with evidence, and its partners with types and the page', async () => {
    await refreshed(host);

    const res = await get(`/v1/companies/${host}?include=evidence`);
    assert.equal(res.statusCode, 200, res.body);
    const company = res.json();
    assert.equal(company.name, 'Fernway');
    type Entry = { tech_key: string; vendor_name: string | null; evidence: { source: string; url: string | null; matched: string }[] };
    const byKey = new Map((company.technologies as Entry[]).map((t) => [t.tech_key, t]));
    for (const key of ['wordpress', 'hubspot', 'stripe', 'php']) assert.ok(byKey.has(key), `${key} in ${[...byKey.keys()].join(', ')}`);

    const wordpress = byKey.get('wordpress')!;
    assert.equal(wordpress.vendor_name, 'WordPress');
    assert.ok(
      wordpress.evidence.some((e) => e.source === 'meta' && e.url === `${origin}/` && /WordPress 6\.5\.2/.test(e.matched)),
      JSON.stringify(wordpress.evidence),
    );
    const stripe = byKey.get('stripe')!;
    assert.ok(
      stripe.evidence.some((e) => e.source === 'script_src' && e.matched.includes('js.stripe.com')),
      JSON.stringify(stripe.evidence),
    );
    const hubspot = byKey.get('hubspot')!;
    assert.ok(
      hubspot.evidence.some((e) => e.source === 'script_src' && e.matched.includes('js.hs-scripts.com')),
      JSON.stringify(hubspot.evidence),
    );
    assert.ok(
      byKey.get('php')!.evidence.some((e) => e.source === 'headers' && e.matched.includes('PHP/8.2.10')),
      JSON.stringify(byKey.get('php')!.evidence),
    );
    for (const entry of byKey.values()) {
      assert.ok(entry.evidence.length >= 1 && entry.evidence.length <= 5, `${entry.tech_key}: ${entry.evidence.length} pieces of evidence`);
      for (const e of entry.evidence) assert.ok(e.matched.length <= 200);
    }
    // Without include=evidence the entries carry none.
    const plain = (await get(`/v1/companies/${host}?include=technologies`)).json();
    assert.equal(
      plain.technologies.some((t: { evidence?: unknown }) => 'evidence' in t),
      false,
    );

    const listed = await get(`/v1/companies/${host}/partnerships?limit=100`);
    assert.equal(listed.statusCode, 200, listed.body);
    type Partner = { partner_domain: string; partner_name: string; partnership_type: string };
    const found = new Map((listed.json().data as Partner[]).map((p) => [p.partner_domain, p]));
    assert.deepEqual([...found.keys()].sort(), ['northfieldsystems.co.uk', 'quickbooks.com', 'salesforce.com', 'xero.com']);
    assert.equal(found.get('xero.com')!.partnership_type, 'technology');
    assert.equal(found.get('xero.com')!.partner_name, 'Xero');
    assert.equal(found.get('northfieldsystems.co.uk')!.partnership_type, 'channel');
    for (const partner of found.keys()) {
      const pair = await get(`/v1/partnerships/${host}/${partner}`);
      assert.equal(pair.statusCode, 200, pair.body);
      const attributions = pair.json().attributions as { source: string; url?: string; source_label: string }[];
      assert.ok(
        attributions.some((a) => a.source === 'partner_page' && a.url === `${origin}/partners/` && a.source_label === 'Our partners'),
        JSON.stringify(attributions),
      );
    }
    // customers are not partners, nor is the site's social profile
    assert.equal(found.has('acmeplumbing.com'), false);
    assert.equal(found.has('linkedin.com'), false);
  });

  test("a first-party script file's and robots.txt's technologies, with the file and robots.txt as evidence", async () => {
    await refreshed(scripted);
    const company = (await get(`/v1/companies/${scripted}?include=evidence`)).json();
    type Entry = { tech_key: string; evidence: { source: string; url: string | null; matched: string }[] };
    const byKey = new Map((company.technologies as Entry[]).map((t) => [t.tech_key, t]));
    assert.deepEqual(
      byKey.get('aarki')?.evidence.map((e) => [e.source, e.url]),
      [['scripts', `https://${scripted}/assets/app.js`]],
      JSON.stringify(company.technologies),
    );
    assert.deepEqual(
      byKey.get('shoporama')?.evidence.map((e) => [e.source, e.url]),
      [['robots', `https://${scripted}/robots.txt`]],
      JSON.stringify(company.technologies),
    );
    assert.equal(web.hits(scripted, '/assets/app.js'), 1);
  });

  test('the technology catalogue holds the whole fingerprint set with categories once a worker has started', async () => {
    const deadline = Date.now() + 30_000;
    let body: { technologies: { tech_key: string; categories: string[] }[] } | undefined;
    while (Date.now() < deadline) {
      const res = await get('/v1/technologies?q=shopify&limit=100');
      assert.equal(res.statusCode, 200, res.body);
      body = res.json();
      if (body!.technologies.some((t) => t.tech_key === 'shopify')) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const shopify = body!.technologies.find((t) => t.tech_key === 'shopify');
    assert.ok(shopify, JSON.stringify(body));
    assert.ok(shopify.categories.includes('Ecommerce'), JSON.stringify(shopify));
    const { rows } = await env.container.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM technologies`);
    assert.ok(rows[0]!.n > 7_000, `${rows[0]!.n} technologies`);
  });

  test('an imported detection says import in its evidence', async () => {
    const domain = `${uniq('imported')}.com`;
    await importRecords(env, [
      { type: 'company', name: 'Imported Co', primary_domain: domain },
      {
        type: 'detection',
        company: domain,
        tech_key: 'wordpress',
        detection_count: 3,
        first_seen: '2026-01-01T00:00:00Z',
        last_seen: '2026-06-01T00:00:00Z',
      },
    ]);
    const res = await get(`/v1/companies/${domain}?include=evidence`);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().technologies[0].evidence, [
      { source: 'import', url: null, matched: null, observed_at: '2026-06-01T00:00:00.000Z' },
    ]);
  });
});
