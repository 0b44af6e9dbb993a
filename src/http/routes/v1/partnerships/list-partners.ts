import { Type } from 'typebox';
import type { Container } from '../../../../container.js';
import { sendCached } from '../../../wire/response-cache.js';
import { PaginationSchema, pageQuery } from '../../../schemas.js';
import type { App } from '../../../types.js';
import { apiKeySecurity, v1Errors } from '../common.js';
import { IdentifierParam, PartnerEntrySchema } from './schemas.js';

const SORTS = [
  'last_observed_at',
  '-last_observed_at',
  'first_observed_at',
  '-first_observed_at',
  'observation_count',
  '-observation_count',
] as const;

export function listPartnersRoute(app: App, c: Container): void {
  app.get(
    '/companies/:identifier/partnerships',
    {
      schema: {
        operationId: 'listPartners',
        summary: "List a company's partners",
        description:
          'Bidirectional: the companies it lists and the companies that list it, one entry per partner company. ' +
          'Ties in any sort are broken deterministically (docs/partnerships.md). 1 credit per partner returned; the company itself is free.',
        tags: ['Partnerships'],
        security: apiKeySecurity,
        params: Type.Object({ identifier: IdentifierParam() }),
        querystring: Type.Object({
          q: Type.Optional(Type.String({ maxLength: 200, description: 'partner name contains this (case- and accent-insensitive)' })),
          partnership_types: Type.Optional(Type.String({ maxLength: 200, description: 'comma-separated: technology, channel, generic' })),
          sort: Type.Union(
            SORTS.map((s) => Type.Literal(s)),
            { default: '-last_observed_at', description: 'prefix - for descending' },
          ),
          ...pageQuery(100, 20),
        }),
        response: {
          200: Type.Object({
            data: Type.Array(PartnerEntrySchema),
            pagination: PaginationSchema,
            company: Type.Object({
              slug: Type.String(),
              name: Type.String(),
              primary_domain: Type.String(),
              partnership_count: Type.Integer(),
            }),
            type_counts: Type.Object(
              { technology: Type.Integer(), channel: Type.Integer(), generic: Type.Integer() },
              { description: 'partners by type, ignoring q and partnership_types' },
            ),
          }),
          ...v1Errors(['company_not_found', 'credit_exhausted']),
        },
      },
    },
    async (request, reply) => {
      return sendCached(c, request, reply, () => c.partnerships.partners(request.params.identifier, request.query));
    },
  );
}
