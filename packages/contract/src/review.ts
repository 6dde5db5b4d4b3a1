import { z } from 'zod';
import { REASON_MAX } from './constants';
import { validationMessage } from './validation-messages';
import {
  positiveIntegerParamSchema,
  idParamSchema,
  idSchema,
  isoDateTimeSchema,
  plainTextSchema,
} from './common';
import { registrationStatusSchema, subjectStatusSchema } from './registration';
import { registrationChangeSchema } from './registration-changes';

export const registrationSummarySchema = z.object({
  id: idSchema,
  student: z.object({ id: idSchema, name: z.string(), studentId: z.string().nullable() }),
  period: z.object({ semester: z.number().int(), academicYear: z.string() }),
  submittedAt: isoDateTimeSchema,
  totalCredits: z.number().int(),
  totalSubjects: z.number().int(),
  /**
   * Whether the registration was changed after a subject of it was approved (an amendment, issue
   * 47): its approved subjects stand, and what changed is the detail's `changes`.
   */
  amendment: z.boolean(),
});
export type RegistrationSummary = z.infer<typeof registrationSummarySchema>;

export const reviewSubjectSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  nameMs: z.string().nullable(),
  credits: z.number().int(),
  faculty: z.string(),
  facultyMs: z.string().nullable(),
  status: subjectStatusSchema,
  rejectionReason: z.string().optional(),
});
export type ReviewSubject = z.infer<typeof reviewSubjectSchema>;

export const registrationDetailSchema = registrationSummarySchema.extend({
  status: registrationStatusSchema,
  subjects: z.array(reviewSubjectSchema),
  /** Each add, drop and withdrawal kept of the registration, oldest first. */
  changes: z.array(registrationChangeSchema),
});
export type RegistrationDetail = z.infer<typeof registrationDetailSchema>;

const reasonSchema = plainTextSchema({
  required: validationMessage('reasonRequired'),
  hidden: validationMessage('reasonHidden'),
  multiline: true,
})
  .trim()
  .min(1, validationMessage('reasonRequired'))
  .max(REASON_MAX, validationMessage('reasonTooLong'));

export const reasonBodySchema = z.object({ reason: reasonSchema });
export type ReasonBody = z.infer<typeof reasonBodySchema>;

/**
 * An approval's body: none for an undecided subject; the reason of the change for one that was
 * rejected, whose student was told (the server refuses that approval without it, issue 42).
 */
// A request without a body reaches the route as null.
export const approvalBodySchema = z
  .object({ reason: reasonSchema.optional() })
  .nullable()
  .transform((body) => body ?? {});
export type ApprovalBody = z.infer<typeof approvalBodySchema>;

export const subjectDecisionParamsSchema = z.object({
  registrationId: idParamSchema,
  subjectId: idParamSchema,
});

export const DECISIONS = ['approved', 'rejected'] as const;
export const AUDIT_SCOPES = ['subject', 'registration'] as const;

export const auditEntrySchema = z.object({
  id: idSchema,
  at: isoDateTimeSchema,
  actor: z.object({ id: idSchema, name: z.string(), role: z.string() }),
  registrationId: idSchema,
  student: z.object({ id: idSchema, name: z.string(), studentId: z.string().nullable() }),
  subject: z
    .object({ id: idSchema, code: z.string(), name: z.string(), nameMs: z.string().nullable() })
    .nullable(),
  scope: z.enum(AUDIT_SCOPES),
  decision: z.enum(DECISIONS),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const pageQuerySchema = z.object({
  page: positiveIntegerParamSchema({
    max: 100_000,
    message: validationMessage('page'),
  }).default(1),
  pageSize: positiveIntegerParamSchema({
    max: 100,
    message: validationMessage('pageSize'),
  }).default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
