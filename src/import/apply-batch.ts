import { parse as parseDomain } from 'tldts';
import type { Queryable } from '../db/database.js';
import { companyIdsByDomains } from '../db/repositories/company.repository.js';
import * as repo from '../db/repositories/import.repository.js';
import {
  markCompaniesStale,
  markPopularityStale,
  recomputePartnershipCounts,
  recomputeStacks,
} from '../db/repositories/derived.repository.js';
import { bumpDataVersion, type DataChangeSet } from '../db/repositories/data-version.repository.js';
import { refreshPartnerLinks } from '../db/repositories/partnership.repository.js';
import { slugify } from '../lib/slug.js';
import type { ImportRecord } from './records.js';

type Of<T extends ImportRecord['type']> = Extract<ImportRecord, { type: T }>;

export interface BatchOutcome {
  applied: Map<ImportRecord['type'], number>;
  rejected: { line: number; error: string }[];
  /** the data version this batch committed, when it wrote anything */
  dataVersion?: string;
  /** what it changed, when the caller asked for it to be recorded (options.companies) */
  change?: DataChangeSet;
}

/**
 * Applies one batch in the caller's transaction. The batch holds records in non-decreasing type order
 * (technology, company, related, detection, partnership) with no key twice, so applying it type by type,
 * set-based, gives exactly what applying its lines one by one would. A line whose references do not resolve
 * is rejected here and nothing of it is written.
 */
export async function applyBatch(
  tx: Queryable,
  records: readonly ImportRecord[],
  /**
   * `later`: the touched companies' figures are only marked, for ImportService.refreshDerived to recount once
   * (migration 0023), instead of recounted here; an import's batches touch the same companies again and again.
   */
  options: {
    companyFigures: 'now' | 'later';
    /**
     * When the records change nothing but these companies and the ones their detections and partnerships touch (a
     * crawl's: no company renamed, no domain moved), the data version records them all (migration 0030), so that
     * caches keep what they hold about other companies. Left out, any cached answer may have changed.
     */
    companies?: readonly number[];
  } = { companyFigures: 'now' },
): Promise<BatchOutcome> {
  const out: BatchOutcome = { applied: new Map(), rejected: [] };
  const touched: Touched = { stacks: new Set(), partnered: new Set(), technologies: new Set(), vendors: new Set() };
  const byType = <T extends ImportRecord['type']>(t: T) => records.filter((r): r is Of<T> => r.type === t);
  const reject = (line: number, error: string) => out.rejected.push({ line, error });
  const applied = (t: ImportRecord['type'], n: number) => n > 0 && out.applied.set(t, (out.applied.get(t) ?? 0) + n);

  applied('technology', await applyTechnologies(tx, byType('technology'), touched));
  applied('company', await applyCompanies(tx, byType('company'), reject));
  applied('related', await applyRelated(tx, byType('related'), reject));
  applied('detection', await applyDetections(tx, byType('detection'), touched, reject));
  applied('partnership', await applyPartnerships(tx, byType('partnership'), touched, reject));

  // Popularity is recounted after the batch (import.service.ts): a popular vendor's count reads millions of rows.
  await markPopularityStale(tx, [...touched.technologies], [...touched.vendors]);
  if (options.companyFigures === 'later') {
    await markCompaniesStale(tx, [...touched.stacks], [...touched.partnered]);
  } else {
    await recomputeStacks(tx, [...touched.stacks]);
    await recomputePartnershipCounts(tx, [...touched.partnered]);
  }
  if (out.applied.size > 0) {
    const changed = options.companies && [...new Set([...options.companies, ...touched.stacks, ...touched.partnered])];
    const bumped = await bumpDataVersion(tx, changed);
    out.dataVersion = bumped.version;
    if (bumped.change) out.change = bumped.change;
  }
  return out;
}

/** What a batch changed: companies whose stack or partners changed, and technologies and vendors used. */
type Touched = { stacks: Set<number>; partnered: Set<number>; technologies: Set<number>; vendors: Set<number> };
type Reject = (line: number, error: string) => void;

