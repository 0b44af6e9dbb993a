import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ENGINE, startTestEnv, type TestEnv } from './support/harness.js';
import { companyFixture, createColleague, createCustomer, importRecords, type Customer } from './support/factories.js';
import { and, as, cond, definition, expectError, not, or } from './support/lists.js';

/**
 * Lists through the HTTP API (contracts sections 4 and 7): records, access levels and sharing, ownership, the
 * versioned definition, the audit log. Three users of one organization (owner, B, C) and a user of another.
 */
describe(`lists: records, access, sharing, versions (${ENGINE})`, () => {
  let env: TestEnv;
  let owner: Customer;
  let a: ReturnType<typeof as>;
  let b: ReturnType<typeof as>;
  let c: ReturnType<typeof as>;
  let stranger: ReturnType<typeof as>;
  let bId: number;
  let cId: number;
  let strangerId: number;
  const fixture = companyFixture();
  const techDefinition = () => definition(and(cond('technology', 'any_of', [fixture.tech]), cond('country', 'in', ['us', 'CA'])));

  before(async () => {
    env = await startTestEnv();
    const imported = await importRecords(env, fixture.records);
    assert.equal(imported.rejected_total, 0);
    owner = await createCustomer(env);
    const colleagueB = await createColleague(env, owner);
    const colleagueC = await createColleague(env, owner);
    const other = await createCustomer(env);
    a = as(env, owner.userKey);
    b = as(env, colleagueB.userKey);
    c = as(env, colleagueC.userKey);
    stranger = as(env, other.userKey);
    [bId, cId, strangerId] = [colleagueB.userId, colleagueC.userId, other.userId];
  });
  after(() => env.close());

  test('create, read, list and rename: the creator owns the list, values are normalized, names trimmed', async () => {
    const created = await a.post('/v1/lists', { name: '  Payments in North America  ', definition: techDefinition() });
    assert.equal(created.status, 201, created.text);
    const list = created.body;
    assert.equal(list.name, 'Payments in North America');
    assert.equal(list.owner_user_id, owner.userId);
    assert.equal(list.access_level, 'owner');
    assert.equal(list.definition_version, 1);
    assert.deepEqual(list.permissions, []);
    assert.deepEqual(list.definition.root.children[1], cond('country', 'in', ['US', 'CA']));
    for (const key of ['created_at', 'updated_at']) assert.match(list[key], /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const read = await a.get(`/v1/lists/${list.list_id}`);
    assert.equal(read.status, 200);
    assert.deepEqual(read.body.definition, list.definition);

    const all = await a.get('/v1/lists');
    const mine = all.body.data.find((l: { list_id: number }) => l.list_id === list.list_id);
    assert.equal(mine.access_level, 'owner');
    assert.equal('definition' in mine, false, 'the list of lists carries no definitions');

    const renamed = await a.patch(`/v1/lists/${list.list_id}`, { name: 'Payments NA' });
    assert.equal(renamed.status, 200);
    assert.equal(renamed.body.name, 'Payments NA');
    expectError(await a.patch(`/v1/lists/${list.list_id}`, { name: '   ' }), 400, 'invalid_request');
    expectError(await a.post('/v1/lists', { name: 'x'.repeat(201) }), 400, 'invalid_request');

    const empty = await a.post('/v1/lists', { name: 'By hand only' });
    assert.equal(empty.status, 201);
    assert.equal(empty.body.definition, null);
    assert.equal(empty.body.definition_version, 0);
  });

  test('a list nobody shared is 404 list_not_found to colleagues and other organizations, exactly like a missing one', async () => {
    const id = await a.createList('private', techDefinition());
    const missing = await a.get('/v1/lists/2147483000');
    expectError(missing, 404, 'list_not_found');
    for (const user of [b, stranger]) {
      for (const url of [`/v1/lists/${id}`, `/v1/lists/${id}/members`, `/v1/lists/${id}/definition`, `/v1/lists/${id}/audit-log`]) {
        const res = await user.get(url);
        assert.deepEqual([res.status, res.body], [missing.status, missing.body], url);
      }
      const res = await user.patch(`/v1/lists/${id}`, { name: 'taken over' });
      assert.deepEqual([res.status, res.body], [missing.status, missing.body]);
      assert.ok(!(await user.get('/v1/lists')).body.data.some((l: { list_id: number }) => l.list_id === id));
    }
  });

  test('viewers read, editors also change the definition, name and domains, only the owner shares, transfers and deletes', async () => {
    const id = await a.createList('shared', techDefinition());
    assert.equal((await a.post(`/v1/lists/${id}/permissions`, { scope: 'user', user_id: bId, level: 'viewer' })).status, 201);
    assert.equal((await a.post(`/v1/lists/${id}/permissions`, { scope: 'user', user_id: cId, level: 'editor' })).status, 201);

    const asViewer = await b.get(`/v1/lists/${id}`);
    assert.equal(asViewer.status, 200);
    assert.equal(asViewer.body.access_level, 'viewer');
    for (const read of [
      '',
      '/members',
      '/definition',
      '/definition/versions',
      '/permissions',
      '/audit-log',
      '/domains',
      '/excluded-domains',
    ]) {
      assert.equal((await b.get(`/v1/lists/${id}${read}`)).status, 200, read);
    }
    assert.equal((await b.post(`/v1/lists/${id}/materialize`)).status, 200, 'materializing is a read');
    for (const res of [
      await b.patch(`/v1/lists/${id}`, { name: 'mine now' }),
      await b.put(`/v1/lists/${id}/definition`, { definition: techDefinition() }),
      await b.post(`/v1/lists/${id}/domains`, { domains: [fixture.domain] }),
      await b.delete(`/v1/lists/${id}/domains/${fixture.domain}`),
      await b.post(`/v1/lists/${id}/excluded-domains`, { domains: [fixture.domain] }),
      await b.post(`/v1/lists/${id}/permissions`, { scope: 'org_wide', level: 'editor' }),
      await b.delete(`/v1/lists/${id}`),
    ]) {
      expectError(res, 403, 'list_permission_denied');
    }

    assert.equal((await c.get(`/v1/lists/${id}`)).body.access_level, 'editor');
    assert.equal((await c.patch(`/v1/lists/${id}`, { name: 'renamed by an editor' })).status, 200);
    assert.equal((await c.put(`/v1/lists/${id}/definition`, { definition: techDefinition() })).status, 200);
    assert.equal((await c.post(`/v1/lists/${id}/domains`, { domains: [fixture.domain] })).status, 200);
    assert.equal((await c.delete(`/v1/lists/${id}/domains/${fixture.domain}`)).status, 204);
    const permissions = (await c.get(`/v1/lists/${id}/permissions`)).body.data;
    for (const res of [
      await c.post(`/v1/lists/${id}/permissions`, { scope: 'org_wide', level: 'viewer' }),
      await c.delete(`/v1/lists/${id}/permissions/${permissions[0].permission_id}`),
      await c.post(`/v1/lists/${id}/owner`, { user_id: cId }),
      await c.delete(`/v1/lists/${id}`),
    ]) {
      expectError(res, 403, 'list_permission_denied');
    }
  });

  test('org_wide shares with the whole organization; the best level applies; granting again changes the level; revoking hides', async () => {
    const id = await a.createList('org wide', techDefinition());
    const orgWide = await a.post(`/v1/lists/${id}/permissions`, { scope: 'org_wide', level: 'viewer' });
    assert.equal(orgWide.status, 201, orgWide.text);
    assert.deepEqual(
      { scope: orgWide.body.scope, user_id: orgWide.body.user_id, level: orgWide.body.level },
      { scope: 'org_wide', user_id: null, level: 'viewer' },
    );
    assert.equal((await b.get(`/v1/lists/${id}`)).body.access_level, 'viewer');
    assert.equal((await c.get(`/v1/lists/${id}`)).body.access_level, 'viewer');
    expectError(await stranger.get(`/v1/lists/${id}`), 404, 'list_not_found');

    const forB = await a.post(`/v1/lists/${id}/permissions`, { scope: 'user', user_id: bId, level: 'editor' });
    assert.equal(forB.status, 201);
    assert.equal((await b.get(`/v1/lists/${id}`)).body.access_level, 'editor', 'the better of org_wide viewer and user editor');
    assert.ok(
      (await b.get('/v1/lists')).body.data.some(
        (l: { list_id: number; access_level: string }) => l.list_id === id && l.access_level === 'editor',
      ),
    );

    const again = await a.post(`/v1/lists/${id}/permissions`, { scope: 'org_wide', level: 'editor' });
    assert.equal(again.status, 200, 'granting again changes the level of the same permission');
    assert.equal(again.body.permission_id, orgWide.body.permission_id);
    assert.equal(again.body.level, 'editor');
    assert.equal((await c.get(`/v1/lists/${id}`)).body.access_level, 'editor');
    assert.equal((await a.get(`/v1/lists/${id}/permissions`)).body.data.length, 2);

    assert.equal((await a.delete(`/v1/lists/${id}/permissions/${orgWide.body.permission_id}`)).status, 204);
    expectError(await c.get(`/v1/lists/${id}`), 404, 'list_not_found');
    assert.equal((await b.get(`/v1/lists/${id}`)).body.access_level, 'editor');
    expectError(await a.delete(`/v1/lists/${id}/permissions/${orgWide.body.permission_id}`), 404, 'permission_not_found');
    const otherList = await a.createList('other');
    expectError(await a.delete(`/v1/lists/${otherList}/permissions/${forB.body.permission_id}`), 404, 'permission_not_found');
  });

  test('a permission names a user of the organization other than the owner, and org_wide names none', async () => {
    const id = await a.createList('grants');
    expectError(
      await a.post(`/v1/lists/${id}/permissions`, { scope: 'user', user_id: strangerId, level: 'viewer' }),
      404,
      'user_not_found',
    );
    expectError(
      await a.post(`/v1/lists/${id}/permissions`, { scope: 'user', user_id: 2147483000, level: 'viewer' }),
      404,
      'user_not_found',
    );
    expectError(await a.post(`/v1/lists/${id}/permissions`, { scope: 'user', level: 'viewer' }), 400, 'invalid_request');
    expectError(
      await a.post(`/v1/lists/${id}/permissions`, { scope: 'user', user_id: owner.userId, level: 'editor' }),
      400,
      'invalid_request',
    );
    expectError(await a.post(`/v1/lists/${id}/permissions`, { scope: 'org_wide', user_id: bId, level: 'editor' }), 400, 'invalid_request');
    expectError(await a.post(`/v1/lists/${id}/permissions`, { scope: 'user', user_id: bId, level: 'owner' }), 400, 'invalid_request');
  });

  test('ownership moves to another user of the organization; the old owner keeps editor access', async () => {
    const id = await a.createList('to hand over', techDefinition());
    await a.post(`/v1/lists/${id}/permissions`, { scope: 'user', user_id: bId, level: 'viewer' });
    expectError(await a.post(`/v1/lists/${id}/owner`, { user_id: strangerId }), 404, 'user_not_found');
    const same = await a.post(`/v1/lists/${id}/owner`, { user_id: owner.userId });
    assert.equal(same.status, 200);
    assert.equal(same.body.owner_user_id, owner.userId, 'to oneself: nothing changes');

    const moved = await a.post(`/v1/lists/${id}/owner`, { user_id: bId });
    assert.equal(moved.status, 200, moved.text);
    assert.equal(moved.body.owner_user_id, bId);
    assert.equal(moved.body.access_level, 'editor', 'the old owner keeps editor');
    assert.deepEqual(
      moved.body.permissions.map((p: { user_id: number; level: string }) => [p.user_id, p.level]),
      [[owner.userId, 'editor']],
      "the new owner's own permission is gone; the old owner's editor permission is there",
    );
    assert.equal((await b.get(`/v1/lists/${id}`)).body.access_level, 'owner');
    expectError(await a.post(`/v1/lists/${id}/owner`, { user_id: owner.userId }), 403, 'list_permission_denied');
    expectError(await a.delete(`/v1/lists/${id}`), 403, 'list_permission_denied');
    assert.equal((await a.patch(`/v1/lists/${id}`, { name: 'still editable' })).status, 200);
    assert.equal((await b.delete(`/v1/lists/${id}`)).status, 204);
    expectError(await b.get(`/v1/lists/${id}`), 404, 'list_not_found');
  });

  test('the definition is versioned: PUT appends a version, expected_version guards it, versions are listed newest first', async () => {
    const id = await a.createList('versions', techDefinition());
    const got = await a.get(`/v1/lists/${id}/definition`);
    assert.deepEqual(got.body, techDefinition_normalized(), 'GET returns the definition tree itself (contracts section 7)');
    assert.equal((await a.get(`/v1/lists/${id}`)).body.definition_version, 1);

    const second = definition(cond('domain', 'in', [`WWW.${fixture.domain.toUpperCase()}`]));
    const put = await a.put(`/v1/lists/${id}/definition`, { definition: second, expected_version: 1 });
    assert.equal(put.status, 200, put.text);
    assert.deepEqual(put.body, { definition: definition(cond('domain', 'in', [fixture.domain])), definition_version: 2 });

    const stale = await a.put(`/v1/lists/${id}/definition`, { definition: techDefinition(), expected_version: 1 });
    expectError(stale, 409, 'definition_version_conflict');
    assert.equal(stale.body.current_version, 2);
    assert.equal((await a.get(`/v1/lists/${id}`)).body.definition_version, 2, 'a conflict changes nothing');

    assert.equal(
      (await a.put(`/v1/lists/${id}/definition`, { definition: null })).body.definition_version,
      3,
      'no expected_version: always',
    );
    assert.equal((await a.get(`/v1/lists/${id}/definition`)).text, 'null');

    const versions = (await a.get(`/v1/lists/${id}/definition/versions`)).body.data;
    assert.deepEqual(
      versions.map((v: { version: number }) => v.version),
      [3, 2, 1],
    );
    assert.equal(versions[0].definition, null);
    assert.deepEqual(versions[1].definition, put.body.definition);
    assert.ok(versions.every((v: { created_by_user_id: number }) => v.created_by_user_id === owner.userId));

    function techDefinition_normalized() {
      return definition(and(cond('technology', 'any_of', [fixture.tech]), cond('country', 'in', ['US', 'CA'])));
    }
  });

  test('a malformed or unbounded definition is 422 invalid_definition with the path of every fault', async () => {
    const tech = cond('technology', 'any_of', [fixture.tech]);
    const nested = (depth: number): unknown => (depth === 1 ? tech : and(nested(depth - 1)));
    const cases: [string, unknown, string[]][] = [
      ['not an object', 'stripe', ['']],
      ['unknown registry_version', { registry_version: '0', root: tech }, ['/registry_version']],
      ['no root', { registry_version: '1' }, ['/root']],
      ['unknown property', { ...definition(tech), extra: 1 }, ['/extra']],
      ['unknown field', definition(cond('revenue', 'gte', 5)), ['/root/field']],
      ['operator of another field', definition(cond('technology', 'in', ['x'])), ['/root/operator']],
      ['a value of the wrong type', definition(cond('founded_year', 'gte', '1990')), ['/root/value']],
      [
        'a malformed entry among values',
        definition(cond('vendor', 'any_of', ['stripe.com', 'not a domain', 5])),
        ['/root/value/1', '/root/value/2'],
      ],
      ['between backwards', definition(cond('tech_count', 'between', [9, 2])), ['/root/value']],
      ['an empty group', definition(and()), ['/root/children']],
      ['not with two children', definition({ op: 'not', children: [tech, tech] }), ['/root/children']],
      ['an unknown group op', definition({ op: 'xor', children: [tech] }), ['/root/op']],
      ['depth over 6', definition(nested(7)), ['/root/children/0/children/0/children/0/children/0/children/0/children/0']],
      ['more than 50 conditions', definition(or(...Array.from({ length: 51 }, () => tech))), ['/root']],
      [
        'more than 1000 values',
        definition(
          cond(
            'domain',
            'in',
            Array.from({ length: 1001 }, (_, i) => `d${i}.com`),
          ),
        ),
        ['/root/value'],
      ],
      ['a root not (unbounded)', definition(not(tech)), ['/root']],
      ['a root none_of (unbounded)', definition(cond('technology', 'none_of', [fixture.tech])), ['/root']],
      ['an or with an unbounded branch', definition(or(tech, not(tech))), ['/root']],
      ['an and of nots only', definition(and(not(tech), not(tech))), ['/root']],
    ];
    for (const [label, body, paths] of cases) {
      const res = await a.post('/v1/lists/preview-count', body);
      expectError(res, 422, 'invalid_definition');
      assert.deepEqual(
        res.body.details.map((d: { path: string }) => d.path),
        paths,
        `${label}: ${res.text}`,
      );
      assert.match(res.body.message, /^The list definition is invalid: .*\.$/);
    }
    const id = await a.createList('checked');
    const put = await a.put(`/v1/lists/${id}/definition`, { definition: definition(not(tech)) });
    expectError(put, 422, 'invalid_definition');
    assert.equal(put.body.details[0].path, '/definition/root', 'paths start where the definition sits in the body');
    expectError(await a.post('/v1/lists', { name: 'bad', definition: definition(and()) }), 422, 'invalid_definition');
    // Bounded by its positive part: a not inside an and, and an or of bounded branches, are fine.
    assert.equal((await a.post('/v1/lists/preview-count', definition(and(not(tech), cond('country', 'in', ['US']))))).status, 200);
    assert.equal((await a.post('/v1/lists/preview-count', definition(nested(6)))).status, 200, 'depth 6 is allowed');
  });

  test('deleting is for the owner; afterwards the list is gone everywhere', async () => {
    const id = await a.createList('doomed', techDefinition());
    await a.post(`/v1/lists/${id}/permissions`, { scope: 'org_wide', level: 'editor' });
    expectError(await b.delete(`/v1/lists/${id}`), 403, 'list_permission_denied');
    assert.equal((await a.delete(`/v1/lists/${id}`)).status, 204);
    for (const user of [a, b]) expectError(await user.get(`/v1/lists/${id}/members`), 404, 'list_not_found');
    expectError(await a.delete(`/v1/lists/${id}`), 404, 'list_not_found');
  });

  test('the audit log records each change with its author, newest first', async () => {
    const id = await a.createList('audited', techDefinition());
    await a.patch(`/v1/lists/${id}`, { name: 'audited list' });
    await a.put(`/v1/lists/${id}/definition`, { definition: techDefinition() });
    await a.post(`/v1/lists/${id}/domains`, { domains: [fixture.domain] });
    await a.delete(`/v1/lists/${id}/domains/${fixture.domain}`);
    await a.post(`/v1/lists/${id}/excluded-domains`, { domains: ['unwanted.example'] });
    const granted = await a.post(`/v1/lists/${id}/permissions`, { scope: 'user', user_id: cId, level: 'editor' });
    await a.delete(`/v1/lists/${id}/permissions/${granted.body.permission_id}`);
    await a.post(`/v1/lists/${id}/owner`, { user_id: bId });
    await b.get(`/v1/lists/${id}/export.csv`);
    const log = (await b.get(`/v1/lists/${id}/audit-log`)).body.data;
    assert.deepEqual(
      log.map((e: { event: string }) => e.event),
      [
        'exported',
        'owner_transferred',
        'permission_revoked',
        'permission_granted',
        'domains_excluded',
        'domain_removed',
        'domains_added',
        'definition_changed',
        'renamed',
        'created',
      ],
    );
    assert.deepEqual(
      log.map((e: { user_id: number }) => e.user_id),
      [bId, ...Array(9).fill(owner.userId)],
    );
    assert.deepEqual(log[1].details, { from_user_id: owner.userId, to_user_id: bId });
    assert.deepEqual(log[8].details, { from: 'audited', to: 'audited list' });
    assert.deepEqual(log[6].details, { domains: [fixture.domain] });
    assert.deepEqual(log[5].details, { kind: 'added', domains: [fixture.domain] });
    assert.deepEqual(log[0].details, { member_count: 1, credits_charged: 1 }, 'the fixture company, charged once');
    assert.equal((await b.get(`/v1/lists/${id}/audit-log?limit=2&offset=1`)).body.data[0].event, 'owner_transferred');
  });

  test('organization keys are refused on list routes with 403 user_credential_required, before any 404', async () => {
    const id = await a.createList('not for org keys');
    const org = as(env, owner.orgKey);
    for (const res of [
      await org.get('/v1/lists'),
      await org.post('/v1/lists', { name: 'org list' }),
      await org.get(`/v1/lists/${id}`),
      await org.get('/v1/lists/2147483000/members'),
      await org.post('/v1/lists/preview-count', definition(cond('country', 'in', ['US']))),
      await org.get('/v1/lists/filter-fields'),
    ]) {
      expectError(res, 403, 'user_credential_required');
    }
  });

  test('filter-fields lists every field of the contract with its operators and the registry_version', async () => {
    const res = await a.get('/v1/lists/filter-fields');
    assert.equal(res.status, 200);
    assert.equal(res.body.registry_version, '1');
    const operators = Object.fromEntries(res.body.fields.map((f: { key: string; operators: string[] }) => [f.key, f.operators]));
    assert.deepEqual(operators, {
      technology: ['any_of', 'all_of', 'none_of'],
      vendor: ['any_of', 'all_of', 'none_of'],
      partner: ['any_of'],
      industry: ['in', 'not_in'],
      country: ['in', 'not_in'],
      employee_range: ['in', 'not_in'],
      founded_year: ['gte', 'lte', 'between'],
      partnership_count: ['gte', 'lte', 'between'],
      tech_count: ['gte', 'lte', 'between'],
      has_partner_page: ['eq'],
      name: ['contains'],
      domain: ['in'],
    });
    assert.ok(res.body.fields.every((f: { label: string; type: string }) => f.label && f.type));
  });

  test('companies search finds companies to add by name, and by domain', async () => {
    const byName = await a.get(`/v1/lists/companies/search?q=${encodeURIComponent(`Company ${fixture.name}`)}`);
    assert.equal(byName.status, 200);
    assert.deepEqual(Object.keys(byName.body.data[0]).sort(), ['company_id', 'name', 'primary_domain', 'slug']);
    assert.equal(byName.body.data[0].primary_domain, fixture.domain);
    const byDomain = await a.get(`/v1/lists/companies/search?q=https://www.${fixture.name}.net/about`);
    assert.equal(byDomain.body.data[0].primary_domain, fixture.domain, 'a secondary domain names its company');
    assert.equal(byDomain.headers['x-credits-charged'], undefined, 'not metered');
    expectError(await a.get('/v1/lists/companies/search?q=%20%20'), 400, 'invalid_request');
    expectError(await a.get('/v1/lists/companies/search'), 400, 'invalid_request');
  });

  test(
    'two writers expecting the same version: exactly one succeeds, the others get 409 with its version (PostgreSQL)',
    { skip: ENGINE !== 'postgres' },
    async () => {
      const id = await a.createList('raced', techDefinition());
      const writers = [a, c, a, c, a, c, a, c];
      await a.post(`/v1/lists/${id}/permissions`, { scope: 'user', user_id: cId, level: 'editor' });
      for (let round = 0; round < 5; round++) {
        const expected = (await a.get(`/v1/lists/${id}`)).body.definition_version;
        const results = await Promise.all(
          writers.map((w) => w.put(`/v1/lists/${id}/definition`, { definition: techDefinition(), expected_version: expected })),
        );
        const won = results.filter((r) => r.status === 200);
        assert.equal(won.length, 1, `round ${round}: ${results.map((r) => r.status).join(',')}`);
        assert.equal(won[0]!.body.definition_version, expected + 1);
        for (const lost of results.filter((r) => r.status !== 200)) {
          expectError(lost, 409, 'definition_version_conflict');
          assert.equal(lost.body.current_version, expected + 1);
        }
      }
      // Without expected_version every write lands, each on a version of its own.
      const before = (await a.get(`/v1/lists/${id}`)).body.definition_version;
      const all = await Promise.all(writers.map((w) => w.put(`/v1/lists/${id}/definition`, { definition: techDefinition() })));
      assert.deepEqual(
        all.map((r) => r.body.definition_version).sort((x, y) => x - y),
        writers.map((_, i) => before + i + 1),
      );
      const versions = (await a.get(`/v1/lists/${id}/definition/versions`)).body.data.map((v: { version: number }) => v.version);
      assert.deepEqual(
        versions,
        Array.from({ length: before + writers.length }, (_, i) => before + writers.length - i),
      );
    },
  );
});
