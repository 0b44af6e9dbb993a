/**
 * From pattern hits to detections, following the format's semantics:
 * - a technology's confidence is the sum of its matched patterns' confidences (each pattern once, however
 *   many pages matched it), capped at 100; a technology whose matches add up to 0 is not reported (confidence 0
 *   patterns only lend a version to a technology found otherwise);
 * - its version is the longest (most specific) one its matches produced, the first on a tie;
 * - `requires` / `requiresCategory`: the detection stands only if one of the required technologies, or a
 *   technology of one of the required categories, is detected (directly, through another gated one, or by
 *   implication);
 * - `excludes`: processed from the most confident technology down, a technology still standing removes the
 *   ones it excludes (so of two that exclude each other, the more confident stays);
 * - `implies`: the implied technology is detected with the implier's confidence, capped by the implication's
 *   `confidence` tag, and the implication's `version` tag; chains follow. A technology both detected and implied
 *   keeps the higher confidence, with both kinds of evidence.
 */
import type { Hit } from './match.js';
import type { Detection, Evidence, FingerprintSet, Technology } from './types.js';

/** Evidence kept per technology (the API shows the newest five). */
export const MAX_EVIDENCE = 10;

interface Found {
  tech: number;
  confidence: number;
  patterns: Map<number, number>;
  versions: string[];
  evidence: Evidence[];
  keys: Set<string>;
}

export function resolveDetections(set: FingerprintSet, pages: Hit[][]): Detection[] {
  const techs = set.technologies;
  const byName = set.index.byName;
  const found = new Map<number, Found>();
  const get = (tech: number): Found => {
    let f = found.get(tech);
    if (!f) found.set(tech, (f = { tech, confidence: 0, patterns: new Map(), versions: [], evidence: [], keys: new Set() }));
    return f;
  };
  for (const hits of pages) {
    for (const h of hits) {
      const f = get(h.tech);
      if (!f.patterns.has(h.patternId)) f.patterns.set(h.patternId, h.confidence);
      if (h.version) f.versions.push(h.version);
      addEvidence(f, h.evidence);
    }
  }
  for (const f of found.values())
    f.confidence = Math.min(
      100,
      [...f.patterns.values()].reduce((a, b) => a + b, 0),
    );

  const direct = [...found.values()].filter((f) => f.confidence > 0);
  const standing = gate(direct, techs, byName);
  const kept = applyExcludes(standing, techs, byName);
  const all = applyImplies(kept, techs, byName, get);
  return output(all, techs);
}

function addEvidence(f: Found, e: Evidence): void {
  const key = `${e.source}\u0000${e.url}\u0000${e.matched}`;
  if (f.keys.has(key) || f.evidence.length >= MAX_EVIDENCE) return;
  f.keys.add(key);
  f.evidence.push(e);
}

/** The detections whose requires / requiresCategory hold, to a fixed point (gated ones can enable others). */
function gate(direct: Found[], techs: readonly Technology[], byName: ReadonlyMap<string, number>): Found[] {
  const isGated = (f: Found) => techs[f.tech]!.requires.length > 0 || techs[f.tech]!.requiresCategory.length > 0;
  const admitted = direct.filter((f) => !isGated(f));
  let pending = direct.filter(isGated);
  for (let changed = true; changed && pending.length > 0;) {
    changed = false;
    const present = impliedClosure(
      admitted.map((f) => f.tech),
      techs,
      byName,
    );
    const categories = new Set([...present].flatMap((t) => techs[t]!.categories.map((c) => c.id)));
    const still: Found[] = [];
    for (const f of pending) {
      const t = techs[f.tech]!;
      const ok = t.requires.some((n) => present.has(byName.get(n)!)) || t.requiresCategory.some((c) => categories.has(c));
      if (ok) {
        admitted.push(f);
        changed = true;
      } else still.push(f);
    }
    pending = still;
  }
  return admitted;
}

function impliedClosure(start: number[], techs: readonly Technology[], byName: ReadonlyMap<string, number>): Set<number> {
  const seen = new Set(start);
  const queue = [...start];
  while (queue.length > 0) {
    for (const i of techs[queue.pop()!]!.implies) {
      const t = byName.get(i.name)!;
      if (!seen.has(t)) {
        seen.add(t);
        queue.push(t);
      }
    }
  }
  return seen;
}

function applyExcludes(standing: Found[], techs: readonly Technology[], byName: ReadonlyMap<string, number>): Found[] {
  const order = [...standing].sort((a, b) => b.confidence - a.confidence || a.tech - b.tech);
  const removed = new Set<number>();
  for (const f of order) {
    if (removed.has(f.tech)) continue;
    for (const name of techs[f.tech]!.excludes) {
      const t = byName.get(name)!;
      if (t !== f.tech) removed.add(t);
    }
  }
  return standing.filter((f) => !removed.has(f.tech));
}

function applyImplies(
  kept: Found[],
  techs: readonly Technology[],
  byName: ReadonlyMap<string, number>,
  get: (tech: number) => Found,
): Found[] {
  const result = new Map(kept.map((f) => [f.tech, f]));
  const queue = [...kept];
  while (queue.length > 0) {
    const from = queue.shift()!;
    for (const imp of techs[from.tech]!.implies) {
      const tech = byName.get(imp.name)!;
      if (tech === from.tech) continue;
      const confidence = Math.min(from.confidence, imp.confidence);
      if (confidence <= 0) continue;
      const target = result.get(tech) ?? get(tech);
      if (!result.has(tech)) {
        // a technology whose own matches added up to nothing starts from them (their version may stand)
        target.confidence = 0;
        result.set(tech, target);
      }
      addEvidence(target, { source: 'implied', url: null, matched: techs[from.tech]!.techKey });
      if (imp.version) target.versions.push(imp.version);
      if (confidence > target.confidence) {
        target.confidence = confidence;
        queue.push(target);
      }
    }
  }
  return [...result.values()];
}

function output(all: Found[], techs: readonly Technology[]): Detection[] {
  // technologies whose names differ only in case share a tech_key: the more confident one speaks for both
  const byKey = new Map<string, { found: Found; others: Found[] }>();
  for (const f of [...all].sort((a, b) => b.confidence - a.confidence || a.tech - b.tech)) {
    if (f.confidence <= 0) continue;
    const key = techs[f.tech]!.techKey;
    const entry = byKey.get(key);
    if (entry) entry.others.push(f);
    else byKey.set(key, { found: f, others: [] });
  }
  const out: Detection[] = [];
  for (const [key, { found, others }] of byKey) {
    const t = techs[found.tech]!;
    for (const o of others) for (const e of o.evidence) addEvidence(found, e);
    const versions = [...found.versions, ...others.flatMap((o) => o.versions)];
    out.push({
      name: t.name,
      techKey: key,
      version: longest(versions),
      confidence: found.confidence,
      categories: t.categories.map((c) => ({ ...c })),
      website: t.website,
      cpe: t.cpe,
      evidence: found.evidence,
    });
  }
  return out.sort((a, b) => (a.techKey < b.techKey ? -1 : a.techKey > b.techKey ? 1 : 0));
}

function longest(versions: string[]): string | null {
  let best: string | null = null;
  for (const v of versions) if (best === null || v.length > best.length) best = v;
  return best;
}
