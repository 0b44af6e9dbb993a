import { latestMigrationVersion } from '../db/migrate.js';
import type { Database } from '../db/database.js';
import * as operations from '../db/repositories/operations.repository.js';
import { AppError } from '../errors/app-error.js';

/**
 * How long a readiness probe waits for the database. A probe that hangs is worse than one that fails: load
 * balancers time out on their own and mark the instance down without a reason in its logs.
 */
const READY_TIMEOUT_MS = 2000;

/** The service's own state, as operators and load balancers read it (contracts section 11). */
export class OperationsService {
  private latest: Promise<number> | undefined;
  private lastVersion = 0;

  constructor(private readonly db: Database) {}

  /**
   * Resolves when this process can serve: the database answers and its schema is at least the newest migration
   * this code ships (a database an older release migrated is not ready for it). Throws service_unavailable.
   */
  async ready(): Promise<void> {
    this.latest ??= latestMigrationVersion();
    const { version, reachable } = await this.schema();
    if (!reachable) throw new AppError('service_unavailable', {}, 'The database is unreachable.');
    const latest = await this.latest;
    if (version < latest)
      throw new AppError('service_unavailable', {}, `The database schema is at version ${version}; this release needs ${latest}.`);
  }

  /**
   * The newest migration applied to the database, and whether it answered (GET /health): when it did not, the
   * version last read.
   */
  async schema(): Promise<{ version: number; reachable: boolean }> {
    try {
      this.lastVersion = await withTimeout(operations.schemaVersion(this.db), READY_TIMEOUT_MS);
      return { version: this.lastVersion, reachable: true };
    } catch {
      return { version: this.lastVersion, reachable: false };
    }
  }

  /** Refresh jobs by status and crawl tasks by state (and error), for /metrics. */
  queues(): Promise<operations.QueueCounts> {
    return operations.queueCounts(this.db);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
