import { after, test } from 'node:test';
import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import { startTestEnv } from './support/harness.js';
import type { GenContext } from './support/fuzz/arbitraries.js';
import { operationsOf, type OpenApiDocument } from './support/fuzz/openapi.js';
import { Oracle, OracleFailure } from './support/fuzz/oracle.js';
import { describeRequest, reachesRoute, requestArb, toInject } from './support/fuzz/requests.js';
import { hintsFor, prepareOperation, seedWorld } from './support/fuzz/seed.js';
import { Survey } from './support/fuzz/survey.js';

/**
 * The OpenAPI fuzzer: every operation of the service's own document is attacked with requests generated from
 * its schemas, mostly valid, some just outside a bound, some hostile, and every response is held to the
 * catalogue and the document (test/support/fuzz/oracle.ts). A new route is fuzzed once it is documented.
 *
 * FUZZ_SEED fixes the randomness (default 424242); FUZZ_RUNS is requests per operation (default 100: about
 * 2,600 requests, 10-15 s for the file on PGlite on two cores, well inside the 40 s budget of `npm test`).
 * `npm run fuzz` runs 2,000 per operation (52,000 requests, about 1.5 min on PGlite when nothing fails).
 * FUZZ_SURVEY=1 does not stop at an operation's first failure: it runs every request and lists each distinct
 * problem once with the first request that showed it (no shrinking), to see every defect in one run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 424242);
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SURVEY = process.env.FUZZ_SURVEY === '1';
/** Shrinking replays requests; past this many, or this long, the smallest failure found so far is reported. */
const SHRINK_STEPS = 100;
const SHRINK_MS = 5_000;

// The document must be read before the tests can be declared: one test per operation, named after it.
const env = await startTestEnv();
const doc = (await env.app.inject({ method: 'GET', url: '/openapi.json' })).json() as OpenApiDocument;
const world = await seedWorld(env);
const oracle = new Oracle(doc);
const operations = operationsOf(doc);
let requests = 0;

after(async () => {
  console.log(`fuzz: ${requests.toLocaleString('en-US')} requests over ${operations.length} operations, seed ${SEED}`);
  await env.close();
});

test('the document lists operations to fuzz', () => {
  if (operations.length < 20) throw new Error(`only ${operations.length} operations in /openapi.json`);
});

for (const op of operations) {
  test(`${op.method} ${op.path}`, async (t) => {
    const context = await prepareOperation(env, world);
    const gen: GenContext = { doc, hints: (name, schema) => hintsFor(world, context, name, schema) };
    const statuses = new Map<number, number>();
    const survey = SURVEY ? new Survey() : undefined;
    let failedAt: number | undefined;
    let shrinkSteps = 0;
    const property = fc.asyncProperty(requestArb(op, gen, world), async (req) => {
      // Shrinking budget spent: report the smallest counterexample so far instead of replaying for minutes.
      if (failedAt !== undefined && (++shrinkSteps > SHRINK_STEPS || Date.now() - failedAt > SHRINK_MS)) return;
      const sent = toInject(op, req, context);
      fc.pre(reachesRoute(op, sent.url));
      requests++;
      const reply = await env.app.inject({ ...sent, method: sent.method as HTTPMethods });
      statuses.set(reply.statusCode, (statuses.get(reply.statusCode) ?? 0) + 1);
      try {
        oracle.check(op, reply, describeRequest(sent, req), req.acceptGzip);
      } catch (err) {
        if (survey && err instanceof OracleFailure) return survey.record(err.message);
        failedAt ??= Date.now();
        throw err;
      }
    });
    try {
      await fc.assert(property, { seed: SEED, numRuns: RUNS, includeErrorInReport: true });
    } finally {
      const seen = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
      t.diagnostic(`statuses: ${seen.join(', ')}`);
    }
    survey?.throwIfAny();
  });
}
