import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { gunzipSync, gzipSync } from 'node:zlib';
import { startTestEnv, type TestEnv } from './support/harness.js';
import { createCustomer, importRecords, uniq, type Customer } from './support/factories.js';

/**
 * Response compression (http/wire/compression.ts): cached bodies and bulk lookups are gzipped from bytes
 * compressed ahead of time; the rest as they are sent. Either way a gzipped body must decompress to exactly the
 * plain one, whatever the cache holds, and follow writes like the plain one does.
 */
for (const cacheMegabytes of [64, 0]) {
  describe(`response compression (cache ${cacheMegabytes ? 'on' : 'off'})`, () => {
    let env: TestEnv;
    let customer: Customer;
    const p = uniq('gz');
    const domains = Array.from({ length: 12 }, (_, i) => `${p}-${i}.com`);
    const partners = Array.from({ length: 5 }, (_, i) => `${p}-partner-${i}.io`);
    const tech = `${p}-tech`;
    const bulk = (encoding: string | undefined, payload: object, extra: Record<string, string> = {}) =>
      env.app.inject({
        method: 'POST',
        url: '/v1/companies',
        headers: { 'x-api-key': customer.userKey, ...(encoding ? { 'accept-encoding': encoding } : {}), ...extra },
        payload: payload as Record<string, unknown>,
      });
    const get = (url: string, encoding?: string) =>
      env.app.inject({
        method: 'GET',
        url,
        headers: { 'x-api-key': customer.userKey, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const every = ['technologies', 'partnerships', 'firmographics'];

    before(async () => {
      env = await startTestEnv({ cacheMegabytes });
      customer = await createCustomer(env, { credits: 100_000 });
      const result = await importRecords(env, [
        { type: 'technology', tech_key: tech, display_name: 'The Tech', vendor_name: 'Tech Vendor', vendor_domain: `${p}-tv.com` },
        ...[...domains, ...partners].map((d, i) => ({
          type: 'company',
          name: `Company ${d}`,
          primary_domain: d,
          firmographics: { country: i % 2 ? 'FR' : 'DE', employee_count: 10 + i },
        })),
        ...domains.map((d) => ({
          type: 'detection',
          company: d,
          tech_key: tech,
          detection_count: 3,
          first_seen: '2025-01-01T00:00:00Z',
          last_seen: '2026-01-01T00:00:00Z',
        })),
        ...domains.flatMap((d) =>
          partners.map((partner) => ({
            type: 'partnership',
            company: d,
            partner,
            partnership_type: 'technology',
            first_observed_at: '2025-01-01T00:00:00Z',
            last_observed_at: '2026-01-01T00:00:00Z',
            observation_count: 2,
          })),
        ),
      ]);
      assert.equal(result.rejected_total, 0, JSON.stringify(result.rejected));
    });
    after(() => env.close());

    test('a bulk lookup gzipped decompresses to the plain body, cold and warm', async () => {
      const payload = { domains: [...domains, `${uniq('nobody')}.com`, 'not a domain', domains[0]!.toUpperCase()], include: every };
      const plain = await bulk(undefined, payload);
      assert.equal(plain.statusCode, 200);
      assert.equal(plain.headers['content-encoding'], undefined);
      for (const round of ['first', 'second']) {
        // Each round charges nothing new (30-day window), so headers match the plain answer's second time.
        const gz = await bulk('gzip, deflate, br', payload);
        assert.equal(gz.statusCode, 200);
        assert.equal(gz.headers['content-encoding'], 'gzip', round);
        assert.match(String(gz.headers.vary), /accept-encoding/i);
        const body = gunzipSync(gz.rawPayload).toString();
        assert.equal(body, plain.body, round);
        assert.ok(gz.rawPayload.length < plain.rawPayload.length / 3, `${gz.rawPayload.length} of ${plain.rawPayload.length} bytes`);
      }
      for (const include of [[], ['partnerships']]) {
        const gz = await bulk('gzip', { domains, include });
        assert.equal(gunzipSync(gz.rawPayload).toString(), (await bulk(undefined, { domains, include })).body);
      }
    });

    test('an enrichment, sent as bytes, gzipped decompresses to the plain body', async () => {
      const payload = { domains: [...domains, `${uniq('nobody')}.com`] };
      const enrich = (encoding?: string) =>
        env.app.inject({
          method: 'POST',
          url: '/v1/enrich/partnerships',
          headers: { 'x-api-key': customer.userKey, ...(encoding ? { 'accept-encoding': encoding } : {}) },
          payload,
        });
      const plain = await enrich();
      assert.equal(plain.statusCode, 200);
      assert.equal(plain.headers['content-length'], String(plain.rawPayload.length));
      assert.equal(JSON.parse(plain.body).domains_with_partnerships, domains.length);
      const gz = await enrich('gzip');
      assert.equal(gz.headers['content-encoding'], 'gzip');
      assert.equal(gunzipSync(gz.rawPayload).toString(), plain.body);
    });

    test('a gzipped bulk lookup is metered like a plain one', async () => {
      const fresh = await createCustomer(env, { credits: 1_000 });
      const res = await env.app.inject({
        method: 'POST',
        url: '/v1/companies',
        headers: { 'x-api-key': fresh.userKey, 'accept-encoding': 'gzip' },
        payload: { domains: domains.slice(0, 3), include: ['partnerships'] },
      });
      assert.equal(res.headers['content-encoding'], 'gzip');
      // three companies and their five partners
      assert.equal(res.headers['x-credits-charged'], '8');
    });

    test('a cached read endpoint gzipped decompresses to the plain body', async () => {
      const url = `/v1/companies?q=${encodeURIComponent('Company')}&include=firmographics&limit=100`;
      const plain = await get(url);
      assert.equal(plain.statusCode, 200);
      assert.ok(plain.rawPayload.length >= 1024, 'the page is over the compression threshold');
      for (const round of ['first', 'second']) {
        const gz = await get(url, 'gzip');
        assert.equal(gz.headers['content-encoding'], 'gzip', round);
        assert.equal(gunzipSync(gz.rawPayload).toString(), plain.body, round);
        assert.equal(gz.headers['x-credits-charged'], '0', 'companies returned within 30 days are free');
      }
    });

    test('gzip refused (q=0), not asked for, or a small body: the body goes out plain', async () => {
      const url = `/v1/companies?q=${encodeURIComponent('Company')}&limit=100`;
      for (const encoding of ['gzip;q=0', 'identity', undefined]) {
        const res = await get(url, encoding);
        assert.equal(res.statusCode, 200);
        assert.equal(res.headers['content-encoding'], undefined, String(encoding));
        assert.ok(Array.isArray(res.json().data));
      }
      const small = await get(`/v1/companies/${partners[0]}`, 'gzip');
      assert.equal(small.statusCode, 200);
      assert.ok(small.rawPayload.length < 1024);
      assert.equal(small.headers['content-encoding'], undefined);
      assert.equal(small.json().primary_domain, partners[0]);
    });

    test('a gzipped body follows a write like the plain one', async () => {
      const payload = { domains: domains.slice(0, 2), include: every };
      const names = async () => {
        const gz = await bulk('gzip', payload);
        return (JSON.parse(gunzipSync(gz.rawPayload).toString()) as { data: { company: { name: string } }[] }).data.map(
          (r) => r.company.name,
        );
      };
      const searchName = async () => {
        const gz = await get(`/v1/companies?q=Company&include=firmographics&limit=100`, 'gzip');
        assert.equal(gz.headers['content-encoding'], 'gzip');
        return (JSON.parse(gunzipSync(gz.rawPayload).toString()) as { data: { name: string }[] }).data.map((c) => c.name);
      };
      await names();
      const before = await searchName();
      assert.ok(before.includes(`Company ${domains[1]}`), JSON.stringify(before));
      const renamed = `Renamed ${p}`;
      const result = await importRecords(env, [{ type: 'company', name: renamed, primary_domain: domains[1]! }]);
      assert.equal(result.rejected_total, 0);
      assert.deepEqual(await names(), [`Company ${domains[0]}`, renamed]);
      // the renamed company no longer matches q=Company
      const after = await searchName();
      assert.equal(after.length, before.length - 1);
      assert.ok(!after.includes(`Company ${domains[1]}`));
    });

    test('other responses are compressed as they are sent', async () => {
      const res = await env.app.inject({ method: 'GET', url: '/openapi.json', headers: { 'accept-encoding': 'gzip' } });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-encoding'], 'gzip');
      assert.equal(JSON.parse(gunzipSync(res.rawPayload).toString()).openapi.startsWith('3.'), true);
    });

    test('a request body sent gzipped is read', async () => {
      const res = await bulk(undefined, gzipSync(JSON.stringify({ domains: domains.slice(0, 2) })) as unknown as object, {
        'content-encoding': 'gzip',
        'content-type': 'application/json',
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().domains_found, 2);
    });
  });
}
