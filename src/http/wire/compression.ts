import compress from '@fastify/compress';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../types.js';

/** Bodies smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Response compression, when the client asks for it (Accept-Encoding): gzip first, then brotli or deflate.
 * Bodies the cache holds are compressed once per data version (wire/response-cache.ts, wire/bulk-body.ts) and go
 * out as they are; every other body is compressed as it is sent (@fastify/compress). Request bodies sent with
 * Content-Encoding gzip, deflate or br are decompressed before parsing; the body limit counts decompressed bytes.
 */
export async function registerCompression(app: App): Promise<void> {
  await app.register(compress, { global: true, encodings: ['gzip', 'br', 'deflate'], threshold: COMPRESS_MIN_BYTES });
}

/** Whether the client takes gzip for this response (Accept-Encoding: gzip, *, or gzip preferred to identity). */
export function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  return header !== undefined && negotiate(header, ['gzip', 'identity']) === 'gzip';
}

/** Marks a body compressed ahead of time; the plugin leaves a body with a Content-Encoding as it is. */
export function sendEncoded(reply: FastifyReply, body: Buffer, gzip: boolean): FastifyReply {
  if (body.length >= COMPRESS_MIN_BYTES || gzip) reply.header('vary', 'accept-encoding');
  if (gzip) reply.header('content-encoding', 'gzip');
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * Sends JSON text written to the route's response schema already (by the database: db/repositories/json-sql.ts),
 * as a string or as its UTF-8 bytes: not serialized again; compressed by the plugin as any other body.
 */
export function sendJsonText(reply: FastifyReply, text: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}
