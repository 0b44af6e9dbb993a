import { Type } from 'typebox';
import type { Container } from '../../../../container.js';
import { sendJsonText } from '../../../wire/compression.js';
import { utf8Concat } from '../../../wire/splice.js';
import { Timestamp } from '../../../schemas.js';
import type { App } from '../../../types.js';
import { apiKeySecurity } from '../common.js';
import { oneListErrors, TAGS } from './common.js';
import { CountsSchema, ListIdParams, MemberSchema, TierSchema } from './schemas.js';

/** A list's members and their materialization (spec: Lists, States; contracts section 7). */
export function listMemberRoutes(app: App, c: Container): void {
  app.get(
    '/lists/:list_id/members',
    {
      schema: {
        operationId: 'listMembers',
        summary: "A page of a list's members",
        description:
          'Tier high first, then by name. Members are materialized: this read rebuilds them first when the definition, the ' +
          'domains or the data (an import, a crawl) changed since they were built, or when force_refresh is true. The counts ' +
          'are those of the whole list, whatever tier or search_name_or_domain select. Not metered (the CSV export is).',
        tags: TAGS,
        security: apiKeySecurity,
        params: ListIdParams,
        querystring: Type.Object({
          limit: Type.Integer({ minimum: 1, maximum: 1000, default: 50 }),
          offset: Type.Integer({ minimum: 0, maximum: 100_000_000, default: 0 }),
          tier: Type.Optional(TierSchema),
          search_name_or_domain: Type.Optional(
            Type.String({ maxLength: 200, description: 'text in the name (case and accents ignored) or in the primary domain' }),
          ),
          force_refresh: Type.Boolean({ default: false, description: 'true rebuilds the members before reading them' }),
        }),
        response: {
          200: Type.Object({
            data: Type.Array(MemberSchema),
            total_count: Type.Integer(),
            high_count: Type.Integer(),
            medium_count: Type.Integer(),
            exploratory_count: Type.Integer(),
            limit: Type.Integer(),
            offset: Type.Integer(),
            materialized_at: Timestamp,
          }),
          ...oneListErrors(),
        },
      },
    },
    async (request, reply) => {
      const { limit, offset, tier, search_name_or_domain: search, force_refresh: forceRefresh } = request.query;
      const page = await c.lists.members.members(request.principal, request.params.list_id, {
        limit,
        offset,
        forceRefresh,
        ...(tier ? { tier } : {}),
        ...(search !== undefined ? { search } : {}),
      });
      // The members come as JSON text written to MemberSchema (list-member.repository.ts); the rest in the
      // schema's order.
      const { items, total_count, high_count, medium_count, exploratory_count, materialized_at } = page;
      const tail = { total_count, high_count, medium_count, exploratory_count, limit: page.limit, offset: page.offset, materialized_at };
      return sendJsonText(reply, utf8Concat(['{"data":[', items, '],', JSON.stringify(tail).slice(1)]));
    },
  );

  app.post(
    '/lists/:list_id/materialize',
    {
      schema: {
        operationId: 'materializeList',
        summary: "Rebuild a list's members now",
        description:
          'Recomputes the members whatever the state of the cache, and returns the counts. Viewers may ask for it. Send no ' +
          'body, or {}.',
        tags: TAGS,
        security: apiKeySecurity,
        params: ListIdParams,
        body: Type.Object({}, { additionalProperties: false, description: 'nothing to send: no body, or {}' }),
        response: { 200: CountsSchema, ...oneListErrors() },
      },
      // No body is the usual way to call it; it is validated as {} (anything else sent is a 400).
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => c.lists.members.materialize(request.principal, request.params.list_id),
  );
}
