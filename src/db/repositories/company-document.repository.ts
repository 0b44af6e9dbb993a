import { prepared, type Database, type Queryable } from '../database.js';
import {
  COMPANY_CARD_COLUMNS,
  COMPANY_COLUMNS,
  targetCondition,
  type CompanyCardRow,
  type CompanyRow,
  type CompanyTarget,
} from './company.repository.js';
import { DETECTIONS_JSON, detectionRows, type DetectionRow, type DetectionsJson } from './company-technology.repository.js';
import { ISO_TIME, jsonObject } from './json-sql.js';
import { setTriggers } from './maintenance.repository.js';
import { PARTNER_ORDER } from './partnership.repository.js';

/**
 * Company documents (migration 0027): what a bulk lookup and an enrichment return of a company beyond its companies
 * row, stored and read by primary key. A document is used only when no mark names its company; otherwise, or when there is none,
 * the same columns are computed from the tables (the SQL below is the one definition of both).
 */

/** A company's card with its bulk sections: detections as DETECTIONS_JSON gives them, partners as PARTNER_ENTRY. */
export interface CompanyDocumentRow extends CompanyCardRow {
  detections: DetectionsJson;
  /** the partner entries of the response (JSON objects joined by commas), most recent first; null: none or not asked */
  partners: string | null;
  /** the listed partners' ids, for metering; null: none or not asked */
  partner_ids: number[] | null;
}

/** Partners per document: a page of GET /v1/companies/{identifier}/partnerships?limit=100. */
export const DOCUMENT_PARTNERS = 100;

const RECENT_FIRST = PARTNER_ORDER['-last_observed_at'];

/** The bulk lookup's partner entry (its PartnerEntrySchema, in that order), written by PostgreSQL. */
const PARTNER_ENTRY = jsonObject({
  partner_name: 'pl.partner_name',
  partner_domain: 'pl.partner_domain',
  partner_slug: 'pl.partner_slug',
  partnership_type: 'pl.partnership_type',
  first_observed_at: ISO_TIME('pl.first_observed_at'),
  last_observed_at: ISO_TIME('pl.last_observed_at'),
  observation_count: 'pl.observation_count',
});

/** The enrichment's partner entry (its route's schema; category and description reserved as null). */
const ENRICHMENT_ENTRY = jsonObject({
  partner_name: 'pl.partner_name',
  partner_domain: 'pl.partner_domain',
  partner_slug: 'pl.partner_slug',
  first_observed_at: ISO_TIME('pl.first_observed_at'),
  last_observed_at: ISO_TIME('pl.last_observed_at'),
  observation_count: 'pl.observation_count',
  category: 'NULL',
  description: 'NULL',
});

/**
 * `partners`, `partner_ids` and `enrichment_partners` of the company `id`: its DOCUMENT_PARTNERS most recently
 * observed partners, both directions, each pair merged by the partnership rule (docs/partnerships.md), in the
 * partner list's default order; NULL when it has none. One backward walk of partner_links_last_idx that stops after
 * DOCUMENT_PARTNERS rows: a hub's tens of thousands of links are never read. `entries` picks what to write.
 */
const PARTNERS = (id: string, entries: { bulk: boolean; enrichment: boolean }) => `LATERAL (
            SELECT ${entries.bulk ? `string_agg(l.entry, ',' ORDER BY ${RECENT_FIRST('l')})` : 'NULL::text'} AS partners,
                   ${entries.bulk ? `array_agg(l.partner_id ORDER BY ${RECENT_FIRST('l')})` : 'NULL::int[]'} AS partner_ids,
                   ${entries.enrichment ? `string_agg(l.enrichment_entry, ',' ORDER BY ${RECENT_FIRST('l')})` : 'NULL::text'} AS enrichment_partners
              FROM (SELECT pl.partner_id, pl.last_observed_at,
                           ${entries.bulk ? PARTNER_ENTRY : 'NULL'} AS entry,
                           ${entries.enrichment ? ENRICHMENT_ENTRY : 'NULL'} AS enrichment_entry
                      FROM partner_links pl WHERE pl.company_id = ${id}
                     ORDER BY ${RECENT_FIRST('pl')} LIMIT ${DOCUMENT_PARTNERS}) l) p`;

/**
 * The cards of these companies with their sections (absent: no such company), each from its document when one is
 * current, else computed: `technologies` and `partnerships` say which sections a computed row needs (the others
 * are null). Two statements at most: the documents, then the rest.
 */
