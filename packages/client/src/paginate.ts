/** The spec's pagination object (spec: Conventions 4): pages start at 1. */
export interface Pagination {
  page: number;
  limit: number;
  total_results: number;
  total_pages: number;
  has_next: boolean;
  has_prev: boolean;
}

/**
 * Every item of a page-numbered endpoint, page after page, fetching the next page only when the caller has
 * consumed this one (so breaking out of a `for await` stops spending credits). Ends on `has_next: false`, or
 * on an empty page, should the data shrink under the walk.
 */
export async function* pagesByNumber<T>(fetchPage: (page: number) => Promise<{ items: T[]; pagination: Pagination }>): AsyncGenerator<T> {
  for (let page = 1; ; page++) {
    const { items, pagination } = await fetchPage(page);
    yield* items;
    if (!pagination.has_next || items.length === 0) return;
  }
}

/**
 * Every item of an offset-paged endpoint (list members, the audit log). Ends when a page comes back shorter
 * than the limit asked for, or when `total` (if the endpoint reports one) is reached.
 */
export async function* pagesByOffset<T>(
  limit: number,
  fetchPage: (offset: number, limit: number) => Promise<{ items: T[]; total?: number }>,
): AsyncGenerator<T> {
  for (let offset = 0; ;) {
    const { items, total } = await fetchPage(offset, limit);
    yield* items;
    offset += items.length;
    if (items.length < limit || (total !== undefined && offset >= total)) return;
  }
}

/** Collects an async iterable into an array (for small results; iterate for large ones). */
export async function collect<T>(items: AsyncIterable<T>, max = Infinity): Promise<T[]> {
  const out: T[] = [];
  if (max <= 0) return out;
  for await (const item of items) {
    out.push(item);
    if (out.length >= max) break;
  }
  return out;
}
