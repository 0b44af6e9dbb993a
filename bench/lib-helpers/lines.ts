/**
 * Line splitting for the NDJSON import: src/lib/ndjson-lines.ts (readLines) against split2 and Node's readline.
 * The import needs lines with their numbers, and a bounded line length: a longer line is skipped to its end
 * and reported as rejected, so a malformed 1 GB file cannot exhaust memory.
 */
import { createReadStream, writeSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import split2 from 'split2';
import { readLines } from '../../src/lib/ndjson-lines.js';
import { writeImportFile } from '../import-memory.js';
import { runChild } from './child.js';
import { interleaved, MiB, range, table } from './measure.js';

/** The import's limit (src/import/import.service.ts). */
const MAX_LINE_BYTES = 1 << 20;
/** Some 200 MiB of import lines (the 1,000,000-line benchmark file is 239 MiB). */
const IMPORT_LINES = 850_000;
const LINE_FREE_BYTES = 1024 * MiB;
/** A splitter that has not read the 1 GiB by then is stopped (split2 without a limit re-splits its whole buffer at every chunk). */
const MEMORY_RUN_LIMIT_MS = 60_000;
const CHUNK = 64 * 1024;

/** What a splitter hands on: each line's text, or a too-long line's number alone (a line the caller can report). */
type Splitter = (input: Readable) => AsyncIterable<{ text: string; tooLong: boolean }>;

async function* strings(lines: AsyncIterable<string>): AsyncGenerator<{ text: string; tooLong: boolean }> {
  for await (const text of lines) yield { text, tooLong: false };
}

export const SPLITTERS: Record<string, Splitter> = {
  'readLines (ours)': (input) => readLines(input, MAX_LINE_BYTES),
  'split2 (no limit)': (input) => strings(input.pipe(split2())),
  // skipOverflow (split2 4.x) is missing from @types/split2.
  'split2 maxLength 1 MiB, skipOverflow': (input) =>
    strings(input.pipe(split2({ maxLength: MAX_LINE_BYTES, skipOverflow: true } as split2.Options))),
  'readline createInterface': (input) => strings(createInterface({ input, crlfDelay: Infinity })),
};

async function count(lines: AsyncIterable<{ text: string; tooLong: boolean }>): Promise<{ lines: number; chars: number; tooLong: number }> {
  let n = 0;
  let chars = 0;
  let tooLong = 0;
  for await (const line of lines) {
    n++;
    chars += line.text.length;
    if (line.tooLong) tooLong++;
  }
  return { lines: n, chars, tooLong };
}

/**
 * Child: one splitter over 1 GiB without a line break. Prints `read N` every 16 MiB taken from the input (in
 * one synchronous write: a stream in flowing mode may take the whole input without giving timers a turn) and
 * `done {...}` at the end; memory is the parent's to read.
 */
export async function linesMemoryChild(name: string): Promise<void> {
  const chunk = Buffer.alloc(CHUNK, 0x78);
  const input = Readable.from(
    (function* () {
      for (let sent = 0; sent < LINE_FREE_BYTES; sent += CHUNK) {
        if (sent % (16 * MiB) === 0) writeSync(1, `read ${sent}\n`);
        yield chunk;
      }
    })(),
    { objectMode: false },
  );
  const splitter = SPLITTERS[name];
  const result = splitter ? await count(splitter(input)) : await drain(input);
  writeSync(1, `done ${JSON.stringify(result)}\n`);
}

async function drain(input: Readable): Promise<{ lines: number; chars: number; tooLong: number }> {
  for await (const chunk of input) void chunk;
  return { lines: 0, chars: 0, tooLong: 0 };
}

/** What each splitter makes of line 2 being 2 MiB long, between two short lines. */
async function tooLongLine(splitter: Splitter): Promise<string> {
  const text = Buffer.concat([Buffer.from('{"a":1}\n'), Buffer.alloc(2 * MiB, 0x78), Buffer.from('\n{"b":2}\n')]);
  const input = Readable.from(
    Array.from({ length: Math.ceil(text.length / CHUNK) }, (_, i) => text.subarray(i * CHUNK, (i + 1) * CHUNK)),
    { objectMode: false },
  );
  const seen: string[] = [];
  let n = 0;
  for await (const line of splitter(input)) {
    n++;
    seen.push(
      line.tooLong ? `${n}: too long` : `${n}: ${line.text.length > 20 ? `${(line.text.length / MiB).toFixed(0)} MiB` : line.text}`,
    );
  }
  return seen.join(', ');
}

export async function measureLines(rounds: number): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'keiretsu-lines-'));
  try {
    const file = path.join(dir, 'import.ndjson');
    const { bytes, lines } = await writeImportFile(file, IMPORT_LINES);
    const mib = bytes / MiB;
    const expected = await count(SPLITTERS['readLines (ours)']!(createReadStream(file)));
    if (expected.lines !== lines) throw new Error(`readLines read ${expected.lines} lines of ${lines}`);
    const check = new Map<string, string>();
    const timings = await interleaved(
      Object.fromEntries(
        Object.entries(SPLITTERS).map(([name, split]) => [
          name,
          async () => {
            const got = await count(split(createReadStream(file)));
            if (got.lines !== expected.lines || got.chars !== expected.chars) check.set(name, JSON.stringify(got));
          },
        ]),
      ),
      rounds,
    );
    if (check.size > 0) throw new Error(`splitters disagree: ${JSON.stringify([...check])}`);
    const throughput = Object.entries(timings).map(([name, ts]) => [
      name,
      range(
        ts.map((t) => mib / (t.cpuMs / 1000)),
        0,
      ),
      range(
        ts.map((t) => mib / (t.wallMs / 1000)),
        0,
      ),
      range(
        ts.map((t) => lines / t.cpuMs / 1000),
        2,
      ),
    ]);

    const memory: string[][] = [];
    for (const name of ['(no splitting: the input drained)', ...Object.keys(SPLITTERS)]) {
      const runs = [];
      for (let r = 0; r < rounds; r++) runs.push(await runChild(['lines-memory', name], MEMORY_RUN_LIMIT_MS));
      const last = runs[runs.length - 1]!;
      const seconds = range(
        runs.map((r) => r.seconds),
        1,
      );
      const read = range(runs.map((r) => Number(/read (\d+)\n(?!.*read)/s.exec(r.stdout)?.[1] ?? 0) / MiB));
      const done = /done (.*)/.exec(last.stdout)?.[1];
      const outcome = done
        ? `finished in ${seconds} s: ${delivered(JSON.parse(done) as { lines: number; chars: number; tooLong: number })}`
        : last.timedOut
          ? `stopped at the ${MEMORY_RUN_LIMIT_MS / 1000} s limit, ${read} MiB of the input read`
          : `failed after ${seconds} s, ${read} MiB read: ${lastErrorLine(last.stderr) || `signal ${last.signal}`}`;
      memory.push([name, range(runs.map((r) => r.peakRssMb)), outcome]);
    }

    const behaviour: string[][] = [];
    for (const [name, split] of Object.entries(SPLITTERS)) behaviour.push([name, await tooLongLine(split)]);

    return [
      `### Line splitting (NDJSON import)`,
      '',
      `${lines.toLocaleString('en-US')} import lines, ${mib.toFixed(0)} MiB, read from a file (page cache) in 64 KiB chunks; each line's text counted. ${rounds} rounds each.`,
      '',
      table(['splitter', 'MiB per CPU second', 'MiB per wall second', 'M lines per CPU second'], throughput),
      '',
      `Peak RSS (VmHWM of a child process, ${rounds} runs) over 1 GiB without a line break, in 64 KiB chunks:`,
      '',
      table(['splitter', 'peak RSS MiB', 'outcome'], memory),
      '',
      'A 2 MiB line 2 between two short lines (limit 1 MiB where the splitter has one):',
      '',
      table(['splitter', 'lines delivered, numbered as the caller counts them'], behaviour),
    ].join('\n');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function delivered(r: { lines: number; chars: number; tooLong: number }): string {
  if (r.lines === 0) return 'nothing split';
  if (r.tooLong > 0) return `${r.tooLong} too-long line reported`;
  return r.chars > 0 ? `a ${(r.chars / MiB).toFixed(0)} MiB line delivered` : `${r.lines} lines, no text`;
}

function lastErrorLine(stderr: string): string {
  const lines = stderr.split('\n').filter((l) => /Error|error|heap/.test(l));
  return (lines[0] ?? '').trim().slice(0, 120);
}
