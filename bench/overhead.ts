/**
 * What metering and limiting add to a warm lookup, measured in-process on the real services against the
 * benchmark database: the rate-limit check and the credit check of a company already charged (free re-access).
 */
import pino from 'pino';
import { loadConfig } from '../src/config/config.js';
import { createContainer } from '../src/container.js';
import type { Principal } from '../src/services/auth.service.js';
import { CompanyList } from '../src/services/free-windows.js';

export interface Overhead {
  iterations: number;
  limiterP50Us: number;
  meteringP50Us: number;
  meteringP99Us: number;
  totalP50Us: number;
}

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

export async function measureMeteringOverhead(databaseUrl: string, iterations: number): Promise<Overhead> {
  const c = await createContainer({ ...loadConfig({}), databaseUrl }, pino({ level: 'silent' }));
  try {
    const org = await c.admin.createOrg(`overhead ${Date.now()}`, 1_000_000);
    const key = await c.admin.createKey(
      { org_id: org.org_id },
      { rate_limit_per_minute: 1_000_000_000, rate_limit_per_day: 1_000_000_000 },
    );
    const principal: Principal = await c.auth.authenticate(key.key);
    const ids = (await c.db.query<{ id: number }>('SELECT id FROM companies ORDER BY id LIMIT 500')).rows.map((r) => r.id);
    for (const id of ids) await c.credits.charge(principal, 'bench', [new CompanyList([id])]);
    const limiter: number[] = [];
    const metering: number[] = [];
    const total: number[] = [];
    for (let i = 0; i < iterations; i++) {
      const t0 = process.hrtime.bigint();
      await c.rateLimiter.hit({ key: principal.keyId, perMinute: principal.rateLimitPerMinute, perDay: principal.rateLimitPerDay });
      const t1 = process.hrtime.bigint();
      await c.credits.charge(principal, 'bench', [new CompanyList([ids[i % ids.length]!])]);
      const t2 = process.hrtime.bigint();
      limiter.push(Number(t1 - t0) / 1000);
      metering.push(Number(t2 - t1) / 1000);
      total.push(Number(t2 - t0) / 1000);
    }
    const r = (x: number) => Math.round(x);
    return {
      iterations,
      limiterP50Us: r(percentile(limiter, 50)),
      meteringP50Us: r(percentile(metering, 50)),
      meteringP99Us: r(percentile(metering, 99)),
      totalP50Us: r(percentile(total, 50)),
    };
  } finally {
    await c.close();
  }
}
