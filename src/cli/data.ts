import { Command } from 'commander';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { migrate } from '../db/migrate.js';
import { DEFAULT_DEMO_SEED, loadDemoData } from '../demo/load-demo.js';
import { positiveInt } from './index.js';
import { printJson, withContainer } from './context.js';
import { progressPrinter } from './progress.js';

export function migrateCommand(): Command {
  return new Command('migrate').description('apply pending database migrations (serve does this too)').action(async () => {
    // The container's start applies what is pending: report that, not a second pass that finds nothing to do.
    await withContainer(async (c) => printJson({ engine: c.db.engine, ...(c.migration ?? (await migrate(c.db))) }));
  });
}

export function importCommand(): Command {
  return new Command('import')
    .description('import an NDJSON file (contracts section 3); "-" reads standard input')
    .argument('<file>', 'NDJSON file')
    .action(async (file: string) => {
      await withContainer(async (c) => {
        const size = file === '-' ? undefined : (await stat(file)).size;
        const progress = progressPrinter('import');
        const started = Date.now();
        const input = file === '-' ? process.stdin : createReadStream(file);
        const result = await c.imports.importStream(input, (p) => {
          const pct = size ? ` (${((100 * p.bytes) / size).toFixed(1)}%)` : '';
          const rate = Math.round(p.lines / Math.max(0.001, (Date.now() - started) / 1000));
          progress.update(
            `${p.lines.toLocaleString('en-US')} lines${pct}, ${rate.toLocaleString('en-US')} lines/s, ${p.rejected} rejected`,
          );
        });
        progress.done(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        printJson(result);
        if (result.rejected_total > 0) process.exitCode = 3;
      });
    });
}

export function demoDataCommand(): Command {
  return new Command('demo-data')
    .description('generate and load the deterministic demo dataset into an empty database')
    .requiredOption('--companies <n>', 'how many companies', positiveInt)
    .option('--seed <n>', 'random seed (same seed, same data)', positiveInt, DEFAULT_DEMO_SEED)
    .action(async (options: { companies: number; seed: number }) => {
      await withContainer(async (c) => {
        const progress = progressPrinter('demo-data');
        const result = await loadDemoData(c.db, {
          companies: options.companies,
          seed: options.seed,
          onProgress: (p) =>
            progress.update(`${p.phase}: ${p.rows.toLocaleString('en-US')}${p.total ? ` / ${p.total.toLocaleString('en-US')}` : ''}`),
        });
        progress.done(`done in ${result.seconds.toFixed(1)} s`);
        printJson(result);
      });
    });
}
