import type { Logger } from 'pino';
import type { Database } from '../db/database.js';
import * as accounts from '../db/repositories/account.repository.js';
import { AppError } from '../errors/app-error.js';
import { randomToken, sameHash, sha256 } from '../lib/secrets.js';

/** Who is calling: the resolved API key. */
export interface Principal {
  keyId: number;
  keyClass: 'user' | 'organization';
  orgId: number;
  userId: number | null;
  batchLimit: number;
  rateLimitPerMinute: number;
  rateLimitPerDay: number;
}

// A warm key costs no database round trip. Revocations reach every process through a poll of the keys
// revoked since the last look: at this interval a revoked key stops working within ~1 s everywhere
// (the contract allows 2 s). Unknown keys are remembered briefly so a flood of bad keys stays off the database.
const REVOCATION_POLL_MS = 1000;
// Transactions may commit out of revoked_at order; re-reading a few seconds back closes that gap.
const REVOCATION_OVERLAP_MS = 5000;
const NEGATIVE_TTL_MS = 2000;
const MAX_CACHED_KEYS = 100_000;

const ADMIN_TOKEN_SETTING = 'admin_token_sha256';

export class AuthService {
  private readonly keys = new Map<string, Principal | { unknownUntil: number }>();
  private lastPoll: Date | null = null;
  private timer: NodeJS.Timeout | undefined;
  private adminTokenHash: Buffer | undefined;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {}

  /** Starts the revocation poll. */
  async start(): Promise<void> {
    this.lastPoll = (await accounts.keysRevokedSince(this.db, null)).now;
    this.timer = setInterval(() => void this.pollRevocations(), REVOCATION_POLL_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  async authenticate(apiKey: string | undefined): Promise<Principal> {
    if (!apiKey) throw new AppError('missing_api_key');
    const hash = sha256(apiKey);
    const id = hash.toString('hex');
    const cached = this.keys.get(id);
    if (cached && 'keyId' in cached) return cached;
    if (cached && cached.unknownUntil > Date.now()) throw new AppError('invalid_api_key');
    const row = await accounts.findActiveKeyByHash(this.db, hash);
    if (this.keys.size >= MAX_CACHED_KEYS) this.keys.delete(this.keys.keys().next().value!);
    if (!row) {
      this.keys.set(id, { unknownUntil: Date.now() + NEGATIVE_TTL_MS });
      throw new AppError('invalid_api_key');
    }
    const principal: Principal = {
      keyId: row.key_id,
      keyClass: row.key_class,
      orgId: row.org_id,
      userId: row.user_id,
      batchLimit: row.batch_limit,
      rateLimitPerMinute: row.rate_limit_per_minute,
      rateLimitPerDay: row.rate_limit_per_day,
    };
    this.keys.set(id, principal);
    return principal;
  }

  forgetKey(apiKey: string): void {
    this.keys.delete(sha256(apiKey).toString('hex'));
  }

  forgetHash(hash: Buffer): void {
    this.keys.delete(hash.toString('hex'));
  }

  async pollRevocations(): Promise<void> {
    try {
      const since = this.lastPoll ? new Date(this.lastPoll.getTime() - REVOCATION_OVERLAP_MS) : null;
      const { hashes, now } = await accounts.keysRevokedSince(this.db, since);
      for (const h of hashes) this.forgetHash(h);
      this.lastPoll = now;
    } catch (err) {
      this.logger.warn({ err }, 'revocation poll failed; will retry');
    }
  }

  /**
   * Settles the admin token: KEIRETSU_ADMIN_TOKEN when set; otherwise the stored hash; otherwise a new token,
   * stored hashed and returned so that the caller prints it once.
   */
  async initAdminToken(configured: string | undefined): Promise<{ generated?: string }> {
    if (configured) {
      this.adminTokenHash = sha256(configured);
      return {};
    }
    const candidate = 'keiretsu_admin_' + randomToken(24);
    const stored = await accounts.setSettingOnce(this.db, ADMIN_TOKEN_SETTING, sha256(candidate).toString('hex'));
    this.adminTokenHash = Buffer.from(stored, 'hex');
    return sameHash(this.adminTokenHash, sha256(candidate)) ? { generated: candidate } : {};
  }

  checkAdmin(authorization: string | undefined): void {
    const match = /^Bearer (\S+)$/.exec(authorization ?? '');
    if (!match || !this.adminTokenHash || !sameHash(sha256(match[1]!), this.adminTokenHash)) {
      throw new AppError('invalid_admin_token');
    }
  }
}
