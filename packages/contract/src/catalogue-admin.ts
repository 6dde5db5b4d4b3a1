import { z } from 'zod';
import { emptyIsNone, idSchema, plainTextSchema } from './common';
import { REASON_MAX, YEARS } from './constants';
import { validationMessage } from './validation-messages';

// The registrar's catalogue edited one subject or section at a time (issue 19). The CSV import
// (catalogue-import.ts) holds every value to the same rules.

/** What a subject code may be: a letter or digit, then letters, digits or dashes, 20 at most. */
export const SUBJECT_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,19}$/;

/** The ranges and lengths of a catalogue's values, in the import as in the forms. */
export const CATALOGUE_LIMITS = {
  credits: { min: 1, max: 12 },
  sectionNumber: { min: 1, max: 999 },
  capacity: { min: 0, max: 10_000 },
  subjectName: 200,
  description: 4000,
  lecturer: 200,
  room: 100,
  /** Prerequisites of one subject, and weekly meetings of one section. */
  prerequisites: 20,
  meetings: 14,
} as const;

/** `HH:MM`, 24-hour. */
export const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const subjectCodeSchema = z
  .string({ error: validationMessage('subjectCode') })
  .trim()
  .regex(SUBJECT_CODE_PATTERN, validationMessage('subjectCode'));

function wholeNumber(
  message: Parameters<typeof validationMessage>[0],
  range: { min: number; max: number },
) {
  return z
    .number({ error: validationMessage(message) })
    .int(validationMessage(message))
    .min(range.min, validationMessage(message))
    .max(range.max, validationMessage(message));
}

/** A subject as the registrar edits it: prerequisites by code, as the catalogue file names them. */
export const adminSubjectSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  nameMs: z.string().nullable(),
  credits: z.number().int(),
  year: z.number().int(),
  faculty: z.object({
    id: idSchema,
    code: z.string(),
    name: z.string(),
    nameMs: z.string().nullable(),
  }),
  description: z.string(),
  descriptionMs: z.string().nullable(),
  prerequisites: z.array(z.string()),
  /** The lecturer who decides its permits (issue 46); null: admins do. */
  coordinator: z.object({ id: idSchema, name: z.string() }).nullable(),
  /** The subject whose sections and seats this code shares (decision 042); null: its own. */
  crossListedWith: z.object({ id: idSchema, code: z.string() }).nullable(),
});
export type AdminSubject = z.infer<typeof adminSubjectSchema>;

const subjectFields = {
  code: subjectCodeSchema,
  name: plainTextSchema({
    required: validationMessage('subjectName'),
    hidden: validationMessage('subjectNameHidden'),
  })
    .trim()
    .min(1, validationMessage('subjectName'))
    .max(CATALOGUE_LIMITS.subjectName, validationMessage('subjectName')),
  /** The Malay name (issue 42); empty or null is none, so Malay readers see the English. */
  nameMs: plainTextSchema({
    required: validationMessage('subjectName'),
    hidden: validationMessage('subjectNameHidden'),
  })
    .trim()
    .max(CATALOGUE_LIMITS.subjectName, validationMessage('subjectName'))
    .nullable()
    .optional()
    .transform(emptyIsNone),
  credits: wholeNumber('credits', CATALOGUE_LIMITS.credits),
  year: wholeNumber('year', { min: YEARS[0], max: YEARS[YEARS.length - 1]! }),
  facultyId: z
    .number({ error: validationMessage('facultyRequired') })
    .int(validationMessage('facultyRequired'))
    .min(1, validationMessage('facultyRequired')),
  description: plainTextSchema({
    required: validationMessage('descriptionHidden'),
    hidden: validationMessage('descriptionHidden'),
    multiline: true,
  })
    .trim()
    .max(CATALOGUE_LIMITS.description, validationMessage('descriptionTooLong')),
  descriptionMs: plainTextSchema({
    required: validationMessage('descriptionHidden'),
    hidden: validationMessage('descriptionHidden'),
    multiline: true,
  })
    .trim()
    .max(CATALOGUE_LIMITS.description, validationMessage('descriptionTooLong'))
    .nullable()
    .optional()
    .transform(emptyIsNone),
  /** Codes of subjects that must be passed first; each once, never the subject itself. */
  prerequisites: z
    .array(subjectCodeSchema.transform((code) => code.toUpperCase()))
    .max(CATALOGUE_LIMITS.prerequisites, validationMessage('prerequisitesTooMany'))
    .refine((codes) => new Set(codes).size === codes.length, {
      error: validationMessage('prerequisiteTwice'),
    }),
};

