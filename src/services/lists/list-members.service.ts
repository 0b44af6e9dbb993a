import type { Database } from '../../db/database.js';
import {
  findListState,
  findListStatesWithPages,
  insertAudit,
  lockList,
  type ListState,
  type PageRequest,
} from '../../db/repositories/list.repository.js';
import { chargeMembers, exportBatch, membersPage } from '../../db/repositories/list-member.repository.js';
import { analyzeMembers, countMatches, materialize, type MaterializationRow } from '../../db/repositories/list-query.repository.js';
import { AppError } from '../../errors/app-error.js';
import { csvLine } from '../../lib/csv.js';
import { KeyedBatcher } from '../../lib/keyed-batcher.js';
import { parseDefinition, type Definition } from '../../lists/definition.js';
import type { Principal } from '../auth.service.js';
import { callerOf, requireList, type Caller } from './list-access.js';

/** Preview counts stop here (spec: "presented as 10,000+"): a broad definition is not counted to the end. */
export const PREVIEW_CAP = 10_000;
/** Members read per query of the CSV export: enough to keep round trips few, small enough to hold lightly. */
const EXPORT_BATCH = 1000;
/** A rebuild that wrote this many member rows refreshes the table's statistics (analyzeMembers says why). */
const ANALYZE_AFTER_ROWS = 10_000;
/**
 * Page reads of one list sent to the database together, at most this many in one statement (pageReads): a bound
 * on one result's size (32 pages of the largest, 1,000 members, are about 11 MB of JSON).
 */
const PAGE_READS_PER_STATEMENT = 32;

export type TierName = 'high' | 'medium' | 'exploratory';
export const TIERS: Record<TierName, 1 | 2 | 3> = { high: 3, medium: 2, exploratory: 1 };
const TIER_NAME: Record<number, TierName> = { 3: 'high', 2: 'medium', 1: 'exploratory' };

export interface Counts {
  total_count: number;
  high_count: number;
  medium_count: number;
  exploratory_count: number;
  materialized_at: string;
}

/** A page of members: `items` is the members as JSON text (MemberSchema), joined by commas, as the database wrote them. */
export interface MembersPage extends Counts {
  items: string;
  limit: number;
  offset: number;
}

export interface MembersQuery {
  limit: number;
  offset: number;
  tier?: TierName;
  search?: string;
  forceRefresh: boolean;
}

/** What an export will send: the charge made, and the CSV text, batch by batch. */
export interface ListExport {
  charged: number;
  remaining: number;
  csv: AsyncIterable<string>;
}

/**
 * A list's members (spec: Lists; contracts sections 5-7). The members of a list are materialized: computed in the
 * database in one statement (db/repositories/list-query.repository.ts) and kept in list_members with their tier and
 * reasons. A materialization is current while the list's definition version and the data version it was built
 * from are still the current ones; otherwise (or when forced) the next read rebuilds it.
 */
export class ListMembersService {
  /**
   * The usual page reads, grouped per list: while one statement reads pages of a list, the reads of that list that
   * arrive wait and go together in the next (KeyedBatcher). Under load a page then costs PostgreSQL a share of one
   * statement, and the API one round trip for many: on the benchmark's two-core machine each round trip (a write to
   * the database's socket, waking its backend) cost more than the page itself (docs/benchmarks-notes.md). Alone, a
   * read goes at once, as a batch of one.
   */
  private readonly pageReads = new KeyedBatcher<number, PageRequest, (ListState & { items: string | null }) | undefined>(
    (_listId, requests) => findListStatesWithPages(this.db, requests),
    PAGE_READS_PER_STATEMENT,
  );

  constructor(private readonly db: Database) {}

  /** POST /v1/lists/preview-count: how many companies a definition matches, saved or not; no list is touched. */
  async preview(principal: Principal, input: unknown): Promise<{ count: number; capped: boolean }> {
    callerOf(principal);
    const definition = parseDefinition(input);
    const count = await countMatches(this.db, definition, PREVIEW_CAP);
    return { count, capped: count >= PREVIEW_CAP };
  }

  async members(principal: Principal, listId: number, query: MembersQuery): Promise<MembersPage> {
    const caller = callerOf(principal);
    const search = query.search?.trim();
    if (!query.forceRefresh && !search) {
      // The usual read: the list and, when its members are current, the page, in one statement.
      const tier = query.tier ? TIERS[query.tier] : null;
      const read = await this.pageReads.submit(listId, {
        listId,
        orgId: caller.orgId,
        userId: caller.userId,
        offset: query.offset,
        limit: query.limit,
        tier,
      });
      if (!read?.access_level) throw new AppError('list_not_found');
      if (read.items !== null)
        return { items: read.items, ...countsOf(read as ListState & MaterializationRow), limit: query.limit, offset: query.offset };
    }
    const list = await requireList(this.db, caller, listId, 'viewer');
    const counts = await this.current(list, query.forceRefresh);
    const filter = {
      ...(query.tier ? { tier: tierRange(query.tier, counts) } : {}),
      ...(search ? { search } : {}),
    };
    const items = await membersPage(this.db, listId, filter, query.limit, query.offset);
    return { items, ...counts, limit: query.limit, offset: query.offset };
  }

