import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { chargeBatch, type ChargeRequest } from '../src/db/repositories/credit.repository.js';
import { createCustomer } from './support/factories.js';
import { startTestEnv, type TestEnv } from './support/harness.js';

/**
 * charge_batch, the database side of metering, on batches of several responses (a group commit): each request
 * all or nothing, in order, each company paid once, by the first request that returns it.
 */
let env: TestEnv;
before(async () => {
  env = await startTestEnv();
});
after(() => env.close());

let keyId = 0;
const request = (ids: number[]): ChargeRequest => ({ ids, endpoint: 'GET /v1/test', apiKeyId: keyId });
const customer = async (credits: number) => {
  const c = await createCustomer(env, { credits });
  keyId = c.userKeyId;
  return c;
};
const ledger = async (orgId: number) =>
  (
    await env.container.db.query<{ amount: number }>(
      'SELECT amount::int AS amount FROM credit_ledger WHERE org_id = $1 AND reason = $2 ORDER BY id',
      [orgId, 'charge'],
    )
  ).rows.map((r) => r.amount);

test('a batch the balance covers: each company paid once, by the first request returning it', async () => {
  const { orgId } = await customer(10);
  const { results, freeUntil } = await chargeBatch(env.container.db, orgId, [
    request([1, 2]),
    request([2, 3, 3]),
    request([]),
    request([1]),
  ]);
  assert.deepEqual(results, [
    { ok: true, charged: 2, remaining: 8 },
    { ok: true, charged: 1, remaining: 7 },
    { ok: true, charged: 0, remaining: 7 },
    { ok: true, charged: 0, remaining: 7 },
  ]);
  assert.deepEqual([...freeUntil.keys()].sort(), [1, 2, 3]);
  assert.deepEqual(await ledger(orgId), [-2, -1]);
  const again = await chargeBatch(env.container.db, orgId, [request([3, 4]), request([1, 2])]);
  assert.deepEqual(again.results, [
    { ok: true, charged: 1, remaining: 6 },
    { ok: true, charged: 0, remaining: 6 },
  ]);
});

test('a batch the balance cannot cover: one request at a time, each all or nothing', async () => {
  const { orgId } = await customer(5);
  const { results } = await chargeBatch(env.container.db, orgId, [
    request([11]),
    request([12, 13, 14, 15, 16]),
    request([11, 17]),
    request([18, 19, 20]),
  ]);
  assert.deepEqual(results, [
    { ok: true, charged: 1, remaining: 4 },
    { ok: false, requested: 5, balance: 4 },
    { ok: true, charged: 1, remaining: 3 },
    { ok: true, charged: 3, remaining: 0 },
  ]);
  assert.deepEqual(await ledger(orgId), [-1, -1, -3]);
  const charged = await env.container.db.query<{ id: number }>('SELECT company_id AS id FROM credit_charges WHERE org_id = $1 ORDER BY 1', [
    orgId,
  ]);
  assert.deepEqual(
    charged.rows.map((r) => r.id),
    [11, 17, 18, 19, 20],
  );
});

test('a batch of companies already paid charges nothing and tells until when they are free', async () => {
  const { orgId } = await customer(3);
  await chargeBatch(env.container.db, orgId, [request([31, 32])]);
  const { results, freeUntil } = await chargeBatch(env.container.db, orgId, [request([31]), request([32, 31])]);
  assert.deepEqual(results, [
    { ok: true, charged: 0, remaining: 1 },
    { ok: true, charged: 0, remaining: 1 },
  ]);
  assert.equal(freeUntil.size, 2);
  assert.ok([...freeUntil.values()].every((until) => until > Date.now() + 29 * 86_400_000));
});

test('free windows: a paid company keeps the window of its charge, a company paid now gets a new one', async () => {
  const { orgId } = await customer(10);
  const first = await chargeBatch(env.container.db, orgId, [request([41, 42])]);
  // All paid: nothing charged, the same windows.
  const paid = await chargeBatch(env.container.db, orgId, [request([42, 41])]);
  assert.deepEqual(paid.results, [{ ok: true, charged: 0, remaining: 8 }]);
  assert.deepEqual(paid.freeUntil, first.freeUntil);
  // A window that has ended is charged again, with a new window, beside a company still free and one never paid.
  await env.container.db.query(`UPDATE credit_charges SET charged_at = now() - interval '31 days' WHERE org_id = $1 AND company_id = 41`, [
    orgId,
  ]);
  const mixed = await chargeBatch(env.container.db, orgId, [request([43]), request([41, 42])]);
  assert.deepEqual(mixed.results, [
    { ok: true, charged: 1, remaining: 7 },
    { ok: true, charged: 1, remaining: 6 },
  ]);
  assert.deepEqual([...mixed.freeUntil.keys()].sort(), [41, 42, 43]);
  assert.equal(mixed.freeUntil.get(42), first.freeUntil.get(42));
  assert.ok(mixed.freeUntil.get(41)! > first.freeUntil.get(41)!);
  assert.ok(mixed.freeUntil.get(43)! >= first.freeUntil.get(42)!);
  // A request of no companies charges nothing and tells no window.
  const none = await chargeBatch(env.container.db, orgId, [request([])]);
  assert.deepEqual(none, { results: [{ ok: true, charged: 0, remaining: 6 }], freeUntil: new Map() });
});
