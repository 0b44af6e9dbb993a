import type { Container } from '../../../../container.js';
import type { App } from '../../../types.js';
import { apiKeySecurity, v1Errors } from '../common.js';
import { JobIdParams, JobSchema } from './schemas.js';

/** While a job runs, clients are asked to wait this long between polls (spec: Limits). */
export const JOB_POLL_SECONDS = 60;

export function getJobRoute(app: App, c: Container): void {
  app.get(
    '/jobs/:job_id',
    {
      schema: {
        operationId: 'getJob',
        summary: 'Poll a refresh job',
        description:
          'Only the API key that created the job sees it; any other job is 404 job_not_found. While the job runs, the ' +
          'response carries Retry-After: 60. data_freshness appears once a domain succeeded. Not metered.',
        tags: ['Companies'],
        security: apiKeySecurity,
        params: JobIdParams,
        response: { 200: JobSchema, ...v1Errors(['job_not_found']) },
      },
    },
    async (request, reply) => {
      const job = await c.refresh.get(request.principal, request.params.job_id);
      if (job.status === 'running') void reply.header('retry-after', String(JOB_POLL_SECONDS));
      return job;
    },
  );
}
