import { Readable } from 'node:stream';

/** Characters gathered before a chunk is handed on: large enough for few socket writes, small enough to stay light. */
const CHUNK_CHARS = 64 * 1024;

export interface JsonObjectParts {
  /** members written before the array, in order */
  head: Record<string, unknown>;
  /** the key of the streamed array */
  arrayKey: string;
  /** the array's items, batch by batch; the next batch is pulled only when the reader wants more */
  items: AsyncIterable<readonly unknown[]>;
  /** members written after the array, in order */
  tail: Record<string, unknown>;
}

/**
 * A JSON object `{...head, [arrayKey]: [...items], ...tail}` as a byte stream, for responses too large to build
 * in memory. Text equals JSON.stringify of the whole object with the same member order. Backpressure holds:
 * items are pulled as the consumer reads, and destroying the stream stops the pulling.
 */
export function jsonObjectStream(parts: JsonObjectParts): Readable {
  return Readable.from(generate(parts), { objectMode: false });
}

async function* generate({ head, arrayKey, items, tail }: JsonObjectParts): AsyncGenerator<Buffer> {
  const headText = members(head);
  let out = '{' + headText + (headText ? ',' : '') + JSON.stringify(arrayKey) + ':[';
  let first = true;
  for await (const batch of items) {
    for (const item of batch) {
      out += (first ? '' : ',') + JSON.stringify(item);
      first = false;
    }
    if (out.length >= CHUNK_CHARS) {
      yield Buffer.from(out);
      out = '';
    }
  }
  const tailText = members(tail);
  yield Buffer.from(out + ']' + (tailText ? ',' + tailText : '') + '}');
}

/** The members of an object as JSON text without the braces ("" for an empty object). */
function members(obj: Record<string, unknown>): string {
  return JSON.stringify(obj).slice(1, -1);
}
