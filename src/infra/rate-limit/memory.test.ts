import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MemoryRateLimiter } from './memory.js';

const at = (iso: string) => Date.parse(iso);

test('minute window: the limit admits exactly N, resets on the minute boundary', () => {
  let now = at('2026-05-01T10:00:15.000Z');
  const limiter = new MemoryRateLimiter(() => now);
  const rule = { key: 1, perMinute: 3, perDay: 100 };
  const decisions = [1, 2, 3, 4].map(() => limiter.hitSync(rule));
  assert.deepEqual(
    decisions.map((d) => d.allowed),
    [true, true, true, false],
  );
  assert.deepEqual(
    decisions.map((d) => d.minute.remaining),
    [2, 1, 0, 0],
  );
  const denied = decisions[3]!;
  assert.equal(denied.retryAfter, 45);
  assert.equal(denied.minute.reset, at('2026-05-01T10:01:00Z') / 1000);
  assert.equal(denied.day.reset, at('2026-05-02T00:00:00Z') / 1000);
  assert.equal(denied.day.remaining, 97);
  now = at('2026-05-01T10:00:59.999Z');
  assert.equal(limiter.hitSync(rule).retryAfter, 1, 'never 0 while throttled');
  now = at('2026-05-01T10:01:00.000Z');
  assert.equal(limiter.hitSync(rule).allowed, true);
});

test('throttled requests are not counted', () => {
  let now = at('2026-05-01T10:00:00Z');
  const limiter = new MemoryRateLimiter(() => now);
  const rule = { key: 2, perMinute: 2, perDay: 3 };
  for (let i = 0; i < 10; i++) limiter.hitSync(rule);
  now = at('2026-05-01T10:01:00Z');
  const d = limiter.hitSync(rule);
  assert.equal(d.allowed, true);
  assert.equal(d.day.remaining, 0, 'two admitted in the first minute plus this one');
});

test('day window: exhausted until the next UTC midnight, whatever the minute says', () => {
  let now = at('2026-05-01T23:58:30Z');
  const limiter = new MemoryRateLimiter(() => now);
  const rule = { key: 3, perMinute: 10, perDay: 2 };
  limiter.hitSync(rule);
  limiter.hitSync(rule);
  const denied = limiter.hitSync(rule);
  assert.equal(denied.allowed, false);
  assert.equal(denied.retryAfter, 90);
  now = at('2026-05-01T23:59:30Z');
  assert.equal(limiter.hitSync(rule).allowed, false, 'a new minute does not help');
  now = at('2026-05-02T00:00:00Z');
  assert.equal(limiter.hitSync(rule).allowed, true);
});

test('keys are counted apart', () => {
  const limiter = new MemoryRateLimiter(() => at('2026-05-01T10:00:00Z'));
  assert.equal(limiter.hitSync({ key: 10, perMinute: 1, perDay: 10 }).allowed, true);
  assert.equal(limiter.hitSync({ key: 10, perMinute: 1, perDay: 10 }).allowed, false);
  assert.equal(limiter.hitSync({ key: 11, perMinute: 1, perDay: 10 }).allowed, true);
});

test('observe: counts reported by Redis are taken in, only ever raised, and only for their own window', () => {
  const limiter = new MemoryRateLimiter(() => at('2026-05-01T10:00:40Z'));
  const rule = { key: 20, perMinute: 10, perDay: 20 };
  const remaining = () => {
    const d = limiter.hitSync(rule);
    return [d.minute.remaining, d.day.remaining];
  };
  limiter.observe(20, at('2026-05-01T10:00:09Z'), 4, 6);
  assert.deepEqual(remaining(), [5, 13], 'carried on from 4 and 6');
  limiter.observe(20, at('2026-05-01T10:00:11Z'), 2, 2);
  assert.deepEqual(remaining(), [4, 12], 'a lower count does not lower it');
  limiter.observe(20, at('2026-05-01T09:59:59Z'), 9, 9);
  assert.deepEqual(remaining(), [3, 10], "the past minute's count is not this minute's; the day's is");
  limiter.observe(20, at('2026-05-01T10:00:30Z'), 9, 19);
  assert.deepEqual(remaining(), [0, 0]);
  assert.equal(limiter.hitSync(rule).allowed, false);
});
