import { z } from 'zod';
import { idSchema, isoDateSchema, isoDateTimeSchema } from './common';
export * from './period-stages';
export * from './registration-changes';
import { REGISTRATION_CHANGE_STAGES } from './registration-changes';
import { reasonBodySchema } from './review';

// The semester after the window (issue 47, decision 043): the stages of a period, amendments
// made during add/drop, late registration, withdrawal with W, and Not Registered.

export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** `POST /api/registration/withdrawals`: one subject, or the whole semester, with a reason. */
export const withdrawalBodySchema = z.union([
  z.object({ subjectId: idSchema, reason: reasonBodySchema.shape.reason }).strict(),
  z.object({ wholeSemester: z.literal(true), reason: reasonBodySchema.shape.reason }).strict(),
]);
export type WithdrawalBody = z.infer<typeof withdrawalBodySchema>;

/** `POST /api/admin/withdrawals/{id}/approve`: below the credit minimum only when said so. */
export const withdrawalApprovalBodySchema = z
  .object({ confirmBelowMinimum: z.boolean().optional() })
  .strict();
export type WithdrawalApprovalBody = z.infer<typeof withdrawalApprovalBodySchema>;

/** A withdrawal request as its student and its reviewers see it. */
export const withdrawalSchema = z.object({
  id: idSchema,
  periodId: idSchema,
  student: z.object({ id: idSchema, name: z.string(), studentId: z.string().nullable() }),
  /** The subject; null for the whole semester. */
  subject: z
    .object({ id: idSchema, code: z.string(), name: z.string(), nameMs: z.string().nullable() })
    .nullable(),
  reason: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  createdAt: isoDateTimeSchema,
  decidedAt: isoDateTimeSchema.nullable(),
  /** A rejection's reason. */
  decisionReason: z.string().nullable(),
  /** The credits withdrawn (the subject's, or every approved one's for the whole semester). */
  credits: z.number().int(),
  /** Credits the student keeps after it, and the period's minimum they are measured against. */
  creditsAfter: z.number().int(),
  creditMin: z.number().int(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** A student marked (or about to be marked) Not Registered, as the registrar's list shows them. */
export const notRegisteredStudentSchema = z.object({
  student: z.object({ id: idSchema, name: z.string(), studentId: z.string().nullable() }),
  email: z.string().nullable(),
  programme: z.string().nullable(),
  remindedAt: isoDateTimeSchema.nullable(),
  markedAt: isoDateTimeSchema.nullable(),
});
export type NotRegisteredStudent = z.infer<typeof notRegisteredStudentSchema>;

/** `GET /api/admin/periods/{id}/not-registered`: the marked, or those who would be today. */
export const notRegisteredListSchema = z.object({
  periodId: idSchema,
  notRegisteredDate: isoDateSchema.nullable(),
  /** Whether the marking happened; before it, the list is who would be marked today. */
  marked: z.boolean(),
  students: z.array(notRegisteredStudentSchema),
});
export type NotRegisteredList = z.infer<typeof notRegisteredListSchema>;

/** One line of the bursary's export: a late registration, or one add, drop or withdrawal. */
export const bursaryChangeSchema = z.object({
  studentId: z.string().nullable(),
  name: z.string(),
  kind: z.enum(['late_registration', 'add', 'drop', 'withdraw']),
  stage: z.enum(REGISTRATION_CHANGE_STAGES),
  subjectCode: z.string().nullable(),
  credits: z.number().int(),
  at: isoDateTimeSchema,
});
export type BursaryChange = z.infer<typeof bursaryChangeSchema>;
