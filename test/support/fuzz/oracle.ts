import { gunzipSync } from 'node:zlib';
import Ajv2020Module, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { errorCatalogue } from '../../../src/errors/catalogue.js';
import type { JsonSchema, OpenApiDocument, Operation } from './openapi.js';
import { preview } from './values.js';

/**
 * Statuses any route may answer that its own entry in the document need not list, because they come before
 * the route's code runs, each with the one error code that produces it:
 * - 404 not_found: the router, when a generated path parameter (empty, an encoded slash, a dot segment that the
 *   URL parser removes) makes the URL stop matching the route;
 * - 413 payload_too_large: the body limit, enforced while the body is read;
 * - 415 unsupported_media_type: the content-type parsers, for a body in a type the route does not take;
 * - 431 request_headers_too_large: headers over the server's limit (the fuzzer sends a 16 KiB credential);
 *   the HTTP parser answers it, so under inject it is not expected, but it is no defect where it occurs.
 */
export const PRE_ROUTE_STATUSES: ReadonlyMap<number, string> = new Map([
  [404, 'not_found'],
  [413, 'payload_too_large'],
  [415, 'unsupported_media_type'],
  [431, 'request_headers_too_large'],
]);

export interface Reply {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  rawPayload: Buffer;
}

/** A violation of the oracle; its message holds the request and the response, so it reproduces. */
export class OracleFailure extends Error {}

/** Checks responses against the catalogue and against the service's own OpenAPI document. */
export class Oracle {
  private readonly ajv = addFormats.default(new Ajv2020Module.default({ strict: false, allErrors: true }));
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly doc: OpenApiDocument) {}

  /** Throws OracleFailure when the reply breaks a rule; `request` describes what was sent. */
  check(op: Operation, reply: Reply, request: string, askedGzip: boolean): void {
    const status = reply.statusCode;
    let text = '';
    const fail = (problem: string): never => {
      const type = String(reply.headers['content-type'] ?? '(no content-type)');
      throw new OracleFailure(
        `${op.method} ${op.path}: ${problem}\nrequest: ${request}\nresponse: ${status} ${type}\n  body: ${preview(text, 600)}`,
      );
    };
    const body = decode(reply, askedGzip, fail);
    text = body.toString('utf8');
    if (status >= 500) fail(`a ${status} (5xx) response`);
    const documented = op.spec.responses[String(status)];
    if (!documented && !PRE_ROUTE_STATUSES.has(status)) fail(`status ${status} is not documented for this operation`);
    const contentType = String(reply.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    const types = documented ? Object.keys(documented.content ?? {}) : ['application/json'];
    if (body.length === 0) {
      if (types.length > 0) fail(`an empty body where the document gives ${types.join(', ')}`);
      return;
    }
    if (!types.includes(contentType))
      fail(`content type ${contentType || '(none)'} is not the documented ${types.join(', ') || '(no body)'}`);
    if (contentType !== 'application/json') return; // text/csv, text/html…: the documented type is all there is to check
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
    } catch (err) {
      fail(`the body is not JSON in UTF-8 (${(err as Error).message})`);
    }
    const schema = documented?.content?.['application/json']?.schema;
    if (status >= 400) this.checkError(status, json, schema, fail);
    // A router 404 on a route that documents its own 404 codes still comes from the router, not the route.
    const preRoute = isObject(json) && json.error !== undefined && json.error === PRE_ROUTE_STATUSES.get(status);
    if (schema && !preRoute) {
      const validate = this.validator(`${op.method} ${op.path} ${status}`, schema);
      if (!validate(json)) fail(`the body does not match the documented ${status} schema: ${this.ajv.errorsText(validate.errors)}`);
    }
  }

  private checkError(status: number, json: unknown, schema: JsonSchema | undefined, fail: (p: string) => never): void {
    if (!isObject(json)) return fail('an error body that is not a JSON object');
    // The flag-creation 404 wraps the error in `detail` (spec); allowed only where the document says so.
    const inner = !('error' in json) && isObject(json.detail) && schema && mentionsDetail(schema) ? json.detail : json;
    const code = inner.error;
    if (typeof code !== 'string' || !Object.hasOwn(errorCatalogue, code)) fail(`error ${JSON.stringify(code)} is not in the catalogue`);
    const spec = errorCatalogue[code as keyof typeof errorCatalogue];
    if (spec.status !== status) fail(`error ${code} has status ${spec.status} in the catalogue, not ${status}`);
    if (!schema && PRE_ROUTE_STATUSES.has(status) && PRE_ROUTE_STATUSES.get(status) !== code) {
      fail(`undocumented ${status} with error ${code}: only ${PRE_ROUTE_STATUSES.get(status)} may come before the route`);
    }
    const message = inner.message;
    if (typeof message !== 'string' || !/^\p{Lu}/u.test(message) || !message.endsWith('.')) {
      fail(`message ${JSON.stringify(message)} is not a sentence (a capital first, a period last)`);
    }
    if (code === 'invalid_request' && !Array.isArray(inner.details)) fail('invalid_request without a details array');
  }

  /** A validator compiled from the document itself; `#/components/...` references resolve against it. */
  private validator(key: string, schema: JsonSchema): ValidateFunction {
    let v = this.validators.get(key);
    if (!v) {
      v = this.ajv.compile({ ...schema, components: this.doc.components ?? {} });
      this.validators.set(key, v);
    }
    return v;
  }
}

/** The body as sent, decompressed: we offer gzip only, so any other encoding (or one we did not ask for) fails. */
function decode(reply: Reply, askedGzip: boolean, fail: (p: string) => never): Buffer {
  const encoding = String(reply.headers['content-encoding'] ?? 'identity').toLowerCase();
  if (encoding === 'identity') return reply.rawPayload;
  if (encoding !== 'gzip' || !askedGzip) fail(`content-encoding ${encoding} though the request accepted ${askedGzip ? 'gzip' : 'none'}`);
  try {
    return gunzipSync(reply.rawPayload);
  } catch (err) {
    return fail(`content-encoding gzip but the body does not gunzip (${(err as Error).message})`);
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function mentionsDetail(schema: JsonSchema): boolean {
  return Boolean(schema.properties?.detail) || [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(mentionsDetail);
}
