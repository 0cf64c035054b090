/** Error codes and the HTTP status each maps to; the body is always `{ message, code, issues? }`. */
export const errorStatus = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RULE_REFUSED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, options: { retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = errorStatus[code];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const notFound = (what = 'This item') => new AppError('NOT_FOUND', `${what} was not found.`);
export const forbidden = (message = 'You do not have permission to do this.') => new AppError('FORBIDDEN', message);
export const refused = (message: string) => new AppError('RULE_REFUSED', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const unauthenticated = (message = 'Your session has expired. Please sign in again.') =>
  new AppError('UNAUTHENTICATED', message);
