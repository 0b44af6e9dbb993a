import { ADMIN_TOKEN, type TestEnv } from '../harness.js';
import { companyFixture, createCustomer, importRecords, uniq, type Customer } from '../factories.js';
import { consumesList, definitionFor, listWithMember, seedLists, type ListSeed } from './lists.js';
import { pathParameterDoc, queryParameters, takesBody, type Operation, type SchemaDoc } from './operations.js';

/** What the suite seeded: the example values below point at it. */
export interface Seed {
  /** company A (companyFixture): one technology, its vendor, one partner P */
  company: ReturnType<typeof companyFixture>;
  /** company B: partners with A and with P, so that A and B have a partnership and a shared partner */
  other: string;
  /** the customer whose key makes the valid requests */
  owner: Customer;
  /** the owner's user key with limits out of reach: the suite sends hundreds of requests with it */
  ownerKey: string;
  /** a queued data flag on A */
  flagId: number;
  /** a key nobody uses, for DELETE /admin/v1/keys/{key_id} */
  spareKeyId: number;
  /** a refresh job of ownerKey's, and an operator crawl (no worker runs: they stay queued) */
  refreshJobId: string;
  crawlJobId: string;
  /** the owner's lists (test/support/security/lists.ts) */
  lists: ListSeed;
}

export async function seedData(env: TestEnv): Promise<Seed> {
  const company = companyFixture();
  const other = `${company.name}-b.com`;
  const observed = { first_observed_at: '2025-03-01T00:00:00Z', last_observed_at: '2026-09-01T00:00:00Z', observation_count: 1 };
  const result = await importRecords(env, [
    ...company.records,
    { type: 'company', name: `Company ${other}`, primary_domain: other },
    { type: 'partnership', company: other, partner: company.domain, partnership_type: 'technology', ...observed, attributions: [] },
    { type: 'partnership', company: other, partner: company.partner, partnership_type: 'channel', ...observed, attributions: [] },
  ]);
  if (result.rejected_total > 0) throw new Error(`seed rejected: ${JSON.stringify(result.rejected)}`);
  const owner = await createCustomer(env, { credits: 1_000_000 });
  const admin = env.container.admin;
  const ownerKey = await admin.createKey(
    { user_id: owner.userId },
    { rate_limit_per_minute: 1_000_000, rate_limit_per_day: 1_000_000_000 },
  );
  const spare = await admin.createKey({ org_id: owner.orgId });
  const flag = await env.app.inject({
    method: 'POST',
    url: `/v1/companies/${company.domain}/flags`,
    headers: { 'x-api-key': ownerKey.key },
    payload: { description: 'seeded by the security suite' },
  });
  if (flag.statusCode !== 201) throw new Error(`seeding a flag answered ${flag.statusCode}: ${flag.body}`);
  const submit = async (url: string, headers: Record<string, string>) => {
    const res = await env.app.inject({ method: 'POST', url, headers, payload: { domains: [`${company.name}.test`] } });
    if (res.statusCode !== 202) throw new Error(`seeding a job answered ${res.statusCode}: ${res.body}`);
    return (res.json() as { job_id: string }).job_id;
  };
  return {
    company,
    other,
    owner,
    ownerKey: ownerKey.key,
    flagId: (flag.json() as { flag_id: number }).flag_id,
    spareKeyId: spare.key_id,
    refreshJobId: await submit('/v1/companies/refresh', { 'x-api-key': ownerKey.key }),
    crawlJobId: await submit('/admin/v1/crawl', { authorization: `Bearer ${ADMIN_TOKEN}` }),
    lists: await seedLists(env, owner, ownerKey.key, company),
  };
}

/**
 * An example value for each path parameter, by name, pointing at seeded data. A route with a parameter that is
 * not here fails the suite (see requestFor): add the name here, with a value for which the route answers 2xx.
 * Two routes that need different values under one name are told apart in the example function, by op.id.
 */
