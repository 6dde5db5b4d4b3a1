import { z } from 'zod';
import { idSchema, isoDateTimeSchema, plainTextSchema, queryCodeSchema } from './common';
import type { Language } from './language';
import { formatMessage } from './messages';
import { formatPeopleImportMessage, peopleImportProblemSchema } from './people-import';
import { isSubjectRuleError, parseSubjectRule, SUBJECT_RULE_MAX } from './subject-rule';
import { validationMessage } from './validation-messages';

// Programme structures (issue 45, decision 034): each programme's requirement groups for one
// intake, imported by CSV or JSON and edited in the registrar's console.

/** A structure file's columns; `rule` may be left out of a CSV file. */
export const STRUCTURE_COLUMNS = [
  'programme_code',
  'intake',
  'group',
  'group_name_en',
  'group_name_ms',
  'kind',
  'credits_required',
  'subject_code',
  'recommended_year',
  'recommended_semester',
  'rule',
] as const;
export type StructureColumn = (typeof STRUCTURE_COLUMNS)[number];

/** Core subjects, electives, the university's own (MPU), co-curricular, and free electives. */
export const STRUCTURE_KINDS = ['core', 'elective', 'university', 'cocurricular', 'free'] as const;
export const structureKindSchema = z.enum(STRUCTURE_KINDS);
export type StructureKind = z.infer<typeof structureKindSchema>;

export const STRUCTURE_LIMITS = {
  groupCode: 20,
  groupName: 150,
  /** A bachelor's degree needs at least 120 credits under the MQF; none needs more than this. */
  credits: 400,
  recommendedYear: 6,
  /** Two long semesters and a short one. */
  recommendedSemester: 3,
  subjectsPerGroup: 200,
} as const;

const bothLanguages = z.object({ en: z.string(), ms: z.string() });

export const structureSubjectSchema = z.object({
  code: z.string(),
  name: bothLanguages,
  credits: z.number().int(),
  recommendedYear: z.number().int().nullable(),
  recommendedSemester: z.number().int().nullable(),
});
export type StructureSubject = z.infer<typeof structureSubjectSchema>;

export const structureGroupSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: bothLanguages,
  kind: structureKindSchema,
  creditsRequired: z.number().int(),
  /** The rule's text (`level:3000;faculty:FSKTM`), null when only the listed subjects count. */
  rule: z.string().nullable(),
  subjects: z.array(structureSubjectSchema),
});
export type StructureGroup = z.infer<typeof structureGroupSchema>;

/** One programme's structure for one intake. */
export const programmeStructureSchema = z.object({
  id: idSchema,
  programmeCode: z.string(),
  intake: z.string(),
  totalCredits: z.number().int(),
  groups: z.array(structureGroupSchema),
  updatedAt: isoDateTimeSchema,
});
export type ProgrammeStructure = z.infer<typeof programmeStructureSchema>;

/** A programme with the intakes it has structures for. */
export const structureProgrammeSchema = z.object({
  code: z.string(),
  name: bothLanguages,
  facultyCode: z.string(),
  intakes: z.array(
    z.object({ intake: z.string(), totalCredits: z.number().int(), groups: z.number().int() }),
  ),
});
export type StructureProgramme = z.infer<typeof structureProgrammeSchema>;

export const adminStructuresQuerySchema = z.object({
  programme: queryCodeSchema({ max: 20 }).optional(),
  intake: queryCodeSchema({ max: 20 }).optional(),
});

/** Every programme and its intakes; the structure asked for by `programme` and `intake`. */
export const adminStructuresSchema = z.object({
  programmes: z.array(structureProgrammeSchema),
  structure: programmeStructureSchema.nullable(),
});
export type AdminStructures = z.infer<typeof adminStructuresSchema>;

const creditsSchema = z
  .number({ error: validationMessage('creditsRequired') })
  .int(validationMessage('creditsRequired'))
  .min(0, validationMessage('creditsRequired'))
  .max(STRUCTURE_LIMITS.credits, validationMessage('creditsRequired'));

const groupNameSchema = plainTextSchema({
  required: validationMessage('groupName'),
  hidden: validationMessage('groupNameHidden'),
})
  .trim()
  .min(1, validationMessage('groupName'))
  .max(STRUCTURE_LIMITS.groupName, validationMessage('groupName'));

const recommendedSchema = (max: number) =>
  z
    .number({ error: validationMessage('recommendedTerm') })
    .int(validationMessage('recommendedTerm'))
    .min(1, validationMessage('recommendedTerm'))
    .max(max, validationMessage('recommendedTerm'))
    .nullable();

