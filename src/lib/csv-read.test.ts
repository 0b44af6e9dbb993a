import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { csvLine } from './csv.js';
import { readCsvRecords, type CsvRecord } from './csv-read.js';

async function read(chunks: (string | Uint8Array)[]): Promise<CsvRecord[]> {
  const out: CsvRecord[] = [];
  for await (const record of readCsvRecords(chunks)) out.push(record);
  return out;
}

test('quoted fields keep commas, doubled quotes and line breaks; LF and CRLF both end records', async () => {
  const records = await read(['domain,name\r\nacme.com,"Acme, ""the"" one\nsecond line"\nglobex.com,Globex\r\n']);
  assert.deepEqual(
    records.map((r) => r.fields),
    [
      ['domain', 'name'],
      ['acme.com', 'Acme, "the" one\nsecond line'],
      ['globex.com', 'Globex'],
    ],
  );
  assert.ok(records.every((r) => r.terminated));
});

test('byte offsets count UTF-8 bytes, a byte order mark is skipped, and an unterminated last record says so', async () => {
  const text = '\ufeffdomain\r\nmünchen.de\r\nlast.com';
  const records = await read([text]);
  assert.deepEqual(
    records.map((r) => r.fields[0]),
    ['domain', 'münchen.de', 'last.com'],
  );
  assert.equal(records[1]!.end, Buffer.byteLength('\ufeffdomain\r\nmünchen.de\r\n'));
  assert.equal(records[2]!.terminated, false);
  assert.equal(records[2]!.end, Buffer.byteLength(text));
});

test('any split into chunks, even inside a multi-byte character, reads the same records as one chunk', async () => {
  const field = fc.string({ unit: fc.constantFrom('a', 'é', '€', ',', '"', '\n', '\r', ' ', '=') });
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.array(field, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 8 }),
      fc.nat(),
      async (rows, seed) => {
        const bytes = Buffer.from(rows.map((r) => csvLine(r)).join(''));
        const cuts = [...new Set([0, bytes.length, ...[1, 2, 3].map((k) => (seed * k) % (bytes.length + 1))])].sort((a, b) => a - b);
        const chunks = cuts.slice(1).map((cut, i) => bytes.subarray(cuts[i], cut));
        const whole = await read([bytes]);
        assert.deepEqual(await read(chunks), whole);
        // csvLine guards formula-like fields with an apostrophe; the reader returns what was written.
        assert.deepEqual(
          whole.map((r) => r.fields),
          rows.map((r) => r.map((f) => (/^[=+\-@\t\r]/.test(f) ? `'${f}` : f))),
        );
      },
    ),
    { numRuns: 300 },
  );
});
