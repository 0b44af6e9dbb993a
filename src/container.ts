import type { Logger } from 'pino';
import type { Config } from './config/config.js';
import { openDatabase, type Database } from './db/database.js';
import { migrate, type MigrationResult } from './db/migrate.js';
import { ImportService } from './import/import.service.js';
import { DataVersion } from './infra/cache/data-version.js';
import { DataCache } from './infra/cache/data-cache.js';
import { ProcessMetrics } from './infra/process-metrics.js';
import { ServiceMetrics } from './infra/metrics.js';
import { BatchGate } from './infra/batch-gate.js';
import { createRateLimiter, type RateLimiter } from './infra/rate-limit/index.js';
import { AdminService } from './services/admin.service.js';
import { AuthService } from './services/auth.service.js';
import { CompanyService } from './services/company.service.js';
import { CompanyDocumentBuilder } from './services/company-documents.js';
import { CreditService } from './services/credit.service.js';
import { CrawlWorker } from './jobs/crawl-worker.js';
import { createCrawlFunction } from './crawler/crawl-thread.js';
import { RefreshService } from './services/refresh.service.js';
import { EnrichmentService } from './services/enrichment.service.js';
import { FingerprintService } from './services/fingerprint.service.js';
import { FlagService } from './services/flag.service.js';
import { OperationsService } from './services/operations.service.js';
import { createListServices, type ListServices } from './services/lists/index.js';
import { PartnershipService } from './services/partnership.service.js';
import { TechnologyService } from './services/technology.service.js';

/** The one place that picks implementations and wires services. Everything else receives what it needs. */
export interface Container {
  config: Config;
  logger: Logger;
  db: Database;
  /** What this process's start applied to the database (undefined when it was asked not to migrate). */
  migration: MigrationResult | undefined;
  auth: AuthService;
  rateLimiter: RateLimiter;
  metrics: ProcessMetrics;
  /** the Prometheus metrics of this process (GET /metrics) */
  serviceMetrics: ServiceMetrics;
  /** readiness and the state of the work queues */
  operations: OperationsService;
  dataVersion: DataVersion;
  cache: DataCache;
  /** turns for batch requests (bulk lookups, enrichment): at most config.batchConcurrency computed at once */
  batches: BatchGate;
  admin: AdminService;
  companies: CompanyService;
  credits: CreditService;
  flags: FlagService;
  partnerships: PartnershipService;
  enrichment: EnrichmentService;
  technologies: TechnologyService;
  imports: ImportService;
  /**
   * builds the company documents that writes marked (migration 0027), in the background once started (serve and
   * worker start it; one-off commands never wait for it); close() stops it
   */
  documents: CompanyDocumentBuilder;
  refresh: RefreshService;
  lists: ListServices;
  fingerprints: FingerprintService;
  /**
   * Starts this process's crawl worker (serve unless --no-worker; keiretsu worker; keiretsu crawl). close() stops
   * it and gives its tasks back before the database closes.
   */
  startWorker(options?: { pollMs?: number }): CrawlWorker;
  close(): Promise<void>;
}

