import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { startTestEnv, type TestEnv } from './support/harness.js';
import { createCustomer, uniq, type Customer } from './support/factories.js';
import { FixtureWeb, htmlPage } from './support/fixture-web.js';
import { testCrawl, waitForJob } from './support/crawl.js';

describe('refresh jobs through the API, against a fixture web on 127.0.0.1', () => {
  let env: TestEnv;
  let web: FixtureWeb;
  let customer: Customer;
  const name = uniq('site');
  const hosts = {
    ok: `${name}.test`,
    titled: `${name}-titled.test`,
    robots: `${name}-robots.test`,
    down: `${name}-down.test`,
    image: `${name}-image.test`,
    escape: `${name}-escape.test`,
    shared: `${name}-shared.test`,
    twinA: `${name}-twin-a.test`,
    twinB: `${name}-twin-b.test`,
    nul: `${name}-nul.test`,
  };
  /**
   * Sites that redirect to this machine in every address notation (contracts section 8). Only loopback forms: were
   * the guard to fail, the request would still stay on this machine; the other ranges (private, link-local, cloud
   * metadata) are refused by the guard's own table-driven tests without any connection (crawler/address-guard.test.ts).
   */
  const escapes = [
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0177.0.0.1/',
    'http://127.1/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://0.0.0.0/',
    'https://127.0.0.1:8443/admin',
  ].map((location, i) => ({ host: `${name}-escape-${i}.test`, location, error: 'blocked_address' }));
  // A single-label name is never looked up (the resolver's search domains would make it an internal name).
  escapes.push({ host: `${name}-escape-local.test`, location: 'http://localhost/', error: 'dns_not_found' });

  before(async () => {
    web = await new FixtureWeb().start();
    web
      .site(hosts.ok, { '/': htmlPage({ title: 'Welcome | Acme Robotics', siteName: 'Acme Robotics' }) })
      .site(hosts.titled, { '/': htmlPage({ title: 'Globex Corporation - Home' }) })
      .site(hosts.robots, { '/robots.txt': { headers: { 'content-type': 'text/plain' }, body: 'User-agent: *\nDisallow: /\n' } })
      .site(hosts.down, { '/': { status: 503, body: 'maintenance' } })
      .site(hosts.image, { '/': { headers: { 'content-type': 'image/png' }, body: Buffer.from([0x89, 0x50, 0x4e, 0x47]) } })
      .site(hosts.escape, { '/': { status: 302, headers: { location: 'http://127.0.0.1:9/' } } })
      .site(hosts.twinA, { '/': htmlPage({ siteName: `Twin ${name}` }) })
      .site(hosts.twinB, { '/': htmlPage({ siteName: `Twin ${name}` }) })
      .site(hosts.shared, { '/': { ...htmlPage({ siteName: 'Shared Co' }), delayMs: 300 } })
      // a stray NUL byte in the page's name (the database cannot store one)
      .site(hosts.nul, { '/': htmlPage({ title: 'Nul\u0000 Works', siteName: 'Nul\u0000 Works' }) });
    for (const e of escapes) web.site(e.host, { '/': { status: 302, headers: { location: e.location } } });
    // Two crawl threads: the sites are spread over both (crawl-thread.ts), as on a machine with cores to spare.
    env = await startTestEnv({ crawlOverrides: web.overrides(), crawl: { ...testCrawl, threads: 2 } });
    customer = await createCustomer(env);
  });
  after(async () => {
    await env.close();
    await web.close();
  });

  const key = () => ({ 'x-api-key': customer.userKey });
  const refresh = (domains: unknown[], headers = key()) =>
    env.app.inject({
      method: 'POST',
      url: '/v1/companies/refresh',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: { domains },
    });

  test('a refresh is 202 with a Location; polling shows it running with Retry-After: 60, then completed', async () => {
    const res = await refresh([hosts.ok, `WWW.${hosts.titled.toUpperCase()}`, 'not a domain']);
    assert.equal(res.statusCode, 202);
    const { job_id } = res.json();
    assert.match(job_id, /^[0-9a-f-]{36}$/);
    assert.equal(res.headers.location, `/v1/jobs/${job_id}`);
    const running = await env.app.inject({ method: 'GET', url: res.headers.location, headers: key() });
    assert.equal(running.json().status, 'running');
    assert.equal(running.headers['retry-after'], '60');
    assert.equal(running.json().completed_at, null);
    assert.deepEqual(running.json().summary, { succeeded: 0, failed: 1, processing: 2, total: 3 });
    assert.equal(running.json().data_freshness, undefined);

    env.container.startWorker({ pollMs: 20 });
    const done = await waitForJob(env, res.headers.location as string, key());
    const job = done.json();
    assert.equal(done.headers['retry-after'], undefined);
    assert.equal(job.status, 'completed');
    assert.deepEqual(job.summary, { succeeded: 2, failed: 1, processing: 0, total: 3 });
    assert.deepEqual(job.domains, [
      { domain: hosts.ok, status: 'succeeded', error: null },
      { domain: hosts.titled, status: 'succeeded', error: null },
      { domain: 'not a domain', status: 'failed', error: 'invalid_domain' },
    ]);
    assert.ok(Date.parse(job.completed_at) >= Date.parse(job.submitted_at));
    assert.ok(job.data_freshness.detections_applied_at);
    assert.equal(
      Date.parse(job.data_freshness.derived_views_ready_by) - Date.parse(job.data_freshness.detections_applied_at),
      env.config.derivedViewDelaySeconds * 1000,
    );
    assert.match(job.data_freshness.note, /3600 seconds/);

    // The companies now exist, named from og:site_name, or from the title's brand.
    const acme = await env.app.inject({ method: 'GET', url: `/v1/companies/${hosts.ok}`, headers: key() });
    assert.equal(acme.statusCode, 200);
    assert.equal(acme.json().name, 'Acme Robotics');
    const globex = await env.app.inject({ method: 'GET', url: `/v1/companies/${hosts.titled}`, headers: key() });
    assert.equal(globex.json().name, 'Globex Corporation');
  });

  test(
    'crawl threads run below the priority of the thread that serves the API (Linux)',
    { skip: process.platform !== 'linux' && 'nice values are per thread on Linux only' },
    (t) => {
      // The test above crawled two domains: at least one of the two crawl threads has started. Nothing else in this
      // process changes a thread's priority.
      const nice = (task: string) => {
        const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      };
      const main = nice(String(process.pid));
      if (main > 9) return t.skip(`the tests run at nice ${main}: a crawl thread cannot go 10 below it`);
      const lowered = main + 10;
      const others = readdirSync('/proc/self/task')
        .filter((task) => task !== String(process.pid))
        .map(nice);
      const below = others.filter((n) => n === lowered).length;
      assert.ok(below >= 1 && below <= 2, `threads 10 below the main thread's nice ${main}: ${below} of ${others.join(', ')}`);
      assert.ok(
        others.every((n) => n === main || n === lowered),
        `every other thread keeps the process's priority: ${others.join(', ')}`,
      );
    },
  );

  test('each failure gets its contract code, and the job fails when every domain does', async () => {
    const res = await refresh([hosts.robots, hosts.down, hosts.image, hosts.escape, `${name}-nowhere.test`]);
    env.container.startWorker({ pollMs: 20 });
    const job = (await waitForJob(env, res.headers.location as string, key())).json();
    assert.equal(job.status, 'failed');
    assert.deepEqual(
      job.domains.map((d: { error: string }) => d.error),
      ['robots_disallowed', 'http_503', 'not_html', 'blocked_address', 'dns_not_found'],
    );
    // robots.txt forbade the home page: it was never fetched. A 503 was retried (transient), up to 3 attempts.
    assert.equal(web.hits(hosts.robots, '/'), 0);
    assert.equal(web.hits(hosts.down, '/'), 3);
  });

  test('a redirect to this machine is refused in every address notation, and an IP literal is no domain', async () => {
    const res = await refresh([...escapes.map((e) => e.host), '127.0.0.1', '[::1]', '2130706433']);
    env.container.startWorker({ pollMs: 20 });
    const job = (await waitForJob(env, res.headers.location as string, key())).json();
    assert.equal(job.status, 'failed');
    assert.deepEqual(
      job.domains.map((d: { domain: string; error: string }) => [d.domain, d.error]),
      [
        ...escapes.map((e) => [e.host, e.error]),
        ['127.0.0.1', 'invalid_domain'],
        ['[::1]', 'invalid_domain'],
        ['2130706433', 'invalid_domain'],
      ],
    );
  });

  test('two refreshes of one domain at once share one fetch', async () => {
    const before = web.hits(hosts.shared, '/');
    const [a, b] = await Promise.all([refresh([hosts.shared]), refresh([hosts.shared, hosts.ok])]);
    env.container.startWorker({ pollMs: 20 });
    for (const res of [a, b]) assert.equal((await waitForJob(env, res.headers.location as string, key())).json().status, 'completed');
    assert.equal(web.hits(hosts.shared, '/') - before, 1);
  });

  test('two new companies of one name crawled at once both succeed, with different slugs', async () => {
    const res = await refresh([hosts.twinA, hosts.twinB]);
    env.container.startWorker({ pollMs: 20 });
    assert.equal((await waitForJob(env, res.headers.location as string, key())).json().status, 'completed');
    const slugs = await Promise.all(
      [hosts.twinA, hosts.twinB].map(
        async (h) => (await env.app.inject({ method: 'GET', url: `/v1/companies/${h}`, headers: key() })).json().slug,
      ),
    );
    assert.equal(new Set(slugs).size, 2, JSON.stringify(slugs));
  });

  test('a page with a NUL byte in its name is crawled, and the name kept with U+FFFD', async () => {
    const res = await refresh([hosts.nul]);
    env.container.startWorker({ pollMs: 20 });
    const job = (await waitForJob(env, res.headers.location as string, key())).json();
    assert.equal(job.status, 'completed', JSON.stringify(job));
    const company = await env.app.inject({ method: 'GET', url: `/v1/companies/${hosts.nul}`, headers: key() });
    assert.equal(company.json().name, 'Nul\ufffd Works');
  });

  test('a job is visible only to the key that created it', async () => {
    const res = await refresh([hosts.ok]);
    const url = res.headers.location as string;
    const stranger = await createCustomer(env);
    for (const headers of [{ 'x-api-key': stranger.userKey }, { 'x-api-key': customer.orgKey }]) {
      const other = await env.app.inject({ method: 'GET', url, headers });
      assert.equal(other.statusCode, 404);
      assert.equal(other.json().error, 'job_not_found');
    }
    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-a-uuid']) {
      const none = await env.app.inject({ method: 'GET', url: `/v1/jobs/${id}`, headers: key() });
      assert.equal(none.json().error, 'job_not_found');
    }
  });

  test('more than 100 distinct domains, or than the key allows, is 400 batch_too_large; none is 400', async () => {
    const many = await refresh(Array.from({ length: 101 }, (_, i) => `d${i}.${name}.test`));
    assert.equal(many.statusCode, 400);
    assert.equal(many.json().error, 'batch_too_large');
    assert.equal(many.json().max_batch_size, 100);
    const small = await createCustomer(env, { batchLimit: 2 });
    const three = await refresh(['a.test', 'b.test', 'c.test', 'A.test'], { 'x-api-key': small.userKey });
    assert.equal(three.json().max_batch_size, 2);
    const none = await refresh([]);
    assert.equal(none.statusCode, 400);
    assert.equal(none.json().error, 'invalid_request');
  });

  test('operators crawl without credits through the admin API', async () => {
    const res = await env.app.inject({
      method: 'POST',
      url: '/admin/v1/crawl',
      headers: { ...env.admin, 'content-type': 'application/json' },
      payload: { domains: [hosts.titled, hosts.ok, 'bad entry'] },
    });
    assert.equal(res.statusCode, 202);
    assert.equal(res.headers.location, `/admin/v1/jobs/${res.json().job_id}`);
    env.container.startWorker({ pollMs: 20 });
    const job = (await waitForJob(env, res.headers.location as string, env.admin)).json();
    assert.equal(job.status, 'completed');
    assert.deepEqual(job.summary, { succeeded: 2, failed: 1, processing: 0, total: 3 });
    const summaryOnly = await env.app.inject({ method: 'GET', url: `${res.headers.location}?domains_limit=0`, headers: env.admin });
    assert.deepEqual(summaryOnly.json().domains, []);
    // An operator crawl is not a customer's job, and a refresh is not an operator crawl.
    const asCustomer = await env.app.inject({ method: 'GET', url: `/v1/jobs/${res.json().job_id}`, headers: key() });
    assert.equal(asCustomer.statusCode, 404);
  });
});