export const PATH_EXAMPLES: Record<string, (s: Seed, op: Operation) => string> = {
  identifier: (s) => s.company.domain,
  identifier_a: (s) => s.company.domain,
  identifier_b: (s) => s.other,
  partner_domain: (s) => s.company.partner,
  domain: (s) => s.company.vendorDomain,
  tech_key: (s) => s.company.tech,
  org_id: (s) => String(s.owner.orgId),
  user_id: (s) => String(s.owner.userId),
  key_id: (s) => String(s.spareKeyId),
  flag_id: (s) => String(s.flagId),
  job_id: (s, op) => (op.area === 'admin' ? s.crawlJobId : s.refreshJobId),
  // An operation that uses its list up (deletes it, revokes its permission, gives it away) takes a fresh one per request.
  list_id: (s, op) => String(consumesList(op.id) ? s.lists.take(op.id) : s.lists.main),
  permission_id: (s, op) => String(s.lists.permissionFor(op.id)),
};

/**
 * Requests of a metered operation for a customer of its own (the metering tests use a fresh organization each time,
 * so that no free window hides a charge): where the example data belongs to the seeded owner's organization, this
 * makes the customer's own. Lists are visible to their organization only.
 */
export const CUSTOMER_EXAMPLES: Record<string, (env: TestEnv, s: Seed, customer: Customer) => Promise<RequestOptions>> = {
  'GET /v1/lists/{list_id}/export.csv': async (env, s, customer) => ({
    params: { list_id: String(await listWithMember(env, customer.userKey, s.company)) },
  }),
};

/** Values for required query parameters, by name (optional ones are left out of the valid request). */
export const QUERY_EXAMPLES: Record<string, (s: Seed) => string> = {
  q: (s) => s.company.tech,
};

/** A path parameter value that names nothing: a 404 (or a 400 where the format is checked first). */
export function unknownValue(op: Operation, name: string): string {
  const type = pathParameterDoc(op, name)?.schema?.type;
  if (type === 'integer' || type === 'number') return '2147483000';
  if (name === 'tech_key') return uniq('ghost-tech-');
  return `${uniq('ghost')}.com`;
}

export type RequestBody = { json: unknown } | { contentType: string; payload: string };

interface BodyEntry {
  /** a minimal valid body */
  valid: (s: Seed) => RequestBody;
  /** bodies the route refuses with a 4xx after authentication, beyond the generic malformed ones */
  invalid?: (s: Seed) => RequestBody[];
  /** bodies that reach the route's own error paths, for the leak checks (whatever their status) */
  probes?: (s: Seed) => RequestBody[];
}

/**
 * Minimal valid bodies, by operation. An operation whose OpenAPI document requires a body, or a POST, PUT or
 * PATCH whose valid request fails without one, needs an entry: the suite fails and names the operation.
 */
