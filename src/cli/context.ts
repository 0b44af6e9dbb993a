import { loadConfig } from '../config/config.js';
import { createContainer, type Container } from '../container.js';
import { createLogger } from '../lib/logger.js';

/** Runs a command body with a container, and always closes it (the embedded database flushes on close). */
export async function withContainer<T>(fn: (c: Container) => Promise<T>, options: { logLevel?: string } = {}): Promise<T> {
  const config = loadConfig();
  const logger = createLogger(options.logLevel ?? (config.logLevel === 'info' ? 'warn' : config.logLevel));
  const container = await createContainer(config, logger);
  try {
    return await fn(container);
  } finally {
    await container.close();
  }
}

export function printJson(value: unknown): void {
  process.stdout.write(JSON.stringify(value, null, 2) + '\n');
}
