import { Type } from 'typebox';
import type { Container } from '../../../../container.js';
import { CompanyList } from '../../../../services/free-windows.js';
import { meter } from '../../../meter.js';
import { sendJsonText } from '../../../wire/compression.js';
import { enrichmentBody } from '../../../wire/enrichment-body.js';
import type { App } from '../../../types.js';
import { apiKeySecurity, v1Errors } from '../common.js';
import { EnrichmentResponseSchema } from './schemas.js';

export function enrichPartnershipsRoute(app: App, c: Container): void {
  app.post(
    '/enrich/partnerships',
    {
      schema: {
        operationId: 'enrichPartnerships',
        summary: 'Look up the partnerships of up to 100 domains',
        description:
          'Domains are trimmed, lowercased, stripped of a leading www. and de-duplicated; entries with no dot or longer ' +
          'than 253 characters are dropped. One result per remaining domain, in request order. Charged after the ' +
          'lookup, 1 credit per resolved company (30-day free re-access); partner companies listed inside are not charged. ' +
          'User and organization keys both work.',
        tags: ['Enrichment'],
        security: apiKeySecurity,
        body: Type.Object({
          domains: Type.Array(Type.String({ maxLength: 2048 }), { minItems: 1, description: '1-100 after normalization' }),
        }),
        response: {
          200: EnrichmentResponseSchema,
          ...v1Errors(['batch_too_large', 'credit_exhausted']),
        },
      },
    },
    async (request, reply) => {
      // Computed when the batch's turn comes (infra/batch-gate.ts).
      const r = await c.batches.run(() => c.enrichment.enrich(request.body.domains));
      await meter(c.credits, request, reply, [new CompanyList(r.charged)], { free: r.free });
      // The partner entries are JSON text from the database, put in place (wire/enrichment-body.ts).
      return sendJsonText(reply, enrichmentBody(r.body));
    },
  );
}
