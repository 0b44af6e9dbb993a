import type { Database } from '../db/database.js';
import { DOCUMENT_PARTNERS, enrichmentPartnerEntries } from '../db/repositories/company-document.repository.js';
import * as repo from '../db/repositories/partnership.repository.js';
import { AppError } from '../errors/app-error.js';
import { normalizeDomain, registrableDomain } from '../lib/domain.js';
import type { Metered } from './partnership.service.js';

/** Domains per enrichment request (spec: Limits), counted after normalization and de-duplication. */
export const ENRICH_MAX_BATCH = 100;
/** The spec drops entries longer than a DNS name can be. */
const MAX_ENTRY_LENGTH = 253;
/**
 * Partners listed per domain: the most recent ones, as on the first page of the partner list (at most 100,
 * its page ceiling). partnership_count always gives the full number; page the partner list for the rest.
 * It bounds a batch of 100 hubs to 10,000 entries.
 */
export const ENRICH_PARTNERS_PER_DOMAIN = DOCUMENT_PARTNERS;

export type EnrichmentStatus = 'found' | 'no_partnerships' | 'not_tracked';

/**
 * One domain's result. Its partner entries (name, domain and slug of the partner, first and last observed,
 * observation count, category and description reserved as null) come as JSON text written by the database,
 * joined by commas: a batch carries up to 10,000 of them, which the route passes on without reading them.
 */
export interface EnrichmentResult {
  domain: string;
  status: EnrichmentStatus;
  company_name: string | null;
  company_id: number | null;
  slug: string | null;
  /** the partner entries as JSON values joined by commas ('' for none), the most recent first */
  partnerships_json: string;
  partnership_count: number;
}

/** A requested entry after normalization: a well-formed domain, or a malformed one kept only to report it. */
export interface Entry {
  domain: string;
  wellFormed: boolean;
}

/**
 * Batch partnership lookup (spec: Enrichment). Charged for the companies the batch resolved (the results),
 * not for the partner companies listed inside them: those are part of each company's record here.
 */
export class EnrichmentService {
  constructor(private readonly db: Database) {}

  async enrich(rawDomains: readonly string[]): Promise<
    Metered<{
      results: EnrichmentResult[];
      total_domains_requested: number;
      domains_found: number;
      domains_with_partnerships: number;
    }>
  > {
    const entries = normalizeBatch(rawDomains);
    if (entries.length > ENRICH_MAX_BATCH) {
      throw new AppError(
        'batch_too_large',
        { max_batch_size: ENRICH_MAX_BATCH },
        `A batch holds at most ${ENRICH_MAX_BATCH} domains (after normalization); this one has ${entries.length}.`,
      );
    }
    const candidates = entries.flatMap((e, index) => {
      if (!e.wellFormed) return [];
      const registrable = registrableDomain(e.domain);
      return [{ index, domain: e.domain }, ...(registrable && registrable !== e.domain ? [{ index, domain: registrable }] : [])];
    });
    const resolved = await repo.resolveDomains(this.db, candidates);
    const ids = [...new Set(resolved.values())];
    const [companies, partners] = await Promise.all([repo.companiesByIds(this.db, ids), enrichmentPartnerEntries(this.db, ids)]);
    const results = entries.map((e, index): EnrichmentResult => {
      const id = resolved.get(index);
      const company = id === undefined ? undefined : companies.get(id);
      if (id === undefined || !company) {
        return {
          domain: e.domain,
          status: 'not_tracked',
          company_name: null,
          company_id: null,
          slug: null,
          partnerships_json: '',
          partnership_count: 0,
        };
      }
      const json = partners.get(id) ?? '';
      return {
        domain: e.domain,
        status: json !== '' ? 'found' : 'no_partnerships',
        company_name: company.name,
        company_id: company.id,
        slug: company.slug,
        partnerships_json: json,
        partnership_count: company.partnership_count,
      };
    });
    const found = results.filter((r) => r.status !== 'not_tracked');
    const body = {
      results,
      total_domains_requested: results.length,
      domains_found: found.length,
      domains_with_partnerships: results.filter((r) => r.status === 'found').length,
    };
    return { body, charged: found.flatMap((r) => (r.company_id === null ? [] : [r.company_id])), free: [] };
  }
}

/**
 * The spec's normalization: trim, lowercase, strip a leading www., drop entries with no dot or longer than
 * 253 characters, remove duplicates (first occurrence keeps its place). Beyond the spec, each entry goes
 * through the one domain normalizer (a pasted URL becomes its host); an entry it rejects (bad characters,
 * no public suffix) stays in the batch as not_tracked under its trimmed, lowercased spelling, so that every
 * plausible row of a caller's file gets an answer.
 */
export function normalizeBatch(raw: readonly string[]): Entry[] {
  const seen = new Set<string>();
  const out: Entry[] = [];
  for (const item of raw) {
    const trimmed = item.trim().toLowerCase();
    if (!trimmed.includes('.') || trimmed.length > MAX_ENTRY_LENGTH) continue;
    const domain = normalizeDomain(trimmed);
    const entry = domain ? { domain, wellFormed: true } : { domain: trimmed.replace(/^www\./, ''), wellFormed: false };
    if (!entry.domain.includes('.')) continue; // "www.com": nothing left once www. is gone
    if (seen.has(entry.domain)) continue;
    seen.add(entry.domain);
    out.push(entry);
  }
  return out;
}
