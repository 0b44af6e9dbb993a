import { availableParallelism } from 'node:os';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';

/**
 * The environment, as one schema. Nothing outside this folder reads `process.env`: everything else takes a
 * `Config`. Bad values fail start-up with a message naming the variable.
 */
const EnvSchema = Type.Object({
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  KEIRETSU_DATA_DIR: Type.String({ default: './data' }),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  KEIRETSU_REDIS_PREFIX: Type.String({ default: 'keiretsu:' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8080 }),
  HOST: Type.String({ default: '127.0.0.1' }),
  KEIRETSU_ADMIN_TOKEN: Type.Optional(Type.String({ minLength: 16 })),
  KEIRETSU_CRAWL_OVERRIDES: Type.String({ default: '{}' }),
  KEIRETSU_DERIVED_VIEW_DELAY_S: Type.Integer({ minimum: 0, default: 3600 }),
  KEIRETSU_CRAWL_CONTACT_URL: Type.String({ pattern: '^https?://', default: 'https://github.com/keiretsu/keiretsu' }),
  KEIRETSU_CRAWL_CONCURRENCY: Type.Integer({ minimum: 1, maximum: 1024, default: 16 }),
  KEIRETSU_CRAWL_THREADS: Type.Integer({ minimum: 1, maximum: 64, default: 1 }),
  KEIRETSU_CRAWL_HOST_DELAY_MS: Type.Integer({ minimum: 0, maximum: 60_000, default: 1000 }),
  KEIRETSU_CRAWL_LEASE_S: Type.Integer({ minimum: 2, maximum: 3600, default: 60 }),
  KEIRETSU_CRAWL_RETRY_BASE_S: Type.Integer({ minimum: 0, maximum: 3600, default: 30 }),
  KEIRETSU_CACHE_MB: Type.Integer({ minimum: 0, maximum: 65536, default: 64 }),
  KEIRETSU_DB_POOL_SIZE: Type.Integer({ minimum: 1, maximum: 1000, default: 20 }),
  KEIRETSU_DB_CONNECT_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 600_000, default: 5000 }),
  KEIRETSU_BATCH_CONCURRENCY: Type.Optional(Type.Integer({ minimum: 1, maximum: 256 })),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
});

export interface Config {
  /** unset: the embedded PGlite under `dataDir` */
  databaseUrl: string | undefined;
  dataDir: string;
  /** the database's check for queries made outside their transaction (DatabaseOptions.checkTransactions): tests only */
  checkTransactions: boolean;
  redisUrl: string | undefined;
  /** namespace of our keys in Redis, so that several deployments can share one server */
  redisPrefix: string;
  port: number;
  host: string;
  adminToken: string | undefined;
  crawlOverrides: Record<string, string>;
  derivedViewDelaySeconds: number;
  crawl: CrawlConfig;
  /** bound of the response cache of read endpoints, in MiB; 0 turns it off */
  cacheMegabytes: number;
  logLevel: Static<typeof EnvSchema>['LOG_LEVEL'];
  /** PostgreSQL connections per process (the embedded engine has one); docs/deploy.md says how to size it */
  databasePoolSize: number;
  /**
   * How long a request waits for a PostgreSQL connection before it is answered 503 service_unavailable: the bound
   * on a request while the server is unreachable (contracts section 11). Refused connections fail at once.
   */
  databaseConnectTimeoutMs: number;
  /**
   * Batch requests (bulk lookups, enrichment) computed at once per process, the others waiting their turn
   * (infra/batch-gate.ts); by default the machine's cores, at least 2
   */
  batchConcurrency: number;
}

/** How the crawl workers fetch and hold their tasks (README, Configuration). */
export interface CrawlConfig {
  /** the URL in KeiretsuBot's user agent, where site owners learn who crawls them (contracts section 8) */
  contactUrl: string;
  /** domains one worker process crawls at once */
  concurrency: number;
  /** crawl threads per worker process: parsing and detection are CPU-bound, one thread uses one core at most */
  threads: number;
  /** the least time between two requests to one host */
  hostDelayMs: number;
  /** how long a worker holds a task without renewing its lease; a killed worker's tasks wait this long */
  leaseSeconds: number;
  /** the first retry of a transient failure waits this long, then twice as long each time */
  retryBaseSeconds: number;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(EnvSchema.properties)) {
    const value = env[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const converted = Value.Default(EnvSchema, Value.Convert(EnvSchema, raw));
  const errors = [...Value.Errors(EnvSchema, converted)];
  if (errors.length > 0) {
    const messages = errors.map((e) => `${e.instancePath.replace(/^\//, '') || 'environment'}: ${e.message}`);
    throw new ConfigError(`invalid configuration: ${messages.join('; ')}`);
  }
  const env2 = converted as Static<typeof EnvSchema>;
  let crawlOverrides: Record<string, string>;
  try {
    crawlOverrides = JSON.parse(env2.KEIRETSU_CRAWL_OVERRIDES) as Record<string, string>;
    if (typeof crawlOverrides !== 'object' || crawlOverrides === null || Array.isArray(crawlOverrides)) throw new Error();
  } catch {
    throw new ConfigError('invalid configuration: KEIRETSU_CRAWL_OVERRIDES must be a JSON object {"domain": "http://host:port"}');
  }
  return {
    databaseUrl: env2.DATABASE_URL,
    dataDir: env2.KEIRETSU_DATA_DIR,
    checkTransactions: false,
    redisUrl: env2.REDIS_URL,
    redisPrefix: env2.KEIRETSU_REDIS_PREFIX,
    port: env2.PORT,
    host: env2.HOST,
    adminToken: env2.KEIRETSU_ADMIN_TOKEN,
    crawlOverrides,
    derivedViewDelaySeconds: env2.KEIRETSU_DERIVED_VIEW_DELAY_S,
    crawl: {
      contactUrl: env2.KEIRETSU_CRAWL_CONTACT_URL,
      concurrency: env2.KEIRETSU_CRAWL_CONCURRENCY,
      threads: env2.KEIRETSU_CRAWL_THREADS,
      hostDelayMs: env2.KEIRETSU_CRAWL_HOST_DELAY_MS,
      leaseSeconds: env2.KEIRETSU_CRAWL_LEASE_S,
      retryBaseSeconds: env2.KEIRETSU_CRAWL_RETRY_BASE_S,
    },
    cacheMegabytes: env2.KEIRETSU_CACHE_MB,
    logLevel: env2.LOG_LEVEL,
    databasePoolSize: env2.KEIRETSU_DB_POOL_SIZE,
    databaseConnectTimeoutMs: env2.KEIRETSU_DB_CONNECT_TIMEOUT_MS,
    batchConcurrency: env2.KEIRETSU_BATCH_CONCURRENCY ?? Math.max(2, availableParallelism()),
  };
}
