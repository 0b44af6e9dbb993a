/**
 * The detection benchmark (issue 17) in `npm run bench`: packages/detect/bench/detect.bench.ts, our engine and the
 * reference wappalyzer-core 6.10.66 on the same 500 KB pages with the same fingerprints, in a process of its own
 * (the reference engine's memory stays out of the API benchmarks). Its report becomes the detection section of
 * docs/benchmarks.md; `BENCH_ONLY=detect npm run bench` rewrites that section alone.
 */
import { execFileSync } from 'node:child_process';
import { currentSection, sectionMarkers, writeSection } from './sections.js';

export function measureDetection(command: string): string {
  const report = execFileSync(process.execPath, ['--import', 'tsx', 'packages/detect/bench/detect.bench.ts'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  // One level down: the report's title becomes a section of docs/benchmarks.md.
  const body = report
    .trim()
    .replace(/^(#+) /gm, '#$1 ')
    .replace(/^## @keiretsu\/detect benchmark/, '## Technology detection (issue 17)');
  const { open, close } = sectionMarkers('detect', 'bench/detect.ts');
  return `${open}

${body}

Reproduce: \`${command}\` (the section alone), or \`node --import tsx packages/detect/bench/detect.bench.ts\` (printed).
Target: median under 5 ms for a 500 KB page with the whole set loaded, and at least 5x the reference engine.

${close}`;
}

export const currentDetectionSection = (file?: string) => currentSection('detect', file);
export const writeDetectionSection = (section: string, file?: string) => writeSection('detect', section, file);
