import type { ApiErrorCode } from '@healthscreen/api-client';

/** The one error class route code throws; the error handler turns it into `{ message, code, details? }`. */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly statusCode: number;
  readonly code: ApiErrorCode;
  readonly details: unknown;
  /** Extra response headers, e.g. Retry-After. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(options: {
    statusCode: number;
    code: ApiErrorCode;
    message: string;
    details?: unknown;
    headers?: Record<string, string>;
    /** The underlying error, for the log (never sent). */
    cause?: unknown;
  }) {
    super(options.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.statusCode = options.statusCode;
    this.code = options.code;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }
}

export function createUnauthorizedError(): AppError {
  return new AppError({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Not authenticated' });
}
