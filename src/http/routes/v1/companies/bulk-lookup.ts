import { Type } from 'typebox';
import type { Container } from '../../../../container.js';
import type { App } from '../../../types.js';
import { meter } from '../../../meter.js';
import { acceptsGzip, sendEncoded } from '../../../wire/compression.js';
import { apiKeySecurity, v1Errors } from '../common.js';
import { bulkBody } from '../../../wire/bulk-body.js';
import { BulkResponseSchema } from './schemas.js';

const Include = Type.Union([Type.Literal('technologies'), Type.Literal('partnerships'), Type.Literal('firmographics')]);

export function bulkLookupRoute(app: App, c: Container): void {
  app.post(
    '/companies',
    {
      schema: {
        operationId: 'bulkLookupCompanies',
        summary: 'Look up to 100 companies by domain',
        description:
          'Domains are normalized (case, www., scheme and path are ignored); entries that are not domains come back in ' +
          'rejected_domains and do not count toward the batch. Entries naming the same domain give one result. More than ' +
          "100 distinct well-formed domains (or than the key's lower batch ceiling), or more than 1000 entries in all, is " +
          '400 batch_too_large. Sections not in ' +
          'include are empty arrays. Metered: 1 credit per tracked company and per partner listed, each company once.',
        tags: ['Companies'],
        security: apiKeySecurity,
        body: Type.Object({
          domains: Type.Array(Type.String(), { minItems: 1, description: '1 to 100 domains' }),
          include: Type.Optional(Type.Array(Include, { description: 'sections to fill: technologies, partnerships, firmographics' })),
        }),
        response: { 200: BulkResponseSchema, ...v1Errors(['batch_too_large', 'credit_exhausted']) },
      },
    },
    async (request, reply) => {
      const { domains, include = [] } = request.body;
      const plan = await c.companies.planBulk({ domains, batchLimit: request.principal.batchLimit });
      // Assembled from per-company pieces kept in the cache (wire/bulk-body.ts), gzipped when the client takes it;
      // computed when the batch's turn comes (infra/batch-gate.ts).
      const gzip = acceptsGzip(request);
      const { body, companies } = await c.batches.run(() => bulkBody(c, plan, new Set(include), gzip));
      await meter(c.credits, request, reply, companies);
      return sendEncoded(reply, body, gzip);
    },
  );
}
