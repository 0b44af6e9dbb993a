import type { Readable } from 'node:stream';

export interface Line {
  /** 1-based line number in the input */
  number: number;
  text: string;
  /** true when the line was longer than the limit: `text` is empty and the line is to be rejected */
  tooLong: boolean;
}

/**
 * Splits a byte stream into lines without ever holding more than one line (bounded by `maxLineBytes`):
 * a longer line is skipped to its end and reported as tooLong, so a malformed 1 GB file cannot exhaust memory.
 */
export async function* readLines(input: Readable | AsyncIterable<Buffer | string>, maxLineBytes = 1 << 20): AsyncGenerator<Line> {
  let parts: Buffer[] = [];
  let size = 0;
  let skipping = false;
  let number = 0;
  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    let buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    while (buf.length > 0) {
      const nl = buf.indexOf(10);
      const piece = nl === -1 ? buf : buf.subarray(0, nl);
      if (!skipping) {
        if (size + piece.length > maxLineBytes) {
          skipping = true;
          parts = [];
          size = 0;
        } else {
          parts.push(piece);
          size += piece.length;
        }
      }
      if (nl === -1) break;
      number++;
      yield skipping ? { number, text: '', tooLong: true } : { number, text: decode(parts), tooLong: false };
      parts = [];
      size = 0;
      skipping = false;
      buf = buf.subarray(nl + 1);
    }
  }
  if (skipping || size > 0) {
    number++;
    yield skipping ? { number, text: '', tooLong: true } : { number, text: decode(parts), tooLong: false };
  }
}

function decode(parts: Buffer[]): string {
  const text = (parts.length === 1 ? parts[0]! : Buffer.concat(parts)).toString('utf8');
  return text.endsWith('\r') ? text.slice(0, -1) : text;
}
