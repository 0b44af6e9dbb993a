import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { ServiceMetrics } from '../../infra/metrics.js';

/** A request id a proxy or client sent that we keep: short, and nothing that could break a log line or a header. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id of a request (Fastify's genReqId): the caller's X-Request-Id when it is a sane token, so that one id
 * follows a request through a proxy and our logs, else a random UUID (unique across processes, unlike a counter).
 */
export function requestId(req: IncomingMessage): string {
  const sent = req.headers['x-request-id'];
  return typeof sent === 'string' && FORWARDED_ID.test(sent) ? sent : randomUUID();
}

/** A request slower than this is logged at warn level with its route and time: the ones to look at first. */
const SLOW_REQUEST_S = 2;

/**
 * Per request: the X-Request-Id response header (every log line of the request carries the same id as
 * `request_id`), the request metrics, and one log line when it completes. That line is at debug level
 * (LOG_LEVEL=debug shows every request): at info, serializing it cost more than the warm lookups it describes.
 * Slow requests are logged at warn and failed ones (5xx) by the error handler, at any level.
 */
export function observeRequests(app: FastifyInstance, metrics: ServiceMetrics): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    void reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const seconds = reply.elapsedTime / 1000;
    const route = request.routeOptions.url;
    const charged = Number(reply.getHeader('x-credits-charged') ?? 0) || 0;
    metrics.observe(request.method, route, reply.statusCode, seconds, charged);
    const level = seconds >= SLOW_REQUEST_S ? 'warn' : 'debug';
    if (!(request.log as Logger).isLevelEnabled(level)) return;
    request.log[level](
      {
        method: request.method,
        route: route ?? null,
        url: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        credits_charged: charged,
      },
      seconds >= SLOW_REQUEST_S ? 'slow request' : 'request completed',
    );
  });
}
