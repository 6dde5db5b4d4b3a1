import { z } from 'zod';
import { idSchema } from './common';

// Waitlists (issue 20): a full subject is never a dead end. A student waits for a subject (or one
// section of it), optionally naming a subject they hold to give up when the seat comes; a freed
// seat goes, in the transaction that frees it, to the first waiting student who can take it.

/** How many subjects one student may wait for at once, unless WAITLIST_MAX_PER_STUDENT says. */
export const WAITLIST_MAX_PER_STUDENT_DEFAULT = 3;

export const joinWaitlistBodySchema = z.object({
  subjectId: idSchema,
  /** Wait only for this section; without it, a seat in any section will do. */
  sectionId: idSchema.optional(),
  /** A subject the student holds, to be dropped in the same moment the seat is taken. */
  swapSubjectId: idSchema.optional(),
});
export type JoinWaitlistBody = z.infer<typeof joinWaitlistBodySchema>;

/** The student's place: 1 is next; `of` is how many wait for the subject. */
export const waitlistPositionSchema = z.object({
  subjectId: idSchema,
  position: z.number().int(),
  of: z.number().int(),
});
export type WaitlistPosition = z.infer<typeof waitlistPositionSchema>;

/**
 * The answer to joining: the place taken, and what would stand in the way of the seat if it came
 * now (a clash, the credit maximum), worded for the student; the swap may clear them.
 */
export const joinWaitlistReplySchema = waitlistPositionSchema.extend({
  warnings: z.array(z.string()),
});
export type JoinWaitlistReply = z.infer<typeof joinWaitlistReplySchema>;

/** One of the student's places, with why a seat passed them by when it did. */
export const waitlistPlaceSchema = waitlistPositionSchema.extend({
  code: z.string(),
  name: z.string(),
  nameMs: z.string().nullable(),
  sectionId: idSchema.nullable(),
  swapSubjectId: idSchema.nullable(),
  /** Why the last seat freed went to someone behind them; null while nothing has passed them. */
  skippedBecause: z.string().nullable(),
});
export type WaitlistPlace = z.infer<typeof waitlistPlaceSchema>;

/**
 * Sent to the student's room when their place changes: a new position, a seat secured
 * (`promoted`, the subject is now in their selection), a seat that passed them by, or the
 * waitlist closed with the period (`closed`).
 */
export const waitlistUpdateSchema = waitlistPositionSchema.extend({
  code: z.string(),
  name: z.string(),
  nameMs: z.string().nullable(),
  promoted: z.boolean(),
  closed: z.boolean(),
  skippedBecause: z.string().nullable(),
});
export type WaitlistUpdate = z.infer<typeof waitlistUpdateSchema>;
