import {
  formatErrorMessage,
  wordValidationMessage,
  type ErrorBody,
  type ErrorCode,
  type Language,
  type MessageParams,
  type ValidationMessage,
} from '@daftar/contract';

/** What a refusal names besides its code: its variant and values, and a validation's fields. */
export interface AppErrorDetails {
  /** The sentence's variant (`params.context` on the wire): "advisor", "section"… */
  context?: string;
  params?: MessageParams;
  /** Each field's message: a contract validation key, or zod's own sentence. */
  fields?: Record<string, string>;
}

/**
 * An error the client should see: its status, stable code, and the values its sentence names go on
 * the wire; the sentence is worded in the request's language when the reply is written. These
 * are answers, not faults: no stack is captured (it is never logged, and a refusal is a third of
 * the replies in a registration rush).
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly params: MessageParams;
  readonly fields?: Record<string, string>;

  constructor(statusCode: number, code: ErrorCode, details: AppErrorDetails = {}) {
    const params = details.context
      ? { ...details.params, context: details.context }
      : (details.params ?? {});
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(formatErrorMessage(code, params, 'en'));
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.params = params;
    if (details.fields) this.fields = details.fields;
  }

  /** The reply body, its sentence and field messages in `language`. */
  body(language: Language): ErrorBody {
    const field =
      this.params.context === 'field' ? this.fields?.[String(this.params.field)] : undefined;
    const body: ErrorBody = {
      error:
        field !== undefined
          ? wordValidationMessage(field, language)
          : language === 'en'
            ? this.message
            : formatErrorMessage(this.code, this.params, language),
      code: this.code,
      params: this.params,
    };
    if (this.fields) {
      body.fields = Object.fromEntries(
        Object.entries(this.fields).map(([field, message]) => [
          field,
          wordValidationMessage(message, language),
        ]),
      );
    }
    return body;
  }
}

export type NotFoundContext =
  | 'subject'
  | 'section'
  | 'selection'
  | 'waitlistPlace'
  | 'period'
  | 'registration'
  | 'registrationSubject'
  | 'student'
  | 'user'
  | 'advisor'
  | 'periodId'
  | 'gate'
  | 'reasonTemplate'
  | 'overloadRequest'
  | 'withdrawal'
  | 'permit'
  | 'pendingOverload'
  | 'announcement'
  | 'structure'
  | 'structureGroup'
  | 'hold'
  | 'reservation'
  | 'calendarEvent'
  | 'sectionId'
  | 'subjectId'
  | 'faculty'
  | 'calendarFeed'
  | 'slip'
  | 'apiToken'
  | 'route'
  | 'clientNotBuilt';

export const notFound = (context: NotFoundContext, params?: MessageParams) =>
  new AppError(404, 'NOT_FOUND', { context, params });
export const conflict = (code: ErrorCode, details?: AppErrorDetails) =>
  new AppError(409, code, details);
/** 400 for fields a schema alone cannot judge (they need the database, or each other). */
export function invalidFields(fields: Partial<Record<string, ValidationMessage>>) {
  const [field] = Object.keys(fields);
  return new AppError(400, 'VALIDATION_ERROR', {
    context: 'field',
    params: { field: field ?? '' },
    fields: fields as Record<string, string>,
  });
}
export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED');
export const forbidden = () => new AppError(403, 'FORBIDDEN');

/** 429 with a wait the person can act on; `signIn` for failed sign-ins. */
export const tooManyRequests = (seconds: number, context?: 'signIn') =>
  new AppError(429, 'RATE_LIMITED', { context, params: { count: seconds } });
