import type { Queryable } from '../db/database.js';
import { companyIdsByDomains, resolveCompanyId, type DomainCandidates, type SingleTarget } from '../db/repositories/company.repository.js';
import { parseIdentifier, registrableDomain } from '../lib/domain.js';

/**
 * Identifier resolution (spec convention 1): a slug, or any of a company's domains, spelled any way the
 * domain normalizer accepts (case, www., scheme, path). A host nobody owns falls back to its registrable
 * domain, so blog.acme.com finds acme.com. Anything else resolves to nothing.
 */
export async function findCompanyId(db: Queryable, identifier: string): Promise<number | undefined> {
  const target = identifierTarget(identifier);
  return target && resolveCompanyId(db, target);
}

/** The same resolution as a target for a repository read; undefined when the identifier cannot name a company. */
export function identifierTarget(identifier: string): SingleTarget | undefined {
  const parsed = parseIdentifier(identifier);
  if (parsed.kind === 'slug') return { slug: parsed.slug };
  if (parsed.kind === 'domain') return { domains: candidates(parsed.domain) };
  return undefined;
}

/** The domains that may answer for a normalized domain, most specific first. */
export function candidates(domain: string): DomainCandidates {
  const registrable = registrableDomain(domain);
  return registrable && registrable !== domain ? [domain, registrable] : [domain];
}

/**
 * Resolves a batch of already normalized domains in one query, with the same fallback as findCompanyId.
 * Returns the company id of each domain that resolves.
 */
export async function findCompanyIds(db: Queryable, domains: readonly string[]): Promise<Map<string, number>> {
  const wanted = domains.map((d) => ({ domain: d, candidates: candidates(d) }));
  const owners = await companyIdsByDomains(db, [...new Set(wanted.flatMap((w) => w.candidates))]);
  const result = new Map<string, number>();
  for (const w of wanted) {
    const id = w.candidates.map((c) => owners.get(c)).find((x) => x !== undefined);
    if (id !== undefined) result.set(w.domain, id);
  }
  return result;
}
