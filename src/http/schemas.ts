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
