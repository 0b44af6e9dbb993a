import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { Database, Queryable } from '../db/database.js';
import { readLines } from '../lib/ndjson-lines.js';
import type { DataVersion } from '../infra/cache/data-version.js';
import { bumpDataVersion } from '../db/repositories/data-version.repository.js';
import { recountPendingCompanies, refreshPopularity } from '../db/repositories/derived.repository.js';
import { DERIVED_FROM_IMPORTS, IMPORTED_TABLES } from '../db/repositories/import.repository.js';
import { vacuumAnalyze } from '../db/repositories/maintenance.repository.js';
import { isDatabaseUnavailable, isStorageFailure, isTransientConflict } from '../db/unavailable.js';
import { applyBatch, nameFromDomain } from './apply-batch.js';
import { slugify } from '../lib/slug.js';
import { companyIdsByDomains } from '../db/repositories/company.repository.js';
import { parseRecord, RecordError, type ImportRecord } from './records.js';

export interface ImportResult {
  imported: { companies: number; technologies: number; detections: number; partnerships: number; related: number };
  /** the first MAX_REPORTED_REJECTIONS rejected lines, in line order */
  rejected: { line: number; error: string }[];
  /** every rejected line, also those past the reported ones */
  rejected_total: number;
}

export interface ImportProgress {
  lines: number;
  bytes: number;
  rejected: number;
}

// A batch is one transaction: large enough that the set-based statements amortise their round trips,
// small enough that a failed batch retried line by line stays quick and a transaction stays short.
const BATCH_SIZE = 1000;
// A bad 1 GB file must not answer with a 1 GB rejection list.
const MAX_REPORTED_REJECTIONS = 1000;
// A batch aborted by a concurrent writer (a deadlock) runs again up to this many times, after about 50, 100, 150 ms.
const CONFLICT_RETRIES = 3;
const CONFLICT_PAUSE_MS = 50;
const MAX_LINE_BYTES = 1 << 20;
// During a long import, the companies' figures and technology and vendor popularity are recounted this often (and
// at its end).
const POPULARITY_REFRESH_MS = 60_000;
// Companies recounted in one transaction of refreshDerived: a short transaction, its rows locked only for it.
const RECOUNT_CHUNK = 5000;
// Recount transactions run at once: a recount is the database's work alone (one core a transaction), and marks one
// transaction holds are skipped by the others. Two, for the two cores a small deployment has; the embedded engine
// has one connection, where they take turns.
const RECOUNT_WORKERS = 2;
// Batches of companies, detections or partnerships applied at once on PostgreSQL (see mayOverlap): the database's
// work is one core a transaction. The embedded engine has one connection, where they would only take turns.
const CONCURRENT_BATCHES = 2;
const TYPE_ORDER: Record<ImportRecord['type'], number> = { technology: 0, company: 1, related: 2, detection: 3, partnership: 4 };
// The embedded PGlite has no autovacuum. After an import of at least this many records, the import does its work
// on the tables it wrote (see maintainEmbedded); a smaller one leaves it to the next large one.
const EMBEDDED_MAINTENANCE_MIN_RECORDS = BATCH_SIZE;

