import type { Database } from '../db/database.js';
import * as flags from '../db/repositories/flag.repository.js';
import { AppError } from '../errors/app-error.js';
import type { Principal } from './auth.service.js';
import { findCompanyId } from './company-resolve.js';

/** A flag as operators see it. Nullable fields are null rather than omitted: this is a review record. */
export interface FlagRecord {
  flag_id: number;
  company_id: number;
  company: { name: string; primary_domain: string; slug: string };
  org_id: number;
  api_key_id: number | null;
  description: string | null;
  status: flags.FlagStatus;
  resolution_note: string | null;
  created_at: string;
  resolved_at: string | null;
}

/**
 * Data flags (spec: Data flags): a customer reports company data that looks wrong; the flag waits for an
 * operator's review. A flag never changes the company record: accepting one records the decision, and the
 * correction itself arrives like any data, through an import or a crawl.
 */
export class FlagService {
  constructor(private readonly db: Database) {}

  /**
   * Queues a flag on a company. An identifier that does not resolve is the spec's wrapped 404
   * ({detail: {error, message, identifier}}) and creates nothing. A blank description counts as none.
   */
  async create(
    principal: Principal,
    identifier: string,
    description: string | null | undefined,
  ): Promise<{ flag_id: number; company_id: number; status: 'queued' }> {
    const companyId = await findCompanyId(this.db, identifier);
    if (companyId === undefined) throw new AppError('company_not_found', { identifier }, undefined, true);
    const text = description?.trim() ? description.trim() : null;
    const flag = await flags.insertFlag(this.db, { companyId, orgId: principal.orgId, apiKeyId: principal.keyId, description: text });
    return { flag_id: flag.flag_id, company_id: flag.company_id, status: 'queued' };
  }

  async list(status: flags.FlagStatus | undefined, page: number, limit: number): Promise<{ data: FlagRecord[]; total: number }> {
    const { rows, total } = await flags.listFlags(this.db, status, (page - 1) * limit, limit);
    return { data: rows.map(toRecord), total };
  }

  /**
   * Accepts or rejects a queued flag. A resolved flag stays as it was resolved: resolving it again is
   * 400 invalid_request (its status is in the message), so a second operator cannot silently overturn the first.
   */
  async resolve(flagId: number, resolution: 'accepted' | 'rejected', note: string | undefined): Promise<FlagRecord> {
    const text = note?.trim() ? note.trim() : null;
    const done = await flags.resolveFlag(this.db, flagId, resolution, text);
    const row = await flags.findFlag(this.db, flagId);
    if (!row) throw new AppError('flag_not_found');
    if (!done) {
      const message = `Flag ${flagId} is already ${row.status}; a resolved flag cannot be resolved again.`;
      throw new AppError('invalid_request', { details: [{ path: '/flag_id', message }] }, message);
    }
    return toRecord(row);
  }
}

function toRecord(row: flags.FlagRow): FlagRecord {
  return {
    flag_id: row.flag_id,
    company_id: row.company_id,
    company: { name: row.company_name, primary_domain: row.company_domain, slug: row.company_slug },
    org_id: row.org_id,
    api_key_id: row.api_key_id,
    description: row.description,
    status: row.status,
    resolution_note: row.resolution_note,
    created_at: row.created_at.toISOString(),
    resolved_at: row.resolved_at ? row.resolved_at.toISOString() : null,
  };
}