export const REQUEST_BODIES: Record<string, BodyEntry> = {
  'POST /v1/companies': {
    valid: (s) => ({ json: { domains: [s.company.domain] } }),
    invalid: (s) => [{ json: { domains: [] } }, { json: { domains: Array.from({ length: 101 }, (_, i) => `${i}.${s.company.domain}`) } }],
  },
  'POST /v1/enrich/partnerships': {
    valid: (s) => ({ json: { domains: [s.company.domain] } }),
    invalid: (s) => [{ json: { domains: [] } }, { json: { domains: Array.from({ length: 101 }, (_, i) => `${i}.${s.company.domain}`) } }],
  },
  'POST /v1/companies/{identifier}/flags': {
    valid: () => ({ json: { description: 'security suite' } }),
    invalid: () => [{ json: { description: 'x'.repeat(2001) } }],
  },
  'POST /v1/companies/refresh': {
    valid: (s) => ({ json: { domains: [`${s.company.name}.test`] } }),
    invalid: () => [{ json: { domains: [] } }, { json: { domains: Array.from({ length: 101 }, (_, i) => `d${i}.example`) } }],
  },
  'POST /admin/v1/crawl': { valid: (s) => ({ json: { domains: [`${s.company.name}.test`] } }) },
  'POST /admin/v1/orgs': { valid: () => ({ json: { name: uniq('security org ') } }) },
  'POST /admin/v1/orgs/{org_id}/credits': { valid: () => ({ json: { amount: 0 } }) },
  'POST /admin/v1/orgs/{org_id}/users': { valid: () => ({ json: { email: `${uniq('sec')}@example.com` } }) },
  'POST /admin/v1/keys': { valid: (s) => ({ json: { org_id: s.owner.orgId } }) },
  'POST /admin/v1/flags/{flag_id}/resolve': { valid: () => ({ json: { resolution: 'rejected', note: 'security suite' } }) },
  'POST /v1/lists': {
    valid: (s) => ({ json: { name: uniq('security list '), definition: definitionFor(s.company.tech) } }),
    invalid: (s) => [
      { json: { name: '   ' } },
      {
        json: {
          name: 'unbounded',
          definition: { registry_version: '1', root: { op: 'not', children: [definitionFor(s.company.tech).root] } },
        },
      },
    ],
  },
  'PATCH /v1/lists/{list_id}': {
    valid: () => ({ json: { name: 'renamed by the security suite' } }),
    invalid: () => [{ json: { name: '' } }],
  },
  'PUT /v1/lists/{list_id}/definition': {
    valid: (s) => ({ json: { definition: definitionFor(s.company.tech) } }),
    invalid: (s) => [
      { json: { definition: { ...definitionFor(s.company.tech), registry_version: 'no such version' } } },
      { json: { definition: definitionFor(s.company.tech), expected_version: 2147483000 } },
    ],
  },
  'POST /v1/lists/preview-count': {
    valid: (s) => ({ json: definitionFor(s.company.tech) }),
    invalid: () => [{ json: { registry_version: '1', root: { op: 'and', children: [] } } }],
  },
  'POST /v1/lists/{list_id}/materialize': { valid: () => ({ json: {} }), invalid: () => [{ json: { force: true } }] },
  'POST /v1/lists/{list_id}/domains': {
    valid: (s) => ({ json: { domains: [s.company.domain] } }),
    invalid: () => [{ json: { domains: [] } }],
    probes: () => [{ json: { domains: ["o'brien.com", 'x'.repeat(300), '%00.example', 'nobody-knows-this.example'] } }],
  },
  'POST /v1/lists/{list_id}/excluded-domains': {
    valid: (s) => ({ json: { domains: [`${s.company.name}-excluded.example`] } }),
    invalid: () => [{ json: { domains: [] } }],
  },
  'POST /v1/lists/{list_id}/permissions': {
    valid: (s) => ({ json: { scope: 'user', user_id: s.lists.colleagueId, level: 'viewer' } }),
    invalid: (s) => [
      { json: { scope: 'user', level: 'viewer' } },
      { json: { scope: 'org_wide', user_id: s.lists.colleagueId, level: 'viewer' } },
      { json: { scope: 'user', user_id: 2147483000, level: 'editor' } },
    ],
  },
  'POST /v1/lists/{list_id}/owner': {
    valid: (s) => ({ json: { user_id: s.lists.colleagueId } }),
    invalid: () => [{ json: {} }, { json: { user_id: 2147483000 } }],
  },
  'POST /admin/v1/import': {
    // The seeded company again: imports are upserts, so this changes nothing.
    valid: (s) => ({ contentType: 'application/x-ndjson', payload: `${JSON.stringify(s.company.records[1])}\n` }),
    // Bad lines are answered with their errors in a 200: those messages must leak nothing either.
    probes: () => [
      {
        contentType: 'application/x-ndjson',
        payload: '{"type":"company"}\n{bad json\n{"type":"detection","company":"nobody.example","tech_key":"nothing"}\n',
      },
    ],
  },
};

export interface Request {
  method: string;
  url: string;
  headers: Record<string, string | string[]>;
  payload?: string;
}

export interface RequestOptions {
  /** path parameter values to use instead of the examples */
  params?: Record<string, string>;
  /** query parameters to add (or to replace the examples) */
  query?: Record<string, string>;
  /** a body instead of the table's; null for none */
  body?: RequestBody | null;
  headers?: Record<string, string | string[]>;
}

