import { Command } from 'commander';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { printJson, withContainer } from './context.js';
import { progressPrinter } from './progress.js';

/**
 * `keiretsu crawl FILE`: an operator crawl (contracts section 8) from a file of domains, one a line ("-" reads
 * standard input; blank lines and lines starting with # are skipped). The command runs a crawl worker in its own
 * process until the crawl ends, with a progress line, then prints the job's summary; with --no-worker it only
 * queues the crawl for the workers already running (serve, keiretsu worker) and prints the job id.
 * Exit 0 when every domain ended, 1 when every one failed.
 */
export function crawlCommand(): Command {
  return new Command('crawl')
    .description('crawl the domains in FILE (one a line; "-" for standard input) and apply what is found, without credits')
    .argument('<file>', 'a file of domains, one a line')
    .option('--no-worker', 'only queue the crawl for running workers; print the job id and exit')
    .action(async (file: string, options: { worker: boolean }) => {
      const domains = await readDomains(file);
      if (domains.length === 0) throw new Error(`${file} has no domains`);
      await withContainer(async (c) => {
        const { job_id } = await c.refresh.submitCrawl(domains);
        if (!options.worker) return printJson({ job_id, domains: domains.length });
        c.startWorker({ pollMs: 200 });
        const progress = progressPrinter('crawl');
        const started = Date.now();
        for (;;) {
          const job = await c.refresh.getCrawl(job_id, { limit: 0, offset: 0 });
          const s = job.summary;
          const rate = (s.succeeded + s.failed) / Math.max(0.001, (Date.now() - started) / 1000);
          progress.update(
            `${bar(s.total - s.processing, s.total)} ${s.total - s.processing}/${s.total} domains, ${s.succeeded} succeeded, ` +
              `${s.failed} failed, ${rate.toFixed(1)} domains/s`,
          );
          if (job.status !== 'running') {
            progress.done(`${job.status} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${s.succeeded} succeeded, ${s.failed} failed`);
            const failures = (await c.refresh.getCrawl(job_id, { limit: 10_000, offset: 0 })).domains.filter((d) => d.error);
            const errors: Record<string, number> = {};
            for (const d of failures) errors[d.error!] = (errors[d.error!] ?? 0) + 1;
            printJson({ job_id, status: job.status, summary: s, errors });
            if (job.status === 'failed') process.exitCode = 1;
            return;
          }
          await sleep(250);
        }
      });
    });
}

async function readDomains(file: string): Promise<string[]> {
  const lines = createInterface({ input: file === '-' ? process.stdin : createReadStream(file), crlfDelay: Infinity });
  const domains: string[] = [];
  for await (const line of lines) {
    const text = line.trim();
    if (text && !text.startsWith('#')) domains.push(text);
  }
  return domains;
}

function bar(done: number, total: number, width = 20): string {
  const filled = total === 0 ? width : Math.round((width * done) / total);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
}
