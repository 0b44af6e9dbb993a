import { prepared, type Queryable } from '../database.js';

import { setTriggers } from './maintenance.repository.js';
import { PARTNERSHIP_TYPES, type PartnershipType } from './partnership.repository.js';

export type CompanySort = 'partnership_count' | '-partnership_count' | 'name' | '-name';

/** How q matches a name: as a substring (or word start when short), or as a close match of a word (typos). */
export type TextMode = 'contains' | 'similar';

/** The filters of GET /v1/companies, already validated and resolved. */
export interface CompanyFilter {
  /** text over the name; matched case- and accent-insensitively */
  q?: string;
  textMode?: TextMode;
  /** only companies partnering with this company, either direction */
  partnerOf?: number;
  /**
   * only partnerships of these (merged) types: with partnerOf, the partnership with it; else any of the
   * company's.
   */
  types?: readonly PartnershipType[];
  countMin?: number;
  countMax?: number;
  hasPartnerPage?: boolean;
}

// Below three characters a name has no trigram to look up, so short text matches word starts instead.
export const TRIGRAM_MIN = 3;

/** The folded name, as the trigram index companies_name_trgm_idx holds it. */
const FOLDED_NAME = 'keiretsu_fold(c.name)';

/**
 * Whether a filter narrows the companies down through an index of its own (name trigrams, or one company's
 * partners). Such a search reads every match and sorts them; any other walks an index in the requested
 * order and stops at the page, which is what a filter that keeps a large share of companies needs.
 */
export function isSelective(f: CompanyFilter): boolean {
  return f.partnerOf !== undefined || (f.q !== undefined && [...f.q].length >= TRIGRAM_MIN);
}

/** WHERE clause and parameters of a filter. Parameters are numbered from 1 in the order they are pushed. */
export function filterSql(f: CompanyFilter, params: unknown[] = []): string {
  const p = (v: unknown) => `$${params.push(v)}`;
  const conditions: string[] = [];
  if (f.q !== undefined) conditions.push(textCondition(f.q, f.textMode ?? 'contains', p));
  const types = f.types && f.types.length < PARTNERSHIP_TYPES.length ? f.types : undefined;
  if (f.partnerOf !== undefined) {
    // partner_links holds each partnership from both sides, merged (docs/partnerships.md): one index range.
    const typed = types ? ` AND pl.partnership_type = ANY(${p(types)}::text[])` : '';
    conditions.push(`c.id IN (SELECT pl.partner_id FROM partner_links pl WHERE pl.company_id = ${p(f.partnerOf)}${typed})`);
  } else if (types) {
    // A company's partners by merged type are counted in partner_type_counts: one row to read, not a join.
    const any = PARTNERSHIP_TYPES.filter((t) => types.includes(t))
      .map((t) => `t.${t} > 0`)
      .join(' OR ');
    conditions.push(`EXISTS (SELECT 1 FROM partner_type_counts t WHERE t.company_id = c.id AND (${any}))`);
  } else if (f.types) {
    // Every type asked for: a company with any partnership, which the stored count answers without a join.
    conditions.push('c.partnership_count > 0');
  }
  if (f.countMin !== undefined) conditions.push(`c.partnership_count >= ${p(f.countMin)}`);
  if (f.countMax !== undefined) conditions.push(`c.partnership_count <= ${p(f.countMax)}`);
  if (f.hasPartnerPage !== undefined) conditions.push(`c.has_partner_page = ${p(f.hasPartnerPage)}`);
  return conditions.length > 0 ? conditions.join(' AND ') : 'true';
}

/**
 * Name text, over the folded name (keiretsu_fold: lowercase, accents removed), each form answered by the
 * trigram index on it. contains: a substring; text under three characters, the start of the name or of a word
 * after a space (the trigram index keeps word-start trigrams, so this stays an index scan). similar: a word of
 * the name is close to the text (trigram word similarity >= pg_trgm's 0.6), e.g. a typo.
 *
 * keiretsu_fold costs microseconds a row (unaccent), which dominates a walk of the sort index over a frequent
 * word. An ASCII name folds to its lowercase, so the same test on lower(name) rules out most rows first; names
 * with other characters always go on to the exact test. PostgreSQL evaluates the cheaper condition first.
 */
export function textCondition(q: string, mode: TextMode, p: (v: unknown) => string): string {
  if (mode === 'similar') return `${FOLDED_NAME} %> keiretsu_fold(${p(q)})`;
  const { op, pattern } = containsPattern(q, p);
  return `${FOLDED_NAME} ${op} (${pattern}) AND (octet_length(c.name) <> length(c.name) OR lower(c.name) ${op} (${pattern}))`;
}

