import { Readable } from 'node:stream';

/** Characters gathered before a chunk is handed on: large enough for few socket writes, small enough to stay light. */
const CHUNK_CHARS = 64 * 1024;

export interface JsonObjectParts {
  /** members written before the array, in order */
  head: Record<string, unknown>;
  /** the key of the streamed array */
  arrayKey: string;
  /**
   * the array's items as JSON text, batch by batch, each batch its items joined by commas ("" for none); the
   * next batch is pulled only when the reader wants more
   */
  items: AsyncIterable<string>;
  /** members written after the array, in order */
  tail: Record<string, unknown>;
}

/**
 * A JSON object `{...head, [arrayKey]: [...items], ...tail}` as a byte stream, for responses too large to build
 * in memory. With compact items, the text equals JSON.stringify of the whole object, member order included.
 * Backpressure holds: items are pulled as the consumer reads, and destroying the stream stops the pulling.
 */
export function jsonObjectStream(parts: JsonObjectParts): Readable {
  return Readable.from(generate(parts), { objectMode: false });
}

/** The same text as one string, for a response small enough to build (and cache) whole. */
export async function jsonObjectText(parts: JsonObjectParts): Promise<string> {
  let text = '';
  for await (const chunk of generate(parts)) text += chunk;
  return text;
}

async function* generate({ head, arrayKey, items, tail }: JsonObjectParts): AsyncGenerator<string> {
  const headText = members(head);
  let out = '{' + headText + (headText ? ',' : '') + JSON.stringify(arrayKey) + ':[';
  let first = true;
  for await (const batch of items) {
    if (batch === '') continue;
    out += (first ? '' : ',') + batch;
    first = false;
    if (out.length >= CHUNK_CHARS) {
      yield out;
      out = '';
    }
  }
  const tailText = members(tail);
  yield out + ']' + (tailText ? ',' + tailText : '') + '}';
}

/** The members of an object as JSON text without the braces ("" for an empty object). */
function members(obj: Record<string, unknown>): string {
  return JSON.stringify(obj).slice(1, -1);
}