/** NDJSON import (contracts section 3): streamed, idempotent, each line applied whole or rejected with its number. */
export class ImportService {
  private readonly concurrentBatches: number;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
    private readonly dataVersion?: DataVersion,
    /** batches applied at once at most (see mayOverlap); 1 applies them one after the other */
    options: { concurrentBatches?: number } = {},
  ) {
    // The embedded engine has one connection, where batches would only take turns.
    this.concurrentBatches = db.engine === 'postgres' ? (options.concurrentBatches ?? CONCURRENT_BATCHES) : 1;
  }

  /**
   * Recounts what imports marked: the figures of the companies they touched (migration 0023), in transactions of
   * RECOUNT_CHUNK companies (RECOUNT_WORKERS at once), then the popularity of the technologies and vendors
   * (migration 0006), which reads the companies' vendor_usage rows. Each transaction raises the data version: the
   * figures order and filter searches and lists. Runs during and at the end of every import, and at every start for
   * what a crashed import left. A transaction aborted by a concurrent writer runs again, as an import batch does.
   * Returns how many companies, technologies and vendors it recounted.
   */
  async refreshDerived(): Promise<number> {
    // RECOUNT_WORKERS transactions at once, each on marks the others skip (recountPendingCompanies).
    const worker = async (): Promise<number> => {
      let total = 0;
      for (;;) {
        const count = await this.recountOnce('company figures recount', async (tx) => {
          const companies = await recountPendingCompanies(tx, RECOUNT_CHUNK);
          return { count: companies.length, companies };
        });
        total += count;
        if (count < RECOUNT_CHUNK) return total;
      }
    };
    const counts = await Promise.all(Array.from({ length: RECOUNT_WORKERS }, worker));
    // The popularity recount writes the catalogue alone: the companies it changed are none.
    const popularity = async (tx: Queryable) => ({ count: await refreshPopularity(tx), companies: [] });
    return counts.reduce((a, b) => a + b, 0) + (await this.recountOnce('popularity recount', popularity));
  }

  /**
   * One transaction of refreshDerived: its count, and the data version raised when it recounted anything, with the
   * companies it changed, so that caches keep what they hold about the others (bumpDataVersion).
   */
  private async recountOnce(
    what: string,
    recount: (tx: Queryable) => Promise<{ count: number; companies: readonly number[] }>,
  ): Promise<number> {
    const { count, bumped } = await this.transactionRetried(what, {}, async (tx) => {
      const { count, companies } = await recount(tx);
      return { count, bumped: count > 0 ? await bumpDataVersion(tx, companies) : undefined };
    });
    if (bumped) this.dataVersion?.observe(bumped.version, bumped.change);
    return count;
  }

  /**
   * One transaction, run again when the database refused it only because of a concurrent writer: writers sharing
   * rows (two imports, an import and a crawl's apply, a rename) can deadlock, and PostgreSQL then aborts one of them
   * although nothing in it is at fault. After a short random pause, at most CONFLICT_RETRIES times.
   */
  private async transactionRetried<T>(what: string, fields: object, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.db.transaction(fn);
      } catch (err) {
        if (!isTransientConflict(err) || attempt >= CONFLICT_RETRIES) throw err;
        this.logger.info({ err, ...fields, attempt: attempt + 1 }, `${what} met a concurrent writer; running it again`);
        await sleep(CONFLICT_PAUSE_MS * (1 + attempt) * (0.5 + Math.random()));
      }
    }
  }

  async importStream(input: Readable | AsyncIterable<Buffer | string>, onProgress?: (p: ImportProgress) => void): Promise<ImportResult> {
    const result: ImportResult = {
      imported: { companies: 0, technologies: 0, detections: 0, partnerships: 0, related: 0 },
      rejected: [],
      rejected_total: 0,
    };
    // Lines refused while parsing wait here until the batch around them is applied, so that the report
    // stays in line order.
    let pending: { line: number; error: string }[] = [];
    const reject = (line: number, error: string): void => void pending.push({ line, error });
    let batch: ImportRecord[] = [];
    let keys = new Set<string>();
    let bytes = 0;
    let lines = 0;
    let recounted = Date.now();
    // Batches being applied, oldest first: each settles into a function that reports its outcome (or throws its
    // error), called in this order, so that rejections stay in line order and a failure is never an unhandled
    // rejection while the next batch is parsed.
    const applying: { report: Promise<() => void>; footprint: Footprint | undefined }[] = [];
    const settleOldest = async (): Promise<void> => (await applying.shift()!.report)();
    const flush = async (): Promise<void> => {
      const parsed = pending;
      const records = batch;
      const recordKeys = keys;
      const progress = { lines, bytes };
      pending = [];
      batch = [];
      keys = new Set();
      // Up to concurrentBatches batches are applied at once on PostgreSQL when each may overlap the others
      // (mayOverlap); any other batch waits for every batch before it.
      const footprint = this.concurrentBatches > 1 ? await footprintOf(this.db, records, recordKeys) : undefined;
      while (
        applying.length > 0 &&
        (!footprint ||
          applying.length >= this.concurrentBatches ||
          applying.some((a) => !a.footprint || !mayOverlap(a.footprint, footprint)))
      ) {
        await settleOldest();
      }
      if (Date.now() - recounted > POPULARITY_REFRESH_MS) {
        while (applying.length > 0) await settleOldest();
        await this.refreshDerived();
        recounted = Date.now();
      }
      const report = (rejected: { line: number; error: string }[]) => (): void => {
        for (const r of rejected.sort((a, b) => a.line - b.line)) {
          result.rejected_total++;
          if (result.rejected.length < MAX_REPORTED_REJECTIONS) result.rejected.push(r);
        }
        onProgress?.({ ...progress, rejected: result.rejected_total });
      };
      if (records.length === 0) return report(parsed)();
      applying.push({
        footprint,
        report: this.applyWithFallback(records).then(
          (outcome) => {
            for (const [type, n] of outcome.applied) result.imported[COUNTER[type]] += n;
            return report([...parsed, ...outcome.rejected]);
          },
          (err: unknown) => () => {
            throw err;
          },
        ),
      });
    };
    try {
      for await (const line of readLines(input, MAX_LINE_BYTES)) {
        lines = line.number;
        // A file of nothing but bad lines must not pile its rejections up in memory.
        if (pending.length >= BATCH_SIZE) await flush();
        bytes += line.text.length + 1;
        if (line.tooLong) {
          reject(line.number, `line longer than ${MAX_LINE_BYTES} bytes`);
          continue;
        }
        if (line.text.trim() === '') continue;
        let record: ImportRecord;
        try {
          record = parseRecord(line.text, line.number);
        } catch (err) {
          if (!(err instanceof RecordError)) throw err;
          reject(line.number, err.message);
          continue;
        }
        const key = recordKey(record);
        const last = batch[batch.length - 1];
        // Keep the batch in file order by type and free of repeated keys, so that set-based application
        // equals line-by-line application (see applyBatch).
        if (batch.length >= BATCH_SIZE || keys.has(key) || (last && TYPE_ORDER[last.type] > TYPE_ORDER[record.type])) await flush();
        batch.push(record);
        keys.add(key);
      }
      await flush();
      while (applying.length > 0) await settleOldest();
    } finally {
      // A batch still being applied when the import stopped ends first (its outcome no longer matters).
      await Promise.all(applying.map((a) => a.report));
      // What the applied batches marked is recounted now, also when the import stops on an error; if that
      // fails, the marks stay for the next import or start.
      await this.refreshDerived().catch((err: unknown) => this.logger.error({ err }, 'recount of derived figures failed; will retry'));
    }
    if (Object.values(result.imported).reduce((a, b) => a + b, 0) >= EMBEDDED_MAINTENANCE_MIN_RECORDS) await this.maintainEmbedded();
    return result;
  }

  /**
   * On the embedded engine, what autovacuum does on PostgreSQL: statistics for the planner (a table filled by
   * imports has none until ANALYZE), the pending list of the name trigram index merged (every name search scans
   * it), the visibility map that index-only reads need, and the row versions left by the recomputed figures
   * reclaimed. Measured after importing 20,000 companies with 60,000 detections (80,000 lines, 12 s): the VACUUM
   * took 0.62 s, and then a vendor page's order query went from 40.6 to 24.6 ms, 500 technology page items from
   * 19.0 to 12.3 ms, 100 companies' detections from 8.9 to 3.5 ms. VACUUM visits only pages changed since the
   * last one and ANALYZE reads a bounded sample. It is upkeep: a failure is logged, and the import stands.
   */
  private async maintainEmbedded(): Promise<void> {
    if (this.db.engine !== 'pglite') return;
    const started = Date.now();
    try {
      await vacuumAnalyze(this.db, [...IMPORTED_TABLES, ...DERIVED_FROM_IMPORTS]);
      this.logger.info({ ms: Date.now() - started }, 'embedded database vacuumed and analyzed after the import');
    } catch (err) {
      this.logger.error({ err }, 'VACUUM (ANALYZE) after the import failed');
    }
  }

  /** One transaction for the batch (see transactionRetried); a batch still refused then goes line by line. */
  private applyOnce(batch: ImportRecord[]): Promise<Awaited<ReturnType<typeof applyBatch>>> {
    return this.transactionRetried('import batch', { lines: batch.length }, (tx) => applyBatch(tx, batch, { companyFigures: 'later' }));
  }

  /** Applies a batch in one transaction; if the database refuses it, retries line by line to isolate the culprit. */
  private async applyWithFallback(
    batch: ImportRecord[],
  ): Promise<{ applied: Map<ImportRecord['type'], number>; rejected: { line: number; error: string }[] }> {
    try {
      const outcome = await this.applyOnce(batch);
      // Committed: this process's caches drop older data before the next read (others poll).
      if (outcome.dataVersion) this.dataVersion?.observe(outcome.dataVersion);
      return outcome;
    } catch (err) {
      // A database that stopped, or that cannot write (a full disk), refuses every line alike: the import stops here.
      if (isDatabaseUnavailable(err) || isStorageFailure(err)) throw err;
      if (batch.length === 1) {
        this.logger.debug({ err, line: batch[0]!.line }, 'import line refused by the database');
        return { applied: new Map(), rejected: [{ line: batch[0]!.line, error: `refused by the database: ${(err as Error).message}` }] };
      }
      const applied = new Map<ImportRecord['type'], number>();
      const rejected: { line: number; error: string }[] = [];
      for (const record of batch) {
        const one = await this.applyWithFallback([record]);
        for (const [t, n] of one.applied) applied.set(t, (applied.get(t) ?? 0) + n);
        rejected.push(...one.rejected);
      }
      return { applied, rejected };
    }
  }
}

