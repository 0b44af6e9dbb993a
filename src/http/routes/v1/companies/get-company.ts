import { Type } from 'typebox';
import type { Container } from '../../../../container.js';
import type { App } from '../../../types.js';
import { sendCached } from '../../../wire/response-cache.js';
import { apiKeySecurity, v1Errors } from '../common.js';
import { parseIncludes } from './includes.js';
import { CompanySchema } from './schemas.js';

export function getCompanyRoute(app: App, c: Container): void {
  app.get(
    '/companies/:identifier',
    {
      schema: {
        operationId: 'getCompany',
        summary: 'Look up one company by domain or slug',
        description:
          "Any of the company's domains works (www., scheme and case are ignored), as does its slug. " +
          'include=technologies,firmographics adds the technology list (most popular first, at most 100) with vendor_count, ' +
          'and the firmographics object; include=evidence adds to each technology why it was detected (the signal, the page, ' +
          'the matched text; `import` for imported detections), newest first, at most 5, and implies technologies. 1 credit for the company (free again for 30 days).',
        tags: ['Companies'],
        security: apiKeySecurity,
        params: Type.Object({ identifier: Type.String({ minLength: 1, maxLength: 2048, description: 'a domain or a slug' }) }),
        querystring: Type.Object({
          include: Type.Optional(Type.String({ maxLength: 200, description: 'comma-separated: technologies, firmographics, evidence' })),
        }),
        response: { 200: CompanySchema, ...v1Errors(['company_not_found', 'credit_exhausted']) },
      },
    },
    async (request, reply) => {
      const includes = parseIncludes(request.query.include, ['technologies', 'firmographics', 'evidence']);
      // The company's record, technologies and evidence: cached until a write changes the company, or the catalogue
      // when the answer shows technologies.
      return sendCached(
        c,
        request,
        reply,
        async () => {
          const { id, record } = await c.companies.lookup(request.params.identifier, includes);
          return { body: record, charged: [id], free: [] };
        },
        { company: { catalogue: includes.technologies } },
      );
    },
  );
}
