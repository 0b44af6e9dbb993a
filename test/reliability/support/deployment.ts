import { FixtureWeb, htmlPage } from '../../support/fixture-web.js';
import { ADMIN_TOKEN } from '../../support/harness.js';
import { spawnKeiretsu, startApi, stop, type ApiProcess, type KeiretsuProcess } from './processes.js';

export interface Customer {
  orgId: number;
  userId: number;
  key: string;
}

/**
 * A deployment as docs/deploy.md describes it, on this machine: API processes (serve --no-worker) and crawl
 * workers (keiretsu worker) as separate processes on one PostgreSQL and one Redis, and fixture sites for the
 * refreshes on 127.0.0.1 (KEIRETSU_CRAWL_OVERRIDES; nothing leaves the machine).
 */
export class Deployment {
  readonly apis: ApiProcess[] = [];
  readonly workers: KeiretsuProcess[] = [];
  readonly web = new FixtureWeb();
  readonly sites: string[] = [];
  readonly env: Record<string, string>;

  constructor(options: { databaseUrl: string; redisUrl: string; sites?: number }) {
    const tag = `${process.pid.toString(36)}${Date.now().toString(36)}`;
    for (let i = 0; i < (options.sites ?? 20); i++) {
      const host = `site${i}-${tag}.test`;
      this.sites.push(host);
      this.web.site(host, { '/': () => ({ ...htmlPage({ siteName: `Site ${i}` }), delayMs: 20 }) });
    }
    this.env = {
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      KEIRETSU_REDIS_PREFIX: `keiretsu-rel-${tag}:`,
      KEIRETSU_ADMIN_TOKEN: ADMIN_TOKEN,
      KEIRETSU_CRAWL_HOST_DELAY_MS: '0',
      KEIRETSU_CRAWL_LEASE_S: '5',
      KEIRETSU_CRAWL_RETRY_BASE_S: '0',
      // Four processes on one server: 10 connections each (docs/deploy.md, pool sizes).
      KEIRETSU_DB_POOL_SIZE: '10',
    };
  }

  async start(counts: { apis: number; workers: number }): Promise<this> {
    await this.web.start();
    this.env.KEIRETSU_CRAWL_OVERRIDES = JSON.stringify(this.web.overrides());
    // Started together: they migrate at once (one applies, the others wait on the advisory lock).
    this.apis.push(...(await Promise.all(Array.from({ length: counts.apis }, () => startApi(this.env)))));
    for (let i = 0; i < counts.workers; i++) this.startWorker();
    return this;
  }

  startWorker(): KeiretsuProcess {
    const worker = spawnKeiretsu(['worker'], this.env);
    this.workers.push(worker);
    return worker;
  }

  get urls(): string[] {
    return this.apis.map((a) => a.url);
  }

  async admin<T = Record<string, unknown>>(method: string, path: string, body?: unknown, contentType = 'application/json'): Promise<T> {
    const res = await fetch(`${this.urls[0]}/admin/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, ...(body === undefined ? {} : { 'content-type': contentType }) },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  async customer(credits: number, limits: { rate_limit_per_minute?: number; rate_limit_per_day?: number } = {}): Promise<Customer> {
    const org = await this.admin<{ org_id: number }>('POST', '/orgs', { name: `Load ${Math.random().toString(36).slice(2)}`, credits });
    const user = await this.admin<{ user_id: number }>('POST', `/orgs/${org.org_id}/users`, {
      email: `${Math.random().toString(36).slice(2)}@load.example`,
    });
    const key = await this.admin<{ key: string }>('POST', '/keys', { user_id: user.user_id, ...limits });
    return { orgId: org.org_id, userId: user.user_id, key: key.key };
  }

  /** Imports `count` companies through the admin API; returns their domains. */
  async seedCompanies(count: number, tag: string): Promise<string[]> {
    const domains = Array.from({ length: count }, (_, i) => `${tag}-${i}.com`);
    const lines = domains.map((d, i) => JSON.stringify({ type: 'company', name: `${tag} Company ${i}`, primary_domain: d }));
    const result = await this.admin<{ imported: { companies: number } }>(
      'POST',
      '/import',
      lines.join('\n') + '\n',
      'application/x-ndjson',
    );
    if (result.imported.companies !== count) throw new Error(`imported ${result.imported.companies} of ${count}`);
    return domains;
  }

  /** Text of every process's log, for failure messages. */
  logs(): string {
    return [...this.apis, ...this.workers]
      .map((p) => p.log.join(''))
      .join('\n')
      .slice(-4000);
  }

  async close(): Promise<void> {
    await Promise.all([...this.apis, ...this.workers].map((p) => stop(p).catch(() => null)));
    await this.web.close();
  }
}
