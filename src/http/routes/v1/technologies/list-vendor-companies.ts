import { Type } from 'typebox';
import type { Container } from '../../../../container.js';
import type { App } from '../../../types.js';
import { apiKeySecurity, v1Errors } from '../common.js';
import { CompanyPageQuery, VendorCompaniesResponseSchema, includesFirmographics } from './schemas.js';
import { sendCompanyPage } from './send-company-page.js';

export function listVendorCompaniesRoute(app: App, c: Container): void {
  app.get(
    '/vendors/:domain/companies',
    {
      schema: {
        operationId: 'listVendorCompanies',
        summary: 'Companies using any technology of a vendor',
        description:
          "The union over the vendor's technologies and its vendor-only relationships, one entry per company; " +
          'most recent evidence first, then by name. Pages of up to 10,000 companies; large pages are streamed. ' +
          'Metered: 1 credit per net-new company on the page, charged before the first byte is sent.',
        tags: ['Technologies'],
        security: apiKeySecurity,
        params: Type.Object({
          domain: Type.String({ description: "the vendor's domain, e.g. stripe.com (www., scheme and case are ignored)" }),
        }),
        querystring: CompanyPageQuery,
        response: { 200: VendorCompaniesResponseSchema, ...v1Errors(['invalid_domain', 'vendor_not_found', 'credit_exhausted']) },
      },
    },
    async (request, reply) => {
      const { page, limit, include } = request.query;
      const firmographics = includesFirmographics(include);
      return sendCompanyPage(c, request, reply, 'vendor', limit, () =>
        c.technologies.companiesUsingVendor(request.params.domain, { page, limit, firmographics }),
      );
    },
  );
}
