import fc from 'fast-check';
import { hostileJson } from './hostile.js';
import { deref, type JsonSchema, type OpenApiDocument } from './openapi.js';
import type { JsonLike } from './values.js';

/**
 * fast-check arbitraries derived from a JSON schema of the document. `valid` values conform to the schema
 * (so real code paths run); `wild` values conform at most nodes, and at some are just outside a bound or are
 * taken from the hostile corpus, at any depth of a body.
 */

export interface GenContext {
  doc: OpenApiDocument;
  /** Real values for a parameter or property of this name (seeded domains, ids…), so some requests hit records. */
  hints(name: string, schema: JsonSchema): readonly JsonLike[];
}

type Arb = fc.Arbitrary<JsonLike>;
const MAX_DEPTH = 6;

/** One code point per unit, mostly ASCII: fast-check's `binary` unit would also draw lone surrogates. */
const TEXT_UNIT = fc.oneof(
  { weight: 8, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 0x80, max: 0x10ffff })
      .filter((c) => c < 0xd800 || c > 0xdfff)
      .map((c) => String.fromCodePoint(c)),
  },
);

/** Values that conform to the schema. */
export function validValue(schema: JsonSchema, ctx: GenContext, name?: string): Arb {
  return gen(schema, ctx, name, false, 0);
}

/** Values that mostly conform, with out-of-bounds and hostile values mixed in at every level. */
export function wildValue(schema: JsonSchema, ctx: GenContext, name?: string): Arb {
  return gen(schema, ctx, name, true, 0);
}

function gen(schema: JsonSchema, ctx: GenContext, name: string | undefined, wild: boolean, depth: number): Arb {
  const s = deref(ctx.doc, schema);
  if (depth > MAX_DEPTH) return fc.constant(null);
  const base = structural(s, ctx, name, wild, depth);
  const hints = name === undefined ? [] : ctx.hints(name, s).filter((h) => fitsType(h, s));
  const hinted = hints.length > 0 ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...hints) }, { weight: 2, arbitrary: base }) : base;
  if (!wild) return hinted;
  return fc.oneof(
    { weight: 6, arbitrary: hinted },
    { weight: 1, arbitrary: outside(s, ctx, name, depth) },
    { weight: 1, arbitrary: hostileJson },
  );
}

function structural(s: JsonSchema, ctx: GenContext, name: string | undefined, wild: boolean, depth: number): Arb {
  const sub = (x: JsonSchema, n = name) => gen(x, ctx, n, wild, depth + 1);
  if ('const' in s) return fc.constant(s.const as JsonLike);
  if (s.enum) return fc.constantFrom(...(s.enum as JsonLike[]));
  const branches = s.anyOf ?? s.oneOf;
  if (branches) return fc.oneof(...branches.map((b) => sub(b)));
  if (s.allOf) return sub(Object.assign({}, ...s.allOf.map((x) => deref(ctx.doc, x))) as JsonSchema);
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((t) => structural({ ...s, type: t }, ctx, name, wild, depth)));
  switch (s.type ?? (s.properties ? 'object' : undefined)) {
    case 'string':
      return stringOf(s);
    case 'integer':
      return fc.integer(bounds(s, true));
    case 'number':
      return fc.double({ ...bounds(s, false), noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const min = s.minItems ?? 0;
      return fc.array(sub(s.items ?? {}), { minLength: min, maxLength: Math.min(s.maxItems ?? min + 6, min + 6) });
    }
    case 'object': {
      const props = Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sub(v, k)]));
      return fc.record(props, { requiredKeys: (s.required ?? []).filter((k) => k in props) }) as Arb;
    }
    default:
      return fc.jsonValue({ maxDepth: 2 }) as Arb;
  }
}

/** Whether a hint has a type the schema allows (a domain hint must not replace the `domains` array itself). */
function fitsType(value: JsonLike, s: JsonSchema): boolean {
  const types = s.type === undefined ? [] : [s.type].flat();
  if (types.length === 0) return true;
  const actual = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value === 'number' ? 'number' : typeof value;
  return types.some((t) => t === actual || (t === 'integer' && actual === 'number' && Number.isInteger(value)));
}

