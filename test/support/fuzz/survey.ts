/**
 * Survey mode (FUZZ_SURVEY=1): instead of stopping an operation at its first failure, every request runs and
 * each distinct problem is listed once, with how often it occurred and the first requests that showed it.
 */
export class Survey {
  private readonly problems = new Map<string, { count: number; examples: string[] }>();

  /** Records a failure message (its first line names the problem; the rest is the request and response). */
  record(message: string): void {
    // The problem less the generated values in it, so one defect seen with many values is one entry.
    const key = message
      .split('\n')[0]!
      .replace(/\\".*$/, '…')
      .replace(/\d+/g, 'N');
    const entry = this.problems.get(key) ?? { count: 0, examples: [] };
    entry.count++;
    // A 5xx looks the same whatever caused it: keep a few requests to tell causes apart.
    if (entry.examples.length < (/ \(5xx\) /.test(key) ? 3 : 1)) entry.examples.push(message);
    this.problems.set(key, entry);
  }

  /** Throws an error listing every problem recorded, if any. */
  throwIfAny(): void {
    if (this.problems.size === 0) return;
    const list = [...this.problems.values()].map((p) => `[${p.count}×] ${p.examples.join('\n  …and:\n')}`);
    throw new Error(`${this.problems.size} distinct problems:\n\n${list.join('\n\n')}`);
  }
}
