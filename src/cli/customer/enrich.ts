import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { isApiError, type BulkInclude, type BulkLookupResult, type KeiretsuClient } from '@keiretsu/client';
import { Command, InvalidArgumentError } from 'commander';
import { readCsvRecords } from '../../lib/csv-read.js';
import { normalizeDomain } from '../../lib/domain.js';
import { enrichRow, openResumableOutput } from './enrich-output.js';
import { EnrichProgress } from './enrich-progress.js';
import { customerAction, customerClient, parseList, UsageError } from './session.js';

const INCLUDES: readonly BulkInclude[] = ['technologies', 'firmographics', 'partnerships'];
/** The bulk endpoint's batch (spec: Limits); a key with a lower ceiling is answered batch_too_large, and we shrink. */
const MAX_BATCH = 100;
/**
 * Entries of one batch, invalid ones included: invalid entries cost no request but travel with their batch so
 * that rows come out in input order; the bound keeps a file of nothing but invalid entries in small writes.
 */
const MAX_ENTRIES_PER_BATCH = 1000;

interface Entry {
  /** the normalized domain, or the entry as given when it is not a domain */
  domain: string;
  valid: boolean;
}

interface Options {
  in: string;
  out: string;
  column: string;
  include?: string;
  concurrency: number;
}

/**
 * `keiretsu enrich --in FILE.csv --out FILE.csv` (contracts section 10): the named column's domains, looked up in
 * batches of up to 100 with a few batches in flight, written in input order, a batch at a time. Each distinct
 * domain is written once: a domain repeated in the input is written at its first appearance, and a run over an
 * existing --out skips the domains already there, so a killed run is finished by running it again.
 */
export function enrichCommand(): Command {
  return new Command('enrich')
    .description('enrich a CSV of domains through the bulk lookup, resumably (KEIRETSU_URL, KEIRETSU_API_KEY)')
    .requiredOption('--in <file>', 'the input CSV, with a header row')
    .requiredOption('--out <file>', 'the output CSV; an existing one is resumed')
    .option('--column <name>', 'the input column holding the domains', 'domain')
    .option('--include <sections>', `comma-separated: ${INCLUDES.join(', ')}`, 'technologies,firmographics')
    .option('--concurrency <n>', 'batches in flight at once (1-16)', concurrency, 4)
    .action(customerAction(async (options: Options) => enrich(options)));
}

function concurrency(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 16) throw new InvalidArgumentError('expected a whole number from 1 to 16');
  return n;
}

async function enrich(options: Options): Promise<void> {
  const include = parseList(options.include, INCLUDES, '--include');
  await access(options.in).catch(() => {
    throw new UsageError(`cannot read --in ${options.in}`);
  });
  const progress = new EnrichProgress(options.out, process.stderr.isTTY ? await countRows(options.in, options.column) : undefined);
  const client = customerClient((event) => progress.rateLimited(event.waitMs));
  const output = await openResumableOutput(options.out);
  const state = { batchSize: MAX_BATCH };
  const inFlight: Promise<string>[] = [];
  try {
    progress.resumed(output.done.size);
    for await (const batch of batches(entries(options.in, options.column), output.done, state, progress)) {
      inFlight.push(lookupBatch(client, batch, include, state, progress));
      // A rejected batch is awaited in order below; until then, do not let it count as unhandled.
      inFlight.at(-1)!.catch(() => undefined);
      if (inFlight.length >= options.concurrency) await output.append(await inFlight.shift()!);
    }
    while (inFlight.length > 0) await output.append(await inFlight.shift()!);
    progress.finished();
  } finally {
    progress.stop();
    await output.close();
  }
}

/** The rows of one batch: one bulk lookup for its valid domains (split further if the key's ceiling is lower). */
async function lookupBatch(
  client: KeiretsuClient,
  batch: readonly Entry[],
  include: readonly BulkInclude[],
  state: { batchSize: number },
  progress: EnrichProgress,
): Promise<string> {
  const valid = batch.filter((e) => e.valid).map((e) => e.domain);
  const results = new Map<string, BulkLookupResult>();
  for (let i = 0; i < valid.length;) {
    const size = state.batchSize;
    try {
      const { body, credits } = await client.bulkLookup(valid.slice(i, i + size), include);
      for (const result of body.data) results.set(result.domain, result);
      progress.credits(credits.charged ?? 0, credits.remaining);
      i += size;
    } catch (err) {
      const max = isApiError(err, 'batch_too_large') ? err.body.max_batch_size : undefined;
      if (max === undefined || max < 1 || max >= size) throw err;
      state.batchSize = max;
    }
  }
  let rows = '';
  for (const entry of batch) {
    const result = entry.valid ? results.get(entry.domain) : undefined;
    const status = !entry.valid ? 'invalid' : result?.status === 'tracked' ? 'found' : 'not_found';
    progress.row(status);
    rows += enrichRow(entry.domain, status, result);
  }
  return rows;
}

/** The input column's entries, trimmed, blank ones left out. */
async function* entries(file: string, column: string): AsyncGenerator<Entry> {
  let index = -1;
  for await (const record of readCsvRecords(createReadStream(file))) {
    if (index < 0) {
      index = record.fields.findIndex((name) => name.trim().toLowerCase() === column.toLowerCase());
      if (index < 0)
        throw new UsageError(`${file} has no column "${column}" (its columns: ${record.fields.join(', ')}); name one with --column`);
      continue;
    }
    const raw = (record.fields[index] ?? '').trim();
    if (raw === '') continue;
    const domain = normalizeDomain(raw);
    yield domain ? { domain, valid: true } : { domain: raw, valid: false };
  }
  if (index < 0) throw new UsageError(`${file} is empty: it needs a header row with a "${column}" column`);
}

/** Batches of new entries: each distinct domain once, those already written skipped. */
async function* batches(
  source: AsyncIterable<Entry>,
  seen: Set<string>,
  state: { batchSize: number },
  progress: EnrichProgress,
): AsyncGenerator<Entry[]> {
  let batch: Entry[] = [];
  let valid = 0;
  for await (const entry of source) {
    if (seen.has(entry.domain)) {
      progress.skipped();
      continue;
    }
    seen.add(entry.domain);
    batch.push(entry);
    if (entry.valid) valid++;
    if (valid >= state.batchSize || batch.length >= MAX_ENTRIES_PER_BATCH) {
      yield batch;
      batch = [];
      valid = 0;
    }
  }
  if (batch.length > 0) yield batch;
}

/** Rows with an entry in the column, for the progress bar's total (a first pass over the file; terminals only). */
async function countRows(file: string, column: string): Promise<number | undefined> {
  let count = 0;
  try {
    for await (const _ of entries(file, column)) count++;
  } catch {
    return undefined; // the real pass reports the problem
  }
  return count;
}
