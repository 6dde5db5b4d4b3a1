import { z } from 'zod';
import { idSchema, isoDateSchema, isoDateTimeSchema } from './common';
import { meetingSchema } from './catalogue';
import { standingNamesSchema, standingSchema } from './standings';
import { studentStatusSchema } from './people-import';
import { periodStagesSchema } from './period-stages';

export const PERIOD_STATUSES = ['Upcoming', 'Open', 'Closed'] as const;
export const periodStatusSchema = z.enum(PERIOD_STATUSES);
export type PeriodStatus = z.infer<typeof periodStatusSchema>;

export const periodSchema = z.object({
  id: idSchema,
  semester: z.number().int(),
  academicYear: z.string(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  /** Credits of the student's current selection, rejected subjects excluded. */
  creditSelected: z.number().int(),
  creditMax: z.number().int(),
  /** Submitting needs at least this many credits; 0 is no minimum. */
  creditMin: z.number().int(),
  /** The last day to add or drop, when it ends before the period; null otherwise. */
  addDropEndDate: isoDateSchema.nullable(),
  /** When the period opens for this student: their year's own opening, or the start date. */
  opensAt: isoDateTimeSchema,
  /** The server's clock when it answered, so a countdown does not trust the device's clock. */
  serverTime: isoDateTimeSchema,
  status: periodStatusSchema,
  /**
   * The student's status on the roll (issue 43): anything but `active` keeps them from changing
   * their registration, so the page says so before they try. Null for staff.
   */
  studentStatus: studentStatusSchema.nullable(),
  /**
   * The student's standing's code (issue 44), from their results or the roll: it sets
   * `creditMax`. Null for staff, and for a student without a record (good standing).
   */
  standing: standingSchema.nullable(),
  /** The standing's names, for the banner that says why the maximum is what it is. */
  standingName: standingNamesSchema.nullable(),
  /** The later stages' days, and what today allows (issue 47). */
  stages: periodStagesSchema,
});
export type Period = z.infer<typeof periodSchema>;

export const REGISTRATION_STATUSES = [
  'draft',
  'submitted',
  'approved',
  'rejected',
  'partially_approved',
] as const;
export const registrationStatusSchema = z.enum(REGISTRATION_STATUSES);
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

export const SUBJECT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const subjectStatusSchema = z.enum(SUBJECT_STATUSES);
export type SubjectStatus = z.infer<typeof subjectStatusSchema>;

export const heldSectionSchema = z.object({
  id: idSchema,
  number: z.number().int(),
  schedule: z.string(),
  lecturer: z.string(),
  meetings: z.array(meetingSchema),
  /** Its part (L, T, B…) in a subject of several parts (decision 039); absent otherwise. */
  part: z.string().optional(),
});
export type HeldSection = z.infer<typeof heldSectionSchema>;

/** A subject in the student's own selection. `id` is the subject's id, also used to remove it. */
export const selectedSubjectSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  nameMs: z.string().nullable(),
  credits: z.number().int(),
  faculty: z.object({ id: idSchema, name: z.string(), nameMs: z.string().nullable() }),
  status: subjectStatusSchema,
  rejectionReason: z.string().optional(),
  /** The first part's section (the only one of a subject of one part). */
  section: heldSectionSchema,
  /** A subject of several parts: the place's section of each part, the first part's first. */
  parts: z.array(heldSectionSchema).optional(),
});
export type SelectedSubject = z.infer<typeof selectedSubjectSchema>;

export const addSubjectBodySchema = z.object({
  subjectId: idSchema,
  /** A section of that subject; without it the server picks one with a seat and no clash. */
  sectionId: idSchema.optional(),
  /**
   * A subject of several parts (lecture, tutorial, lab: decision 039): one section of each part.
   * Without it (and without `sectionId`) the server picks a linked, clash-free combination with
   * a seat in each part; `sectionId` alone names one part's and the server picks the others.
   */
  sectionIds: z.array(idSchema).min(1).max(10).optional(),
});
export type AddSubjectBody = z.infer<typeof addSubjectBodySchema>;

/** Moves the student to another section of a subject they hold, keeping the seat until it does. */
export const changeSectionBodySchema = z
  .object({
    /** The new section of one part; the place's other parts keep theirs. */
    sectionId: idSchema.optional(),
    /**
     * A subject of several parts: the new sections of the parts that change (a lecture with the
     * tutorial linked to it, say); the parts not named keep theirs (decision 039).
     */
    sectionIds: z.array(idSchema).min(1).max(10).optional(),
  })
  .refine((body) => (body.sectionId === undefined) !== (body.sectionIds === undefined), {
    message: 'Name sectionId or sectionIds.',
  });
export type ChangeSectionBody = z.infer<typeof changeSectionBodySchema>;

export const submitReplySchema = z.object({
  status: z.literal('submitted'),
  submittedAt: isoDateTimeSchema,
});
export type SubmitReply = z.infer<typeof submitReplySchema>;

export const registrationStatusReplySchema = z.object({
  status: registrationStatusSchema,
  submittedAt: isoDateTimeSchema.nullable(),
  /** When it was submitted during late registration (issue 47); null: on time or not yet. */
  lateAt: isoDateTimeSchema.nullable(),
});
export type RegistrationStatusReply = z.infer<typeof registrationStatusReplySchema>;

export const historySubjectSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  nameMs: z.string().nullable(),
  credits: z.number().int(),
  facultyName: z.string(),
  facultyNameMs: z.string().nullable(),
  status: subjectStatusSchema,
  rejectionReason: z.string().optional(),
  /**
   * When the student withdrew from the subject (issue 47): it shows W, with `credits` 0, and
   * counts toward no total. Absent for a subject still held.
   */
  withdrawnAt: isoDateTimeSchema.optional(),
});
export type HistorySubject = z.infer<typeof historySubjectSchema>;

export const historyEntrySchema = z.object({
  id: idSchema,
  semester: z.number().int(),
  academicYear: z.string(),
  dateSubmitted: isoDateTimeSchema,
  status: registrationStatusSchema,
  totalCredits: z.number().int(),
  subjects: z.array(historySubjectSchema),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