/** Inclusive integer or number bounds, clamped to what fast-check (and a JavaScript number) can draw exactly. */
function bounds(s: JsonSchema, integer: boolean): { min: number; max: number } {
  const step = integer ? 1 : Number.EPSILON;
  const lo = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + step : integer ? -(2 ** 31) : -1e9);
  const hi = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - step : integer ? 2 ** 31 - 1 : 1e9);
  const clamp = (n: number) => Math.max(Number.MIN_SAFE_INTEGER, Math.min(Number.MAX_SAFE_INTEGER, n));
  return { min: clamp(lo), max: clamp(hi) };
}

function stringOf(s: JsonSchema): Arb {
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? min + 40, min + 40);
  switch (s.format) {
    case 'date':
      return isoDate().map((d) => d.slice(0, 10));
    case 'date-time':
      return isoDate();
    case 'email':
      return fc.emailAddress();
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'uuid':
      return fc.uuid();
  }
  const length = (x: string) => [...x].length >= min && [...x].length <= (s.maxLength ?? Infinity);
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter(length);
    } catch {
      // A pattern fast-check cannot read: plain strings below, which the server should reject cleanly.
    }
  }
  return fc.string({ unit: TEXT_UNIT, minLength: min, maxLength: max });
}

function isoDate(): fc.Arbitrary<string> {
  return fc
    .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString());
}

/** Values just outside the schema: past a bound, a near-miss of an enum, a missing or unexpected property. */
function outside(s: JsonSchema, ctx: GenContext, name: string | undefined, depth: number): Arb {
  const valid = () => gen(s, ctx, name, false, depth + 1);
  const near: JsonLike[] = [];
  if (s.minimum !== undefined) near.push(s.minimum - 1, s.minimum - 0.5);
  if (s.maximum !== undefined) near.push(s.maximum + 1, s.maximum + 0.5);
  if (s.type === 'integer') near.push(1.5, '1', 2 ** 63);
  if (s.minLength) near.push('a'.repeat(s.minLength - 1));
  if (s.maxLength !== undefined) near.push('a'.repeat(s.maxLength + 1), '😀'.repeat(s.maxLength), 'é'.repeat(s.maxLength + 1));
  if (s.pattern) near.push('!not matching!', ' ');
  if (s.format === 'date') near.push('2024-02-30', '2024-1-1', '20240101');
  if (s.format === 'date-time') near.push('2024-01-01T25:00:00Z', '2024-01-01');
  const choices = s.enum ?? (s.const !== undefined ? [s.const] : []);
  for (const e of choices) {
    if (typeof e === 'string') near.push(e.toUpperCase(), ` ${e}`, `${e},${e}`, e.slice(1));
    if (typeof e === 'number') near.push(e + 1, String(e));
  }
  // An enum value is often a key into a lookup table: names every JavaScript object has must not resolve.
  if (choices.some((e) => typeof e === 'string')) near.push('__proto__', 'constructor', 'toString');
  if (s.type === 'boolean') near.push('true', 1, 'yes');
  const arbs: Arb[] = near.length > 0 ? [fc.constantFrom(...near)] : [];
  if (s.type === 'array') {
    if (s.minItems) arbs.push(fc.constant([]));
    const items = gen(s.items ?? {}, ctx, name, false, depth + 1);
    const over = (s.maxItems ?? 100) + 1;
    arbs.push(fc.array(items, { minLength: over, maxLength: over }), items);
  }
  if (s.type === 'object' || s.properties) {
    const objects = valid() as fc.Arbitrary<Record<string, JsonLike>>;
    const keys = ['__proto__', 'constructor', 'prototype', 'unexpected_property'];
    for (const req of s.required ?? []) arbs.push(objects.map((o) => Object.fromEntries(Object.entries(o).filter(([k]) => k !== req))));
    arbs.push(
      fc.tuple(objects, fc.constantFrom(...keys), hostileJson).map(([o, k, v]) => Object.fromEntries([...Object.entries(o), [k, v]])),
      // __proto__ first as well: a parser that copies keys in order sets the prototype before the real fields.
      fc.tuple(objects, hostileJson).map(([o, v]) => Object.fromEntries([['__proto__', v], ...Object.entries(o)])),
    );
  }
  return arbs.length > 0 ? fc.oneof(...arbs) : hostileJson;
}
