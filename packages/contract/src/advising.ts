import { z } from 'zod';
import { academicSummarySchema } from './academic-record';
import { holdSchema } from './holds';
import { meetingSchema } from './catalogue';
import { idSchema, isoDateTimeSchema, plainTextSchema, positiveIntegerParamSchema } from './common';
import {
  NOTE_MAX,
  REASON_MAX,
  REASON_TEMPLATE_TITLE_MAX,
  REVIEW_SEARCH_MAX,
  YEARS,
} from './constants';
import { historyEntrySchema, registrationStatusSchema } from './registration';
import { pageQuerySchema, registrationSummarySchema } from './review';
import { structureKindSchema } from './structures';
import { validationMessage } from './validation-messages';

// The advisor's desk (issue 26): the review queue an advisor searches, filters and sorts; what to
// know about a student beside the decision; the reasons an advisor keeps for rejections; and the
// advisors' private notes on a registration.

const bothLanguages = z.object({ en: z.string(), ms: z.string() });

/** Waiting: submitted and not yet decided in full. Decided: every subject decided. */
export const REVIEW_QUEUE_STATUSES = ['waiting', 'decided', 'all'] as const;
export const REVIEW_QUEUE_SORTS = ['submitted', 'name', 'credits'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;

export const reviewQueueQuerySchema = pageQuerySchema.extend({
  /** Part of the student's name or student ID, any case. */
  q: plainTextSchema({
    required: validationMessage('search'),
    hidden: validationMessage('search'),
  })
    .trim()
    .max(REVIEW_SEARCH_MAX, validationMessage('search'))
    .optional(),
  status: z.enum(REVIEW_QUEUE_STATUSES).default('waiting'),
  year: positiveIntegerParamSchema({
    max: YEARS.length,
    message: validationMessage('year'),
  }).optional(),
  sort: z.enum(REVIEW_QUEUE_SORTS).default('submitted'),
  order: z.enum(SORT_ORDERS).default('asc'),
});
export type ReviewQueueQuery = z.input<typeof reviewQueueQuerySchema>;

export const reviewQueueItemSchema = registrationSummarySchema.extend({
  status: registrationStatusSchema,
  yearOfStudy: z.number().int().nullable(),
  /** Subjects decided so far, of `totalSubjects`. */
  decidedSubjects: z.number().int(),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;

export const reviewQueuePageSchema = z.object({
  items: z.array(reviewQueueItemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Registrations matching every filter. */
  total: z.number().int(),
  /** Per status, with the search and year filters applied. */
  counts: z.object({
    waiting: z.number().int(),
    decided: z.number().int(),
    all: z.number().int(),
  }),
});
export type ReviewQueuePage = z.infer<typeof reviewQueuePageSchema>;

/** One subject of the registration under review, with what bears on deciding it. */
export const reviewSubjectContextSchema = z.object({
  subjectId: idSchema,
  code: z.string(),
  /**
   * Each prerequisite: whether the student has met it (passed it, or had it approved in a period
   * whose results are not published yet), and their best grade in it, null when none (issue 44).
   */
  prerequisites: z.array(
    z.object({
      id: idSchema,
      code: z.string(),
      name: z.string(),
      nameMs: z.string().nullable(),
      met: z.boolean(),
      grade: z.string().nullable(),
    }),
  ),
  /** Seats of the subject's sections together, and how many wait for one. */
  seats: z.object({
    capacity: z.number().int(),
    registered: z.number().int(),
    waiting: z.number().int(),
  }),
  /**
   * The subject's section in the registration, and its meetings (none once rejected); for a
   * subject of several parts, every part's, each meeting naming its part's section (T2).
   */
  sectionNumber: z.number().int().nullable(),
  meetings: z.array(meetingSchema.extend({ section: z.string().optional() })),
  /** Subjects of the same registration meeting at the same time (rejected ones left out). */
  clashesWith: z.array(z.string()),
  /**
   * The requirement group of the student's structure the subject counts toward (issue 45), with
   * the year the structure recommends it for and whether it adds credits (false: the group is
   * full); null when it counts toward nothing, or the student has no structure (`progress`).
   */
  countsToward: z
    .object({
      group: z.string(),
      name: bothLanguages,
      kind: structureKindSchema,
      year: z.number().int().nullable(),
      adds: z.boolean(),
    })
    .nullable(),
});
export type ReviewSubjectContext = z.infer<typeof reviewSubjectContextSchema>;

/**
 * The student's progress at a glance (issue 45), with this registration's subjects (those not
 * rejected) in progress: credits against the structure's total, and the groups still short.
 */
export const reviewProgressSchema = z.object({
  programme: z.object({ code: z.string(), name: bothLanguages }),
  intake: z.string(),
  totalCredits: z.number().int(),
  done: z.number().int(),
  inProgress: z.number().int(),
  needed: z.number().int(),
  short: z.array(
    z.object({
      code: z.string(),
      name: bothLanguages,
      kind: structureKindSchema,
      creditsNeeded: z.number().int(),
      /** A core group's subjects neither passed nor selected; a failed one with its grade. */
      subjects: z.array(z.object({ code: z.string(), failedGrade: z.string().nullable() })),
    }),
  ),
});
export type ReviewProgress = z.infer<typeof reviewProgressSchema>;

/** What an advisor sees beside a registration (`GET /api/admin/registrations/{id}/context`). */
export const reviewContextSchema = z.object({
  student: z.object({
    id: idSchema,
    name: z.string(),
    studentId: z.string().nullable(),
    yearOfStudy: z.number().int().nullable(),
    faculty: z.string().nullable(),
    facultyMs: z.string().nullable(),
    /** CGPA, credits earned and standing, from the student's results (issue 44). */
    record: academicSummarySchema,
    /** The student's active holds (issue 44): what they block, and why. */
    holds: z.array(holdSchema),
  }),
  /** Credits the registration carries (the maximum is the student's standing's) (rejected subjects carry none) against the period's rules. */
  credits: z.object({ total: z.number().int(), min: z.number().int(), max: z.number().int() }),
  subjects: z.array(reviewSubjectContextSchema),
  /** Every other registration of the student, newest first, as the student sees them. */
  history: z.array(historyEntrySchema),
  /** Null when the student's programme has no structure for their intake. */
  progress: reviewProgressSchema.nullable(),
});
export type ReviewContext = z.infer<typeof reviewContextSchema>;

const reasonTextSchema = plainTextSchema({
  required: validationMessage('reasonRequired'),
  hidden: validationMessage('reasonHidden'),
  multiline: true,
})
  .trim()
  .min(1, validationMessage('reasonRequired'))
  .max(REASON_MAX, validationMessage('reasonTooLong'));

const templateTitleSchema = plainTextSchema({
  required: validationMessage('templateTitleRequired'),
  hidden: validationMessage('templateTitleHidden'),
})
  .trim()
  .min(1, validationMessage('templateTitleRequired'))
  .max(REASON_TEMPLATE_TITLE_MAX, validationMessage('templateTitleTooLong'));

/** A Malay twin of a required text: left empty it is none (null), left out it is unchanged. */
function malayOf<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullable().optional(),
  );
}

/**
 * A rejection reason an advisor keeps to pick and edit before sending, in English (`title`,
 * `text`) and Malay (`titleMs`, `textMs`, null when not written) (issue 42).
 */
export const reasonTemplateSchema = z.object({
  id: idSchema,
  title: z.string(),
  titleMs: z.string().nullable(),
  text: z.string(),
  textMs: z.string().nullable(),
  updatedAt: isoDateTimeSchema,
});
export type ReasonTemplate = z.infer<typeof reasonTemplateSchema>;

export const createReasonTemplateBodySchema = z
  .object({
    title: templateTitleSchema,
    titleMs: malayOf(templateTitleSchema),
    text: reasonTextSchema,
    textMs: malayOf(reasonTextSchema),
  })
  .strict();
export type CreateReasonTemplateBody = z.infer<typeof createReasonTemplateBodySchema>;
export const updateReasonTemplateBodySchema = createReasonTemplateBodySchema.partial().strict();
export type UpdateReasonTemplateBody = z.infer<typeof updateReasonTemplateBodySchema>;

/** Advisors' and admins' private note on a registration: never shown to the student. */
export const registrationNoteSchema = z.object({
  text: z.string(),
  author: z.object({ id: idSchema, name: z.string() }),
  at: isoDateTimeSchema,
});
export type RegistrationNote = z.infer<typeof registrationNoteSchema>;

/** The note now and every earlier version, newest first: each change is kept (audited). */
export const registrationNotesSchema = z.object({
  current: registrationNoteSchema.nullable(),
  history: z.array(registrationNoteSchema),
});
export type RegistrationNotes = z.infer<typeof registrationNotesSchema>;

export const saveNoteBodySchema = z
  .object({
    /** Empty clears the note; the cleared text stays in the history. */
    text: plainTextSchema({
      required: validationMessage('noteRequired'),
      hidden: validationMessage('noteHidden'),
      multiline: true,
    })
      .trim()
      .max(NOTE_MAX, validationMessage('noteTooLong')),
  })
  .strict();
export type SaveNoteBody = z.infer<typeof saveNoteBodySchema>;
