import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { ADMIN_TOKEN, type TestEnv } from '../harness.js';
import { createCustomer, type Customer } from '../factories.js';
import { CUSTOMER_EXAMPLES, requestFor, type Request, type RequestOptions, type Seed } from './examples.js';
import { assertNoLeak } from './leak.js';
import type { Operation } from './operations.js';

export interface Response {
  statusCode: number;
  body: string;
  headers: Record<string, string | string[] | number | undefined>;
}

export type Headers = Record<string, string | string[]>;
export const apiKey = (key: string | string[]): Headers => ({ 'x-api-key': key });
export const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** A key in the contract's format (`keiretsu_` + 32 base62 characters) that nobody was given. */
export const unknownKey = (prefix = 'keiretsu_'): string => prefix + Array.from({ length: 32 }, () => BASE62[randomInt(62)]).join('');

export function header(res: Response, name: string): string | undefined {
  const value = res.headers[name];
  return value === undefined ? undefined : String(value);
}

/** The error code of a catalogue body ({error} or, for the flag-creation 404, {detail: {error}}). */
export function errorCode(res: Response): string | undefined {
  try {
    const body = JSON.parse(res.body) as { error?: string; detail?: { error?: string } };
    return body.error ?? body.detail?.error;
  } catch {
    return undefined;
  }
}

export function json<T = Record<string, unknown>>(res: Response): T {
  return JSON.parse(res.body) as T;
}

/** What an organization has been charged, seen four ways: any charge moves at least one of them. */
export interface ChargeState {
  balance: number;
  /** total_credits of GET /admin/v1/orgs/{org_id}/usage */
  usageCredits: number;
  /** rows of credit_ledger: grants and charges */
  ledgerRows: number;
  /** rows of credit_charges: the 30-day free windows a charge opens */
  freeWindows: number;
}

/**
 * The suite's way to the application: every response goes through assertNoLeak (property 6), and every API key
 * the service hands out becomes a secret that no later response may contain.
 */
export class SecurityClient {
  readonly secrets = new Set<string>([ADMIN_TOKEN]);
  /** how many responses were checked for leaks */
  checked = 0;

  constructor(
    readonly env: TestEnv,
    readonly seed: Seed,
  ) {
    for (const key of [seed.ownerKey, seed.owner.userKey, seed.owner.orgKey]) this.secrets.add(key);
  }

  async send(req: Request, context: string): Promise<Response> {
    const res = await this.env.app.inject({
      method: req.method as 'GET',
      url: req.url,
      headers: req.headers,
      ...(req.payload === undefined ? {} : { payload: req.payload }),
    });
    this.checked++;
    assertNoLeak(res, this.secrets, `${req.method} ${req.url.slice(0, 200)} (${context})`);
    // Learned after the check: the key-creation response is the one place a key may appear.
    if (res.statusCode === 201 && /"key":"keiretsu_/.test(res.body)) this.secrets.add(json<{ key: string }>(res).key);
    return res;
  }

  /** The operation's valid request (from the example tables) with these credentials and options. */
  call(op: Operation, credentials: Headers, context: string, options: RequestOptions = {}): Promise<Response> {
    const req = requestFor(op, this.seed, options);
    return this.send({ ...req, headers: { ...req.headers, ...credentials } }, `${op.id}: ${context}`);
  }

  /** Options that make an operation's valid request the customer's own (CUSTOMER_EXAMPLES), or none. */
  async optionsFor(op: Operation, customer: Customer): Promise<RequestOptions> {
    return (await CUSTOMER_EXAMPLES[op.id]?.(this.env, this.seed, customer)) ?? {};
  }

  /** The valid credentials of an operation's area. */
  credentials(op: Operation): Headers {
    if (op.area === 'v1') return apiKey(this.seed.ownerKey);
    if (op.area === 'admin') return this.env.admin;
    return {};
  }

  /** A new organization, so that no free window of an earlier check hides a charge (contracts section 6). */
  async freshCustomer(credits: number): Promise<Customer> {
    const customer = await createCustomer(this.env, { credits });
    this.secrets.add(customer.userKey);
    this.secrets.add(customer.orgKey);
    return customer;
  }

  /** A key created through POST /admin/v1/keys, as an operator would. */
  async createKey(body: Record<string, unknown>): Promise<{ key_id: number; key: string }> {
    const res = await this.send(
      {
        method: 'POST',
        url: '/admin/v1/keys',
        headers: { ...this.env.admin, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      },
      'creating a key',
    );
    assert.equal(res.statusCode, 201, res.body);
    return json<{ key_id: number; key: string }>(res);
  }

  async revokeKey(keyId: number): Promise<void> {
    const res = await this.send({ method: 'DELETE', url: `/admin/v1/keys/${keyId}`, headers: this.env.admin }, 'revoking a key');
    assert.equal(res.statusCode, 204, res.body);
  }

  async chargeState(orgId: number): Promise<ChargeState> {
    const org = await this.send({ method: 'GET', url: `/admin/v1/orgs/${orgId}`, headers: this.env.admin }, 'reading the balance');
    const usage = await this.send({ method: 'GET', url: `/admin/v1/orgs/${orgId}/usage`, headers: this.env.admin }, 'reading the usage');
    assert.equal(org.statusCode, 200, org.body);
    assert.equal(usage.statusCode, 200, usage.body);
    const count = async (table: 'credit_ledger' | 'credit_charges') =>
      (await this.env.container.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE org_id = $1`, [orgId])).rows[0]!.n;
    return {
      balance: json<{ credit_balance: number }>(org).credit_balance,
      usageCredits: json<{ total_credits: number }>(usage).total_credits,
      ledgerRows: await count('credit_ledger'),
      freeWindows: await count('credit_charges'),
    };
  }
}

/**
 * Asserts an error status and code. HEAD responses have no body, so only their status is checked. `codes` lists
 * the acceptable codes.
 */
export function expectError(res: Response, method: string, status: number, codes: string | string[], context: string): void {
  assert.equal(res.statusCode, status, `${context}: expected ${status}, got ${res.statusCode}: ${res.body.slice(0, 300)}`);
  if (method === 'HEAD') return;
  const accepted = [codes].flat();
  assert.ok(accepted.includes(errorCode(res) ?? ''), `${context}: expected ${accepted.join(' or ')}, got ${res.body.slice(0, 300)}`);
}

export const is2xx = (status: number): boolean => status >= 200 && status < 300;

/**
 * Waits out the last second of a UTC minute: the per-minute window is fixed, and a check that needs two calls in
 * one window would otherwise see the second admitted by a new window, once in a while.
 */
export async function awayFromMinuteBoundary(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 1_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
