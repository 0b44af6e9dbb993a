import { Type } from 'typebox';
import type { Container } from '../../container.js';
import { errorResponses } from '../schemas.js';
import type { App } from '../types.js';

/** Readiness and metrics for load balancers and Prometheus (contracts section 11); /health is in health.ts. */
export function operationsRoutes(c: Container) {
  return async function (app: App): Promise<void> {
    app.get(
      '/ready',
      {
        schema: {
          operationId: 'getReady',
          summary: 'Readiness: the database answers and its schema is migrated',
          description:
            'For load balancers and orchestrators: 200 while this instance can serve requests; 503 service_unavailable ' +
            '(with Retry-After) while the database is unreachable, answers no faster than 2 s, or lacks migrations ' +
            'this release needs. GET /health answers 200 whenever the process runs.',
          tags: ['Service'],
          security: [],
          response: { 200: Type.Object({ status: Type.Literal('ready') }), ...errorResponses(['service_unavailable']) },
        },
      },
      async () => {
        await c.operations.ready();
        return { status: 'ready' as const };
      },
    );

    app.get(
      '/metrics',
      {
        // The admin token, checked before anything else (as on /admin/v1): the figures describe every customer's use.
        onRequest: async (request) => c.auth.checkAdmin(request.headers.authorization),
        schema: {
          operationId: 'getMetrics',
          summary: "This process's metrics in Prometheus's text format",
          description:
            'Requests by route pattern and status, latency histograms, credits charged, database pool use, rate ' +
            'limiting that fell back to per-process counters, Node.js process figures (all for this process), and jobs ' +
            'by status and crawl tasks by state and error (for the whole database). Needs the admin token. ' +
            'docs/deploy.md lists every metric.',
          tags: ['Service'],
          security: [{ AdminToken: [] }],
          response: {
            200: {
              description: 'Prometheus text exposition format 0.0.4',
              content: { 'text/plain': { schema: Type.String() } },
            },
            ...errorResponses(['invalid_admin_token', 'internal_error']),
          },
        },
      },
      async (_request, reply) => {
        const { text, contentType } = await c.serviceMetrics.render();
        return reply.type(contentType).send(text);
      },
    );
  };
}