export const createSubjectBodySchema = z.object({
  ...subjectFields,
  description: subjectFields.description.default(''),
  prerequisites: subjectFields.prerequisites.default([]),
});
export type CreateSubjectBody = z.input<typeof createSubjectBodySchema>;

export const updateSubjectBodySchema = z
  .object({
    ...subjectFields,
    /** A lecturer's account id; null: admins decide its permits. */
    coordinatorId: idSchema.nullable(),
    /** The subject whose sections and seats this code is to share; null: its own again. */
    crossListedWith: idSchema.nullable(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: validationMessage('nothingToChange') });
export type UpdateSubjectBody = z.infer<typeof updateSubjectBodySchema>;

const clockTimeSchema = z
  .string({ error: validationMessage('clockTime') })
  .regex(CLOCK_TIME_PATTERN, validationMessage('clockTime'));

/** One weekly meeting as the registrar writes it. */
export const meetingBodySchema = z
  .object({
    day: wholeNumber('day', { min: 1, max: 7 }),
    startTime: clockTimeSchema,
    endTime: clockTimeSchema,
    room: plainTextSchema({
      required: validationMessage('roomRequired'),
      hidden: validationMessage('roomHidden'),
    })
      .trim()
      .min(1, validationMessage('roomRequired'))
      .max(CATALOGUE_LIMITS.room, validationMessage('roomTooLong')),
  })
  // Times compared only when both are readable: a bad one has its own message.
  .refine(
    (m) =>
      !CLOCK_TIME_PATTERN.test(m.startTime) ||
      !CLOCK_TIME_PATTERN.test(m.endTime) ||
      m.endTime > m.startTime,
    {
      error: validationMessage('endNotAfterStart'),
      path: ['endTime'],
    },
  );
export type MeetingBody = z.infer<typeof meetingBodySchema>;

const sectionFields = {
  number: wholeNumber('sectionNumber', CATALOGUE_LIMITS.sectionNumber),
  capacity: wholeNumber('capacity', CATALOGUE_LIMITS.capacity),
  lecturer: plainTextSchema({
    required: validationMessage('lecturerRequired'),
    hidden: validationMessage('lecturerHidden'),
  })
    .trim()
    .min(1, validationMessage('lecturerRequired'))
    .max(CATALOGUE_LIMITS.lecturer, validationMessage('lecturerTooLong')),
  meetings: z
    .array(meetingBodySchema)
    .max(CATALOGUE_LIMITS.meetings, validationMessage('meetingsTooMany'))
    .refine(
      (meetings) =>
        new Set(meetings.map((m) => `${m.day} ${m.startTime}`)).size === meetings.length,
      { error: validationMessage('meetingTwice') },
    ),
};

/** A new section of a subject in a period (the current one unless named). */
export const createSectionBodySchema = z.object({
  periodId: idSchema.optional(),
  subjectId: idSchema,
  ...sectionFields,
  meetings: sectionFields.meetings.default([]),
});
export type CreateSectionBody = z.input<typeof createSectionBodySchema>;

const reasonNoteSchema = plainTextSchema({
  required: validationMessage('reasonRequired'),
  hidden: validationMessage('reasonHidden'),
})
  .trim()
  .max(REASON_MAX, validationMessage('reasonTooLong'));

/**
 * A change to a section: its number, lecturer or meetings; during the rush a new capacity, or
 * closing it to new adds (the seats it holds stay held) and opening it again. An optional reason
 * goes to the trail.
 */
export const updateSectionBodySchema = z
  .object({ ...sectionFields, closed: z.boolean(), reason: reasonNoteSchema })
  .partial()
  .refine((body) => Object.keys(body).some((key) => key !== 'reason'), {
    error: validationMessage('nothingToChange'),
  });
export type UpdateSectionBody = z.infer<typeof updateSectionBodySchema>;
