import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { startTestEnv, type TestEnv } from './support/harness.js';
import { errorCatalogue } from '../src/errors/catalogue.js';

interface ErrorSchema {
  const?: string;
  enum?: string[];
  anyOf?: ErrorSchema[];
}
const codesOf = (s: ErrorSchema): string[] => (s.const ? [s.const] : s.enum ? s.enum : (s.anyOf ?? []).flatMap(codesOf));

describe('OpenAPI document and docs page', () => {
  let env: TestEnv;
  before(async () => (env = await startTestEnv()));
  after(() => env.close());

  test('every API route has a schema, a summary and documented responses', () => {
    const api = env.app.registeredRoutes.filter((r) => /^\/(v1|admin)\//.test(r.url) || ['/health', '/ready', '/metrics'].includes(r.url));
    assert.ok(api.length >= 9, `only ${api.length} routes`);
    for (const r of api) {
      assert.ok(r.schema && !r.schema.hide, `${r.method} ${r.url} has no schema`);
      assert.ok(r.schema.summary, `${r.method} ${r.url} has no summary`);
      const statuses = Object.keys(r.schema.response ?? {});
      assert.ok(
        statuses.some((s) => /^2/.test(s)),
        `${r.method} ${r.url} documents no success response`,
      );
      if (r.url.startsWith('/v1/')) {
        assert.ok(statuses.includes('401') && statuses.includes('429'), `${r.method} ${r.url} lacks 401/429`);
        assert.deepEqual(r.schema.security, [{ ApiKey: [] }]);
      }
    }
  });

  test('a query parameter with a default is optional; one without is required', async () => {
    const doc = (await env.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const param = (path: string, name: string) =>
      (doc.paths[path].get.parameters as { name: string; in: string; required?: boolean }[]).find(
        (p) => p.in === 'query' && p.name === name,
      );
    for (const [path, name] of [
      ['/v1/companies', 'page'],
      ['/v1/companies', 'limit'],
      ['/v1/companies/{identifier}/partnerships', 'sort'],
      ['/v1/technologies', 'limit'],
    ] as const) {
      assert.ok(param(path, name), `${path} has no ${name}`);
      assert.notEqual(param(path, name)!.required, true, `${path} ${name} has a default`);
    }
    assert.equal(param('/v1/technologies', 'q')!.required, true);
  });

  test('/openapi.json is OpenAPI 3.1 and lists every API route', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/openapi.json' });
    assert.equal(res.statusCode, 200);
    const doc = res.json();
    assert.equal(doc.openapi, '3.1.0');
    assert.deepEqual(doc.components.securitySchemes.ApiKey, { type: 'apiKey', in: 'header', name: 'X-API-Key' });
    for (const r of env.app.registeredRoutes.filter(
      (x) => (/^\/(v1|admin)\//.test(x.url) || ['/health', '/ready', '/metrics'].includes(x.url)) && x.method !== 'HEAD',
    )) {
      const path = r.url.replace(/:([a-z_]+)/g, '{$1}');
      assert.ok(doc.paths[path]?.[r.method.toLowerCase()], `${r.method} ${path} missing from the document`);
    }
    const lookup = doc.paths['/v1/companies/{identifier}'].get;
    const notFound = lookup.responses['404'].content['application/json'].schema;
    assert.deepEqual(codesOf(notFound.properties.error), ['company_not_found']);
  });

  test('error responses in the document come from the catalogue', async () => {
    const doc = (await env.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    for (const methods of Object.values(doc.paths) as Record<
      string,
      { responses: Record<string, { content?: { 'application/json'?: { schema: { properties?: { error?: ErrorSchema } } } } }> }
    >[]) {
      for (const op of Object.values(methods)) {
        for (const [status, response] of Object.entries(op.responses)) {
          const error = response.content?.['application/json']?.schema.properties?.error;
          if (!error || Number(status) < 400) continue;
          const codes = codesOf(error);
          assert.ok(codes.length > 0, status);
          for (const code of codes) assert.equal(errorCatalogue[code as keyof typeof errorCatalogue].status, Number(status), code);
        }
      }
    }
  });

  test('docs/openapi.json is the document the routes generate (run `npm run openapi` after changing a route)', async () => {
    const served = (await env.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const committed = await readFile(new URL('../docs/openapi.json', import.meta.url), 'utf8');
    assert.equal(committed, `${JSON.stringify(served, null, 2)}\n`, 'docs/openapi.json is stale: run npm run openapi and commit it');
  });

  test('the document passes the OpenAPI linter (Redocly, redocly.yaml) with no error and no warning', async () => {
    const cli = new URL('../node_modules/@redocly/cli/bin/cli.js', import.meta.url).pathname;
    // Telemetry and update checks off: CI has no network beyond the package registries.
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    const run = await promisify(execFile)(process.execPath, [cli, 'lint', 'docs/openapi.json', '--format=json'], {
      cwd: new URL('..', import.meta.url).pathname,
      env,
    }).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
    const report = JSON.parse(run.stdout) as { totals: { errors: number; warnings: number }; problems: unknown[] };
    assert.deepEqual(report.totals.errors + report.totals.warnings, 0, JSON.stringify(report.problems, null, 2));
  });

  test('every operation has a unique operationId', async () => {
    const doc = (await env.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const ids = Object.values(doc.paths as Record<string, Record<string, { operationId?: string }>>).flatMap((ops) =>
      Object.values(ops).map((op) => op.operationId),
    );
    assert.ok(
      ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id)),
      JSON.stringify(ids),
    );
    assert.equal(new Set(ids).size, ids.length);
  });

  test('metered operations (those that can answer 402) document X-Credits-Charged and X-Credits-Remaining', async () => {
    const doc = (await env.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    let metered = 0;
    for (const ops of Object.values(doc.paths as Record<string, Record<string, { responses: Record<string, { headers?: object }> }>>)) {
      for (const op of Object.values(ops)) {
        const headers = Object.keys(op.responses['200']?.headers ?? {});
        if (op.responses['402']) {
          metered++;
          assert.deepEqual(headers, ['X-Credits-Charged', 'X-Credits-Remaining']);
        } else assert.deepEqual(headers, []);
      }
    }
    assert.ok(metered >= 10, `${metered} metered operations`);
  });

  test('/docs is a readable page built from the document', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/docs' });
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'] as string, /text\/html/);
    assert.match(res.body, /<code>\/v1\/companies\/\{identifier\}<\/code>/);
    assert.match(res.body, /company_not_found/);
  });
});
