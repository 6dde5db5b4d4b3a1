import { z } from 'zod';
import { idSchema, isoDateSchema, isoDateTimeSchema } from './common';
import { holdTypeSchema } from './holds';
import { permitRuleSchema } from './permits';
import { validationMessage } from './validation-messages';

// The server-side inbox (issue 21): every event that concerns a person is stored for them when it
// happens, so it reaches them on their next visit and in every browser they use. The bell keeps
// spec section 3's list in local storage and fills it from here.

/**
 * What a notification tells: a subject decided by the advisor, a seat secured from a waitlist, a
 * freed seat that passed the student by (and why), a waitlist closed with its period, a hold placed
 * on the student or released (issue 44), a permit asked of its decider and its decision told to
 * its student (issue 46), a withdrawal asked of the student's advisor and its decision told to
 * the student, or the warning that a student will be marked Not Registered (issue 47), or, for an
 * advisor, a registration submitted for review.
 */
export const NOTIFICATION_KINDS = [
  'decision',
  'promoted',
  'waitlistSkipped',
  'waitlistClosed',
  'submission',
  'overloadRequested',
  'overloadDecided',
  'hold',
  'permitRequested',
  'permitDecided',
  'withdrawalRequested',
  'withdrawalDecided',
  'notRegistered',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How an advisor hears of new submissions by email: each one, or a daily digest. */
export const SUBMISSION_EMAILS = ['each', 'daily'] as const;
export type SubmissionEmail = (typeof SUBMISSION_EMAILS)[number];

/** The most notifications one reply carries: the bell keeps no more (spec section 9). */
export const INBOX_PAGE_MAX = 50;

/** `nameMs` is absent from notifications stored before issue 42. */
const subjectRefSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  nameMs: z.string().nullable().optional(),
});

/** One stored notification; which fields are present follows its kind. */
export const inboxNotificationSchema = z.object({
  id: idSchema,
  userId: idSchema,
  kind: z.enum(NOTIFICATION_KINDS),
  createdAt: isoDateTimeSchema,
  read: z.boolean(),
  /** The subject it is about (every kind but `submission`). */
  subject: subjectRefSchema.optional(),
  /** `decision`: the advisor's decision, and the reason of a rejection or of a change. */
  decision: z.enum(['approved', 'rejected']).optional(),
  reason: z.string().optional(),
  /** `decision`: the earlier decision this one overturns, when it changes one (issue 42). */
  reversedFrom: z.enum(['approved', 'rejected']).optional(),
  /** `waitlistSkipped`: why the seat went past them, as a refusal's code and values. */
  skipCode: z.string().optional(),
  skipParams: z.record(z.string(), z.unknown()).optional(),
  /** `waitlistSkipped`: whether a student behind them took the seat (else it stays free). */
  seatTaken: z.boolean().optional(),
  /** `hold`: the hold placed or released, its reason in both languages (issue 44). */
  hold: z
    .object({
      id: idSchema,
      type: holdTypeSchema,
      reasonEn: z.string(),
      reasonMs: z.string(),
      released: z.boolean(),
    })
    .optional(),
  /** `submission`: the registration submitted, whose, and how many subjects it holds. */
  registration: z
    .object({
      id: idSchema,
      studentName: z.string(),
      studentNumber: z.string().nullable(),
      subjects: z.number().int(),
    })
    .optional(),
  /**
   * `overloadRequested` (to the advisor) and `overloadDecided` (to the student, with `decision`
   * and a rejection's `reason`): the request, its credits and whose it is (issue 44).
   */
  overload: z
    .object({
      id: idSchema,
      credits: z.number().int(),
      studentName: z.string(),
      studentNumber: z.string().nullable(),
    })
    .optional(),
  /**
   * `permitRequested` (to its decider, with the student's `reason`) and `permitDecided` (to the
   * student, with `decision` and a rejection's `reason`), with `subject`: the permit, the rule it
   * lets pass and whose it is (issue 46).
   */
  permit: z
    .object({
      id: idSchema,
      rule: permitRuleSchema,
      studentName: z.string(),
      studentNumber: z.string().nullable(),
    })
    .optional(),
  /**
   * `withdrawalRequested` (to the advisor, with the student's `reason`) and `withdrawalDecided`
   * (to the student, with `decision` and a rejection's `reason`): the request and whose it is,
   * with `subject` unless it is for the whole semester (issue 47).
   */
  withdrawal: z
    .object({
      id: idSchema,
      wholeSemester: z.boolean(),
      studentName: z.string(),
      studentNumber: z.string().nullable(),
    })
    .optional(),
  /** `notRegistered`: the day the student will be marked Not Registered, and in which semester. */
  notRegistered: z
    .object({
      periodId: idSchema,
      date: isoDateSchema,
      semester: z.number().int(),
      academicYear: z.string(),
    })
    .optional(),
});
export type InboxNotification = z.infer<typeof inboxNotificationSchema>;

/** `GET /api/notifications?after=ID`. */
export const inboxQuerySchema = z.object({
  /** Only notifications with a larger id; 0 or absent for the newest of all. */
  after: z
    .string()
    .regex(/^(0|[1-9][0-9]{0,15})$/, validationMessage('positiveWholeNumber'))
    .transform(Number)
    .optional(),
});

/**
 * The newest notifications after `after` (at most 50, oldest first), with what other browsers
 * need to follow this one: which of the person's kept notifications are unread, and the id up to
 * which they cleared everything.
 */
export const inboxReplySchema = z.object({
  notifications: z.array(inboxNotificationSchema),
  unreadIds: z.array(idSchema),
  clearedThrough: z.number().int(),
});
export type InboxReply = z.infer<typeof inboxReplySchema>;

/** `POST /api/notifications/read`: some notifications, or every one (`all`). */
export const markNotificationsReadBodySchema = z
  .object({
    ids: z
      .array(idSchema)
      .min(1)
      .max(INBOX_PAGE_MAX * 4)
      .optional(),
    all: z.literal(true).optional(),
  })
  .strict()
  .refine((body) => (body.ids === undefined) !== (body.all === undefined), {
    error: validationMessage('notificationsToMark'),
  });
export type MarkNotificationsReadBody = z.infer<typeof markNotificationsReadBodySchema>;

/** Sent to a person's other browsers when they read or cleared notifications in one. */
export const notificationsChangeSchema = z.object({
  readIds: z.array(idSchema).optional(),
  allRead: z.boolean().optional(),
  clearedThrough: z.number().int().optional(),
});
export type NotificationsChange = z.infer<typeof notificationsChangeSchema>;
