import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import { DatabaseBusyError, isDatabaseUnavailable } from '../../db/unavailable.js';
import { AppError } from '../../errors/app-error.js';
import { validationError } from './validation-messages.js';

/**
 * Retry-After of a 503: long enough for a PostgreSQL restart or a failover to finish, short enough that clients
 * come back soon after it did.
 */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

/**
 * One mapping from failures to responses. Services throw AppError (status and body from the catalogue);
 * Fastify's own failures (validation, bad JSON, body too large) become catalogue errors too; anything
 * else is a 500 internal_error, logged with its stack and never shown to the caller.
 */
export function installErrorHandler(app: FastifyInstance): void {
  const outage = outageLog('database unreachable: answering 503 service_unavailable', 'error');
  const busy = outageLog('every database connection stayed in use: answering 503 service_unavailable', 'warn');
  app.setErrorHandler((err: FastifyError | AppError | DatabaseBusyError, request, reply) => {
    // An unreachable database is the operator's to fix and the caller's to retry: 503 with Retry-After, not a 500.
    // So is a pool whose every connection stayed in use for the connect timeout, but that is load, not an outage.
    const crowded = err instanceof DatabaseBusyError;
    const unavailable = !crowded && !(err instanceof AppError) && isDatabaseUnavailable(err);
    const appError =
      err instanceof AppError
        ? err
        : crowded
          ? new AppError('service_unavailable', {}, 'Every database connection is in use; retry shortly.')
          : unavailable
            ? new AppError('service_unavailable', {}, 'The database is unreachable; retry shortly.')
            : fromFastify(err as FastifyError);
    if (crowded) busy(request.log, err);
    else if (unavailable) outage(request.log, err);
    else if (appError.status >= 500) request.log.error({ err }, 'request failed');
    if (appError.code === 'service_unavailable') void reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
    void reply.code(appError.status).send(appError.body());
  });
  app.setNotFoundHandler((request, reply) => {
    const err = new AppError('not_found', {}, `No route ${request.method} ${request.url.split('?')[0]}.`);
    void reply.code(err.status).send(err.body());
  });
}

/**
 * While the database is down (or every connection is in use) every request fails the same way: the first failure is
 * logged with its error, then one line every 10 s says how many more there were, instead of a stack per request.
 */
function outageLog(message: string, level: 'error' | 'warn'): (log: FastifyBaseLogger, err: unknown) => void {
  let lastAt = 0;
  let suppressed = 0;
  return (log, err) => {
    const now = Date.now();
    if (now - lastAt < 10_000) {
      suppressed++;
      return;
    }
    log[level]({ err, failed_since_last_line: suppressed }, message);
    lastAt = now;
    suppressed = 0;
  };
}

/** Fastify's and its plugins' request errors, by code, in sentences a caller can act on. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The body is empty; send a JSON object, or no Content-Type header.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
  FST_ERR_CTP_INVALID_TYPE: 'The Content-Type header is malformed.',
  FST_CP_ERR_INVALID_CONTENT: 'The body could not be decompressed with its Content-Encoding.',
};

function fromFastify(err: FastifyError): AppError {
  if (err.validation) return validationError(err.validation, err.validationContext ?? 'request');
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('payload_too_large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('unsupported_media_type');
    case 'FST_CP_ERR_INVALID_CONTENT_ENCODING':
      return new AppError('unsupported_media_type', {}, 'The Content-Encoding is not supported; use gzip, deflate or br.');
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    // Malformed JSON, empty JSON body, bad headers: the caller's fault, said plainly.
    const message = FRAMEWORK_MESSAGES[err.code] ?? sentence(err.message);
    return new AppError('invalid_request', { details: [{ path: 'body', message }] }, message);
  }
  return new AppError('internal_error');
}

/** A message as a sentence: capital first letter, full stop at the end. */
function sentence(text: string): string {
  const trimmed = text.trim() || 'The request is malformed';
  return `${trimmed[0]!.toUpperCase()}${trimmed.slice(1)}${/[.!?]$/.test(trimmed) ? '' : '.'}`;
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (headers too large, a request that timed out,
 * bytes that are not HTTP): answered in the catalogue's shape, as Fastify's own handler would but with our codes.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const appError =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? new AppError('request_headers_too_large')
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? new AppError('request_timeout')
        : new AppError(
            'invalid_request',
            { details: [{ path: 'request', message: 'not a valid HTTP request' }] },
            'The request is not valid HTTP.',
          );
  if (socket.writable) {
    const body = JSON.stringify(appError.body());
    socket.write(
      `HTTP/1.1 ${appError.status} ${STATUS_CODES[appError.status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