async function applyTechnologies(tx: Queryable, recs: Of<'technology'>[], touched: Touched): Promise<number> {
  if (recs.length === 0) return 0;
  const vendorNames = new Map<string, string>();
  for (const r of recs) if (r.vendor) vendorNames.set(r.vendor.domain, r.vendor.name);
  const existing = await repo.vendorsByDomain(tx, [...vendorNames.keys()]);
  const fresh = [...vendorNames].filter(([domain]) => !existing.has(domain));
  const slugs = await freeSlugs(
    tx,
    'vendors',
    fresh.map(([, name]) => slugify(name)),
  );
  const vendorIds = await repo.upsertVendors(tx, [
    ...[...vendorNames].filter(([d]) => existing.has(d)).map(([domain, name]) => ({ slug: existing.get(domain)!.slug, name, domain })),
    ...fresh.map(([domain, name], i) => ({ slug: slugs[i]!, name, domain })),
  ]);
  const result = await repo.upsertTechnologies(
    tx,
    recs.map((r) => ({
      tech_key: r.techKey,
      display_name: r.displayName,
      vendor_id: r.vendor ? vendorIds.get(r.vendor.domain)! : null,
      categories: r.categories,
      active: r.active,
    })),
  );
  result.ids.forEach((id) => touched.technologies.add(id));
  result.vendorIds.forEach((id) => touched.vendors.add(id));
  // A technology that changed vendor changes the vendor_count of every company that runs it.
  for (const id of await repo.companiesUsingTechnologies(tx, result.movedTechnologyIds)) touched.stacks.add(id);
  return recs.length;
}

async function applyCompanies(tx: Queryable, recs: Of<'company'>[], reject: Reject): Promise<number> {
  if (recs.length === 0) return 0;
  const existing = await repo.companiesByPrimaryDomain(
    tx,
    recs.map((r) => r.primaryDomain),
  );
  const owners = await companyIdsByDomains(
    tx,
    recs.flatMap((r) => [r.primaryDomain, ...r.domains]),
  );
  const explicitSlugs = await repo.takenSlugs(
    tx,
    'companies',
    recs.flatMap((r) => (r.slug ? [r.slug] : [])),
  );
  const claimed = new Map<string, string>(); // domain or slug -> primary domain claiming it in this batch
  const accepted: Of<'company'>[] = [];
  for (const r of recs) {
    const selfId = existing.get(r.primaryDomain)?.id;
    const foreign = [r.primaryDomain, ...r.domains].find((d) => {
      const owner = owners.get(d);
      return (owner !== undefined && owner !== selfId) || (claimed.has(d) && claimed.get(d) !== r.primaryDomain);
    });
    if (foreign) {
      reject(r.line, `domain ${foreign} already belongs to another company`);
      continue;
    }
    const slugOwner = r.slug ? explicitSlugs.get(r.slug) : undefined;
    if (r.slug && ((slugOwner !== undefined && slugOwner !== selfId) || claimed.has('slug:' + r.slug))) {
      reject(r.line, `slug ${r.slug} is already used by another company`);
      continue;
    }
    for (const d of [r.primaryDomain, ...r.domains]) claimed.set(d, r.primaryDomain);
    if (r.slug) claimed.set('slug:' + r.slug, r.primaryDomain);
    accepted.push(r);
  }
  const needSlug = accepted.filter((r) => !r.slug && !existing.has(r.primaryDomain));
  const generated = await freeSlugs(
    tx,
    'companies',
    needSlug.map((r) => slugify(r.name)),
    new Set([...claimed.keys()].filter((k) => k.startsWith('slug:')).map((k) => k.slice(5))),
  );
  const slugFor = new Map(needSlug.map((r, i) => [r.primaryDomain, generated[i]!]));
  const ids = await repo.upsertCompanies(
    tx,
    accepted.map((r) => ({
      slug: r.slug ?? existing.get(r.primaryDomain)?.slug ?? slugFor.get(r.primaryDomain)!,
      name: r.name,
      primary_domain: r.primaryDomain,
      investors: r.investors,
      has_partner_page: r.hasPartnerPage,
      industry: r.firmographics.industry ?? null,
      industry_label: r.firmographics.industry_label ?? null,
      employee_range: r.firmographics.employee_range ?? null,
      country: r.firmographics.country?.toUpperCase() ?? null,
      founded_year: r.firmographics.founded_year ?? null,
      open_jobs_count: r.firmographics.open_jobs_count ?? null,
    })),
  );
  await repo.insertCompanyDomains(
    tx,
    accepted.flatMap((r) => [r.primaryDomain, ...r.domains].map((domain) => ({ domain, company_id: ids.get(r.primaryDomain)! }))),
  );
  // A company record changes no derived figure: a new company starts at the columns' defaults (0).
  return accepted.length;
}