export async function companyDocuments(
  db: Queryable,
  ids: readonly number[],
  sections: { technologies: boolean; partnerships: boolean },
): Promise<CompanyDocumentRow[]> {
  return currentElseComputed(
    ids,
    async (ids) =>
      (
        await db.query<CompanyDocumentRow>(
          prepared(`SELECT ${COMPANY_CARD_COLUMNS}, d.detections, d.partners, d.partner_ids
             FROM companies c JOIN company_documents d ON d.company_id = c.id
            WHERE c.id = ANY($1::int[]) AND ${CURRENT('c.id')}`),
          [ids],
        )
      ).rows,
    async (rest) =>
      (
        await db.query<CompanyDocumentRow>(
          prepared(`SELECT ${COMPANY_CARD_COLUMNS},
                  ${sections.technologies ? DETECTIONS_JSON('c.id') : 'NULL::json'} AS detections,
                  ${sections.partnerships ? 'p.partners, p.partner_ids' : 'NULL::text AS partners, NULL::int[] AS partner_ids'}
             FROM companies c${sections.partnerships ? ` CROSS JOIN ${PARTNERS('c.id', { bulk: true, enrichment: false })}` : ''}
            WHERE c.id = ANY($1::int[])`),
          [rest],
        )
      ).rows,
  );
}

/**
 * Company rows of a target with their detections (technologies and vendor-only relationships alike), in one
 * statement: a lookup with technologies makes one round trip, not two. The detections come from the company's
 * document when it is current, else from the tables (DETECTIONS_JSON, evaluated only then): one JSON array a company
 * (its rows, in no particular order, as [technology_id, vendor_id, detection_count, first_seen, last_seen]), with
 * timestamps formatted. Deliberately without joins to the catalogs: they are small and cached by the caller.
 */
export async function companyRowsWithDetections(
  db: Queryable,
  target: CompanyTarget,
): Promise<{ row: CompanyRow; detections: DetectionRow[] }[]> {
  if ('ids' in target && target.ids.length === 0) return [];
  const params: unknown[] = [];
  const r = await db.query<CompanyRow & { detections: DetectionsJson }>(
    prepared(`SELECT ${COMPANY_COLUMNS},
            CASE WHEN d.company_id IS NOT NULL AND ${CURRENT('c.id')} THEN d.detections
                 ELSE ${DETECTIONS_JSON('c.id')} END AS detections
       FROM companies c LEFT JOIN company_documents d ON d.company_id = c.id
      WHERE ${targetCondition('c.id', target, params)}`),
    params,
  );
  return r.rows.map(({ detections, ...row }) => ({ row, detections: detectionRows(row.id, detections) }));
}

/**
 * The enrichment's partner entries of these companies as JSON text, joined by commas, most recent first (absent: no
 * partners, or no such company), from their documents where current, else from partner_links. A batch of 100
 * companies is 100 strings for the server to pass on instead of some 1,600 rows to parse and serialize again.
 */
export async function enrichmentPartnerEntries(db: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  type Row = { id: number; json: string | null };
  const rows = await currentElseComputed(
    ids,
    async (ids) =>
      (
        await db.query<Row>(
          prepared(`SELECT d.company_id AS id, d.enrichment_partners AS json
             FROM company_documents d
            WHERE d.company_id = ANY($1::int[]) AND ${CURRENT('d.company_id')}`),
          [ids],
        )
      ).rows,
    async (rest) =>
      (
        await db.query<Row>(
          prepared(`SELECT f.id, p.enrichment_partners AS json
             FROM unnest($1::int[]) AS f(id) CROSS JOIN ${PARTNERS('f.id', { bulk: false, enrichment: true })}`),
          [rest],
        )
      ).rows,
  );
  const out = new Map<number, string>();
  for (const row of rows) if (row.json !== null) out.set(row.id, row.json);
  return out;
}

/** Whether the document of the company `id` is current: no mark names the company (a write since it was built). */
const CURRENT = (id: string) => `NOT EXISTS (SELECT 1 FROM company_document_marks m WHERE m.company_id = ${id})`;

/**
 * The rows of `ids` read from their current documents (`stored`), and those of the others computed from the tables
 * (`computed`, called only when some are left): a company without a current document, or with none at all.
 */
async function currentElseComputed<R extends { id: number }>(
  ids: readonly number[],
  stored: (ids: readonly number[]) => Promise<R[]>,
  computed: (rest: number[]) => Promise<R[]>,
): Promise<R[]> {
  if (ids.length === 0) return [];
  const rows = await stored(ids);
  if (rows.length === ids.length) return rows;
  const have = new Set(rows.map((r) => r.id));
  const rest = ids.filter((id) => !have.has(id));
  return rest.length === 0 ? rows : [...rows, ...(await computed(rest))];
}

/** Serializes document builders across processes (pg_try_advisory_xact_lock): an arbitrary constant. */
const BUILDER_LOCK = 7_202_611_271;

/**
 * Builds the documents of the `limit` oldest marks' companies and deletes those marks, in one transaction; returns
 * how many marks it consumed (0: none left, or another builder is at work). The marks are read first and the
 * documents built by a later statement, so from a snapshot that sees every write those marks stand for; a write the
 * snapshot does not see has a mark of its own, not read here, which stays. One builder at a time, so that a
 * document built from an older snapshot never replaces one built from a newer.
 */
