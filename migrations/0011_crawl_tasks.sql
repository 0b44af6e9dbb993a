-- Refresh jobs and operator crawls over one durable work queue (ARCHITECTURE.md, "Jobs and the crawler").
--
-- A job (refresh_jobs) is what a caller asked for: its domains and their statuses, read by GET /v1/jobs/{id}.
-- A crawl task (crawl_tasks) is the work: one domain to fetch and apply. Jobs point their domains at tasks, and
-- one active task per domain is shared by every job that wants it, so two refreshes of one domain at once share
-- one fetch. Workers lease tasks with FOR UPDATE SKIP LOCKED (graphile-worker's design): a lease that is not
-- renewed (a killed worker) expires and another worker takes the task over; results are applied in the same
-- transaction that marks the task done, on condition that the lease is still held, so a task is applied once.

-- Operator crawls (POST /admin/v1/crawl) belong to no organization or key.
ALTER TABLE refresh_jobs ALTER COLUMN org_id DROP NOT NULL;
ALTER TABLE refresh_jobs ALTER COLUMN api_key_id DROP NOT NULL;
ALTER TABLE refresh_jobs ADD COLUMN kind text NOT NULL DEFAULT 'refresh' CHECK (kind IN ('refresh', 'crawl'));
ALTER TABLE refresh_jobs ADD CONSTRAINT refresh_jobs_owner CHECK ((kind = 'crawl') = (api_key_id IS NULL));
-- A running job's row is updated when its last domain ends; jobs still running are few.
CREATE INDEX refresh_jobs_running_idx ON refresh_jobs (submitted_at) WHERE status = 'running';

CREATE TABLE crawl_tasks (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  domain       text NOT NULL,
  state        text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'succeeded', 'failed')),
  -- attempts started; a task fails for good after max_attempts (transient errors only are retried)
  attempts     integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 3,
  run_at       timestamptz NOT NULL DEFAULT now(),
  -- the lease: which worker holds the task until when (renewed by its heartbeat)
  locked_by    text,
  locked_until timestamptz,
  error        text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  finished_at  timestamptz
);
-- One active task per domain: a second request for a domain joins the task already queued or running.
CREATE UNIQUE INDEX crawl_tasks_active_domain ON crawl_tasks (domain) WHERE state IN ('queued', 'running');
-- What a worker claims next, and the leases that expired.
CREATE INDEX crawl_tasks_ready_idx ON crawl_tasks (run_at, id) WHERE state = 'queued';
CREATE INDEX crawl_tasks_leases_idx ON crawl_tasks (locked_until) WHERE state = 'running';

ALTER TABLE refresh_job_domains ADD COLUMN task_id bigint REFERENCES crawl_tasks (id) ON DELETE SET NULL;
CREATE INDEX refresh_job_domains_task_idx ON refresh_job_domains (task_id) WHERE status = 'processing';
CREATE INDEX refresh_job_domains_status_idx ON refresh_job_domains (job_id, status);

-- Evidence of a crawl is applied once: the same observation twice (a task applied again) adds no row.
CREATE UNIQUE INDEX detection_evidence_once ON detection_evidence
  (company_id, coalesce(technology_id, 0), coalesce(vendor_id, 0), signal, coalesce(url, ''), observed_at);
