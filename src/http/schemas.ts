import { Type, type TSchema } from 'typebox';
import { errorCatalogue, type ErrorCode } from '../errors/catalogue.js';

/** Error responses for a route, by status, built from the catalogue: the OpenAPI document and serializer use them. */
export function errorResponses(
  codes: readonly ErrorCode[],
  options: { wrapInDetail?: readonly ErrorCode[] } = {},
): Record<number, TSchema> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = errorCatalogue[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<number, TSchema> = {};
  for (const [status, list] of byStatus) {
    const wrapped = list.filter((c) => options.wrapInDetail?.includes(c));
    const plain = list.filter((c) => !options.wrapInDetail?.includes(c));
    const variants: TSchema[] = [];
    if (plain.length > 0) variants.push(errorBody(plain));
    if (wrapped.length > 0) variants.push(Type.Object({ detail: errorBody(wrapped) }));
    responses[status] = variants.length === 1 ? variants[0]! : Type.Union(variants);
  }
  return responses;
}

function errorBody(codes: readonly ErrorCode[]): TSchema {
  const extras: Record<string, TSchema> = {};
  for (const code of codes) {
    const spec = errorCatalogue[code] as { extra?: Record<string, TSchema> };
    for (const [name, schema] of Object.entries(spec.extra ?? {})) extras[name] = Type.Optional(schema);
  }
  return Type.Object(
    {
      error: codes.length === 1 ? Type.Literal(codes[0]!) : Type.Union(codes.map((c) => Type.Literal(c))),
      message: Type.String(),
      ...extras,
    },
    { description: codes.map((c) => `${c}: ${errorCatalogue[c].message}`).join(' ') },
  );
}

export const Integer = (options: Record<string, unknown> = {}) => Type.Integer(options);
export const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601 UTC' });

/** The standard paginated envelope's pagination object (spec convention 4). */
export const PaginationSchema = Type.Object({
  page: Type.Integer(),
  limit: Type.Integer(),
  total_results: Type.Integer(),
  total_pages: Type.Integer(),
  has_next: Type.Boolean(),
  has_prev: Type.Boolean(),
});

/** page and limit query parameters: pages start at 1; a limit past its maximum is 400 invalid_request. */
export function pageQuery(maxLimit: number, defaultLimit: number) {
  return {
    page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
    limit: Type.Integer({ minimum: 1, maximum: maxLimit, default: defaultLimit }),
  };
}

export function pagination(page: number, limit: number, totalResults: number) {
  const totalPages = Math.ceil(totalResults / limit);
  return { page, limit, total_results: totalResults, total_pages: totalPages, has_next: page < totalPages, has_prev: page > 1 };
}

export const FirmographicsSchema = Type.Object(
  {
    industry: Type.Optional(Type.String({ description: 'raw category code (NAICS)' })),
    industry_label: Type.Optional(Type.String()),
    employee_range: Type.Optional(Type.String()),
    country: Type.Optional(Type.String({ description: 'ISO 3166-1 alpha-2' })),
    founded_year: Type.Optional(Type.Integer()),
    tech_count: Type.Integer({ description: 'distinct technologies detected' }),
    tech_stack_size: Type.Integer({ description: 'tech_count plus each vendor seen only without a technology; >= tech_count' }),
    open_jobs_count: Type.Optional(Type.Integer()),
    partnership_count: Type.Integer(),
  },
  { description: 'Unknown values are omitted.' },
);
