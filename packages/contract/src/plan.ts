import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common';
import { weekdaySchema } from './catalogue';
import { errorBodySchema } from './errors';
import { subjectFitSchema } from './progress';
import { validationMessage } from './validation-messages';

// The student's plan (issue 48, decision 044): the subjects they mean to register, in order of
// importance, with the sections they prefer and the combinations they also accept, the subjects to
// fall back to, and the timetable builder's preferences. Checked without taking a seat; registered
// in one request at the opening.

/** At most this many subjects in a plan, and this many fallbacks. */
export const PLAN_SUBJECTS_MAX = 12;
export const PLAN_FALLBACKS_MAX = 6;
/** At most this many acceptable combinations besides the preferred one, per subject. */
export const PLAN_ALTERNATIVES_MAX = 10;

/** One section of each part of a subject: a place (one id for a subject of one part). */
const sectionIdsSchema = z.array(idSchema).min(1).max(10);

/**
 * A subject of the plan. Without `sectionIds` any section with a seat and no clash will do; with
 * them, that place, else each of `alternatives` in order, and nothing else.
 */
export const planSubjectSchema = z.object({
  subjectId: idSchema,
  /** 1 is the most important: subjects are registered in this order (ties: as listed). */
  priority: z.number().int().min(1).max(99),
  sectionIds: sectionIdsSchema.optional(),
  alternatives: z.array(sectionIdsSchema).max(PLAN_ALTERNATIVES_MAX).optional(),
});
export type PlanSubject = z.infer<typeof planSubjectSchema>;

/** A subject to take, in order, in place of one of the plan's that could not be had. */
export const planFallbackSchema = planSubjectSchema.omit({ priority: true });
export type PlanFallback = z.infer<typeof planFallbackSchema>;

/** A clock time `HH:MM`, 24-hour, as meetings are written. */
const clockTimeSchema = z
  .string()
  .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, validationMessage('clockTime'));

/** What the timetable builder ranks combinations by; kept with the plan. */
export const planPreferencesSchema = z.object({
  /** No class before this time. */
  notBefore: clockTimeSchema.optional(),
  /** A day kept free of classes (Monday 1 … Sunday 7). */
  freeDay: weekdaySchema.optional(),
  /** Classes on as few days as can be. */
  compactDays: z.boolean().optional(),
  /** As little waiting between classes in a day as can be. */
  fewerGaps: z.boolean().optional(),
  /** Lecturers whose sections are preferred, as the catalogue names them. */
  lecturers: z.array(z.string().min(1).max(200)).max(20).optional(),
  /** Sections every combination must have, whichever the builder ranks first. */
  pinnedSectionIds: z.array(idSchema).max(40).optional(),
});
export type PlanPreferences = z.infer<typeof planPreferencesSchema>;

/** `PUT /api/registration/plan`: the whole plan, replacing the one kept. */
export const planBodySchema = z
  .object({
    subjects: z.array(planSubjectSchema).max(PLAN_SUBJECTS_MAX, validationMessage('planTooMany')),
    fallbacks: z
      .array(planFallbackSchema)
      .max(PLAN_FALLBACKS_MAX, validationMessage('planTooMany'))
      .optional(),
    preferences: planPreferencesSchema.optional(),
  })
  .refine(
    (plan) => {
      const ids = [...plan.subjects, ...(plan.fallbacks ?? [])].map((s) => s.subjectId);
      return new Set(ids).size === ids.length;
    },
    { message: validationMessage('planSubjectTwice'), path: ['subjects'] },
  );
export type PlanBody = z.infer<typeof planBodySchema>;

/** The plan kept for the student in the current period; empty until first saved. */
export const planSchema = z.object({
  periodId: idSchema,
  subjects: z.array(planSubjectSchema),
  fallbacks: z.array(planFallbackSchema),
  preferences: planPreferencesSchema,
  updatedAt: isoDateTimeSchema.nullable(),
});
export type Plan = z.infer<typeof planSchema>;

/**
 * A refusal as a plain add would answer it: its code, its sentence in the asker's language and
 * the values it names (so a client words it in its own language, as any error's).
 */
export const planRefusalSchema = errorBodySchema.pick({ error: true, code: true, params: true });
export type PlanRefusal = z.infer<typeof planRefusalSchema>;

/**
 * What became, or would become, of one subject of the plan: `taken` (a seat in `sectionIds`),
 * `held` (already in the selection: nothing to do), `refused` (with why), `unused` (a fallback no
 * subject needed). `choice` is 0 for the preferred place, k for the k-th alternative, null when
 * any section would do. `next` says what the student may do about a refusal.
 */
export const planOutcomeSchema = z.object({
  subjectId: idSchema,
  code: z.string(),
  name: z.string(),
  nameMs: z.string().nullable(),
  credits: z.number().int(),
  outcome: z.enum(['taken', 'held', 'refused', 'unused']),
  sectionIds: z.array(idSchema),
  choice: z.number().int().min(0).nullable(),
  /** How many places were tried (each one add, or one check). */
  tried: z.number().int().min(0),
  refusal: planRefusalSchema.optional(),
  next: z.array(z.enum(['waitlist', 'fallback', 'permit'])),
  /** A fallback taken: the plan's subject it stands in for. */
  fallbackFor: idSchema.optional(),
  /**
   * The check only: where the subject counts in the student's programme structure with the whole
   * plan registered (issue 45); null when it counts nowhere, absent without a structure.
   */
  countsToward: subjectFitSchema.nullable().optional(),
});
export type PlanOutcome = z.infer<typeof planOutcomeSchema>;

/**
 * `POST /api/registration/plan/check`: every rule a seat is taken under but the seats themselves,
 * subject after subject as registering would go (each counted as held for those after it).
 */
export const planCheckReplySchema = z.object({
  ok: z.boolean(),
  subjects: z.array(planOutcomeSchema),
  fallbacks: z.array(planOutcomeSchema),
  /** Credits the selection would hold, and the student's own maximum. */
  credits: z.object({ after: z.number().int(), max: z.number().int() }),
});
export type PlanCheckReply = z.infer<typeof planCheckReplySchema>;

/** `POST /api/registration/plan/register`: what one request took, subject by subject. */
export const planRegisterReplySchema = z.object({
  subjects: z.array(planOutcomeSchema),
  fallbacks: z.array(planOutcomeSchema),
  /** Seats taken by this request. */
  taken: z.number().int(),
  registeredAt: isoDateTimeSchema,
});
export type PlanRegisterReply = z.infer<typeof planRegisterReplySchema>;
