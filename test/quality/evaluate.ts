import { loadInstalledFingerprints, type FingerprintSet } from '@keiretsu/detect';
import type { ExtractedPartner } from '../../src/crawler/extract/partners.js';
import { findOnSite } from '../../src/crawler/pipeline.js';
import { CorpusWeb } from './corpus-web.js';
import type { CorpusSite } from './corpus/types.js';

export { MAX_ENTRY_PAGES, MAX_LISTING_PAGES } from '../../src/crawler/pipeline.js';

/** Issue 17's targets. */
export const TARGETS = {
  technologyPrecision: 0.98,
  technologyRecall: 0.95,
  partnerPrecision: 0.99,
  partnerRecall: 0.9,
  typeAccuracy: 0.9,
};

/** What the crawl of one corpus site produced. */
export interface SiteRun {
  site: CorpusSite;
  /** the URLs of the home page, the discovered pages and the listing pages that followed */
  pages: string[];
  partners: Pick<ExtractedPartner, 'partnerDomain' | 'partnerName' | 'type' | 'url'>[];
  technologies: string[];
}

/**
 * Crawls one corpus site with the crawler's own pipeline (crawler/pipeline.ts findOnSite: robots, home page,
 * sitemap, partner-page discovery, listings followed, partners extracted and merged, technologies detected at
 * the pipeline's confidence threshold), served from memory.
 */
export async function crawlCorpusSite(site: CorpusSite, fingerprints: FingerprintSet): Promise<SiteRun> {
  const web = new CorpusWeb(site);
  const found = await findOnSite(web, site.domain, { fingerprints, otherDomains: site.otherDomains });
  if (!found.ok) throw new Error(`${site.domain}: the crawl failed: ${found.error} ${found.detail}`);
  const { pages, partners, detections } = found.findings;
  return { site, pages, partners, technologies: [...new Set(detections.map((d) => d.techKey))].sort() };
}

export interface Score {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
}

export interface Miss {
  site: string;
  what: 'technology' | 'partner' | 'partner type';
  kind: 'false positive' | 'false negative' | 'wrong type';
  value: string;
  detail: string;
}

export interface QualityReport {
  sites: number;
  pages: number;
  labels: { technologies: number; partners: number };
  technologies: Score;
  partners: Score;
  types: { correct: number; total: number; accuracy: number };
  misses: Miss[];
  runs: SiteRun[];
}

/** Micro-averaged precision and recall over (site, label) pairs, and type accuracy over correctly found partners. */
export function score(runs: SiteRun[]): QualityReport {
  const misses: Miss[] = [];
  const tech = { tp: 0, fp: 0, fn: 0 };
  const partner = { tp: 0, fp: 0, fn: 0 };
  const types = { correct: 0, total: 0 };
  for (const run of runs) {
    const name = run.site.domain;
    {
      const expected = new Set(run.site.technologies);
      for (const key of run.technologies) {
        if (expected.has(key)) tech.tp++;
        else {
          tech.fp++;
          misses.push({ site: name, what: 'technology', kind: 'false positive', value: key, detail: 'detected, not labelled' });
        }
      }
      for (const key of expected) {
        if (run.technologies.includes(key)) continue;
        tech.fn++;
        misses.push({ site: name, what: 'technology', kind: 'false negative', value: key, detail: 'labelled, not detected' });
      }
    }
    const expected = new Map(Object.entries(run.site.partners));
    for (const p of run.partners) {
      const type = expected.get(p.partnerDomain);
      if (type === undefined) {
        partner.fp++;
        misses.push({
          site: name,
          what: 'partner',
          kind: 'false positive',
          value: p.partnerDomain,
          detail: `"${p.partnerName ?? ''}" as ${p.type} on ${p.url}`,
        });
        continue;
      }
      partner.tp++;
      types.total++;
      if (p.type === type) types.correct++;
      else
        misses.push({
          site: name,
          what: 'partner type',
          kind: 'wrong type',
          value: p.partnerDomain,
          detail: `${p.type}, labelled ${type}, on ${p.url}`,
        });
    }
    for (const [domain, type] of expected) {
      if (run.partners.some((p) => p.partnerDomain === domain)) continue;
      partner.fn++;
      misses.push({ site: name, what: 'partner', kind: 'false negative', value: domain, detail: `labelled ${type}, not found` });
    }
  }
  const ratio = (n: number, d: number) => (d === 0 ? 1 : n / d);
  const toScore = (c: { tp: number; fp: number; fn: number }): Score => ({
    truePositives: c.tp,
    falsePositives: c.fp,
    falseNegatives: c.fn,
    precision: ratio(c.tp, c.tp + c.fp),
    recall: ratio(c.tp, c.tp + c.fn),
  });
  return {
    sites: runs.length,
    pages: runs.reduce((n, r) => n + r.pages.length, 0),
    labels: {
      technologies: runs.reduce((n, r) => n + r.site.technologies.length, 0),
      partners: runs.reduce((n, r) => n + Object.keys(r.site.partners).length, 0),
    },
    technologies: toScore(tech),
    partners: toScore(partner),
    types: { ...types, accuracy: ratio(types.correct, types.total) },
    misses,
    runs,
  };
}

/** The targets a report misses, as sentences (empty when all are met). */
export function missedTargets(report: QualityReport): string[] {
  const missed: string[] = [];
  const check = (label: string, value: number, target: number) => {
    if (value < target) missed.push(`${label} ${value.toFixed(3)} < ${target}`);
  };
  check('technology precision', report.technologies.precision, TARGETS.technologyPrecision);
  check('technology recall', report.technologies.recall, TARGETS.technologyRecall);
  check('partner precision', report.partners.precision, TARGETS.partnerPrecision);
  check('partner recall', report.partners.recall, TARGETS.partnerRecall);
  check('partner type accuracy', report.types.accuracy, TARGETS.typeAccuracy);
  return missed;
}

export async function evaluateCorpus(
  sites: CorpusSite[],
  fingerprints: FingerprintSet = loadInstalledFingerprints(),
): Promise<QualityReport> {
  const runs: SiteRun[] = [];
  for (const site of sites) runs.push(await crawlCorpusSite(site, fingerprints));
  return score(runs);
}
