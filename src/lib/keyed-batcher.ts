interface Queue<I, O> {
  busy: boolean;
  waiting: { item: I; resolve: (o: O) => void; reject: (e: unknown) => void }[];
}

/**
 * Group commit per key: at most one call per key is in flight; items that arrive meanwhile wait and go
 * together in the next call, up to `maxBatch` items a call. Throughput then grows with load instead of
 * queueing every item behind its own round trip (metering sends an organization's charges this way).
 *
 * With `lingerMs`, a call waits that long for more items before it starts (unless `maxBatch` are already
 * waiting): larger batches for work whose callers can wait, such as the crawl's writes.
 *
 * `run` answers every item of a batch, in order. When a batch of several items fails as a whole, each item
 * is retried alone, so one bad item fails only its own caller.
 */
export class KeyedBatcher<K, I, O> {
  private readonly queues = new Map<K, Queue<I, O>>();

  constructor(
    private readonly run: (key: K, items: I[]) => Promise<O[]>,
    private readonly maxBatch: number,
    private readonly lingerMs = 0,
  ) {}

  submit(key: K, item: I): Promise<O> {
    let queue = this.queues.get(key);
    if (!queue) {
      queue = { busy: false, waiting: [] };
      this.queues.set(key, queue);
    }
    const q = queue;
    const result = new Promise<O>((resolve, reject) => q.waiting.push({ item, resolve, reject }));
    if (!q.busy) void this.drain(key, q);
    return result;
  }

  private async drain(key: K, queue: Queue<I, O>): Promise<void> {
    queue.busy = true;
    while (queue.waiting.length > 0) {
      if (this.lingerMs > 0 && queue.waiting.length < this.maxBatch) await new Promise((resolve) => setTimeout(resolve, this.lingerMs));
      const batch = queue.waiting.splice(0, this.maxBatch);
      try {
        const out = await this.run(
          key,
          batch.map((b) => b.item),
        );
        batch.forEach((b, i) => b.resolve(out[i]!));
      } catch (err) {
        if (batch.length === 1) batch[0]!.reject(err);
        else for (const b of batch) await this.run(key, [b.item]).then(([o]) => b.resolve(o!), b.reject);
      }
    }
    queue.busy = false;
    this.queues.delete(key);
  }
}
