import { Type } from 'typebox';
import type { Container } from '../../container.js';
import { AppError } from '../../errors/app-error.js';
import { errorResponses } from '../schemas.js';
import type { App } from '../types.js';

export function healthRoutes(c: Container) {
  return async function (app: App): Promise<void> {
    app.get(
      '/health',
      {
        schema: {
          operationId: 'getHealth',
          summary: 'Liveness and the engines in use',
          tags: ['Service'],
          security: [],
          response: {
            200: Type.Object({
              status: Type.Literal('ok'),
              database: Type.Object({
                engine: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
                schema_version: Type.Integer(),
              }),
              rate_limiter: Type.Object({ engine: Type.Union([Type.Literal('memory'), Type.Literal('redis')]) }),
            }),
            ...errorResponses(['service_unavailable']),
          },
        },
      },
      async (request) => {
        try {
          const r = await c.db.query<{ v: number }>('SELECT coalesce(max(version), 0) AS v FROM schema_migrations');
          return {
            status: 'ok' as const,
            database: { engine: c.db.engine, schema_version: r.rows[0]!.v },
            rate_limiter: { engine: c.rateLimiter.engine },
          };
        } catch (err) {
          request.log.warn({ err }, 'health check: database unreachable');
          throw new AppError('service_unavailable', {}, 'The database is unreachable.');
        }
      },
    );
  };
}
