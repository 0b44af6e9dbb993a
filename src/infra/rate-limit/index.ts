import type { Logger } from 'pino';
import { MemoryRateLimiter } from './memory.js';
import type { RateLimiter } from './rate-limiter.js';
import { RedisRateLimiter, type RedisRateLimiterOptions } from './redis.js';

export type { RateLimiter, RateLimitDecision, RateLimitRule } from './rate-limiter.js';
export type { RedisRateLimiterOptions } from './redis.js';

/** REDIS_URL set: one budget shared by every instance; unset: counted in this process. */
export async function createRateLimiter(
  redisUrl: string | undefined,
  redisPrefix: string,
  logger: Logger,
  options: RedisRateLimiterOptions = {},
): Promise<RateLimiter> {
  if (!redisUrl) return new MemoryRateLimiter();
  const limiter = new RedisRateLimiter(redisUrl, redisPrefix, logger, options);
  await limiter.ready();
  return limiter;
}