const COUNTER = {
  technology: 'technologies',
  company: 'companies',
  related: 'related',
  detection: 'detections',
  partnership: 'partnerships',
} as const;

/**
 * What decides whether a batch may be applied beside others (see mayOverlap): the keys of the rows it writes
 * (recordKey), the domains and slug families (slugKey) it names, and of those the ones it may create: all of a
 * company batch's; for partnerships, the partners no company had when it was submitted, with their slug families.
 */
interface Footprint {
  kind: 'company' | 'detection' | 'partnership';
  keys: Set<string>;
  domains: Set<string>;
  unknown: Set<string>;
}

/**
 * The footprint of a batch that may be applied beside others: companies alone, detections alone, or partnerships
 * alone. Any other batch (technologies, related records, or a mix) is applied alone: undefined.
 */
async function footprintOf(db: Queryable, records: readonly ImportRecord[], keys: Set<string>): Promise<Footprint | undefined> {
  const kind = records[0]?.type;
  if ((kind !== 'company' && kind !== 'detection' && kind !== 'partnership') || records.some((r) => r.type !== kind)) return undefined;
  if (kind === 'detection') return { kind, keys, domains: new Set(), unknown: new Set() };
  if (kind === 'company') {
    // Every domain and slug it names, as ones it may create: a company's domains are claimed in company_domains, and
    // a slug chosen here is one the other batch cannot see until it commits.
    const domains = new Set<string>();
    for (const r of records) {
      if (r.type !== 'company') continue;
      for (const d of [r.primaryDomain, ...r.domains]) domains.add(d);
      domains.add(slugKey(r.slug ?? slugify(r.name)));
    }
    return { kind, keys, domains, unknown: domains };
  }
  const partnerships = records.filter((r) => r.type === 'partnership');
  const domains = new Set(partnerships.flatMap((r) => [r.company, r.partner]));
  const known = await companyIdsByDomains(db, [...domains]);
  const unknown = new Set([...domains].filter((d) => !known.has(d)));
  // A company it would create takes a slug from its name: two batches creating namesakes at once would race for
  // the same slug (the loser's then carries its domain), where one after the other gives name, name-2.
  for (const r of partnerships) {
    if (!unknown.has(r.partner)) continue;
    const slug = slugKey(slugify(r.partnerName ?? nameFromDomain(r.partner)));
    unknown.add(slug);
    domains.add(slug);
  }
  return { kind, keys, domains, unknown };
}

