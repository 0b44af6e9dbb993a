import { Type } from 'typebox';
import type { Container } from '../../../container.js';
import { CRAWL_MAX_DOMAINS } from '../../../services/refresh.service.js';
import { errorResponses } from '../../schemas.js';
import type { App } from '../../types.js';
import { JobIdParams, JobSchema } from '../v1/jobs/schemas.js';
import { JOB_POLL_SECONDS } from '../v1/jobs/get-job.js';

const security = [{ AdminToken: [] }];
const errors = (...codes: Parameters<typeof errorResponses>[0]) =>
  errorResponses(['invalid_request', 'invalid_admin_token', 'internal_error', ...codes]);

/** Operator crawls (contracts section 8): how a self-hoster fills a database from a list of domains. No credits. */
export function crawlAdminRoutes(app: App, c: Container): void {
  app.post(
    '/crawl',
    {
      // 100,000 domains of up to 253 characters, as JSON: some 26 MB at worst.
      bodyLimit: 32 << 20,
      schema: {
        operationId: 'adminCrawl',
        summary: 'Crawl up to 100,000 domains',
        description:
          'Queues a crawl of each domain, like a refresh without credits or a key; poll GET /admin/v1/jobs/{job_id}. ' +
          'Malformed entries fail at once as invalid_domain; duplicates are merged.',
        tags: ['Admin'],
        security,
        body: Type.Object({
          domains: Type.Array(Type.String({ maxLength: 2048 }), { minItems: 1, maxItems: 2 * CRAWL_MAX_DOMAINS }),
        }),
        response: { 202: Type.Object({ job_id: Type.String({ format: 'uuid' }) }), ...errors('batch_too_large', 'payload_too_large') },
      },
    },
    async (request, reply) => {
      const job = await c.refresh.submitCrawl(request.body.domains);
      return reply.code(202).header('location', `/admin/v1/jobs/${job.job_id}`).send(job);
    },
  );

  app.get(
    '/jobs/:job_id',
    {
      schema: {
        operationId: 'adminGetJob',
        summary: 'Poll an operator crawl',
        description:
          'The refresh job shape. domains holds a page of the domains in request order (domains_limit, default 1,000; 0 for ' +
          'the summary alone). Retry-After while running.',
        tags: ['Admin'],
        security,
        params: JobIdParams,
        querystring: Type.Object({
          domains_limit: Type.Integer({ minimum: 0, maximum: 10_000, default: 1000 }),
          domains_offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
        }),
        response: { 200: JobSchema, ...errors('job_not_found') },
      },
    },
    async (request, reply) => {
      const { domains_limit: limit, domains_offset: offset } = request.query;
      const job = await c.refresh.getCrawl(request.params.job_id, { limit, offset });
      if (job.status === 'running') void reply.header('retry-after', String(JOB_POLL_SECONDS));
      return job;
    },
  );
}