/** A group as the registrar edits it: its names, kind, credits, rule and subjects. */
export const structureGroupBodySchema = z.object({
  name: z.object({ en: groupNameSchema, ms: groupNameSchema }),
  kind: structureKindSchema,
  creditsRequired: creditsSchema,
  rule: z
    .string({ error: validationMessage('subjectRule') })
    .max(SUBJECT_RULE_MAX, validationMessage('subjectRule'))
    .refine((text) => !isSubjectRuleError(parseSubjectRule(text)), {
      error: validationMessage('subjectRule'),
    })
    .nullable(),
  subjects: z
    .array(
      z.object({
        code: z
          .string({ error: validationMessage('subjectCode') })
          .trim()
          .min(1, validationMessage('subjectCode'))
          .max(20, validationMessage('subjectCode'))
          .transform((code) => code.toUpperCase()),
        recommendedYear: recommendedSchema(STRUCTURE_LIMITS.recommendedYear),
        recommendedSemester: recommendedSchema(STRUCTURE_LIMITS.recommendedSemester),
      }),
    )
    .max(STRUCTURE_LIMITS.subjectsPerGroup)
    .refine((subjects) => new Set(subjects.map((s) => s.code)).size === subjects.length, {
      error: validationMessage('structureSubjectTwice'),
    }),
});
export type StructureGroupBody = z.infer<typeof structureGroupBodySchema>;

export const structureTotalBodySchema = z.object({ totalCredits: creditsSchema });
export type StructureTotalBody = z.infer<typeof structureTotalBodySchema>;

export const structureImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .default(false),
});

/** Structures (a programme's intake) created, replaced, and already as the file says. */
export const structureImportSummarySchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type StructureImportSummary = z.infer<typeof structureImportSummarySchema>;

/** The roll import's reply shape, with the structures' summary. */
export const structureImportReportSchema = z.object({
  ok: z.boolean(),
  errors: z.array(peopleImportProblemSchema),
  errorCount: z.number().int(),
  summary: structureImportSummarySchema,
});
export type StructureImportReport = z.infer<typeof structureImportReportSchema>;

const messagesEn = {
  unknownProgramme: 'No programme has the code "{{value}}": import the roll that names it first.',
  kind: 'Unknown kind "{{value}}": write core, elective, university, cocurricular or free.',
  creditsRequired: '"{{value}}" is not a number of credits: write a whole number from 0 to 400.',
  unknownSubjectCode: 'No subject has the code "{{value}}".',
  recommendedTerm: '"{{value}}" is not a {{column}}: write a whole number from 1 to {{max}}.',
  subjectRule:
    'The rule part "{{value}}" cannot be read: write key:value pairs such as level:3000;faculty:FSKTM (keys: level, faculty, prefix).',
  groupDiffers:
    'The "{{column}}" of group {{value}} differs from row {{firstRow}}: leave it empty or give the same value.',
  repeatedSubject: '{{value}} is already in this group on row {{firstRow}}.',
  emptyGroup:
    'Group {{value}} lists no subject and has no rule: only a free group may count any subject.',
  programmeRowTwice:
    'The programme row of {{value}} is already on row {{firstRow}}: give its total credits once.',
  termWithoutSubject: 'A recommended year or semester belongs to a row with a subject_code.',
} as const;

const messagesMs: Record<keyof typeof messagesEn, string> = {
  unknownProgramme:
    'Tiada program yang mempunyai kod "{{value}}": import senarai pelajar yang menamakannya dahulu.',
  kind: 'Jenis "{{value}}" tidak dikenali: tulis core, elective, university, cocurricular atau free.',
  creditsRequired: '"{{value}}" bukan bilangan kredit: tulis nombor bulat dari 0 hingga 400.',
  unknownSubjectCode: 'Tiada subjek yang mempunyai kod "{{value}}".',
  recommendedTerm:
    '"{{value}}" bukan {{column}} yang sah: tulis nombor bulat dari 1 hingga {{max}}.',
  subjectRule:
    'Bahagian peraturan "{{value}}" tidak dapat dibaca: tulis pasangan kunci:nilai seperti level:3000;faculty:FSKTM (kunci: level, faculty, prefix).',
  groupDiffers:
    '"{{column}}" bagi kumpulan {{value}} berbeza daripada baris {{firstRow}}: biarkan kosong atau berikan nilai yang sama.',
  repeatedSubject: '{{value}} sudah ada dalam kumpulan ini pada baris {{firstRow}}.',
  emptyGroup:
    'Kumpulan {{value}} tidak menyenaraikan subjek dan tiada peraturan: hanya kumpulan bebas boleh mengira sebarang subjek.',
  programmeRowTwice:
    'Baris program bagi {{value}} sudah ada pada baris {{firstRow}}: berikan jumlah kreditnya sekali sahaja.',
  termWithoutSubject:
    'Tahun atau semester yang disyorkan hanya untuk baris yang mempunyai subject_code.',
};

const STRUCTURE_MESSAGES: Record<Language, Partial<Record<string, string>>> = {
  en: messagesEn,
  ms: messagesMs,
};

/** A structure file's problem in a language: its own sentences, else the roll's and the file's. */
export function formatStructureImportMessage(
  message: string,
  params: Record<string, string | number>,
  language: Language,
): string {
  return (
    formatMessage(STRUCTURE_MESSAGES, message, params, language) ??
    formatPeopleImportMessage(message, params, language)
  );
}
