/**
 * @keiretsu/client: a TypeScript client for the Keiretsu API, typed from its OpenAPI document (generated at
 * build time, so it cannot drift from the server). Works in Node 20 and browsers: it needs only fetch.
 */
export { createKeiretsuClient, KeiretsuClient, unwrap, type KeiretsuClientOptions } from './client.js';
export {
  apiErrorFrom,
  isApiError,
  KeiretsuApiError,
  KeiretsuTransportError,
  retryAfterOf,
  type ApiErrorBody,
  type ErrorBodyOf,
  type ErrorCode,
} from './errors.js';
export { collect, pagesByNumber, pagesByOffset, type Pagination } from './paginate.js';
export { KeiretsuPollTimeoutError, pollDelayMs, pollUntilDone, type PollOptions } from './poll.js';
export { retryingFetch, sleep, type RetryEvent, type RetryOptions } from './retry.js';
export * from './types.js';
export type { components, operations, paths } from './generated/openapi.js';
