import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { collect, createKeiretsuClient, isApiError, KeiretsuApiError, unwrap, type RetryEvent } from '@keiretsu/client';
import { ENGINE, startTestEnv, type TestEnv } from './support/harness.js';
import { createCustomer, importRecords, uniq, type Customer } from './support/factories.js';
import { countingFetch, listen } from './support/customer-cli.js';
import { cond, definition } from './support/lists.js';

/**
 * @keiretsu/client against the real server on a port (no mocks): typed errors, 402 never retried, 429 waited out
 * per Retry-After or the body's retry_after_seconds, and the async iterators over page-numbered and offset pages.
 */
describe(`@keiretsu/client against the server (${ENGINE})`, () => {
  let env: TestEnv;
  let url: string;
  let customer: Customer;
  const token = uniq('pg');
  const tech = uniq('pgtech');
  const hub = `${token}-hub.com`;
  const N = 25;

  before(async () => {
    env = await startTestEnv();
    url = await listen(env);
    const domains = Array.from({ length: N }, (_, i) => `${token}-${i}.com`);
    const imported = await importRecords(env, [
      { type: 'technology', tech_key: tech, display_name: `Tech ${tech}` },
      { type: 'company', name: `Hub ${token}`, primary_domain: hub },
      ...domains.map((domain, i) => ({ type: 'company', name: `${token} Company ${i}`, primary_domain: domain })),
      ...domains.map((company) => ({
        type: 'detection',
        company,
        tech_key: tech,
        detection_count: 2,
        first_seen: new Date(Date.now() - 86_400_000).toISOString(),
        last_seen: new Date().toISOString(),
      })),
      ...domains.map((partner, i) => ({
        type: 'partnership',
        company: hub,
        partner,
        partnership_type: 'technology',
        first_observed_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
        last_observed_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
        observation_count: 1,
      })),
    ]);
    assert.equal(imported.rejected_total, 0, JSON.stringify(imported.rejected));
    customer = await createCustomer(env, { credits: 10_000 });
  });
  after(() => env.close());

  const client = (key = customer.userKey, extra: Partial<Parameters<typeof createKeiretsuClient>[0]> = {}) =>
    createKeiretsuClient({ baseUrl: url, apiKey: key, ...extra });

  test('a lookup returns the typed record; a miss is a KeiretsuApiError with its code and extra fields', async () => {
    const record = await client().lookupCompany(`WWW.${token}-3.COM`, ['technologies']);
    assert.equal(record.name, `${token} Company 3`);
    assert.deepEqual(
      record.technologies?.map((t) => t.tech_key),
      [tech],
    );
    const err = await client()
      .lookupCompany(`${token}-missing.com`)
      .catch((e: unknown) => e);
    assert.ok(isApiError(err, 'company_not_found'), String(err));
    assert.equal(err.status, 404);
    assert.equal(err.body.identifier, `${token}-missing.com`);
    // The flag 404 wraps its body in `detail` (spec); the client's error is the same shape as any other.
    const flag = await client().api.POST('/v1/companies/{identifier}/flags', {
      params: { path: { identifier: `${token}-missing.com` } },
      body: {},
    });
    assert.throws(
      () => unwrap(flag),
      (e: unknown) => isApiError(e, 'company_not_found') && e.body.identifier === `${token}-missing.com`,
    );
  });

  test('402 credit_exhausted is thrown after one request, never retried, with requested and shortfall', async () => {
    const broke = await createCustomer(env, { credits: 0 });
    const counter = countingFetch();
    const err = await client(broke.userKey, { fetch: counter.fetch })
      .lookupCompany(`${token}-1.com`)
      .catch((e: unknown) => e);
    assert.ok(isApiError(err, 'credit_exhausted'), String(err));
    assert.equal(err.status, 402);
    assert.deepEqual([err.body.requested, err.body.shortfall], [1, 1]);
    assert.equal(counter.requests.length, 1);
  });

  test('401 for a bad key is typed too', async () => {
    const err = await client('keiretsu_not_a_key')
      .lookupCompany(`${token}-1.com`)
      .catch((e: unknown) => e);
    assert.ok(isApiError(err, 'invalid_api_key'), String(err));
  });

  test('page-numbered iterators walk every page, and fetch no page the caller does not reach', async () => {
    const counter = countingFetch();
    const c = client(customer.userKey, { fetch: counter.fetch });
    const found = await collect(c.searchCompanies({ q: token, limit: 10, sort: 'name' }));
    assert.equal(new Set(found.map((f) => f.slug)).size, N + 1); // the hub's name has the token too
    assert.equal(counter.requests.length, 3);
    counter.requests.length = 0;
    assert.equal((await collect(c.searchCompanies({ q: token, limit: 10 }), 5)).length, 5);
    assert.equal(counter.requests.length, 1);
    assert.equal((await collect(c.technologyCompanies(tech, { limit: 10 }))).length, N);
    assert.equal((await collect(c.partners(hub, { limit: 10 }))).length, N);
    assert.equal((await collect(c.partneringCompanies(`${token}-0.com`, { limit: 1 }))).length, 1);
    assert.deepEqual(
      (await collect(c.searchTechnologies({ q: tech, limit: 1 }))).map((t) => t.tech_key),
      [tech],
    );
  });

  test('offset iterators walk a list to its last member', async () => {
    const c = client();
    const created = await c.api.POST('/v1/lists', {
      body: { name: uniq('list'), definition: definition(cond('technology', 'any_of', [tech])) } as never,
    });
    const listId = unwrap(created).list_id;
    const members = await collect(c.listMembers(listId, { limit: 10 }));
    assert.equal(new Set(members.map((m) => m.primary_domain)).size, N);
    assert.ok((await collect(c.listAuditLog(listId, 1))).length >= 1);
  });

  test('waitForJob returns the ended job; an unknown job is thrown at once, not polled again', async () => {
    const c = client();
    const job = await c.waitForJob(await c.refresh(['not a domain']), { initialDelayMs: 10 });
    assert.equal(job.status, 'failed');
    assert.equal(job.domains[0]?.error, 'invalid_domain');
    const counter = countingFetch();
    const err = await client(customer.userKey, { fetch: counter.fetch })
      .waitForJob('00000000-0000-4000-8000-000000000000')
      .catch((e: unknown) => e);
    assert.ok(isApiError(err, 'job_not_found'), String(err));
    assert.equal(counter.requests.length, 1);
  });

  test('429: waits for Retry-After (or retry_after_seconds without it) and then succeeds; a wait above the cap is thrown', async () => {
    // Not in the last seconds of a minute, so that the server's wait is long enough to tell from a default backoff.
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 8_000) await sleep(left + 100);
    const limited = await env.container.admin.createKey({ org_id: customer.orgId }, { rate_limit_per_minute: 2 });
    const withHeader: RetryEvent[] = [];
    const bodyOnly: RetryEvent[] = [];
    const stripped = countingFetch((r) => {
      if (r.status !== 429) return r;
      const headers = new Headers(r.headers);
      headers.delete('retry-after');
      return new Response(r.body, { status: r.status, headers });
    });
    const a = client(limited.key, { retry: { onRetry: (e) => withHeader.push(e) } });
    const b = client(limited.key, { fetch: stripped.fetch, retry: { onRetry: (e) => bodyOnly.push(e) } });
    await a.lookupCompany(`${token}-1.com`);
    await a.lookupCompany(`${token}-2.com`);

    const impatient = await client(limited.key, { retry: { maxWaitSeconds: 1 } })
      .lookupCompany(`${token}-3.com`)
      .catch((e: unknown) => e);
    assert.ok(isApiError(impatient, 'operational_rate_limit_exceeded'), String(impatient));
    const retryAfter = (impatient as KeiretsuApiError).retryAfterSeconds!;
    assert.ok(retryAfter >= 2 && retryAfter <= 60, String(retryAfter));
    assert.equal((impatient as KeiretsuApiError<'operational_rate_limit_exceeded'>).body.retry_after_seconds, retryAfter);

    const started = Date.now();
    const [ra, rb] = await Promise.all([a.lookupCompany(`${token}-3.com`), b.lookupCompany(`${token}-4.com`)]);
    assert.deepEqual([ra.primary_domain, rb.primary_domain], [`${token}-3.com`, `${token}-4.com`]);
    // Each waited the server's wait once (about retryAfter s, less the time since it was said), not a 1 s default.
    assert.equal(withHeader.length, 1);
    assert.equal(bodyOnly.length, 1);
    for (const e of [...withHeader, ...bodyOnly]) assert.ok(e.waitMs >= (retryAfter - 1) * 1000, `${e.waitMs} ms < ${retryAfter} s`);
    assert.ok(Date.now() - started >= (retryAfter - 1) * 1000);
    assert.equal(stripped.requests.length, 2);
  });
});
