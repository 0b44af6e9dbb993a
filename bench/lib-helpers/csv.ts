/**
 * CSV for the enrich command and list exports: src/lib/csv-read.ts (a streaming reader that says at which byte
 * each record ends, for the resumable output file) and src/lib/csv.ts (csvLine, with the formula guard),
 * against csv-parse and csv-stringify (the csv project).
 */
import { Readable } from 'node:stream';
import { parse, type Options as ParseOptions } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';
import { stringify, type Options as StringifyOptions } from 'csv-stringify/sync';
import { csvLine } from '../../src/lib/csv.js';
import { readCsvRecords, type CsvRecord } from '../../src/lib/csv-read.js';
import { interleaved, MiB, range, table } from './measure.js';

/** Rows of an enrich output file (contracts section 10): 10 columns, names with commas, quotes and accents. */
const ROWS = 300_000;
const CHUNK = 64 * 1024;
/** The list export reads and writes members 1,000 at a time (list-members.service.ts). */
const BATCH = 1000;

/** The options a csv-parse reader would need to read what csv-read.ts reads. */
const PARSE_OPTIONS: ParseOptions = {
  info: true,
  bom: true,
  // rows of any length (a spreadsheet's input), quotes inside unquoted fields, LF, CRLF and CR alike
  relax_column_count: true,
  relax_quotes: true,
  record_delimiter: ['\r\n', '\n', '\r'],
  // With the options above, the one error left is a quoted last field cut short (a torn write); as a stream
  // error it would drop the records parsed before it, so the record is skipped instead.
  skip_records_with_error: true,
};

/** csv-stringify set to write what csvLine writes: CRLF, quotes as needed, formulas guarded by an apostrophe. */
const STRINGIFY_OPTIONS: StringifyOptions = { escape_formulas: true, record_delimiter: 'windows' };

const LF = 0x0a;

/**
 * readCsvRecords on csv-parse: the byte offset is csv-parse's info.bytes; whether the last record ended with a
 * line break is known only at the end of the input, so each record is handed on when the next one arrives.
 */
export async function* readCsvRecordsWithCsvParse(
  chunks: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
): AsyncGenerator<CsvRecord> {
  let total = 0;
  let lastByte: number | undefined;
  async function* bytes(): AsyncGenerator<Buffer> {
    for await (const chunk of chunks) {
      const b = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      total += b.length;
      if (b.length > 0) lastByte = b[b.length - 1];
      yield b;
    }
  }
  let held: CsvRecord | undefined;
  for await (const { record, info } of Readable.from(bytes(), { objectMode: false }).pipe(parse(PARSE_OPTIONS)) as AsyncIterable<{
    record: string[];
    info: { bytes: number };
  }>) {
    if (held) yield held;
    held = { fields: record, end: info.bytes, terminated: true };
  }
  if (held) yield { ...held, terminated: held.end < total || lastByte === LF };
}

const csvLineWithCsvStringify = (fields: readonly (string | number)[]): string => stringify([fields], STRINGIFY_OPTIONS);

const NAMES = [
  'Acme',
  'Globex',
  'Initech',
  'Umbrella',
  'Müller & Söhne',
  'Stark, Inc.',
  'The "Best" Co',
  'Zoë Analytics',
  '=cmd|calc',
  '-Minus Labs',
];
const TECHS = ['react', 'stripe', 'google-analytics', 'hubspot', 'cloudflare', 'wordpress', 'shopify', 'segment', 'intercom', 'nginx'];

function row(i: number): (string | number)[] {
  const domain = `company-${i}.${['com', 'io', 'de', 'co.uk'][i % 4]}`;
  if (i % 20 === 0) return [domain, 'not_found', '', '', '', '', '', '', '', ''];
  const name = `${NAMES[i % NAMES.length]} ${i}`;
  const techs = Array.from({ length: 3 + (i % 12) }, (_, t) => TECHS[(i + t * 7) % TECHS.length]!);
  return [domain, 'found', name, `company-${i}`, domain, ['US', 'DE', 'GB', 'FR'][i % 4]!, '51-200', techs.length, techs.join(';'), i % 37];
}

async function readAll(read: typeof readCsvRecords, chunks: readonly Buffer[]): Promise<CsvRecord[]> {
  const out: CsvRecord[] = [];
  for await (const record of read(chunks)) out.push(record);
  return out;
}

/** Edge cases: how each reader answers, as [fields, end, terminated] per record, or the error. */
const EDGE_CASES: [string, string][] = [
  ['mixed CRLF and LF, quoted line break', 'domain,name\r\nacme.com,"Acme, ""the"" one\nsecond\nline"\nglobex.com,Globex\r\n'],
  ['byte order mark, UTF-8, last line unterminated', '\ufeffdomain\r\nmünchen.de\r\nlast.com'],
  ['a quoted last field cut short (torn write)', 'domain,status\r\nacme.com,found\r\nglobex.com,"Glob'],
  ['text after a closing quote', 'a,"abc"def\r\n'],
  ['a quote inside an unquoted field', 'a,ab"c\r\n'],
];

