import { Type } from 'typebox';
import type { Container } from '../../../../container.js';
import { sendCached } from '../../../wire/response-cache.js';
import { PaginationSchema, pageQuery } from '../../../schemas.js';
import type { App } from '../../../types.js';
import { apiKeySecurity, v1Errors } from '../common.js';
import { IdentifierParam, PartneringCompanyEntrySchema } from './schemas.js';

export function listPartneringCompaniesRoute(app: App, c: Container): void {
  app.get(
    '/partnerships/:partner_domain/companies',
    {
      schema: {
        operationId: 'listPartneringCompanies',
        summary: 'List the companies that list a company as partner',
        description:
          'One direction only: companies whose partner lists name this one, most recent observation first. ' +
          '1 credit per company returned; the partner itself is free.',
        tags: ['Partnerships'],
        security: apiKeySecurity,
        params: Type.Object({ partner_domain: IdentifierParam('the partner: a domain or a slug') }),
        querystring: Type.Object({
          ...pageQuery(100, 20),
          include: Type.Optional(Type.String({ maxLength: 200, description: 'firmographics' })),
        }),
        response: {
          200: Type.Object({
            partner: Type.Object({ name: Type.String(), domain: Type.String(), total_companies: Type.Integer() }),
            data: Type.Array(PartneringCompanyEntrySchema),
            pagination: PaginationSchema,
          }),
          ...v1Errors(['partner_not_found', 'credit_exhausted']),
        },
      },
    },
    async (request, reply) => {
      return sendCached(c, request, reply, () => c.partnerships.listers(request.params.partner_domain, request.query));
    },
  );
}
