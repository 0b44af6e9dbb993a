/**
 * Issue 19, "Hand-written where a library serves": each hand-written helper in src/lib against the well-kept
 * package (or Node built-in) made for the same job, on the scenario where Keiretsu uses it. Prints a markdown
 * table per helper; docs/benchmarks-notes.md ("Hand-written helpers in lib/ against packages") gives the
 * figures and the decision for each.
 *
 *   node --import tsx bench/lib-helpers.ts [lines] [csv] [lock] [tokens] [canonical] [--rounds 3]
 *
 * With no section named, all of them run (some 5 minutes on two shared cores). Every throughput figure is the
 * range over the rounds, the candidates interleaved round by round; memory and lock behaviour are measured in
 * child processes (this file started again with --child).
 */
import { measureCanonical } from './lib-helpers/canonical.js';
import { measureCsv } from './lib-helpers/csv.js';
import { linesMemoryChild, measureLines } from './lib-helpers/lines.js';
import { lockChild, measureLocks } from './lib-helpers/locks.js';
import { measureTokens } from './lib-helpers/tokens.js';

const SECTIONS: Record<string, (rounds: number) => Promise<string>> = {
  lines: measureLines,
  csv: measureCsv,
  lock: measureLocks,
  tokens: measureTokens,
  canonical: measureCanonical,
};

async function main(argv: string[]): Promise<void> {
  if (argv[0] === '--child') {
    const [kind, ...args] = argv.slice(1);
    if (kind === 'lines-memory') return linesMemoryChild(args[0] ?? '');
    if (kind === 'lock') return lockChild(args);
    throw new Error(`unknown child ${kind}`);
  }
  const roundsAt = argv.indexOf('--rounds');
  const rounds = roundsAt >= 0 ? Number(argv[roundsAt + 1]) : 3;
  const named = argv.filter((a, i) => !a.startsWith('--') && !(roundsAt >= 0 && i === roundsAt + 1));
  const unknown = named.filter((n) => !SECTIONS[n]);
  if (unknown.length > 0) throw new Error(`unknown section ${unknown.join(', ')}; sections: ${Object.keys(SECTIONS).join(', ')}`);
  console.log(
    `Node ${process.version}, load average ${(await import('node:os'))
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  for (const name of named.length > 0 ? named : Object.keys(SECTIONS)) {
    console.log((await SECTIONS[name]!(rounds)) + '\n');
  }
}

await main(process.argv.slice(2));
