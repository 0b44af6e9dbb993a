import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type { Logger } from 'pino';
import { startEmbeddedServer, type EmbeddedServer } from './embedded.js';
import { DatabaseBusyError, EmbeddedDatabaseStopped } from './unavailable.js';

// COUNT(*) and bigint columns come back as strings by default. Every figure we store fits in 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

const INT4_ARRAY_OID = 1007 as Parameters<typeof pg.types.getTypeParser>[0];
const parseArrayInGeneral = pg.types.getTypeParser(INT4_ARRAY_OID);

/**
 * integer[] as PostgreSQL writes it ('{3,1,2}'), read by JSON.parse when it is one-dimensional without NULLs (a
 * company document's partner ids, up to 100 a company), else by pg's own parser (postgres-array). Measured on 100
 * arrays of 1-40 ids, a bulk lookup's worth: 0.94-1.07 ms with postgres-array, 0.10-0.19 ms this way; the server's
 * profile under distinct bulk lookups put 2.1% of its time in postgres-array.
 */
export function parseIntArray(text: string): unknown {
  if (text === '{}') return [];
  if (text.charCodeAt(0) !== 123 || text.includes('N') || text.indexOf('{', 1) !== -1) return parseArrayInGeneral(text);
  return JSON.parse(`[${text.slice(1, -1)}]`);
}
pg.types.setTypeParser(INT4_ARRAY_OID, parseIntArray);

export type Row = Record<string, unknown>;

/**
 * The database whose transaction callback is running, when DatabaseOptions.checkTransactions is on (tests): a
 * db.query from inside a transaction's callback then throws instead of running outside the transaction.
 */
const inTransaction = new AsyncLocalStorage<Database>();

export interface QueryResult<R> {
  rows: R[];
  rowCount: number | null;
}

/**
 * SQL that each connection parses and plans once, then reuses: a named prepared statement. Planning costs
 * more than the reading for the hot reads by id (measured on PGlite, 20 company rows: 8.1 ms planned each
 * time, 3.7 ms prepared), and PostgreSQL saves it too. Only for statements whose best plan does not depend on
 * their parameters (ids, domains, one organization): after five executions PostgreSQL may settle on a generic
 * plan, which for a LIKE pattern or a key with skewed counts could be far worse than a plan for the value.
 * It settles only when the generic plan does not look dearer than the custom ones: an array parameter is priced
 * at ten elements in a generic plan and at its real length in a custom one, so a statement that passes arrays of
 * one or two is planned again on every execution. One company's identifier is therefore passed as scalars
 * (targetCondition in company.repository.ts). Batches keep their arrays: a bulk lookup of two domains is planned
 * each time, and hiding the array from the planner so that it settled measured no faster (docs/benchmarks.md,
 * "Prepared statements that were planned on every execution"). test/plan-cache.test.ts checks the main reads.
 * Each distinct text gets a name for the life of the process, so the texts must be a fixed set (a few
 * variants of a builder), never text with values in it.
 */
export interface Statement {
  readonly name: string;
  readonly text: string;
}

const statements = new Map<string, Statement>();

export function prepared(text: string): Statement {
  let statement = statements.get(text);
  if (!statement) statements.set(text, (statement = { name: `keiretsu_${statements.size + 1}`, text }));
  return statement;
}

/** Anything that runs SQL: the database itself or a transaction's connection. */
export interface Queryable {
  query<R = Row>(sql: string | Statement, params?: readonly unknown[]): Promise<QueryResult<R>>;
}

export type EngineName = 'pglite' | 'postgres';

/**
 * The one data-layer entry point. Both engines speak the PostgreSQL protocol to the same driver (`pg`):
 * PGlite runs in a worker thread behind a Unix socket, so a long query never blocks the HTTP thread.
 */
export interface Database extends Queryable {
  readonly engine: EngineName;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Bulk insert: COPY on PostgreSQL; batched INSERTs on PGlite, whose socket does not carry COPY. */
  copyRows(
    table: string,
    columns: readonly string[],
    rows: AsyncIterable<readonly unknown[]> | Iterable<readonly unknown[]>,
  ): Promise<number>;
  /** The connection pool's use, for /metrics. */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  /** the most connections the pool opens */
  max: number;
  /** connections open, in use or idle */
  total: number;
  idle: number;
  /** queries and transactions waiting for a connection */
  waiting: number;
}

