import { Type } from 'typebox';
import type { Container } from '../../../../container.js';
import type { App } from '../../../types.js';
import { sendCached } from '../../../wire/response-cache.js';
import { pageQuery, pagination } from '../../../schemas.js';
import { apiKeySecurity, v1Errors } from '../common.js';
import { TechnologySearchResponseSchema } from './schemas.js';

export function searchTechnologiesRoute(app: App, c: Container): void {
  app.get(
    '/technologies',
    {
      schema: {
        operationId: 'searchTechnologies',
        summary: 'Search the technology catalog',
        description:
          'Active technologies whose name or vendor name matches q, ignoring case and accents. Exact names rank first, ' +
          'then name prefixes, vendor names, substrings and close spellings; ties go to the most used. Not metered.',
        tags: ['Technologies'],
        security: apiKeySecurity,
        querystring: Type.Object({
          q: Type.String({ minLength: 1, maxLength: 200, description: 'technology or vendor name, or part of it' }),
          ...pageQuery(100, 20),
        }),
        response: { 200: TechnologySearchResponseSchema, ...v1Errors() },
      },
    },
    async (request, reply) => {
      const { q, page, limit } = request.query;
      const read = async () => {
        const result = await c.technologies.search(q, page, limit);
        return { body: { technologies: result.technologies, pagination: pagination(page, limit, result.total) }, charged: [], free: [] };
      };
      return sendCached(c, request, reply, read, { metered: false });
    },
  );
}
