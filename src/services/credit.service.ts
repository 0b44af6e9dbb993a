import type { Database } from '../db/database.js';
import { chargeCompanies, previewCharge } from '../db/repositories/credit.repository.js';
import { AppError } from '../errors/app-error.js';
import type { Principal } from './auth.service.js';

export interface Charge {
  charged: number;
  remaining: number;
}

/**
 * Metering (spec: Limits, credit rules; contracts section 6): 1 credit per net-new company returned, free
 * re-access for 30 days per (organization, company) across endpoints, a company twice in one response
 * charged once. When the balance cannot cover the call: credit_exhausted (402) and nothing is charged.
 */
export class CreditService {
  constructor(private readonly db: Database) {}

  /**
   * Charges for the companies a response returns. Call it after the data is read and before it is sent:
   * on 402 the caller sends no data. `free` holds companies that only give context (the queried company).
   */
  async charge(principal: Principal, endpoint: string, companyIds: readonly number[], free: readonly number[] = []): Promise<Charge> {
    const freeSet = new Set(free);
    const ids = [...new Set(companyIds)].filter((id) => !freeSet.has(id));
    const preview = await previewCharge(this.db, principal.orgId, ids);
    if (preview.fresh === 0) return { charged: 0, remaining: preview.balance };
    // Something is to be charged: redo the count under the organization's row lock, which is what makes it exact.
    const result = await this.db.transaction((tx) => chargeCompanies(tx, principal.orgId, ids, endpoint, principal.keyId));
    if (!result.ok) {
      throw new AppError('credit_exhausted', { requested: result.requested, shortfall: result.requested - result.balance });
    }
    return { charged: result.charged, remaining: result.remaining };
  }
}
