import { DAY_MS, decide, MINUTE_MS, type RateLimitDecision, type RateLimiter, type RateLimitRule } from './rate-limiter.js';

interface Counters {
  minuteWindow: number;
  minuteCount: number;
  dayWindow: number;
  dayCount: number;
}

// Stale entries (keys idle since yesterday) are dropped on a sweep, so memory follows the active keys.
const SWEEP_EVERY_MS = 10 * MINUTE_MS;

/** The in-process limiter: exact within one process (JavaScript runs the check-and-count without interleaving). */
export class MemoryRateLimiter implements RateLimiter {
  readonly engine = 'memory' as const;
  private readonly counters = new Map<number, Counters>();
  private lastSweep: number;

  constructor(private readonly now: () => number = Date.now) {
    this.lastSweep = now();
  }

  async hit(rule: RateLimitRule): Promise<RateLimitDecision> {
    return this.hitSync(rule);
  }

  hitSync(rule: RateLimitRule): RateLimitDecision {
    const now = this.now();
    const minuteWindow = Math.floor(now / MINUTE_MS);
    const dayWindow = Math.floor(now / DAY_MS);
    if (now - this.lastSweep > SWEEP_EVERY_MS) this.sweep(dayWindow, now);
    let c = this.counters.get(rule.key);
    if (!c) this.counters.set(rule.key, (c = { minuteWindow, minuteCount: 0, dayWindow, dayCount: 0 }));
    if (c.minuteWindow !== minuteWindow) {
      c.minuteWindow = minuteWindow;
      c.minuteCount = 0;
    }
    if (c.dayWindow !== dayWindow) {
      c.dayWindow = dayWindow;
      c.dayCount = 0;
    }
    const allowed = c.minuteCount < rule.perMinute && c.dayCount < rule.perDay;
    if (allowed) {
      c.minuteCount++;
      c.dayCount++;
    }
    return decide(rule, now, c.minuteCount, c.dayCount, allowed);
  }

  /**
   * Takes in a key's counts as another authority reported them at `nowMs` (the Redis limiter's, on Redis's
   * clock): a count is only ever raised, and only for its own window. A process that falls back to this
   * limiter mid-window then carries on from the shared count it last saw instead of a fresh budget.
   */
  observe(key: number, nowMs: number, minuteCount: number, dayCount: number): void {
    const minuteWindow = Math.floor(nowMs / MINUTE_MS);
    const dayWindow = Math.floor(nowMs / DAY_MS);
    if (nowMs - this.lastSweep > SWEEP_EVERY_MS) this.sweep(dayWindow, nowMs);
    let c = this.counters.get(key);
    if (!c) this.counters.set(key, (c = { minuteWindow, minuteCount: 0, dayWindow, dayCount: 0 }));
    if (c.minuteWindow < minuteWindow) {
      c.minuteWindow = minuteWindow;
      c.minuteCount = 0;
    }
    if (c.minuteWindow === minuteWindow) c.minuteCount = Math.max(c.minuteCount, minuteCount);
    if (c.dayWindow < dayWindow) {
      c.dayWindow = dayWindow;
      c.dayCount = 0;
    }
    if (c.dayWindow === dayWindow) c.dayCount = Math.max(c.dayCount, dayCount);
  }

  private sweep(dayWindow: number, now: number): void {
    for (const [key, c] of this.counters) if (c.dayWindow < dayWindow) this.counters.delete(key);
    this.lastSweep = now;
  }

  async close(): Promise<void> {
    this.counters.clear();
  }
}
