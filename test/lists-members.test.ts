import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ENGINE, startTestEnv, type TestEnv } from './support/harness.js';
import { createColleague, createCustomer, importRecords, uniq } from './support/factories.js';
import { and, as, cond, daysAgo, definition, expectError, not, or, type Member } from './support/lists.js';

/**
 * A small world whose every company shows one rule of contracts section 5: fresh and repeated evidence, single or
 * stale evidence, a vendor-only relationship, evidence of a related company, unknown firmographics, partnerships.
 * Names carry a token of their own, so that conditions on them match this world only.
 */
function world() {
  const p = uniq('w');
  const tech = { pay: `${p}-pay`, shop: `${p}-shop`, cdn: `${p}-cdn`, twin: `${p}-twin` };
  const vendor = { payco: `${p}-payco.com`, shopco: `${p}-shopco.com` };
  const domain = (role: string) => `${p}-${role}.com`;
  const roles = [
    'fresh',
    'single',
    'stale',
    'vendoronly',
    'child',
    'acquired',
    'unknown',
    'partnera',
    'partnerb',
    'partnerchild',
    'twina',
    'twinb',
  ] as const;
  const d = Object.fromEntries(roles.map((r) => [r, domain(r)])) as Record<(typeof roles)[number], string>;
  const firmo = (country: string, extra: object = {}) => ({
    firmographics: {
      industry: '511210',
      industry_label: 'Software Publishers',
      employee_range: '51-200',
      country,
      founded_year: 2012,
      ...extra,
    },
  });
  const seen = (days: number, count: number) => ({ detection_count: count, first_seen: daysAgo(days + 30), last_seen: daysAgo(days) });
  const observed = { first_observed_at: daysAgo(400), last_observed_at: daysAgo(300), observation_count: 1, attributions: [] };
  const records = [
    { type: 'technology', tech_key: tech.pay, display_name: `Pay ${p}`, vendor_name: `Payco ${p}`, vendor_domain: vendor.payco },
    { type: 'technology', tech_key: tech.cdn, display_name: `Cdn ${p}`, vendor_name: `Payco ${p}`, vendor_domain: vendor.payco },
    { type: 'technology', tech_key: tech.shop, display_name: `Shop ${p}`, vendor_name: `Shopco ${p}`, vendor_domain: vendor.shopco },
    { type: 'technology', tech_key: tech.twin, display_name: `Twin ${p}` },
    { type: 'company', name: `Fresh ${p}`, primary_domain: d.fresh, domains: [`${p}-fresh.net`], has_partner_page: true, ...firmo('US') },
    { type: 'company', name: `Single ${p}`, primary_domain: d.single, ...firmo('CA', { founded_year: 2020 }) },
    { type: 'company', name: `Stale ${p}`, primary_domain: d.stale, ...firmo('us') },
    { type: 'company', name: `Vendoronly ${p}`, primary_domain: d.vendoronly, ...firmo('US') },
    { type: 'company', name: `Child ${p}`, primary_domain: d.child, ...firmo('US') },
    { type: 'company', name: `Acquired ${p}`, primary_domain: d.acquired, ...firmo('US') },
    { type: 'company', name: `Unknown ${p}`, primary_domain: d.unknown },
    { type: 'company', name: `Partnera ${p}`, primary_domain: d.partnera, ...firmo('DE') },
    { type: 'company', name: `Partnerb ${p}`, primary_domain: d.partnerb, ...firmo('DE') },
    { type: 'company', name: `Partnerchild ${p}`, primary_domain: d.partnerchild, ...firmo('DE') },
    // Two related companies that both have the evidence: each is a candidate twice (directly, and as the other's relative).
    { type: 'company', name: `Twina ${p}`, primary_domain: d.twina },
    { type: 'company', name: `Twinb ${p}`, primary_domain: d.twinb },
    { type: 'detection', company: d.twina, tech_key: tech.twin, ...seen(3, 5) },
    { type: 'detection', company: d.twinb, tech_key: tech.twin, ...seen(300, 1) },
    { type: 'related', company: d.twinb, related: { name: `Twina ${p}`, domain: d.twina }, relationship: 'division' },
    { type: 'detection', company: d.fresh, tech_key: tech.pay, ...seen(10, 3) },
    { type: 'detection', company: d.fresh, tech_key: tech.shop, ...seen(200, 4) },
    { type: 'detection', company: d.single, tech_key: tech.pay, ...seen(5, 1) },
    { type: 'detection', company: d.stale, tech_key: tech.pay, ...seen(200, 5) },
    { type: 'detection', company: d.vendoronly, vendor_domain: vendor.payco, ...seen(20, 2) },
    { type: 'detection', company: d.unknown, tech_key: tech.pay, ...seen(1, 9) },
    { type: 'related', company: d.child, related: { name: `Fresh ${p}`, domain: d.fresh }, relationship: 'parent' },
    { type: 'related', company: d.acquired, related: { name: `Fresh ${p}`, domain: d.fresh }, relationship: 'acquirer' },
    { type: 'related', company: d.partnera, related: { name: `Partnerchild ${p}`, domain: d.partnerchild }, relationship: 'subsidiary' },
    { type: 'partnership', company: d.partnera, partner: d.partnerb, partnership_type: 'technology', ...observed },
  ];
  return { p, tech, vendor, d, records };
}

