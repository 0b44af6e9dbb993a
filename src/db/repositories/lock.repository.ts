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
  const holder = db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [key]);
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
