/**
 * Benchmark of @keiretsu/detect against the reference engine, wappalyzer-core 6.10.66, in one run, on the same
 * synthetic 500 KB pages and the same fingerprints (the installed set, without our supplement):
 *
 *   node --import tsx packages/detect/bench/detect.bench.ts [--pages 20] [--rounds 5] [--size 500000] [--plants 25]
 *
 * Prints the per-page time (median and p99) and pages per second of each engine, the fingerprint count, the
 * machine's load average beside the figures, and every difference between the two engines' detections with
 * its reason where one is known.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { compileFingerprints, detect, readInstalledFingerprints, techKeyOf } from '../src/index.js';
import type { Detection, FingerprintSet, PageInput, RawFingerprints } from '../src/types.js';
import { ReferenceEngine, referenceInput, type ReferenceResult } from './reference.js';
import { buildPages, type SyntheticPage } from './synthetic.js';

const { values: args } = parseArgs({
  options: {
    pages: { type: 'string', default: '20' },
    small: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '5' },
    size: { type: 'string', default: '500000' },
    plants: { type: 'string', default: '25' },
    seed: { type: 'string', default: '17' },
  },
});
const PAGES = Number(args.pages);
const ROUNDS = Number(args.rounds);
const SIZE = Number(args.size);
const PLANTS = Number(args.plants);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(times: number[]): { median: number; p99: number; pagesPerSecond: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const total = times.reduce((a, b) => a + b, 0);
  return { median: percentile(sorted, 50), p99: percentile(sorted, 99), pagesPerSecond: (1000 * times.length) / total };
}

function cpuMs(since: NodeJS.CpuUsage): number {
  const c = process.cpuUsage(since);
  return (c.user + c.system) / 1000;
}

function row(wall: ReturnType<typeof summary>, cpu: ReturnType<typeof summary>): string {
  return [wall.median, wall.p99, wall.pagesPerSecond, cpu.median, cpu.p99, cpu.pagesPerSecond]
    .map((x, i) => x.toFixed(i % 3 === 2 ? 0 : 2))
    .join(' | ');
}

const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

interface Difference {
  page: number;
  name: string;
  side: 'ours only' | 'reference only';
  reason: string;
}

/** Evidence source -> the pattern kinds that produce it. */
const KINDS: Record<string, string[]> = {
  script_src: ['scriptSrc'],
  html: ['html', 'text', 'css'],
  scripts: ['scripts'],
  headers: ['headers'],
  meta: ['meta'],
  cookies: ['cookies'],
  url: ['url'],
};

/**
 * Whether the technology's patterns of the evidence's kinds escape a `/` or a `*`, which the reference mishandles
 * (black-box: its analyze() misses "ab" with /a\/?b/ and "<!-- * x" with /<!-- \* x/).
 */
