import { z } from 'zod';
import { plainTextSchema } from './common';
import { validationMessage } from './validation-messages';

// The registrar's standings (issue 44): each a code, names in English and Malay, and the CGPA
// from which a student takes it; a student takes the highest standing whose CGPA they meet, or
// the one the roll gives. A period sets its credit maximum for each.

/** The two standings every university has, and the defaults: they cannot be removed. */
export const DEFAULT_STANDINGS = ['good', 'probation'] as const;

/** A standing's code, as the roll's `standing` column writes it: lower-case, at most 20. */
export const STANDING_CODE_PATTERN = /^[a-z][a-z0-9_-]{0,19}$/;

/**
 * A standing's code on the wire. Which codes exist is the registrar's, so the server checks a
 * code against the stored standings; the shape is only checked here.
 */
export const standingSchema = z
  .string({ error: validationMessage('standingCode') })
  .trim()
  .toLowerCase()
  .regex(STANDING_CODE_PATTERN, validationMessage('standingCode'));
export type Standing = z.infer<typeof standingSchema>;

/** A standing's names, in the reader's languages: a student's banner names it. */
export const standingNamesSchema = z.object({ en: z.string(), ms: z.string() });
export type StandingNames = z.infer<typeof standingNamesSchema>;

const nameSchema = plainTextSchema({
  required: validationMessage('standingName'),
  hidden: validationMessage('standingName'),
})
  .trim()
  .min(1, validationMessage('standingName'))
  .max(60, validationMessage('standingName'));

export const standingDefinitionSchema = z.object({
  code: standingSchema,
  nameEn: nameSchema,
  nameMs: nameSchema,
  /** The CGPA from which a student takes this standing, 0.00 to 4.00. */
  minCgpa: z
    .number({ error: validationMessage('cgpa') })
    .min(0, validationMessage('cgpa'))
    .max(4, validationMessage('cgpa')),
});
export type StandingDefinition = z.infer<typeof standingDefinitionSchema>;

/**
 * The university's standings, in the registrar's order. Good and probation stay; every CGPA
 * falls to exactly one standing, so thresholds differ and one of them is 0.00.
 */
export const standingsSchema = z.object({
  standings: z
    .array(standingDefinitionSchema)
    .min(2)
    .max(12)
    .refine((list) => new Set(list.map((s) => s.code)).size === list.length, {
      error: validationMessage('standingTwice'),
    })
    .refine((list) => DEFAULT_STANDINGS.every((code) => list.some((s) => s.code === code)), {
      error: validationMessage('standingsKept'),
    })
    .refine((list) => new Set(list.map((s) => Math.round(s.minCgpa * 100))).size === list.length, {
      error: validationMessage('standingThresholdTwice'),
    })
    .refine((list) => list.some((s) => s.minCgpa === 0), {
      error: validationMessage('standingFloor'),
    }),
});
export type Standings = z.infer<typeof standingsSchema>;
