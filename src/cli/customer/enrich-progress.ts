import type { EnrichStatus } from './enrich-output.js';

/**
 * The enrich command's counts, a progress bar on standard error when that is a terminal (redrawn in place at most
 * ten times a second), nothing while piped, and a one-line summary at the end either way.
 */
export class EnrichProgress {
  private readonly counts: Record<EnrichStatus, number> = { found: 0, not_found: 0, invalid: 0 };
  private skippedCount = 0;
  private resumedCount = 0;
  private charged = 0;
  private remaining: number | undefined;
  private waitingUntil = 0;
  private readonly started = Date.now();
  private lastDraw = 0;
  private readonly tty = process.stderr.isTTY === true;

  /** `total`: rows of the input, when known (a terminal's bar needs it; piped runs do not count) */
  constructor(
    private readonly out: string,
    private readonly total: number | undefined,
  ) {}

  resumed(alreadyWritten: number): void {
    this.resumedCount = alreadyWritten;
    if (alreadyWritten > 0)
      process.stderr.write(`keiretsu: resuming ${this.out}: ${fmt(alreadyWritten)} domains already written are skipped\n`);
  }

  row(status: EnrichStatus): void {
    this.counts[status]++;
    this.draw();
  }

  skipped(): void {
    this.skippedCount++;
    this.draw();
  }

  credits(charged: number, remaining: number | undefined): void {
    this.charged += charged;
    if (remaining !== undefined) this.remaining = remaining;
  }

  rateLimited(waitMs: number): void {
    const now = Date.now();
    const alreadyWaiting = this.waitingUntil > now;
    this.waitingUntil = Math.max(this.waitingUntil, now + waitMs);
    if (this.tty) return this.draw(true);
    // Piped: no bar, but a run that goes quiet for up to a minute says why, once per wait (not once per batch).
    if (!alreadyWaiting)
      process.stderr.write(`keiretsu: rate limited, waiting ${(waitMs / 1000).toFixed(1)} s as the server asks (Retry-After)\n`);
  }

  finished(): void {
    const done = this.written();
    const seconds = (Date.now() - this.started) / 1000;
    const credits = this.remaining === undefined ? '' : `; ${fmt(this.charged)} credits charged, ${fmt(this.remaining)} left`;
    const skipped = this.skippedCount ? `; ${fmt(this.skippedCount)} skipped (already written, or repeated in the input)` : '';
    this.clear();
    process.stderr.write(
      `keiretsu: wrote ${fmt(done)} domains to ${this.out} in ${seconds.toFixed(1)} s: ${fmt(this.counts.found)} found, ` +
        `${fmt(this.counts.not_found)} not found, ${fmt(this.counts.invalid)} invalid${skipped}${credits}\n`,
    );
  }

  stop(): void {
    this.clear();
  }

  private written(): number {
    return this.counts.found + this.counts.not_found + this.counts.invalid;
  }

  private draw(force = false): void {
    if (!this.tty) return;
    const now = Date.now();
    if (!force && now - this.lastDraw < 100) return;
    this.lastDraw = now;
    const done = this.written() + this.skippedCount;
    const rate = this.written() / Math.max(0.001, (now - this.started) / 1000);
    const total = this.total === undefined ? '' : `/${fmt(this.total)}`;
    const bar = this.total ? `${progressBar(done, this.total)} ` : '';
    const credits = this.remaining === undefined ? '' : `, ${fmt(this.remaining)} credits left`;
    const waiting = this.waitingUntil > now ? `, rate limited: waiting ${Math.ceil((this.waitingUntil - now) / 1000)} s` : '';
    process.stderr.write(`\r\x1b[Kenrich ${bar}${fmt(done)}${total} domains, ${rate.toFixed(0)}/s${credits}${waiting}`);
  }

  private clear(): void {
    if (this.tty) process.stderr.write('\r\x1b[K');
  }
}

function progressBar(done: number, total: number, width = 24): string {
  const filled = Math.min(width, Math.round((width * done) / Math.max(1, total)));
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
}

const fmt = (n: number) => n.toLocaleString('en-US');