export async function createContainer(config: Config, logger: Logger, options: { migrate?: boolean } = {}): Promise<Container> {
  const db = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    logger,
    checkTransactions: config.checkTransactions,
  });
  try {
    const migration = (options.migrate ?? true) ? await migrate(db) : undefined;
    if (migration && migration.applied.length > 0) logger.info({ applied: migration.applied }, 'database migrated');
    const auth = new AuthService(db, logger);
    await auth.start();
    const rateLimiter = await createRateLimiter(config.redisUrl, config.redisPrefix, logger);
    const metrics = new ProcessMetrics();
    const operations = new OperationsService(db);
    const batches = new BatchGate(config.batchConcurrency);
    const serviceMetrics = new ServiceMetrics({
      pool: () => db.poolStats(),
      batches: () => batches,
      queues: () => operations.queues(),
      rateLimitFallbacks: () => rateLimiter.fallbacks,
      cache: () => cache.stats(),
    });
    const dataVersion = new DataVersion(db, logger);
    await dataVersion.start();
    const cache = new DataCache(dataVersion, config.cacheMegabytes * 1024 * 1024);
    const imports = new ImportService(db, logger, dataVersion);
    // What a crashed import marked but did not recount (migrations 0006 and 0023), in the background: start-up never
    // waits for it (a minute of a large import's companies at most), and close() waits for it to end.
    const recounting = imports
      .refreshDerived()
      .catch((err: unknown) => logger.error({ err }, 'recount of what an earlier import left failed; the next import retries it'));
    const documents = new CompanyDocumentBuilder(db, logger);
    let worker: CrawlWorker | undefined;
    let crawl: ReturnType<typeof createCrawlFunction> | undefined;
    const fingerprints = new FingerprintService(db, logger);
    let watch: NodeJS.Timeout | undefined;
    let syncing: Promise<unknown> = Promise.resolve();
    const companies = new CompanyService(db, cache);
    const refresh = new RefreshService(db, { derivedViewDelaySeconds: config.derivedViewDelaySeconds, wake: () => worker?.wake() });
    return {
      config,
      logger,
      db,
      migration,
      auth,
      rateLimiter,
      metrics,
      serviceMetrics,
      operations,
      dataVersion,
      cache,
      batches,
      admin: new AdminService(db, auth),
      companies,
      credits: new CreditService(db),
      flags: new FlagService(db),
      partnerships: new PartnershipService(db),
      enrichment: new EnrichmentService(db),
      technologies: new TechnologyService(db, cache),
      imports,
      documents,
      refresh,
      lists: createListServices(db, companies),
      fingerprints,
      startWorker(options = {}) {
        if (!worker) {
          // The set in force, and the catalogue's technologies for it, are read in the background: start-up never
          // waits for them, and a crawl that begins meanwhile waits in createCrawlFunction.
          const info = fingerprints.current();
          syncing = info
            .then((i) => fingerprints.syncCatalogue(i))
            .catch((err: unknown) => logger.error({ err }, 'technology catalogue sync failed'));
          crawl = createCrawlFunction(
            config,
            logger,
            info.then((i) => fingerprints.spec(i)),
          );
          watch = watchFingerprints(fingerprints, info, crawl, logger);
        }
        worker ??= new CrawlWorker(
          db,
          logger,
          crawl!,
          { ...config.crawl, ...options },
          { onApplied: (version, change) => dataVersion.observe(version, change), refreshPopularity: () => imports.refreshDerived() },
        );
        worker.start();
        return worker;
      },
      async close() {
        clearInterval(watch);
        await worker?.stop();
        await syncing;
        await recounting;
        await documents.stop();
        await crawl?.close();
        auth.stop();
        dataVersion.stop();
        metrics.stop();
        await rateLimiter.close();
        await db.close();
      },
    };
  } catch (err) {
    await db.close();
    throw err;
  }
}

/**
 * How often a worker looks for a fingerprint set newer than its own (`keiretsu fingerprints update` on any
 * machine): one indexed read a minute per worker process.
 */
const FINGERPRINT_CHECK_MS = 60_000;

function watchFingerprints(
  fingerprints: FingerprintService,
  initial: Promise<{ sha256: string }>,
  crawl: { setFingerprints(spec: Awaited<ReturnType<FingerprintService['spec']>>): void },
  logger: Logger,
): NodeJS.Timeout {
  let inForce = initial.then((i) => i.sha256).catch(() => undefined);
  const timer = setInterval(() => {
    inForce = inForce.then(async (sha) => {
      try {
        const info = await fingerprints.current();
        if (info.sha256 === sha) return sha;
        await fingerprints.syncCatalogue(info);
        crawl.setFingerprints(await fingerprints.spec(info));
        logger.info({ source: info.source }, 'crawling with a newer fingerprint set');
        return info.sha256;
      } catch (err) {
        logger.warn({ err }, 'could not check for a newer fingerprint set');
        return sha;
      }
    });
  }, FINGERPRINT_CHECK_MS);
  timer.unref();
  return timer;
}
