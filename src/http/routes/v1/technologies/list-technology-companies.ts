import { Type } from 'typebox';
import type { Container } from '../../../../container.js';
import type { App } from '../../../types.js';
import { apiKeySecurity, v1Errors } from '../common.js';
import { CompanyPageQuery, TechnologyCompaniesResponseSchema, includesFirmographics } from './schemas.js';
import { sendCompanyPage } from './send-company-page.js';

export function listTechnologyCompaniesRoute(app: App, c: Container): void {
  app.get(
    '/technologies/:tech_key/companies',
    {
      schema: {
        operationId: 'listTechnologyCompanies',
        summary: 'Companies using a technology',
        description:
          'Most recent evidence first, then by name. Pages of up to 10,000 companies; large pages are streamed. ' +
          'Metered: 1 credit per net-new company on the page, charged before the first byte is sent.',
        tags: ['Technologies'],
        security: apiKeySecurity,
        // Any string: a malformed tech_key is the spec's 400 invalid_tech_key, not a generic validation error.
        params: Type.Object({ tech_key: Type.String({ description: 'lowercase letters, digits and hyphens, e.g. google-analytics' }) }),
        querystring: CompanyPageQuery,
        response: { 200: TechnologyCompaniesResponseSchema, ...v1Errors(['invalid_tech_key', 'technology_not_found', 'credit_exhausted']) },
      },
    },
    async (request, reply) => {
      const { page, limit, include } = request.query;
      const firmographics = includesFirmographics(include);
      return sendCompanyPage(c, request, reply, 'technology', limit, () =>
        c.technologies.companiesUsingTechnology(request.params.tech_key, { page, limit, firmographics }),
      );
    },
  );
}
