import { Type } from 'typebox';
import type { Container } from '../../../../container.js';
import { Timestamp } from '../../../schemas.js';
import type { App } from '../../../types.js';
import { apiKeySecurity } from '../common.js';
import { oneListErrors, TAGS } from './common.js';
import { DataOf, ListIdParams } from './schemas.js';

const EVENTS = [
  'created',
  'renamed',
  'definition_changed',
  'domains_added',
  'domain_removed',
  'domains_excluded',
  'permission_granted',
  'permission_revoked',
  'owner_transferred',
  'exported',
] as const;

/** GET /v1/lists/{list_id}/audit-log (contracts section 7). */
export function listAuditLogRoute(app: App, c: Container): void {
  app.get(
    '/lists/:list_id/audit-log',
    {
      schema: {
        operationId: 'getListAuditLog',
        summary: "A list's audit log",
        description: 'What was done to the list, by whom and when, newest first. Anyone who sees the list may read it.',
        tags: TAGS,
        security: apiKeySecurity,
        params: ListIdParams,
        querystring: Type.Object({
          limit: Type.Integer({ minimum: 1, maximum: 1000, default: 100 }),
          offset: Type.Integer({ minimum: 0, maximum: 100_000_000, default: 0 }),
        }),
        response: {
          200: DataOf(
            Type.Object({
              event: Type.Union(EVENTS.map((e) => Type.Literal(e))),
              user_id: Type.Union([Type.Integer(), Type.Null()], { description: 'who did it; null once that user is deleted' }),
              at: Timestamp,
              details: Type.Object({}, { additionalProperties: true, description: 'what changed, per event (docs/lists.md)' }),
            }),
          ),
          ...oneListErrors(),
        },
      },
    },
    async (request) => ({ data: await c.lists.lists.auditLog(request.principal, request.params.list_id, request.query) }),
  );
}
