import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../schemas.js';
import { renderDocs } from './docs-page.js';

/**
 * The OpenAPI 3.1 document, generated from the route schemas (so it cannot disagree with validation and
 * serialization), at /openapi.json, and a readable reference built from it at /docs.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  documentCreditHeaders(app);
  documentUnavailable(app);
  await app.register(swagger, {
    transform: ({ schema, url }) => ({ schema: defaultsOptional(schema), url }),
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Keiretsu company-intelligence API',
        version,
        description:
          'Technographics, firmographics and the partnership graph of companies, from our own crawl. ' +
          'Every /v1 call carries an API key in X-API-Key. Errors are JSON objects {error, message, ...}. ' +
          'Responses of 1 KiB or more are compressed when the request sends Accept-Encoding (gzip, br or deflate); ' +
          'request bodies may be sent with Content-Encoding gzip, deflate or br.',
        license: { name: 'MIT', identifier: 'MIT' },
      },
      // Relative: the document is served by the API it describes, wherever that runs.
      servers: [{ url: '/', description: 'the server that serves this document' }],
      components: {
        securitySchemes: {
          ApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
          AdminToken: { type: 'http', scheme: 'bearer' },
        },
      },
      tags: [
        { name: 'Companies', description: 'Company lookup, bulk lookup, search and data flags.' },
        { name: 'Partnerships', description: 'Partners, reverse lookup, pairs, shared partners, network graphs.' },
        { name: 'Enrichment', description: 'Batch partnership lookup for up to 100 domains.' },
        { name: 'Technologies', description: 'The technology catalog and the companies using a technology or a vendor.' },
        { name: 'Lists', description: 'Saved lists of companies: definitions, tiers, members, sharing, export (user keys only).' },
        { name: 'Admin', description: 'Operators: organizations, credits, users, keys, import.' },
        { name: 'Service', description: 'Health and documents.' },
      ],
    },
  });
  let docsHtml: string | undefined;
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/docs', { schema: { hide: true } }, async (_request, reply) => {
    docsHtml ??= renderDocs(app.swagger() as unknown as Parameters<typeof renderDocs>[0]);
    return reply.type('text/html; charset=utf-8').send(docsHtml);
  });
}

/** The headers every metered response carries (contracts section 6). */
const CREDIT_HEADERS = {
  'X-Credits-Charged': {
    type: 'integer',
    minimum: 0,
    description: 'credits this call charged (companies still free for 30 days cost nothing)',
  },
  'X-Credits-Remaining': { type: 'integer', minimum: 0, description: "the organization's balance after this call" },
};

/**
 * A route is metered exactly when it can answer 402 credit_exhausted (meter() is what throws it), so its success
 * responses document X-Credits-Charged and X-Credits-Remaining; tools reading the document (the security suite,
 * clients) tell metered routes by them. Added as routes are declared, before their schemas are compiled.
 */
function documentCreditHeaders(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const responses = route.schema?.response as Record<string, Record<string, unknown>> | undefined;
    if (!responses?.['402']) return;
    for (const [status, schema] of Object.entries(responses)) {
      if (/^2/.test(status)) responses[status] = { ...schema, headers: CREDIT_HEADERS };
    }
  });
}

/**
 * Any route that reads the database answers 503 service_unavailable with Retry-After while the database is
 * unreachable (contracts section 11), so every documented route lists it, with the header.
 */
const ANSWERED_WITHOUT_DATABASE = new Set(['/health', '/metrics']);

function documentUnavailable(app: FastifyInstance): void {
  const unavailable = {
    ...errorResponses(['service_unavailable'])[503],
    headers: { 'Retry-After': { type: 'integer', minimum: 1, description: 'seconds to wait before retrying' } },
  };
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { hide?: boolean; response?: Record<string, unknown> } | undefined;
    // /health and /metrics answer without the database (liveness, and metrics that report it down).
    if (!schema?.response || schema.hide || ANSWERED_WITHOUT_DATABASE.has(route.url)) return;
    schema.response['503'] = unavailable;
  });
}

/**
 * A query parameter with a default may be left out: validation fills it in. TypeBox lists it as required
 * (it is always there once validated, which is what the handlers rely on), so the document says otherwise.
 */
function defaultsOptional<S>(schema: S): S {
  const query = (schema as { querystring?: { properties?: Record<string, { default?: unknown }>; required?: string[] } } | undefined)
    ?.querystring;
  if (!query?.properties || !query.required) return schema;
  const properties = query.properties;
  const required = query.required.filter((name) => properties[name]?.default === undefined);
  return { ...schema, querystring: { ...query, required } };
}
