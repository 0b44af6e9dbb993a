import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { buildApp } from '../src/app.js';
import { loadDemoData } from '../src/demo/load-demo.js';
import type { App } from '../src/http/types.js';
import { chromiumAvailable, CHROMIUM, launchChromium, type Browser } from './support/browser.js';
import { createCustomer, type Customer } from './support/factories.js';
import { ENGINE, startTestEnv, type TestEnv } from './support/harness.js';

/**
 * The web console end to end: a real server on a port with demo data, the console built by Vite, Debian's chromium
 * driven by playwright-core through every page as a new user would (sign in, find a company, its graph, a list built,
 * shared and exported), at laptop and phone sizes. Screenshots go to test-artifacts/console/<engine>/ (gitignored).
 * Without chromium the suite is skipped, visibly; in CI (CI=true) it fails instead.
 */
const SHOTS = new URL(`../test-artifacts/console/${ENGINE}/`, import.meta.url);
const DEMO_COMPANIES = 400;
const missing = !chromiumAvailable();

if (missing && process.env.CI === 'true') {
  test('chromium is installed for the console tests', () => {
    assert.fail(`${CHROMIUM} is missing: apt-get install -y chromium (.ci/run does it)`);
  });
}

describe(
  `web console in chromium (${ENGINE})`,
  { skip: missing ? `${CHROMIUM} not installed: apt-get install -y chromium` : false },
  () => {
    let env: TestEnv;
    let app: App;
    let base: string;
    let customer: Customer;
    let browser: Browser;
    let page: Page;
    let consoleDir: string;
    let hub: { name: string; slug: string };
    let second: { name: string; slug: string; primary_domain: string };
    let tech: { key: string; name: string };
    let shot = 0;

    const screenshot = async (name: string, p: Page = page, fullPage = true) => {
      shot += 1;
      await p.waitForTimeout(150);
      await p.screenshot({ path: new URL(`${String(shot).padStart(2, '0')}-${name}.png`, SHOTS).pathname, fullPage });
    };
    /** No horizontal scroll: the page is never wider than the window. */
    const assertFits = async (p: Page = page) => {
      const { scroll, width } = await p.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
      assert.ok(scroll <= width, `the page is ${scroll} px wide in a ${width} px window (${p.url()})`);
    };

    before(async () => {
      consoleDir = await mkdtemp(join(tmpdir(), 'keiretsu-console-'));
      await build({
        configFile: new URL('../web/vite.config.ts', import.meta.url).pathname,
        logLevel: 'warn',
        build: { outDir: consoleDir },
      });
      env = await startTestEnv();
      await loadDemoData(env.container.db, { companies: DEMO_COMPANIES });
      customer = await createCustomer(env, { credits: 1_000_000 });
      app = await buildApp(env.container, { logger: false, consoleDir });
      await app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

      // What to look for, read through the API as any client would.
      const headers = { 'x-api-key': customer.userKey };
      const top = (await app.inject({ url: '/v1/companies?limit=2&sort=-partnership_count', headers })).json() as {
        data: { name: string; slug: string; primary_domain: string }[];
      };
      [hub, second] = top.data as [typeof second, typeof second];
      const record = (await app.inject({ url: `/v1/companies/${hub.slug}?include=technologies`, headers })).json() as {
        technologies: { tech_key: string; display_name: string; vendor_only: boolean }[];
      };
      const t = record.technologies.find((x) => !x.vendor_only)!;
      tech = { key: t.tech_key, name: t.display_name };

      await rm(SHOTS, { recursive: true, force: true });
      await mkdir(SHOTS, { recursive: true });
      browser = await launchChromium();
      page = await browser.context.newPage();
      page.on('pageerror', (err) => assert.fail(`script error on ${page.url()}: ${err.message}`));
    });
    after(async () => {
      await browser?.close();
      await app?.close();
      await env?.close();
      if (consoleDir) await rm(consoleDir, { recursive: true, force: true });
    });

    test('the server: console routes get index.html with the CSP, the API and its documents are not shadowed', async () => {
      for (const path of [
        '/',
        `/companies/${hub.slug}`,
        `/companies/${hub.slug}/graph`,
        '/lists',
        '/lists/1',
        '/technologies',
        `/vendors/google.com`,
      ]) {
        const res = await fetch(base + path);
        assert.equal(res.status, 200, path);
        assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
        assert.match(res.headers.get('content-security-policy') ?? '', /script-src 'self'/, path);
        assert.equal(res.headers.get('x-frame-options'), 'DENY');
        assert.match(await res.text(), /<script type="module"/);
      }
      const api = await fetch(`${base}/v1/companies/${hub.slug}`);
      assert.equal(api.status, 401);
      assert.equal(((await api.json()) as { error: string }).error, 'missing_api_key');
      for (const path of ['/docs', '/openapi.json', '/health']) assert.equal((await fetch(base + path)).status, 200, path);
      const docs = await fetch(`${base}/docs`);
      assert.doesNotMatch(docs.headers.get('content-security-policy') ?? '', /script-src/, '/docs keeps its no-script policy');
      const unknown = await fetch(`${base}/nothing-here`);
      assert.equal(unknown.status, 404);
      assert.equal(((await unknown.json()) as { error: string }).error, 'not_found');
      assert.equal((await fetch(`${base}/assets/missing.js`)).status, 404);
    });

    test('a deep link asks to sign in first, refuses a wrong key, then opens the page asked for; the key stays in the session', async () => {
      await page.goto(`${base}/companies/${hub.slug}`);
      await page.getByLabel('API key').waitFor();
      assert.match(page.url(), /\/signin\?next=/);
      await screenshot('signin');
      await page.getByLabel('API key').fill('keiretsu_not_a_key');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText('That API key was not accepted.').waitFor();
      // Keyboard only: the field has the focus after an error; Enter submits.
      await page.getByLabel('API key').fill(customer.userKey);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: hub.name, level: 1 }).waitFor();
      assert.equal(new URL(page.url()).pathname, `/companies/${hub.slug}`);
      await page.getByText(/[\d,]+ credits left/).waitFor();
      const storage = await page.evaluate(() => ({ session: sessionStorage.getItem('keiretsu.apiKey'), local: localStorage.length }));
      assert.equal(storage.session, customer.userKey);
      assert.equal(storage.local, 0, 'nothing in localStorage');
    });

    test('search finds a company by name; its page shows technologies with evidence, firmographics and partners by type', async () => {
      await page.getByRole('link', { name: 'Companies' }).click();
      await page.getByLabel('Search companies').fill(second.name);
      await page.getByRole('link', { name: second.name, exact: true }).first().waitFor();
      await screenshot('search');
      await page.getByRole('link', { name: second.name, exact: true }).first().click();
      await page.getByRole('heading', { name: 'Technologies' }).waitFor();
      await page.getByRole('heading', { name: 'Partners' }).waitFor();
      await page.getByRole('heading', { name: 'Firmographics' }).waitFor();
      assert.equal(new URL(page.url()).pathname, `/companies/${second.slug}`);
      // Evidence: each technology's details open on demand.
      const evidence = page.locator('details summary').first();
      await evidence.click();
      await page.locator('ul.evidence li').first().waitFor();
      // Partners: one type only.
      await page.locator('table tbody tr').nth(1).waitFor();
      await page.getByLabel(/^technology \(/).check();
      await page.locator('section[aria-labelledby=partners-h] [role=status]', { hasText: 'match' }).waitFor();
      const types = await page.locator('section[aria-labelledby=partners-h] tbody .pill').allTextContents();
      assert.ok(types.length > 0 && types.every((t) => t === 'technology'), types.join(','));
      await page.getByText(/credits left/).waitFor();
      await screenshot('company');
    });

    test('refresh queues a crawl and shows the job as it stands', async () => {
      await page.getByRole('button', { name: 'Refresh data' }).click();
      // No crawl worker runs in this test: the job stays running, the page says so and waits as Retry-After says.
      await page.getByText(/Refresh running: 0 succeeded, 0 failed, 1 in progress/).waitFor();
      await page.getByRole('progressbar', { name: 'Refresh progress' }).waitFor();
    });

    test('the partner graph draws on a canvas at depth 1 and 2, offers more nodes, and compares two companies', async () => {
      await page.goto(`${base}/companies/${hub.slug}`);
      await page.getByRole('link', { name: 'Partner graph' }).click();
      await page.locator('.graph[data-ready] canvas').first().waitFor();
      await page.getByText(/companies drawn: \d+ of [\d,]+ direct partners/).waitFor();
      await screenshot('graph-depth-1');
      await page.getByRole('button', { name: /Show more/ }).click();
      await page.waitForURL(/max=100/);
      await page.locator('.graph[data-ready] canvas').first().waitFor();
      await page.getByLabel('Partners of partners').check();
      await page.waitForURL(/depth=2/);
      await page.locator('.graph[data-ready] canvas').first().waitFor();
      await page.getByText(/partners of partners \(lighter\)/).waitFor();
      await screenshot('graph-depth-2');
      // Every company drawn is also a link, for keyboards and screen readers.
      await page.getByText(/Companies in this graph \(\d+\)/).click();
      assert.ok((await page.locator('.node-list a').count()) > 10);

      await page.getByLabel('Compare with company').fill(second.slug);
      await page.getByRole('button', { name: 'Show both networks' }).click();
      await page.getByRole('heading', { name: `Shared network: ${hub.name} and ${second.name}` }).waitFor();
      await page.locator('.graph[data-ready] canvas').first().waitFor();
      const summary = await page.getByText(/shared partners \(highlighted\)/).textContent();
      assert.match(summary ?? '', /^\d+ shared partners/);
      await screenshot('graph-two-companies');
    });

    test('technology and vendor pages list the companies using them', async () => {
      await page.getByRole('link', { name: 'Technologies', exact: true }).click();
      await page.getByLabel('Search technologies').fill(tech.name);
      await page.getByRole('link', { name: tech.name, exact: true }).first().click();
      await page.getByRole('heading', { name: tech.name, level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'Companies using it' }).waitFor();
      await page.locator('table tbody tr').first().waitFor();
      await screenshot('technology');
      const vendor = page.locator('p.muted a[href^="/vendors/"]');
      if (await vendor.count()) {
        await vendor.click();
        await page.getByText(/companies use its technologies/).waitFor();
        await page.locator('table tbody tr').first().waitFor();
        await screenshot('vendor');
      }
    });

    test('a list: built with a live preview, members by tier with reasons, domains by hand, shared, exported as CSV', async () => {
      await page.getByRole('link', { name: 'Lists' }).click();
      await page.getByRole('button', { name: 'New list' }).click();
      await page.getByLabel('List name').fill('Console test list');
      await page.getByRole('button', { name: 'Create list' }).click();
      await page.getByRole('button', { name: 'Save definition' }).waitFor();
      await page.getByLabel('Condition 1 field').selectOption('technology');
      await page.getByLabel('Condition 1 values, separated by commas').fill(tech.key);
      await page.getByText(/Preview: [\d,]+ compan/).waitFor();
      await page.getByRole('button', { name: 'Add group' }).click();
      await page.getByLabel('Condition 2.1 field').selectOption('partnership_count');
      await page.getByLabel('Condition 2.1 operator').selectOption('gte');
      await page.getByLabel('Condition 2.1 value').fill('1');
      await page.getByRole('button', { name: 'Add condition to group 2' }).click();
      await page.getByLabel('Condition 2.2 field').selectOption('has_partner_page');
      await page.waitForFunction(() => /Preview: [\d,]+ compan/.test(document.querySelector('.preview')?.textContent ?? ''));
      await screenshot('list-builder');
      await page.getByRole('button', { name: 'Save definition' }).click();

      await page.getByRole('heading', { name: 'Members' }).waitFor();
      await page.locator('table.members tbody tr').first().waitFor();
      const firstReason = await page.locator('table.members ul.reasons li').first().textContent();
      assert.match(firstReason ?? '', /technology any of — (strong|weak|inferred)/);
      await page.getByRole('button', { name: /^High \(/ }).click();
      await page.waitForFunction(() => document.querySelector('[aria-pressed=true]')?.textContent?.startsWith('High'));

      // A domain by hand (tier high, "added by hand"), and one excluded.
      await page.getByLabel('Domains to add').fill(`${second.primary_domain}, not a domain`);
      await page.getByRole('button', { name: 'Add domains' }).click();
      await page.getByText(/Not accepted: not a domain \(/).waitFor();
      await page.locator('ul.chips li', { hasText: second.primary_domain }).waitFor();
      const excluded = (await page.locator('table.members tbody tr td:first-child .muted').first().textContent())!;
      await page.getByRole('button', { name: `Exclude ${excluded}` }).click();
      await page
        .locator('section', { has: page.getByRole('heading', { name: 'Excluded domains' }) })
        .getByText(excluded)
        .waitFor();

      await page.getByLabel('Share with').selectOption('org_wide');
      await page.getByLabel('Access level').selectOption('viewer');
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      await page.getByText('Everyone in the organization: viewer').waitFor();
      await screenshot('list');

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const file = await download;
      const csv = await readFile((await file.path())!, 'utf8');
      assert.equal(csv.split(/\r?\n/)[0], 'name,primary_domain,slug,tier');
      assert.ok(!csv.includes(`,${excluded},`), 'the excluded domain is not exported');
      await page.getByText(/Exported; [\d,]+ credits charged/).waitFor();
    });

    test('on a phone (390 px) every page fits the width', async () => {
      const phone = await browser.context.newPage();
      await phone.setViewportSize({ width: 390, height: 844 });
      phone.on('pageerror', (err) => assert.fail(`script error on ${phone.url()}: ${err.message}`));
      // A new tab has a session of its own: sign in there too.
      await phone.goto(`${base}/signin`);
      await phone.getByLabel('API key').fill(customer.userKey);
      await phone.getByRole('button', { name: 'Sign in' }).click();
      await phone.getByLabel('Search companies').waitFor();
      const lists = (await app.inject({ url: '/v1/lists', headers: { 'x-api-key': customer.userKey } })).json() as {
        data: { list_id: number }[];
      };
      const paths = [
        '/',
        `/companies/${hub.slug}`,
        `/companies/${hub.slug}/graph?depth=2`,
        `/companies/${hub.slug}/graph?with=${second.slug}`,
        `/technologies/${tech.key}`,
        '/lists',
        `/lists/${lists.data[0]!.list_id}`,
        `/lists/${lists.data[0]!.list_id}/edit`,
      ];
      for (const path of paths) {
        await phone.goto(base + path);
        await phone.locator('main h1').first().waitFor();
        await phone.waitForLoadState('networkidle');
        await assertFits(phone);
        await phone.getByText(/credits left/).waitFor();
        await screenshot(`phone${path.replace(/[^a-z0-9]+/gi, '-')}`, phone, false);
      }
      await phone.close();
    });

    test('keyboard: the skip link is the first stop and leads to the content; signing out forgets the key', async () => {
      await page.goto(`${base}/lists`);
      await page.getByRole('button', { name: 'New list' }).waitFor();
      const first = await page.evaluate(() => document.querySelector('a[href], button, input, select, textarea')?.textContent);
      assert.equal(first, 'Skip to content');
      await page.focus('a.skip');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'New list');
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByLabel('API key').waitFor();
      assert.equal(await page.evaluate(() => sessionStorage.getItem('keiretsu.apiKey')), null);
    });
  },
);
