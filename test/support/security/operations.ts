import { CONSOLE_ROUTES } from '../../../src/http/routes/console.js';
import type { App } from '../../../src/http/types.js';

/** The parts of the OpenAPI document the security suite reads. */
export interface SchemaDoc {
  type?: string | string[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  enum?: unknown[];
  anyOf?: SchemaDoc[];
}

export interface ParameterDoc {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: SchemaDoc;
}

export interface OperationDoc {
  parameters?: ParameterDoc[];
  requestBody?: { required?: boolean; content?: Record<string, unknown> };
  responses?: Record<string, { headers?: Record<string, unknown> }>;
  security?: Record<string, unknown[]>[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationDoc>>;
}

/**
 * One operation of the service: a method on a path. HEAD operations are the ones Fastify adds for GET routes;
 * they share the GET's documentation (the OpenAPI document lists no HEAD).
 */
export interface Operation {
  /** `METHOD /path/{param}`: the name every generated test starts with, and the key of the suite's tables */
  id: string;
  method: string;
  /** the path in OpenAPI form, /v1/companies/{identifier} */
  path: string;
  /** path parameter names, in order */
  params: string[];
  doc: OperationDoc | undefined;
  area: 'v1' | 'admin' | 'public';
}

/**
 * Routes that answer without credentials, by design. Anything else outside /v1 and /admin fails the suite:
 * a new route must either sit behind one of the two authentications or be added here on purpose.
 */
export const PUBLIC_ROUTES = new Set([
  'GET /health',
  'HEAD /health',
  'GET /ready',
  'HEAD /ready',
  'GET /openapi.json',
  'HEAD /openapi.json',
  'GET /docs',
  'HEAD /docs',
  // The web console's pages and assets: public like /docs; every call they make goes to /v1 with the user's key.
  ...[...CONSOLE_ROUTES, '/assets/:name'].flatMap((url) => ['GET', 'HEAD'].map((method) => `${method} ${openApiPath(url)}`)),
]);

/** Fastify's `:name` (optionally `:name(regex)`) and `*` segments in OpenAPI's `{name}` form. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, '{$1}').replace(/\*/g, '{*}');
}

/**
 * Every operation, from the routes the application registered (which include hidden routes and HEAD) joined with
 * its own /openapi.json (which gives parameters, bodies and the documented response headers). A documented
 * operation that is not registered is kept too, so that neither source can hide a route from the suite.
 */
export async function discoverOperations(app: App): Promise<{ operations: Operation[]; document: OpenApiDocument }> {
  const res = await app.inject({ method: 'GET', url: '/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`GET /openapi.json answered ${res.statusCode}`);
  const document = res.json() as OpenApiDocument;
  const seen = new Map<string, Operation>();
  const add = (method: string, path: string) => {
    const id = `${method} ${path}`;
    if (seen.has(id)) return;
    const doc = document.paths[path]?.[(method === 'HEAD' ? 'GET' : method).toLowerCase()];
    const params = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    // Routes outside /admin that the document says need the admin token (GET /metrics) get the admin tests too.
    const adminToken = (doc?.security ?? []).some((s) => 'AdminToken' in s);
    const area = path.startsWith('/v1/') ? 'v1' : path.startsWith('/admin/') || adminToken ? 'admin' : 'public';
    seen.set(id, { id, method, path, params, doc, area });
  };
  for (const route of app.registeredRoutes) add(route.method.toUpperCase(), openApiPath(route.url));
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const method of Object.keys(methods)) add(method.toUpperCase(), path);
  }
  return { operations: [...seen.values()].sort((a, b) => a.id.localeCompare(b.id)), document };
}

export function queryParameters(op: Operation): ParameterDoc[] {
  return (op.doc?.parameters ?? []).filter((p) => p.in === 'query');
}

export function pathParameterDoc(op: Operation, name: string): ParameterDoc | undefined {
  return (op.doc?.parameters ?? []).find((p) => p.in === 'path' && p.name === name);
}

/** Methods that carry a request body; a documented requestBody counts too, whatever the method. */
export function takesBody(op: Operation): boolean {
  return ['POST', 'PUT', 'PATCH'].includes(op.method) || op.doc?.requestBody !== undefined;
}

/**
 * Metered: a documented 2xx response carries the X-Credits-Charged header (contracts section 6: every metered
 * response does). The suite trusts the document for which operations to check, and checks separately that the
 * document and the responses agree.
 */
export function isDocumentedMetered(op: Operation): boolean {
  return Object.entries(op.doc?.responses ?? {}).some(
    ([status, response]) =>
      /^2\d\d$/.test(status) && Object.keys(response.headers ?? {}).some((h) => h.toLowerCase() === 'x-credits-charged'),
  );
}