export interface DatabaseOptions {
  /** postgres://... or undefined for the embedded engine */
  url: string | undefined;
  /** folder of the embedded database; `memory://` keeps it in memory (tests) */
  dataDir: string;
  poolSize?: number;
  /**
   * PostgreSQL only: how long a query waits for a connection (a new one, or one of the pool's) before it fails,
   * so that an unreachable server answers 503 instead of a hang. Unset: no bound.
   */
  connectTimeoutMs?: number;
  logger?: Logger;
  /**
   * Fail a db.query made from inside a transaction's callback (it would run outside the transaction, and on the
   * embedded engine wait forever for the connection the transaction holds). A check for tests: it keeps an
   * AsyncLocalStorage, which gives every promise of the process a hook: distinct lookups served 5-16% more
   * requests a second without it, with includes 2-9% (docs/benchmarks.md, 2026-11-29).
   */
  checkTransactions?: boolean;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 20,
      ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
      // No JIT compilation: the API's statements run in milliseconds, and PostgreSQL prices some above its JIT
      // threshold. Once list_members had statistics (1,000,000 rows over ten lists), a read of two member pages was
      // priced at 594,624 and spent 2.26 s compiling for 0.1 ms of execution (docs/benchmarks-notes.md); the list
      // previews and builds had turned it off for themselves already (list-query.repository.ts). Set on each new
      // connection before the pool hands it out, rather than as a startup `options` parameter, which PgBouncer
      // 1.20+ refuses unless told to track or ignore it. A server that refuses it still serves, with JIT.
      onConnect: async (client: pg.ClientBase) => {
        await client.query('SET jit = off').catch((err: unknown) => options.logger?.warn({ err }, 'could not turn JIT off'));
      },
    });
    return new PgDatabase('postgres', pool, options.logger, undefined, options.checkTransactions === true);
  }
  const server = await startEmbeddedServer(options.dataDir);
  return new PgDatabase('pglite', embeddedPool(server), options.logger, server, options.checkTransactions === true, options.dataDir);
}

/**
 * The pool of the embedded engine. One connection: PGlite is a single session that runs one query at a time,
 * so more connections add no throughput; and measured: with several connections, transactions interleaved
 * with other connections' queries stalled the socket server (50 concurrent metered lookups never completed).
 * Requests queue in the pool instead, and a transaction runs alone, as it would inside PGlite anyway.
 */
export function embeddedPool(server: Pick<EmbeddedServer, 'socketDir' | 'port'>): pg.Pool {
  const pool = new pg.Pool({
    host: server.socketDir,
    port: server.port,
    user: 'postgres',
    database: 'template1',
    max: 1,
    // Kept open: every connection to the socket shares PGlite's one session, prepared statements included.
    idleTimeoutMillis: 0,
    // A new connection (after one failed) knows none of the statements the session still holds under their
    // names; without this its first prepare of a name would fail with "already exists". Run before the pool hands
    // the connection out (a query sent from the `connect` event ran beside the first one, which pg 8 warns of).
    onConnect: async (client: pg.ClientBase) => {
      await client.query('DEALLOCATE ALL').catch(() => undefined);
    },
  });
  return pool;
}

class PgDatabase implements Database {
  constructor(
    readonly engine: EngineName,
    private readonly pool: pg.Pool,
    private readonly logger: Logger | undefined,
    private readonly embedded: EmbeddedServer | undefined,
    private readonly checkTransactions: boolean,
    private readonly dataDir?: string,
  ) {
    // An idle connection whose server goes away emits 'error' on the pool; unhandled, it ends the process.
    pool.on('error', (err) => this.logger?.error({ err }, 'idle database connection failed'));
    // Connections that completed their connect, to tell a busy pool from an unreachable server (waitFailure).
    pool.on('connect', () => this.connected++);
    pool.on('remove', () => this.connected--);
  }

  private connected = 0;

  /**
   * node-postgres fails a wait for a connection with the same message whether every connection was in use (the server
   * answers; the process is busy) or connections were still being opened (the server does not answer). With every
   * connection of the pool connected, it is the first: a DatabaseBusyError.
   */
  private waitFailure(err: unknown): unknown {
    const busy = (err as Error | null)?.message === 'timeout exceeded when trying to connect' && this.connected >= this.pool.options.max;
    return busy ? new DatabaseBusyError(this.pool.options.max, err) : err;
  }

  query<R = Row>(sql: string | Statement, params?: readonly unknown[]): Promise<QueryResult<R>> {
    // A query on the pool from inside a transaction's callback runs outside that transaction, and on the
    // embedded engine (one connection) it waits forever for the connection the transaction holds.
    if (this.checkTransactions && inTransaction.getStore() === this)
      throw new Error("db.query inside a transaction: use the transaction's connection");
    if (this.stopped) return Promise.reject(this.stopped);
    const values = params as unknown[] | undefined;
    const result = typeof sql === 'string' ? this.pool.query(sql, values) : this.pool.query({ name: sql.name, text: sql.text, values });
    return (result as unknown as Promise<QueryResult<R>>).catch(async (err: unknown) => {
      await this.stopOnPanic(err);
      throw this.stopped ?? this.waitFailure(err);
    });
  }

  /** Set once the embedded database has stopped after a PANIC: every later call fails with it at once. */
  private stopped: EmbeddedDatabaseStopped | undefined;

