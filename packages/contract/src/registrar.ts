import { z } from 'zod';
import {
  dateTimeSchema,
  emptyIsNone,
  idParamSchema,
  idSchema,
  isoDateSchema,
  plainTextSchema,
} from './common';
import { YEARS } from './constants';
import { calendarEventKindSchema, type BilingualLabel } from './academic-calendar';
import { meetingSchema } from './catalogue';
import { validationMessage } from './validation-messages';

// The registrar's console (issue 19): the academic calendar, capacities and faculties; its
// semesters are registrar-periods.ts. The trail of every change an admin makes is audit-trail.ts.

/** A calendar day, `YYYY-MM-DD`, that exists. */
export const dateSchema = z.string({ error: validationMessage('date') }).refine(isCalendarDate, {
  error: validationMessage('date'),
});

/** A real calendar date written `YYYY-MM-DD` (not 2026-02-30). */
function isCalendarDate(text: string): boolean {
  if (!isoDateSchema.safeParse(text).success) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

export const yearOfStudySchema = z
  .number({ error: validationMessage('year') })
  .int(validationMessage('year'))
  .min(YEARS[0], validationMessage('year'))
  .max(YEARS[YEARS.length - 1]!, validationMessage('year'));

/** Registration opens earlier (or later) for one year of study, as UM opens it for final years. */
export const yearOpeningSchema = z.object({ year: yearOfStudySchema, opensAt: dateTimeSchema });
export type YearOpening = z.infer<typeof yearOpeningSchema>;

const labelTextSchema = plainTextSchema({
  required: validationMessage('labelRequired'),
  hidden: validationMessage('labelHidden'),
})
  .trim()
  .min(1, validationMessage('labelRequired'))
  .max(100, validationMessage('labelTooLong'));

const calendarEventFields = {
  kind: calendarEventKindSchema,
  label: z.object({ en: labelTextSchema, ms: labelTextSchema }),
  startDate: dateSchema,
  endDate: dateSchema.nullable(),
};

export const createCalendarEventBodySchema = z
  .object({
    periodId: idSchema,
    ...calendarEventFields,
    endDate: calendarEventFields.endDate.default(null),
  })
  .refine((body) => body.endDate === null || body.endDate >= body.startDate, {
    error: validationMessage('endBeforeStart'),
    path: ['endDate'],
  });
export type CreateCalendarEventBody = z.input<typeof createCalendarEventBodySchema>;

export const updateCalendarEventBodySchema = z
  .object(calendarEventFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: validationMessage('nothingToChange') });
export type UpdateCalendarEventBody = z.infer<typeof updateCalendarEventBodySchema>;

/** The labels of the calendar's dates that are read from the period itself. */
export const PERIOD_CALENDAR_LABELS = {
  registrationDeadline: { en: 'Registration Deadline', ms: 'Tarikh Akhir Pendaftaran' },
  addDropEnds: { en: 'Add/Drop Ends', ms: 'Tarikh Akhir Tambah/Gugur' },
  addDropBegins: { en: 'Add/Drop Begins', ms: 'Tambah/Gugur Bermula' },
  lateRegistrationEnds: { en: 'Late Registration Ends', ms: 'Tarikh Akhir Pendaftaran Lewat' },
  withdrawal: { en: 'Withdrawal Period', ms: 'Tempoh Tarik Diri' },
  notRegistered: {
    en: 'Students Not Registered Are Marked',
    ms: 'Pelajar Tidak Berdaftar Ditanda',
  },
  semesterEnds: { en: 'Semester Ends', ms: 'Semester Tamat' },
} as const satisfies Record<string, BilingualLabel>;

export const calendarEventsQuerySchema = z.object({ periodId: idParamSchema.optional() });

/** A section as the registrar manages it. */
export const adminSectionSchema = z.object({
  id: idSchema,
  subjectId: idSchema,
  periodId: idSchema,
  number: z.number().int(),
  /** The registrar's capacity; `registered` may pass it by `permitSeats` (decision 041). */
  capacity: z.number().int(),
  registered: z.number().int(),
  /** Seats taken over the capacity by capacity permits. */
  permitSeats: z.number().int(),
  lecturer: z.string(),
  closed: z.boolean(),
});
export type AdminSection = z.infer<typeof adminSectionSchema>;

/** A row of the registrar's catalogue: a section with its subject and its meetings in words. */
export const adminCatalogueSectionSchema = adminSectionSchema.extend({
  subject: z.object({ code: z.string(), name: z.string(), nameMs: z.string().nullable() }),
  meetings: z.array(meetingSchema),
});
export type AdminCatalogueSection = z.infer<typeof adminCatalogueSectionSchema>;

export const adminSectionsQuerySchema = z.object({ periodId: idParamSchema.optional() });

/** A faculty as the registrar manages it, with what still belongs to it. */
export const adminFacultySchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  nameMs: z.string().nullable(),
  subjectCount: z.number().int(),
  peopleCount: z.number().int(),
});
export type AdminFaculty = z.infer<typeof adminFacultySchema>;

const facultyFields = {
  code: z
    .string({ error: validationMessage('facultyCode') })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2,10}$/, validationMessage('facultyCode')),
  name: plainTextSchema({
    required: validationMessage('facultyName'),
    hidden: validationMessage('facultyNameHidden'),
  })
    .trim()
    .min(1, validationMessage('facultyName'))
    .max(150, validationMessage('facultyName')),
  /** The Malay name; empty or null is none, so Malay readers see the English. */
  nameMs: plainTextSchema({
    required: validationMessage('facultyName'),
    hidden: validationMessage('facultyNameHidden'),
  })
    .trim()
    .max(150, validationMessage('facultyName'))
    .nullable()
    .optional()
    .transform(emptyIsNone),
};

export const createFacultyBodySchema = z.object(facultyFields);
export type CreateFacultyBody = z.infer<typeof createFacultyBodySchema>;

export const updateFacultyBodySchema = z
  .object(facultyFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: validationMessage('nothingToChange') });
export type UpdateFacultyBody = z.infer<typeof updateFacultyBodySchema>;
