import type { Queryable } from '../db/database.js';
import { companyIdsByDomains } from '../db/repositories/company.repository.js';
import { bumpDataVersion, type DataChangeSet } from '../db/repositories/data-version.repository.js';
import { technologiesByKey } from '../db/repositories/import.repository.js';
import { detectionState, insertEvidence, partnershipState, stateKey } from '../db/repositories/observation.repository.js';
import { applyBatch, ensureCompanies, nameFromDomain } from './apply-batch.js';
import type { ImportRecord } from './records.js';
import { storable } from '../lib/text.js';

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
  /** what that write changed: its companies, and whether the catalogue (the same on each observation's outcome) */
  change?: DataChangeSet;
}

/** Applies one crawl of one site in the caller's transaction: applyObservations of one. */
export async function applyObservation(tx: Queryable, obs: SiteObservation): Promise<ObservationOutcome> {
  return (await applyObservations(tx, [obs]))[0]!;
}

/**
 * Applies crawls of several sites in the caller's transaction, through the import's set-based writes: each
 * company (created when new, named from its site), its detections and partnerships as import records, and the
 * evidence. The crawl worker applies the crawls that end together in one call (group commit): each statement
 * then serves them all, and a partner that several of them name has its derived counts recomputed once
 * (docs/benchmarks-notes.md, "Crawl writes in groups"). One observation per domain.
 *
 * Idempotent: an observation is counted once by its time. A detection or partnership already seen at or after
 * `observedAt` keeps its count; an older one gains 1 and moves its last-seen time. So applying the same crawl
 * twice (a task run again after its worker died mid-commit) leaves the same state, and evidence rows are unique.
 */
export async function applyObservations(tx: Queryable, sent: readonly SiteObservation[]): Promise<ObservationOutcome[]> {
  // Text from the web is kept, not refused: a NUL (a page's stray byte) or a lone surrogate (from a page's embedded
  // JSON) becomes U+FFFD. PostgreSQL refuses either inside the JSON these writes send, and with it the site's crawl.
  const observations = sent.map((o) => storable(o));
  if (new Set(observations.map((o) => o.domain)).size !== observations.length) throw new Error('one observation per domain');
  const known = await companyIdsByDomains(
    tx,
    observations.map((o) => o.domain),
  );
  const missing = observations.filter((o) => !known.has(o.domain));
  const created = await ensureCompanies(
    tx,
    missing.map((o) => ({ domain: o.domain, name: o.siteName ?? nameFromDomain(o.domain) })),
  );
  const companyOf = (o: SiteObservation) => (known.get(o.domain) ?? created.get(o.domain))!;

  // Records in the type order applyBatch requires: technologies, detections, partnerships.
  const records: ImportRecord[] = [];
  const detected = observations.flatMap((o) => [...new Set(o.detections.map((d) => d.techKey))].map((techKey) => ({ o, techKey })));
  const techKeys = [...new Set(detected.map((d) => d.techKey))];
  const catalogued = await technologiesByKey(tx, techKeys);
  const uncatalogued = new Map(
    observations
      .flatMap((o) => o.detections)
      .flatMap((d) => (!catalogued.has(d.techKey) && d.name !== undefined ? [[d.techKey, d] as const] : [])),
  );
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
  const seen = await detectionState(
    tx,
    detected.map((d) => companyOf(d.o)),
    detected.map((d) => d.techKey),
  );
  for (const { o, techKey } of detected) {
    const at = o.observedAt.toISOString();
    const before = seen.get(stateKey(companyOf(o), techKey));
    if (before && before.last >= at) continue;
    records.push({
      type: 'detection',
      line: records.length + 1,
      company: o.domain,
      techKey,
      vendorDomain: null,
      count: (before?.count ?? 0) + 1,
      firstSeen: before && before.first < at ? before.first : at,
      lastSeen: at,
    });
  }
  const listed = observations.flatMap((o) =>
    [...new Map(o.partnerships.filter((p) => p.partnerDomain !== o.domain).map((p) => [p.partnerDomain, p])).values()].map((p) => ({
      o,
      p,
    })),
  );
  const partnered = await partnershipState(
    tx,
    listed.map((l) => companyOf(l.o)),
    listed.map((l) => l.p.partnerDomain),
  );
  for (const { o, p } of listed) {
    const at = o.observedAt.toISOString();
    const before = partnered.get(stateKey(companyOf(o), p.partnerDomain));
    if (before && before.last >= at) continue;
    records.push({
      type: 'partnership',
      line: records.length + 1,
      company: o.domain,
      partner: p.partnerDomain,
      partnerName: p.partnerName,
      partnershipType: p.type,
      first: before && before.first < at ? before.first : at,
      last: at,
      count: (before?.count ?? 0) + 1,
      attributions: [{ source: 'partner_page', label: p.label, url: p.url, observedAt: at }],
    });
  }
  const sites = observations.map(companyOf);
  const outcome = await applyBatch(tx, records, { companyFigures: 'now', companies: sites });
  if (outcome.rejected.length > 0) throw new Error(`observations rejected: ${JSON.stringify(outcome.rejected)}`);
  // Ids of the technologies these observations created; the rest were read above.
  const technologies = uncatalogued.size > 0 ? await technologiesByKey(tx, techKeys) : catalogued;
  await insertEvidence(
    tx,
    observations.flatMap((o) =>
      o.detections.flatMap((d) =>
        d.evidence.map((e) => ({
          company_id: companyOf(o),
          technology_id: technologies.get(d.techKey)!.id,
          signal: e.source,
          detail: e.matched?.slice(0, 200) ?? null,
          url: e.url,
          observed_at: o.observedAt.toISOString(),
        })),
      ),
    ),
  );
  // Nothing applied but companies created: those are the sites, and the write changed them alone.
  const bumped = outcome.dataVersion
    ? { version: outcome.dataVersion, change: outcome.change }
    : created.size > 0
      ? await bumpDataVersion(tx, sites)
      : undefined;
  return observations.map((o) => ({
    companyId: companyOf(o),
    created: created.has(o.domain),
    ...(bumped ? { dataVersion: bumped.version, change: bumped.change } : {}),
  }));
}