export async function buildMarkedDocuments(
  db: Database,
  limit: number,
  /** runs after the documents are written and before the marks are deleted (tests commit a write there) */
  beforeMarksDeleted?: () => Promise<void>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const lock = await tx.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS ok', [BUILDER_LOCK]);
    if (!lock.rows[0]?.ok) return 0;
    const marks = await tx.query<{ id: string; company_id: number }>(
      `SELECT id, company_id FROM company_document_marks ORDER BY id LIMIT $1`,
      [limit],
    );
    if (marks.rows.length === 0) return 0;
    const companies = [...new Set(marks.rows.map((m) => m.company_id))].sort((a, b) => a - b);
    // The companies' rows first, in id order, as the documents' foreign key would lock them: a company deleted
    // meanwhile then waits for this transaction, or this one for it, instead of each holding what the other needs
    // (its document row, and its companies row).
    await tx.query(`SELECT count(*) FROM (SELECT 1 FROM companies WHERE id = ANY($1::int[]) ORDER BY id FOR KEY SHARE) locked`, [
      companies,
    ]);
    await writeDocuments(tx, companies);
    await beforeMarksDeleted?.();
    await tx.query(`DELETE FROM company_document_marks WHERE id = ANY($1::bigint[])`, [marks.rows.map((m) => m.id)]);
    return marks.rows.length;
  });
}

/** The documents of these companies written from their tables now (companies no longer there are skipped). */
export async function writeDocuments(db: Queryable, companyIds: readonly number[]): Promise<void> {
  await db.query(
    `INSERT INTO company_documents (company_id, detections, partners, partner_ids, enrichment_partners)
     SELECT c.id, ${DETECTIONS_JSON('c.id')}, p.partners, coalesce(p.partner_ids, '{}'), p.enrichment_partners
       FROM companies c CROSS JOIN ${PARTNERS('c.id', { bulk: true, enrichment: true })}
      WHERE c.id = ANY($1::int[])
     ON CONFLICT (company_id) DO UPDATE
        SET detections = EXCLUDED.detections, partners = EXCLUDED.partners, partner_ids = EXCLUDED.partner_ids,
            enrichment_partners = EXCLUDED.enrichment_partners`,
    [companyIds],
  );
}

/** Marks not yet built (an operator's gauge, and the benchmark's wait). */
export async function pendingDocumentMarks(db: Queryable): Promise<number> {
  const r = await db.query<{ n: string }>(`SELECT count(*) AS n FROM company_document_marks`);
  return Number(r.rows[0]?.n ?? 0);
}

/** The marking triggers of migration 0027, by table. */
const MARKING_TRIGGERS: Record<string, string[]> = {
  companies: ['companies_documents_insert'],
  detections: [
    'detections_documents_insert',
    'detections_documents_update',
    'detections_documents_delete',
    'detections_documents_truncate',
  ],
  vendor_detections: [
    'vendor_detections_documents_insert',
    'vendor_detections_documents_update',
    'vendor_detections_documents_delete',
    'vendor_detections_documents_truncate',
  ],
  partner_links: [
    'partner_links_documents_insert',
    'partner_links_documents_update',
    'partner_links_documents_delete',
    'partner_links_documents_truncate',
  ],
};

/**
 * Turns the marking triggers off or on: only for a load into an empty database (the demo), which writes every
 * document itself afterwards (writeAllDocuments). Captured for a COPY of 20 million detections, their transition
 * tables alone would be gigabytes. An interrupted load leaves them off; the next load's start turns them on again.
 */
export async function setMarkingTriggers(db: Queryable, enabled: boolean): Promise<void> {
  await setTriggers(db, MARKING_TRIGGERS, enabled);
}

/**
 * Every company's document, written in chunks of `chunk` ids, up to `concurrency` chunks at once (a fresh load: no
 * marks, no readers yet). On PostgreSQL each chunk in flight has a connection, and so a backend, of its own.
 */
export async function writeAllDocuments(
  db: Queryable,
  chunk: number,
  options: { concurrency?: number; onChunk?: (written: number) => void } = {},
): Promise<number> {
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const inFlight = new Set<Promise<void>>();
  let after = 0;
  let written = 0;
  try {
    for (;;) {
      const r = await db.query<{ id: number }>(`SELECT id FROM companies WHERE id > $1 ORDER BY id LIMIT $2`, [after, chunk]);
      if (r.rows.length === 0) break;
      const ids = r.rows.map((row) => row.id);
      after = ids[ids.length - 1]!;
      const write = writeDocuments(db, ids).then(() => {
        inFlight.delete(write);
        written += ids.length;
        options.onChunk?.(written);
      });
      inFlight.add(write);
      // A failed write stays in the set (the race below rethrows it); its rejection is handled from the start.
      write.catch(() => {});
      if (inFlight.size >= concurrency) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
  } finally {
    await Promise.allSettled(inFlight);
  }
  return written;
}
