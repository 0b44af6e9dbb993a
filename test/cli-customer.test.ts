import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENGINE, startTestEnv, type TestEnv } from './support/harness.js';
import { companyFixture, createCustomer, importRecords, uniq, type Customer } from './support/factories.js';
import { listen, runCli } from './support/customer-cli.js';
import { FixtureWeb, htmlPage } from './support/fixture-web.js';
import { testCrawl } from './support/crawl.js';
import { as, cond, definition } from './support/lists.js';

/**
 * The customer commands (contracts section 10) as a customer runs them: a child process with KEIRETSU_URL and
 * KEIRETSU_API_KEY, against the server on a port. Output formats and every exit code: 0, 1, 2, 3, 4, 5.
 */
describe(`customer commands: lookup, refresh, lists export, exit codes (${ENGINE})`, () => {
  let env: TestEnv;
  let web: FixtureWeb;
  let url: string;
  let customer: Customer;
  let dir: string;
  const acme = companyFixture();
  const globex = companyFixture();
  const site = `${uniq('site')}.test`;

  before(async () => {
    web = await new FixtureWeb().start();
    // Slow enough that the first poll finds the job running, and is told to come back in 60 s.
    web.site(site, { '/': { ...htmlPage({ siteName: 'Refreshed Co' }), delayMs: 500 } });
    env = await startTestEnv({ crawlOverrides: web.overrides(), crawl: testCrawl });
    env.container.startWorker({ pollMs: 20 });
    url = await listen(env);
    await importRecords(env, [...acme.records, ...globex.records]);
    customer = await createCustomer(env, { credits: 100 });
    dir = await mkdtemp(join(tmpdir(), 'keiretsu-cli-'));
  });
  after(async () => {
    await env.close();
    await web.close();
    await rm(dir, { recursive: true, force: true });
  });

  const run = (args: string[], key: string | undefined = customer.userKey) => runCli(args, { url, key });

  test('lookup prints a table, or one JSON object a line; a domain not found is an answer (exit 0)', async () => {
    const table = await run([
      'lookup',
      acme.domain,
      `WWW.${globex.domain}`,
      `${uniq('nope')}.com`,
      '--include',
      'technologies,firmographics',
    ]);
    assert.equal(table.code, 0, table.stderr);
    const lines = table.stdout.trimEnd().split('\n');
    assert.match(lines[0]!, /^DOMAIN +STATUS +NAME +SLUG +PRIMARY DOMAIN +COUNTRY +EMPLOYEES +PARTNERS +TECHNOLOGIES$/);
    assert.match(
      lines[1]!,
      new RegExp(`^${acme.domain} +found +Company ${acme.name} +${acme.name} +${acme.domain} +US +51-200 +1 +${acme.tech}$`),
    );
    assert.match(lines[2]!, new RegExp(`^WWW.${globex.domain} +found`));
    assert.match(lines[3]!, /not_found$/);

    const json = await run(['lookup', acme.domain, 'missing-company.com', '--json']);
    assert.equal(json.code, 0, json.stderr);
    const [record, missing] = json.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    assert.equal(record.slug, acme.name);
    assert.equal(record.technologies, undefined); // not asked for
    assert.deepEqual(missing, { domain: 'missing-company.com', status: 'not_found' });
  });

  test('exit 2 for usage, 3 for a missing or wrong key, 5 for any other API error or no server', async () => {
    assert.equal((await run(['lookup'])).code, 2);
    assert.equal((await run(['lookup', acme.domain, '--include', 'everything'])).code, 2);
    assert.equal((await run(['enrich', '--in', join(dir, 'absent.csv'), '--out', join(dir, 'o.csv')])).code, 2);
    const noKey = await run(['lookup', acme.domain], '');
    assert.equal(noKey.code, 3);
    assert.match(noKey.stderr, /KEIRETSU_API_KEY/);
    assert.equal((await run(['lookup', acme.domain], 'keiretsu_wrong')).code, 3);
    // Lists need a user key (403 user_credential_required): the key is the wrong kind, so 3 as well.
    assert.equal((await run(['lists', 'export', '1', '--out', join(dir, 'x.csv')], customer.orgKey)).code, 3);
    const missingList = await run(['lists', 'export', '2147483647', '--out', join(dir, 'x.csv')]);
    assert.equal(missingList.code, 5);
    assert.match(missingList.stderr, /list_not_found/);
    const down = await runCli(['lookup', acme.domain], { url: 'http://127.0.0.1:9', key: customer.userKey });
    assert.equal(down.code, 5);
    assert.match(down.stderr, /cannot reach http:\/\/127\.0\.0\.1:9/);
  });

  test('402 is surfaced at once with exit 4, from lookup and from enrich, and enrich resumes once credits are added', async () => {
    const poor = await createCustomer(env, { credits: 1 });
    const lookup = await run(['lookup', acme.domain, globex.domain], poor.userKey);
    assert.equal(lookup.code, 4);
    assert.match(lookup.stderr, /credits exhausted \(this call needs 1, 1 short\)/);
    assert.equal(lookup.stdout, ''); // a table is printed once every domain is looked up

    const input = join(dir, 'poor.csv');
    const out = join(dir, 'poor-out.csv');
    await writeFile(input, `domain\n${acme.domain}\n${globex.domain}\nnot a domain\n`);
    const enrich = await run(['enrich', '--in', input, '--out', out], poor.userKey);
    assert.equal(enrich.code, 4, enrich.stderr);
    assert.match(enrich.stderr, /credits exhausted \(this call needs 1, 1 short\)/);
    assert.equal((await readFile(out, 'utf8')).split('\r\n').length, 2); // the header alone: no partial batch

    await env.container.admin.adjustCredits(poor.orgId, 10);
    const resumed = await run(['enrich', '--in', input, '--out', out], poor.userKey);
    assert.equal(resumed.code, 0, resumed.stderr);
    const rows = (await readFile(out, 'utf8')).trimEnd().split('\r\n').slice(1);
    assert.deepEqual(
      rows.map((r) => r.split(',').slice(0, 2).join(',')),
      [`${acme.domain},found`, `${globex.domain},found`, 'not a domain,invalid'],
    );
  });

  test('refresh prints the job id; --wait polls as Retry-After says and exits 0 when completed, 1 when failed', async () => {
    const id = await run(['refresh', site]);
    assert.equal(id.code, 0, id.stderr);
    assert.match(id.stdout, /^[0-9a-f-]{36}\n$/);

    const failed = await run(['refresh', 'not a domain', '--wait']);
    assert.equal(failed.code, 1, failed.stderr);
    assert.equal(JSON.parse(failed.stdout).domains[0].error, 'invalid_domain');

    const started = Date.now();
    const completed = await run(['refresh', site, '--wait']);
    assert.equal(completed.code, 0, completed.stderr);
    const job = JSON.parse(completed.stdout);
    assert.equal(job.status, 'completed');
    assert.deepEqual(job.summary, { succeeded: 1, failed: 0, processing: 0, total: 1 });
    // The first poll found it running with Retry-After: 60, and the next one waited for it.
    assert.ok(Date.now() - started >= 60_000, `${Date.now() - started} ms`);
  });

  test("lists export writes the list's CSV, as the API serves it", async () => {
    const owner = as(env, customer.userKey);
    const created = await owner.post('/v1/lists', {
      name: uniq('list'),
      definition: definition(cond('technology', 'any_of', [acme.tech])),
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const out = join(dir, 'list.csv');
    const exported = await run(['lists', 'export', String(created.body.list_id), '--out', out]);
    assert.equal(exported.code, 0, exported.stderr);
    const csv = await readFile(out, 'utf8');
    assert.match(csv.split('\r\n')[0]!, /domain/);
    assert.ok(csv.includes(acme.domain), csv);
    const again = await env.app.inject({
      method: 'GET',
      url: `/v1/lists/${created.body.list_id}/export.csv`,
      headers: { 'x-api-key': customer.userKey },
    });
    assert.equal(csv, again.body);
  });
});