type World = ReturnType<typeof world>;

/** member tiers by domain, for the world's companies only */
function tiers(members: Map<string, Member>, w: World): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [role, domain] of Object.entries(w.d)) {
    const m = members.get(domain);
    if (m) out[role] = m.tier;
  }
  return out;
}

describe(`lists: tiers, reasons, domains, members (${ENGINE})`, () => {
  let env: TestEnv;
  let w: World;
  let a: ReturnType<typeof as>;
  let viewer: ReturnType<typeof as>;

  before(async () => {
    env = await startTestEnv();
    w = world();
    const imported = await importRecords(env, w.records);
    assert.equal(imported.rejected_total, 0, JSON.stringify(imported.rejected));
    const owner = await createCustomer(env);
    a = as(env, owner.userKey);
    viewer = as(env, (await createColleague(env, owner)).userKey);
  });
  after(() => env.close());

  /** Creates a list and reads its members. */
  async function membersOf(root: unknown): Promise<Map<string, Member>> {
    return a.members(await a.createList(uniq('list '), definition(root)));
  }

  test('technology: strong when seen in 90 days at least twice, weak when stale or single, inferred through a vendor or a parent', async () => {
    const members = await membersOf(cond('technology', 'any_of', [w.tech.pay]));
    assert.deepEqual(tiers(members, w), {
      fresh: 'high',
      unknown: 'high',
      single: 'medium',
      stale: 'medium',
      vendoronly: 'exploratory',
      child: 'exploratory',
    });
    const fresh = members.get(w.d.fresh)!;
    assert.equal(fresh.source, 'definition');
    assert.deepEqual(fresh.reasons, [
      {
        path: '/root',
        field: 'technology',
        operator: 'any_of',
        strength: 'strong',
        evidence: { type: 'detection', tech_key: w.tech.pay, last_seen: fresh.reasons[0]!.evidence.last_seen, detection_count: 3 },
      },
    ]);
    assert.match(String(fresh.reasons[0]!.evidence.last_seen), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    assert.deepEqual(members.get(w.d.single)!.reasons[0]!.evidence.detection_count, 1);
    assert.equal(members.get(w.d.stale)!.reasons[0]!.strength, 'weak');
    assert.deepEqual(members.get(w.d.vendoronly)!.reasons[0]!.evidence, {
      type: 'vendor_only',
      vendor_domain: w.vendor.payco,
      last_seen: members.get(w.d.vendoronly)!.reasons[0]!.evidence.last_seen,
      detection_count: 2,
    });
    const child = members.get(w.d.child)!.reasons[0]!;
    assert.equal(child.strength, 'inferred');
    assert.equal(child.evidence.type, 'related_company');
    assert.equal(child.evidence.relationship, 'parent', "the related company is the member's parent");
    assert.equal((child.evidence.company as { primary_domain: string }).primary_domain, w.d.fresh);
    assert.equal(child.evidence.tech_key, w.tech.pay);
    assert.equal(members.has(w.d.acquired), false, 'an acquirer passes no evidence on');
  });

  test('a company with evidence of its own and through a related company is one member, with its best evidence', async () => {
    const members = await membersOf(cond('technology', 'any_of', [w.tech.twin]));
    assert.deepEqual(tiers(members, w), { twina: 'high', twinb: 'medium' });
    assert.equal(members.get(w.d.twinb)!.reasons[0]!.evidence.type, 'detection', 'weak direct evidence beats inferred');
    assert.deepEqual((await a.post('/v1/lists/preview-count', definition(cond('technology', 'any_of', [w.tech.twin])))).body, {
      count: 2,
      capped: false,
    });
  });

  test('and is the weakest child, or the strongest, not is strong where its child is absent; an unknown value meets nothing', async () => {
    const pay = cond('technology', 'any_of', [w.tech.pay]);
    const us = cond('country', 'in', ['US']);
    assert.deepEqual(tiers(await membersOf(and(pay, us)), w), {
      fresh: 'high',
      stale: 'medium',
      vendoronly: 'exploratory',
      child: 'exploratory',
    });
    const shopOrCanada = await membersOf(
      and(cond('name', 'contains', w.p), or(cond('technology', 'any_of', [w.tech.shop]), cond('country', 'in', ['CA']))),
    );
    assert.deepEqual(tiers(shopOrCanada, w), { fresh: 'medium', single: 'high', child: 'exploratory' });

    // not(country in US) is strong for an unknown country; country not_in US needs a known one.
    const notUs = await membersOf(and(pay, not(us)));
    assert.deepEqual(tiers(notUs, w), { single: 'medium', unknown: 'high' });
    assert.deepEqual(notUs.get(w.d.unknown)!.reasons[1], {
      path: '/root/children/1',
      operator: 'not',
      strength: 'strong',
      evidence: { type: 'absent' },
    });
    assert.deepEqual(tiers(await membersOf(and(pay, cond('country', 'not_in', ['US']))), w), { single: 'medium' });
    const firmographic = (await membersOf(and(pay, us))).get(w.d.fresh)!.reasons[1];
    assert.deepEqual(firmographic, {
      path: '/root/children/1',
      field: 'country',
      operator: 'in',
      strength: 'strong',
      evidence: { type: 'firmographic', field: 'country', value: 'US' },
    });
  });

  test('all_of needs every technology (the weakest counts); none_of keeps companies without any evidence of them', async () => {
    // fresh: strong pay, weak shop. child: both inferred through its parent, fresh.
    assert.deepEqual(tiers(await membersOf(cond('technology', 'all_of', [w.tech.pay, w.tech.shop])), w), {
      fresh: 'medium',
      child: 'exploratory',
    });
    const withoutShop = await membersOf(and(cond('technology', 'any_of', [w.tech.pay]), cond('technology', 'none_of', [w.tech.shop])));
    // child has shop through its parent (inferred): any evidence at all keeps it out of none_of.
    assert.deepEqual(tiers(withoutShop, w), { unknown: 'high', single: 'medium', stale: 'medium', vendoronly: 'exploratory' });
    assert.deepEqual(withoutShop.get(w.d.single)!.reasons[1], {
      path: '/root/children/1',
      field: 'technology',
      operator: 'none_of',
      strength: 'strong',
      evidence: { type: 'absent' },
    });
  });

  test('vendor: any of its technologies or a vendor-only relationship is direct evidence; a parent is inferred', async () => {
    const members = await membersOf(cond('vendor', 'any_of', [`https://WWW.${w.vendor.payco}/`]));
    assert.deepEqual(tiers(members, w), {
      fresh: 'high',
      unknown: 'high',
      vendoronly: 'high',
      single: 'medium',
      stale: 'medium',
      child: 'exploratory',
    });
    assert.deepEqual(members.get(w.d.fresh)!.reasons[0]!.evidence.vendor_domain, w.vendor.payco);
    assert.equal(members.get(w.d.vendoronly)!.reasons[0]!.evidence.type, 'vendor_only');
    assert.equal(members.get(w.d.child)!.reasons[0]!.evidence.type, 'related_company');
  });

  test('partner, domain, name, ranges and has_partner_page', async () => {
    const partnered = await membersOf(cond('partner', 'any_of', [w.d.partnerb]));
    assert.deepEqual(tiers(partnered, w), { partnera: 'high', partnerchild: 'exploratory' });
    const partnership = partnered.get(w.d.partnera)!.reasons[0]!.evidence;
    assert.equal(partnership.type, 'partnership');
    assert.equal((partnership.partner as { primary_domain: string }).primary_domain, w.d.partnerb);
    assert.equal(partnership.partnership_type, 'technology');
    assert.equal(partnered.get(w.d.partnerchild)!.reasons[0]!.evidence.relationship, 'parent');
    // Partnerships read both ways: partnera lists partnerb, so partnerb is partnered with partnera (named by its slug).
    assert.deepEqual(tiers(await membersOf(cond('partner', 'any_of', [`partnera-${w.p}`])), w), { partnerb: 'high' });

    assert.deepEqual(tiers(await membersOf(cond('domain', 'in', [`${w.p}-fresh.net`, 'nobody.example'])), w), { fresh: 'high' });
    const inWorld = cond('name', 'contains', w.p.toUpperCase());
    assert.deepEqual(tiers(await membersOf(and(inWorld, cond('founded_year', 'between', [2015, 2025]))), w), { single: 'high' });
    assert.deepEqual(tiers(await membersOf(and(inWorld, cond('partnership_count', 'gte', 1))), w), { partnera: 'high', partnerb: 'high' });
    assert.deepEqual(tiers(await membersOf(and(inWorld, cond('tech_count', 'gte', 2))), w), { fresh: 'high' });
    assert.deepEqual(tiers(await membersOf(and(inWorld, cond('has_partner_page', 'eq', true))), w), { fresh: 'high' });
    assert.deepEqual(tiers(await membersOf(and(inWorld, cond('employee_range', 'in', ['51-200']), cond('industry', 'not_in', ['1']))), w), {
      fresh: 'high',
      single: 'high',
      stale: 'high',
      vendoronly: 'high',
      child: 'high',
      acquired: 'high',
      partnera: 'high',
      partnerb: 'high',
      partnerchild: 'high',
    });
  });

  test('domains added by hand are high (source manual) unless excluded; excluded companies are never members', async () => {
    const id = await a.createList('by hand', definition(cond('technology', 'any_of', [w.tech.pay])));
    const added = await a.post(`/v1/lists/${id}/domains`, {
      domains: [w.d.partnerb, `blog.${w.d.single}`, 'nobody-knows.example', 'not a domain'],
    });
    assert.equal(added.status, 200, added.text);
    assert.deepEqual(added.body, {
      added: [w.d.partnerb, w.d.single],
      rejected: [
        { domain: 'nobody-knows.example', error: 'company_not_found' },
        { domain: 'not a domain', error: 'invalid_domain' },
      ],
    });
    let members = await a.members(id);
    assert.equal(members.get(w.d.partnerb)!.tier, 'high');
    assert.equal(members.get(w.d.partnerb)!.source, 'manual');
    assert.deepEqual(members.get(w.d.partnerb)!.reasons, [{ strength: 'strong', evidence: { type: 'manual', domain: w.d.partnerb } }]);
    const single = members.get(w.d.single)!;
    assert.deepEqual([single.tier, single.source, single.reasons.map((r) => r.evidence.type)], ['high', 'manual', ['manual', 'detection']]);

    const excluded = await a.post(`/v1/lists/${id}/excluded-domains`, { domains: [`${w.p}-fresh.net`, w.d.partnerb, 'later.example'] });
    assert.deepEqual(excluded.body, { excluded: [`${w.p}-fresh.net`, w.d.partnerb, 'later.example'], rejected: [] });
    members = await a.members(id);
    assert.equal(members.has(w.d.fresh), false, 'excluded by one of its domains');
    assert.equal(members.has(w.d.partnerb), false, 'excluded wins over added by hand');
    assert.deepEqual(
      (await a.get(`/v1/lists/${id}/excluded-domains`)).body.data.map((d: { domain: string }) => d.domain),
      ['later.example', `${w.p}-fresh.net`, w.d.partnerb],
    );

    // Removing by another domain of the same company removes its exclusion.
    assert.equal((await a.delete(`/v1/lists/${id}/excluded-domains/${w.d.fresh}`)).status, 204);
    assert.equal((await a.delete(`/v1/lists/${id}/domains/${w.d.single}`)).status, 204);
    assert.equal((await a.delete(`/v1/lists/${id}/domains/never-added.example`)).status, 204, 'absent: nothing to do');
    expectError(await a.delete(`/v1/lists/${id}/domains/not%20a%20domain`), 400, 'invalid_domain');
    members = await a.members(id);
    assert.equal(members.get(w.d.fresh)!.tier, 'high');
    assert.deepEqual([members.get(w.d.single)!.tier, members.get(w.d.single)!.source], ['medium', 'definition']);
    assert.deepEqual(
      (await a.get(`/v1/lists/${id}/domains`)).body.data.map((d: { domain: string }) => d.domain),
      [w.d.partnerb],
    );

    // A list without a definition holds what was added by hand.
    const manual = await a.createList('manual only');
    await a.post(`/v1/lists/${manual}/domains`, { domains: [w.d.stale] });
    assert.deepEqual([...(await a.members(manual)).keys()], [w.d.stale]);
  });

  test('a members page: tier high first, then by name; limit, offset, tier and search_name_or_domain; counts of the whole list', async () => {
    const id = await a.createList('pages', definition(cond('technology', 'any_of', [w.tech.pay])));
    const all = await a.get(`/v1/lists/${id}/members`);
    assert.equal(all.status, 200);
    assert.deepEqual(
      all.body.data.map((m: Member) => [m.tier, m.name]),
      [
        ['high', `Fresh ${w.p}`],
        ['high', `Unknown ${w.p}`],
        ['medium', `Single ${w.p}`],
        ['medium', `Stale ${w.p}`],
        ['exploratory', `Child ${w.p}`],
        ['exploratory', `Vendoronly ${w.p}`],
      ],
    );
    const counts = { total_count: 6, high_count: 2, medium_count: 2, exploratory_count: 2 };
    assert.deepEqual(
      { ...all.body, data: undefined, materialized_at: undefined },
      { ...counts, limit: 50, offset: 0, data: undefined, materialized_at: undefined },
    );
    const page = await a.get(`/v1/lists/${id}/members?limit=2&offset=2`);
    assert.deepEqual(
      page.body.data.map((m: Member) => m.name),
      [`Single ${w.p}`, `Stale ${w.p}`],
    );
    assert.deepEqual([page.body.limit, page.body.offset, page.body.total_count], [2, 2, 6]);
    const medium = await a.get(`/v1/lists/${id}/members?tier=medium`);
    assert.deepEqual(
      medium.body.data.map((m: Member) => m.tier),
      ['medium', 'medium'],
    );
    assert.equal(medium.body.total_count, 6, 'the counts are those of the whole list');
    // A tier's pages are a run of the list's positions: offsets count from the tier's first member and stop at its last.
    const tierPage = async (tier: string, offset: number, limit = 50) =>
      (await a.get(`/v1/lists/${id}/members?tier=${tier}&offset=${offset}&limit=${limit}`)).body.data.map((m: Member) => m.name);
    assert.deepEqual(await tierPage('medium', 1), [`Stale ${w.p}`]);
    assert.deepEqual(await tierPage('exploratory', 1), [`Vendoronly ${w.p}`]);
    assert.deepEqual(await tierPage('high', 1, 1), [`Unknown ${w.p}`]);
    assert.deepEqual(await tierPage('medium', 2), [], 'past the tier: nothing, not the next tier');
    assert.deepEqual((await a.get(`/v1/lists/${id}/members?offset=6`)).body.data, [], 'past the list');
    const byName = await a.get(`/v1/lists/${id}/members?search_name_or_domain=${encodeURIComponent('stále')}`);
    assert.deepEqual(
      byName.body.data.map((m: Member) => m.name),
      [`Stale ${w.p}`],
      'case and accents ignored',
    );
    const byDomain = await a.get(`/v1/lists/${id}/members?search_name_or_domain=${w.p}-vendor`);
    assert.deepEqual(
      byDomain.body.data.map((m: Member) => m.primary_domain),
      [w.d.vendoronly],
    );
    assert.deepEqual((await a.get(`/v1/lists/${id}/members?search_name_or_domain=%25`)).body.data, [], '% is a character, not a pattern');
    const names = async (q: string, tier = '') =>
      (await a.get(`/v1/lists/${id}/members?search_name_or_domain=${encodeURIComponent(q)}${tier}`)).body.data.map((m: Member) => m.name);
    // A domain matches anywhere, and every member's domain holds the world's token (`w`, then the process id and a
    // counter in base 36): a token holding "ve" puts every member in.
    const everyone = w.p.includes('ve') ? (await a.get(`/v1/lists/${id}/members`)).body.data.map((m: Member) => m.name) : null;
    assert.deepEqual(await names('VE'), everyone ?? [`Vendoronly ${w.p}`], 'under three characters: the start of a word');
    assert.deepEqual(await names('tale'), [`Stale ${w.p}`], 'three or more: anywhere in the name');
    assert.deepEqual(await names('tale', '&tier=high'), [], 'within the tier asked for');
    expectError(await a.get(`/v1/lists/${id}/members?limit=1001`), 400, 'invalid_request');
    expectError(await a.get(`/v1/lists/${id}/members?tier=low`), 400, 'invalid_request');
    assert.equal((await a.get(`/v1/lists/${id}/members?limit=1000`)).status, 200);
  });

  test('pages read at the same time (one statement for many) answer each reader as a read alone does', async () => {
    const id = await a.createList('together', definition(cond('technology', 'any_of', [w.tech.pay])));
    const outsider = as(env, (await createCustomer(env)).userKey);
    const reads = [
      ...['', '?limit=2&offset=2', '?tier=medium', '?tier=exploratory&offset=1', '?tier=high&limit=1&offset=1', '?offset=6'].map(
        (q) => [a, q] as const,
      ),
      [viewer, ''] as const,
      [outsider, '?limit=1'] as const,
    ];
    const answer = (r: { status: number; body: Record<string, unknown> }) =>
      JSON.stringify([r.status, r.status === 200 ? { ...r.body, materialized_at: undefined } : r.body.error]);
    await a.get(`/v1/lists/${id}/members`);
    const alone: string[] = [];
    for (const [who, q] of reads) alone.push(answer(await who.get(`/v1/lists/${id}/members${q}`)));
    for (let round = 0; round < 3; round++) {
      const together = await Promise.all(reads.map(async ([who, q]) => answer(await who.get(`/v1/lists/${id}/members${q}`))));
      assert.deepEqual(together, alone);
    }
    assert.deepEqual(
      alone.map((s) => JSON.parse(s)[0]),
      [200, 200, 200, 200, 200, 200, 404, 404],
      "a colleague without a permission and another organization's user: list_not_found",
    );
  });

  test('members stay current: data that moved (an import) rebuilds them on the next read; a new definition or domain too', async () => {
    // A technology nobody has seen yet (not even in the catalogue): the list is empty until the data says otherwise.
    const lateTech = `${w.p}-late`;
    const id = await a.createList('current', definition(cond('technology', 'any_of', [lateTech])));
    const first = await a.get(`/v1/lists/${id}/members`);
    assert.equal(first.body.total_count, 0);
    const again = await a.get(`/v1/lists/${id}/members`);
    assert.equal(again.body.materialized_at, first.body.materialized_at, 'nothing moved: the materialization is served as it is');

    const late = `${w.p}-late.com`;
    const imported = await importRecords(env, [
      { type: 'technology', tech_key: lateTech, display_name: `Late ${w.p}` },
      { type: 'company', name: `Late ${w.p}`, primary_domain: late },
      { type: 'detection', company: late, tech_key: lateTech, detection_count: 2, first_seen: daysAgo(3), last_seen: daysAgo(1) },
    ]);
    assert.equal(imported.rejected_total, 0);
    const afterImport = await a.get(`/v1/lists/${id}/members`);
    assert.deepEqual(
      afterImport.body.data.map((m: Member) => [m.primary_domain, m.tier]),
      [[late, 'high']],
    );
    assert.ok(afterImport.body.materialized_at > first.body.materialized_at);

    const forced = await viewer.get(`/v1/lists/${id}/members?force_refresh=true`);
    expectError(forced, 404, 'list_not_found');
    await a.post(`/v1/lists/${id}/permissions`, { scope: 'org_wide', level: 'viewer' });
    const refreshed = await viewer.get(`/v1/lists/${id}/members?force_refresh=true`);
    assert.ok(refreshed.body.materialized_at > afterImport.body.materialized_at, 'force_refresh rebuilds');
    const materialized = await viewer.post(`/v1/lists/${id}/materialize`);
    assert.equal(materialized.status, 200, materialized.text);
    assert.deepEqual(Object.keys(materialized.body).sort(), [
      'exploratory_count',
      'high_count',
      'materialized_at',
      'medium_count',
      'total_count',
    ]);
    assert.ok(materialized.body.materialized_at > refreshed.body.materialized_at, 'materialize rebuilds');
    assert.equal((await viewer.post(`/v1/lists/${id}/materialize`, 12)).status, 400, 'materialize takes no body');

    await a.put(`/v1/lists/${id}/definition`, { definition: definition(cond('technology', 'any_of', [w.tech.shop])) });
    assert.deepEqual([...(await a.members(id)).keys()], [w.d.fresh, w.d.child], 'a new definition invalidates');
    await a.post(`/v1/lists/${id}/domains`, { domains: [late] });
    assert.deepEqual([...(await a.members(id)).keys()], [late, w.d.fresh, w.d.child], 'a domain added invalidates (late: high, by hand)');
  });

  test('readers arriving together after a change rebuild the members once (PostgreSQL)', { skip: ENGINE !== 'postgres' }, async () => {
    const id = await a.createList('together', definition(cond('technology', 'any_of', [w.tech.pay])));
    await a.get(`/v1/lists/${id}/members`);
    await a.post(`/v1/lists/${id}/domains`, { domains: [w.d.partnerb] });
    const pages = await Promise.all(Array.from({ length: 8 }, () => a.get(`/v1/lists/${id}/members?limit=1`)));
    assert.ok(pages.every((p) => p.status === 200));
    assert.equal(new Set(pages.map((p) => p.body.materialized_at)).size, 1, 'one rebuild, read by every reader');
    assert.ok(pages.every((p) => p.body.total_count === 7));
  });

  test('preview-count counts what a definition matches and touches no list', async () => {
    const before = await env.container.db.query<{ n: number }>('SELECT count(*)::int AS n FROM list_materializations');
    const res = await a.post('/v1/lists/preview-count', definition(cond('technology', 'any_of', [w.tech.pay])));
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body, { count: 6, capped: false });
    assert.deepEqual(
      (await a.post('/v1/lists/preview-count', definition(and(cond('technology', 'any_of', [w.tech.pay]), cond('country', 'in', ['US'])))))
        .body,
      { count: 4, capped: false },
    );
    assert.deepEqual((await a.post('/v1/lists/preview-count', definition(cond('domain', 'in', ['nobody.example'])))).body, {
      count: 0,
      capped: false,
    });
    const after = await env.container.db.query<{ n: number }>('SELECT count(*)::int AS n FROM list_materializations');
    assert.equal(after.rows[0]!.n, before.rows[0]!.n);
    expectError(await a.post('/v1/lists/preview-count', definition(not(cond('country', 'in', ['US'])))), 422, 'invalid_definition');
  });
});
