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

export interface RedisRateLimiterOptions {
  /** how long a request waits for Redis before it is limited per process instead (default 200 ms) */
  commandTimeoutMs?: number;
}

/**
 * A healthy Redis answers the script in well under a millisecond, so 200 ms means Redis (or the network) is in
 * trouble, not busy; and it is the most an outage adds to a request.
 */
export const DEFAULT_COMMAND_TIMEOUT_MS = 200;

/**
 * The shared limiter: every instance counts in one Redis, so a key has one budget however many API
 * processes serve it.
 *
 * When Redis cannot be reached, or does not answer within the command timeout, the limiter fails open to a
 * per-process limiter: requests keep being served and still throttled per instance, because the limiter is
 * operational backpressure and never money (credits live in PostgreSQL). Commands fail fast instead of
 * queueing, so an outage costs each request at most the timeout, and the client reconnects in the background.
 * The per-process limiter takes in the counts Redis reports, so a process that falls back mid-window carries
 * on from the shared count it last saw rather than from a fresh budget.
 */
export class RedisRateLimiter implements RateLimiter {
  readonly engine = 'redis' as const;
  private readonly redis: Redis;
  private readonly fallback = new MemoryRateLimiter();
  private readonly commandTimeoutMs: number;
  private degraded = false;
  private fallbackCount = 0;

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly logger: Logger,
    options: RedisRateLimiterOptions = {},
  ) {
    this.commandTimeoutMs = options.commandTimeoutMs ?? DEFAULT_COMMAND_TIMEOUT_MS;
    this.redis = new Redis(url, {
      // Without these, ioredis queues commands while disconnected and retries each 20 times: requests hang.
      // The command timeout is ours (see withTimeout), not ioredis's commandTimeout.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 1000,
      retryStrategy: (times) => Math.min(times * 200, 2000),
      lazyConnect: false,
    });
    this.redis.on('error', (err) => this.logger.debug({ err }, 'redis rate limiter connection error'));
    this.redis.defineCommand('keiretsuHit', { numberOfKeys: 1, lua: SCRIPT });
  }

  /** requests decided by the per-process limiter because Redis failed or was late (since start) */
  get fallbacks(): number {
    return this.fallbackCount;
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
      this.logger.warn('redis rate limiter unreachable at start; limiting per process until it is back');
  }

  async hit(rule: RateLimitRule): Promise<RateLimitDecision> {
    let reply: number[];
    try {
      const command = (this.redis as unknown as Hit).keiretsuHit(`${this.prefix}rl:{${rule.key}}`, rule.perMinute, rule.perDay);
      reply = (await this.withTimeout(command)) as number[];
    } catch (err) {
      this.fallbackCount++;
      if (!this.degraded) {
        this.degraded = true;
        this.logger.warn({ err }, 'redis rate limiter unreachable; limiting per process until it returns');
      }
      return this.fallback.hitSync(rule);
    }
    const [allowed, minuteCount, dayCount, now] = reply;
    if (this.degraded) {
      this.degraded = false;
      this.logger.warn('redis rate limiter reachable again; shared limits restored');
    }
    this.fallback.observe(rule.key, now!, minuteCount!, dayCount!);
    return decide(rule, now!, minuteCount!, dayCount!, allowed === 1);
  }

  /**
   * Rejects if Redis has not answered within the timeout, measured so that this process's own stalls do not
   * count as Redis's: when this process is busy (CPU-bound work, a loaded machine) for longer than the timeout,
   * the timer and the reply are both due when the event loop turns again, and timers run before I/O is read.
   * A plain timer (ioredis's commandTimeout) would then fail over to per-process limits although Redis had
   * answered in time; here the timer only defers the verdict to after the next I/O poll (setImmediate), so a
   * reply received by then wins and only a Redis that is really late fails over.
   * A late command may still run on Redis and count there as well as in the per-process limiter; at worst a
   * request the per-process limiter throttled is counted in the shared budget, which errs on the side of
   * throttling.
   */
  private withTimeout<T>(command: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const late = () => reject(new Error(`redis rate limiter: no answer within ${this.commandTimeoutMs} ms`));
      // Once the reply has settled the promise, a later reject is a no-op.
      const timer = setTimeout(() => setImmediate(late), this.commandTimeoutMs);
      command.then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (err: Error) => {
          clearTimeout(timer);
          reject(err);
        },
      );
    });
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}

interface Hit {
  keiretsuHit(key: string, perMinute: number, perDay: number): Promise<unknown>;
}
