import type { Queryable } from '../db/database.js';
import { companyRows } from '../db/repositories/company.repository.js';
import {
  isSelective,
  knownTotal,
  searchCount,
  searchMatches,
  searchPage,
  TRIGRAM_MIN,
  WORD_SORTS,
  wordCount,
  wordPage,
  wordsContaining,
  type CompanyFilter,
  type CompanySort,
} from '../db/repositories/company-search.repository.js';
import { inOrder, toRecord, type CompanyIncludes, type CompanyRecord } from './company-record.js';

/**
 * A page is an index walk that stops early, but an exact total is a scan of every match (or of every candidate
 * of the text index), far dearer than the page. Totals are kept a minute per filter when they are large or
 * were slow to count, so that paging through a result set counts it once; small, quickly counted totals are
 * always fresh. One count runs per filter at a time: concurrent first pages wait for the same count.
 */
const COUNT_CACHE_MIN = 1000;
const COUNT_CACHE_SLOW_MS = 250;
const COUNT_TTL_MS = 60_000;
const COUNT_CACHE_ENTRIES = 10_000;

export interface SearchQuery {
  filter: CompanyFilter;
  sort: CompanySort;
  page: number;
  limit: number;
  includes: CompanyIncludes;
}

export class CompanySearch {
  private readonly counts = new Map<string, { total: number; until: number }>();
  private readonly counting = new Map<string, Promise<number>>();

  constructor(private readonly db: Queryable) {}

  /**
   * One page of companies (records in order) and the total number of matches. Text is matched as a substring
   * first; only when no name contains it are names with a closely similar word returned instead (a typo).
   */
  async search(query: SearchQuery): Promise<{ ids: number[]; records: CompanyRecord[]; total: number }> {
    let found = await this.find(query.filter, query);
    const q = query.filter.q;
    if (found.total === 0 && q !== undefined && [...q].length >= TRIGRAM_MIN) {
      found = await this.find({ ...query.filter, textMode: 'similar' }, query);
    }
    const rows = await companyRows(this.db, { ids: found.ids });
    const ordered = inOrder(found.ids, rows);
    return { ids: ordered.map((r) => r.id), records: ordered.map((r) => toRecord(r, query.includes)), total: found.total };
  }

  /**
   * A selective filter (see isSelective) reads and sorts every match, which also counts them; once its total
   * is known, later pages walk the sort's index instead, as for a broad filter. Requests for a filter whose
   * total is being counted wait for that count rather than start another.
   */
  private async find(filter: CompanyFilter, query: SearchQuery): Promise<{ ids: number[]; total: number }> {
    const offset = (query.page - 1) * query.limit;
    const key = JSON.stringify(filter);
    const words = await this.wordsOf(filter, query.sort);
    if (words) {
      if (words.length === 0) return { ids: [], total: 0 };
      const [ids, total] = await Promise.all([
        wordPage(this.db, words, query.sort, offset, query.limit),
        this.cached(key) ?? this.track(key, () => wordCount(this.db, words)),
      ]);
      return { ids, total };
    }
    const known = this.cached(key) ?? (await this.counting.get(key)) ?? (await knownTotal(this.db, filter));
    if (known !== undefined) return { ids: await searchPage(this.db, filter, query.sort, offset, query.limit), total: known };
    if (!isSelective(filter)) {
      const [ids, total] = await Promise.all([
        searchPage(this.db, filter, query.sort, offset, query.limit),
        this.track(key, () => searchCount(this.db, filter)),
      ]);
      return { ids, total };
    }
    const matches = searchMatches(this.db, filter, query.sort, offset, query.limit);
    // No row: no match at all, or a page past the end (then the total is counted on its own).
    const total = this.track(key, async () => (await matches).total ?? (offset === 0 ? 0 : await searchCount(this.db, filter)));
    const [{ ids }, counted] = await Promise.all([matches, total]);
    return { ids, total: counted };
  }

  /**
   * The words of names a search for text alone, in a partner-count order, reads its page from (wordsContaining:
   * one index range a word, however deep the page); undefined for any other search, which goes through the trigram
   * index or the sort's index as below.
   */
  private async wordsOf(filter: CompanyFilter, sort: CompanySort): Promise<string[] | undefined> {
    const { q, textMode, ...rest } = filter;
    if (q === undefined || [...q].length < TRIGRAM_MIN || (textMode ?? 'contains') !== 'contains') return undefined;
    if (!WORD_SORTS.includes(sort) || Object.values(rest).some((v) => v !== undefined)) return undefined;
    return wordsContaining(this.db, q);
  }

  private cached(key: string): number | undefined {
    const entry = this.counts.get(key);
    return entry && entry.until > Date.now() ? entry.total : undefined;
  }

  /** Runs a count as the one in flight for its filter, and remembers its result when that is worth it. */
  private track(key: string, count: () => Promise<number>): Promise<number> {
    const running = this.counting.get(key);
    if (running) return running;
    const started = Date.now();
    const promise = count()
      .then((total) => {
        this.remember(key, total, Date.now() - started);
        return total;
      })
      .finally(() => this.counting.delete(key));
    this.counting.set(key, promise);
    return promise;
  }

  private remember(key: string, total: number, tookMs: number): void {
    if (total < COUNT_CACHE_MIN && tookMs < COUNT_CACHE_SLOW_MS) return;
    this.counts.delete(key);
    if (this.counts.size >= COUNT_CACHE_ENTRIES) this.counts.delete(this.counts.keys().next().value!);
    this.counts.set(key, { total, until: Date.now() + COUNT_TTL_MS });
  }
}
