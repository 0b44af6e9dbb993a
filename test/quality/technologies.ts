/**
 * TECHNOLOGY DETECTION FOR THE QUALITY RUN: the one place it touches @keiretsu/detect (packages/detect).
 *
 * The engine is imported by its package name; until the npm workspace links it into node_modules, from the
 * workspace's source. When neither loads, the quality run measures partners only and says so.
 */
import type { Page } from '../../src/crawler/types.js';

/** The tech_keys detected on a site's fetched pages. */
export type Detector = (pages: Page[]) => string[];

/** What the quality run uses of @keiretsu/detect's API. */
interface DetectModule {
  loadInstalledFingerprints(): unknown;
  detect(
    set: unknown,
    pages: { url: string; status?: number; headers: Record<string, string>; html: string }[],
  ): { techKey: string; confidence: number }[];
}

const SPECIFIERS = ['@keiretsu/detect', new URL('../../packages/detect/src/index.ts', import.meta.url).href];

export async function loadDetector(): Promise<{ detector: Detector; from: string } | { detector: null; reason: string }> {
  const reasons: string[] = [];
  for (const specifier of SPECIFIERS) {
    let mod: DetectModule;
    try {
      mod = (await import(specifier)) as DetectModule;
    } catch (err) {
      reasons.push(`${specifier}: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
      continue;
    }
    if (typeof mod.loadInstalledFingerprints !== 'function' || typeof mod.detect !== 'function') {
      reasons.push(`${specifier}: no loadInstalledFingerprints/detect exports`);
      continue;
    }
    const set = mod.loadInstalledFingerprints();
    const detector: Detector = (pages) => {
      // The pages as the crawler has them: final URL, status, headers (set-cookie joined by "\n"), body.
      const inputs = pages.map((p) => ({ url: p.url, status: p.status, headers: p.headers, html: p.body }));
      return [...new Set(mod.detect(set, inputs).map((d) => d.techKey))].sort();
    };
    return {
      detector,
      from: specifier.startsWith('file:') ? 'imported from the packages/detect source' : 'the installed workspace package',
    };
  }
  return { detector: null, reason: reasons.join('; ') };
}
