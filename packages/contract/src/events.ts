import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common';
import { quotaSchema } from './catalogue';
import { subjectStatusSchema } from './registration';
import type { LiveFigures } from './live-figures';
import type { InboxNotification, NotificationsChange } from './notifications';
import type { GateProgress } from './gate';
import type { HoldsChange } from './holds';
import type { WaitlistUpdate } from './waitlist';

/** The latest seat counts of one subject (decisions.md section 1, `quotaUpdated`). */
export const quotaUpdateSchema = z.object({
  subjectId: idSchema,
  newQuota: quotaSchema,
  /** Students waiting for a seat in it (issue 20). */
  waiting: z.number().int(),
  sections: z.array(
    z.object({ id: idSchema, capacity: z.number().int(), registered: z.number().int() }),
  ),
});
export type QuotaUpdate = z.infer<typeof quotaUpdateSchema>;

export const subjectStatusUpdateSchema = z.object({
  userId: idSchema,
  subjectId: idSchema,
  subjectCode: z.string(),
  subjectName: z.string(),
  subjectNameMs: z.string().nullable(),
  newStatus: subjectStatusSchema,
  rejectionReason: z.string().optional(),
  /**
   * The decision this one overturns, which the student was told of, with the reviewer's reason
   * for the change (issue 42); absent for a first decision.
   */
  reversal: z.object({ from: z.enum(['approved', 'rejected']), reason: z.string() }).optional(),
  /**
   * When the decision was recorded. Beyond spec section 3's fields: every open tab of the student
   * receives the event, and this is how they tell one decision from two when keeping it.
   */
  decidedAt: isoDateTimeSchema,
});
export type SubjectStatusUpdate = z.infer<typeof subjectStatusUpdateSchema>;

/** Tells reviewers that a registration they may review was submitted or decided. */
export const reviewQueueChangeSchema = z.object({ registrationId: idSchema });
export type ReviewQueueChange = z.infer<typeof reviewQueueChangeSchema>;

export interface ServerToClientEvents {
  /** One event per window, an array with every subject whose seats changed in it. */
  quotaUpdated: (updates: QuotaUpdate[]) => void;
  subjectStatusUpdated: (update: SubjectStatusUpdate) => void;
  reviewQueueChanged: (change: ReviewQueueChange) => void;
  waitlistUpdated: (update: WaitlistUpdate) => void;
  /** A notification stored for the person (issue 21): every one reaches their bell this way. */
  notificationAdded: (notification: InboxNotification) => void;
  /** The person read or cleared notifications in another browser. */
  notificationsChanged: (change: NotificationsChange) => void;
  /** Admins only: the registrar's dashboard figures, at most once every few seconds (issue 23). */
  liveFiguresUpdated: (figures: LiveFigures) => void;
  /** A hold on the student was placed or released (issue 44): their pages read their holds again. */
  holdsChanged: (change: HoldsChange) => void;
  /** Where the admission queue stands, about once a second while a gate is on (issue 25). */
  gateProgress: (progress: GateProgress) => void;
}

/** The client emits nothing (spec section 7). */
export type ClientToServerEvents = Record<string, never>;
