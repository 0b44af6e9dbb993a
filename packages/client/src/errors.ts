import type { operations } from './generated/openapi.js';

type Responses<Op extends keyof operations> = operations[Op] extends { responses: infer R } ? R : never;
type JsonBodyOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type ErrorBodiesOf<Op extends keyof operations> = {
  [S in keyof Responses<Op>]: S extends 200 | 201 | 202 | 204 ? never : JsonBodyOf<Responses<Op>[S]>;
}[keyof Responses<Op>];
/** The flag-creation 404 wraps its body under `detail` (spec: Data flags); the client unwraps it. */
type Unwrapped<B> = B extends { detail: infer D } ? D : B;

/** Every error body the OpenAPI document describes, as a union discriminated by `error`. */
export type ApiErrorBody = Unwrapped<{ [Op in keyof operations]: ErrorBodiesOf<Op> }[keyof operations]>;
/** Every error code the API documents: credit_exhausted, operational_rate_limit_exceeded, company_not_found, ... */
export type ErrorCode = ApiErrorBody extends { error: infer C } ? (C extends string ? C : never) : never;
/** The body of one error code, with its extra fields (for example `requested` and `shortfall` for credit_exhausted). */
export type ErrorBodyOf<C extends ErrorCode> = C extends ErrorCode ? BodyOfCode<C, ApiErrorBody> : never;
// A response that documents several codes has one body whose `error` is their union: narrowed here to one code.
type BodyOfCode<C, B> = B extends { error: infer E } ? (C extends E ? Omit<B, 'error'> & { error: C } : never) : never;

/**
 * An error answer from the API, carrying its HTTP status, its code and the whole body (extra fields
 * included). `isApiError(err, 'credit_exhausted')` narrows the body to that code's fields.
 */
export class KeiretsuApiError<C extends ErrorCode = ErrorCode> extends Error {
  override readonly name = 'KeiretsuApiError';
  constructor(
    readonly status: number,
    readonly code: C,
    readonly body: ErrorBodyOf<C>,
    /** seconds the server asked us to wait (Retry-After, else the body's retry_after_seconds); 429 and 503 */
    readonly retryAfterSeconds: number | undefined,
  ) {
    super(`${status} ${code}: ${body.message}`);
  }
}

/** A failure that never reached an API answer (connection refused, DNS, a body that is not the API's JSON). */
export class KeiretsuTransportError extends Error {
  override readonly name = 'KeiretsuTransportError';
}

/** True when `err` is an API error, and of code `code` when one is given (then its body is typed for that code). */
export function isApiError<C extends ErrorCode>(err: unknown, code: C): err is KeiretsuApiError<C>;
export function isApiError(err: unknown): err is KeiretsuApiError;
export function isApiError(err: unknown, code?: ErrorCode): boolean {
  return err instanceof KeiretsuApiError && (code === undefined || err.code === code);
}

/** Builds the typed error from a response that is not 2xx and its parsed (or raw text) body. */
export function apiErrorFrom(response: Response, raw: unknown): KeiretsuApiError {
  const body = unwrapDetail(raw);
  if (!body) {
    // Not one of our error bodies: a proxy's HTML page, an empty 502. Keep the status, name the code after it.
    const text = typeof raw === 'string' ? raw.slice(0, 200) : '';
    const fallback = { error: `http_${response.status}`, message: text || response.statusText || 'unexpected response' };
    return new KeiretsuApiError(response.status, fallback.error as ErrorCode, fallback as never, retryAfterOf(response, undefined));
  }
  return new KeiretsuApiError(response.status, body.error as ErrorCode, body as never, retryAfterOf(response, body));
}

function unwrapDetail(raw: unknown): { error: string; message: string } | null {
  const candidate = isRecord(raw) && isRecord(raw.detail) ? raw.detail : raw;
  if (isRecord(candidate) && typeof candidate.error === 'string' && typeof candidate.message === 'string') {
    return candidate as { error: string; message: string };
  }
  return null;
}

/**
 * The wait the server asked for, in seconds: the Retry-After header (delta-seconds or an HTTP date), else the
 * body's retry_after_seconds (spec: Errors, handling), else undefined.
 */
export function retryAfterOf(response: Response, body: unknown): number | undefined {
  const header = response.headers.get('retry-after');
  if (header !== null && header.trim() !== '') {
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0) return seconds;
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.max(0, (date - Date.now()) / 1000);
  }
  if (isRecord(body) && typeof body.retry_after_seconds === 'number' && body.retry_after_seconds >= 0) return body.retry_after_seconds;
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
