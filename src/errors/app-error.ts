import { errorCatalogue, type ErrorCode } from './catalogue.js';

/**
 * The only error a service throws on purpose. Its code picks the HTTP status and body from the catalogue;
 * services never choose statuses or throw framework errors.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly extra: Record<string, unknown> = {},
    message?: string,
    /** the spec's flag-creation 404 wraps the body under `detail` */
    readonly wrapInDetail = false,
  ) {
    super(message ?? errorCatalogue[code].message);
    this.status = errorCatalogue[code].status;
  }

  body(): Record<string, unknown> {
    const inner = { error: this.code, message: this.message, ...this.extra };
    return this.wrapInDetail ? { detail: inner } : inner;
  }
}
