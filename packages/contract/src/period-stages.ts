import { z } from 'zod';
import { isoDateSchema } from './common';

// The stages of a period after its window (issue 47, decision 043), as the student's period reply
// carries them; the rest of the semester's shapes are semester.ts.

/**
 * What a student may do on a day of the period, by its stages: register (the window), amend an
 * approved registration (add/drop), register late, ask to withdraw.
 */
export const PERIOD_STAGES = ['registration', 'addDrop', 'lateRegistration', 'withdrawal'] as const;
export const periodStageSchema = z.enum(PERIOD_STAGES);
export type PeriodStage = z.infer<typeof periodStageSchema>;

/** The later stages' days as a student reads them; null when the period has no such stage. */
export const periodStagesSchema = z.object({
  /** Add/drop begins with the window unless the registrar set its own first day. */
  addDropStartDate: isoDateSchema,
  /** Add/drop ends with the window unless the registrar set its own last day. */
  addDropEndDate: isoDateSchema,
  lateRegistrationEndDate: isoDateSchema.nullable(),
  withdrawalStartDate: isoDateSchema.nullable(),
  withdrawalEndDate: isoDateSchema.nullable(),
  notRegisteredDate: isoDateSchema.nullable(),
  semesterEndDate: isoDateSchema.nullable(),
  /** The registrar's note a late registrant reads before submitting (a late fee, say). */
  lateNote: z.object({ en: z.string(), ms: z.string().nullable() }).nullable(),
  /** The stages of today, in Malaysia. */
  current: z.array(periodStageSchema),
});
export type PeriodStages = z.infer<typeof periodStagesSchema>;
