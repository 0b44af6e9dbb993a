import type { ErrorObject } from 'ajv';
import { AppError } from '../../errors/app-error.js';
import { TEXT_FAULT_MESSAGE } from '../../lib/text.js';
import { LONE_SURROGATE_KEYWORD, NUL_KEYWORD } from './validation.js';

/** Where in a request a failed value was: Fastify's validation context. */
type Part = 'body' | 'querystring' | 'params' | 'headers' | string;

interface Fault {
  /** `querystring/limit`, `body/domains/3`: the part and the JSON pointer, as `details[].path` has always said */
  path: string;
  /** what is wrong with it, without its name: `must be an integer from 1 to 100` */
  message: string;
}

/**
 * A validation failure as one catalogue error: `message` is one sentence naming the parameter and what it
 * allows ("Query parameter limit must be an integer from 1 to 100."), `details` has one entry per fault.
 * The schema itself says what is allowed (ajv's `verbose` keeps it on each error), so a new route's messages
 * need no code. A union (anyOf) is described once as a whole, not once per branch that failed.
 */
export function validationError(errors: readonly ErrorObject[], part: Part): AppError {
  const faults = collapse(errors).map((e) => ({ error: e, fault: faultOf(e, part) }));
  const first = faults[0];
  if (!first) return new AppError('invalid_request', { details: [] }, `The ${partName(part)} is invalid.`);
  const sentence = `${subject(first.error, part)} ${first.fault.message}.`;
  return new AppError('invalid_request', { details: faults.map((f) => f.fault) }, sentence);
}

/**
 * One error per failing value. Where a union (anyOf, oneOf) failed, ajv reports each branch's failure and then
 * the union's own. When the value fits one branch better than the others (the only branch of its JSON type, or
 * the branch whose failure lies deepest inside the value), that branch's errors explain it best: a string too long
 * for "string of at most 2000 characters, or null" is told it is too long. Otherwise the union is described whole.
 */
function collapse(errors: readonly ErrorObject[]): ErrorObject[] {
  let kept = [...errors];
  const unions = errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf');
  // Outermost first, so that a branch chosen here may still hold a union of its own to settle.
  unions.sort((a, b) => a.schemaPath.length - b.schemaPath.length);
  for (const union of unions) {
    if (!kept.includes(union)) continue;
    const within = (e: ErrorObject, prefix: string) => e.schemaPath.startsWith(prefix);
    const branch = bestBranch(union, kept);
    kept =
      branch === undefined
        ? kept.filter((e) => e === union || !within(e, `${union.schemaPath}/`))
        : kept.filter((e) => e !== union && (!within(e, `${union.schemaPath}/`) || within(e, `${union.schemaPath}/${branch}/`)));
  }
  const seen = new Set<string>();
  return kept.filter((e) => {
    const key = `${e.instancePath}|${e.keyword}|${String(e.params.missingProperty ?? '')}`;
    return !seen.has(key) && Boolean(seen.add(key));
  });
}

/** The index of the one branch that explains a union's failure best, if one does. */
function bestBranch(union: ErrorObject, errors: readonly ErrorObject[]): number | undefined {
  const branches = ((union.parentSchema?.anyOf ?? union.parentSchema?.oneOf) as Schema[] | undefined) ?? [];
  const fitting = branches.map((b, i) => ({ b, i })).filter(({ b }) => typeFits(b, union.data));
  if (fitting.length === 1) return fitting[0]!.i;
  const depth = (i: number) =>
    Math.max(
      -1,
      ...errors.filter((e) => e.schemaPath.startsWith(`${union.schemaPath}/${i}/`)).map((e) => e.instancePath.split('/').length),
    );
  const ranked = fitting.map(({ i }) => ({ i, d: depth(i) })).sort((a, b) => b.d - a.d);
  const [first, second] = ranked;
  const unionDepth = union.instancePath.split('/').length;
  return first && first.d > unionDepth && (!second || first.d > second.d) ? first.i : undefined;
}

/** Whether a value is of a JSON type the schema names (a schema that names none fits anything). */
function typeFits(schema: Schema, value: unknown): boolean {
  if (!schema) return true;
  if ('const' in schema) return typeof schema.const === typeof value && (schema.const === null) === (value === null);
  const types = [schema.type].flat().filter((t): t is string => typeof t === 'string');
  if (types.length === 0) return true;
  const actual =
    value === null
      ? 'null'
      : Array.isArray(value)
        ? 'array'
        : typeof value === 'number'
          ? Number.isInteger(value)
            ? 'integer'
            : 'number'
          : typeof value;
  return types.some((t) => t === actual || (t === 'number' && actual === 'integer'));
}

function faultOf(e: ErrorObject, part: Part): Fault {
  const missing = e.keyword === 'required' ? `/${String(e.params.missingProperty)}` : '';
  const path = `${part}${e.instancePath}${missing}`;
  return { path, message: describeFault(e, part) };
}

function describeFault(e: ErrorObject, part: Part): string {
  switch (e.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return `has an unknown ${part === 'body' ? 'field' : 'parameter'} ${JSON.stringify(e.params.additionalProperty)}`;
    case NUL_KEYWORD:
      return TEXT_FAULT_MESSAGE.nul;
    case LONE_SURROGATE_KEYWORD:
      return TEXT_FAULT_MESSAGE.lone_surrogate;
  }
  // A query parameter sent twice (?limit=5&limit=6) arrives as an array where one value is expected.
  if (part === 'querystring' && Array.isArray(e.data) && !allowsArray(e.parentSchema)) return 'is given more than once; give it once';
  return `must be ${describeSchema(e.parentSchema)}`;
}

