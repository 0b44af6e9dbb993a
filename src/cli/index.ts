import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { createRequire } from 'node:module';
import { ConfigError } from '../config/config.js';
import { DirectoryLockedError } from '../lib/dir-lock.js';
import { adminCommand } from './admin.js';
import { crawlCommand } from './crawl.js';
import { enrichCommand } from './customer/enrich.js';
import { listsCommand } from './customer/lists.js';
import { lookupCommand } from './customer/lookup.js';
import { refreshCommand } from './customer/refresh.js';
import { EXIT } from './customer/session.js';
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
        'KEIRETSU_ADMIN_TOKEN, KEIRETSU_CRAWL_OVERRIDES, KEIRETSU_DERIVED_VIEW_DELAY_S, KEIRETSU_CACHE_MB, LOG_LEVEL. See README.md.\n' +
        'Customer commands (lookup, enrich, refresh, lists export): KEIRETSU_URL (default http://127.0.0.1:8080) and KEIRETSU_API_KEY;\n' +
        'exit 0 ok, 1 failed job, 2 usage, 3 authentication, 4 credits exhausted, 5 any other API error. See docs/client.md.',
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
  program.addCommand(lookupCommand());
  program.addCommand(enrichCommand());
  program.addCommand(refreshCommand());
  program.addCommand(listsCommand());
  // A usage error (unknown option, missing argument) exits 2 rather than commander's 1 (contracts section 10).
  const override = (command: Command): void => {
    command.exitOverride();
    command.commands.forEach(override);
  };
  override(program);
  return program;
}

export async function runCli(argv: string[]): Promise<void> {
  try {
    await buildCli().parseAsync(argv);
  } catch (err) {
    // commander has already printed the message (or the help, or the version).
    if (err instanceof CommanderError) process.exit(err.exitCode === 0 ? 0 : EXIT.usage);
    if (err instanceof ConfigError || err instanceof DirectoryLockedError) {
      process.stderr.write(`keiretsu: ${err.message}\n`);
      process.exit(2);
    }
    process.stderr.write(`keiretsu: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
}
