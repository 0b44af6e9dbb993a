import { Command } from 'commander';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/config.js';
import { createContainer } from '../container.js';
import { createLogger } from '../lib/logger.js';
import { ensureDemo } from '../services/demo.service.js';
import { positiveInt } from './index.js';
import { progressPrinter } from './progress.js';

interface ServeOptions {
  port?: number;
  host?: string;
  demo?: boolean;
  worker: boolean;
}

export function serveCommand(): Command {
  return new Command('serve')
    .description('run the API (with its OpenAPI document and docs page) and, unless --no-worker, a crawl worker')
    .option('--port <n>', 'listen port (default: PORT or 8080)', positiveInt)
    .option('--host <host>', 'listen address (default: HOST or 127.0.0.1)')
    .option('--demo', 'on first start, load the demo dataset and print demo API keys')
    .option('--no-worker', 'do not run a crawl worker in this process')
    .action(serve);
}

export function workerCommand(): Command {
  return new Command('worker').description('run a crawl worker only (scale-out: any number against one PostgreSQL)').action(async () => {
    const config = loadConfig();
    const logger = createLogger(config.logLevel);
    const container = await createContainer(config, logger);
    container.startWorker();
    container.documents.start();
    // SIGTERM: stop claiming, give the tasks in hand back to the queue, close the database, exit 0.
    await new Promise<void>((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    await container.close();
  });
}

async function serve(options: ServeOptions): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const container = await createContainer(config, logger);
  const port = options.port ?? config.port;
  const host = options.host ?? config.host;
  const admin = await container.auth.initAdminToken(config.adminToken);
  const progress = progressPrinter('demo');
  const demo = options.demo ? await ensureDemo(container, (text) => progress.update(text)) : {};
  if (demo.loaded)
    progress.done(`loaded ${demo.loaded.companies.toLocaleString('en-US')} companies in ${demo.loaded.seconds.toFixed(1)} s`);
  const app = await buildApp(container);
  await app.listen({ port, host });
  if (options.worker) container.startWorker();
  container.documents.start();
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const lines = [
    '',
    `Keiretsu is running at ${base} (database: ${container.db.engine === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
    `  Web console: ${base}/    API reference: ${base}/docs    OpenAPI: ${base}/openapi.json    health: ${base}/health`,
  ];
  if (admin.generated)
    lines.push('', `Admin token (shown once, stored hashed; set KEIRETSU_ADMIN_TOKEN to choose your own):`, `  ${admin.generated}`);
  if (demo.keys) {
    lines.push(
      '',
      `Demo organization ${demo.keys.org_id} with 10,000 credits. These keys are shown once:`,
      `  user key:         ${demo.keys.user_key}`,
      `  organization key: ${demo.keys.org_key}`,
      '',
      `Try: curl -H 'X-API-Key: ${demo.keys.user_key}' ${base}/v1/companies/<domain or slug>`,
    );
  }
  process.stdout.write(lines.join('\n') + '\n\n');

  // Graceful shutdown: stop accepting, finish in-flight requests, then close the database (PGlite flushes).
  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    await app.close();
    await container.close(); // stops the crawl worker first, giving its tasks back
    clearTimeout(force);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}