  /** POST .../materialize: a rebuild whatever the state of the cache. A read, so viewers may ask for it. */
  async materialize(principal: Principal, listId: number): Promise<Counts> {
    const list = await requireList(this.db, callerOf(principal), listId, 'viewer');
    return this.current(list, true);
  }

  /**
   * GET .../export.csv: the members, current, charged all at once before anything is sent (1 credit per member not
   * charged to the organization in the last 30 days; 402 credit_exhausted and nothing charged when the balance is
   * short). The CSV is then read batch by batch as the client takes it. `endpoint` names the call in the ledger.
   */
  async export(principal: Principal, listId: number, endpoint: string): Promise<ListExport> {
    const caller = callerOf(principal);
    const list = await requireList(this.db, caller, listId, 'viewer');
    const counts = await this.current(list, false);
    const outcome = await chargeMembers(this.db, listId, caller.orgId, endpoint, caller.keyId);
    if (!outcome.ok) {
      throw new AppError('credit_exhausted', { requested: outcome.requested, shortfall: outcome.requested - outcome.balance });
    }
    await insertAudit(this.db, listId, 'exported', caller.userId, { member_count: counts.total_count, credits_charged: outcome.charged });
    return { charged: outcome.charged, remaining: outcome.remaining, csv: this.csv(listId, caller) };
  }

  /** Checks that the caller may export (HEAD answers like GET, without data and without charging). */
  async canExport(principal: Principal, listId: number): Promise<void> {
    await requireList(this.db, callerOf(principal), listId, 'viewer');
  }

  private async *csv(listId: number, caller: Caller): AsyncGenerator<string> {
    yield csvLine(['name', 'primary_domain', 'slug', 'tier']);
    let after = 0;
    for (;;) {
      const rows = await exportBatch(this.db, listId, caller.orgId, after, EXPORT_BATCH);
      // A member the charge did not cover (added by a rebuild during the export) is left out.
      const paid = rows.filter((r) => r.paid);
      if (paid.length > 0) yield paid.map((r) => csvLine([r.name, r.primary_domain, r.slug, TIER_NAME[r.tier]!])).join('');
      if (rows.length < EXPORT_BATCH) break;
      after = rows[rows.length - 1]!.pos;
    }
  }

  /** The counts of a current materialization: the list's own when fresh, else rebuilt (always when `force`). */
  private async current(list: ListState, force: boolean): Promise<Counts> {
    if (!force && isFresh(list)) return countsOf(list as ListState & MaterializationRow);
    return countsOf(await this.rebuild(list, force));
  }

  /**
   * Rebuilds under the list's lock: definition changes and other rebuilds of the list wait for it. A reader that
   * waited behind another's rebuild finds the list fresh and does not rebuild it again (unless forced).
   */
  private async rebuild(list: ListState, force: boolean): Promise<MaterializationRow> {
    const rebuilt = await this.db.transaction(async (tx) => {
      if (!(await lockList(tx, list.id))) throw new AppError('list_not_found');
      const locked = (await findListState(tx, list.id, list.org_id, list.owner_user_id))!;
      if (!force && isFresh(locked)) return { ...(locked as ListState & MaterializationRow), written: 0 };
      return materialize(tx, list.id, (locked.definition ?? null) as Definition | null, locked.definition_version);
    });
    if (rebuilt.written >= ANALYZE_AFTER_ROWS) await analyzeMembers(this.db);
    return rebuilt;
  }
}

/** Whether the list's stored members are current (lists/freshness.ts; tested in SQL by findListState). */
const isFresh = (list: ListState): boolean => list.fresh;

const countsOf = (m: MaterializationRow): Counts => ({
  total_count: m.total_count,
  high_count: m.high_count,
  medium_count: m.medium_count,
  exploratory_count: m.exploratory_count,
  materialized_at: m.materialized_at.toISOString(),
});

/** A tier's run of positions: after the members of the tiers before it (list_members.pos). */
function tierRange(tier: TierName, counts: Counts): { tier: 1 | 2 | 3; before: number; count: number } {
  if (tier === 'high') return { tier: 3, before: 0, count: counts.high_count };
  if (tier === 'medium') return { tier: 2, before: counts.high_count, count: counts.medium_count };
  return { tier: 1, before: counts.high_count + counts.medium_count, count: counts.exploratory_count };
}
