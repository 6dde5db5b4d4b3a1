import { z } from 'zod';
import type { Language } from './language';
import { formatMessage } from './messages';
import { standingNamesSchema, standingSchema } from './standings';
import { formatPeopleImportMessage, staffImportQuerySchema } from './people-import';
import { validationMessage } from './validation-messages';

// The academic record (issue 44): results imported from the records system, the registrar's
// grade scale, and what follows from them: credits earned, CGPA and standing.

/** A results file's columns, in the order a file is expected to give them. */
export const RESULT_COLUMNS = [
  'student_id',
  'subject_code',
  'session',
  'semester',
  'grade',
] as const;
export type ResultColumn = (typeof RESULT_COLUMNS)[number];

export const RESULTS_IMPORT_LIMITS = {
  /** A university's whole record: 30,000 students' results are about 1,000,000 rows, 30 MB. */
  maxBytes: 100 * 1024 * 1024,
  maxRows: 3_000_000,
} as const;

/** `dryRun=true`: only report what the import would do. */
export const resultsImportQuerySchema = staffImportQuerySchema;

/** A JSON body: an array of rows, each the CSV's columns by name. */
export const resultsImportJsonSchema = z
  .array(z.record(z.string(), z.union([z.string(), z.number(), z.null()])))
  .max(RESULTS_IMPORT_LIMITS.maxRows);

/** An academic session as the records system writes it: two following years. */
export const SESSION_PATTERN = /^(\d{4})\/(\d{4})$/;

const gradeSchema = z
  .string({ error: validationMessage('gradeName') })
  .trim()
  .regex(/^[A-Z0-9+-]{1,3}$/, validationMessage('gradeName'));

const pointsSchema = z
  .number({ error: validationMessage('gradePoints') })
  .min(0, validationMessage('gradePoints'))
  .max(4, validationMessage('gradePoints'))
  .refine((points) => Number.isInteger(Math.round(points * 100 * 1e6) / 1e6), {
    error: validationMessage('gradePoints'),
  });

/** One grade: its points (null for W, I: left out of the CGPA) and whether it passes. */
export const gradeScaleEntrySchema = z.object({
  grade: gradeSchema,
  points: pointsSchema.nullable(),
  passes: z.boolean(),
});
export type GradeScaleEntry = z.infer<typeof gradeScaleEntrySchema>;

/** The scale, best grade first. The CGPA's standings are `standings.ts`. */
export const gradeScaleSchema = z.object({
  grades: z
    .array(gradeScaleEntrySchema)
    .min(1)
    .max(30)
    .refine((grades) => new Set(grades.map((g) => g.grade)).size === grades.length, {
      error: validationMessage('gradeTwice'),
    }),
});
export type GradeScale = z.infer<typeof gradeScaleSchema>;

/** A student's record as their advisor reads it. */
export const academicSummarySchema = z.object({
  /** Null until a result with points is recorded. */
  cgpa: z.number().nullable(),
  creditsEarned: z.number().int(),
  standing: standingSchema,
  /** The standing's names, in the registrar's words (issue 44). */
  standingName: standingNamesSchema,
});
export type AcademicSummary = z.infer<typeof academicSummarySchema>;

const messagesEn = {
  unknownStudent: 'No student has the student ID "{{value}}".',
  unknownSubject: 'No subject has the code "{{value}}".',
  unknownGrade: 'Unknown grade "{{value}}": the grade scale has {{grades}}.',
  session: '"{{value}}" is not a session: write two following years, such as 2024/2025.',
  resultSemester: '"{{value}}" is not a semester: write a whole number from 1 to 3.',
  repeatedResult:
    'The result of {{value}} for that session and semester is already on row {{firstRow}}.',
} as const;

const messagesMs: Record<keyof typeof messagesEn, string> = {
  unknownStudent: 'Tiada pelajar yang mempunyai ID pelajar "{{value}}".',
  unknownSubject: 'Tiada subjek yang mempunyai kod "{{value}}".',
  unknownGrade: 'Gred "{{value}}" tidak dikenali: skala gred mempunyai {{grades}}.',
  session: '"{{value}}" bukan sesi: tulis dua tahun berturutan, seperti 2024/2025.',
  resultSemester: '"{{value}}" bukan semester: tulis nombor bulat dari 1 hingga 3.',
  repeatedResult:
    'Keputusan {{value}} bagi sesi dan semester itu sudah ada pada baris {{firstRow}}.',
};

const RESULT_MESSAGES: Record<Language, Partial<Record<string, string>>> = {
  en: messagesEn,
  ms: messagesMs,
};

/** A results file's problem in a language: its own sentences, else the roll's and the file's. */
export function formatResultsImportMessage(
  message: string,
  params: Record<string, string | number>,
  language: Language,
): string {
  return (
    formatMessage(RESULT_MESSAGES, message, params, language) ??
    formatPeopleImportMessage(message, params, language)
  );
}
