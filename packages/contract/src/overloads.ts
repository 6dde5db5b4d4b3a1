import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common';
import { reasonBodySchema } from './review';
import { validationMessage } from './validation-messages';

// Overload requests (issue 44): a student asks for a higher credit maximum with a reason; their
// advisor (or an admin) approves or rejects it. An approved request is the student's maximum for
// the period, on every path that takes a seat.

/** Pending until decided; a student may withdraw a pending one. */
export const OVERLOAD_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type OverloadStatus = (typeof OVERLOAD_STATUSES)[number];

/** `POST /api/registration/overload`: the total maximum asked for, and why. */
export const overloadRequestBodySchema = z.object({
  credits: z
    .number({ error: validationMessage('overloadCredits') })
    .int(validationMessage('overloadCredits'))
    .min(1, validationMessage('overloadCredits'))
    .max(40, validationMessage('overloadCredits')),
  reason: reasonBodySchema.shape.reason,
});
export type OverloadRequestBody = z.infer<typeof overloadRequestBodySchema>;

/** One request, as its student and its reviewers see it. */
export const overloadRequestSchema = z.object({
  id: idSchema,
  periodId: idSchema,
  student: z.object({ id: idSchema, name: z.string(), studentId: z.string().nullable() }),
  /** The total maximum asked for. */
  credits: z.number().int(),
  reason: z.string(),
  status: z.enum(OVERLOAD_STATUSES),
  createdAt: isoDateTimeSchema,
  decidedAt: isoDateTimeSchema.nullable(),
  /** A rejection's reason. */
  decisionReason: z.string().nullable(),
});
export type OverloadRequest = z.infer<typeof overloadRequestSchema>;

/**
 * `GET /api/registration/overload`: the student's requests in the current period, newest first,
 * with what they may ask for now: above their maximum, up to the period's cap (null: none taken).
 */
export const studentOverloadsSchema = z.object({
  creditMax: z.number().int(),
  overloadCap: z.number().int().nullable(),
  requests: z.array(overloadRequestSchema),
});
export type StudentOverloads = z.infer<typeof studentOverloadsSchema>;

/**
 * `GET /api/admin/overload-requests`: the pending requests of the current period the reviewer may
 * decide (an advisor's advisees; every one for an admin), oldest first, each with the student's
 * maximum without it and the credits they hold.
 */
export const pendingOverloadSchema = overloadRequestSchema.extend({
  creditMax: z.number().int(),
  creditsHeld: z.number().int(),
});
export type PendingOverload = z.infer<typeof pendingOverloadSchema>;
