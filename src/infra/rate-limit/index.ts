import type { Logger } from 'pino';
import { MemoryRateLimiter } from './memory.js';
import type { RateLimiter } from './rate-limiter.js';
import { RedisRateLimiter } from './redis.js';

export type { RateLimiter, RateLimitDecision, RateLimitRule } from './rate-limiter.js';

/** REDIS_URL set: one budget shared by every instance; unset: counted in this process. */
export async function createRateLimiter(redisUrl: string | undefined, redisPrefix: string, logger: Logger): Promise<RateLimiter> {
  if (!redisUrl) return new MemoryRateLimiter();
  const limiter = new RedisRateLimiter(redisUrl, redisPrefix, logger);
  await limiter.ready();
  return limiter;
}
