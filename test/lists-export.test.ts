import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ENGINE, startTestEnv, type TestEnv } from './support/harness.js';
import { createColleague, createCustomer, importRecords, uniq, type Customer } from './support/factories.js';
import { and, as, cond, daysAgo, definition, expectError, not, type Member } from './support/lists.js';

/**
 * The CSV export (contracts sections 6 and 7) over lists larger than one batch of the stream, and the preview's
 * ceiling of 10,000 (spec: capped).
 */
describe(`lists: CSV export and preview ceiling (${ENGINE})`, () => {
  let env: TestEnv;
  let owner: Customer;
  let a: ReturnType<typeof as>;
  const industry = uniq('ind');
  const tech = uniq('csv-tech');
  // 1,200 strong and 1,100 weak members: both tiers span more than one batch of the export (1,000 rows).
  const STRONG = 1200;
  const WEAK = 1100;
  const exportDefinition = () => definition(and(cond('industry', 'in', [industry]), cond('technology', 'any_of', [tech])));

  before(async () => {
    env = await startTestEnv();
    const domain = (i: number) => `${industry}-${i}.com`;
    // Names out of id order, with some that share a name: the export orders by name, then by company.
    const companies = Array.from({ length: STRONG + WEAK + 300 }, (_, i) => ({
      type: 'company',
      name: `Co ${(i * 7919) % 1000} ${industry}`,
      primary_domain: domain(i),
      firmographics: { industry },
    }));
    const detections = Array.from({ length: STRONG + WEAK }, (_, i) => ({
      type: 'detection',
      company: domain(i),
      tech_key: tech,
      detection_count: i < STRONG ? 2 : 1,
      first_seen: daysAgo(20),
      last_seen: daysAgo(2),
    }));
    // Companies first, then detections: one file of each is what the import's batches go through fastest.
    for (const records of [[{ type: 'technology', tech_key: tech, display_name: `Tech ${tech}` }, ...companies], detections]) {
      const imported = await importRecords(env, records);
      assert.equal(imported.rejected_total, 0, JSON.stringify(imported.rejected));
    }
    owner = await createCustomer(env, { credits: STRONG + WEAK + 100 });
    a = as(env, owner.userKey);
  });
  after(() => env.close());

  /** Every member through the members endpoint, in its order. */
  async function allMembers(user: ReturnType<typeof as>, listId: number): Promise<Member[]> {
    const out: Member[] = [];
    for (let offset = 0; ; offset += 1000) {
      const page = await user.get(`/v1/lists/${listId}/members?limit=1000&offset=${offset}`);
      out.push(...page.body.data);
      if (page.body.data.length < 1000) return out;
    }
  }

  const balance = async (customer: Customer) =>
    (await env.app.inject({ method: 'GET', url: `/admin/v1/orgs/${customer.orgId}`, headers: env.admin })).json().credit_balance as number;

  test('export.csv streams every member in member order, charged once per company and free again within 30 days', async () => {
    const id = await a.createList('export', exportDefinition());
    const res = await a.get(`/v1/lists/${id}/export.csv`);
    assert.equal(res.status, 200, res.text.slice(0, 300));
    assert.match(String(res.headers['content-type']), /^text\/csv; charset=utf-8/);
    assert.match(String(res.headers['content-disposition']), new RegExp(`attachment; filename="list-${id}\\.csv"`));
    assert.equal(res.headers['x-credits-charged'], String(STRONG + WEAK));
    assert.equal(res.headers['x-credits-remaining'], '100');
    assert.equal(await balance(owner), 100);

    const lines = res.text.split('\r\n');
    assert.equal(lines.pop(), '', 'every line ends with CRLF');
    assert.equal(lines[0], 'name,primary_domain,slug,tier');
    const members = await allMembers(a, id);
    assert.equal(members.length, STRONG + WEAK);
    assert.deepEqual(
      lines.slice(1),
      members.map((m) => `${m.name},${m.primary_domain},${m.slug},${m.tier}`),
      'the CSV holds the members, in the same order as the members endpoint',
    );
    assert.equal(lines.filter((l) => l.endsWith(',high')).length, STRONG);
    assert.equal(lines.filter((l) => l.endsWith(',medium')).length, WEAK);

    const again = await a.get(`/v1/lists/${id}/export.csv`);
    assert.equal(again.status, 200);
    assert.equal(again.headers['x-credits-charged'], '0', 'every member is within its 30-day window');
    assert.equal(again.headers['x-credits-remaining'], '100');
    assert.equal(again.text, res.text);
    const log = (await a.get(`/v1/lists/${id}/audit-log`)).body.data;
    assert.deepEqual(
      log.slice(0, 2).map((e: { event: string; details: object }) => [e.event, e.details]),
      [
        ['exported', { member_count: STRONG + WEAK, credits_charged: 0 }],
        ['exported', { member_count: STRONG + WEAK, credits_charged: STRONG + WEAK }],
      ],
    );
  });

  test('an export the balance cannot cover is 402 credit_exhausted: nothing charged, nothing sent, nothing logged', async () => {
    const poor = await createCustomer(env, { credits: 100 });
    const user = as(env, poor.userKey);
    const id = await user.createList('too big', exportDefinition());
    const res = await user.get(`/v1/lists/${id}/export.csv`);
    expectError(res, 402, 'credit_exhausted');
    assert.deepEqual(res.body, {
      error: 'credit_exhausted',
      message: res.body.message,
      requested: STRONG + WEAK,
      shortfall: STRONG + WEAK - 100,
    });
    assert.equal(await balance(poor), 100);
    const charges = await env.container.db.query<{ n: number }>('SELECT count(*)::int AS n FROM credit_charges WHERE org_id = $1', [
      poor.orgId,
    ]);
    assert.equal(charges.rows[0]!.n, 0);
    assert.ok(!(await user.get(`/v1/lists/${id}/audit-log`)).body.data.some((e: { event: string }) => e.event === 'exported'));
  });

  test('HEAD charges nothing; a viewer may export; another organization cannot see the list', async () => {
    const customer = await createCustomer(env, { credits: 10 });
    const user = as(env, customer.userKey);
    const id = await user.createList('small');
    const domains = [`${industry}-0.com`, `${industry}-1.com`];
    await user.post(`/v1/lists/${id}/domains`, { domains });
    const head = await user.head(`/v1/lists/${id}/export.csv`);
    assert.equal(head.status, 200);
    assert.equal(head.headers['x-credits-charged'], '0');
    assert.equal(head.text, '');
    assert.equal(await balance(customer), 10);

    const colleague = await createColleague(env, customer);
    await user.post(`/v1/lists/${id}/permissions`, { scope: 'user', user_id: colleague.userId, level: 'viewer' });
    const exported = await as(env, colleague.userKey).get(`/v1/lists/${id}/export.csv`);
    assert.equal(exported.status, 200);
    assert.equal(exported.headers['x-credits-charged'], '2');
    assert.equal(exported.text.split('\r\n').length, 4);
    expectError(await a.get(`/v1/lists/${id}/export.csv`), 404, 'list_not_found');
    expectError(await as(env, customer.orgKey).get(`/v1/lists/${id}/export.csv`), 403, 'user_credential_required');
  });

  test('CSV fields are quoted as RFC 4180 says, and a name that looks like a formula cannot run as one', async () => {
    const odd = [
      ['Acme, Inc.', `${industry}-comma.com`],
      ['The "Quoted" Company', `${industry}-quote.com`],
      ['=HYPERLINK("http://x")', `${industry}-formula.com`],
    ];
    await importRecords(
      env,
      odd.map(([name, domain]) => ({ type: 'company', name, primary_domain: domain })),
    );
    const id = await a.createList('odd names');
    await a.post(`/v1/lists/${id}/domains`, { domains: odd.map(([, d]) => d) });
    const res = await a.get(`/v1/lists/${id}/export.csv`);
    const rows = new Set(res.text.split('\r\n').slice(1, -1));
    assert.ok(rows.has(`"Acme, Inc.",${industry}-comma.com,acme-inc,high`), res.text);
    assert.ok(rows.has(`"The ""Quoted"" Company",${industry}-quote.com,the-quoted-company,high`), res.text);
    assert.ok(
      [...rows].some((r) => r.startsWith(`"'=HYPERLINK(""http://x"")",${industry}-formula.com,`)),
      res.text,
    );
  });

  test('preview-count stops at 10,000: capped at or above the ceiling, exact below it', async () => {
    const code = uniq('preview');
    const records = Array.from({ length: 10_001 }, (_, i) => ({
      type: 'company',
      name: `P ${i} ${code}`,
      primary_domain: `${code}-${i}.com`,
      // 9,999 companies founded in 1990, one in 1991, one in 1992
      firmographics: { industry: code, founded_year: i < 9_999 ? 1990 : i === 9_999 ? 1991 : 1992 },
    }));
    const imported = await importRecords(env, records);
    assert.equal(imported.rejected_total, 0);
    const preview = async (maxYear: number) =>
      (await a.post('/v1/lists/preview-count', definition(and(cond('industry', 'in', [code]), cond('founded_year', 'lte', maxYear))))).body;
    assert.deepEqual(await preview(1992), { count: 10_000, capped: true }, '10,001 matches');
    assert.deepEqual(await preview(1991), { count: 10_000, capped: true }, 'exactly 10,000: at the ceiling');
    assert.deepEqual(await preview(1990), { count: 9_999, capped: false });
  });

  test('preview-count of a technology on more than 10,000 companies, alone and with a country', async () => {
    // Counted from the technology's own detections when they reach the ceiling; with a country, by walking the
    // country's companies, the technology's companies hashed or probed company by company (list-definition-sql.ts:
    // probed where the planner's statistics say the country has few companies). Both need the catalogue to count
    // 20,000 companies or more.
    const code = uniq('popular');
    const popular = uniq('popular-tech');
    const N = 20_100;
    // 9,000 in SE, 40 in IS, the rest in FI; 300 more in SE without the technology, and one related company in SE
    // that is a member only through its parent's detection.
    const country = (i: number) => (i < 9_000 ? 'SE' : i < 9_040 ? 'IS' : 'FI');
    const companies = [
      ...Array.from({ length: N + 300 }, (_, i) => ({
        type: 'company',
        name: `Pop ${i} ${code}`,
        primary_domain: `${code}-${i}.com`,
        firmographics: { country: i < N ? country(i) : 'SE', industry: code },
      })),
      { type: 'company', name: `Pop child ${code}`, primary_domain: `${code}-child.com`, firmographics: { country: 'se' } },
    ];
    const records = [
      [{ type: 'technology', tech_key: popular, display_name: `Tech ${popular}` }, ...companies],
      Array.from({ length: N }, (_, i) => ({
        type: 'detection',
        company: `${code}-${i}.com`,
        tech_key: popular,
        detection_count: 2,
        first_seen: daysAgo(20),
        last_seen: daysAgo(2),
      })),
      [
        {
          type: 'related',
          company: `${code}-child.com`,
          related: { name: `Pop 0 ${code}`, domain: `${code}-0.com` },
          relationship: 'parent',
        },
      ],
    ];
    for (const batch of records) {
      const imported = await importRecords(env, batch);
      assert.equal(imported.rejected_total, 0, JSON.stringify(imported.rejected));
    }
    const count = async (root: object) => (await a.post('/v1/lists/preview-count', definition(root))).body;
    const uses = cond('technology', 'any_of', [popular]);
    assert.deepEqual(await count(uses), { count: 10_000, capped: true });
    const counts = async () => ({
      se: await count(and(uses, cond('country', 'in', ['SE']))),
      is: await count(and(uses, cond('country', 'in', ['IS']))),
      fi: await count(and(uses, cond('country', 'in', ['FI']))),
      child: await count(and(uses, cond('country', 'in', ['SE']), not(cond('industry', 'in', [code])))),
    });
    const expected = {
      se: { count: 9_001, capped: false },
      is: { count: 40, capped: false },
      fi: { count: 10_000, capped: true },
      child: { count: 1, capped: false },
    };
    assert.deepEqual(await counts(), expected, 'the statistics as they stand');
    // With statistics, IS (40 companies) is walked probing each company for the technology.
    await env.container.db.query('ANALYZE companies');
    assert.deepEqual(await counts(), expected, 'with the planner statistics');
  });
});
