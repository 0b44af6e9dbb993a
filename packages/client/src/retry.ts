import { retryAfterOf } from './errors.js';

/** How the client waits out rate limits (spec: Errors, handling; Limits, rate-limit rules). */
export interface RetryOptions {
  /** retries of one request after a 429 before its 429 is returned as an error; default 8 */
  maxRetries?: number;
  /**
   * the longest wait the client accepts for one retry, in seconds; a longer Retry-After (the day's budget is
   * spent) is returned as an error at once instead of hanging a script for hours. Default 120: a minute
   * window's reset is at most 60 s away, with room for a second window.
   */
  maxWaitSeconds?: number;
  /** called before each wait: for progress displays and logs */
  onRetry?: (event: RetryEvent) => void;
}

export interface RetryEvent {
  url: string;
  status: number;
  /** 1 for the first retry of this request */
  attempt: number;
  waitMs: number;
}

/** When a 429 carries neither Retry-After nor retry_after_seconds: 1 s, doubling, jittered. */
const FALLBACK_BASE_MS = 1000;

/**
 * A fetch that sends a request again after a 429, once the server's wait is over: Retry-After, else the body's
 * retry_after_seconds, plus up to 10% (at most 1 s) of jitter so that many clients throttled in one window do
 * not all come back at its first millisecond. Only 429 is retried: a 402 (credits exhausted) cannot succeed
 * until someone adds credits, and any other answer is the caller's to handle. The request is cloned before
 * each attempt, so a body can be sent again.
 */
export function retryingFetch(
  fetchImpl: (request: Request) => Promise<Response>,
  options: RetryOptions = {},
): (request: Request) => Promise<Response> {
  const maxRetries = options.maxRetries ?? 8;
  const maxWaitMs = (options.maxWaitSeconds ?? 120) * 1000;
  return async (request) => {
    for (let attempt = 1; ; attempt++) {
      const response = await fetchImpl(request.clone());
      if (response.status !== 429 || attempt > maxRetries) return response;
      const body = await response
        .clone()
        .json()
        .catch(() => undefined);
      const asked = retryAfterOf(response, body);
      const waitMs = asked === undefined ? fallbackWaitMs(attempt) : withJitter(asked * 1000);
      if (waitMs > maxWaitMs) return response;
      await response.body?.cancel();
      options.onRetry?.({ url: request.url, status: response.status, attempt, waitMs });
      await sleep(waitMs, request.signal);
    }
  };
}

function withJitter(ms: number, random = Math.random): number {
  return ms + random() * Math.min(1000, ms / 10);
}

function fallbackWaitMs(attempt: number, random = Math.random): number {
  const base = FALLBACK_BASE_MS * 2 ** (attempt - 1);
  return base / 2 + (random() * base) / 2;
}

/** setTimeout as a promise that an abort signal ends early (the same in Node and browsers). */
export function sleep(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