/**
 * A slug's family: without its numeric suffixes (acme-2-3 -> acme), since a batch choosing a suffix for acme may
 * take acme-2, the slug another batch's name or explicit slug asks for.
 */
const slugKey = (slug: string): string => `slug:${slug.replace(/(-\d+)+$/, '')}`;

/**
 * Two batches may be applied at once, in either order, with the result of applying them one after the other: they
 * are of one kind and write no row in common; neither names a domain or a slug family the other may create (for
 * companies: any it names; for partnerships: partners no company had, which it creates, or a company it would find
 * only once the other created it). Batches of detections create nothing and read only what earlier batches
 * committed. What they share besides (companies' and popularity marks, partner links of one pair, the data version)
 * is written in one order or under a lock per pair, so they wait for each other there and do not deadlock (crawl
 * applies rely on the same).
 */
function mayOverlap(a: Footprint, b: Footprint): boolean {
  const meets = (x: Set<string>, y: Set<string>): boolean => {
    const [small, large] = x.size < y.size ? [x, y] : [y, x];
    return [...small].some((k) => large.has(k));
  };
  return a.kind === b.kind && !meets(a.keys, b.keys) && !meets(a.unknown, b.domains) && !meets(b.unknown, a.domains);
}

function recordKey(r: ImportRecord): string {
  switch (r.type) {
    case 'technology':
      return `t:${r.techKey}`;
    case 'company':
      return `c:${r.primaryDomain}`;
    case 'related':
      return `r:${r.company}:${r.relatedName}:${r.relationship}`;
    case 'detection':
      return `d:${r.company}:${r.techKey ?? 'v:' + r.vendorDomain}`;
    case 'partnership':
      return `p:${r.company}:${r.partner}`;
  }
}
