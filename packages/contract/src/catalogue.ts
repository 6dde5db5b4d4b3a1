import { z } from 'zod';
import { positiveIntegerParamSchema, idParamSchema, idSchema } from './common';
import { validationMessage } from './validation-messages';

/**
 * A faculty. Every catalogue text comes in both languages (issue 42): `name` is the English,
 * `nameMs` the Malay (null until written); the reader's language picks, falling back to the other.
 */
export const facultySchema = z.object({
  id: idSchema,
  name: z.string(),
  nameMs: z.string().nullable(),
});
export type Faculty = z.infer<typeof facultySchema>;

/** Monday is 1, Sunday is 7: a section may also meet at the weekend. */
export const weekdaySchema = z.number().int().min(1).max(7);

/** One weekly meeting of a section; times are `HH:MM`, 24-hour, local to the campus. */
export const meetingSchema = z.object({
  day: weekdaySchema,
  startTime: z.string(),
  endTime: z.string(),
  room: z.string(),
});
export type Meeting = z.infer<typeof meetingSchema>;

export const sectionSchema = z.object({
  id: idSchema,
  number: z.number().int(),
  capacity: z.number().int(),
  registered: z.number().int(),
  /** Human text of the meetings, e.g. "Mon 08:00-10:00 (BK1), Wed 10:00-11:00 (BK1)". */
  schedule: z.string(),
  lecturer: z.string(),
  meetings: z.array(meetingSchema),
  /**
   * A subject of several parts (decision 039): the section's part (L, T, B or the registrar's
   * own code) and the id of the section of another part it goes only with. Absent for a subject
   * of one part, whose sections read as they always have.
   */
  part: z.string().optional(),
  linkedTo: idSchema.optional(),
  /**
   * While a reservation keeps some of the subject's seats for a group (decision 040): the seats of
   * this section open to the one asking. Absent when nothing is kept.
   */
  openToYou: z.number().int().optional(),
});
export type Section = z.infer<typeof sectionSchema>;

/**
 * A subject's seats. For a subject of several parts, its places: a place takes a seat in every
 * part, so the total is the smallest part's and `registered` counts places.
 */
export const quotaSchema = z.object({ total: z.number().int(), registered: z.number().int() });
export type Quota = z.infer<typeof quotaSchema>;

export const subjectSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  nameMs: z.string().nullable(),
  credits: z.number().int(),
  description: z.string(),
  descriptionMs: z.string().nullable(),
  year: z.number().int(),
  /** Codes of the subjects that must have been approved in an earlier period. */
  prerequisites: z.array(z.string()),
  faculty: facultySchema,
  quota: quotaSchema,
  sections: z.array(sectionSchema),
  /** Students waiting for a seat in it (issue 20). */
  waiting: z.number().int(),
  /**
   * A cross-listed code (decision 042): the subject whose sections, seats and waitlist it shares;
   * a student holds one of the two codes, never both. Absent for a subject's own code.
   */
  crossListedWith: z.object({ id: idSchema, code: z.string() }).optional(),
  /** The other codes cross-listed with this subject, sharing its seats; absent when none. */
  alsoListedAs: z.array(z.object({ id: idSchema, code: z.string() })).optional(),
});
export type Subject = z.infer<typeof subjectSchema>;

/** Query of `GET /api/subjects` (decisions.md section 1). Both filters optional. */
export const subjectsQuerySchema = z.object({
  facultyId: idParamSchema.optional(),
  year: positiveIntegerParamSchema({
    max: 4,
    message: validationMessage('year'),
  }).optional(),
});
export type SubjectsQuery = z.infer<typeof subjectsQuerySchema>;
