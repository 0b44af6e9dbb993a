import { Type } from 'typebox';
import { Timestamp } from '../../../schemas.js';

const Nullable = <T extends object>(schema: T, description?: string) =>
  Type.Unsafe<string | null>({ ...schema, type: ['string', 'null'], ...(description ? { description } : {}) });

/** A refresh job (spec: Resources, Refresh job; contracts sections 4 and 8); operator crawls have the same shape. */
export const JobSchema = Type.Object({
  job_id: Type.String({ format: 'uuid' }),
  status: Type.Union([Type.Literal('running'), Type.Literal('completed'), Type.Literal('failed')], {
    description: 'completed when every domain is terminal and one succeeded; failed when every domain failed',
  }),
  submitted_at: Timestamp,
  completed_at: Nullable(Timestamp, 'null while running'),
  summary: Type.Object({
    succeeded: Type.Integer(),
    failed: Type.Integer(),
    processing: Type.Integer(),
    total: Type.Integer(),
  }),
  domains: Type.Array(
    Type.Object({
      domain: Type.String({ description: 'normalized; a malformed entry as sent' }),
      status: Type.Union([Type.Literal('processing'), Type.Literal('succeeded'), Type.Literal('failed')]),
      error: Nullable(
        { type: 'string' },
        'null unless failed: invalid_domain, dns_not_found, blocked_address, connection_failed, timeout, http_<status>, ' +
          'robots_disallowed, too_large, not_html, internal_error',
      ),
    }),
    { description: 'in request order' },
  ),
  data_freshness: Type.Optional(
    Type.Object(
      {
        detections_applied_at: Timestamp,
        derived_views_ready_by: Timestamp,
        note: Type.String(),
      },
      { description: 'present once any domain succeeded' },
    ),
  ),
});

export const JobIdParams = Type.Object({
  job_id: Type.String({ minLength: 1, maxLength: 100, description: 'the job_id a submission returned' }),
});