/**
 * contains, as an operator and a pattern to test a folded name with (`folded_name op (pattern)`): a substring, or
 * under three characters the start of the name or of a word after a space.
 */
export function containsPattern(q: string, p: (v: unknown) => string): { op: 'LIKE' | '~'; pattern: string } {
  const short = [...q].length < TRIGRAM_MIN;
  // Escaped after folding: unaccent turns some characters into LIKE or regex syntax ("\u2216" -> "\\").
  const folded = `keiretsu_fold(${p(q)})`;
  const pattern = short ? `'(^| )' || regexp_replace(${folded}, '([.^$|?*+(){}]|\\[|\\]|\\\\)', '\\\\\\1', 'g')` : likeContaining(folded);
  return { op: short ? '~' : 'LIKE', pattern };
}

/** A LIKE pattern matching text that contains the value of the SQL expression `text`: its %, _ and \\ are literal. */
export const likeContaining = (text: string) => `'%' || replace(replace(replace(${text}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;

/**
 * A name folded as keiretsu_fold folds it, as a value (a stored search column). An ASCII name folds to its lowercase
 * (textCondition's shortcut, as a value), so only the others pay for unaccent: a list rebuild of 100,000 members
 * would otherwise spend half a second in it.
 */
export const foldedName = (name: string) =>
  `CASE WHEN octet_length(${name}) = length(${name}) THEN lower(${name}) ELSE keiretsu_fold(${name}) END`;

/** ORDER BY of each sort over a relation `alias`. Ties go by id, in the direction an index on (column, id) walks. */
function orderBy(sort: CompanySort, alias: string): string {
  const order: Record<CompanySort, string> = {
    '-partnership_count': `${alias}.partnership_count DESC, ${alias}.id`,
    partnership_count: `${alias}.partnership_count, ${alias}.id DESC`,
    name: `${alias}.name, ${alias}.id`,
    '-name': `${alias}.name DESC, ${alias}.id DESC`,
  };
  return order[sort];
}

/** The ids of one page, in order, walking the sort's index and stopping at the page (for broad filters). */
export async function searchPage(db: Queryable, f: CompanyFilter, sort: CompanySort, offset: number, limit: number): Promise<number[]> {
  const params: unknown[] = [];
  const where = filterSql(f, params);
  const r = await db.query<{ id: number }>(
    `SELECT c.id FROM companies c WHERE ${where} ORDER BY ${orderBy(sort, 'c')} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, limit, offset],
  );
  return r.rows.map((row) => row.id);
}

/**
 * One page and the total in one query, for selective filters: every match is read through the filter's own
 * index and sorted (the OFFSET 0 keeps the planner from walking the sort's index instead, which for a rare
 * match would visit most companies). The total is null when the page is past the end.
 */
