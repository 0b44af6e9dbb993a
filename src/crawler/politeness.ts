import { setTimeout as sleep } from 'node:timers/promises';

/**
 * One request at a time per host, with a pause between them: a crawler of many domains must never be a load
 * on any one site. Requests to one host run in arrival order; each starts at least `delayMs` after the
 * previous one ended (its body read), so a slow site gets more room, not less.
 */
export class HostGate {
  /** per host: the end time of the request queued last, as a promise its successor waits for */
  private readonly tails = new Map<string, Promise<number>>();

  /**
   * Runs `fn` when `host` is free and rested for `delayMs`. An aborted signal gives up the wait (rejecting
   * with the signal's reason) without holding up the requests queued behind.
   */
  async run<T>(host: string, delayMs: number, fn: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const previous = this.tails.get(host) ?? Promise.resolve(0);
    let release!: (endedAt: number) => void;
    const mine = new Promise<number>((resolve) => (release = resolve));
    this.tails.set(host, mine);
    let lastEnd: number;
    try {
      lastEnd = await abortable(previous, signal);
    } catch (err) {
      // Given up while queued: pass the predecessor's end time on when it comes, as if we had never queued.
      void previous.then((end) => {
        release(end);
        this.forgetWhenIdle(host, mine, delayMs);
      });
      throw err;
    }
    let endedAt = lastEnd;
    try {
      const wait = lastEnd + delayMs - Date.now();
      if (wait > 0) await sleep(wait, undefined, { signal });
      try {
        return await fn();
      } finally {
        endedAt = Date.now();
      }
    } finally {
      release(endedAt);
      this.forgetWhenIdle(host, mine, delayMs);
    }
  }

  /** Hosts in use; a host is forgotten once idle and rested, so the map holds only the hosts being crawled. */
  get size(): number {
    return this.tails.size;
  }

  private forgetWhenIdle(host: string, tail: Promise<number>, delayMs: number): void {
    if (this.tails.get(host) !== tail) return; // someone queued behind: they will forget it
    if (delayMs <= 0) {
      this.tails.delete(host);
      return;
    }
    setTimeout(() => {
      if (this.tails.get(host) === tail) this.tails.delete(host);
    }, delayMs).unref();
  }
}

/** `promise`, or the signal's reason as soon as it aborts (the promise itself runs on, for others to await). */
export function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (err: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(err);
      },
    );
  });
}

/** At most `limit` tasks at once, the rest waiting in arrival order. */
export class Semaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError('the concurrency limit must be a positive integer');
  }

  /** Runs `fn` in a slot; an aborted signal gives up the wait for one. */
  async run<T>(fn: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    if (this.active < this.limit) this.active += 1;
    else await this.queue(signal);
    try {
      return await fn();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter, so a newcomer cannot overtake it.
      if (next) next();
      else this.active -= 1;
    }
  }

  private queue(signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const at = this.waiting.indexOf(granted);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(signal?.reason);
      };
      const granted = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      this.waiting.push(granted);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }
}
