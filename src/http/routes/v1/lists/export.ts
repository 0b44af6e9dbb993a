import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { Container } from '../../../../container.js';
import { creditHeaders, meter } from '../../../meter.js';
import type { App } from '../../../types.js';
import { apiKeySecurity } from '../common.js';
import { oneListErrors, TAGS } from './common.js';
import { ListIdParams } from './schemas.js';

/** GET /v1/lists/{list_id}/export.csv: every member as CSV, metered per member (contracts section 6). */
export function listExportRoute(app: App, c: Container): void {
  app.get(
    '/lists/:list_id/export.csv',
    {
      schema: {
        operationId: 'exportList',
        summary: "Download a list's members as CSV",
        description:
          'text/csv with the header name,primary_domain,slug,tier and one row per member, tier high first, then by name; ' +
          'streamed from the database batch by batch. Members are rebuilt first when stale, as for the members read. ' +
          'Metered: 1 credit per member not charged to the organization in the last 30 days, all charged before the first ' +
          'byte; 402 credit_exhausted when the balance is short, and nothing is charged. Recorded in the audit log.',
        tags: TAGS,
        security: apiKeySecurity,
        params: ListIdParams,
        response: {
          200: {
            description: 'the members as CSV (RFC 4180, CRLF line ends, UTF-8)',
            content: { 'text/csv': { schema: Type.String() } },
          },
          ...oneListErrors(['credit_exhausted']),
        },
      },
    },
    async (request, reply) => {
      const listId = request.params.list_id;
      if (request.method === 'HEAD') {
        await c.lists.members.canExport(request.principal, listId);
        await meter(c.credits, request, reply, []);
        return reply.type('text/csv; charset=utf-8').send('');
      }
      const exported = await c.lists.members.export(request.principal, listId, `GET ${request.routeOptions.url}`);
      creditHeaders(reply, exported);
      // The schema's type for a 200 is its documented text; a stream of that text is what goes out.
      const raw: FastifyReply = reply;
      return raw
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="list-${listId}.csv"`)
        .send(Readable.from(exported.csv));
    },
  );
}