  /**
   * A PANIC from the embedded engine ends its thread: PGlite answers nothing after one, and the next statement
   * would wait forever. From then on every call fails with EmbeddedDatabaseStopped. On PostgreSQL a PANIC restarts
   * the server and the pool reconnects: nothing to do here.
   */
  private async stopOnPanic(err: unknown): Promise<void> {
    if (!this.embedded || this.stopped || (err as { severity?: unknown } | null)?.severity !== 'PANIC') return;
    this.stopped = new EmbeddedDatabaseStopped((err as Error).message, this.dataDir ?? 'the data folder');
    this.logger?.fatal({ err }, 'the embedded database stopped');
    await this.embedded.kill();
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    if (this.stopped) throw this.stopped;
    const client = await this.pool.connect().catch((err: unknown) => {
      throw this.waitFailure(err);
    });
    // A checked-out client has no pool error listener: without ours, a server crash mid-transaction
    // would throw from the socket and take the process down. The pending query rejects instead.
    const onError = (err: Error): void => this.logger?.error({ err }, 'database connection failed in transaction');
    client.on('error', onError);
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const tx = client as unknown as Queryable;
      const result = this.checkTransactions ? await inTransaction.run(this, () => fn(tx)) : await fn(tx);
      await client.query('COMMIT');
      return result;
    } catch (err) {
      // After a PANIC the embedded engine answers no ROLLBACK: its thread is ended first, and the ROLLBACK fails.
      await this.stopOnPanic(err);
      try {
        await client.query('ROLLBACK');
      } catch (rollbackErr) {
        broken = rollbackErr as Error;
      }
      throw this.stopped ?? err;
    } finally {
      client.off('error', onError);
      client.release(broken);
    }
  }

  async copyRows(
    table: string,
    columns: readonly string[],
    rows: AsyncIterable<readonly unknown[]> | Iterable<readonly unknown[]>,
  ): Promise<number> {
    if (this.engine === 'postgres') return this.copyWithCopy(table, columns, rows);
    return this.copyWithInserts(table, columns, rows);
  }

  private async copyWithCopy(
    table: string,
    columns: readonly string[],
    rows: AsyncIterable<readonly unknown[]> | Iterable<readonly unknown[]>,
  ): Promise<number> {
    const client = await this.pool.connect();
    let count = 0;
    try {
      async function* lines(): AsyncGenerator<string> {
        let chunk = '';
        for await (const row of rows) {
          chunk += row.map(copyText).join('\t') + '\n';
          count++;
          // Hand COPY chunks of ~64 KiB rather than one string per row: far fewer stream writes.
          if (chunk.length > 65536) {
            yield chunk;
            chunk = '';
          }
        }
        if (chunk) yield chunk;
      }
      await pipeline(Readable.from(lines()), client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`)));
      return count;
    } finally {
      client.release();
    }
  }

  private async copyWithInserts(
    table: string,
    columns: readonly string[],
    rows: AsyncIterable<readonly unknown[]> | Iterable<readonly unknown[]>,
  ): Promise<number> {
    // json_populate_recordset takes the column types from the table itself, so one statement shape serves
    // every table. 2,000 rows a statement keeps each message well under PGlite's comfortable size.
    const sql = `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${columns.join(', ')} FROM json_populate_recordset(null::${table}, $1::json)`;
    let batch: Record<string, unknown>[] = [];
    let count = 0;
    for await (const row of rows) {
      const obj: Record<string, unknown> = {};
      columns.forEach((c, i) => (obj[c] = row[i] ?? null));
      batch.push(obj);
      if (batch.length >= 2000) {
        await this.query(sql, [JSON.stringify(batch)]);
        count += batch.length;
        batch = [];
      }
    }
    if (batch.length > 0) {
      await this.query(sql, [JSON.stringify(batch)]);
      count += batch.length;
    }
    return count;
  }

  poolStats(): PoolStats {
    const { totalCount: total, idleCount: idle, waitingCount: waiting } = this.pool;
    return { max: this.pool.options.max, total, idle, waiting };
  }

  async close(): Promise<void> {
    await this.pool.end();
    await this.embedded?.stop();
  }
}

/** A value in COPY's text format: \N for null, arrays as {..}, backslash escapes. */
function copyText(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return escapeCopy(pgArrayLiteral(value));
  if (typeof value === 'object') return escapeCopy(JSON.stringify(value));
  return escapeCopy(String(value));
}

function escapeCopy(s: string): string {
  return s.replace(/[\\\n\r\t]/g, (c) => (c === '\\' ? '\\\\' : c === '\n' ? '\\n' : c === '\r' ? '\\r' : '\\t'));
}

function pgArrayLiteral(values: unknown[]): string {
  return '{' + values.map((v) => (v === null ? 'NULL' : '"' + String(v).replace(/["\\]/g, (c) => '\\' + c) + '"')).join(',') + '}';
}
