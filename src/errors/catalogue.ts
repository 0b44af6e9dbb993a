import { Type, type TSchema } from 'typebox';

/**
 * Every error the service can answer with, in one place. The error handler takes status and body shape from
 * here, and the OpenAPI document takes each route's error responses from here, so the two cannot drift.
 */
interface ErrorSpec {
  status: number;
  message: string;
  /** fields the body carries besides error and message */
  extra?: Record<string, TSchema>;
}

const details = Type.Array(Type.Object({ path: Type.String(), message: Type.String() }), {
  description: 'one entry per fault',
});

export const errorCatalogue = {
  invalid_request: { status: 400, message: 'The request is malformed or a parameter is out of range.', extra: { details } },
  batch_too_large: {
    status: 400,
    message: 'The batch has more domains than allowed.',
    extra: { max_batch_size: Type.Integer() },
  },
  invalid_tech_key: { status: 400, message: 'A tech_key contains only lowercase letters, digits and hyphens.' },
  invalid_domain: { status: 400, message: 'The domain is not a valid domain name.' },
  missing_api_key: { status: 401, message: 'Send your API key in the X-API-Key header.' },
  invalid_api_key: { status: 401, message: 'The API key is unknown or has been revoked.' },
  invalid_admin_token: { status: 401, message: 'Send a valid admin token as Authorization: Bearer <token>.' },
  credit_exhausted: {
    status: 402,
    message: 'The organization has not enough credits for this call; add credits and retry.',
    extra: { requested: Type.Integer(), shortfall: Type.Integer() },
  },
  user_credential_required: { status: 403, message: 'This endpoint needs a personal user key, not an organization key.' },
  list_permission_denied: { status: 403, message: 'Your access level on this list does not allow this change.' },
  company_not_found: { status: 404, message: 'No company matches this identifier.', extra: { identifier: Type.String() } },
  partner_not_found: { status: 404, message: 'No partner company matches this domain.' },
  partnership_not_found: { status: 404, message: 'These two companies have no known partnership.' },
  technology_not_found: { status: 404, message: 'No technology has this tech_key.' },
  vendor_not_found: { status: 404, message: 'No vendor has this domain.' },
  job_not_found: { status: 404, message: 'No job with this id was created by this API key.' },
  list_not_found: { status: 404, message: 'The list does not exist or is not visible to you.' },
  permission_not_found: { status: 404, message: 'The list has no permission with this id.' },
  org_not_found: { status: 404, message: 'No organization has this id.' },
  user_not_found: { status: 404, message: 'No user has this id.' },
  key_not_found: { status: 404, message: 'No API key has this id.' },
  flag_not_found: { status: 404, message: 'No data flag has this id.' },
  not_found: { status: 404, message: 'No such route.' },
  definition_version_conflict: {
    status: 409,
    message: 'The list definition changed during this operation; re-read it and retry.',
    extra: { current_version: Type.Integer() },
  },
  request_timeout: { status: 408, message: 'The request was not received in time; send it again.' },
  payload_too_large: { status: 413, message: 'The request body is larger than this endpoint accepts.' },
  unsupported_media_type: { status: 415, message: 'The request body has a content type this endpoint does not accept.' },
  invalid_definition: { status: 422, message: 'The list definition is malformed or unbounded.', extra: { details } },
  operational_rate_limit_exceeded: {
    status: 429,
    message: 'Too many requests for this API key; retry after the wait in Retry-After.',
    extra: { retry_after_seconds: Type.Integer() },
  },
  request_headers_too_large: { status: 431, message: 'The request headers are larger than the server accepts (16 KiB).' },
  internal_error: { status: 500, message: 'An unexpected error occurred; it has been logged.' },
  service_unavailable: { status: 503, message: 'A backing service is unavailable; retry shortly.' },
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof errorCatalogue;

export function errorSpec(code: ErrorCode): ErrorSpec {
  return errorCatalogue[code];
}
