import type { Database } from '../db/database.js';
import { chargeBatch, readBalance, type ChargeOutcome, type ChargeRequest } from '../db/repositories/credit.repository.js';
import { AppError } from '../errors/app-error.js';
import { FreshReads } from '../lib/fresh-reads.js';
import { KeyedBatcher } from '../lib/keyed-batcher.js';
import type { Principal } from './auth.service.js';
import { FreeWindows, type CompanyLists } from './free-windows.js';

export interface Charge {
  charged: number;
  remaining: number;
}

// How many (organization, company) free windows a process remembers: 16-32 bytes each (FreeWindows), at most 34 MB.
// A forgotten one only costs a round trip that finds the company free again, but a bulk lookup returns up to
// 10,000 companies, and one that finds a single company forgotten asks the database about all of them: bulk
// lookups over 100,000 distinct domains (about 550,000 companies with their partners) made 33 req/s remembering
// 200,000 pairs, 52 with 1,000,000 and 58 with 2,000,000 (docs/benchmarks-notes.md).
const REMEMBERED_WINDOWS = 2_000_000;
// A remembered window is trusted until this long before it ends, so that a clock of this process running
// behind the database's cannot let a company through free after the database would charge it again.
const CLOCK_MARGIN_MS = 60_000;
// Charges of one organization sent in one call at most: bounds the time its row lock is held.
const MAX_BATCH = 64;

/**
 * Metering (spec: Limits, credit rules; contracts section 6): 1 credit per net-new company returned, free
 * re-access for 30 days per (organization, company) across endpoints, a company twice in one response
 * charged once. When the balance cannot cover the call: credit_exhausted (402) and nothing is charged.
 *
 * The database is the only judge of what is charged (charge_batch, under the organization's row lock, so
 * exact across processes). This process only remembers what cannot change back: a company charged at T is
 * free until T + 30 days whatever happens meanwhile. A response whose companies are all remembered free
 * needs no charge at all, only the balance for X-Credits-Remaining, read fresh but shared by the requests
 * that wait for it. Charges of one organization that arrive together are sent together (group commit).
 */
export class CreditService {
  private readonly freeUntil = new FreeWindows(REMEMBERED_WINDOWS);
  private readonly balances: FreshReads<number, number>;
  private readonly charges: KeyedBatcher<number, ChargeRequest, ChargeOutcome>;

  constructor(private readonly db: Database) {
    this.balances = new FreshReads((orgId) => readBalance(db, orgId));
    this.charges = new KeyedBatcher((orgId, requests) => this.chargeInDatabase(orgId, requests), MAX_BATCH);
  }

  /**
   * Charges for the companies a response returns, in lists (see CompanyLists). Call it after the data is read
   * and before it is sent: on 402 the caller sends no data. `free` holds companies that only give context (the
   * queried company).
   */
  async charge(principal: Principal, endpoint: string, companies: CompanyLists, free: readonly number[] = []): Promise<Charge> {
    const freeSet = free.length ? new Set(free) : undefined;
    if (this.freeUntil.allFreeAfter(principal.orgId, companies, Date.now() + CLOCK_MARGIN_MS, freeSet)) {
      return { charged: 0, remaining: await this.balances.read(principal.orgId) };
    }
    const ids = [...new Set(companies.flatMap((list) => list.ids))].filter((id) => !freeSet?.has(id));
    const outcome = await this.charges.submit(principal.orgId, { ids, endpoint, apiKeyId: principal.keyId });
    if (!outcome.ok) {
      throw new AppError('credit_exhausted', { requested: outcome.requested, shortfall: outcome.requested - outcome.balance });
    }
    return { charged: outcome.charged, remaining: outcome.remaining };
  }

  /** The organization's balance, read fresh (shared by the requests that wait for the same read). */
  async balance(principal: Principal): Promise<number> {
    return this.balances.read(principal.orgId);
  }

  private async chargeInDatabase(orgId: number, requests: ChargeRequest[]): Promise<ChargeOutcome[]> {
    const { results, freeUntil } = await chargeBatch(this.db, orgId, requests);
    for (const [companyId, until] of freeUntil) this.freeUntil.remember(orgId, companyId, until);
    return results;
  }
}