function mishandledEscape(raw: RawFingerprints, d: Detection): boolean {
  const spec = raw.technologies[d.name] as Record<string, unknown> | undefined;
  if (!spec) return false;
  return d.evidence.some((e) => (KINDS[e.source] ?? []).some((k) => /\\\\[/*]/.test(JSON.stringify(spec[k] ?? ''))));
}

function classify(
  set: FingerprintSet,
  raw: RawFingerprints,
  page: number,
  ours: Detection[],
  ref: ReferenceResult[],
): { differences: Difference[]; versions: string[]; confidences: string[] } {
  const refByName = new Map(ref.map((r) => [r.name, r]));
  const ourByName = new Map(ours.map((d) => [d.name, d]));
  const differences: Difference[] = [];
  const versions: string[] = [];
  const confidences: string[] = [];
  const domOnly = new Set<string>();
  for (const d of ours) {
    const r = refByName.get(d.name);
    if (r) {
      if ((r.version ?? null) !== d.version)
        versions.push(`page ${page} ${d.name}: ours ${d.version ?? '-'}, reference ${r.version ?? '-'}`);
      if (r.confidence !== d.confidence) confidences.push(`page ${page} ${d.name}: ours ${d.confidence}, reference ${r.confidence}`);
      continue;
    }
    const tech = set.technologies[set.index.byName.get(d.name)!]!;
    const sources = new Set(d.evidence.map((e) => e.source));
    let reason = 'unexplained';
    if (tech.requires.length > 0 || tech.requiresCategory.length > 0)
      reason = 'requires: the reference runs gated technologies only in its browser driver';
    else if ([...sources].every((s) => s === 'dom')) {
      reason = 'dom: the reference analyze() has no DOM';
      domOnly.add(tech.techKey);
    } else if ([...sources].every((s) => s === 'implied' || s === 'dom')) reason = 'implied by a detection the reference cannot make';
    else if (mishandledEscape(raw, d)) reason = 'the pattern escapes / or *, which the reference mishandles';
    differences.push({ page, name: d.name, side: 'ours only', reason });
  }
  for (const r of ref) {
    if (ourByName.has(r.name)) continue;
    const key = set.technologies[set.index.byName.get(r.name) ?? -1]?.techKey;
    const merged = key !== undefined && ours.some((d) => d.techKey === key);
    const reason =
      r.confidence === 0
        ? 'confidence 0: we report nothing that adds up to 0'
        : merged
          ? 'same tech_key as a detection of ours (merged)'
          : 'unexplained';
    differences.push({ page, name: r.name, side: 'reference only', reason });
  }
  return { differences, versions, confidences };
}

async function main(): Promise<void> {
  const raw = readInstalledFingerprints();
  const started = performance.now();
  const set = compileFingerprints(raw);
  const compileMs = performance.now() - started;
  const pages: SyntheticPage[] = buildPages(raw.technologies, PAGES, SIZE, PLANTS, Number(args.seed));
  const reference = new ReferenceEngine(raw);
  const extractStart = performance.now();
  const inputs = pages.map((p) => referenceInput(p.page));
  const extractMs = (performance.now() - extractStart) / pages.length;

  // warm both engines up on every page once
  const ours = pages.map((p) => detect(set, [p.page]));
  const refs: ReferenceResult[][] = [];
  for (const input of inputs) refs.push(await reference.detect(input));

  // wall-clock time, and this process's CPU time (what other processes on a busy machine do not inflate)
  const loadBefore = load();
  const ourTimes: number[] = [];
  const ourCpu: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const p of pages) {
      const c = process.cpuUsage();
      const t = performance.now();
      detect(set, [p.page]);
      ourTimes.push(performance.now() - t);
      ourCpu.push(cpuMs(c));
    }
  }
  const loadMiddle = load();
  const refTimes: number[] = [];
  const refCpu: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const input of inputs) {
      const c = process.cpuUsage();
      const t = performance.now();
      await reference.detect(input);
      refTimes.push(performance.now() - t);
      refCpu.push(cpuMs(c));
    }
  }
  const loadAfter = load();

  const o = summary(ourTimes);
  const f = summary(refTimes);
  const oc = summary(ourCpu);
  const fc = summary(refCpu);
  const differences: Difference[] = [];
  const versions: string[] = [];
  const confidences: string[] = [];
  let same = 0;
  let plantedOurs = 0;
  let plantedRef = 0;
  let plantedTotal = 0;
  pages.forEach((p, i) => {
    const c = classify(set, raw, i, ours[i]!, refs[i]!);
    differences.push(...c.differences);
    versions.push(...c.versions);
    confidences.push(...c.confidences);
    same += ours[i]!.filter((d) => refs[i]!.some((r) => r.name === d.name)).length;
    for (const planted of p.planted) {
      plantedTotal++;
      if (ours[i]!.some((d) => d.name === planted.name)) plantedOurs++;
      if (refs[i]!.some((r) => r.name === planted.name)) plantedRef++;
    }
  });

  // agreement on many small pages, one planted technology each: every detection compared
  const small = buildPages(raw.technologies, Number(args.small), 3_000, 1, Number(args.seed) + 1);
  const smallDifferences: Difference[] = [];
  const smallVersions: string[] = [];
  const smallConfidences: string[] = [];
  let smallSame = 0;
  for (const [i, p] of small.entries()) {
    const o = detect(set, [p.page]);
    const r = await reference.detect(referenceInput(p.page));
    const c = classify(set, raw, i, o, r);
    smallDifferences.push(...c.differences);
    smallVersions.push(...c.versions);
    smallConfidences.push(...c.confidences);
    smallSame += o.filter((d) => r.some((x) => x.name === d.name)).length;
  }

  const corpus = await corpusComparison(set, raw, reference);

  const size = Math.round(pages.reduce((a, p) => a + p.page.html.length, 0) / pages.length / 1000);
  const lines = [
    `# @keiretsu/detect benchmark`,
    '',
    `Node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'} (${os.cpus().length} cores); load average ${loadBefore} before, ${loadMiddle} between the engines, ${loadAfter} after.`,
    `Fingerprints: ${set.stats.technologies} technologies (${Object.values(set.stats.patterns).reduce((a, b) => a + b, 0)} patterns, ${set.stats.literals} literals indexed), compiled in ${compileMs.toFixed(0)} ms.`,
    `Pages: ${pages.length} synthetic pages of ${size} KB with ${PLANTS} planted technologies each, ${ROUNDS} rounds.`,
    '',
    '| engine | median ms/page | p99 ms/page | pages/s | median CPU ms/page | p99 CPU ms/page | pages/s of CPU |',
    '|---|---|---|---|---|---|---|',
    `| @keiretsu/detect | ${row(o, oc)} |`,
    `| wappalyzer-core 6.10.66 (analyze + resolve) | ${row(f, fc)} |`,
    '',
    `Speed-up at the median: ${(f.median / o.median).toFixed(1)}x wall-clock, ${(fc.median / oc.median).toFixed(1)}x CPU. The reference's inputs (meta tags, script URLs, scripts, CSS, text) were extracted beforehand with cheerio, ${extractMs.toFixed(1)} ms/page not counted; ours includes its own extraction.`,
    '',
    `Detections: ${same} in common; ${differences.filter((d) => d.side === 'ours only').length} ours only, ${differences.filter((d) => d.side === 'reference only').length} reference only.`,
    `Planted technologies found: ours ${plantedOurs}/${plantedTotal}, reference ${plantedRef}/${plantedTotal}.`,
    '',
    '## Differences',
    '',
    ...summarize(differences),
    '',
    `Version differences on common detections: ${versions.length}`,
    ...versions.slice(0, 30).map((v) => `- ${v}`),
    '',
    `Confidence differences on common detections: ${confidences.length}`,
    ...confidences.slice(0, 30).map((c) => `- ${c}`),
    '',
    `## Agreement on ${small.length} small pages (one planted technology each)`,
    '',
    `Detections: ${smallSame} in common; ${smallDifferences.filter((d) => d.side === 'ours only').length} ours only, ${smallDifferences.filter((d) => d.side === 'reference only').length} reference only; ${smallVersions.length} version and ${smallConfidences.length} confidence differences on common ones.`,
    '',
    ...summarize(smallDifferences),
    ...smallVersions.slice(0, 20).map((v) => `- version: ${v}`),
    ...smallConfidences.slice(0, 20).map((c) => `- confidence: ${c}`),
    '',
    ...corpus,
  ];
  console.log(lines.join('\n'));
}

interface CorpusSiteShape {
  domain: string;
  pages: Record<string, { status?: number; headers?: Record<string, string>; html?: string }>;
  technologies: string[];
}

/**
 * The labelled corpus of test/quality (when present): each site's pages through both engines (ours on the
 * site at once, the reference page by page, merged), compared with each other and with the labels.
 */
async function corpusComparison(set: FingerprintSet, raw: RawFingerprints, reference: ReferenceEngine): Promise<string[]> {
  const file = new URL('../../../test/quality/corpus/index.ts', import.meta.url);
  if (!existsSync(file)) return ['## Corpus', '', 'test/quality/corpus is not there: skipped.'];
  const { sites } = (await import(file.href)) as { sites: CorpusSiteShape[] };
  const differences: Difference[] = [];
  let same = 0;
  const score = { ours: { tp: 0, fp: 0, fn: 0 }, ref: { tp: 0, fp: 0, fn: 0 } };
  const misses: string[] = [];
  for (const [i, site] of sites.entries()) {
    const pages: PageInput[] = Object.entries(site.pages)
      .filter(([, p]) => p.html !== undefined && (p.status ?? 200) < 400)
      .map(([key, p]) => ({
        url: key.startsWith('http') ? key : `https://${site.domain}${key}`,
        headers: Object.fromEntries(Object.entries(p.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
        html: p.html!,
      }));
    const ours = detect(set, pages);
    const merged = new Map<string, ReferenceResult>();
    for (const page of pages) {
      for (const r of await reference.detect(referenceInput(page))) {
        const known = merged.get(r.name);
        if (!known || r.confidence > known.confidence) merged.set(r.name, r);
      }
    }
    const ref = [...merged.values()];
    const c = classify(set, raw, i, ours, ref);
    differences.push(...c.differences.map((d) => ({ ...d, name: `${d.name} (${site.domain})` })));
    same += ours.filter((d) => merged.has(d.name)).length;
    const labels = new Set(site.technologies);
    const tally = (keys: Set<string>, into: { tp: number; fp: number; fn: number }, who: string) => {
      for (const k of keys)
        if (labels.has(k)) into.tp++;
        else into.fp++;
      for (const k of labels) {
        if (keys.has(k)) continue;
        into.fn++;
        if (who === 'ours') misses.push(`${k} (${site.domain})`);
      }
    };
    tally(new Set(ours.map((d) => d.techKey)), score.ours, 'ours');
    tally(new Set(ref.map((r) => techKeyOf(r.name))), score.ref, 'ref');
  }
  const pr = (x: { tp: number; fp: number; fn: number }) =>
    `precision ${((100 * x.tp) / Math.max(1, x.tp + x.fp)).toFixed(1)}%, recall ${((100 * x.tp) / Math.max(1, x.tp + x.fn)).toFixed(1)}% (${x.tp} right, ${x.fp} not labelled, ${x.fn} missed)`;
  return [
    `## Corpus (test/quality, ${sites.length} sites)`,
    '',
    `Detections: ${same} in common; ${differences.filter((d) => d.side === 'ours only').length} ours only, ${differences.filter((d) => d.side === 'reference only').length} reference only.`,
    '',
    ...summarize(differences),
    '',
    `Against the corpus labels: ours ${pr(score.ours)}; reference ${pr(score.ref)}.`,
    `Labelled technologies we miss: ${misses.join(', ') || 'none'}.`,
  ];
}

function summarize(differences: Difference[]): string[] {
  const byReason = new Map<string, Map<string, number>>();
  for (const d of differences) {
    const key = `${d.side}: ${d.reason}`;
    const names = byReason.get(key) ?? byReason.set(key, new Map()).get(key)!;
    names.set(d.name, (names.get(d.name) ?? 0) + 1);
  }
  const out: string[] = [];
  for (const [reason, names] of byReason) {
    const total = [...names.values()].reduce((a, b) => a + b, 0);
    out.push(`- ${reason} (${total}): ${[...names].map(([name, n]) => (n > 1 ? `${name} x${n}` : name)).join(', ')}`);
  }
  return out.length > 0 ? out : ['none'];
}

await main();
