import type { Queryable } from '../db/database.js';
import { timedQueryable } from '../db/timed.js';

export interface DemoProgress {
  phase: string;
  rows: number;
  /** set when the row count is known in advance */
  total?: number;
}

export interface DemoPhase {
  phase: string;
  rows: number;
  seconds: number;
}

/**
 * Runs the load's phases one after another, reporting each start and end to the caller's progress callback
 * and recording its duration. A phase whose function returns a number reports it as its row count.
 */
export class PhaseRunner {
  readonly phases: DemoPhase[] = [];

  constructor(readonly report: (p: DemoProgress) => void) {}

  async run<T>(name: string, fn: () => Promise<T>, total?: number): Promise<T> {
    this.report(total === undefined ? { phase: name, rows: 0 } : { phase: name, rows: 0, total });
    const t0 = performance.now();
    const result = await fn();
    const rows = typeof result === 'number' ? result : 0;
    this.phases.push({ phase: name, rows, seconds: (performance.now() - t0) / 1000 });
    this.report(total === undefined ? { phase: name, rows } : { phase: name, rows, total });
    return result;
  }

  /** A Queryable that records each statement as a sub-phase (settings, `SET`, are not): for calls that run several. */
  timed(db: Queryable): Queryable {
    return timedQueryable(db, (sql, rows, seconds) => {
      if (!/^\s*SET\b/i.test(sql)) this.phases.push({ phase: `  ${describeStatement(sql)}`, rows, seconds });
    });
  }
}

/**
 * "UPDATE companies SET partnership_count" for the phase list; a statement with data-modifying WITH clauses is its
 * writes in order ("INSERT INTO vendor_usage, UPDATE companies SET partnership_count").
 */
function describeStatement(sql: string): string {
  const writes = [...sql.matchAll(/\b(?:INSERT\s+INTO\s+(\w+)|UPDATE\s+(\w+)\s+\w*\s*SET\s+(\w+))/gi)].map((m) =>
    m[1] ? `INSERT INTO ${m[1]}` : `UPDATE ${m[2]} SET ${m[3]}`,
  );
  if (/^\s*(UPDATE|WITH)\b/i.test(sql) && writes.length > 0) return writes.join(', ');
  return sql.trim().split(/\s+/).slice(0, 4).join(' ');
}

/** Passes rows through, reporting progress every `every` rows. */
export function* counted<T>(
  rows: Iterable<T>,
  phase: string,
  total: number | undefined,
  report: (p: DemoProgress) => void,
  every = 50_000,
): Generator<T> {
  let n = 0;
  for (const row of rows) {
    yield row;
    if (++n % every === 0) report(total === undefined ? { phase, rows: n } : { phase, rows: n, total });
  }
}
