import { z } from 'zod';

export const NOTIFICATION_TYPES = ['success', 'error', 'warning', 'info'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * What a notification tells: of a subject, an advisor's decision ("approved", anything else is a
 * rejection), a seat secured from its waitlist, a seat that went past the student, or its
 * waitlist closed with the period; for an advisor, a registration submitted for review. Of a
 * request for more credits (issue 44) or a permit (issue 46): to its decider that it came, to the
 * student its decision. Of a withdrawal (issue 47) the same, and to a student with no approved
 * subject, that they will be marked Not Registered.
 */
export const NOTIFICATION_STATUSES = [
  'approved',
  'rejected',
  'promoted',
  'waitlistSkipped',
  'waitlistClosed',
  'submitted',
  'overloadRequested',
  'overloadApproved',
  'overloadRejected',
  'holdPlaced',
  'holdReleased',
  'permitRequested',
  'permitApproved',
  'permitRejected',
  'withdrawalRequested',
  'withdrawalApproved',
  'withdrawalRejected',
  'notRegistered',
] as const;
export type DecisionStatus = (typeof NOTIFICATION_STATUSES)[number];

/**
 * A notification as kept in the browser (spec section 3). Its relative `time` text is derived
 * from `timestamp` when shown, so it never goes stale in storage; `subjectId`, `status` and
 * `updates` serve the merge window of spec section 9.
 */
export const studentNotificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  unread: z.boolean(),
  type: z.enum(NOTIFICATION_TYPES),
  rejectionReason: z.string().optional(),
  /** A decision that changed one the student was told of, and why (issue 42). */
  changedFrom: z.enum(['approved', 'rejected']).optional(),
  changeReason: z.string().optional(),
  /** The subject it is about, so its words can follow a change of language. */
  subjectCode: z.string().optional(),
  subjectName: z.string().optional(),
  /** Its Malay name (issue 42), when written: the words follow the interface's language. */
  subjectNameMs: z.string().nullable().optional(),
  /** When it was created or last merged, in milliseconds since the epoch. */
  timestamp: z.number(),
  /** The subject it is about; a submission is about a registration instead. */
  subjectId: z.number().optional(),
  registrationId: z.number().optional(),
  /** A submission's student and how many subjects wait for a decision. */
  studentName: z.string().optional(),
  subjectCount: z.number().optional(),
  /** An overload request (issue 44), its credits, and why its student asked (for the advisor). */
  overloadId: z.number().optional(),
  credits: z.number().optional(),
  reason: z.string().optional(),
  /** A permit (issue 46) and the rule it lets pass. */
  permitId: z.number().optional(),
  permitRule: z.string().optional(),
  /** A withdrawal (issue 47): of its `subject*`, or of the whole semester. */
  withdrawalId: z.number().optional(),
  wholeSemester: z.boolean().optional(),
  /** The day a student will be marked Not Registered (YYYY-MM-DD), and in which semester. */
  notRegisteredDate: z.string().optional(),
  semester: z.number().optional(),
  academicYear: z.string().optional(),
  /** Why a seat went past the student: a refusal's code and values, worded when shown. */
  skipCode: z.string().optional(),
  skipParams: z.record(z.string(), z.unknown()).optional(),
  /** Whether the student behind took that seat. */
  seatTaken: z.boolean().optional(),
  /** A hold placed or released (issue 44): its type and reason in both languages. */
  holdType: z.string().optional(),
  holdReason: z.string().optional(),
  holdReasonMs: z.string().optional(),
  /** The server inbox's notifications it stands for (issue 21), so none is kept twice. */
  inboxIds: z.array(z.number()).optional(),
  status: z.enum(NOTIFICATION_STATUSES),
  /** How many status updates it stands for; shown as "(N updates)" from 2. */
  updates: z.number().int().min(1),
  /**
   * When the server recorded the latest decision it stands for: each open tab of the student
   * receives that decision, and the first to keep it is the only one that counts it.
   */
  decidedAt: z.string().optional(),
});
export type StudentNotification = z.infer<typeof studentNotificationSchema>;

/** What a live update or an inbox notification says, in the words the person reads. */
export interface NotificationInput {
  status: DecisionStatus;
  type: NotificationType;
  title: string;
  message: string;
  subjectId?: number;
  subjectCode?: string;
  subjectName?: string;
  subjectNameMs?: string | null;
  rejectionReason?: string;
  changedFrom?: 'approved' | 'rejected';
  changeReason?: string;
  decidedAt?: string;
  registrationId?: number;
  studentName?: string;
  subjectCount?: number;
  overloadId?: number;
  credits?: number;
  reason?: string;
  permitId?: number;
  permitRule?: string;
  withdrawalId?: number;
  wholeSemester?: boolean;
  notRegisteredDate?: string;
  semester?: number;
  academicYear?: string;
  skipCode?: string;
  skipParams?: Record<string, unknown>;
  seatTaken?: boolean;
  holdType?: string;
  holdReason?: string;
  holdReasonMs?: string;
  /** The inbox notification it comes from. */
  inboxId?: number;
}
