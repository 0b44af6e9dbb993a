import type { TestEnv } from '../harness.js';
import { companyFixture, createCustomer, importRecords } from '../factories.js';
import type { JsonSchema } from './openapi.js';
import type { JsonLike } from './values.js';

/**
 * The data the fuzzer runs over. Random identifiers almost never name a record, so without real values every
 * read would be a 404 and no success body would ever be checked: generators draw from these as well.
 */

export interface World {
  fixtures: ReturnType<typeof companyFixture>[];
  /** every way the seeded companies, partners and vendors can be named in a URL or a body */
  identifiers: string[];
  /** vendors are named by domain only */
  vendorDomains: string[];
  techKeys: string[];
  /** fragments of seeded names, for text searches */
  words: string[];
}

/**
 * The factory's fixture under fixed names: its own names carry the process id, which would make the generated
 * requests (and a reported counterexample) differ from run to run. The database is the file's own, so fixed
 * names cannot collide.
 */
function fixedFixture(name: string, tech: string): ReturnType<typeof companyFixture> {
  const f = companyFixture(name);
  const records = JSON.parse(JSON.stringify(f.records).replaceAll(f.tech, tech)) as typeof f.records;
  return { ...f, tech, vendorDomain: f.vendorDomain.replace(f.tech, tech), records };
}

/** Imports two companies that partner with each other and share a partner, so pair and graph reads have data. */
export async function seedWorld(env: TestEnv): Promise<World> {
  const [a, b] = [fixedFixture('fuzzacme', 'fuzz-tech-a'), fixedFixture('fuzzbeta', 'fuzz-tech-b')] as const;
  const link = (company: string, partner: string) => ({
    type: 'partnership',
    company,
    partner,
    partnership_type: 'channel',
    first_observed_at: '2025-05-01T00:00:00Z',
    last_observed_at: '2026-08-01T00:00:00Z',
  });
  const result = await importRecords(env, [...a.records, ...b.records, link(a.domain, b.domain), link(b.domain, a.partner)]);
  if (result.rejected_total > 0) throw new Error(`seed import rejected lines: ${JSON.stringify(result.rejected)}`);
  const plain = [a, b].flatMap((f) => [f.domain, f.name, `${f.name}.net`, f.partner, f.vendorDomain]);
  // The same records as callers write them: the service normalizes case, scheme, www., paths and spaces.
  const variants = [a, b].flatMap((f) => [f.domain.toUpperCase(), `https://www.${f.domain}/partners?x=1`, ` ${f.domain} `, `${f.domain}.`]);
  return {
    fixtures: [a, b],
    identifiers: [...plain, ...variants],
    vendorDomains: [a.vendorDomain, b.vendorDomain, `HTTPS://WWW.${b.vendorDomain.toUpperCase()}/`],
    techKeys: [a.tech, b.tech],
    words: [a.name, b.name, 'Company', 'Tech', 'Vendor', 'Partner', a.name.slice(0, 3)],
  };
}

/** What one operation's requests authenticate as and may destroy: nothing shared with another operation. */
export interface OperationContext {
  userKey: string;
  orgKey: string;
  /** a key that existed and was revoked: must be 401 like an unknown one */
  revokedKey: string;
  orgId: number;
  userId: number;
  keyIds: number[];
  flagIds: number[];
  /** a list of the user's (a definition over the seeded technologies, a member added by hand), shared with a colleague */
  listId: number;
  permissionId: number;
  colleagueId: number;
}

/**
 * A fresh organization with credits and keys whose rate limits are out of reach, and two queued flags. Admin
 * operations revoke keys, drain credits and resolve flags; a fresh context per operation keeps that damage
 * from turning the next operation's requests into 401s, 402s or 400s.
 */
