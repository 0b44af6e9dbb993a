import { Type } from 'typebox';
import type { Container } from '../../../../container.js';
import { sendCached } from '../../../wire/response-cache.js';
import { Timestamp } from '../../../schemas.js';
import type { App } from '../../../types.js';
import { apiKeySecurity, v1Errors } from '../common.js';
import { AttributionSchema, CompanyRefSchema, IdentifierParam, PartnershipTypeSchema } from './schemas.js';

export function getPartnershipRoute(app: App, c: Container): void {
  app.get(
    '/partnerships/:identifier_a/:identifier_b',
    {
      schema: {
        operationId: 'getPartnership',
        summary: 'Get the partnership between two companies',
        description: 'Either order of the two companies gives the same partnership. Free: both companies only give context.',
        tags: ['Partnerships'],
        security: apiKeySecurity,
        params: Type.Object({ identifier_a: IdentifierParam(), identifier_b: IdentifierParam() }),
        response: {
          200: Type.Object({
            company_a: CompanyRefSchema,
            company_b: CompanyRefSchema,
            partnership_type: PartnershipTypeSchema,
            first_observed_at: Timestamp,
            shared_partner_count: Type.Integer({ description: 'partners in common' }),
            attributions: Type.Array(AttributionSchema, { maxItems: 50, description: 'up to 50, most recent first' }),
          }),
          ...v1Errors(['company_not_found', 'partnership_not_found', 'credit_exhausted']),
        },
      },
    },
    async (request, reply) => {
      return sendCached(c, request, reply, () => c.partnerships.pair(request.params.identifier_a, request.params.identifier_b));
    },
  );
}
