/** Timing and table helpers shared by the sections of bench/lib-helpers.ts. */

export interface Timing {
  wallMs: number;
  /** user + system CPU of the whole process (helper threads included: fs reads, GC) */
  cpuMs: number;
}

export async function timed(fn: () => unknown): Promise<Timing> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  await fn();
  const wallMs = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { wallMs, cpuMs: (used.user + used.system) / 1000 };
}

/**
 * Runs every candidate `rounds` times, interleaved (a, b, c, a, b, c, ...), so that a burst of load from other
 * work on the machine falls on all of them rather than on one. Returns each candidate's timings, in order.
 */
export async function interleaved<K extends string>(candidates: Record<K, () => unknown>, rounds: number): Promise<Record<K, Timing[]>> {
  const out = Object.fromEntries(Object.keys(candidates).map((k) => [k, [] as Timing[]])) as Record<K, Timing[]>;
  for (let r = 0; r < rounds; r++) {
    for (const key of Object.keys(candidates) as K[]) {
      global.gc?.();
      out[key].push(await timed(candidates[key]));
    }
  }
  return out;
}

/** "a-b" for the smallest and largest of the figures, or one figure when they round alike. */
export function range(values: readonly number[], digits = 0): string {
  const fmt = (v: number) => v.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const lo = fmt(Math.min(...values));
  const hi = fmt(Math.max(...values));
  return lo === hi ? lo : `${lo}-${hi}`;
}

/** A markdown table. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export const MiB = 1024 * 1024;
