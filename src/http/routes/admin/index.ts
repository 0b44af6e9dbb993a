import { Readable } from 'node:stream';
import { Type } from 'typebox';
import { AppError } from '../../../errors/app-error.js';
import type { Container } from '../../../container.js';
import { errorResponses } from '../../schemas.js';
import type { App } from '../../types.js';
import type { ErrorCode } from '../../../errors/catalogue.js';
import { crawlAdminRoutes } from './crawl.js';
import { flagAdminRoutes } from './flags.js';

const security = [{ AdminToken: [] }];
const errors = (...codes: ErrorCode[]) => errorResponses(['invalid_request', 'invalid_admin_token', 'internal_error', ...codes]);
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Org = Type.Object({ org_id: Type.Integer(), name: Type.String(), credit_balance: Type.Integer() });
const ImportCounts = Type.Object({
  companies: Type.Integer(),
  technologies: Type.Integer(),
  detections: Type.Integer(),
  partnerships: Type.Integer(),
  related: Type.Integer(),
});

/** The operators' API (contracts section 2). Authorization: Bearer <admin token> on every call. */
export function adminRoutes(c: Container) {
  return async function (app: App): Promise<void> {
    app.addHook('onRequest', async (request) => c.auth.checkAdmin(request.headers.authorization));

    app.post(
      '/orgs',
      {
        schema: {
          operationId: 'adminCreateOrg',
          summary: 'Create an organization',
          tags: ['Admin'],
          security,
          body: Type.Object({
            name: Type.String({ minLength: 1, maxLength: 200 }),
            credits: Type.Optional(Type.Integer({ minimum: 0, maximum: 1e12 })),
          }),
          response: { 201: Org, ...errors() },
        },
      },
      async (request, reply) => reply.code(201).send(await c.admin.createOrg(request.body.name, request.body.credits)),
    );

    app.get(
      '/orgs/:org_id',
      {
        schema: {
          operationId: 'adminGetOrg',
          summary: 'Read an organization and its balance',
          tags: ['Admin'],
          security,
          params: Type.Object({ org_id: Id }),
          response: { 200: Org, ...errors('org_not_found') },
        },
      },
      async (request) => c.admin.getOrg(request.params.org_id),
    );

    app.post(
      '/orgs/:org_id/credits',
      {
        schema: {
          operationId: 'adminAdjustCredits',
          summary: 'Add credits (a negative amount removes them; the balance never goes below zero)',
          tags: ['Admin'],
          security,
          params: Type.Object({ org_id: Id }),
          body: Type.Object({ amount: Type.Integer({ minimum: -1e12, maximum: 1e12 }) }),
          response: { 200: Type.Object({ credit_balance: Type.Integer() }), ...errors('org_not_found') },
        },
      },
      async (request) => c.admin.adjustCredits(request.params.org_id, request.body.amount),
    );

    const Day = Type.String({ format: 'date', description: 'YYYY-MM-DD (UTC)' });
    app.get(
      '/orgs/:org_id/usage',
      {
        schema: {
          operationId: 'adminGetUsage',
          summary: 'Credits charged by day and endpoint',
          tags: ['Admin'],
          security,
          params: Type.Object({ org_id: Id }),
          querystring: Type.Object({ from: Type.Optional(Day), to: Type.Optional(Day) }),
          response: {
            200: Type.Object({
              org_id: Type.Integer(),
              from: Day,
              to: Day,
              total_credits: Type.Integer(),
              data: Type.Array(
                Type.Object({
                  day: Day,
                  endpoint: Type.String(),
                  credits: Type.Integer(),
                  charges: Type.Integer({ description: 'charged calls' }),
                }),
              ),
            }),
            ...errors('org_not_found'),
          },
        },
      },
      async (request) => c.admin.usage(request.params.org_id, request.query.from, request.query.to),
    );

    app.post(
      '/orgs/:org_id/users',
      {
        schema: {
          operationId: 'adminCreateUser',
          summary: 'Create a user in an organization',
          tags: ['Admin'],
          security,
          params: Type.Object({ org_id: Id }),
          body: Type.Object({
            email: Type.String({ minLength: 3, maxLength: 320, pattern: '^[^@\\s]+@[^@\\s]+$' }),
            name: Type.Optional(Type.String({ maxLength: 200 })),
          }),
          response: {
            201: Type.Object({ user_id: Type.Integer(), org_id: Type.Integer(), email: Type.String() }),
            ...errors('org_not_found'),
          },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await c.admin.createUser(request.params.org_id, request.body.email, request.body.name)),
    );

    const limits = {
      batch_limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
      rate_limit_per_minute: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
      rate_limit_per_day: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000_000 })),
    };
    app.post(
      '/keys',
      {
        schema: {
          operationId: 'adminCreateKey',
          summary: 'Create an API key (the full key is in this response only)',
          tags: ['Admin'],
          security,
          description: 'Give user_id for a personal user key (keiretsu_...) or org_id for an organization key (keiretsu_org_...).',
          body: Type.Union([
            Type.Object({ user_id: Id, ...limits }, { additionalProperties: false }),
            Type.Object({ org_id: Id, ...limits }, { additionalProperties: false }),
          ]),
          response: {
            201: Type.Object({
              key_id: Type.Integer(),
              key: Type.String(),
              key_class: Type.Union([Type.Literal('user'), Type.Literal('organization')]),
            }),
            ...errors('org_not_found', 'user_not_found'),
          },
        },
      },
      async (request, reply) => {
        const body = request.body;
        const owner = 'user_id' in body ? { user_id: body.user_id } : { org_id: body.org_id };
        return reply.code(201).send(await c.admin.createKey(owner, body));
      },
    );

    app.delete(
      '/keys/:key_id',
      {
        schema: {
          operationId: 'adminRevokeKey',
          summary: 'Revoke an API key; it stops working at once',
          tags: ['Admin'],
          security,
          params: Type.Object({ key_id: Id }),
          response: { 204: Type.Null({ description: 'revoked' }), ...errors('key_not_found') },
        },
      },
      async (request, reply) => {
        await c.admin.revokeKey(request.params.key_id);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/metrics',
      {
        schema: {
          operationId: 'adminGetProcessMetrics',
          summary: 'Process figures: event-loop delay and memory',
          tags: ['Admin'],
          security,
          querystring: Type.Object({ reset: Type.Optional(Type.Boolean({ description: 'start a new measurement window after reading' })) }),
          response: {
            200: Type.Object({
              event_loop_delay_ms: Type.Object({ p50: Type.Number(), p99: Type.Number(), max: Type.Number() }),
              rss_bytes: Type.Integer(),
              peak_rss_bytes: Type.Integer(),
              heap_used_bytes: Type.Integer(),
              uptime_seconds: Type.Integer(),
              database: Type.Object({ engine: Type.String() }),
            }),
            ...errors(),
          },
        },
      },
      async (request) => ({ ...c.metrics.snapshot(request.query.reset ?? false), database: { engine: c.db.engine } }),
    );

    flagAdminRoutes(app, c);
    crawlAdminRoutes(app, c);

    // NDJSON arrives as a stream and is imported as it arrives: a large file is never held in memory.
    app.addContentTypeParser('application/x-ndjson', (_request, payload, done) => done(null, payload));
    app.post(
      '/import',
      {
        bodyLimit: Number.MAX_SAFE_INTEGER,
        schema: {
          operationId: 'adminImport',
          summary: 'Import NDJSON records (contracts section 3)',
          tags: ['Admin'],
          security,
          description:
            'Content-Type: application/x-ndjson. Upserts: importing the same file twice changes nothing. Bad lines are rejected with their number; the rest import.',
          response: {
            200: Type.Object({
              imported: ImportCounts,
              rejected: Type.Array(Type.Object({ line: Type.Integer(), error: Type.String() }), {
                description: 'the first 1,000 rejected lines',
              }),
              rejected_total: Type.Integer({ description: 'all rejected lines' }),
            }),
            ...errors('unsupported_media_type'),
          },
        },
      },
      async (request) => {
        if (!(request.body instanceof Readable))
          throw new AppError('unsupported_media_type', {}, 'Send the records as application/x-ndjson.');
        return c.imports.importStream(request.body);
      },
    );
  };
}
