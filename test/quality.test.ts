import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sites } from './quality/corpus/index.js';
import { loadInstalledFingerprints } from '@keiretsu/detect';
import { crawlCorpusSite, evaluateCorpus, TARGETS } from './quality/evaluate.js';

// The labelled corpus against issue 17's targets (docs/quality.md; `npm run quality` prints the details).
const report = await evaluateCorpus(sites);
const misses = (what: string) =>
  report.misses
    .filter((m) => m.what === what)
    .map((m) => `${m.site} ${m.kind} ${m.value}`)
    .join('; ');

test('the corpus has at least 30 labelled sites', () => {
  assert.ok(report.sites >= 30, `${report.sites} sites`);
});

test('partner extraction meets its precision, recall and type-accuracy targets on the corpus', () => {
  const { precision, recall } = report.partners;
  assert.ok(precision >= TARGETS.partnerPrecision, `partner precision ${precision.toFixed(3)}: ${misses('partner')}`);
  assert.ok(recall >= TARGETS.partnerRecall, `partner recall ${recall.toFixed(3)}: ${misses('partner')}`);
  assert.ok(report.types.accuracy >= TARGETS.typeAccuracy, `type accuracy ${report.types.accuracy.toFixed(3)}: ${misses('partner type')}`);
});

test('technology detection meets its precision and recall targets on the corpus', () => {
  const tech = report.technologies;
  assert.ok(tech.precision >= TARGETS.technologyPrecision, `technology precision ${tech.precision.toFixed(3)}: ${misses('technology')}`);
  assert.ok(tech.recall >= TARGETS.technologyRecall, `technology recall ${tech.recall.toFixed(3)}: ${misses('technology')}`);
});

test('a listing whose tiles link only to its own detail pages: each detail page gives the partner it is about, and nothing else', async () => {
  const site = sites.find((s) => s.domain === 'ledgerfox.com')!;
  const run = await crawlCorpusSite(site, loadInstalledFingerprints());
  assert.deepEqual(Object.fromEntries(run.partners.map((p) => [p.partnerDomain, [p.type, p.url]])), {
    'paymint.io': ['technology', 'https://ledgerfox.com/apps/paymint'],
    'tallypost.co.uk': ['technology', 'https://ledgerfox.com/apps/tallypost'],
    'shiftclock.de': ['technology', 'https://ledgerfox.com/apps/shiftclock'],
  });
});