/** Why the suite cannot build a request for an operation: a table above lacks an entry. */
export class MissingExample extends Error {}

/**
 * A valid request for an operation (before credentials), from the tables above. Throws MissingExample, naming the
 * table to extend, when a path parameter, a required query parameter or a required body has no example.
 */
export function requestFor(op: Operation, seed: Seed, options: RequestOptions = {}): Request {
  let url = op.path;
  for (const name of op.params) {
    const example = PATH_EXAMPLES[name];
    const value = options.params?.[name] ?? example?.(seed, op);
    if (value === undefined) {
      throw new MissingExample(
        `${op.id}: no example value for the path parameter "${name}". Add one to PATH_EXAMPLES in test/support/security/examples.ts ` +
          '(seed the data it points at in seedData), so that the security suite can reach this route.',
      );
    }
    // Values given in options are sent as they are (the suite's hostile inputs are already URL text).
    url = url.replace(`{${name}}`, options.params?.[name] !== undefined ? value : encodeURIComponent(value));
  }
  const query = new URLSearchParams();
  for (const p of queryParameters(op)) {
    if (!p.required || options.query?.[p.name] !== undefined) continue;
    const example = QUERY_EXAMPLES[p.name];
    if (!example) {
      throw new MissingExample(
        `${op.id}: no example value for the required query parameter "${p.name}". Add one to QUERY_EXAMPLES in test/support/security/examples.ts.`,
      );
    }
    query.set(p.name, example(seed));
  }
  let search = query.toString();
  // Given query text is appended raw, as with path values: hostile inputs choose their own encoding.
  for (const [name, value] of Object.entries(options.query ?? {})) search += `${search ? '&' : ''}${name}=${value}`;
  if (search) url += `?${search}`;
  const headers: Record<string, string | string[]> = { ...options.headers };
  let payload: string | undefined;
  const body = options.body === undefined ? defaultBody(op, seed) : options.body;
  if (body) {
    headers['content-type'] = 'json' in body ? 'application/json' : body.contentType;
    payload = 'json' in body ? JSON.stringify(body.json) : body.payload;
  }
  return { method: op.method, url, headers, payload };
}

function defaultBody(op: Operation, seed: Seed): RequestBody | undefined {
  const entry = REQUEST_BODIES[op.id];
  if (entry) return entry.valid(seed);
  if (op.doc?.requestBody?.required) {
    throw new MissingExample(
      `${op.id}: its OpenAPI document requires a request body and the suite has none. Add a minimal valid body to ` +
        'REQUEST_BODIES in test/support/security/examples.ts.',
    );
  }
  return undefined;
}

/** The table's route-specific invalid bodies, and malformed ones that any body route refuses. */
export function invalidBodies(op: Operation, seed: Seed): { label: string; body: RequestBody }[] {
  if (!takesBody(op)) return [];
  const specific = (REQUEST_BODIES[op.id]?.invalid?.(seed) ?? []).map((body, i) => ({ label: `invalid body #${i + 1}`, body }));
  return [
    { label: 'malformed JSON', body: { contentType: 'application/json', payload: '{"domains": [' } },
    { label: 'a JSON number as the body', body: { json: 12345 } },
    ...specific,
  ];
}

/** A query value the parameter's schema refuses, or undefined when the schema gives no constraint to break. */
export function invalidQueryValue(schema: SchemaDoc | undefined): string | undefined {
  if (!schema) return undefined;
  if (schema.anyOf || schema.enum) return 'not-an-allowed-value';
  if (schema.type === 'integer' || schema.type === 'number') return 'not-a-number';
  if (schema.type === 'boolean') return 'not-a-boolean';
  if (schema.format === 'date' || schema.format === 'date-time') return 'not-a-date';
  if (schema.type === 'string' && schema.maxLength !== undefined) return 'x'.repeat(schema.maxLength + 1);
  return undefined;
}
