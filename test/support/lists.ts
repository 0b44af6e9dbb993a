import assert from 'node:assert/strict';
import Ajv2020Module, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { TestEnv } from './harness.js';

/** Helpers of the list tests: requests as one user, definitions, dates relative to now. */

/** Parsed JSON, typed as loosely as JSON.parse types it: each test asserts the shape it expects. */
type Json = ReturnType<typeof JSON.parse>;

export interface Reply {
  status: number;
  body: Json;
  headers: Record<string, string | string[] | number | undefined>;
  text: string;
}

/** Requests with one API key. */
export function as(env: TestEnv, key: string) {
  const send = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD', url: string, payload?: unknown): Promise<Reply> => {
    const res = await env.app.inject({
      method,
      url,
      headers: { 'x-api-key': key, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
    let body: Json;
    try {
      body = res.body ? res.json() : undefined;
    } catch {
      body = undefined;
    }
    return { status: res.statusCode, body, headers: res.headers, text: res.body };
  };
  return {
    get: (url: string) => send('GET', url),
    head: (url: string) => send('HEAD', url),
    post: (url: string, payload: unknown = {}) => send('POST', url, payload),
    put: (url: string, payload: unknown) => send('PUT', url, payload),
    patch: (url: string, payload: unknown) => send('PATCH', url, payload),
    delete: (url: string) => send('DELETE', url),
    /** POST /v1/lists, asserting 201; returns the list id */
    async createList(name: string, definition?: unknown): Promise<number> {
      const res = await send('POST', '/v1/lists', definition === undefined ? { name } : { name, definition });
      assert.equal(res.status, 201, res.text);
      return res.body.list_id as number;
    },
    /**
     * every member of a list (one page of up to 1000), by company domain; the page is checked against the documented
     * schema (the members' JSON is written by the database, not by the route's serializer)
     */
    async members(listId: number, query = ''): Promise<Map<string, Member>> {
      const res = await send('GET', `/v1/lists/${listId}/members?limit=1000${query}`);
      assert.equal(res.status, 200, res.text);
      const validate = await documentedMembersPage(env);
      const page: unknown = res.body;
      assert.ok(validate(page), `the page does not match the documented schema: ${JSON.stringify(validate.errors)}`);
      return new Map((res.body.data as Member[]).map((m) => [m.primary_domain, m]));
    },
  };
}

const membersPageValidators = new WeakMap<TestEnv, Promise<ValidateFunction>>();

/** The documented 200 schema of GET /v1/lists/{list_id}/members, from the service's own /openapi.json. */
function documentedMembersPage(env: TestEnv): Promise<ValidateFunction> {
  let validator = membersPageValidators.get(env);
  if (!validator) {
    validator = (async () => {
      const doc = (await env.app.inject({ method: 'GET', url: '/openapi.json' })).json();
      const schema = doc.paths['/v1/lists/{list_id}/members'].get.responses['200'].content['application/json'].schema;
      const ajv = addFormats.default(new Ajv2020Module.default({ strict: false, allErrors: true }));
      return ajv.compile({ ...schema, additionalProperties: false, components: doc.components ?? {} });
    })();
    membersPageValidators.set(env, validator);
  }
  return validator;
}

export interface Member {
  company_id: number;
  slug: string;
  name: string;
  primary_domain: string;
  tier: 'high' | 'medium' | 'exploratory';
  source: 'definition' | 'manual';
  reasons: { path?: string; field?: string; operator?: string; strength: string; evidence: Record<string, unknown> }[];
}

export const definition = (root: unknown) => ({ registry_version: '1', root });
export const cond = (field: string, operator: string, value: unknown) => ({ field, operator, value });
export const and = (...children: unknown[]) => ({ op: 'and', children });
export const or = (...children: unknown[]) => ({ op: 'or', children });
export const not = (child: unknown) => ({ op: 'not', children: [child] });

const DAY_MS = 86_400_000;
/** An ISO timestamp this many days before now (evidence is fresh for 90 days). */
export const daysAgo = (days: number): string => new Date(Date.now() - days * DAY_MS).toISOString();

/** Asserts an error status and code. */
export function expectError(res: Reply, status: number, code: string): void {
  assert.equal(res.status, status, res.text);
  assert.equal(res.body?.error, code, res.text);
}
