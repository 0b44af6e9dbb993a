import type { Logger } from 'pino';
import type { Database } from '../db/database.js';
import { buildMarkedDocuments } from '../db/repositories/company-document.repository.js';

/** Marks consumed per transaction: about 2,000 documents of some 4 KB each. */
const CHUNK = 2000;

/**
 * Keeps the company documents (migration 0027) current: every `intervalMs` it builds what writes marked, a
 * transaction of CHUNK marks at a time, until none is left. Every serve and worker process does this (short
 * commands such as an import do not: what they mark waits for those); the database lets one builder work at a
 * time and the others find nothing to do. A lookup never waits for it: a company whose document
 * is missing or marked is read from its tables, so this only decides how soon lookups take the fast path again.
 */
export class CompanyDocumentBuilder {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
    private readonly intervalMs = 5000,
  ) {}

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => void this.build(), this.intervalMs);
    this.timer.unref();
    void this.build();
  }

  /** Builds until no mark is left (or the builder stops); returns how many marks it consumed. */
  build(): Promise<number> {
    this.running ??= this.drain()
      .catch((err: unknown) => {
        this.logger.warn({ err }, 'building company documents failed; will retry');
        return 0;
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }

  /** Stops the timer and waits for the transaction in progress, if any. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  private async drain(): Promise<number> {
    let total = 0;
    while (!this.stopped) {
      const n = await buildMarkedDocuments(this.db, CHUNK);
      total += n;
      if (n < CHUNK) break;
    }
    if (total > 0) this.logger.debug({ marks: total }, 'company documents built');
    return total;
  }
}
