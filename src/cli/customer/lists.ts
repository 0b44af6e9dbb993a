import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Command, InvalidArgumentError } from 'commander';
import { customerAction, customerClient } from './session.js';

/**
 * `keiretsu lists export LIST_ID --out FILE.csv` (contracts section 10): the list's members as the API's CSV (1
 * credit per member, free again for 30 days). Written to FILE.csv.partial and renamed at the end, so that FILE.csv
 * is never a cut-off export.
 */
export function listsCommand(): Command {
  const lists = new Command('lists').description('saved lists of target companies (a user key)');
  lists
    .command('export')
    .description("download a list's members as CSV (KEIRETSU_URL, KEIRETSU_API_KEY)")
    .argument('<list_id>', 'the list id', listId)
    .requiredOption('--out <file>', 'where to write the CSV')
    .action(
      customerAction(async (id: number, options: { out: string }) => {
        const { csv, credits } = await customerClient().exportList(id);
        const partial = `${options.out}.partial`;
        try {
          await pipeline(Readable.fromWeb(csv as WebReadableStream<Uint8Array>), createWriteStream(partial));
          await rename(partial, options.out);
        } catch (err) {
          await rm(partial, { force: true });
          throw err;
        }
        const charged = credits.charged === undefined ? '' : ` (${credits.charged} credits charged, ${credits.remaining ?? '?'} left)`;
        process.stderr.write(`keiretsu: list ${id} exported to ${options.out}${charged}\n`);
      }),
    );
  return lists;
}

function listId(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('expected a list id (a whole number)');
  return n;
}
