import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readInstalledFingerprints } from '@keiretsu/detect';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ENGINE, startTestEnv, type TestEnv } from './support/harness.js';
import { createCustomer, uniq, type Customer } from './support/factories.js';
import { FixtureWeb, htmlPage } from './support/fixture-web.js';
import { testCrawl, waitForJob } from './support/crawl.js';

const run = promisify(execFile);

/** A technology no public set has, so that only a loaded set can detect it. */
const WIDGET = {
  'Fernway Widget': { cats: [5], html: ['<div id="fernway-widget-root"'], website: 'https://fernwaywidgets.example' },
};
/** The installed set's categories: a newer set keeps the ids our supplement's technologies use. */
const CATEGORIES = readInstalledFingerprints().categories;

describe('keiretsu fingerprints update: a newer set, used by workers and shown in the catalogue', () => {
  let env: TestEnv;
  let web: FixtureWeb;
  let customer: Customer;
  const host = `${uniq('widgets')}.test`;
  const dir = mkdtempSync(join(tmpdir(), 'keiretsu-fingerprints-'));

  before(async () => {
    web = await new FixtureWeb().start();
    web.site(host, { '/': htmlPage({ siteName: 'Widget Co', body: '<div id="fernway-widget-root" data-v="2"></div>' }) });
    env = await startTestEnv({ crawlOverrides: web.overrides(), crawl: testCrawl });
    customer = await createCustomer(env);
  });
  after(async () => {
    await env.close();
    await web.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a loaded set is in force: the catalogue gains its technologies and a refresh detects with it', async () => {
    const { info, added } = await env.container.fingerprints.update({ technologies: WIDGET, categories: CATEGORIES }, 'test set');
    assert.equal(info.technologyCount, 1);
    // the set's one technology and the supplement's, none of which the catalogue had
    assert.ok(added >= 1);
    const catalogue = await env.app.inject({
      method: 'GET',
      url: '/v1/technologies?q=fernway',
      headers: { 'x-api-key': customer.userKey },
    });
    assert.deepEqual(
      catalogue.json().technologies.map((t: { tech_key: string; categories: string[] }) => [t.tech_key, t.categories]),
      [['fernway-widget', ['Widgets']]],
    );

    env.container.startWorker({ pollMs: 20 });
    const submitted = await env.app.inject({
      method: 'POST',
      url: '/v1/companies/refresh',
      headers: { 'x-api-key': customer.userKey, 'content-type': 'application/json' },
      payload: { domains: [host] },
    });
    assert.equal(
      (await waitForJob(env, submitted.headers.location as string, { 'x-api-key': customer.userKey })).json().status,
      'completed',
    );
    const company = await env.app.inject({
      method: 'GET',
      url: `/v1/companies/${host}?include=evidence`,
      headers: { 'x-api-key': customer.userKey },
    });
    const widget = company.json().technologies.find((t: { tech_key: string }) => t.tech_key === 'fernway-widget');
    assert.ok(widget, company.body);
    assert.equal(widget.evidence[0].source, 'html');
    assert.match(widget.evidence[0].matched, /fernway-widget-root/);
  });

  test('the command reads a directory of letter files with categories beside it, and status shows the set', async () => {
    const technologies = join(dir, 'technologies');
    mkdirSync(technologies);
    writeFileSync(join(technologies, 'f.json'), JSON.stringify(WIDGET));
    writeFileSync(join(technologies, 'g.json'), JSON.stringify({ Gizmo: { cats: [5], meta: { generator: '^Gizmo' } } }));
    writeFileSync(join(dir, 'categories.json'), JSON.stringify(CATEGORIES));
    const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent' };
    if (ENGINE === 'postgres') childEnv.DATABASE_URL = env.config.databaseUrl;
    else {
      delete childEnv.DATABASE_URL;
      childEnv.KEIRETSU_DATA_DIR = join(dir, 'data');
    }
    const cli = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'src/main.ts', 'fingerprints', ...args], { env: childEnv });
    const updated = JSON.parse((await cli('update', technologies)).stdout);
    assert.equal(updated.technologies, 2);
    assert.equal(updated.warnings, 0, JSON.stringify(updated.first_warnings));
    const status = JSON.parse((await cli('status')).stdout);
    assert.equal(status.source, technologies);
    assert.equal(status.technologies, 2);
    assert.equal(status.sha256, updated.sha256);

    writeFileSync(join(dir, 'broken.json'), '{"technologies": ');
    await assert.rejects(cli('update', join(dir, 'broken.json')), (err: { code: number; stderr: string }) => {
      assert.equal(err.code, 1);
      assert.match(err.stderr, /broken\.json is not JSON/);
      return true;
    });
    writeFileSync(join(dir, 'empty.json'), '{"technologies": {}, "categories": {}}');
    await assert.rejects(cli('update', join(dir, 'empty.json')), /has no technology/);
  });
});
