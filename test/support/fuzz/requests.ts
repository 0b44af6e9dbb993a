import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { ADMIN_TOKEN } from '../harness.js';
import { validValue, wildValue, type GenContext } from './arbitraries.js';
import { HOSTILE_BODIES, HOSTILE_QUERY, hostileParam } from './hostile.js';
import { ndjsonBody } from './ndjson.js';
import type { Operation, Parameter } from './openapi.js';
import type { OperationContext, World } from './seed.js';
import { encodeParam, encodeText, jsonText, preview, type ParamValue } from './values.js';

/** Which credential a request carries; `valid` and `org` are the right ones, the rest must be refused. */
export type AuthChoice = 'valid' | 'org' | 'missing' | 'wrong' | 'revoked' | 'malformed' | 'huge';

export interface FuzzRequest {
  path: Record<string, ParamValue>;
  /** in order; the same name may appear twice */
  query: [string, ParamValue][];
  /** appended to the query string as it is (e.g. `%ff=1`) */
  rawQuery: string;
  body: { contentType: string | undefined; payload: Buffer | undefined; encoding: 'identity' | 'gzip' | 'bogus-gzip' } | undefined;
  auth: AuthChoice;
  acceptGzip: boolean;
}

export interface InjectRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload: Buffer | undefined;
}

const paramsIn = (op: Operation, where: Parameter['in']) => (op.spec.parameters ?? []).filter((p) => p.in === where && p.schema);
/** The parameter's description travels with its schema: hints read value lists from it. */
const schemaOf = (p: Parameter) => ({ ...p.schema, description: p.description ?? p.schema?.description });

/**
 * Requests for one operation: three in five entirely schema-valid (right credential, documented content type),
 * the rest wild: any part may be out of bounds, hostile, missing, repeated or sent with the wrong credential.
 */
export function requestArb(op: Operation, ctx: GenContext, world: World): fc.Arbitrary<FuzzRequest> {
  return fc
    .oneof({ weight: 3, arbitrary: requestOf(op, ctx, world, false) }, { weight: 2, arbitrary: requestOf(op, ctx, world, true) })
    .map((r) => Object.assign(r, { [fc.toStringMethod]: () => summary(op, r) }));
}

/** How fast-check prints a counterexample: short, since a body may be a mebibyte. */
function summary(op: Operation, r: FuzzRequest): string {
  const body = r.body ? ` ${r.body.contentType ?? '(no content-type)'} ${r.body.encoding} ${preview(r.body.payload ?? '(none)', 200)}` : '';
  return `${op.method} ${preview(urlOf(op, r), 400)} auth=${r.auth} gzip=${r.acceptGzip}${body}`;
}

function requestOf(op: Operation, ctx: GenContext, world: World, wild: boolean): fc.Arbitrary<FuzzRequest> {
  const value = (p: Parameter): fc.Arbitrary<ParamValue> =>
    wild
      ? fc.oneof({ weight: 3, arbitrary: wildValue(schemaOf(p), ctx, p.name) }, { weight: 1, arbitrary: hostileParam })
      : validValue(schemaOf(p), ctx, p.name);
  const path = fc.record(Object.fromEntries(paramsIn(op, 'path').map((p) => [p.name, value(p)])));
  const query = fc
    .tuple(
      ...paramsIn(op, 'query').map((p) =>
        // A required parameter is always sent in a valid request; an optional one half the time.
        p.required && !wild
          ? value(p).map((v): [string, ParamValue] | undefined => [p.name, v])
          : fc.option(
              value(p).map((v): [string, ParamValue] => [p.name, v]),
              { nil: undefined, freq: 2 },
            ),
      ),
    )
    .map((pairs) => pairs.filter((x): x is [string, ParamValue] => x !== undefined));
  // Wild requests may repeat a parameter (first one sent, given twice) and carry raw junk in the query.
  const repeated = wild ? fc.boolean() : fc.constant(false);
  const rawQuery = wild ? fc.oneof(fc.constant(''), fc.constantFrom(...HOSTILE_QUERY)) : fc.constant('');
  return fc.record({
    path,
    query: fc.tuple(query, repeated).map(([q, twice]) => (twice && q[0] ? [...q, q[0]] : q)),
    rawQuery,
    body: bodyOf(op, ctx, world, wild),
    auth: authOf(op, wild),
    acceptGzip: fc.boolean(),
  });
}

function authOf(op: Operation, wild: boolean): fc.Arbitrary<AuthChoice> {
  // Both key classes are right for /v1; for an admin operation `org` is the lowercase `bearer` scheme instead.
  const right: AuthChoice[] = op.credential === 'apiKey' ? ['valid', 'org'] : ['valid'];
  const wrong: AuthChoice[] = ['missing', 'wrong', 'revoked', 'malformed', 'huge', ...(op.credential === 'admin' ? ['org' as const] : [])];
  if (!wild) return fc.constantFrom(...right);
  return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...right) }, { weight: 1, arbitrary: fc.constantFrom(...wrong) });
}

const OTHER_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'APPLICATION/JSON'];

