import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '../../src/config/config.js';
import type { TestEnv } from './harness.js';

/** Crawl settings for tests: no politeness delay, retries at once, a short lease. */
export const testCrawl = { ...loadConfig({}).crawl, hostDelayMs: 0, retryBaseSeconds: 0, leaseSeconds: 5 };

/** Polls a job through the API until it ends (the spec's 60 s Retry-After is for clients, not for tests). */
export async function waitForJob(env: TestEnv, url: string, headers: Record<string, string>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await env.app.inject({ method: 'GET', url, headers });
    assert.equal(res.statusCode, 200, res.body);
    if (res.json().status !== 'running') return res;
    if (Date.now() > deadline) assert.fail(`job still running: ${res.body}`);
    await sleep(50);
  }
}
