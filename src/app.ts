import Fastify, { LogController, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { createRequire } from 'node:module';
import type { Container } from './container.js';
import { AppError } from './errors/app-error.js';
import { clientErrorHandler, installErrorHandler } from './http/plugins/error-handler.js';
import { validatorCompiler } from './http/plugins/validation.js';
import { trackInFlight } from './http/plugins/in-flight.js';
import { registerCompression } from './http/wire/compression.js';
import { registerOpenApi } from './http/plugins/openapi.js';
import { adminRoutes } from './http/routes/admin/index.js';
import { consoleRoutes } from './http/routes/console.js';
import { healthRoutes } from './http/routes/health.js';
import { operationsRoutes } from './http/routes/operations.js';
import { observeRequests, requestId } from './http/plugins/observability.js';
import { securityHeaders } from './http/plugins/security-headers.js';
import { v1Routes } from './http/routes/v1/index.js';
import type { App, RegisteredRoute } from './http/types.js';

const { version } = createRequire(import.meta.url)('../package.json') as { version: string };

const MAX_PARAM_LENGTH = 2048;
/** How long app.close() waits for requests in flight; `keiretsu serve` exits by force after 15 s. */
const SHUTDOWN_GRACE_MS = 10_000;

export interface BuildAppOptions {
  /** Fastify's logger; tests pass false */
  logger?: boolean;
  /** the built web console (default dist/web); the console's browser test builds its own */
  consoleDir?: string;
}

/** The HTTP application over a container. It never listens: main.ts does, and tests use app.inject. */
export async function buildApp(container: Container, options: BuildAppOptions = {}): Promise<App> {
  const fastifyOptions: FastifyServerOptions = {
    // Requests carry JSON and small bodies; the import route takes a stream and sets its own limits.
    bodyLimit: 1 << 20,
    // Per-request log lines cost more than the lookups they describe; errors are still logged.
    // Every log line of a request carries its id as request_id.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'request_id' }),
    // Identifiers are domains: up to 253 characters, and callers paste URLs; longer ones get a clean 404.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    trustProxy: false,
    return503OnClosing: true,
    // Every log line of a request carries its id; X-Request-Id from a proxy is kept (observability.ts).
    genReqId: requestId,
    // A "__proto__" or "constructor.prototype" key in a JSON body is dropped, not an error: the body is valid JSON,
    // and the key cannot reach an object's prototype either way.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    // Errors of the HTTP parser (headers over 16 KiB, a timed-out or malformed request) in the catalogue's shape.
    clientErrorHandler,
    // Router-level failures (a malformed URL, an oversized path parameter) answer in the catalogue's shape too.
    frameworkErrors: (err, _request, reply) => {
      const message =
        err.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? `A path parameter is longer than ${MAX_PARAM_LENGTH} characters.`
          : 'The URL is malformed.';
      const appError = new AppError('invalid_request', { details: [{ path: 'url', message }] }, message);
      void (reply as FastifyReply).code(appError.status).send(appError.body());
    },
  };
  const app = Fastify({
    ...fastifyOptions,
    ...(options.logger === false ? {} : { loggerInstance: container.logger }),
  }).withTypeProvider<TypeBoxTypeProvider>();
  // Every route, as registered: the OpenAPI test checks that each one documents itself.
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema as RegisteredRoute['schema'] });
  });
  app.setValidatorCompiler(validatorCompiler);
  // Only JSON (and the NDJSON import) are accepted: any other body is 415 rather than a confusing 400.
  app.removeContentTypeParser('text/plain');
  installErrorHandler(app);
  observeRequests(app, container.serviceMetrics);
  securityHeaders(app);
  // close() waits for handlers still running (their client may be gone) before the caller closes the database.
  trackInFlight(app, { graceMs: SHUTDOWN_GRACE_MS });
  await registerCompression(app);
  await registerOpenApi(app, version);
  await app.register(healthRoutes(container));
  await app.register(operationsRoutes(container));
  await app.register(v1Routes(container), { prefix: '/v1' });
  await app.register(adminRoutes(container), { prefix: '/admin/v1' });
  await app.register(consoleRoutes(options.consoleDir));
  return app;
}
