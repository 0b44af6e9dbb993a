import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Container } from '../container.js';
import type { Metered } from '../services/partnership.service.js';
import type { CachedResponse } from '../infra/cache/data-cache.js';
import { meter } from './meter.js';

/**
 * Answers a read endpoint through the response cache (infra/cache/data-cache.ts): the body is read and
 * serialized by the route's own response schema once per data version, and metered on every call. The key
 * is the route with its validated parameters and query, which hold everything a body depends on.
 * `metered: false` for endpoints that return no companies (no X-Credits-* headers); `encoded: true` when `read`
 * gives the body as JSON text already, written to the response schema (it is not serialized again).
 */
export async function sendCached(
  c: Container,
  request: FastifyRequest,
  reply: FastifyReply,
  read: () => Promise<Metered<unknown>>,
  options: { metered?: boolean; encoded?: boolean } = {},
): Promise<FastifyReply> {
  const key = `${request.method} ${request.routeOptions.url}|${canonical(request.params)}|${canonical(request.query)}`;
  const response = await c.cache.getOrLoad<CachedResponse>(
    key,
    async () => {
      const r = await read();
      // The route's compiled response serializer: a JSON string for a JSON schema.
      const body = options.encoded ? (r.body as string) : (reply.serialize(r.body) as string);
      return { body: Buffer.from(body), charged: r.charged, free: r.free };
    },
    (r) => r.body.length + 8 * (r.charged.length + r.free.length),
  );
  if (options.metered ?? true) await meter(c.credits, request, reply, response.charged, { free: response.free });
  return reply.type('application/json; charset=utf-8').send(response.body);
}

/** JSON with keys sorted, so that ?a=1&b=2 and ?b=2&a=1 share an entry. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? '';
  const record = value as Record<string, unknown>;
  return `{${Object.keys(record)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical(record[k])}`)
    .join(',')}}`;
}
