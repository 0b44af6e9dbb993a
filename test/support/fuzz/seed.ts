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
  return {
    userKey: user.key,
    orgKey: org.key,
    revokedKey: revoked.key,
    orgId: customer.orgId,
    userId: customer.userId,
    keyIds: [user.key_id, org.key_id, customer.userKeyId, customer.orgKeyId],
    flagIds,
  };
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
  if (name === 'user_id') return [op.userId];
  if (name === 'key_id') return op.keyIds;
  if (name === 'flag_id') return op.flagIds;
  return listedValues(schema.description ?? '');
}

function listedValues(description: string): string[] {
  // "comma-separated: a, b", "comma-separated; supported: a", or a description that is just the value ("firmographics").
  const m = /^(?:comma-separated(?:; supported)?:\s*)?([a-z_]+(?:, [a-z_]+)*)$/.exec(description.trim());
  if (!m?.[1]) return [];
  const values = m[1].split(', ');
  return [...values, values.join(','), values.join(', '), `${values[0]},${values[0]}`, `,${values.join(',')},`];
}
