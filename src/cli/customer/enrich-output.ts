import { createReadStream } from 'node:fs';
import { open, stat, truncate, type FileHandle } from 'node:fs/promises';
import type { BulkLookupResult } from '@keiretsu/client';
import { csvLine } from '../../lib/csv.js';
import { readCsvRecords } from '../../lib/csv-read.js';
import { UsageError } from './session.js';

/** The enrich output's columns (contracts section 10). */
export const ENRICH_COLUMNS = [
  'domain',
  'status',
  'name',
  'slug',
  'primary_domain',
  'country',
  'employee_range',
  'tech_count',
  'technologies',
  'partnership_count',
] as const;

export type EnrichStatus = 'found' | 'not_found' | 'invalid';

/** One output row: `domain` is the domain as the API normalizes it (an invalid entry as given). */
export function enrichRow(domain: string, status: EnrichStatus, result?: BulkLookupResult): string {
  if (status !== 'found' || !result?.company) return csvLine([domain, status, '', '', '', '', '', '', '', '']);
  return csvLine([
    domain,
    status,
    result.company.name,
    result.company.slug,
    result.company.primary_domain,
    result.firmographics?.country ?? '',
    result.firmographics?.employee_range ?? '',
    // technology_count counts the same entries as the technologies column lists (vendor-only ones included).
    result.technology_count,
    result.technologies.map((t) => t.tech_key).join(';'),
    result.partnership_count,
  ]);
}

export interface ResumableOutput {
  /** domains already in the file, from an earlier run */
  done: Set<string>;
  /** appends rows, in one write, so that a kill leaves whole batches and at most one torn last line */
  append(rows: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens the output for appending, after reading what an earlier run wrote: the domains already there are
 * skipped by this run, and a last line torn by a kill mid-write is cut away (its domain is then looked up
 * again), so that each domain ends up in the file exactly once. A new or empty file gets the header.
 */
export async function openResumableOutput(path: string): Promise<ResumableOutput> {
  const done = new Set<string>();
  const size = await stat(path).then(
    (s) => s.size,
    () => 0,
  );
  let keep = 0;
  if (size > 0) {
    let header = true;
    for await (const record of readCsvRecords(createReadStream(path))) {
      if (!record.terminated) break;
      if (header) {
        if (record.fields.join(',') !== ENRICH_COLUMNS.join(',')) {
          throw new UsageError(
            `${path} exists and is not an enrich output (its header is not ${ENRICH_COLUMNS.join(',')}); choose another --out`,
          );
        }
        header = false;
      } else if (record.fields[0]) done.add(record.fields[0]);
      keep = record.end;
    }
    if (keep < size) await truncate(path, keep);
  }
  const handle: FileHandle = await open(path, 'a');
  if (keep === 0) await handle.appendFile(csvLine(ENRICH_COLUMNS));
  return {
    done,
    append: (rows) => handle.appendFile(rows),
    close: () => handle.close(),
  };
}
