import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error.js';

/**
 * One mapping from failures to responses. Services throw AppError (status and body from the catalogue);
 * Fastify's own failures (validation, bad JSON, body too large) become catalogue errors too; anything
 * else is a 500 internal_error, logged with its stack and never shown to the caller.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    const appError = err instanceof AppError ? err : fromFastify(err);
    if (appError.status >= 500) request.log.error({ err }, 'request failed');
    void reply.code(appError.status).send(appError.body());
  });
  app.setNotFoundHandler((request, reply) => {
    const err = new AppError('not_found', {}, `No route ${request.method} ${request.url.split('?')[0]}.`);
    void reply.code(err.status).send(err.body());
  });
}

function fromFastify(err: FastifyError): AppError {
  if (err.validation) {
    const details = err.validation.map((v) => ({
      path: `${err.validationContext ?? ''}${v.instancePath || ''}${'missingProperty' in v.params ? '/' + String(v.params.missingProperty) : ''}`,
      message: v.message ?? 'invalid',
    }));
    return new AppError(
      'invalid_request',
      { details },
      `Invalid ${err.validationContext ?? 'request'}: ${details.map((d) => `${d.path} ${d.message}`).join('; ')}`,
    );
  }
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('payload_too_large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('unsupported_media_type');
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    // Malformed JSON, empty JSON body, bad headers: the caller's fault, said plainly.
    return new AppError('invalid_request', { details: [{ path: 'body', message: err.message }] }, err.message);
  }
  return new AppError('internal_error');
}
