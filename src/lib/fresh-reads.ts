/**
 * Coalesces concurrent reads of one key without ever answering with a value read before the caller asked.
 * A caller that arrives while a read of its key is under way joins the next read, which starts as soon as
 * that one settles; everyone who arrives meanwhile shares it. Under load one round trip serves many callers,
 * and each still gets a value at least as fresh as a read started at its own arrival (the credit balance in
 * X-Credits-Remaining is read this way).
 */
export class FreshReads<K, V> {
  private readonly states = new Map<K, { running: Promise<V>; queued?: Promise<V> }>();

  constructor(private readonly fetch: (key: K) => Promise<V>) {}

  read(key: K): Promise<V> {
    const state = this.states.get(key);
    if (!state) return this.start(key);
    state.queued ??= state.running.then(
      () => this.start(key),
      () => this.start(key),
    );
    return state.queued;
  }

  private start(key: K): Promise<V> {
    const running = this.fetch(key);
    const state = { running };
    this.states.set(key, state);
    const settle = () => {
      if (this.states.get(key) === state) this.states.delete(key);
    };
    running.then(settle, settle);
    return running;
  }
}
