import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { MemoryRateLimiter } from './memory.js';
import { decide, type RateLimitDecision, type RateLimiter, type RateLimitRule } from './rate-limiter.js';

// Check both windows and count the request in one atomic step, on Redis's clock so that every instance
// agrees on the windows. Keys carry a {hash tag} so a cluster keeps a key's two counters on one slot.
const SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local mw = math.floor(now / 60000)
local dw = math.floor(now / 86400000)
local mk = KEYS[1] .. ':m:' .. mw
local dk = KEYS[1] .. ':d:' .. dw
local m = tonumber(redis.call('GET', mk) or '0')
local d = tonumber(redis.call('GET', dk) or '0')
if m >= tonumber(ARGV[1]) or d >= tonumber(ARGV[2]) then
  return {0, m, d, now}
end
m = redis.call('INCR', mk)
if m == 1 then redis.call('PEXPIRE', mk, 120000) end
d = redis.call('INCR', dk)
if d == 1 then redis.call('PEXPIRE', dk, 90000000) end
return {1, m, d, now}
`;

/**
 * The shared limiter: every instance counts in one Redis, so a key has one budget however many API
 * processes serve it.
 *
 * When Redis cannot be reached the limiter fails open to a per-process limiter: requests keep being
 * served and still throttled per instance, because the limiter is operational backpressure and never
 * money (credits live in PostgreSQL). Commands fail fast instead of queueing, so an outage costs each
 * request at most COMMAND_TIMEOUT_MS, and the client reconnects in the background.
 */
const COMMAND_TIMEOUT_MS = 200;

export class RedisRateLimiter implements RateLimiter {
  readonly engine = 'redis' as const;
  private readonly redis: Redis;
  private readonly fallback = new MemoryRateLimiter();
  private degraded = false;

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {
    this.redis = new Redis(url, {
      // Without these, ioredis queues commands while disconnected and retries each 20 times: requests hang.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: 1000,
      retryStrategy: (times) => Math.min(times * 200, 2000),
      lazyConnect: false,
    });
    this.redis.on('error', (err) => this.logger.debug({ err }, 'redis rate limiter connection error'));
    this.redis.defineCommand('keiretsuHit', { numberOfKeys: 1, lua: SCRIPT });
  }

  /**
   * Waits (briefly) for the first connection: with the offline queue off, a command sent before it would
   * fail. If Redis is down at start, the service starts anyway, limiting per process until it is back.
   */
  async ready(timeoutMs = 2000): Promise<void> {
    if (this.redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, timeoutMs);
      this.redis.once('ready', done);
      function done(): void {
        clearTimeout(timer);
        resolve();
      }
    });
    if ((this.redis.status as string) !== 'ready')
      this.logger.error('redis rate limiter unreachable at start; limiting per process until it is back');
  }

  async hit(rule: RateLimitRule): Promise<RateLimitDecision> {
    try {
      const [allowed, minuteCount, dayCount, now] = (await (this.redis as unknown as Hit).keiretsuHit(
        `${this.prefix}rl:{${rule.key}}`,
        rule.perMinute,
        rule.perDay,
      )) as number[];
      if (this.degraded) {
        this.degraded = false;
        this.logger.warn('redis rate limiter reachable again; shared limits restored');
      }
      return decide(rule, now!, minuteCount!, dayCount!, allowed === 1);
    } catch (err) {
      if (!this.degraded) {
        this.degraded = true;
        this.logger.error({ err }, 'redis rate limiter unreachable; limiting per process until it returns');
      }
      return this.fallback.hit(rule);
    }
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}

interface Hit {
  keiretsuHit(key: string, perMinute: number, perDay: number): Promise<unknown>;
}
