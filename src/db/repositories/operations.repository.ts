import { prepared, type Queryable } from '../database.js';

/** What operators read about the service itself: the schema version and the work queues (/ready, /metrics). */

export async function schemaVersion(db: Queryable): Promise<number> {
  const r = await db.query<{ v: number }>(prepared('SELECT coalesce(max(version), 0) AS v FROM schema_migrations'));
  return r.rows[0]!.v;
}

export interface QueueCounts {
  /** refresh and crawl jobs by status: running, completed, failed */
  jobs: { status: string; count: number }[];
  /**
   * crawl tasks by state (queued, running, succeeded, failed) and, for failed ones, their error code
   * (`dns_not_found`, `http_503`...; null otherwise)
   */
  tasks: { state: string; error: string | null; count: number }[];
  /** marks of company documents not built yet (migration 0027): how far the bulk lookup's documents lag the writes */
  documentMarks: number;
}

/**
 * Counts of jobs and crawl tasks, read in one statement. Each is a scan of its table (a few hundred ms at
 * millions of rows), paid once per scrape, which Prometheus does every 15 to 60 s.
 */
export async function queueCounts(db: Queryable): Promise<QueueCounts> {
  const r = await db.query<{ kind: 'job' | 'task' | 'marks'; state: string; error: string | null; count: number }>(
    prepared(`SELECT 'job' AS kind, status AS state, NULL::text AS error, count(*)::int AS count FROM refresh_jobs GROUP BY status
              UNION ALL
              SELECT 'task', state, CASE WHEN state = 'failed' THEN error END, count(*)::int FROM crawl_tasks
              GROUP BY state, CASE WHEN state = 'failed' THEN error END
              UNION ALL
              SELECT 'marks', NULL, NULL, count(*)::int FROM company_document_marks`),
  );
  return {
    jobs: r.rows.filter((x) => x.kind === 'job').map(({ state, count }) => ({ status: state, count })),
    tasks: r.rows.filter((x) => x.kind === 'task').map(({ state, error, count }) => ({ state, error, count })),
    documentMarks: r.rows.find((x) => x.kind === 'marks')?.count ?? 0,
  };
}
