import { Command, InvalidArgumentError } from 'commander';
import { createRequire } from 'node:module';
import { ConfigError } from '../config/config.js';
import { DirectoryLockedError } from '../lib/dir-lock.js';
import { adminCommand } from './admin.js';
import { crawlCommand } from './crawl.js';
import { demoDataCommand, importCommand, migrateCommand } from './data.js';
import { fingerprintsCommand } from './fingerprints.js';
import { openapiCommand } from './openapi.js';
import { serveCommand, workerCommand } from './serve.js';

const { version } = createRequire(import.meta.url)('../../package.json') as { version: string };

export function positiveInt(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('expected a whole number');
  return n;
}

export function buildCli(): Command {
  const program = new Command('keiretsu')
    .description('Keiretsu: an open, self-hostable company-intelligence API (technographics, firmographics, partnerships).')
    .version(version)
    .showHelpAfterError()
    .addHelpText(
      'after',
      '\nEnvironment: DATABASE_URL (PostgreSQL; unset = embedded PGlite in KEIRETSU_DATA_DIR, default ./data), REDIS_URL, PORT, HOST,\n' +
        'KEIRETSU_ADMIN_TOKEN, KEIRETSU_CRAWL_OVERRIDES, KEIRETSU_DERIVED_VIEW_DELAY_S, KEIRETSU_CACHE_MB, LOG_LEVEL. See README.md.',
    );
  program.addCommand(serveCommand());
  program.addCommand(workerCommand());
  program.addCommand(migrateCommand());
  program.addCommand(importCommand());
  program.addCommand(crawlCommand());
  program.addCommand(fingerprintsCommand());
  program.addCommand(demoDataCommand());
  program.addCommand(adminCommand());
  program.addCommand(openapiCommand());
  return program;
}

export async function runCli(argv: string[]): Promise<void> {
  try {
    await buildCli().parseAsync(argv);
  } catch (err) {
    if (err instanceof ConfigError || err instanceof DirectoryLockedError) {
      process.stderr.write(`keiretsu: ${err.message}\n`);
      process.exit(2);
    }
    process.stderr.write(`keiretsu: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
}
