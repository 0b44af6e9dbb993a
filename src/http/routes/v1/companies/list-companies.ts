import { Type, type Static } from 'typebox';
import type { Container } from '../../../../container.js';
import { AppError } from '../../../../errors/app-error.js';
import { PARTNERSHIP_TYPES } from '../../../../services/partnership.service.js';
import type { CompanySearchInput } from '../../../../services/company.service.js';
import type { App } from '../../../types.js';
import { sendCached } from '../../../wire/response-cache.js';
import { PaginationSchema, pageQuery, pagination } from '../../../schemas.js';
import { apiKeySecurity, v1Errors } from '../common.js';
import { parseCommaList, parseIncludes } from './includes.js';
import { CompanyListItemSchema } from './schemas.js';

const Count = Type.Integer({ minimum: 0, maximum: 2147483647 });
const Sort = Type.Union(
  [Type.Literal('-partnership_count'), Type.Literal('partnership_count'), Type.Literal('name'), Type.Literal('-name')],
  {
    default: '-partnership_count',
    description: 'partnership_count or name; prefix - for descending; ties go by company id, so pages are stable',
  },
);

const Query = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200, description: 'text over the company name; empty means no text filter' })),
  partner_with: Type.Optional(Type.String({ minLength: 1, maxLength: 2048, description: 'a slug or domain' })),
  partnership_types: Type.Optional(Type.String({ maxLength: 100, description: 'comma-separated: technology, channel, generic' })),
  partner_count_min: Type.Optional(Count),
  partner_count_max: Type.Optional(Count),
  has_partner_page: Type.Optional(Type.Boolean()),
  sort: Sort,
  ...pageQuery(100, 20),
  include: Type.Optional(Type.String({ maxLength: 100, description: 'firmographics' })),
});

export function listCompaniesRoute(app: App, c: Container): void {
  app.get(
    '/companies',
    {
      schema: {
        operationId: 'searchCompanies',
        summary: 'Search and filter companies',
        description:
          'q matches the name case- and accent-insensitively: a substring, or from 3 characters a close match of one of its ' +
          'words; 1-2 characters match the start of a word. partner_with keeps companies partnering with that company in ' +
          'either direction (404 company_not_found when it does not resolve). 1 credit per company on the page.',
        tags: ['Companies'],
        security: apiKeySecurity,
        querystring: Query,
        response: {
          200: Type.Object({ data: Type.Array(CompanyListItemSchema), pagination: PaginationSchema }),
          ...v1Errors(['company_not_found', 'credit_exhausted']),
        },
      },
    },
    async (request, reply) => {
      const query = searchQueryOf(request.query);
      return sendCached(c, request, reply, async () => {
        const result = await c.companies.search(query);
        const body = { data: result.records, pagination: pagination(request.query.page, request.query.limit, result.total) };
        return { body, charged: result.ids, free: [] };
      });
    },
  );
}

type ListQuery = Static<typeof Query>;

/** The query string as a search: empty parts dropped, comma lists parsed, bounds checked against each other. */
function searchQueryOf(q: ListQuery): CompanySearchInput {
  if (q.partner_count_min !== undefined && q.partner_count_max !== undefined && q.partner_count_min > q.partner_count_max) {
    const message = 'Query parameter partner_count_min is greater than partner_count_max.';
    throw new AppError('invalid_request', { details: [{ path: 'querystring/partner_count_min', message }] }, message);
  }
  const types = parseCommaList(q.partnership_types, PARTNERSHIP_TYPES, 'partnership_types');
  const text = q.q?.trim();
  return {
    filter: {
      ...(text ? { q: text } : {}),
      ...(q.partner_with !== undefined ? { partnerWith: q.partner_with } : {}),
      ...(types.length > 0 ? { types } : {}),
      ...(q.partner_count_min !== undefined ? { countMin: q.partner_count_min } : {}),
      ...(q.partner_count_max !== undefined ? { countMax: q.partner_count_max } : {}),
      ...(q.has_partner_page !== undefined ? { hasPartnerPage: q.has_partner_page } : {}),
    },
    sort: q.sort,
    page: q.page,
    limit: q.limit,
    includes: parseIncludes(q.include, ['firmographics']),
  };
}
