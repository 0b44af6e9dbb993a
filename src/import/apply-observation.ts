import type { Queryable } from '../db/database.js';
import { companyIdsByDomains } from '../db/repositories/company.repository.js';
import { bumpDataVersion } from '../db/repositories/data-version.repository.js';
import { technologiesByKey } from '../db/repositories/import.repository.js';
import { detectionState, insertEvidence, partnershipState } from '../db/repositories/observation.repository.js';
import { applyBatch, ensureCompanies, nameFromDomain } from './apply-batch.js';
import type { ImportRecord } from './records.js';

/** Where a detection was seen (contracts section 8: evidence). */
export interface Evidence {
  source: string;
  url: string | null;
  /** the matched text, at most 200 characters; for `implied`, the tech_key that implied it */
  matched: string | null;
}

/**
 * What one crawl of a site found, dated: the facts the pipeline's steps return (crawler/), applied by
 * applyObservation. Technologies are named by tech_key (the catalogue's); partners by registrable domain.
 */
export interface SiteObservation {
  domain: string;
  observedAt: Date;
  /** og:site_name or the title's brand: the name of a company we did not know */
  siteName: string | null;
  /**
   * Technologies by tech_key; name, categories and vendor create the technology when the catalogue lacks it (a
   * fingerprint set newer than the catalogue sync: services/fingerprint.service.ts).
   */
  detections: {
    techKey: string;
    name?: string;
    categories?: string[];
    vendor?: { name: string; domain: string } | null;
    evidence: Evidence[];
  }[];
  partnerships: {
    partnerDomain: string;
    partnerName: string | null;
    type: 'technology' | 'channel' | 'generic';
    url: string;
    label: string;
  }[];
}

export interface ObservationOutcome {
  companyId: number;
  created: boolean;
  /** the data version this write committed, when it wrote anything */
  dataVersion?: string;
}

/**
 * Applies one crawl of one site in the caller's transaction, through the import's set-based writes: the company
 * (created when new, named from the site), its detections and partnerships as import records, and the evidence.
 *
 * Idempotent: an observation is counted once by its time. A detection or partnership already seen at or after
 * `observedAt` keeps its count; an older one gains 1 and moves its last-seen time. So applying the same crawl
 * twice (a task run again after its worker died mid-commit) leaves the same state, and evidence rows are unique.
 */
export async function applyObservation(tx: Queryable, obs: SiteObservation): Promise<ObservationOutcome> {
  const at = obs.observedAt.toISOString();
  let companyId = (await companyIdsByDomains(tx, [obs.domain])).get(obs.domain);
  const created = companyId === undefined;
  if (companyId === undefined) {
    const ids = await ensureCompanies(tx, [{ domain: obs.domain, name: obs.siteName ?? nameFromDomain(obs.domain) }]);
    companyId = ids.get(obs.domain)!;
  }
  // Records in the type order applyBatch requires: technologies, detections, partnerships.
  const records: ImportRecord[] = [];
  const techKeys = [...new Set(obs.detections.map((d) => d.techKey))];
  const catalogued = await technologiesByKey(tx, techKeys);
  const uncatalogued = new Map(obs.detections.filter((d) => !catalogued.has(d.techKey) && d.name !== undefined).map((d) => [d.techKey, d]));
  for (const d of uncatalogued.values()) {
    records.push({
      type: 'technology',
      line: records.length + 1,
      techKey: d.techKey,
      displayName: d.name!,
      vendor: d.vendor ?? null,
      categories: d.categories ?? [],
      active: true,
    });
  }
  const seen = await detectionState(tx, companyId, techKeys);
  for (const techKey of techKeys) {
    const before = seen.get(techKey);
    if (before && before.last >= at) continue;
    records.push({
      type: 'detection',
      line: records.length + 1,
      company: obs.domain,
      techKey,
      vendorDomain: null,
      count: (before?.count ?? 0) + 1,
      firstSeen: before && before.first < at ? before.first : at,
      lastSeen: at,
    });
  }
  const partners = new Map(obs.partnerships.filter((p) => p.partnerDomain !== obs.domain).map((p) => [p.partnerDomain, p]));
  const known = await partnershipState(tx, companyId, [...partners.keys()]);
  for (const p of partners.values()) {
    const before = known.get(p.partnerDomain);
    if (before && before.last >= at) continue;
    records.push({
      type: 'partnership',
      line: records.length + 1,
      company: obs.domain,
      partner: p.partnerDomain,
      partnerName: p.partnerName,
      partnershipType: p.type,
      first: before && before.first < at ? before.first : at,
      last: at,
      count: (before?.count ?? 0) + 1,
      attributions: [{ source: 'partner_page', label: p.label, url: p.url, observedAt: at }],
    });
  }
  const outcome = await applyBatch(tx, records);
  if (outcome.rejected.length > 0) throw new Error(`observation of ${obs.domain} rejected: ${JSON.stringify(outcome.rejected)}`);
  // Ids of the technologies this observation created; the rest were read above.
  const technologies = uncatalogued.size > 0 ? await technologiesByKey(tx, techKeys) : catalogued;
  await insertEvidence(
    tx,
    obs.detections.flatMap((d) =>
      d.evidence.map((e) => ({
        company_id: companyId,
        technology_id: technologies.get(d.techKey)!.id,
        signal: e.source,
        detail: e.matched?.slice(0, 200) ?? null,
        url: e.url,
        observed_at: at,
      })),
    ),
  );
  const dataVersion = outcome.dataVersion ?? (created ? await bumpDataVersion(tx) : undefined);
  return { companyId, created, ...(dataVersion ? { dataVersion } : {}) };
}
