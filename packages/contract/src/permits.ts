import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common';
import { reasonBodySchema } from './review';
import { validationMessage } from './validation-messages';

// Permits (issue 46, decision 041): a student refused a subject by one rule asks to be let past
// it; the subject's coordinator (the advisor, for the credit limit; an admin, always) decides. An
// approved permit lets that rule pass once, for that student and subject, through the seat
// ledger's one rule function; the add it lets through marks it used.

/** The refusals a permit can let pass. */
export const PERMIT_RULES = [
  'SUBJECT_FULL',
  'PREREQUISITE_NOT_MET',
  'TIME_CLASH',
  'RESERVED',
  'CREDIT_LIMIT',
] as const;
export type PermitRule = (typeof PERMIT_RULES)[number];
export const permitRuleSchema = z.enum(PERMIT_RULES, { error: validationMessage('permitRule') });

/** Pending until decided; an approved permit is used by the add it lets through. */
export const PERMIT_STATUSES = ['pending', 'approved', 'rejected', 'used'] as const;
export type PermitStatus = (typeof PERMIT_STATUSES)[number];

/** Who decides a rule's permits: the student's advisor for the credit limit, else the coordinator. */
export const permitDecider = (rule: PermitRule): 'advisor' | 'coordinator' =>
  rule === 'CREDIT_LIMIT' ? 'advisor' : 'coordinator';

/** `POST /api/registration/permits`: the subject (and section), the rule, and why. */
export const permitRequestBodySchema = z.object({
  subjectId: idSchema,
  /** Left out: any of the subject's sections. */
  sectionId: idSchema.optional(),
  rule: permitRuleSchema,
  reason: reasonBodySchema.shape.reason,
});
export type PermitRequestBody = z.infer<typeof permitRequestBodySchema>;

const namedSchema = z.object({ id: idSchema, name: z.string() });

/** One permit, as its student and its deciders see it. */
export const permitSchema = z.object({
  id: idSchema,
  periodId: idSchema,
  student: z.object({ id: idSchema, name: z.string(), studentId: z.string().nullable() }),
  subject: z.object({
    id: idSchema,
    code: z.string(),
    name: z.string(),
    nameMs: z.string().nullable(),
  }),
  /** The section it is for (its part's letter with its number, as `T2`); null: any. */
  section: z
    .object({ id: idSchema, number: z.number().int(), part: z.string().nullable() })
    .nullable(),
  rule: permitRuleSchema,
  reason: z.string(),
  status: z.enum(PERMIT_STATUSES),
  /** Who decides it: the coordinator, the advisor (for the credit limit), or admins (null). */
  decider: namedSchema.nullable(),
  createdAt: isoDateTimeSchema,
  decidedAt: isoDateTimeSchema.nullable(),
  decidedBy: namedSchema.nullable(),
  /** A rejection's reason. */
  decisionReason: z.string().nullable(),
  usedAt: isoDateTimeSchema.nullable(),
});
export type Permit = z.infer<typeof permitSchema>;

/** `GET /api/registration/permits`: the student's permits in the current period, newest first. */
export const studentPermitsSchema = z.object({ permits: z.array(permitSchema) });
export type StudentPermits = z.infer<typeof studentPermitsSchema>;

/** `GET /api/admin/permits?status=`: the permits the caller decides (pending by default). */
export const permitsQuerySchema = z.object({
  status: z.enum(PERMIT_STATUSES, { error: validationMessage('permitStatus') }).optional(),
});
export const permitQueueSchema = z.object({ permits: z.array(permitSchema) });
export type PermitQueue = z.infer<typeof permitQueueSchema>;
