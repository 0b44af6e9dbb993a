import { Type } from 'typebox';
import type { Container } from '../../../container.js';
import { PaginationSchema, errorResponses, pageQuery, pagination } from '../../schemas.js';
import type { App } from '../../types.js';

const security = [{ AdminToken: [] }];
const errors = errorResponses(['invalid_request', 'invalid_admin_token', 'internal_error', 'flag_not_found']);
const Status = Type.Union([Type.Literal('queued'), Type.Literal('accepted'), Type.Literal('rejected')]);
const NullableString = Type.Union([Type.String(), Type.Null()]);

const FlagRecordSchema = Type.Object({
  flag_id: Type.Integer(),
  company_id: Type.Integer(),
  company: Type.Object({ name: Type.String(), primary_domain: Type.String(), slug: Type.String() }),
  org_id: Type.Integer({ description: 'the organization that reported it' }),
  api_key_id: Type.Union([Type.Integer(), Type.Null()], { description: 'null once the key is deleted' }),
  description: NullableString,
  status: Status,
  resolution_note: NullableString,
  created_at: Type.String({ format: 'date-time' }),
  resolved_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

/** Operators' review of data flags: the queue, and accepting or rejecting a flag. The parent applies admin auth. */
export function flagAdminRoutes(app: App, c: Container): void {
  app.get(
    '/flags',
    {
      schema: {
        operationId: 'adminListFlags',
        summary: 'List data flags, oldest first',
        tags: ['Admin'],
        security,
        querystring: Type.Object({ status: Type.Optional(Status), ...pageQuery(100, 20) }),
        response: { 200: Type.Object({ data: Type.Array(FlagRecordSchema), pagination: PaginationSchema }), ...errors },
      },
    },
    async (request) => {
      const { status, page, limit } = request.query;
      const { data, total } = await c.flags.list(status, page, limit);
      return { data, pagination: pagination(page, limit, total) };
    },
  );

  app.post(
    '/flags/:flag_id/resolve',
    {
      schema: {
        operationId: 'adminResolveFlag',
        summary: 'Accept or reject a queued data flag',
        description:
          'Records the decision; the company record is not changed (corrections arrive through an import or a crawl). ' +
          'A flag is resolved once: resolving it again is 400 invalid_request.',
        tags: ['Admin'],
        security,
        params: Type.Object({ flag_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
        body: Type.Object({
          resolution: Type.Union([Type.Literal('accepted'), Type.Literal('rejected')]),
          note: Type.Optional(Type.String({ maxLength: 2000 })),
        }),
        response: { 200: FlagRecordSchema, ...errors },
      },
    },
    async (request) => c.flags.resolve(request.params.flag_id, request.body.resolution, request.body.note),
  );
}
