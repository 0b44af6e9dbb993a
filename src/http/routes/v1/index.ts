import type { Container } from '../../../container.js';
import { enforceRateLimit } from '../../plugins/rate-limit.js';
import type { App } from '../../types.js';
import { companyRoutes } from './companies/index.js';
import { getJobRoute } from './jobs/get-job.js';
import { listRoutes } from './lists/index.js';
import { partnershipRoutes } from './partnerships/index.js';
import { technologyRoutes } from './technologies/index.js';

/**
 * Every /v1 route: X-API-Key is checked before anything else runs (even before the body is validated),
 * then the key's rate limit. Neither charges credits.
 */
export function v1Routes(c: Container) {
  return async function (app: App): Promise<void> {
    app.decorateRequest('principal', null as never);
    app.addHook('onRequest', async (request) => {
      request.principal = await c.auth.authenticate(headerValue(request.headers['x-api-key']));
    });
    app.addHook('onRequest', (request, reply) => enforceRateLimit(c.rateLimiter, request, reply));
    companyRoutes(app, c);
    partnershipRoutes(app, c);
    technologyRoutes(app, c);
    getJobRoute(app, c);
    await app.register(listRoutes(c));
  };
}

function headerValue(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}
