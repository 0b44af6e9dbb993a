import type { Queryable } from '../database.js';

export type JobKind = 'refresh' | 'crawl';
export type DomainStatus = 'processing' | 'succeeded' | 'failed';

export interface JobDomainRow {
  domain: string;
  status: DomainStatus;
  error: string | null;
}

export interface JobRow {
  id: string;
  kind: JobKind;
  org_id: number | null;
  api_key_id: number | null;
  status: 'running' | 'completed' | 'failed';
  submitted_at: Date;
  completed_at: Date | null;
}

export interface JobSummary {
  succeeded: number;
  failed: number;
  processing: number;
  total: number;
  /** when the last domain that succeeded was applied; null while none has */
  last_succeeded_at: Date | null;
}

/** A new job and its domains, in request order; a domain that failed at once (malformed) carries no task. */
export async function insertJob(
  db: Queryable,
  job: { id: string; kind: JobKind; orgId: number | null; apiKeyId: number | null },
  domains: readonly { domain: string; status: DomainStatus; error: string | null; taskId: number | null }[],
): Promise<void> {
  await db.query(`INSERT INTO refresh_jobs (id, kind, org_id, api_key_id, status) VALUES ($1, $2, $3, $4, 'running')`, [
    job.id,
    job.kind,
    job.orgId,
    job.apiKeyId,
  ]);
  await db.query(
    `INSERT INTO refresh_job_domains (job_id, position, domain, status, error, task_id)
     SELECT $1, e.ord, e.d->>'domain', e.d->>'status', e.d->>'error', (e.d->>'task_id')::bigint
       FROM json_array_elements($2::json) WITH ORDINALITY AS e(d, ord)`,
    [job.id, JSON.stringify(domains.map((d) => ({ domain: d.domain, status: d.status, error: d.error, task_id: d.taskId })))],
  );
  await completeJobs(db, [job.id]);
}

/**
 * Records the end of tasks on every job domain waiting for them, then completes the jobs whose last domain that
 * was. Runs in the transaction that ends the tasks, so a job never shows a domain done before its data is.
 */
export async function settleTaskDomains(db: Queryable, taskIds: readonly number[], status: 'succeeded' | 'failed', error: string | null) {
  if (taskIds.length === 0) return;
  // Lock the jobs first, in id order: two tasks of one job ending at once would each see the other's domain still
  // processing and neither would complete the job. Locked, the second waits, and its check sees the first's commit.
  const jobIds = await db.query<{ id: string }>(
    `SELECT id FROM refresh_jobs WHERE status = 'running'
        AND id IN (SELECT job_id FROM refresh_job_domains WHERE task_id = ANY($1::bigint[]) AND status = 'processing')
      ORDER BY id FOR UPDATE`,
    [taskIds],
  );
  if (jobIds.rows.length === 0) return;
  await db.query(
    `UPDATE refresh_job_domains SET status = $2, error = $3, updated_at = now()
      WHERE task_id = ANY($1::bigint[]) AND status = 'processing'`,
    [taskIds, status, error],
  );
  await completeJobs(
    db,
    jobIds.rows.map((r) => r.id),
  );
}

/** A job is completed when every domain is terminal and one succeeded, failed when all failed (contracts 4). */
async function completeJobs(db: Queryable, jobIds: readonly string[]): Promise<void> {
  if (jobIds.length === 0) return;
  await db.query(
    `UPDATE refresh_jobs j SET completed_at = now(),
            status = CASE WHEN EXISTS (SELECT 1 FROM refresh_job_domains d WHERE d.job_id = j.id AND d.status = 'succeeded')
                          THEN 'completed' ELSE 'failed' END
      WHERE j.id = ANY($1::uuid[]) AND j.status = 'running'
        AND NOT EXISTS (SELECT 1 FROM refresh_job_domains d WHERE d.job_id = j.id AND d.status = 'processing')`,
    [jobIds],
  );
}

export async function findJob(db: Queryable, id: string): Promise<JobRow | undefined> {
  const r = await db.query<JobRow>(
    `SELECT id, kind, org_id, api_key_id, status, submitted_at, completed_at FROM refresh_jobs WHERE id = $1`,
    [id],
  );
  return r.rows[0];
}

export async function jobSummary(db: Queryable, id: string): Promise<JobSummary> {
  const r = await db.query<JobSummary>(
    `SELECT count(*) FILTER (WHERE status = 'succeeded')::int AS succeeded,
            count(*) FILTER (WHERE status = 'failed')::int AS failed,
            count(*) FILTER (WHERE status = 'processing')::int AS processing,
            count(*)::int AS total,
            max(updated_at) FILTER (WHERE status = 'succeeded') AS last_succeeded_at
       FROM refresh_job_domains WHERE job_id = $1`,
    [id],
  );
  return r.rows[0]!;
}

/** The job's domains in request order, a page at a time (an operator crawl can hold 100,000). */
export async function jobDomains(db: Queryable, id: string, limit: number, offset: number): Promise<JobDomainRow[]> {
  const r = await db.query<JobDomainRow>(
    `SELECT domain, status, error FROM refresh_job_domains WHERE job_id = $1 ORDER BY position LIMIT $2 OFFSET $3`,
    [id, limit, offset],
  );
  return r.rows;
}