function bodyOf(op: Operation, ctx: GenContext, world: World, wild: boolean): fc.Arbitrary<FuzzRequest['body']> {
  if (op.bodyTypes.length === 0) return fc.constant(undefined);
  const payloads = op.bodyTypes.map((type) => {
    const schema = op.spec.requestBody?.content[type]?.schema ?? {};
    const documented: fc.Arbitrary<Buffer> = type.includes('ndjson')
      ? ndjsonBody(world)
      : (wild ? wildValue(schema, ctx) : validValue(schema, ctx)).map((v) => Buffer.from(jsonText(v)));
    const payload = wild
      ? fc.oneof(
          { weight: 5, arbitrary: documented },
          { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_BODIES).map((b) => Buffer.from(b)) },
          { weight: 1, arbitrary: fc.constant(undefined) },
        )
      : documented;
    const contentType = wild
      ? fc.oneof({ weight: 5, arbitrary: fc.constantFrom(type, `${type}; charset=utf-8`) }, fc.constantFrom(undefined, ...OTHER_TYPES))
      : fc.constant(type);
    const encoding = wild
      ? fc.constantFrom<'identity' | 'gzip' | 'bogus-gzip'>('identity', 'identity', 'gzip', 'bogus-gzip')
      : fc.constantFrom<'identity' | 'gzip'>('identity', 'identity', 'identity', 'gzip');
    return fc.record({ contentType, payload, encoding });
  });
  return fc.oneof(...payloads);
}

/** The inject request for a generated one: URL with encoded parameters, credentials, body and its encoding. */
export function toInject(op: Operation, req: FuzzRequest, ctx: OperationContext): InjectRequest {
  const headers: Record<string, string> = { ...credentialHeaders(op, req.auth, ctx) };
  if (req.acceptGzip) headers['accept-encoding'] = 'gzip';
  let payload: Buffer | undefined;
  if (req.body) {
    if (req.body.contentType !== undefined) headers['content-type'] = req.body.contentType;
    payload = req.body.payload;
    if (payload && req.body.encoding !== 'identity') {
      headers['content-encoding'] = 'gzip';
      // bogus-gzip: the header says gzip, the bytes are not.
      if (req.body.encoding === 'gzip') payload = gzipSync(payload);
    }
  }
  return { method: op.method, url: urlOf(op, req), headers, payload };
}

/** The URL: path parameters percent-encoded into the template, then the query in the generated order. */
export function urlOf(op: Operation, req: FuzzRequest): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const v = req.path[name];
    return v === undefined ? '' : encodeParam(v).join(',');
  });
  const pairs = req.query.flatMap(([name, v]) => encodeParam(v).map((e) => `${encodeText(name)}=${e}`));
  if (req.rawQuery) pairs.push(req.rawQuery);
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

/**
 * Whether the URL, once the client's URL parser has resolved dot segments (a generated `..` or `%2E%2E`), still
 * has the operation's shape. If not, the request would be answered by another route and judged by the wrong
 * entry of the document, so it is not sent.
 */
export function reachesRoute(op: Operation, url: string): boolean {
  const template = op.path.split('/');
  const actual = new URL(url, 'http://localhost').pathname.split('/');
  return actual.length === template.length && template.every((part, i) => part.startsWith('{') || part === actual[i]);
}

function credentialHeaders(op: Operation, auth: AuthChoice, ctx: OperationContext): Record<string, string> {
  const huge = 'k'.repeat(16_384);
  if (op.credential === 'admin') {
    const value: Record<AuthChoice, string | undefined> = {
      valid: `Bearer ${ADMIN_TOKEN}`,
      org: `bearer ${ADMIN_TOKEN}`, // the scheme is case-insensitive (RFC 9110); refusing it is a documented 401
      missing: undefined,
      wrong: 'Bearer wrong-admin-token',
      revoked: `Bearer ${ctx.userKey}`, // an API key is not an admin token
      malformed: ADMIN_TOKEN,
      huge: `Bearer ${huge}`,
    };
    const v = value[auth];
    return v === undefined ? {} : { authorization: v };
  }
  const key: Record<AuthChoice, string | undefined> = {
    valid: ctx.userKey,
    org: ctx.orgKey,
    missing: undefined,
    wrong: `keiretsu_${'A'.repeat(32)}`,
    revoked: ctx.revokedKey,
    malformed: `Bearer ${ctx.userKey}`,
    huge,
  };
  // An operation without security ignores credentials; sending junk ones checks that it does.
  if (op.credential === 'none') return auth === 'valid' || auth === 'org' ? {} : { 'x-api-key': key.wrong!, authorization: 'Bearer x' };
  const v = key[auth];
  return v === undefined ? {} : { 'x-api-key': v };
}

/** The request as a reproducible text, credentials replaced by what they stand for. */
export function describeRequest(sent: InjectRequest, req: FuzzRequest): string {
  const headers = Object.entries(sent.headers).map(([k, v]) =>
    k === 'x-api-key' || k === 'authorization'
      ? `${k}: <${req.auth} credential${v.length > 200 ? `, ${v.length} chars` : ''}>`
      : `${k}: ${v}`,
  );
  const body =
    sent.payload === undefined ? '(none)' : preview(sent.headers['content-encoding'] && req.body ? (req.body.payload ?? '') : sent.payload);
  const encoded = sent.headers['content-encoding'] ? ` (sent ${req.body?.encoding})` : '';
  return `${sent.method} ${preview(sent.url, 600)}\n  headers: ${headers.join('; ') || '(none)'}\n  body${encoded}: ${body}`;
}
