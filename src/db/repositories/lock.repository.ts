import type { Database } from '../database.js';

/**
 * Runs `fn` while this process holds a PostgreSQL advisory lock, so that processes starting at once do a one-off
 * job (the demo's first start) one after the other. The lock is a transaction-level lock held by a transaction of
 * its own for as long as `fn` runs, on a connection of its own; `fn` uses the pool as usual. On the embedded
 * engine there is nothing to do: it serves one process (a lock file refuses a second), and its one connection
 * could not hold the transaction open while `fn` queries.
 */
export async function withAdvisoryLock<T>(db: Database, key: number, fn: () => Promise<T>): Promise<T> {
  if (db.engine === 'pglite') return fn();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const acquired = new Promise<void>((resolve) => (locked = resolve));
  if (!Number.isSafeInteger(key)) throw new Error(`advisory lock key must be an integer, got ${key}`);
  const holder = db.transaction(async (tx) => {
    // A statement without parameters (the simple query protocol): a parameterized one leaves its portal open in the
    // transaction, and with it a snapshot whose xmin holds back every VACUUM for as long as `fn` runs (a demo load's
    // index-only counts then read the heap: 92 s instead of 3 at 1,000,000 companies).
    await tx.query(`SELECT pg_advisory_xact_lock(${key})`);
    locked();
    await released;
  });
  // A holder that fails before it holds the lock (database down) fails the call.
  await Promise.race([acquired, holder]);
  try {
    return await fn();
  } finally {
    release();
    await holder;
  }
}