async function applyRelated(tx: Queryable, recs: Of<'related'>[], reject: Reject): Promise<number> {
  if (recs.length === 0) return 0;
  const { companies, ok } = await knownCompanies(tx, recs, reject);
  const related = await ensureCompanies(
    tx,
    ok.flatMap((r) => (r.relatedDomain ? [{ domain: r.relatedDomain, name: r.relatedName }] : [])),
  );
  await repo.upsertRelations(
    tx,
    ok.map((r) => ({
      company_id: companies.get(r.company)!,
      related_name: r.relatedName,
      related_company_id: r.relatedDomain ? related.get(r.relatedDomain)! : null,
      relationship: r.relationship,
    })),
  );
  return ok.length;
}

async function applyDetections(tx: Queryable, recs: Of<'detection'>[], touched: Touched, reject: Reject): Promise<number> {
  if (recs.length === 0) return 0;
  const companies = await companyIdsByDomains(
    tx,
    recs.map((r) => r.company),
  );
  const techs = await repo.technologiesByKey(
    tx,
    recs.flatMap((r) => (r.techKey ? [r.techKey] : [])),
  );
  const vendors = await repo.vendorsByDomain(
    tx,
    recs.flatMap((r) => (r.vendorDomain ? [r.vendorDomain] : [])),
  );
  const tech: Parameters<typeof repo.upsertDetections>[1][number][] = [];
  const vendorOnly: Parameters<typeof repo.upsertVendorDetections>[1][number][] = [];
  for (const r of recs) {
    const companyId = companies.get(r.company);
    if (companyId === undefined) {
      reject(r.line, unknownCompany(r.company));
      continue;
    }
    const base = { company_id: companyId, detection_count: r.count, first_seen: r.firstSeen, last_seen: r.lastSeen };
    if (r.techKey) {
      const t = techs.get(r.techKey);
      if (!t) {
        reject(r.line, `unknown tech_key ${r.techKey}; import its technology record first`);
        continue;
      }
      tech.push({ ...base, technology_id: t.id });
      touched.technologies.add(t.id);
      if (t.vendor_id !== null) touched.vendors.add(t.vendor_id);
    } else {
      const v = vendors.get(r.vendorDomain!);
      if (!v) {
        reject(r.line, `unknown vendor ${r.vendorDomain}; import a technology record naming this vendor first`);
        continue;
      }
      vendorOnly.push({ ...base, vendor_id: v.id });
      touched.vendors.add(v.id);
    }
    touched.stacks.add(companyId);
  }
  await repo.upsertDetections(tx, tech);
  await repo.upsertVendorDetections(tx, vendorOnly);
  return tech.length + vendorOnly.length;
}

async function applyPartnerships(tx: Queryable, recs: Of<'partnership'>[], touched: Touched, reject: Reject): Promise<number> {
  if (recs.length === 0) return 0;
  const { companies, ok } = await knownCompanies(tx, recs, reject);
  const partners = await ensureCompanies(
    tx,
    ok.map((r) => ({ domain: r.partner, name: r.partnerName ?? nameFromDomain(r.partner) })),
  );
  const rows = [];
  const attributions = new Map<string, Parameters<typeof repo.insertAttributions>[1][number]>();
  for (const r of ok) {
    const company_id = companies.get(r.company)!;
    const partner_id = partners.get(r.partner)!;
    if (company_id === partner_id) {
      reject(r.line, `${r.company} and ${r.partner} are the same company`);
      continue;
    }
    rows.push({
      company_id,
      partner_id,
      partnership_type: r.partnershipType,
      first_observed_at: r.first,
      last_observed_at: r.last,
      observation_count: r.count,
    });
    for (const a of r.attributions) {
      const row = { company_id, partner_id, source: a.source, source_label: a.label, url: a.url, observed_at: a.observedAt };
      attributions.set(JSON.stringify([company_id, partner_id, a.source, a.url, a.observedAt]), row);
    }
    touched.partnered.add(company_id).add(partner_id);
  }
  const inserted = await repo.upsertPartnerships(tx, rows);
  await repo.insertAttributions(tx, [...attributions.values()]);
  // The symmetric read model (partner_links): re-merge both directions of every pair this batch touched.
  await refreshPartnerLinks(tx, rows, inserted);
  return rows.length;
}