export async function prepareOperation(env: TestEnv, world: World): Promise<OperationContext> {
  const { admin } = env.container;
  const customer = await createCustomer(env, { credits: 1_000_000_000 });
  const limits = { rate_limit_per_minute: 1_000_000, rate_limit_per_day: 1_000_000_000 };
  const user = await admin.createKey({ user_id: customer.userId }, limits);
  const org = await admin.createKey({ org_id: customer.orgId }, limits);
  const revoked = await admin.createKey({ user_id: customer.userId });
  await admin.revokeKey(revoked.key_id);
  const flagIds: number[] = [];
  for (const fixture of world.fixtures) {
    const res = await env.app.inject({
      method: 'POST',
      url: `/v1/companies/${fixture.domain}/flags`,
      headers: { 'x-api-key': user.key, 'content-type': 'application/json' },
      payload: '{"description":"seeded by the fuzzer"}',
    });
    if (res.statusCode !== 201) throw new Error(`seeding a flag: ${res.statusCode} ${res.body}`);
    flagIds.push((res.json() as { flag_id: number }).flag_id);
  }
  const colleague = await admin.createUser(customer.orgId, `colleague-${customer.userId}@example.com`);
  const send = async (url: string, payload: object) => {
    const res = await env.app.inject({ method: 'POST', url, headers: { 'x-api-key': user.key }, payload });
    if (res.statusCode >= 300) throw new Error(`seeding a list: ${res.statusCode} ${res.body}`);
    return res.json() as Record<string, number>;
  };
  const list = await send('/v1/lists', { name: 'fuzzed list', definition: definitionsOf(world)[0] });
  await send(`/v1/lists/${list.list_id}/domains`, { domains: [world.fixtures[1]!.domain] });
  const permission = await send(`/v1/lists/${list.list_id}/permissions`, { scope: 'user', user_id: colleague.user_id, level: 'viewer' });
  return {
    userKey: user.key,
    orgKey: org.key,
    revokedKey: revoked.key,
    orgId: customer.orgId,
    userId: customer.userId,
    keyIds: [user.key_id, org.key_id, customer.userKeyId, customer.orgKeyId],
    flagIds,
    listId: list.list_id!,
    permissionId: permission.permission_id!,
    colleagueId: colleague.user_id,
  };
}

/** Valid list definitions over the seeded data (contracts section 7), so that list requests reach their success paths. */
function definitionsOf(world: World): JsonLike[] {
  const [a, b] = world.fixtures;
  const condition = (field: string, operator: string, value: JsonLike) => ({ field, operator, value });
  return [
    { registry_version: '1', root: { op: 'and', children: [condition('technology', 'any_of', world.techKeys)] } },
    {
      registry_version: '1',
      root: {
        op: 'or',
        children: [
          condition('vendor', 'all_of', world.vendorDomains.slice(0, 1)),
          {
            op: 'and',
            children: [condition('partner', 'any_of', [a!.domain]), { op: 'not', children: [condition('country', 'in', ['CA'])] }],
          },
        ],
      },
    },
    { registry_version: '1', root: condition('domain', 'in', [b!.domain]) },
  ];
}

const IDENTIFIER = /^(identifier(_[a-z])?|partner_domain|partner_with|partner|domains?|company)$/;

/**
 * Real values for a parameter or property, by its name; and, for a parameter whose description lists its
 * comma-separated values ("comma-separated: technologies, firmographics"), those values and lists of them.
 */
export function hintsFor(world: World, op: OperationContext, name: string, schema: JsonSchema): JsonLike[] {
  // `domain` is the vendor route's parameter; company domains there are 404s, also worth sending.
  if (name === 'domain') return [...world.vendorDomains, ...world.vendorDomains, ...world.identifiers];
  if (IDENTIFIER.test(name)) return world.identifiers;
  if (name === 'tech_key') return [...world.techKeys, world.techKeys[0]?.toUpperCase() ?? ''];
  if (name === 'q') return world.words;
  if (name === 'org_id') return [op.orgId];
  if (name === 'key_id') return op.keyIds;
  if (name === 'flag_id') return op.flagIds;
  if (name === 'list_id') return [op.listId];
  if (name === 'permission_id') return [op.permissionId];
  if (name === 'user_id') return [op.userId, op.colleagueId];
  if (name === 'definition') return [...definitionsOf(world), null];
  if (name === 'registry_version') return ['1'];
  if (name === 'root') return definitionsOf(world).map((d) => (d as { root: JsonLike }).root);
  return listedValues(schema.description ?? '');
}

function listedValues(description: string): string[] {
  // "comma-separated: a, b", "comma-separated; supported: a", or a description that is just the value ("firmographics").
  const m = /^(?:comma-separated(?:; supported)?:\s*)?([a-z_]+(?:, [a-z_]+)*)$/.exec(description.trim());
  if (!m?.[1]) return [];
  const values = m[1].split(', ');
  return [...values, values.join(','), values.join(', '), `${values[0]},${values[0]}`, `,${values.join(',')},`];
}
