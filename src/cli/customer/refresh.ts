import { Command } from 'commander';
import { customerAction, customerClient, EXIT, UsageError } from './session.js';

/** The spec's ceiling on domains per refresh request (spec: Limits). */
const MAX_REFRESH_DOMAINS = 100;

/**
 * `keiretsu refresh DOMAIN... [--wait]` (contracts section 10): asks for a fresh crawl and prints the job id; with
 * --wait, polls the job (never sooner than its Retry-After, with backoff and jitter) and prints the final job as
 * JSON. Exit 0 when the job completed, 1 when it failed.
 */
export function refreshCommand(): Command {
  return new Command('refresh')
    .description(`ask for a fresh crawl of up to ${MAX_REFRESH_DOMAINS} domains (KEIRETSU_URL, KEIRETSU_API_KEY)`)
    .argument('<domain...>', 'domains to crawl again')
    .option('--wait', 'poll the job until it ends and print it; exit 1 if it failed')
    .action(
      customerAction(async (domains: string[], options: { wait?: boolean }) => {
        if (domains.length > MAX_REFRESH_DOMAINS) throw new UsageError(`at most ${MAX_REFRESH_DOMAINS} domains per refresh`);
        const client = customerClient();
        const jobId = await client.refresh(domains);
        if (!options.wait) {
          process.stdout.write(`${jobId}\n`);
          return;
        }
        process.stderr.write(`keiretsu: job ${jobId} submitted; waiting for it to end\n`);
        const job = await client.waitForJob(jobId, {
          onPoll: ({ status, nextDelayMs }) => {
            if (process.stderr.isTTY) process.stderr.write(`keiretsu: job ${status}; next poll in ${Math.round(nextDelayMs / 1000)} s\n`);
          },
        });
        process.stdout.write(JSON.stringify(job, null, 2) + '\n');
        return job.status === 'completed' ? EXIT.ok : EXIT.failed;
      }),
    );
}
