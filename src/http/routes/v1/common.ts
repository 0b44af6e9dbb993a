import type { ErrorCode } from '../../../errors/catalogue.js';
import { errorResponses } from '../../schemas.js';

/** Errors any /v1 route can answer with, besides its own. */
const V1_ERRORS: ErrorCode[] = [
  'invalid_request',
  'missing_api_key',
  'invalid_api_key',
  'operational_rate_limit_exceeded',
  'internal_error',
];

export function v1Errors(codes: readonly ErrorCode[] = [], options: { wrapInDetail?: readonly ErrorCode[] } = {}) {
  return errorResponses([...V1_ERRORS, ...codes], options);
}

export const apiKeySecurity = [{ ApiKey: [] }];
