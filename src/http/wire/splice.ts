import fastJson from 'fast-json-stringify';
import { Type, type TObject } from 'typebox';

/**
 * A writer of `schema`'s objects whose property `key` (a required one) comes as JSON text already (written by the
 * database: db/repositories/json-sql.ts): serializers of the schema cut at `key` write the members before and after
 * it, and the text goes between.
 *
 * fast-json-stringify writes the required properties first, in the schema's order, then the optional ones: that is
 * the order cut here, so the text lands where the whole schema's serializer puts it; and each side, a run of that
 * order, is written by its own serializer in the same order. Tests hold such bodies to the whole serializer
 * (test/companies-bulk.test.ts, test/enrichment.test.ts).
 */
export function splicingWriter<T>(schema: TObject, key: string): (value: T, json: string) => string {
  const required = new Set(schema.required ?? []);
  if (!required.has(key)) throw new Error(`${key} is not a required property of the schema`);
  const all = Object.keys(schema.properties);
  const keys = [...all.filter((k) => required.has(k)), ...all.filter((k) => !required.has(k))];
  const at = keys.indexOf(key);
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
