import { Type } from 'typebox';
import type { Container } from '../../../../container.js';
import { sendCached } from '../../../wire/response-cache.js';
import { PaginationSchema, pageQuery } from '../../../schemas.js';
import type { App } from '../../../types.js';
import { apiKeySecurity, v1Errors } from '../common.js';
import { CompanyRefSchema, IdentifierParam, SharedPartnerSchema } from './schemas.js';

export function listSharedPartnersRoute(app: App, c: Container): void {
  app.get(
    '/partnerships/:identifier_a/:identifier_b/shared-partners',
    {
      schema: {
        operationId: 'listSharedPartners',
        summary: 'List the partners two partnered companies have in common',
        description:
          'Requires a partnership between the two. Most recently observed (on either side) first. ' +
          '1 credit per shared partner returned; the two companies are free.',
        tags: ['Partnerships'],
        security: apiKeySecurity,
        params: Type.Object({ identifier_a: IdentifierParam(), identifier_b: IdentifierParam() }),
        querystring: Type.Object(pageQuery(100, 20)),
        response: {
          200: Type.Object({
            data: Type.Array(SharedPartnerSchema),
            pagination: PaginationSchema,
            company_a: CompanyRefSchema,
            company_b: CompanyRefSchema,
          }),
          ...v1Errors(['company_not_found', 'partnership_not_found', 'credit_exhausted']),
        },
      },
    },
    async (request, reply) => {
      return sendCached(c, request, reply, () =>
        c.partnerships.shared(request.params.identifier_a, request.params.identifier_b, request.query),
      );
    },
  );
}