/** What the sentence is about: "Query parameter limit", "Body field domains[3]", "The body". */
function subject(e: ErrorObject, part: Part): string {
  const segments = e.instancePath.split('/').slice(1).map(unescape);
  if (e.keyword === 'required') segments.push(String(e.params.missingProperty));
  if (e.keyword === 'additionalProperties' || segments.length === 0) return `The ${partName(part)}`;
  const name = segments.map((s, i) => (/^\d+$/.test(s) && i > 0 ? `[${s}]` : i > 0 ? `.${s}` : s)).join('');
  const label = { body: 'Body field', querystring: 'Query parameter', params: 'Path parameter', headers: 'Header' }[part] ?? 'Field';
  return `${label} ${name}`;
}

function partName(part: Part): string {
  return { body: 'body', querystring: 'query string', params: 'path', headers: 'headers' }[part] ?? 'request';
}

function unescape(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

type Schema = Record<string, unknown> | undefined;

function allowsArray(schema: Schema): boolean {
  if (!schema) return false;
  const types = [schema.type].flat();
  if (types.includes('array')) return true;
  return [...((schema.anyOf as Schema[]) ?? []), ...((schema.oneOf as Schema[]) ?? [])].some(allowsArray);
}

/**
 * A schema in words, as the object of "must be": `an integer from 1 to 100`, `a string of at most 2000
 * characters, or null`, `one of "technology", "channel", "generic"`.
 */
export function describeSchema(schema: Schema): string {
  if (!schema) return 'valid';
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (branches) return describeUnion(branches);
  const types = [schema.type].flat().filter((t): t is string => typeof t === 'string');
  if (types.length === 0) return 'valid';
  const parts = types.filter((t) => t !== 'null').map((t) => describeType(t, schema));
  if (types.includes('null')) parts.push('null');
  return parts.join(', or ');
}

function describeUnion(branches: Schema[]): string {
  const consts = branches.filter((b) => b && 'const' in b).map((b) => JSON.stringify(b!.const));
  if (consts.length === branches.length) return `one of ${consts.join(', ')}`;
  const described = [...new Set(branches.map(describeSchema))];
  // null last: "a string of at most 2000 characters, or null"
  described.sort((a, b) => Number(a === 'null') - Number(b === 'null'));
  return described.join(', or ');
}

function describeType(type: string, s: Record<string, unknown>): string {
  switch (type) {
    case 'integer':
      return `an integer${range(s.minimum, s.maximum)}${exclusive(s.exclusiveMinimum, s.exclusiveMaximum)}`;
    case 'number':
      return `a number${range(s.minimum, s.maximum)}${exclusive(s.exclusiveMinimum, s.exclusiveMaximum)}`;
    case 'boolean':
      return 'true or false';
    case 'string':
      return describeString(s);
    case 'array': {
      const items = s.items as Schema;
      const count = range(s.minItems, s.maxItems, 'item');
      return `a list${count}${items ? ` (each ${describeSchema(items)})` : ''}`;
    }
    case 'object': {
      const required = (s.required as string[] | undefined) ?? [];
      return required.length ? `a JSON object with ${required.map((r) => JSON.stringify(r)).join(', ')}` : 'a JSON object';
    }
    default:
      return `of type ${type}`;
  }
}

const FORMATS: Record<string, string> = {
  date: 'a date (YYYY-MM-DD)',
  'date-time': 'a date and time (ISO 8601)',
  email: 'an email address',
  uri: 'a URL',
  uuid: 'a UUID',
};

function describeString(s: Record<string, unknown>): string {
  const format = typeof s.format === 'string' ? FORMATS[s.format] : undefined;
  const base = format ?? 'a string';
  const length = range(s.minLength, s.maxLength, 'character');
  const pattern = typeof s.pattern === 'string' && !format ? ` matching ${s.pattern}` : '';
  return `${base}${length}${pattern}`;
}

/** " from 1 to 100", " of at least 1", " of 1 to 200 characters"; empty when unbounded. */
function range(min: unknown, max: unknown, unit?: string): string {
  const lo = typeof min === 'number' ? min : undefined;
  const hi = typeof max === 'number' ? max : undefined;
  const units = (n: number) => (unit ? ` ${unit}${n === 1 ? '' : 's'}` : '');
  if (lo !== undefined && hi !== undefined) {
    if (lo === hi) return ` of exactly ${lo}${units(lo)}`;
    return unit ? ` of ${lo} to ${hi}${units(hi)}` : ` from ${lo} to ${hi}`;
  }
  if (lo !== undefined) return ` of at least ${lo}${units(lo)}`;
  if (hi !== undefined) return ` of at most ${hi}${units(hi)}`;
  return '';
}

/** " greater than 0", " less than 1": the exclusive bounds, which no route uses today but a schema may. */
function exclusive(exMin: unknown, exMax: unknown): string {
  return [typeof exMin === 'number' ? ` greater than ${exMin}` : '', typeof exMax === 'number' ? ` less than ${exMax}` : '']
    .filter(Boolean)
    .join(' and');
}
