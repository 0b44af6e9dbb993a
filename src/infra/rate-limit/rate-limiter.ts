/**
 * Per-key rate limiting (spec: Limits, rate-limit rules): fixed windows of one minute and one UTC day.
 * A request is admitted only if both windows have room, and only an admitted request is counted, so a
 * throttled client that keeps retrying does not push its own reset further away.
 */
export interface RateLimitRule {
  /** the API key id */
  key: number;
  perMinute: number;
  perDay: number;
}

export interface WindowState {
  limit: number;
  remaining: number;
  /** Unix time in seconds at which the window resets */
  reset: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  minute: WindowState;
  day: WindowState;
  /** whole seconds until a request can be admitted again (0 when allowed) */
  retryAfter: number;
}

export interface RateLimiter {
  readonly engine: 'memory' | 'redis';
  /** requests limited per process because the shared store failed or was late (Redis only; for /metrics) */
  readonly fallbacks?: number;
  hit(rule: RateLimitRule): Promise<RateLimitDecision>;
  close(): Promise<void>;
}

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

/** Builds a decision from the counts after the check (the same arithmetic for every engine). */
export function decide(rule: RateLimitRule, nowMs: number, minuteCount: number, dayCount: number, allowed: boolean): RateLimitDecision {
  const minuteReset = Math.floor(nowMs / MINUTE_MS + 1) * MINUTE_MS;
  const dayReset = Math.floor(nowMs / DAY_MS + 1) * DAY_MS;
  const minute = { limit: rule.perMinute, remaining: Math.max(0, rule.perMinute - minuteCount), reset: minuteReset / 1000 };
  const day = { limit: rule.perDay, remaining: Math.max(0, rule.perDay - dayCount), reset: dayReset / 1000 };
  let retryAfter = 0;
  if (!allowed) {
    // Wait for the window that is full; when both are, the day decides.
    const until = dayCount >= rule.perDay ? dayReset : minuteReset;
    retryAfter = Math.max(1, Math.ceil((until - nowMs) / 1000));
  }
  return { allowed, minute, day, retryAfter };
}
