import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pollDelayMs } from './poll.js';

const low = () => 0;
const high = () => 0.999999;

test('poll delays grow exponentially from the initial delay up to the cap', () => {
  const delays = [0, 1, 2, 3, 4, 5, 6].map((attempt) => pollDelayMs(attempt, undefined, { initialDelayMs: 1000, maxDelayMs: 30_000 }, low));
  assert.deepEqual(delays, [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
});

test('a Retry-After is a floor: never polled sooner, even early in the backoff', () => {
  assert.equal(pollDelayMs(0, 60, { initialDelayMs: 1000 }, low), 60_000);
  assert.equal(pollDelayMs(7, 60, { initialDelayMs: 1000, maxDelayMs: 120_000 }, low), 120_000);
});

test('jitter spreads delays by up to a quarter above the base, never below it', () => {
  assert.equal(pollDelayMs(2, undefined, { initialDelayMs: 1000 }, high), 5000);
  assert.equal(pollDelayMs(0, 60, {}, high), 75_000);
  const seen = new Set(Array.from({ length: 50 }, () => pollDelayMs(0, 60)));
  assert.ok(seen.size > 1, 'two clients polling together should drift apart');
  for (const delay of seen) assert.ok(delay >= 60_000 && delay <= 75_000, String(delay));
});