async function edgeCase(read: typeof readCsvRecords, text: string): Promise<string> {
  try {
    const records = await readAll(read, [Buffer.from(text)]);
    return records.map((r) => `${JSON.stringify(r.fields)} ${r.end}${r.terminated ? '' : ' unterminated'}`).join('; ');
  } catch (err) {
    return `error: ${(err as Error).message.slice(0, 60)}`;
  }
}

export async function measureCsv(rounds: number): Promise<string> {
  const rows = Array.from({ length: ROWS }, (_, i) => row(i));
  const text = Buffer.from(rows.map((r) => csvLine(r)).join(''));
  const chunks = Array.from({ length: Math.ceil(text.length / CHUNK) }, (_, i) => text.subarray(i * CHUNK, (i + 1) * CHUNK));
  const mib = text.length / MiB;

  // Both readers must read the same fields and byte offsets; both writers must write the same bytes.
  const ours = await readAll(readCsvRecords, chunks);
  const theirs = await readAll(readCsvRecordsWithCsvParse, chunks);
  if (ours.length !== ROWS || JSON.stringify(ours) !== JSON.stringify(theirs)) throw new Error('the CSV readers disagree on the dataset');
  const batches = Array.from({ length: ROWS / BATCH }, (_, b) => rows.slice(b * BATCH, (b + 1) * BATCH));
  if (batches.map((b) => stringify(b, STRINGIFY_OPTIONS)).join('') !== text.toString())
    throw new Error('the CSV writers disagree on the dataset');

  const read = await interleaved(
    {
      'readCsvRecords (ours)': () => readAll(readCsvRecords, chunks),
      'csv-parse (info, relax options), wrapped': () => readAll(readCsvRecordsWithCsvParse, chunks),
      // The parser alone, the whole text at once: what the stream and the wrapper cost on top.
      'csv-parse/sync on the whole text (reference)': () => parseSync(text, PARSE_OPTIONS),
    },
    rounds,
  );
  const write = await interleaved(
    {
      'csvLine (ours), a call per row': () => rows.map((r) => csvLine(r)).join(''),
      'csv-stringify/sync, a call per row': () => rows.map((r) => csvLineWithCsvStringify(r)).join(''),
      [`csvLine (ours), ${BATCH}-row batches joined`]: () => batches.map((b) => b.map((r) => csvLine(r)).join('')).join(''),
      [`csv-stringify/sync, a call per ${BATCH}-row batch`]: () => batches.map((b) => stringify(b, STRINGIFY_OPTIONS)).join(''),
    },
    rounds,
  );
  const rowsPerSecond = (timings: Record<string, { cpuMs: number; wallMs: number }[]>) =>
    Object.entries(timings).map(([name, ts]) => [
      name,
      range(
        ts.map((t) => ROWS / t.cpuMs),
        0,
      ) + 'k',
      range(
        ts.map((t) => ROWS / t.wallMs),
        0,
      ) + 'k',
      range(
        ts.map((t) => mib / (t.cpuMs / 1000)),
        0,
      ),
    ]);

  const guard = ['-2', -2, '\uff1dSUM(A1)', '@x', '\tx'] as const;
  const edges = await Promise.all(
    EDGE_CASES.map(async ([name, input]) => [
      name,
      await edgeCase(readCsvRecords, input),
      await edgeCase(readCsvRecordsWithCsvParse, input),
    ]),
  );
  return [
    '### CSV reading and writing (enrich, list export)',
    '',
    `${ROWS.toLocaleString('en-US')} rows of an enrich output file (10 columns), ${mib.toFixed(1)} MiB, in 64 KiB chunks from memory. Both readers give the same fields and the same end offset for every row, and both writers the same bytes. ${rounds} rounds each.`,
    '',
    table(['reader', 'rows per CPU second', 'rows per wall second', 'MiB per CPU second'], rowsPerSecond(read)),
    '',
    table(['writer', 'rows per CPU second', 'rows per wall second', 'MiB per CPU second'], rowsPerSecond(write)),
    '',
    'Edge cases (fields, end offset):',
    '',
    table(['input', 'readCsvRecords (ours)', 'csv-parse, wrapped'], edges),
    '',
    `Formula guard on ${guard.map((g) => JSON.stringify(g)).join(', ')}:`,
    '',
    table(
      ['writer', 'line'],
      [
        ['csvLine (ours)', JSON.stringify(csvLine(guard))],
        ['csv-stringify, escape_formulas', JSON.stringify(csvLineWithCsvStringify(guard))],
      ],
    ),
  ].join('\n');
}
