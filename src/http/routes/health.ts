import { Type } from 'typebox';
import type { Container } from '../../container.js';
import type { App } from '../types.js';

export function healthRoutes(c: Container) {
  return async function (app: App): Promise<void> {
    app.get(
      '/health',
      {
        schema: {
          operationId: 'getHealth',
          summary: 'Liveness and the engines in use',
          description:
            'Liveness: 200 while the process runs, whatever the state of the database (restarting the process would ' +
            'not bring the database back). database.reachable says whether it answered within 2 s; GET /ready is the ' +
            'probe that fails while it does not.',
          tags: ['Service'],
          security: [],
          response: {
            200: Type.Object({
              status: Type.Literal('ok'),
              database: Type.Object({
                engine: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
                schema_version: Type.Integer({ description: 'the newest migration applied (as last read, when unreachable)' }),
                reachable: Type.Boolean(),
              }),
              rate_limiter: Type.Object({ engine: Type.Union([Type.Literal('memory'), Type.Literal('redis')]) }),
            }),
          },
        },
      },
      async () => {
        const schema = await c.operations.schema();
        return {
          status: 'ok' as const,
          database: { engine: c.db.engine, schema_version: schema.version, reachable: schema.reachable },
          rate_limiter: { engine: c.rateLimiter.engine },
        };
      },
    );
  };
}
