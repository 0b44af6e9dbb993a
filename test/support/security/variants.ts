import { invalidBodies, invalidQueryValue, unknownValue, type RequestOptions, type Seed } from './examples.js';
import { pathParameterDoc, queryParameters, type Operation } from './operations.js';

/** A change to an operation's valid request, named for failure messages. */
export interface Variant {
  label: string;
  options: RequestOptions;
}

/**
 * Requests the operation refuses during validation (a 400 or 415 with good credentials): every query parameter
 * out of its schema, integer path parameters that are not numbers, malformed and invalid bodies. Used to show
 * that credentials are checked first.
 */
export function invalidRequests(op: Operation, seed: Seed): Variant[] {
  const variants: Variant[] = [];
  const query: Record<string, string> = {};
  for (const p of queryParameters(op)) {
    const value = invalidQueryValue(p.schema);
    if (value !== undefined) query[p.name] = value;
  }
  if (Object.keys(query).length > 0) variants.push({ label: `query ${Object.keys(query).join(', ')} out of range`, options: { query } });
  const params: Record<string, string> = {};
  for (const name of op.params) {
    const type = pathParameterDoc(op, name)?.schema?.type;
    if (type === 'integer' || type === 'number') params[name] = 'not-a-number';
  }
  if (Object.keys(params).length > 0) variants.push({ label: `path ${Object.keys(params).join(', ')} not a number`, options: { params } });
  for (const { label, body } of invalidBodies(op, seed)) variants.push({ label, options: { body } });
  return variants;
}

/**
 * Requests a metered operation answers with a 4xx after authentication, each of which must charge nothing: a
 * limit past its maximum, each path parameter naming nothing (404), invalid bodies (including the route's own,
 * such as a batch over the limit).
 */
export function chargeless4xx(op: Operation, seed: Seed): Variant[] {
  const variants: Variant[] = [];
  const limit = queryParameters(op).find((p) => p.name === 'limit');
  if (limit) {
    const value = String(Math.max(100_000, (limit.schema?.maximum ?? 0) + 1));
    variants.push({ label: `limit=${value}`, options: { query: { limit: value } } });
  }
  for (const name of op.params) {
    const value = unknownValue(op, name);
    variants.push({ label: `unknown ${name} ${value}`, options: { params: { [name]: value } } });
  }
  for (const { label, body } of invalidBodies(op, seed)) variants.push({ label, options: { body } });
  return variants;
}

/**
 * Inputs that reach error paths, where internals slip out: quotes, malformed percent-encoding, NUL, traversal,
 * numbers past every integer type, over-long values. They are URL text, sent as they are.
 */
export const HOSTILE_SEGMENTS = [
  "o'brien.com",
  '%22%3B--%20',
  '%zz',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '%C3%BC.example',
  '%F0%9F%92%A9',
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  'x'.repeat(2100),
];

export const hostileQueryValues = (name: string): string[] => [
  "'",
  '-1',
  '99999999999999999999',
  '1e309',
  '%zz',
  '%00',
  'x'.repeat(3000),
  // the parameter twice
  `1&${name}=2`,
];

export const hostileBodies = (): { label: string; headers?: Record<string, string>; body: RequestOptions['body'] }[] => [
  { label: 'a __proto__ key', body: { contentType: 'application/json', payload: '{"__proto__":{"polluted":true},"domains":["a.com"]}' } },
  {
    label: 'a constructor.prototype key',
    body: { contentType: 'application/json', payload: '{"constructor":{"prototype":{"polluted":true}}}' },
  },
  { label: 'JSON nested 10,000 deep', body: { contentType: 'application/json', payload: '['.repeat(10_000) + ']'.repeat(10_000) } },
  { label: 'JSON null', body: { json: null } },
  { label: 'a JSON string', body: { json: 'text' } },
  { label: 'a JSON array', body: { json: [] } },
  {
    label: 'values of every wrong type',
    body: { json: { domains: [null, 5, {}, [], "' OR 1=1 --"], description: 5, name: [], amount: 'x' } },
  },
  { label: 'text/plain', body: { contentType: 'text/plain', payload: 'hello' } },
  { label: 'an empty JSON body', body: { contentType: 'application/json', payload: '' } },
  { label: 'gzip announced, plain text sent', headers: { 'content-encoding': 'gzip' }, body: { json: { domains: ['a.com'] } } },
  { label: 'an unknown content encoding', headers: { 'content-encoding': 'snappy' }, body: { json: { domains: ['a.com'] } } },
  { label: '2 MiB of JSON', body: { json: { domains: ['x'.repeat(2 << 20)] } } },
];
