import type { Database } from '../db/database.js';
import * as accounts from '../db/repositories/account.repository.js';
import { AppError } from '../errors/app-error.js';
import { randomToken, sha256 } from '../lib/secrets.js';
import type { AuthService } from './auth.service.js';

export const USER_KEY_PREFIX = 'keiretsu_';
export const ORG_KEY_PREFIX = 'keiretsu_org_';

export interface CreatedKey {
  key_id: number;
  /** the full key: shown once, never stored */
  key: string;
  key_class: 'user' | 'organization';
}

export interface KeyLimits {
  batch_limit?: number | undefined;
  rate_limit_per_minute?: number | undefined;
  rate_limit_per_day?: number | undefined;
}

/** Operators' work: organizations, credits, users and keys. The admin API and the admin CLI both call this. */
export class AdminService {
  constructor(
    private readonly db: Database,
    private readonly auth: AuthService,
  ) {}

  async createOrg(name: string, credits = 0): Promise<accounts.OrgRow> {
    return this.db.transaction(async (tx) => {
      const org = await accounts.insertOrg(tx, name);
      if (credits > 0) org.credit_balance = (await accounts.adjustCredits(tx, org.org_id, credits, 'grant'))!;
      return org;
    });
  }

  async getOrg(orgId: number): Promise<accounts.OrgRow> {
    const org = await accounts.findOrg(this.db, orgId);
    if (!org) throw new AppError('org_not_found');
    return org;
  }

  async adjustCredits(orgId: number, amount: number): Promise<{ credit_balance: number }> {
    const balance = await accounts.adjustCredits(this.db, orgId, amount, amount >= 0 ? 'grant' : 'debit');
    if (balance !== undefined) return { credit_balance: balance };
    const org = await this.getOrg(orgId); // org_not_found when absent
    const message =
      amount < 0
        ? `The adjustment would make the credit balance negative; the balance is ${org.credit_balance}.`
        : `The adjustment would take the credit balance past its maximum of ${accounts.MAX_CREDIT_BALANCE}; the balance is ${org.credit_balance}.`;
    throw new AppError('invalid_request', { details: [{ path: 'body/amount', message }] }, message);
  }

  /** Charges by UTC day and endpoint between two dates (inclusive), default the last 30 days. */
  async usage(
    orgId: number,
    from?: string,
    to?: string,
  ): Promise<{ org_id: number; from: string; to: string; total_credits: number; data: accounts.UsageRow[] }> {
    await this.getOrg(orgId);
    const today = new Date().toISOString().slice(0, 10);
    const end = to ?? today;
    const start = from ?? new Date(Date.parse(end) - 29 * 86_400_000).toISOString().slice(0, 10);
    const data = await accounts.usageByDay(this.db, orgId, start, end);
    return { org_id: orgId, from: start, to: end, total_credits: data.reduce((n, r) => n + r.credits, 0), data };
  }

  async createUser(orgId: number, email: string, name?: string): Promise<{ user_id: number; org_id: number; email: string }> {
    await this.getOrg(orgId);
    const user = await accounts.insertUser(this.db, orgId, email.trim().toLowerCase(), name ?? null);
    if (!user) {
      throw new AppError('invalid_request', {
        details: [{ path: '/email', message: 'this organization already has a user with this email' }],
      });
    }
    return user;
  }

  async createKey(owner: { user_id: number } | { org_id: number }, limits: KeyLimits = {}): Promise<CreatedKey> {
    let orgId: number;
    let userId: number | null = null;
    if ('user_id' in owner) {
      const user = await accounts.findUser(this.db, owner.user_id);
      if (!user) throw new AppError('user_not_found');
      orgId = user.org_id;
      userId = user.user_id;
    } else {
      orgId = (await this.getOrg(owner.org_id)).org_id;
    }
    const keyClass = userId === null ? 'organization' : 'user';
    // 24 random bytes = 192 bits, above the 128 the contract asks for.
    const key = (keyClass === 'user' ? USER_KEY_PREFIX : ORG_KEY_PREFIX) + randomToken(24);
    const row = await accounts.insertKey(this.db, {
      keyHash: sha256(key),
      displayPrefix: key.slice(0, key.length - 28),
      keyClass,
      orgId,
      userId,
      batchLimit: limits.batch_limit,
      rateLimitPerMinute: limits.rate_limit_per_minute,
      rateLimitPerDay: limits.rate_limit_per_day,
    });
    this.auth.forgetKey(key);
    return { key_id: row.key_id, key, key_class: keyClass };
  }

  async revokeKey(keyId: number): Promise<void> {
    const hash = await accounts.revokeKey(this.db, keyId);
    if (!hash) throw new AppError('key_not_found');
    this.auth.forgetHash(hash);
  }
}
