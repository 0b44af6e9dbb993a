import { once } from 'node:events';
import { pipeline, type Readable, type Transform } from 'node:stream';
import { constants, createBrotliDecompress, createGunzip, createInflate, createInflateRaw } from 'node:zlib';
import { failure, type FetchFailure } from './types.js';

/** The body, read and content-decoded, or why it was not. */
export type BodyResult = { ok: true; bytes: Buffer; truncated: boolean } | FetchFailure;

/** What the fetcher advertises in Accept-Encoding: exactly what `readBody` decodes. */
export const ACCEPT_ENCODING = 'gzip, deflate, br';

/**
 * Reads a response body, decoding gzip, deflate or brotli, and stops at `maxBytes`: counted after decoding,
 * so a small compressed "bomb" stops at the cap like a large plain body, and counted before decoding too, so
 * compressed bytes that decode to nothing cannot stream forever. Past the cap, reading stops and the stream
 * is destroyed (the connection with it): `too_large`, or with `truncate` the first `maxBytes` bytes.
 * Stream errors (timeouts, resets) are thrown for the caller to classify.
 */
export async function readBody(
  body: Readable,
  contentEncoding: string,
  declaredLength: number | null,
  limits: { maxBytes: number; truncate: boolean },
): Promise<BodyResult> {
  const { maxBytes, truncate } = limits;
  const tooLarge = () => failure('too_large', `the body is larger than ${maxBytes} bytes`);
  const codings = contentEncoding
    .toLowerCase()
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c !== '' && c !== 'identity');
  if (codings.length > 1 || (codings[0] !== undefined && !DECODABLE.has(codings[0]))) {
    body.destroy();
    return failure('internal_error', `unsupported content encoding "${contentEncoding}"`);
  }
  // A declared length past the cap: refuse before reading a byte (decoding makes a body larger, not smaller).
  if (!truncate && declaredLength !== null && declaredLength > maxBytes) {
    body.destroy();
    return tooLarge();
  }

  let decoded: Readable = body;
  const coding = codings[0];
  if (coding !== undefined) {
    const decoder = decoderFor(coding, await firstByte(body));
    decoded = pipeline(body, capWireBytes(maxBytes), decoder, () => {}); // errors surface through the iteration below
  }

  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of decoded as AsyncIterable<Buffer>) {
      if (size + chunk.length > maxBytes) {
        if (!truncate) return tooLarge(); // leaving the loop destroys the streams
        chunks.push(chunk.subarray(0, maxBytes - size));
        return { ok: true, bytes: Buffer.concat(chunks), truncated: true };
      }
      chunks.push(chunk);
      size += chunk.length;
    }
  } catch (err) {
    if (err instanceof WireCapError) {
      if (!truncate) return tooLarge();
      return { ok: true, bytes: Buffer.concat(chunks), truncated: true };
    }
    if (isZlibError(err)) return failure('connection_failed', `the body's ${coding ?? ''} encoding is corrupt`);
    throw err;
  }
  return { ok: true, bytes: Buffer.concat(chunks), truncated: false };
}

/**
 * Counts the compressed bytes: a chunk arriving once the cap is passed stops the stream with a WireCapError.
 * The chunk that crosses the cap still goes to the decoder, so a truncated read keeps what it decodes to.
 */
function capWireBytes(maxBytes: number) {
  return async function* (source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    let wireBytes = 0;
    for await (const chunk of source) {
      if (wireBytes > maxBytes) throw new WireCapError();
      wireBytes += chunk.length;
      yield chunk;
    }
  };
}

class WireCapError extends Error {
  constructor() {
    super('the body on the wire passed the cap');
  }
}

const DECODABLE = new Set(['gzip', 'x-gzip', 'deflate', 'br']);

function decoderFor(coding: string, first: number | null): Transform {
  // Browsers accept a truncated stream (a missing gzip trailer) and show what came; so do we.
  const zlibOptions = { finishFlush: constants.Z_SYNC_FLUSH };
  if (coding === 'br') return createBrotliDecompress({ finishFlush: constants.BROTLI_OPERATION_FLUSH });
  if (coding === 'deflate') {
    // HTTP's deflate is the zlib format (RFC 9110), whose first byte names method 8 in its low nibble; some
    // old servers send raw deflate instead, which browsers read too.
    return first === null || (first & 0x0f) === 8 ? createInflate(zlibOptions) : createInflateRaw(zlibOptions);
  }
  return createGunzip(zlibOptions);
}

/** The first byte of the body, left in the stream, or null for an empty body. */
async function firstByte(body: Readable): Promise<number | null> {
  for (;;) {
    const chunk = body.read() as Buffer | null;
    if (chunk !== null) {
      body.unshift(chunk);
      return chunk[0] ?? null;
    }
    if (body.readableEnded || body.destroyed) return null;
    await Promise.race([once(body, 'readable'), once(body, 'end'), once(body, 'close')]);
  }
}

function isZlibError(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && (code.startsWith('Z_') || code.startsWith('ERR_BROTLI') || code === 'ERR__ERROR_FORMAT_PADDING_1');
}
