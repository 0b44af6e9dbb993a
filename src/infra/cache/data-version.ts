import type { Logger } from 'pino';
import type { Database } from '../../db/database.js';
import { readChanges, readDataVersion, type DataChangeSet } from '../../db/repositories/data-version.repository.js';

// Writes by other processes (an import through another API process or the CLI) reach this one's caches
// within about this long; this process's own writes reach them at once.
const POLL_MS = 1000;

/**
 * Told when the data version moves: with what the new versions changed (the companies, and whether the catalogue),
 * when each of them recorded it (data_changes, migrations 0030 and 0031), or with undefined when anything may have
 * changed.
 */
export type DataChange = (change: DataChangeSet | undefined) => void;

/** This process's view of the data version (data-version.repository.ts), and who to tell when it moves. */
export class DataVersion {
  private value = '0';
  private timer: NodeJS.Timeout | undefined;
  private readonly listeners: DataChange[] = [];

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {}

  get current(): string {
    return this.value;
  }

  async start(): Promise<void> {
    this.value = await readDataVersion(this.db);
    this.timer = setInterval(() => void this.poll(), POLL_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  onChange(listener: DataChange): void {
    this.listeners.push(listener);
  }

  /**
   * A version read or committed by this process, with what it changed when that is known. Only a newer one counts:
   * a poll that read the version before this process's own commit may answer after it, and must not take the held
   * version back. The change stands for the new version alone: when it is not the next one, versions between went
   * unseen and anything may have changed.
   */
  observe(version: string, change?: DataChangeSet): void {
    const next = BigInt(version);
    if (next <= BigInt(this.value)) return;
    this.moveTo(version, next === BigInt(this.value) + 1n ? change : undefined);
  }

  async poll(): Promise<void> {
    try {
      const held = this.value;
      const version = await readDataVersion(this.db);
      if (BigInt(version) <= BigInt(held)) return;
      const change = await readChanges(this.db, held, version);
      // This process may have observed its own commit meanwhile: the change read stands for held..version only.
      if (this.value !== held) return this.observe(version);
      this.moveTo(version, change);
    } catch (err) {
      this.logger.warn({ err }, 'data version poll failed; will retry');
    }
  }

  private moveTo(version: string, change: DataChangeSet | undefined): void {
    this.value = version;
    for (const listener of this.listeners) listener(change);
  }
}
