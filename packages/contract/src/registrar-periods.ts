import { z } from 'zod';
import {
  dateTimeSchema,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  plainTextSchema,
} from './common';
import { NOTE_MAX, YEARS } from './constants';
import {
  creditMaxSchema,
  creditMinSchema,
  overloadCapSchema,
  standingLimitSchema,
  standingLimitsSchema,
} from './credit-limits';
import { periodStatusSchema } from './registration';
import { dateSchema, yearOpeningSchema } from './registrar';
import { validationMessage } from './validation-messages';

// The registrar's periods (issue 19): a semester's window, credits, openings, academic-record
// settings (issue 44) and later stages (issue 47), and the rules across their fields.

/** A registration period as the registrar sees and edits it. */
export const adminPeriodSchema = z.object({
  id: idSchema,
  semester: z.number().int(),
  academicYear: z.string(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  /** The last day a student may add or drop; null when it is the end date. It may pass it. */
  addDropEndDate: isoDateSchema.nullable(),
  /** The later stages (issue 47, decision 043), Malaysian calendar days; null: none set. */
  addDropStartDate: isoDateSchema.nullable(),
  lateRegistrationEndDate: isoDateSchema.nullable(),
  withdrawalStartDate: isoDateSchema.nullable(),
  withdrawalEndDate: isoDateSchema.nullable(),
  notRegisteredDate: isoDateSchema.nullable(),
  /** When the students about to be marked Not Registered are told. */
  notRegisteredReminderDate: isoDateSchema.nullable(),
  semesterEndDate: isoDateSchema.nullable(),
  lateNote: z.string().nullable(),
  lateNoteMs: z.string().nullable(),
  creditMin: z.number().int(),
  creditMax: z.number().int(),
  /** The most credits a student may ask for in an overload request; null takes none. */
  overloadCap: z.number().int().nullable(),
  isCurrent: z.boolean(),
  /** When the registrar closed it early; null while it follows its dates. */
  closedAt: isoDateTimeSchema.nullable(),
  status: periodStatusSchema,
  // As stored, in UTC: a reply schema holds no transform, since replies are encoded (zod's
  // encode refuses a transform, which runs one way only).
  yearOpenings: z.array(z.object({ year: z.number().int(), opensAt: isoDateTimeSchema })),
  /** The credit maximum on probation (issue 44); null: the same as `creditMax`. */
  creditMaxProbation: z.number().int().nullable(),
  /** The maximum for each of the registrar's own standings that has one (a Dean's list). */
  standingLimits: z.array(standingLimitSchema),
  /** Once true, the period's results decide its prerequisites instead of its approvals. */
  resultsPublished: z.boolean(),
  /** Students with at least `minCredits` credits earned may register from `opensAt`. */
  creditsOpening: z.object({ minCredits: z.number().int(), opensAt: isoDateTimeSchema }).nullable(),
});
export type AdminPeriod = z.infer<typeof adminPeriodSchema>;

/** The registrar's late note in one language: plain text, blank meaning none. */
const lateNoteSchema = plainTextSchema({
  required: validationMessage('noteTooLong'),
  hidden: validationMessage('noteHidden'),
})
  .trim()
  .max(NOTE_MAX, validationMessage('noteTooLong'))
  .transform((text) => (text === '' ? null : text));

const periodFields = {
  semester: z
    .number({ error: validationMessage('semester') })
    .int(validationMessage('semester'))
    .min(1, validationMessage('semester'))
    .max(20, validationMessage('semester')),
  academicYear: z
    .string({ error: validationMessage('academicYear') })
    .regex(/^\d{4}\/\d{4}$/, validationMessage('academicYear'))
    .refine((text) => Number(text.slice(5)) === Number(text.slice(0, 4)) + 1, {
      error: validationMessage('academicYear'),
    }),
  startDate: dateSchema,
  endDate: dateSchema,
  addDropEndDate: dateSchema.nullable(),
  addDropStartDate: dateSchema.nullable(),
  lateRegistrationEndDate: dateSchema.nullable(),
  withdrawalStartDate: dateSchema.nullable(),
  withdrawalEndDate: dateSchema.nullable(),
  notRegisteredDate: dateSchema.nullable(),
  notRegisteredReminderDate: dateSchema.nullable(),
  semesterEndDate: dateSchema.nullable(),
  lateNote: lateNoteSchema.nullable(),
  lateNoteMs: lateNoteSchema.nullable(),
  creditMin: creditMinSchema,
  creditMax: creditMaxSchema,
  overloadCap: overloadCapSchema,
  yearOpenings: z
    .array(yearOpeningSchema)
    .max(YEARS.length)
    .refine((openings) => new Set(openings.map((o) => o.year)).size === openings.length, {
      error: validationMessage('openingYearTwice'),
    }),
  creditMaxProbation: creditMaxSchema.nullable(),
  standingLimits: standingLimitsSchema,
  resultsPublished: z.boolean(),
  creditsOpening: z
    .object({
      minCredits: z
        .number({ error: validationMessage('creditsEarned') })
        .int(validationMessage('creditsEarned'))
        .min(1, validationMessage('creditsEarned'))
        .max(400, validationMessage('creditsEarned')),
      opensAt: dateTimeSchema,
    })
    .nullable(),
};

/** A period's later stages (issue 47): each a Malaysian calendar day, null when not set. */
export interface PeriodStageDates {
  addDropStartDate?: string | null;
  lateRegistrationEndDate?: string | null;
  withdrawalStartDate?: string | null;
  withdrawalEndDate?: string | null;
  notRegisteredDate?: string | null;
  notRegisteredReminderDate?: string | null;
  semesterEndDate?: string | null;
}

/** The rules across a period's fields, for a new period and for one after an edit. */
export function periodProblems(
  period: {
    startDate: string;
    endDate: string;
    addDropEndDate: string | null;
    creditMin: number;
    creditMax: number;
    overloadCap?: number | null;
  } & PeriodStageDates,
): { path: string; message: ReturnType<typeof validationMessage> }[] {
  const problems: { path: string; message: ReturnType<typeof validationMessage> }[] = [];
  const problem = (path: string, key: Parameters<typeof validationMessage>[0]) =>
    problems.push({ path, message: validationMessage(key) });
  if (period.endDate < period.startDate) problem('endDate', 'endBeforeStart');
  // Add/drop may run past the window (issue 47), never before it opens.
  const addDropEnd = period.addDropEndDate ?? period.endDate;
  if (period.addDropEndDate != null && period.addDropEndDate < period.startDate)
    problem('addDropEndDate', 'addDropOutsideWindow');
  if (period.addDropStartDate != null) {
    if (period.addDropStartDate < period.startDate)
      problem('addDropStartDate', 'addDropOutsideWindow');
    else if (period.addDropStartDate > addDropEnd)
      problem('addDropStartDate', 'addDropStartAfterEnd');
  }
  if (period.lateRegistrationEndDate != null && period.lateRegistrationEndDate < period.endDate)
    problem('lateRegistrationEndDate', 'lateBeforeWindowEnd');
  const { withdrawalStartDate: wStart, withdrawalEndDate: wEnd } = period;
  if ((wStart == null) !== (wEnd == null))
    problem(wStart == null ? 'withdrawalStartDate' : 'withdrawalEndDate', 'withdrawalBothDays');
  else if (wStart != null && wEnd != null) {
    if (wEnd < wStart) problem('withdrawalEndDate', 'endBeforeStart');
    if (wStart < period.startDate) problem('withdrawalStartDate', 'withdrawalBeforeWindow');
  }
  if (period.notRegisteredDate != null && period.notRegisteredDate <= addDropEnd)
    problem('notRegisteredDate', 'notRegisteredBeforeAddDropEnds');
  if (period.notRegisteredReminderDate != null) {
    if (period.notRegisteredDate == null)
      problem('notRegisteredReminderDate', 'reminderWithoutNotRegistered');
    else if (period.notRegisteredReminderDate >= period.notRegisteredDate)
      problem('notRegisteredReminderDate', 'reminderNotBefore');
  }
  const lastStage = [
    period.endDate,
    addDropEnd,
    period.lateRegistrationEndDate,
    wEnd,
    period.notRegisteredDate,
  ].reduce<string>((last, day) => (day != null && day > last ? day : last), period.endDate);
  if (period.semesterEndDate != null && period.semesterEndDate < lastStage)
    problem('semesterEndDate', 'semesterEndsBeforeStages');
  if (period.creditMin > period.creditMax) problem('creditMin', 'creditMinAboveMax');
  if (period.overloadCap != null && period.overloadCap <= period.creditMax)
    problem('overloadCap', 'overloadCapNotAboveMax');
  return problems;
}

export const createPeriodBodySchema = z
  .object({
    ...periodFields,
    addDropEndDate: periodFields.addDropEndDate.default(null),
    addDropStartDate: periodFields.addDropStartDate.default(null),
    lateRegistrationEndDate: periodFields.lateRegistrationEndDate.default(null),
    withdrawalStartDate: periodFields.withdrawalStartDate.default(null),
    withdrawalEndDate: periodFields.withdrawalEndDate.default(null),
    notRegisteredDate: periodFields.notRegisteredDate.default(null),
    notRegisteredReminderDate: periodFields.notRegisteredReminderDate.default(null),
    semesterEndDate: periodFields.semesterEndDate.default(null),
    lateNote: periodFields.lateNote.default(null),
    lateNoteMs: periodFields.lateNoteMs.default(null),
    creditMin: periodFields.creditMin.default(0),
    overloadCap: periodFields.overloadCap.default(null),
    yearOpenings: periodFields.yearOpenings.default([]),
    creditMaxProbation: periodFields.creditMaxProbation.default(null),
    standingLimits: periodFields.standingLimits.default([]),
    resultsPublished: periodFields.resultsPublished.default(false),
    creditsOpening: periodFields.creditsOpening.default(null),
    /** Make it the current period at once (the one students register in). */
    isCurrent: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    for (const problem of periodProblems(body))
      ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  });
export type CreatePeriodBody = z.input<typeof createPeriodBodySchema>;

/**
 * Any of a period's fields; `isCurrent: true` makes it the current period, `closed` closes it now
 * (true) or lets it follow its dates again (false). The cross-field rules are checked on the
 * period as it would be after the change.
 */
export const updatePeriodBodySchema = z
  .object({
    ...periodFields,
    isCurrent: z.literal(true),
    closed: z.boolean(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: validationMessage('nothingToChange') });
export type UpdatePeriodBody = z.infer<typeof updatePeriodBodySchema>;
