import { KeiretsuApiError, KeiretsuTransportError } from './errors.js';
import { sleep } from './retry.js';

/** How a job is polled (spec: Errors, handling: "polling loops should use exponential backoff with jitter"). */
export interface PollOptions {
  /** the first wait when the server names none, in ms; default 1,000 */
  initialDelayMs?: number;
  /** the longest backoff step, in ms; default 120,000. A Retry-After above it is still honoured */
  maxDelayMs?: number;
  /** give up after this long, in ms (a KeiretsuPollTimeoutError); default: never */
  timeoutMs?: number;
  /** consecutive transient failures (network, 5xx) tolerated before the last one is thrown; default 5 */
  maxConsecutiveErrors?: number;
  signal?: AbortSignal;
  /** called after each poll that found the job still running, with the wait before the next one */
  onPoll?: (state: { status: string; attempt: number; nextDelayMs: number }) => void;
}

export class KeiretsuPollTimeoutError extends Error {
  override readonly name = 'KeiretsuPollTimeoutError';
}

/**
 * The wait before poll number `attempt + 1` (attempt counts from 0): exponential backoff from `initialDelayMs`
 * up to `maxDelayMs`, never shorter than the server's Retry-After (the job endpoint sends 60 s while a job runs;
 * spec: Limits), and jittered by up to a quarter above that, so that clients that started together drift apart.
 */
export function pollDelayMs(
  attempt: number,
  retryAfterSeconds: number | undefined,
  options: Pick<PollOptions, 'initialDelayMs' | 'maxDelayMs'> = {},
  random: () => number = Math.random,
): number {
  const initial = options.initialDelayMs ?? 1000;
  const max = options.maxDelayMs ?? 120_000;
  const backoff = Math.min(max, initial * 2 ** attempt);
  const base = Math.max(backoff, (retryAfterSeconds ?? 0) * 1000);
  return Math.round(base + random() * base * 0.25);
}

export interface PolledState<T> {
  done: boolean;
  status: string;
  value: T;
  retryAfterSeconds: number | undefined;
}

/**
 * Polls until `poll` says done, waiting `pollDelayMs` between polls. Transient failures (no answer, or a 5xx)
 * are waited out with the same backoff; any other API error (404 job_not_found, 401) is thrown at once.
 */
export async function pollUntilDone<T>(poll: () => Promise<PolledState<T>>, options: PollOptions = {}): Promise<T> {
  const deadline = options.timeoutMs === undefined ? Infinity : Date.now() + options.timeoutMs;
  let errors = 0;
  for (let attempt = 0; ; attempt++) {
    let retryAfter: number | undefined;
    let status = 'unreachable';
    try {
      const state = await poll();
      if (state.done) return state.value;
      errors = 0;
      retryAfter = state.retryAfterSeconds;
      status = state.status;
    } catch (err) {
      if (!isTransient(err) || ++errors > (options.maxConsecutiveErrors ?? 5)) throw err;
      retryAfter = err instanceof KeiretsuApiError ? err.retryAfterSeconds : undefined;
    }
    const nextDelayMs = pollDelayMs(attempt, retryAfter, options);
    if (Date.now() + nextDelayMs > deadline) throw new KeiretsuPollTimeoutError(`still ${status} after ${options.timeoutMs} ms`);
    options.onPoll?.({ status, attempt, nextDelayMs });
    await sleep(nextDelayMs, options.signal);
  }
}

function isTransient(err: unknown): boolean {
  if (err instanceof KeiretsuApiError) return err.status >= 500;
  // No answer came (connection refused or reset); an abort is not transient.
  return err instanceof KeiretsuTransportError;
}
