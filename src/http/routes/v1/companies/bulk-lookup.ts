import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { Container } from '../../../../container.js';
import type { App } from '../../../types.js';
import { meter } from '../../../meter.js';
import { acceptsGzip, sendEncoded } from '../../../plugins/compression.js';
import { apiKeySecurity, v1Errors } from '../common.js';
import { BulkResponseSchema, BulkResultSchema } from './schemas.js';

// Fastify compiles a schema once and keeps its serializer by this object.
const RESULT_SCHEMA = BulkResultSchema as unknown as Record<string, unknown>;

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
      // The body is assembled from results encoded by the response schema's own serializer (BulkResultSchema
      // is its items' schema), so it is exactly what serializing BulkResponseSchema would give.
      const raw: FastifyReply = reply;
      const encode = raw.compileSerializationSchema(RESULT_SCHEMA) as (result: unknown) => string;
      const gzip = acceptsGzip(request);
      const { body, companies } = await c.companies.bulkLookup(
        { domains, include, batchLimit: request.principal.batchLimit, gzip },
        encode,
      );
      await meter(c.credits, request, reply, companies);
      return sendEncoded(raw, body, gzip);
    },
  );
}
