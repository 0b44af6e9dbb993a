import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.js';
import type { RateLimiter } from '../../infra/rate-limit/index.js';

/**
 * The per-key limiter as an onRequest step, after authentication. Successful responses carry no
 * X-RateLimit-* headers (spec); a throttled one is 429 with Retry-After and the seven headers.
 */
export async function enforceRateLimit(limiter: RateLimiter, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const p = request.principal;
  const d = await limiter.hit({ key: p.keyId, perMinute: p.rateLimitPerMinute, perDay: p.rateLimitPerDay });
  if (d.allowed) return;
  void reply.headers({
    'retry-after': String(d.retryAfter),
    'x-ratelimit-limit': String(d.minute.limit),
    'x-ratelimit-remaining': String(d.minute.remaining),
    'x-ratelimit-reset': String(d.minute.reset),
    'x-ratelimit-limit-day': String(d.day.limit),
    'x-ratelimit-remaining-day': String(d.day.remaining),
    'x-ratelimit-reset-day': String(d.day.reset),
  });
  throw new AppError('operational_rate_limit_exceeded', { retry_after_seconds: d.retryAfter });
}
