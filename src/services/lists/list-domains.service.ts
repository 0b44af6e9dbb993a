import type { Database, Queryable } from '../../db/database.js';
import { companyIdsByDomains, companyRows, resolveCompanyId } from '../../db/repositories/company.repository.js';
import { insertAudit, lockList, touchList } from '../../db/repositories/list.repository.js';
import * as domains from '../../db/repositories/list-domain.repository.js';
import { AppError } from '../../errors/app-error.js';
import { normalizeDomain } from '../../lib/domain.js';
import type { Principal } from '../auth.service.js';
import { candidates } from '../company-resolve.js';
import type { CompanyService } from '../company.service.js';
import { NO_INCLUDES } from '../company-record.js';
import { callerOf, requireList } from './list-access.js';

export type DomainKind = domains.DomainKind;

export interface DomainChange {
  /** the domains now on the list, as stored (the domain of the company each names) */
  domains: string[];
  rejected: { domain: string; error: 'invalid_domain' | 'company_not_found' }[];
}

export interface CompanyPick {
  company_id: number;
  slug: string;
  name: string;
  primary_domain: string;
}

/**
 * Domains added to a list by hand (members in tier high, source manual) and excluded from it (never members),
 * and the company search that helps pick them (contracts sections 5 and 7). Each change invalidates the list's
 * materialization; the next read rebuilds it.
 */
export class ListDomainsService {
  constructor(
    private readonly db: Database,
    private readonly companies: CompanyService,
  ) {}

  async list(principal: Principal, listId: number, kind: DomainKind): Promise<{ domain: string; created_at: string }[]> {
    await requireList(this.db, callerOf(principal), listId, 'viewer');
    return (await domains.listDomains(this.db, listId, kind)).map((d) => ({ domain: d.domain, created_at: d.created_at.toISOString() }));
  }

  /**
   * Adds domains (kind added) or exclusions (kind excluded). Each is normalized and stored as the domain of the
   * company it names (blog.acme.com names acme.com). An added domain must name a company we know; an excluded one
   * need not (it keeps that company out once it is known). Malformed entries are rejected one by one.
   */
  async add(principal: Principal, listId: number, kind: DomainKind, entries: readonly string[]): Promise<DomainChange> {
    const caller = callerOf(principal);
    await requireList(this.db, caller, listId, 'editor');
    const rejected: DomainChange['rejected'] = [];
    const normalized = entries.map((entry) => ({ entry, domain: normalizeDomain(entry) }));
    const wanted = normalized.flatMap((n) => (n.domain ? candidates(n.domain) : []));
    const owners = await companyIdsByDomains(this.db, [...new Set(wanted)]);
    const stored = new Set<string>();
    for (const { entry, domain } of normalized) {
      if (!domain) {
        rejected.push({ domain: entry, error: 'invalid_domain' });
        continue;
      }
      const known = candidates(domain).find((c) => owners.has(c));
      if (known) stored.add(known);
      else if (kind === 'excluded') stored.add(domain);
      else rejected.push({ domain: entry, error: 'company_not_found' });
    }
    const added = [...stored];
    if (added.length > 0) {
      await this.change(listId, async (tx) => {
        await domains.addListDomains(tx, listId, kind, added);
        await insertAudit(tx, listId, kind === 'added' ? 'domains_added' : 'domains_excluded', caller.userId, { domains: added });
        return true;
      });
    }
    return { domains: added, rejected };
  }

  /** Removes a domain, and any other domain of the same company, from the added or excluded ones. Absent: nothing to do. */
  async remove(principal: Principal, listId: number, kind: DomainKind, raw: string): Promise<void> {
    const caller = callerOf(principal);
    await requireList(this.db, caller, listId, 'editor');
    const domain = normalizeDomain(raw);
    if (!domain) throw new AppError('invalid_domain', {}, 'The domain in the path is not a valid domain name.');
    const companyId = await resolveCompanyId(this.db, { domains: candidates(domain) });
    await this.change(listId, async (tx) => {
      const removed = await domains.removeListDomain(tx, listId, kind, domain, companyId);
      if (removed.length > 0) await insertAudit(tx, listId, 'domain_removed', caller.userId, { kind, domains: removed });
      return removed.length > 0;
    });
  }

  /**
   * GET /v1/lists/companies/search: companies to add by hand, by name (as the company search matches it) and, when
   * q is a domain, the company it names first. Only what identifies a company is returned, as members are: free.
   */
  async searchCompanies(principal: Principal, q: string, limit: number): Promise<CompanyPick[]> {
    callerOf(principal);
    const text = q.trim();
    if (text === '') {
      throw new AppError(
        'invalid_request',
        { details: [{ path: 'querystring/q', message: 'must not be blank' }] },
        'Query parameter q must not be blank.',
      );
    }
    const domain = text.includes('.') ? normalizeDomain(text) : null;
    const [named, found] = await Promise.all([
      domain ? resolveCompanyId(this.db, { domains: candidates(domain) }) : undefined,
      this.companies.search({ filter: { q: text }, sort: '-partnership_count', page: 1, limit, includes: NO_INCLUDES }),
    ]);
    const picks = found.records.map((r, i) => ({
      company_id: found.ids[i]!,
      slug: r.slug ?? '',
      name: r.name,
      primary_domain: r.primary_domain,
    }));
    if (named === undefined || picks.some((p) => p.company_id === named)) return picks;
    const [row] = await companyRows(this.db, { ids: [named] });
    if (!row) return picks;
    return [{ company_id: row.id, slug: row.slug, name: row.name, primary_domain: row.primary_domain }, ...picks].slice(0, limit);
  }

  /** A change of the list's content, under its lock; when `fn` changed something, the materialization is dropped. */
  private async change(listId: number, fn: (tx: Queryable) => Promise<boolean>): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (!(await lockList(tx, listId))) throw new AppError('list_not_found');
      if (!(await fn(tx))) return;
      await domains.invalidateMaterialization(tx, listId);
      await touchList(tx, listId);
    });
  }
}
