import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.js';
import { enqueueTasks } from '../db/repositories/crawl-task.repository.js';
import * as jobs from '../db/repositories/refresh-job.repository.js';
import { AppError } from '../errors/app-error.js';
import { normalizeDomain } from '../lib/domain.js';
import type { Principal } from './auth.service.js';

/** Domains per refresh (spec: Limits); a key may have a lower batch ceiling. */
export const REFRESH_MAX_DOMAINS = 100;
/** Domains per operator crawl (contracts section 8). */
export const CRAWL_MAX_DOMAINS = 100_000;
/** A domain's crawl is tried this many times when its failures are transient (timeouts, 5xx, resets). */
export const CRAWL_MAX_ATTEMPTS = 3;

export interface JobView {
  job_id: string;
  status: 'running' | 'completed' | 'failed';
  submitted_at: string;
  completed_at: string | null;
  summary: { succeeded: number; failed: number; processing: number; total: number };
  domains: jobs.JobDomainRow[];
  data_freshness?: { detections_applied_at: string; derived_views_ready_by: string; note: string };
}

/**
 * Refresh jobs (spec: POST /v1/companies/refresh, GET /v1/jobs/{job_id}) and operator crawls (contracts
 * section 8). A job records what was asked; the work is a crawl task per domain (db/repositories/crawl-task),
 * shared by every job that asks for that domain while it is queued or running, done by the crawl workers (jobs/).
 */
export class RefreshService {
  constructor(
    private readonly db: Database,
    private readonly options: { derivedViewDelaySeconds: number; wake?: () => void },
  ) {}

  /** A refresh of up to 100 domains (or the key's lower ceiling); malformed ones fail at once as invalid_domain. */
  async submit(principal: Principal, entries: readonly string[]): Promise<{ job_id: string }> {
    const ceiling = Math.min(principal.batchLimit, REFRESH_MAX_DOMAINS);
    const domains = distinctEntries(entries);
    if (domains.length > ceiling) {
      throw new AppError(
        'batch_too_large',
        { max_batch_size: ceiling },
        `The request has ${domains.length} distinct domains; at most ${ceiling} are accepted per refresh with this API key.`,
      );
    }
    return this.create({ kind: 'refresh', orgId: principal.orgId, apiKeyId: principal.keyId }, domains);
  }

  /** An operator's crawl of up to 100,000 domains: no organization, no credits. */
  async submitCrawl(entries: readonly string[]): Promise<{ job_id: string }> {
    const domains = distinctEntries(entries);
    if (domains.length > CRAWL_MAX_DOMAINS) {
      throw new AppError(
        'batch_too_large',
        { max_batch_size: CRAWL_MAX_DOMAINS },
        `The crawl has ${domains.length} distinct domains; at most ${CRAWL_MAX_DOMAINS} are accepted per request.`,
      );
    }
    return this.create({ kind: 'crawl', orgId: null, apiKeyId: null }, domains);
  }

  /** The caller's own job; any other (another key's, an operator crawl, none) is job_not_found alike. */
  async get(principal: Principal, jobId: string): Promise<JobView> {
    const job = isUuid(jobId) ? await jobs.findJob(this.db, jobId) : undefined;
    if (!job || job.kind !== 'refresh' || job.api_key_id !== principal.keyId) throw new AppError('job_not_found');
    return this.view(job, { limit: REFRESH_MAX_DOMAINS, offset: 0 });
  }

  /** An operator crawl with a page of its domains (an operator crawl can hold 100,000). */
  async getCrawl(jobId: string, page: { limit: number; offset: number }): Promise<JobView> {
    const job = isUuid(jobId) ? await jobs.findJob(this.db, jobId) : undefined;
    if (!job || job.kind !== 'crawl') throw new AppError('job_not_found', {}, 'No operator crawl has this id.');
    return this.view(job, page);
  }

  private async create(
    owner: { kind: jobs.JobKind; orgId: number | null; apiKeyId: number | null },
    domains: readonly { entry: string; domain: string | null }[],
  ): Promise<{ job_id: string }> {
    const id = randomUUID();
    await this.db.transaction(async (tx) => {
      const tasks = await enqueueTasks(
        tx,
        domains.flatMap((d) => (d.domain ? [d.domain] : [])),
        CRAWL_MAX_ATTEMPTS,
      );
      await jobs.insertJob(
        tx,
        { id, ...owner },
        domains.map((d) =>
          d.domain
            ? { domain: d.domain, status: 'processing', error: null, taskId: tasks.get(d.domain)! }
            : { domain: d.entry, status: 'failed', error: 'invalid_domain', taskId: null },
        ),
      );
    });
    this.options.wake?.();
    return { job_id: id };
  }

  private async view(job: jobs.JobRow, page: { limit: number; offset: number }): Promise<JobView> {
    const [summary, domains] = await Promise.all([
      jobs.jobSummary(this.db, job.id),
      jobs.jobDomains(this.db, job.id, page.limit, page.offset),
    ]);
    const { last_succeeded_at: applied, ...counts } = summary;
    const view: JobView = {
      job_id: job.id,
      status: job.status,
      submitted_at: job.submitted_at.toISOString(),
      completed_at: job.completed_at?.toISOString() ?? null,
      summary: counts,
      domains,
    };
    if (applied) {
      const delay = this.options.derivedViewDelaySeconds;
      view.data_freshness = {
        detections_applied_at: applied.toISOString(),
        derived_views_ready_by: new Date(applied.getTime() + delay * 1000).toISOString(),
        note:
          'Detections and partnerships are applied as each domain succeeds; derived views (technology and vendor ' +
          `popularity, firmographic counts) may lag by up to ${delay} seconds.`,
      };
    }
    return view;
  }
}

/** Entries normalized, the first of each domain kept in its place; a malformed entry stays as sent. */
function distinctEntries(entries: readonly string[]): { entry: string; domain: string | null }[] {
  const seen = new Set<string>();
  const out: { entry: string; domain: string | null }[] = [];
  for (const entry of entries) {
    const domain = normalizeDomain(entry);
    const key = domain ?? `\u0000${entry}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ entry, domain });
  }
  return out;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (s: string) => UUID.test(s);
