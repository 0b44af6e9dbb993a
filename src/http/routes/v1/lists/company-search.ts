import { Type } from 'typebox';
import type { Container } from '../../../../container.js';
import type { App } from '../../../types.js';
import { apiKeySecurity } from '../common.js';
import { listErrors, TAGS } from './common.js';
import { DataOf } from './schemas.js';

/** GET /v1/lists/companies/search: companies to pick for a list (contracts section 7). */
export function listCompanySearchRoute(app: App, c: Container): void {
  app.get(
    '/lists/companies/search',
    {
      schema: {
        operationId: 'searchCompaniesForList',
        summary: 'Find companies to add to a list',
        description:
          'Matches q against company names as GET /v1/companies does, most partnered first; when q is a domain, the company it ' +
          'names comes first. Returns only what identifies each company (as list members do), so it is not metered.',
        tags: TAGS,
        security: apiKeySecurity,
        querystring: Type.Object({
          q: Type.String({ minLength: 1, maxLength: 200, description: 'a name, part of one, or a domain' }),
          limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
        }),
        response: {
          200: DataOf(Type.Object({ company_id: Type.Integer(), slug: Type.String(), name: Type.String(), primary_domain: Type.String() })),
          ...listErrors(),
        },
      },
    },
    async (request) => ({ data: await c.lists.domains.searchCompanies(request.principal, request.query.q, request.query.limit) }),
  );
}
