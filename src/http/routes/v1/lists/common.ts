import type { ErrorCode } from '../../../../errors/catalogue.js';
import { v1Errors } from '../common.js';

/** Errors of every list route (spec: list endpoints require a user key), besides the route's own. */
export function listErrors(codes: readonly ErrorCode[] = []) {
  return v1Errors(['user_credential_required', ...codes]);
}

/** Errors of a route on one list: absent or invisible (indistinguishable), or beyond the caller's level. */
export function oneListErrors(codes: readonly ErrorCode[] = [], options: { changes?: boolean } = {}) {
  return listErrors(['list_not_found', ...(options.changes ? (['list_permission_denied'] as const) : []), ...codes]);
}

export const TAGS = ['Lists'];
