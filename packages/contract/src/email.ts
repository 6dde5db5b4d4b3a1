import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common';

// Email (issue 21): what the outbox sends, and what an admin sees of it. Messages are written to
// the outbox in the transaction of the event they report and delivered by a worker (decision 014).

/**
 * What one outbox message tells: a burst of decisions on a student's registration, a seat secured
 * from a waitlist, one submission for an advisor, or an advisor's daily digest of submissions; an
 * overload request for its advisor, and its decision for the student (issue 44); a permit asked
 * of its decider, and its decision for the student (issue 46); a withdrawal asked of the
 * student's advisor, its decision for the student, and the warning of being marked Not
 * Registered (issue 47).
 */
export const EMAIL_KINDS = [
  'decisions',
  'promoted',
  'submission',
  'digest',
  'overloadRequested',
  'overloadDecided',
  'permitRequested',
  'permitDecided',
  'withdrawalRequested',
  'withdrawalDecided',
  'notRegistered',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/**
 * Where a message is: waiting for its time or being delivered (`pending`), accepted by the mail
 * server (`sent`), refused for good or out of attempts (`failed`), or not sent because the person
 * turned email off or has no address any more (`cancelled`).
 */
export const EMAIL_STATUSES = ['pending', 'sent', 'failed', 'cancelled'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** A message the mail server refused, or that ran out of attempts. */
export const emailFailureSchema = z.object({
  id: idSchema,
  userId: idSchema,
  userName: z.string(),
  kind: z.enum(EMAIL_KINDS),
  attempts: z.number().int(),
  /** The mail server's reply (or the connection's error). */
  error: z.string(),
  failedAt: isoDateTimeSchema,
});
export type EmailFailure = z.infer<typeof emailFailureSchema>;

/** `GET /api/admin/email/outbox`: how deep the outbox is, and its latest failures. */
export const emailOutboxReplySchema = z.object({
  /** False when no SMTP_URL is set: nothing is written to the outbox or sent. */
  enabled: z.boolean(),
  /** Messages not sent yet, including those waiting out their grouping window or digest time. */
  pending: z.number().int(),
  /** Pending messages whose time has come: being delivered, or waiting for their next retry. */
  due: z.number().int(),
  /** Pending messages that failed at least once and will be tried again. */
  retrying: z.number().int(),
  failed: z.number().int(),
  /** How long the oldest due message has been due, in seconds; null when none is. */
  oldestDueSeconds: z.number().int().nullable(),
  /** The newest failures, newest first (at most 10). */
  recentFailures: z.array(emailFailureSchema),
});
export type EmailOutboxReply = z.infer<typeof emailOutboxReplySchema>;
