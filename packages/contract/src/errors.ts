import { z } from 'zod';

/** Stable machine codes of every error the API returns (decisions.md section 3). */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'MALFORMED_REQUEST',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'API_TOKEN_INVALID',
  'API_TOKEN_EXPIRED',
  'API_TOKEN_REVOKED',
  'API_TOKEN_SCOPE',
  'API_TOKEN_NOT_ALLOWED',
  'NOT_FOUND',
  'USERNAME_TAKEN',
  'STUDENT_ID_TAKEN',
  'PASSWORD_SIGN_IN_OFF',
  'SIGN_IN_CODE_INVALID',
  'SIGN_UP_OFF',
  'STUDENT_ID_NOT_ON_ROLL',
  'SIGN_UP_CODE_INVALID',
  'RESET_LINK_INVALID',
  'PERIOD_NOT_OPEN',
  'ALREADY_SELECTED',
  'SUBJECT_FULL',
  'RESERVED',
  'CREDIT_LIMIT',
  'OVERLOAD_CREDITS',
  'OVERLOAD_OPEN',
  'PERMIT_OPEN',
  'TIME_CLASH',
  'PART_MISSING',
  'SECTIONS_NOT_LINKED',
  'SECTIONS_CLASH',
  'WAITLIST_MULTI_PART',
  'PREREQUISITE_NOT_MET',
  'REGISTRATION_UNDER_REVIEW',
  'STUDENT_NOT_ACTIVE',
  'HOLD',
  'EMPTY_SELECTION',
  'NOTHING_TO_SUBMIT',
  'NOT_UNDER_REVIEW',
  'ALREADY_DECIDED',
  'REVERSAL_REASON_REQUIRED',
  'INVALID_ADVISOR',
  'INVALID_COORDINATOR',
  'CREDIT_MINIMUM',
  'CAPACITY_BELOW_TAKEN',
  'IN_USE',
  'CODE_TAKEN',
  'SEAT_AVAILABLE',
  'ALREADY_WAITING',
  'WAITLIST_LIMIT',
  'ADMISSION_REQUIRED',
  'GATE_OPENED',
  'GATE_OPENS_IN_PAST',
  'GATE_UNAVAILABLE',
  'TEMPLATE_LIMIT',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBodySchema = z.object({
  error: z.string(),
  code: z.enum(ERROR_CODES),
  /**
   * The values the sentence names (subject codes, credits, dates), so a client words it in its
   * own language with `formatErrorMessage`; `context` picks the sentence's variant.
   */
  // A reply without params (from an older server, say) reads as naming nothing.
  params: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])).default({}),
  /** Field messages of a validation error, keyed by the field's path. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
