import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppError } from '../../errors/app-error.js';
import { CONSOLE_CSP } from '../plugins/security-headers.js';
import type { App } from '../types.js';

/**
 * The web console (web/, built by Vite into dist/web by `npm run build` and the root `prepare`): its index.html
 * at `/` and at each of its own routes, so that a deep link such as /companies/acme loads directly, and its hashed
 * assets under /assets. The console's routes are named one by one rather than caught by a wildcard at `/*`, so
 * that they never shadow /v1, /admin, /docs, /health, /ready, /metrics, /openapi.json, and an unknown path stays a
 * JSON 404 `not_found`.
 */
export const CONSOLE_ROUTES = [
  '/',
  '/signin',
  '/search',
  '/companies/*',
  '/technologies',
  '/technologies/*',
  '/vendors/*',
  '/lists',
  '/lists/*',
];

/** dist/web, from src/http/routes (tsx) and from dist/http/routes (the built server) alike. */
export const DEFAULT_CONSOLE_DIR = fileURLToPath(new URL('../../../dist/web/', import.meta.url));

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
};

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Keiretsu console not built</title></head>
<body><h1>The console is not built</h1><p>Run <code>npm run build</code> (or <code>npm ci</code>), then reload. The API is at <a href="/docs">/docs</a>.</p></body></html>`;

/** Reads the built console once, at start: a few hundred kilobytes, served from memory. */
function loadAssets(dir: string): { index: Buffer | undefined; assets: Map<string, Buffer> } {
  const assets = new Map<string, Buffer>();
  const assetDir = join(dir, 'assets');
  if (existsSync(assetDir)) {
    for (const name of readdirSync(assetDir)) assets.set(name, readFileSync(join(assetDir, name)));
  }
  const indexPath = join(dir, 'index.html');
  return { index: existsSync(indexPath) ? readFileSync(indexPath) : undefined, assets };
}

export function consoleRoutes(dir: string = DEFAULT_CONSOLE_DIR) {
  return async function (app: App): Promise<void> {
    const { index, assets } = loadAssets(dir);
    for (const url of CONSOLE_ROUTES) {
      app.get(url, { schema: { hide: true } }, async (_request, reply) => {
        // The page names the console's policy; security-headers.ts sets it with the other HTML headers.
        void reply.header('content-security-policy', CONSOLE_CSP).header('cache-control', 'no-cache');
        if (!index) return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT);
        return reply.type('text/html; charset=utf-8').send(index);
      });
    }
    app.get<{ Params: { name: string } }>('/assets/:name', { schema: { hide: true } }, async (request, reply) => {
      const body = assets.get(request.params.name);
      if (!body) throw new AppError('not_found', {}, `No console asset ${request.params.name}.`);
      // Vite names each asset by its content's hash: a name never changes content.
      return reply
        .type(TYPES[extname(request.params.name)] ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(body);
    });
  };
}
