import { z } from 'zod';
import { idSchema, queryCodeSchema } from './common';
import { pageQuerySchema } from './review';
import { structureKindSchema } from './structures';

// A student's progress through their programme structure (issue 45, decision 034): each
// requirement group's done, in progress and still needed; the total; the plan for this term.

export const progressQuerySchema = z.object({
  /** A what-if: another programme's structure (by code) and/or another intake's. */
  programme: queryCodeSchema({ min: 1, max: 20 }).optional(),
  intake: queryCodeSchema({ min: 1, max: 20 }).optional(),
});
export type ProgressQuery = z.infer<typeof progressQuerySchema>;

const bothLanguages = z.object({ en: z.string(), ms: z.string() });
const counted = z.object({ code: z.string(), credits: z.number().int() });
const subjectState = z.enum(['done', 'inProgress', 'needed']);

const plannedSubjectSchema = z.object({
  code: z.string(),
  group: z.string(),
  year: z.number().int(),
  semester: z.number().int(),
  state: subjectState,
});

/** Where a subject counts toward a structure (issue 45): its group, and its place in the plan. */
export const subjectFitSchema = z.object({
  group: z.string(),
  /** The year and semester the group recommends it in, when the group lists it. */
  year: z.number().int().nullable(),
  semester: z.number().int().nullable(),
  /** Whether it moves the student on: selected and counted, or addable to a group still short. */
  open: z.boolean(),
});
export type SubjectFit = z.infer<typeof subjectFitSchema>;

export const groupProgressSchema = z.object({
  code: z.string(),
  name: bothLanguages,
  kind: structureKindSchema,
  creditsRequired: z.number().int(),
  done: z.object({
    credits: z.number().int(),
    subjects: z.array(counted.extend({ grade: z.string() })),
  }),
  inProgress: z.object({ credits: z.number().int(), subjects: z.array(counted) }),
  needed: z.object({
    credits: z.number().int(),
    /** A core group's subjects not passed nor selected; a failed one with its grade. */
    subjects: z.array(counted.extend({ failedGrade: z.string().nullable() })),
  }),
  /** Other kinds: listed subjects still open while credits are needed. */
  options: z.array(z.string()),
  complete: z.boolean(),
});
export type GroupProgress = z.infer<typeof groupProgressSchema>;

export const studentProgressSchema = z.object({
  programme: z.object({ code: z.string(), name: bothLanguages }),
  intake: z.string(),
  /** True when the structure is not the student's own (`?programme=&intake=`). */
  whatIf: z.boolean(),
  /** The year and semester of study the plan is for. */
  term: z.object({ year: z.number().int(), semester: z.number().int() }),
  totalCredits: z.number().int(),
  done: z.number().int(),
  inProgress: z.number().int(),
  needed: z.number().int(),
  groups: z.array(groupProgressSchema),
  notCounted: z.array(counted.extend({ state: z.enum(['done', 'inProgress']) })),
  /** The group each passed or selected subject counts toward, by subject code. */
  countsToward: z.record(z.string(), z.string()),
  /**
   * Every subject of this period's catalogue (and each passed or selected one), by code: the group
   * it counts or would count toward if added now, or null when it counts toward nothing here.
   */
  catalogueFit: z.record(z.string(), subjectFitSchema.nullable()),
  plan: z.object({ now: z.array(plannedSubjectSchema), overdue: z.array(plannedSubjectSchema) }),
  /** The names of the subjects the reply names, by code. */
  subjects: z.record(z.string(), z.object({ name: bothLanguages })),
});
export type StudentProgress = z.infer<typeof studentProgressSchema>;

/** `GET /api/admin/structures/behind`: by faculty and programme (codes), a page, or all as CSV. */
export const behindQuerySchema = pageQuerySchema.extend({
  faculty: z.string().trim().min(1).max(20).optional(),
  programme: z.string().trim().min(1).max(20).optional(),
  /** `csv` (or `Accept: text/csv`): every student behind, as a UTF-8 file with a header row. */
  format: z.enum(['json', 'csv']).optional(),
});
export type BehindQuery = z.input<typeof behindQuerySchema>;

/** A student behind their structure: credits below the plan, or a failed core not retaken. */
export const behindStudentSchema = z.object({
  id: idSchema,
  studentId: z.string().nullable(),
  name: z.string(),
  faculty: z.object({ code: z.string(), name: bothLanguages }),
  programme: z.object({ code: z.string(), name: bothLanguages }),
  intake: z.string(),
  term: z.object({ year: z.number().int(), semester: z.number().int() }),
  /** Credits toward the programme from passed results; what the plan expects before this term. */
  credits: z.object({
    done: z.number().int(),
    planned: z.number().int(),
    short: z.number().int(),
  }),
  /** Core subjects failed and neither passed since nor selected again, with the best grade. */
  failedCore: z.array(z.object({ code: z.string(), grade: z.string() })),
});
export type BehindStudent = z.infer<typeof behindStudentSchema>;

export const behindReportSchema = z.object({
  items: z.array(behindStudentSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Students behind, with the filters applied. */
  total: z.number().int(),
  /** Active students with a structure for their intake, with the filters applied. */
  checked: z.number().int(),
  /** Every faculty and programme with a structure, for the filters. */
  faculties: z.array(z.object({ code: z.string(), name: bothLanguages })),
  programmes: z.array(z.object({ code: z.string(), name: bothLanguages, facultyCode: z.string() })),
});
export type BehindReport = z.infer<typeof behindReportSchema>;

/** The CSV export's columns, in order. */
export const BEHIND_COLUMNS = [
  'student_id',
  'name',
  'faculty_code',
  'faculty_name_en',
  'faculty_name_ms',
  'programme_code',
  'programme_name_en',
  'programme_name_ms',
  'intake',
  'year',
  'semester',
  'credits_done',
  'credits_planned',
  'credits_short',
  'failed_core',
] as const;
