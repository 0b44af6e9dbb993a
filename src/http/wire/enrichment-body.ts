import fastJson from 'fast-json-stringify';
import { Type, type TObject } from 'typebox';
import type { EnrichmentResult } from '../../services/enrichment.service.js';
import { EnrichmentResponseSchema, EnrichmentResultSchema } from '../routes/v1/partnerships/schemas.js';

/**
 * The text of an enrichment response (POST /v1/enrich/partnerships) around partner entries that the database wrote
 * as JSON (EnrichmentResult.partnerships_json): up to 10,000 entries a batch, passed on without being read.
 *
 * Each object is written by serializers of its schema, cut where the JSON text goes: the members before that
 * property, the text, the members after it. Properties are written in the schema's order, so the text lands where
 * the whole schema's serializer would put it, wherever that is. test/enrichment.test.ts checks that the body is
 * exactly what the route's response schema writes.
 */
type Writer<T> = (value: T, json: string) => string;

/** A writer of `schema`'s objects whose property `key` is given as JSON text. */
function splicing<T>(schema: TObject, key: string): Writer<T> {
  const keys = Object.keys(schema.properties);
  const at = keys.indexOf(key);
  if (at < 0) throw new Error(`${key} is not a property of the schema`);
  const part = (names: string[]) => {
    const encode = fastJson(Type.Pick(schema, names) as object) as (value: T) => string;
    return (value: T) => encode(value).slice(1, -1); // the members, without braces
  };
  const before = part(keys.slice(0, at));
  const after = part(keys.slice(at + 1));
  return (value, json) => {
    const head = before(value);
    const tail = after(value);
    return `{${head}${head ? ',' : ''}"${key}":${json}${tail ? ',' : ''}${tail}}`;
  };
}

const writeResult = splicing<EnrichmentResult>(EnrichmentResultSchema, 'partnerships');

type EnrichmentBody = { results: readonly EnrichmentResult[] } & Record<string, unknown>;
const writeBody = splicing<EnrichmentBody>(EnrichmentResponseSchema, 'results');

export function enrichmentBody(body: EnrichmentBody): string {
  return writeBody(body, `[${body.results.map((r) => writeResult(r, `[${r.partnerships_json}]`)).join(',')}]`);
}
