import fastJson from 'fast-json-stringify';
import { Type, type TObject } from 'typebox';

/**
 * What a writer of `schema`'s objects writes around their property `key` (a required one), whose value comes as JSON
 * text already (written by the database: db/repositories/json-sql.ts): `{…,"key":` and `,…}`, from serializers of the
 * schema cut at `key`. The caller puts the text between, usually as bytes (utf8Concat) rather than one string.
 *
 * fast-json-stringify writes the required properties first, in the schema's order, then the optional ones: that is
 * the order cut here, so the text lands where the whole schema's serializer puts it; and each side, a run of that
 * order, is written by its own serializer in the same order. Tests hold such bodies to the whole serializer
 * (test/companies-bulk.test.ts, test/enrichment.test.ts).
 */
export function splicingParts<T>(schema: TObject, key: string): (value: T) => [string, string] {
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
  return (value) => {
    const head = before(value);
    const tail = after(value);
    return [`{${head}${head ? ',' : ''}"${key}":`, `${tail ? ',' : ''}${tail}}`];
  };
}

/**
 * The UTF-8 bytes of these strings one after the other, written straight into one buffer: no string of the whole
 * is made. A response of large texts joined into one string was copied into a flat string of its own by the join,
 * again by Fastify's Buffer.byteLength (which flattens the concatenation around it) and encoded a third time by the
 * socket's write: 30% of the server's time under distinct enrichment (docs/benchmarks-notes.md).
 */
export function utf8Concat(parts: readonly string[]): Buffer {
  let length = 0;
  for (const part of parts) length += Buffer.byteLength(part);
  const out = Buffer.allocUnsafe(length);
  let at = 0;
  for (const part of parts) at += out.write(part, at);
  return out;
}
