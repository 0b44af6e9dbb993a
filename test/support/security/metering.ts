import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiKey, awayFromMinuteBoundary, errorCode, expectError, header, is2xx, json, type SecurityClient } from './client.js';
import { isDocumentedMetered, type Operation } from './operations.js';
import { chargeless4xx } from './variants.js';

/**
 * Metered operations whose example request returns only companies that give context, which are free
 * (contracts section 6): their valid request charges 0, so it cannot run out of credits either.
 */
const CONTEXT_ONLY: Record<string, string> = {
  'GET /v1/partnerships/{identifier_a}/{identifier_b}': 'both queried companies only give context',
};

const RATE_LIMIT_HEADERS = [
  'retry-after',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'x-ratelimit-limit-day',
  'x-ratelimit-remaining-day',
  'x-ratelimit-reset-day',
];

/** A response that charged nothing may still say so, but never more. */
function assertNoChargeHeader(res: { headers: Record<string, unknown> }, context: string): void {
  const charged = res.headers['x-credits-charged'];
  assert.ok(charged === undefined || String(charged) === '0', `${context}: X-Credits-Charged is ${String(charged)}`);
}

/** Property 5: nothing metered charges on HEAD, 4xx, 402 or 429; and the document says which operations are metered. */
export function defineMeteringTests(client: SecurityClient, operations: Operation[]): void {
  const v1 = operations.filter((op) => op.area === 'v1' && op.method !== 'HEAD');
  const metered = v1.filter(isDocumentedMetered);
  const seed = client.seed;

  test('metered operations are documented: a 2xx response with the X-Credits-Charged header, the company lookup at least', () => {
    assert.ok(
      metered.length > 0,
      'no operation documents X-Credits-Charged on a 2xx response in /openapi.json, so the suite finds nothing metered to check ' +
        '(contracts section 6: every metered response carries X-Credits-Charged and X-Credits-Remaining)',
    );
    assert.ok(
      metered.some((op) => op.id === 'GET /v1/companies/{identifier}'),
      `the company lookup is not documented as metered; metered: ${metered.map((op) => op.id).join(', ')}`,
    );
  });

  for (const op of v1) {
    test(`${op.id}: X-Credits-Charged is sent exactly when the OpenAPI document says the operation is metered`, async () => {
      const res = await client.call(op, apiKey(seed.ownerKey), 'documented metering');
      assert.ok(is2xx(res.statusCode), `the valid request answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      const sent = header(res, 'x-credits-charged') !== undefined;
      const documented = isDocumentedMetered(op);
      assert.equal(
        sent,
        documented,
        sent
          ? `${op.id} answers X-Credits-Charged but its 2xx response in /openapi.json does not document the header`
          : `${op.id} documents X-Credits-Charged but its response does not carry it`,
      );
    });
  }

  for (const op of metered) {
    const contextOnly = CONTEXT_ONLY[op.id];

    test(`${op.id}: charges a company this organization has not seen (balance, usage, ledger and free windows agree)`, async () => {
      const customer = await client.freshCustomer(100);
      const options = await client.optionsFor(op, customer);
      const before = await client.chargeState(customer.orgId);
      const res = await client.call(op, apiKey(customer.userKey), 'net-new charge', options);
      assert.ok(is2xx(res.statusCode), `expected 2xx, got ${res.statusCode}: ${res.body.slice(0, 300)}`);
      const chargedHeader = header(res, 'x-credits-charged');
      assert.match(chargedHeader ?? '', /^\d+$/, 'X-Credits-Charged');
      const charged = Number(chargedHeader);
      if (contextOnly) assert.equal(charged, 0, `${op.id} is context-only (${contextOnly}) yet charged`);
      else assert.ok(charged >= 1, `${op.id} charged ${charged} for companies this organization never saw`);
      const after = await client.chargeState(customer.orgId);
      assert.equal(after.balance, before.balance - charged, 'balance');
      assert.equal(header(res, 'x-credits-remaining'), String(after.balance), 'X-Credits-Remaining');
      assert.equal(after.usageCredits, before.usageCredits + charged, 'usage report');
      assert.equal(after.freeWindows, before.freeWindows + charged, 'one free window per company charged');
      assert.equal(after.ledgerRows > before.ledgerRows, charged > 0, 'ledger');
    });

    if (op.method === 'GET') {
      test(`HEAD ${op.path}: charges nothing and opens no free window (the GET after it is charged)`, async () => {
        const customer = await client.freshCustomer(100);
        const options = await client.optionsFor(op, customer);
        const before = await client.chargeState(customer.orgId);
        const head = await client.call({ ...op, method: 'HEAD', id: `HEAD ${op.path}` }, apiKey(customer.userKey), 'HEAD', options);
        assert.ok(is2xx(head.statusCode), `HEAD answered ${head.statusCode}`);
        assertNoChargeHeader(head, 'HEAD');
        assert.deepEqual(await client.chargeState(customer.orgId), before, 'HEAD charged');
        const get = await client.call(op, apiKey(customer.userKey), 'GET after HEAD', options);
        assert.ok(is2xx(get.statusCode), `GET answered ${get.statusCode}`);
        if (!contextOnly)
          assert.ok(Number(header(get, 'x-credits-charged')) >= 1, 'the GET after a HEAD was free: the HEAD opened a free window');
      });
    }

    test(`${op.id}: a 4xx charges nothing`, async () => {
      const variants = chargeless4xx(op, seed);
      assert.ok(variants.length > 0, `${op.id}: no way to make it answer 4xx; add an invalid body to REQUEST_BODIES`);
      const customer = await client.freshCustomer(100);
      const before = await client.chargeState(customer.orgId);
      for (const variant of variants) {
        const res = await client.call(op, apiKey(customer.userKey), variant.label, variant.options);
        assert.ok(
          res.statusCode >= 400 && res.statusCode < 500,
          `${variant.label}: expected 4xx, got ${res.statusCode}: ${res.body.slice(0, 300)}`,
        );
        assertNoChargeHeader(res, variant.label);
        assert.deepEqual(
          await client.chargeState(customer.orgId),
          before,
          `${variant.label} (${res.statusCode} ${errorCode(res)}) charged`,
        );
      }
    });

    test(`${op.id}: out of credits is 402 credit_exhausted with requested and shortfall, and charges nothing`, async () => {
      const customer = await client.freshCustomer(0);
      const options = await client.optionsFor(op, customer);
      const before = await client.chargeState(customer.orgId);
      const res = await client.call(op, apiKey(customer.userKey), 'no credits', options);
      if (contextOnly) {
        // Nothing to charge, so nothing to run out of: the data comes back free.
        assert.ok(is2xx(res.statusCode), `${op.id} is context-only (${contextOnly}) yet answered ${res.statusCode}`);
        assertNoChargeHeader(res, 'context only');
      } else {
        expectError(res, op.method, 402, 'credit_exhausted', op.id);
        const body = json<{ requested: unknown; shortfall: unknown }>(res);
        assert.ok(Number.isInteger(body.requested) && (body.requested as number) >= 1, `requested: ${res.body}`);
        assert.ok(Number.isInteger(body.shortfall) && (body.shortfall as number) >= 1, `shortfall: ${res.body}`);
        assert.ok((body.shortfall as number) <= (body.requested as number), `shortfall over requested: ${res.body}`);
        assert.deepEqual(Object.keys(body).sort(), ['error', 'message', 'requested', 'shortfall'], 'a 402 carries no data');
        assertNoChargeHeader(res, '402');
      }
      assert.deepEqual(await client.chargeState(customer.orgId), before, 'charged');
    });

    test(`${op.id}: 429 operational_rate_limit_exceeded with Retry-After and the X-RateLimit-* headers, and charges nothing`, async () => {
      const customer = await client.freshCustomer(100);
      const limited = await client.createKey({ user_id: customer.userId, rate_limit_per_minute: 1 });
      // The first call spends the minute's one request on a 4xx, which charges nothing; the second is the valid
      // request, which would charge net-new companies if it were let through.
      const [spend] = chargeless4xx(op, seed);
      assert.ok(spend, `${op.id}: no 4xx variant to spend the first request on`);
      await awayFromMinuteBoundary();
      const first = await client.call(op, apiKey(limited.key), `first call: ${spend.label}`, spend.options);
      assert.ok(first.statusCode >= 400 && first.statusCode < 500 && first.statusCode !== 429, `first call answered ${first.statusCode}`);
      const options = await client.optionsFor(op, customer);
      const before = await client.chargeState(customer.orgId);
      const res = await client.call(op, apiKey(limited.key), 'second call', options);
      expectError(res, op.method, 429, 'operational_rate_limit_exceeded', op.id);
      for (const name of RATE_LIMIT_HEADERS) assert.match(header(res, name) ?? '', /^\d+$/, name);
      assert.equal(header(res, 'x-ratelimit-limit'), '1');
      assert.equal(header(res, 'x-ratelimit-remaining'), '0');
      const body = json<{ retry_after_seconds: unknown }>(res);
      assert.equal(String(body.retry_after_seconds), header(res, 'retry-after'), 'retry_after_seconds and Retry-After');
      assert.deepEqual(Object.keys(body).sort(), ['error', 'message', 'retry_after_seconds'], 'a 429 carries no data');
      assertNoChargeHeader(res, '429');
      assert.deepEqual(await client.chargeState(customer.orgId), before, 'charged');
    });
  }
}
