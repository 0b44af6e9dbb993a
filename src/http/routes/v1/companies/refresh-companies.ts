import { Type } from 'typebox';
import type { Container } from '../../../../container.js';
import type { App } from '../../../types.js';
import { apiKeySecurity, v1Errors } from '../common.js';

export function refreshCompaniesRoute(app: App, c: Container): void {
  app.post(
    '/companies/refresh',
    {
      schema: {
        operationId: 'refreshCompanies',
        summary: 'Crawl up to 100 domains again',
        description:
          "Queues a crawl of each domain and answers 202 with the job's id; Location points at GET /v1/jobs/{job_id}, polled " +
          'every 60 seconds (Retry-After). Domains are normalized and duplicates merged; a malformed one fails at once as ' +
          "invalid_domain without failing the others. More than 100 distinct entries (or than the key's lower batch ceiling) " +
          'is 400 batch_too_large. A domain already queued or being crawled shares that crawl. Not metered.',
        tags: ['Companies'],
        security: apiKeySecurity,
        body: Type.Object({
          domains: Type.Array(Type.String({ maxLength: 2048 }), { minItems: 1, maxItems: 1000, description: '1 to 100 domains' }),
        }),
        response: {
          202: Type.Object({ job_id: Type.String({ format: 'uuid' }) }, { description: 'accepted; poll the Location header' }),
          ...v1Errors(['batch_too_large']),
        },
      },
    },
    async (request, reply) => {
      const job = await c.refresh.submit(request.principal, request.body.domains);
      return reply.code(202).header('location', `/v1/jobs/${job.job_id}`).send(job);
    },
  );
}
