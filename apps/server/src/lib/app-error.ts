import type { ErrorCode } from '@daftar/contract';

/**
 * An error the client should see: its status, stable code and human message go on the wire. These
 * are answers, not faults: no stack is captured (it is never logged, and a refusal is a third of
 * the replies in a registration rush).
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;

  constructor(
    statusCode: number,
    code: ErrorCode,
    message: string,
    fields?: Record<string, string>,
  ) {
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    if (fields) this.fields = fields;
  }
}

export const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `${what} was not found.`);
export const conflict = (code: ErrorCode, message: string) => new AppError(409, code, message);
export const unauthenticated = (message = 'Please sign in to continue.') =>
  new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = () =>
  new AppError(403, 'FORBIDDEN', 'You do not have permission to do this.');

/** 429 with a wait the person can act on. */
export const tooManyRequests = (what: string, seconds: number) =>
  new AppError(
    429,
    'RATE_LIMITED',
    `${what} Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  );
