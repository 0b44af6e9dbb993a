import {
  createKeiretsuClient,
  isApiError,
  KeiretsuApiError,
  KeiretsuTransportError,
  type KeiretsuClient,
  type RetryEvent,
} from '@keiretsu/client';
import { ConfigError } from '../../config/config.js';
import { loadCustomerConfig } from '../../config/customer.js';

/** Exit codes of the customer commands (contracts section 10). */
export const EXIT = { ok: 0, failed: 1, usage: 2, authentication: 3, credits: 4, api: 5 } as const;

/** A command line that cannot run as given (exit 2). */
export class UsageError extends Error {}

class MissingKeyError extends Error {}

/**
 * The API client for a customer command, from KEIRETSU_URL and KEIRETSU_API_KEY. Waits for 429s are told on
 * standard error (or to `onRetry`), so that a script that seems stuck says why.
 */
export function customerClient(onRetry?: (event: RetryEvent) => void): KeiretsuClient {
  const config = loadCustomerConfig();
  if (!config.apiKey) throw new MissingKeyError('set KEIRETSU_API_KEY to your API key (keiretsu_...)');
  return createKeiretsuClient({
    baseUrl: config.url,
    apiKey: config.apiKey,
    retry: {
      onRetry:
        onRetry ??
        ((e) =>
          process.stderr.write(`keiretsu: rate limited, waiting ${(e.waitMs / 1000).toFixed(1)} s as the server asks (Retry-After)\n`)),
    },
  });
}

export function exitCodeFor(err: unknown): number {
  if (err instanceof UsageError || err instanceof ConfigError) return EXIT.usage;
  if (err instanceof MissingKeyError) return EXIT.authentication;
  if (err instanceof KeiretsuApiError) {
    if (err.status === 401 || err.code === 'user_credential_required') return EXIT.authentication;
    if (err.status === 402) return EXIT.credits;
    return EXIT.api;
  }
  if (err instanceof KeiretsuTransportError) return EXIT.api;
  return EXIT.failed;
}

/** A line for standard error that says what went wrong and, where there is one, what to do. */
export function describeError(err: unknown): string {
  if (isApiError(err, 'credit_exhausted')) {
    const { requested, shortfall } = err.body;
    const need = requested === undefined ? '' : ` (this call needs ${requested}, ${shortfall ?? '?'} short)`;
    return `credits exhausted${need}: add credits to the organization, then run the command again`;
  }
  if (err instanceof KeiretsuApiError && err.status === 401) return `${err.body.message} (KEIRETSU_API_KEY)`;
  if (err instanceof KeiretsuApiError && err.status === 429) {
    return `still rate limited after waiting (${err.body.message}); the key's budget for the day may be spent`;
  }
  return err instanceof Error ? err.message : String(err);
}

/**
 * Wraps a command's action: its result is the exit code (0 when it returns nothing), and an error is printed
 * on one line and mapped to its exit code. process.exitCode, not process.exit, so that output still buffered
 * for a pipe is written out.
 */
export function customerAction<A extends unknown[]>(fn: (...args: A) => Promise<number | void>): (...args: A) => Promise<void> {
  return async (...args) => {
    try {
      process.exitCode = (await fn(...args)) ?? EXIT.ok;
    } catch (err) {
      process.stderr.write(`keiretsu: ${describeError(err)}\n`);
      process.exitCode = exitCodeFor(err);
    }
  };
}

/** Splits comma-separated values and checks each against the allowed ones (a usage error otherwise). */
export function parseList<T extends string>(value: string | undefined, allowed: readonly T[], what: string): T[] {
  if (value === undefined || value.trim() === '') return [];
  const items = value.split(',').map((s) => s.trim().toLowerCase());
  for (const item of items) {
    if (!allowed.includes(item as T)) throw new UsageError(`${what}: unknown value "${item}" (one of ${allowed.join(', ')})`);
  }
  return [...new Set(items)] as T[];
}
