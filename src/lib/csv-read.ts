/**
 * A streaming CSV (RFC 4180) reader over bytes. Records may span chunks; quoted fields may hold commas, quotes
 * (doubled) and line breaks; records end at LF or CRLF. It works on bytes, not text, because every byte that
 * shapes a record (`"`, `,`, CR, LF) is ASCII and never part of a UTF-8 sequence, and so it can say exactly at
 * which byte offset each record ends: what a resumable writer needs to cut a torn last line away.
 */
export interface CsvRecord {
  fields: string[];
  /** byte offset just past this record's line break (or the end of the input) */
  end: number;
  /** false for a last record that the input ended without a line break */
  terminated: boolean;
}

const QUOTE = 0x22;
const COMMA = 0x2c;
const CR = 0x0d;
const LF = 0x0a;

export async function* readCsvRecords(
  chunks: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
): AsyncGenerator<CsvRecord> {
  const decoder = new TextDecoder();
  let pending: Buffer = Buffer.alloc(0);
  // Offset of pending[0] in the whole input.
  let base = 0;
  let first = true;
  for await (const chunk of chunks) {
    let bytes = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    if (first && bytes.length > 0) {
      first = false;
      // A UTF-8 byte order mark (spreadsheets write one) is not part of the first header name.
      if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
        bytes = bytes.subarray(3);
        base = 3;
      }
    }
    pending = pending.length ? Buffer.concat([pending, bytes]) : bytes;
    let start = 0;
    for (;;) {
      const record = parseRecord(pending, start, false, decoder);
      if (!record) break;
      yield { fields: record.fields, end: base + record.next, terminated: true };
      start = record.next;
    }
    base += start;
    pending = pending.subarray(start);
  }
  if (pending.length > 0) {
    const record = parseRecord(pending, 0, true, decoder);
    if (record) yield { fields: record.fields, end: base + record.next, terminated: false };
  }
}

/**
 * One record from `start`, or null when the buffer ends before its line break (unless `atEnd`, where the end
 * of the input ends it). Linear in the record's length.
 */
function parseRecord(buf: Buffer, start: number, atEnd: boolean, decoder: TextDecoder): { fields: string[]; next: number } | null {
  const fields: string[] = [];
  let i = start;
  for (;;) {
    let value: string;
    if (buf[i] === QUOTE) {
      const parts: string[] = [];
      let from = i + 1;
      let j = from;
      for (;;) {
        if (j >= buf.length) return atEnd ? finish([...fields, decoder.decode(buf.subarray(from))], buf.length) : null;
        if (buf[j] === QUOTE) {
          if (buf[j + 1] === QUOTE) {
            parts.push(decoder.decode(buf.subarray(from, j + 1)));
            from = j += 2;
            continue;
          }
          if (j + 1 >= buf.length && !atEnd) return null; // the next byte decides
          break;
        }
        j++;
      }
      parts.push(decoder.decode(buf.subarray(from, j)));
      value = parts.join('');
      i = j + 1;
      // Anything between the closing quote and the separator is kept, as lenient readers do.
      const after = i;
      while (i < buf.length && buf[i] !== COMMA && buf[i] !== LF && buf[i] !== CR) i++;
      if (i > after) value += decoder.decode(buf.subarray(after, i));
    } else {
      const from = i;
      while (i < buf.length && buf[i] !== COMMA && buf[i] !== LF && buf[i] !== CR) i++;
      value = decoder.decode(buf.subarray(from, i));
    }
    fields.push(value);
    if (i >= buf.length) return atEnd ? finish(fields, i) : null;
    if (buf[i] === COMMA) {
      i++;
      continue;
    }
    if (buf[i] === CR) {
      if (i + 1 >= buf.length) return atEnd ? finish(fields, i + 1) : null;
      return finish(fields, buf[i + 1] === LF ? i + 2 : i + 1);
    }
    return finish(fields, i + 1);
  }
}

function finish(fields: string[], next: number): { fields: string[]; next: number } {
  return { fields, next };
}
