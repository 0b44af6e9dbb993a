import { setTimeout as sleep } from 'node:timers/promises';

/** One request of the load: what to send, and where its answer is recorded. */
export interface LoadRequest {
  op: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  key: string;
  body?: unknown;
}

export interface LoadResult {
  op: string;
  api: number;
  status: number;
  ms: number;
  charged: number;
  /** the response body, for the scenario (job ids, list ids) */
  json: unknown;
  retryAfter: string | undefined;
  /** a network failure (no HTTP answer) */
  error?: string;
}

export interface LoadStats {
  requests: number;
  durationS: number;
  byStatus: Record<string, number>;
  byOp: Record<string, { count: number; p50: number; p99: number; statuses: Record<string, number> }>;
  /** answers that are neither 2xx nor an expected 4xx, and network failures, first 20 */
  failures: string[];
  serverErrors: number;
  networkErrors: number;
}

/**
 * Runs `clients` concurrent clients against the API processes in turn until `durationMs` has passed. Each
 * client asks `next(client)` for its next request (null: idle 50 ms) and hands every answer to `onResult`.
 */
export async function runLoad(options: {
  apis: string[];
  clients: number;
  durationMs: number;
  next: (client: number) => LoadRequest | null;
  onResult?: (client: number, request: LoadRequest, result: LoadResult) => void;
  /** which statuses are failures (network errors always are); default: 5xx */
  unexpected?: (request: LoadRequest, status: number) => boolean;
}): Promise<LoadStats> {
  const started = Date.now();
  const deadline = started + options.durationMs;
  const results: LoadResult[] = [];
  const failures: string[] = [];
  let turn = 0;
  const client = async (id: number): Promise<void> => {
    while (Date.now() < deadline) {
      const request = options.next(id);
      if (!request) {
        await sleep(50);
        continue;
      }
      const api = turn++ % options.apis.length;
      const result = await send(options.apis[api]!, api, request);
      results.push(result);
      if (result.error || (options.unexpected ? options.unexpected(request, result.status) : result.status >= 500)) {
        if (failures.length < 20)
          failures.push(
            `${request.op} ${request.method} ${request.path} -> ${result.error ?? result.status} ${JSON.stringify(result.json).slice(0, 200)}`,
          );
      }
      options.onResult?.(id, request, result);
    }
  };
  await Promise.all(Array.from({ length: options.clients }, (_, i) => client(i)));
  return summarize(results, failures, (Date.now() - started) / 1000);
}

export async function send(base: string, api: number, request: LoadRequest): Promise<LoadResult> {
  const started = performance.now();
  try {
    const res = await fetch(base + request.path, {
      method: request.method,
      headers: { 'x-api-key': request.key, ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    let json: unknown = text;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      // CSV or empty bodies stay text
    }
    return {
      op: request.op,
      api,
      status: res.status,
      ms: performance.now() - started,
      charged: Number(res.headers.get('x-credits-charged') ?? 0),
      json,
      retryAfter: res.headers.get('retry-after') ?? undefined,
    };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string } };
    return {
      op: request.op,
      api,
      status: 0,
      ms: performance.now() - started,
      charged: 0,
      json: undefined,
      retryAfter: undefined,
      error: e.cause?.code ?? e.name,
    };
  }
}

function summarize(results: LoadResult[], failures: string[], durationS: number): LoadStats {
  const byStatus: Record<string, number> = {};
  const grouped = new Map<string, LoadResult[]>();
  for (const r of results) {
    const s = r.error ? r.error : String(r.status);
    byStatus[s] = (byStatus[s] ?? 0) + 1;
    grouped.set(r.op, [...(grouped.get(r.op) ?? []), r]);
  }
  const byOp: LoadStats['byOp'] = {};
  for (const [op, list] of grouped) {
    const ms = list.map((r) => r.ms).sort((a, b) => a - b);
    const statuses: Record<string, number> = {};
    for (const r of list) statuses[r.error ?? String(r.status)] = (statuses[r.error ?? String(r.status)] ?? 0) + 1;
    byOp[op] = { count: list.length, p50: round(quantile(ms, 0.5)), p99: round(quantile(ms, 0.99)), statuses };
  }
  return {
    requests: results.length,
    durationS: round(durationS),
    byStatus,
    byOp,
    failures,
    serverErrors: results.filter((r) => r.status >= 500).length,
    networkErrors: results.filter((r) => r.error).length,
  };
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const round = (n: number) => Math.round(n * 10) / 10;
