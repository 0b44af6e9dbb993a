import type { Logger } from 'pino';
import type { Database } from '../../db/database.js';
import { readDataVersion } from '../../db/repositories/data-version.repository.js';

// Writes by other processes (an import through another API process or the CLI) reach this one's caches
// within about this long; this process's own writes reach them at once.
const POLL_MS = 1000;

/** This process's view of the data version (data-version.repository.ts), and who to tell when it moves. */
export class DataVersion {
  private value = '0';
  private timer: NodeJS.Timeout | undefined;
  private readonly listeners: (() => void)[] = [];

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

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  /**
   * A version read or committed by this process. Only a newer one counts: a poll that read the version
   * before this process's own commit may answer after it, and must not take the held version back.
   */
  observe(version: string): void {
    if (BigInt(version) <= BigInt(this.value)) return;
    this.value = version;
    for (const listener of this.listeners) listener();
  }

  async poll(): Promise<void> {
    try {
      this.observe(await readDataVersion(this.db));
    } catch (err) {
      this.logger.warn({ err }, 'data version poll failed; will retry');
    }
  }
}
