/**
 * The part of an OpenAPI 3.1 document the fuzzer reads, and the list of operations it attacks. Everything the
 * fuzzer knows about a route comes from here, so a new route is fuzzed as soon as it is in the document.
 */

/** The JSON Schema 2020-12 keywords the generators understand; others are ignored. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  $ref?: string;
  description?: string;
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface MediaType {
  schema?: JsonSchema;
}

export interface ResponseObject {
  description?: string;
  content?: Record<string, MediaType>;
}

export interface OperationObject {
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, ResponseObject>;
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, JsonSchema>; securitySchemes?: Record<string, unknown> };
}

/** How an operation authenticates, from its `security` requirement. */
export type Credential = 'none' | 'apiKey' | 'admin';

/** One method on one path, with what the fuzzer needs to build requests for it. */
export interface Operation {
  method: string;
  /** the templated path, e.g. /v1/companies/{identifier} */
  path: string;
  spec: OperationObject;
  credential: Credential;
  /** the content types a body is sent with; empty when the operation takes no body */
  bodyTypes: string[];
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** Every operation of the document, in document order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, spec] of Object.entries(item)) {
      if (!METHODS.has(method)) continue; // path-level `parameters`, `summary`…
      ops.push({ method: method.toUpperCase(), path, spec, credential: credentialOf(spec), bodyTypes: bodyTypesOf(method, spec) });
    }
  }
  return ops;
}

function credentialOf(spec: OperationObject): Credential {
  const schemes = (spec.security ?? []).flatMap((req) => Object.keys(req));
  if (schemes.includes('AdminToken')) return 'admin';
  if (schemes.includes('ApiKey')) return 'apiKey';
  return 'none';
}

/**
 * The body's content types. An operation that streams its body has no `requestBody` schema in the document
 * (POST /admin/v1/import); its description names the type ("Content-Type: application/x-ndjson"), which is
 * the only place the document says it, so that is read as a fallback rather than hard-coding the route.
 */
function bodyTypesOf(method: string, spec: OperationObject): string[] {
  if (spec.requestBody) return Object.keys(spec.requestBody.content);
  if (method === 'get' || method === 'delete' || method === 'head') return [];
  const named = /Content-Type:\s*([a-z]+\/[a-z0-9+-]+(?:\.[a-z0-9+-]+)*)/i.exec(spec.description ?? '');
  return named?.[1] ? [named[1].toLowerCase()] : [];
}

/** Follows a local `$ref` (#/components/...) to the schema it names; other schemas come back as they are. */
export function deref(doc: OpenApiDocument, schema: JsonSchema, depth = 0): JsonSchema {
  if (!schema.$ref) return schema;
  if (depth > 20 || !schema.$ref.startsWith('#/')) throw new Error(`cannot resolve $ref ${schema.$ref}`);
  let node: unknown = doc;
  for (const part of schema.$ref.slice(2).split('/')) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
  }
  if (typeof node !== 'object' || node === null) throw new Error(`dangling $ref ${schema.$ref}`);
  return deref(doc, node as JsonSchema, depth + 1);
}
