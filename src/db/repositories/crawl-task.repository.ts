import type { Queryable } from '../database.js';

/** A task a worker holds: the domain to crawl, and how many attempts have started (this one included). */
export interface ClaimedTask {
  id: number;
  domain: string;
  attempts: number;
  max_attempts: number;
}

/**
 * The active task of each domain, created where there is none (migration 0011: one queued or running task per
 * domain). ON CONFLICT DO UPDATE rather than DO NOTHING: it returns the existing row even when another
 * transaction committed it after this statement's snapshot, so every domain gets its task id in one statement.
 */
export async function enqueueTasks(db: Queryable, domains: readonly string[], maxAttempts: number): Promise<Map<string, number>> {
  if (domains.length === 0) return new Map();
  const r = await db.query<{ id: number; domain: string }>(
    `INSERT INTO crawl_tasks (domain, max_attempts) SELECT DISTINCT d, $2::int FROM unnest($1::text[]) AS d
     ON CONFLICT (domain) WHERE state IN ('queued', 'running') DO UPDATE SET domain = EXCLUDED.domain
     RETURNING id, domain`,
    [domains, maxAttempts],
  );
  return new Map(r.rows.map((row) => [row.domain, row.id]));
}

/**
 * Leases up to `limit` ready tasks to a worker until now + lease. SKIP LOCKED: workers never wait on each other
 * and never take the same task; the oldest ready tasks go first.
 */
export async function claimTasks(db: Queryable, workerId: string, limit: number, leaseSeconds: number): Promise<ClaimedTask[]> {
  const r = await db.query<ClaimedTask>(
    `UPDATE crawl_tasks SET state = 'running', attempts = attempts + 1, locked_by = $1,
            locked_until = now() + make_interval(secs => $3)
      WHERE id IN (SELECT id FROM crawl_tasks WHERE state = 'queued' AND run_at <= now()
                    ORDER BY run_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
      RETURNING id, domain, attempts, max_attempts`,
    [workerId, limit, leaseSeconds],
  );
  return r.rows;
}

/** Renews the leases a worker still holds; returns the ids it still holds (a lost lease is gone for good). */
export async function renewLeases(db: Queryable, workerId: string, ids: readonly number[], leaseSeconds: number): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const r = await db.query<{ id: number }>(
    `UPDATE crawl_tasks SET locked_until = now() + make_interval(secs => $3)
      WHERE id = ANY($2::bigint[]) AND locked_by = $1 AND state = 'running' RETURNING id`,
    [workerId, ids, leaseSeconds],
  );
  return new Set(r.rows.map((row) => row.id));
}

/**
 * Expired leases (a worker that died or lost its database) go back to the queue, or fail for good when their
 * attempts are used up. Any worker runs this before claiming; it costs one index scan of running tasks.
 */
export async function reapExpiredLeases(db: Queryable): Promise<{ requeued: number; failed: ExpiredTask[] }> {
  const r = await db.query<ExpiredTask & { state: string }>(
    `UPDATE crawl_tasks SET state = CASE WHEN attempts >= max_attempts THEN 'failed' ELSE 'queued' END,
            error = CASE WHEN attempts >= max_attempts THEN 'timeout' ELSE error END,
            finished_at = CASE WHEN attempts >= max_attempts THEN now() END,
            locked_by = NULL, locked_until = NULL
      WHERE state = 'running' AND locked_until < now() RETURNING id, domain, state`,
  );
  return { requeued: r.rows.filter((t) => t.state === 'queued').length, failed: r.rows.filter((t) => t.state === 'failed') };
}

export interface ExpiredTask {
  id: number;
  domain: string;
}

/**
 * Ends a task the worker still holds: succeeded, failed for good, or back to the queue at `retryAt`. False when
 * the lease was lost (expired and taken by another worker): the caller must then roll back what it applied.
 */
export async function finishTask(
  db: Queryable,
  task: { id: number; workerId: string },
  outcome: { state: 'succeeded' } | { state: 'failed'; error: string } | { state: 'queued'; error: string; retryAt: Date },
): Promise<boolean> {
  const r = await db.query(
    `UPDATE crawl_tasks SET state = $3, error = $4, run_at = coalesce($5, run_at), locked_by = NULL, locked_until = NULL,
            finished_at = CASE WHEN $3 = 'queued' THEN NULL ELSE now() END
      WHERE id = $1 AND locked_by = $2 AND state = 'running'`,
    [task.id, task.workerId, outcome.state, 'error' in outcome ? outcome.error : null, 'retryAt' in outcome ? outcome.retryAt : null],
  );
  return r.rowCount === 1;
}

/**
 * Ends these running tasks as succeeded, each only while `workerId` still holds its lease: finishTask for the
 * crawls a worker applies together. The ids it ended; a task missing from them belongs to another worker now.
 */
export async function finishSucceeded(db: Queryable, ids: readonly number[], workerId: string): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const r = await db.query<{ id: string | number }>(
    `UPDATE crawl_tasks SET state = 'succeeded', error = NULL, locked_by = NULL, locked_until = NULL, finished_at = now()
      WHERE id = ANY($1::bigint[]) AND locked_by = $2 AND state = 'running'
      RETURNING id`,
    [ids, workerId],
  );
  return new Set(r.rows.map((row) => Number(row.id)));
}

/** A stopping worker's tasks go back to the queue at once, the attempt not counted: nothing waits for a lease. */
export async function releaseTasks(db: Queryable, workerId: string): Promise<number> {
  const r = await db.query(
    `UPDATE crawl_tasks SET state = 'queued', attempts = greatest(attempts - 1, 0), locked_by = NULL, locked_until = NULL
      WHERE locked_by = $1 AND state = 'running'`,
    [workerId],
  );
  return r.rowCount ?? 0;
}