/** The records whose `company` is known, with the ids; the others are rejected (nothing of them is written). */
async function knownCompanies<R extends { line: number; company: string }>(
  tx: Queryable,
  recs: readonly R[],
  reject: Reject,
): Promise<{ companies: Map<string, number>; ok: R[] }> {
  const companies = await companyIdsByDomains(
    tx,
    recs.map((r) => r.company),
  );
  const ok = recs.filter((r) => companies.has(r.company) || void reject(r.line, unknownCompany(r.company)));
  return { companies, ok };
}

const unknownCompany = (domain: string): string => `unknown company ${domain}; import its company record first`;

/**
 * Ids for these domains, creating a bare company record for each domain nobody has yet. Crawls apply in parallel
 * and often name the same partners, so a domain or a slug may be taken by another transaction between the lookup
 * and the insert: a domain taken is looked up again, a slug taken is chosen anew, a few rounds at most.
 */
export async function ensureCompanies(tx: Queryable, wanted: readonly { domain: string; name: string }[]): Promise<Map<string, number>> {
  const names = new Map<string, string>();
  for (const w of wanted) if (!names.has(w.domain)) names.set(w.domain, w.name);
  const ids = new Map<string, number>();
  for (let round = 0; ; round++) {
    const pending = [...names.keys()].filter((d) => !ids.has(d));
    if (pending.length === 0) return ids;
    (await companyIdsByDomains(tx, pending)).forEach((id, domain) => ids.set(domain, id));
    // In domain order: transactions creating overlapping sets of companies then wait on each other in one
    // order, and do not deadlock (the crawl benchmark's parallel applies did, in page order).
    const missing = pending.filter((d) => !ids.has(d)).sort();
    if (missing.length === 0) return ids;
    if (round === CREATE_ROUNDS)
      throw new Error(`could not create companies for ${missing.slice(0, 5).join(', ')}: slugs kept being taken`);
    // After a lost race, slugs from the name and the domain: concurrent crawls naming one partner name would
    // otherwise all reach for the same next free slug (acme-2, then acme-3...), one winner a round.
    const slugs = await freeSlugs(
      tx,
      'companies',
      missing.map((domain) => slugify(round === 0 ? names.get(domain)! : `${names.get(domain)!} ${domain}`)),
    );
    const created = await repo.insertMinimalCompanies(
      tx,
      missing.map((primary_domain, i) => ({ primary_domain, name: names.get(primary_domain)!, slug: slugs[i]! })),
    );
    created.forEach((id, domain) => ids.set(domain, id));
  }
}

/** Rounds of ensureCompanies: after the first, slugs carry the domain, which no other company has. */
const CREATE_ROUNDS = 5;

/** For each wanted base slug, a slug free in the table and unique in this list: base, base-2, base-3, ... */
async function freeSlugs(
  tx: Queryable,
  table: 'companies' | 'vendors',
  bases: readonly string[],
  reserved: Set<string> = new Set(),
): Promise<string[]> {
  const taken = await repo.takenSlugs(tx, table, bases);
  const used = new Set<string>([...taken.keys(), ...reserved]);
  // The slugs of every base that will need a suffix (taken, reserved, or twice in the list), read at once.
  const seen = new Set<string>();
  const suffixed = new Set<string>();
  for (const base of bases) {
    if (used.has(base) || seen.has(base)) suffixed.add(base);
    seen.add(base);
  }
  const inUse = await repo.slugsWithPrefixes(tx, table, [...suffixed]);
  const result: string[] = [];
  for (const base of bases) {
    let slug = base;
    if (used.has(slug)) {
      // A base that is itself a suffixed slug chosen above (acme-2 after acme) was not read with the others.
      const prefixed = inUse.get(base) ?? (await repo.slugsWithPrefixes(tx, table, [base])).get(base)!;
      for (let n = 2; used.has(slug) || prefixed.has(slug); n++) slug = `${base}-${n}`;
    }
    used.add(slug);
    result.push(slug);
  }
  return result;
}

/** "globex.co.uk" -> "Globex": the best name we have for a company known only by its domain. */
export function nameFromDomain(domain: string): string {
  const label = parseDomain(domain).domainWithoutSuffix ?? domain.split('.')[0] ?? domain;
  return label
    .split('-')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}
