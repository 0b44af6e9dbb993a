import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config/config.js';
import { createContainer, type Container } from '../../src/container.js';
import { openDatabase } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import type { App } from '../../src/http/types.js';
import { ImportService } from '../../src/import/import.service.js';
import { DataVersion } from '../../src/infra/cache/data-version.js';
import { DataCache } from '../../src/infra/cache/data-cache.js';
import { createRateLimiter } from '../../src/infra/rate-limit/index.js';
import { AdminService } from '../../src/services/admin.service.js';
import { AuthService } from '../../src/services/auth.service.js';
import { CompanyService } from '../../src/services/company.service.js';
import { CreditService } from '../../src/services/credit.service.js';

/**
 * The test harness. One suite runs on both engines: with DATABASE_URL set, each test file gets a fresh
 * PostgreSQL database cloned from a migrated template; without it, a fresh in-memory PGlite.
 */
export const ENGINE: 'pglite' | 'postgres' = process.env.DATABASE_URL ? 'postgres' : 'pglite';
export const ADMIN_TOKEN = 'test-admin-token-0123456789';

export interface TestEnv {
  container: Container;
  app: App;
  config: Config;
  /** admin Authorization header */
  admin: { authorization: string };
  close(): Promise<void>;
}

export async function startTestEnv(overrides: Partial<Config> = {}): Promise<TestEnv> {
  const databaseUrl = ENGINE === 'postgres' ? await freshDatabase() : undefined;
  const config: Config = {
    ...loadConfig({}),
    databaseUrl,
    dataDir: 'memory://',
    adminToken: ADMIN_TOKEN,
    checkTransactions: true,
    ...overrides,
  };
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const container = await createContainer(config, logger);
  await container.auth.initAdminToken(ADMIN_TOKEN);
  const app = await buildApp(container, { logger: process.env.TEST_LOG_LEVEL ? true : false });
  await app.ready();
  return {
    container,
    app,
    config,
    admin: { authorization: `Bearer ${ADMIN_TOKEN}` },
    async close() {
      await app.close();
      await container.close();
      if (databaseUrl) await dropDatabase(databaseUrl);
    },
  };
}

const migrationsHash = createHash('sha256')
  .update(
    readdirSync(new URL('../../migrations/', import.meta.url))
      .sort()
      .map((f) => readFileSync(new URL(`../../migrations/${f}`, import.meta.url), 'utf8'))
      .join('\n'),
  )
  .digest('hex')
  .slice(0, 12);

let counter = 0;

/** A new database from the migrated template (created once per schema version, under a lock). */
export async function freshDatabase(): Promise<string> {
  const base = new URL(process.env.DATABASE_URL!);
  const template = `keiretsu_tpl_${migrationsHash}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(4242001)');
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (!exists.rowCount) {
      await admin.query(`CREATE DATABASE ${template}`);
      const url = new URL(base.toString());
      url.pathname = `/${template}`;
      const db = await openDatabase({ url: url.toString(), dataDir: 'memory://' });
      await migrate(db);
      await db.close();
    }
    const name = `keiretsu_t_${process.pid}_${Date.now().toString(36)}_${counter++}`;
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.query('SELECT pg_advisory_unlock(4242001)');
    const url = new URL(base.toString());
    url.pathname = `/${name}`;
    return url.toString();
  } finally {
    await admin.end();
  }
}

export async function dropDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/**
 * A second API instance over the same database: its own app, key cache and rate limiter, as another
 * process would have (on PGlite, which serves one process, it shares the connection pool).
 */
export async function startSecondInstance(first: TestEnv, overrides: Partial<Config> = {}): Promise<TestEnv> {
  const config: Config = { ...first.config, ...overrides };
  const logger = pino({ level: 'silent' });
  const auth = new AuthService(first.container.db, logger);
  await auth.start();
  await auth.initAdminToken(ADMIN_TOKEN);
  const rateLimiter = await createRateLimiter(config.redisUrl, config.redisPrefix, logger);
  // Its own memory as well: what it knows to be free, and its response cache with its own view of the data version.
  const dataVersion = new DataVersion(first.container.db, logger);
  await dataVersion.start();
  const cache = new DataCache(dataVersion, config.cacheMegabytes * 1024 * 1024);
  const container: Container = {
    ...first.container,
    config,
    auth,
    rateLimiter,
    dataVersion,
    cache,
    companies: new CompanyService(first.container.db, cache),
    credits: new CreditService(first.container.db),
    imports: new ImportService(first.container.db, logger, dataVersion),
    admin: new AdminService(first.container.db, auth),
    close: async () => dataVersion.stop(),
  };
  const app = await buildApp(container, { logger: false });
  await app.ready();
  return {
    container,
    app,
    config,
    admin: first.admin,
    async close() {
      await app.close();
      auth.stop();
      dataVersion.stop();
      await rateLimiter.close();
    },
  };
}
