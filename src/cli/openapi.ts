import { Command } from 'commander';
import { writeFile } from 'node:fs/promises';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/config.js';
import { createContainer } from '../container.js';
import { createLogger } from '../lib/logger.js';

/**
 * `keiretsu openapi [--out FILE]`: the OpenAPI document the server serves at /openapi.json, without serving
 * it. The repository keeps it as docs/openapi.json (`npm run openapi`), and a test holds that file equal to
 * what the routes generate, so a change of contract shows in review. It needs no database of the caller's:
 * the routes are built over an empty in-memory one.
 */
export function openapiCommand(): Command {
  return new Command('openapi')
    .description('print the OpenAPI document of the API (the same as GET /openapi.json)')
    .option('--out <file>', 'write it to this file instead of standard output')
    .action(async (options: { out?: string }) => {
      const text = await generateOpenApiText();
      if (options.out) await writeFile(options.out, text);
      else process.stdout.write(text);
    });
}

/** The document as the committed file holds it: two-space JSON with a final newline. */
export async function generateOpenApiText(): Promise<string> {
  const config = { ...loadConfig({}), databaseUrl: undefined, dataDir: 'memory://' };
  const container = await createContainer(config, createLogger('silent'));
  try {
    const app = await buildApp(container, { logger: false });
    await app.ready();
    const text = `${JSON.stringify(app.swagger(), null, 2)}\n`;
    await app.close();
    return text;
  } finally {
    await container.close();
  }
}
