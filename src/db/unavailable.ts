/**
 * Whether an error means the database could not be reached (as opposed to a query it refused): the server is
 * down, restarting, refusing connections, or a connection broke or timed out. Those are answered 503
 * service_unavailable with Retry-After (contracts section 11); anything else stays a 500.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (depth > 4 || typeof err !== 'object' || err === null) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (NETWORK_CODES.has(code)) return true;
  // SQLSTATE class 08 (connection exception), 57P01-57P03 (shut down, crashed, starting up), 53300 (no slot).
  if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code) || code === '53300') return true;
  // node-postgres's own connection failures carry no code, only these messages.
  if (typeof e.message === 'string' && PG_CONNECTION_MESSAGES.test(e.message)) return true;
  // Node reports a refused connection to a name with several addresses as an AggregateError of each attempt.
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTCONN',
]);

const PG_CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated due to connection timeout|Client was closed and is not queryable|the database system is (starting up|shutting down|in recovery mode)/i;

/**
 * The embedded database stopped after a PANIC (its write-ahead log could not be written: a full disk) and answers
 * nothing more until the process starts again. Its SQLSTATE is crash_shutdown's, so it is answered 503 like any
 * database that cannot be reached.
 */
export class EmbeddedDatabaseStopped extends Error {
  readonly code = '57P02';
  constructor(
    readonly reason: string,
    dataDir: string,
  ) {
    super(
      `The embedded database stopped: ${reason}. What was committed before is kept; make room where ${dataDir} is ` +
        `stored (a full disk stops the database) and start Keiretsu again.`,
    );
  }
}

/**
 * Whether the database refused a statement for want of resources or because the system failed it (SQLSTATE class
 * 53: disk full, out of memory; class 58: I/O error, such as a file that cannot grow), rather than for what the
 * statement asked: trying its rows one by one would fail the same way.
 */
export function isStorageFailure(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^(53|58)[0-9A-Z]{3}$/.test(code);
}

/**
 * Whether the database refused a transaction only because of a concurrent one (SQLSTATE 40P01 deadlock detected,
 * 40001 serialization failure): the same transaction, run again, is expected to succeed.
 */
export function isTransientConflict(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/**
 * Every connection of the pool stayed in use for the whole connect timeout: the server answers, the process has more
 * work than connections. Still a 503 (contracts section 11: a request waits for a connection at most the timeout),
 * but not an outage: the error handler says "busy", not "unreachable". The pool's own error is the cause.
 */
export class DatabaseBusyError extends Error {
  constructor(
    readonly connections: number,
    cause: unknown,
  ) {
    super(`all ${connections} database connections stayed in use`, { cause });
  }
}