export async function searchMatches(
  db: Queryable,
  f: CompanyFilter,
  sort: CompanySort,
  offset: number,
  limit: number,
): Promise<{ ids: number[]; total: number | null }> {
  const params: unknown[] = [];
  const where = filterSql(f, params);
  const r = await db.query<{ id: number; total: number }>(
    `SELECT h.id, count(*) OVER ()::int AS total
       FROM (SELECT c.id, c.name, c.partnership_count FROM companies c WHERE ${where} OFFSET 0) h
      ORDER BY ${orderBy(sort, 'h')} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, limit, offset],
  );
  return { ids: r.rows.map((row) => row.id), total: r.rows[0]?.total ?? null };
}

/**
 * Most words a word search reads (wordsContaining): text found in more words of names is searched through the
 * trigram index instead. Up to WORD_MERGE_MAX words, a page merges their index ranges; past it, planning the merge
 * costs more than reading each word's first matches and sorting them (measured on the 1,000,000-company demo: about
 * 90 µs a word to plan and start a range; "tech", 6 words of 30,834 matches: merged 0.4 ms, every match sorted 16
 * ms; "works", 104 words of 31,835 matches: merged 9.4 ms, every match sorted 9.7 ms, each word's first 70 sorted
 * 2.7 ms).
 */
const WORDS_MAX = 1000;
const WORD_MERGE_MAX = 32;

/**
 * The tables of name words (migration 0021), which triggers on companies write whatever wrote the companies: vacuumed
 * with the tables a bulk write touched, since their pages are read index-only.
 */
export const NAME_WORD_TABLES = ['company_name_words', 'name_words'] as const;

/**
 * The triggers on companies that write the name words (migration 0021): a bulk load turns them off and writes every
 * company's words once, after its figures (writeAllNameWords). On, the figures' UPDATE of 1,000,000 companies
 * ran one row trigger a company whose partnership_count it set, each an UPDATE of that company's words through
 * their indexes: the statement took 57 s with them, 20 s without (docs/benchmarks-demo-load.md).
 */
const NAME_WORD_TRIGGERS = { companies: ['companies_name_words_inserted', 'companies_name_words_changed'] };

export async function setNameWordTriggers(db: Queryable, enabled: boolean): Promise<void> {
  await setTriggers(db, NAME_WORD_TRIGGERS, enabled);
}

/**
 * Every company's name words, as the triggers would have written them, in one statement in the index's order, and
 * the words name_words does not list yet. For a load whose companies have no words yet (their triggers off).
 */
export async function writeAllNameWords(db: Queryable): Promise<number> {
  const r = await db.query(
    `INSERT INTO company_name_words (word, company_id, partnership_count)
     SELECT w.word, c.id, c.partnership_count FROM companies c, keiretsu_name_words(c.name) w(word)
      ORDER BY 1, 3 DESC, 2`,
  );
  await db.query(
    `INSERT INTO name_words (word)
     SELECT DISTINCT word FROM company_name_words cw WHERE NOT EXISTS (SELECT 1 FROM name_words v WHERE v.word = cw.word)
      ORDER BY 1`,
  );
  return r.rowCount ?? 0;
}

/** The sorts a page by name words is kept in (company_name_words_order_idx, either direction). */
export const WORD_SORTS: readonly CompanySort[] = ['-partnership_count', 'partnership_count'];

// Unnamed, as every statement whose plan depends on a LIKE pattern (ARCHITECTURE.md). The word pages and counts
// below are prepared: their plan is the same whatever the word (an index range), and planning cost more than
// running them (one word's page at offset 480: 0.13 ms a call prepared, 0.19-0.27 ms planned each time).
const WORDS_CONTAINING = `SELECT CASE WHEN length(f) >= ${TRIGRAM_MIN} AND f !~ '\\s'
                 THEN ARRAY(SELECT DISTINCT w.word FROM name_words w WHERE w.word LIKE ${likeContaining('f')} LIMIT $2) END AS words
       FROM (SELECT keiretsu_fold($1) AS f) q`;

/**
 * The words of company names (name_words, migration 0021) that contain q as the search folds it, when q can be
 * looked up by word: folded, three characters or more and no white space (such text is in a name exactly when it
 * is in one of the name's words). Undefined when it cannot, or when more than `max` words contain it.
 */
export async function wordsContaining(db: Queryable, q: string, max = WORDS_MAX): Promise<string[] | undefined> {
  const r = await db.query<{ words: string[] | null }>(WORDS_CONTAINING, [q, max + 1]);
  const words = r.rows[0]?.words ?? null;
  return words && words.length <= max ? words : undefined;
}

/** ORDER BY of a word page: as orderBy's, over company_name_words' columns. */
const wordOrder = (sort: CompanySort) =>
  sort === '-partnership_count' ? 'partnership_count DESC, company_id' : 'partnership_count, company_id DESC';

/**
 * One page of the companies whose names have one of `words` (wordsContaining), in a sort of WORD_SORTS. One word:
 * its range of company_name_words_order_idx. A few: their ranges merged in order (each branch ordered, so that
 * PostgreSQL merges index scans, Merge Append), a company in two of them kept once. Many: the first n matches of
 * each word's range (no word gives more than n to the first n of all), sorted (a top-N sort), then kept once; when
 * companies met twice leave fewer than the page needs and more matches are left, read again with twice as many.
 * Each word's range stops at n, where `word = ANY(...)` read and sorted every match ("works", 104 words: page 1
 * 11.3 -> 2.7 ms, page 25 13.3 -> 4.4 ms; "data", 509 words: 4.2 -> 2.2 and 8.7 -> 3.1 ms, EXPLAIN ANALYZE).
 */
export async function wordPage(
  db: Queryable,
  words: readonly string[],
  sort: CompanySort,
  offset: number,
  limit: number,
): Promise<number[]> {
  const order = wordOrder(sort);
  const once = `SELECT DISTINCT ON (partnership_count, company_id) partnership_count, company_id`;
  if (words.length > WORD_MERGE_MAX) {
    for (let n = offset + limit + 50; ; n *= 2) {
      const r = await db.query<{ read: number; kept: number; ids: number[] }>(
        prepared(`WITH top AS (SELECT t.partnership_count, t.company_id FROM unnest($1::text[]) w(word),
                         LATERAL (SELECT partnership_count, company_id FROM company_name_words cw WHERE cw.word = w.word
                                   ORDER BY ${order} LIMIT $2) t
                       ORDER BY ${order} LIMIT $2),
              kept AS (${once} FROM top ORDER BY ${order})
         SELECT (SELECT count(*) FROM top)::int AS read, (SELECT count(*) FROM kept)::int AS kept,
                ARRAY(SELECT company_id FROM kept ORDER BY ${order} LIMIT $3 OFFSET $4) AS ids`),
        [words, n, limit, offset],
      );
      const { read, kept, ids } = r.rows[0]!;
      if (read < n || kept >= offset + limit) return ids;
    }
  }
  const params: unknown[] = [];
  const range = (w: string) => `SELECT partnership_count, company_id FROM company_name_words WHERE word = $${params.push(w)}`;
  const rows =
    words.length === 1
      ? range(words[0]!)
      : `${once} FROM (${words.map((w) => `(${range(w)} ORDER BY ${order})`).join(' UNION ALL ')}) u ORDER BY ${order}`;
  const r = await db.query<{ id: number }>(
    prepared(`SELECT company_id AS id FROM (${rows}) x ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`),
    [...params, limit, offset],
  );
  return r.rows.map((row) => row.id);
}

/** How many companies have one of `words` in their name. */
export async function wordCount(db: Queryable, words: readonly string[]): Promise<number> {
  const r = await db.query<{ n: number }>(
    prepared(
      words.length === 1
        ? `SELECT count(*)::int AS n FROM company_name_words WHERE word = $1`
        : `SELECT count(DISTINCT company_id)::int AS n FROM company_name_words WHERE word = ANY($1::text[])`,
    ),
    [words.length === 1 ? words[0] : words],
  );
  return r.rows[0]?.n ?? 0;
}

/** How many companies match. */
export async function searchCount(db: Queryable, f: CompanyFilter): Promise<number> {
  const params: unknown[] = [];
  const r = await db.query<{ n: number }>(countSql(f, params), params);
  return r.rows[0]?.n ?? 0;
}

/**
 * A filter on partnership types and partner counts only is counted in partner_type_counts alone (a company's
 * partners by merged type; their sum is its partnership_count): one narrow table instead of a join over every
 * company. Companies without partners have no row there, and the type filter excludes them anyway.
 */
function countSql(f: CompanyFilter, params: unknown[]): string {
  const { types, countMin, countMax, ...rest } = f;
  const typesOnly = types && types.length > 0 && Object.values(rest).every((v) => v === undefined);
  if (!typesOnly) return `SELECT count(*)::int AS n FROM companies c WHERE ${filterSql(f, params)}`;
  const p = (v: unknown) => `$${params.push(v)}`;
  const conditions = [
    PARTNERSHIP_TYPES.filter((t) => types.includes(t))
      .map((t) => `t.${t} > 0`)
      .join(' OR '),
  ];
  if (countMin !== undefined) conditions.push(`t.technology + t.channel + t.generic >= ${p(countMin)}`);
  if (countMax !== undefined) conditions.push(`t.technology + t.channel + t.generic <= ${p(countMax)}`);
  return `SELECT count(*)::int AS n FROM partner_type_counts t WHERE (${conditions.join(') AND (')})`;
}

/**
 * The total of a filter that is only partner_with (and partnership_types): the partner's count of partners by
 * merged type, kept in partner_type_counts, one row. Undefined for any other filter.
 */
export async function knownTotal(db: Queryable, f: CompanyFilter): Promise<number | undefined> {
  const { partnerOf, types, ...rest } = f;
  if (partnerOf === undefined || Object.values(rest).some((v) => v !== undefined)) return undefined;
  const wanted = PARTNERSHIP_TYPES.filter((t) => !types || types.includes(t));
  const r = await db.query<{ n: number }>(
    `SELECT (${wanted.map((t) => `t.${t}`).join(' + ')})::int AS n FROM partner_type_counts t WHERE t.company_id = $1`,
    [partnerOf],
  );
  return r.rows[0]?.n ?? 0;
}
