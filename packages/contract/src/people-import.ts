import { z } from 'zod';
import { CATALOGUE_IMPORT_MESSAGES } from './catalogue-import';
import type { Language } from './language';
import { formatMessage } from './messages';

// The student roll and the staff list from the student records system (issue 43): CSV or JSON,
// answered as the catalogue import is, by row and column, all or nothing.

/** The roll's columns, in the order a file is expected to give them. */
export const ROLL_COLUMNS = [
  'student_id',
  'name',
  'email',
  'faculty_code',
  'programme_code',
  'programme_name',
  'programme_name_ms',
  'year_of_study',
  'intake',
  'advisor_staff_id',
  'status',
  'standing',
] as const;
export type RollColumn = (typeof ROLL_COLUMNS)[number];

/**
 * Columns a roll may leave out (issue 44): a records system that keeps no standing sends none,
 * and every student's standing then follows from their CGPA.
 */
export const ROLL_OPTIONAL_COLUMNS = ['standing'] as const satisfies readonly RollColumn[];

export const STAFF_COLUMNS = ['staff_id', 'name', 'email', 'faculty_code', 'role'] as const;
export type StaffColumn = (typeof STAFF_COLUMNS)[number];

/** Where a student stands with the university; only `active` students may register. */
export const STUDENT_STATUSES = [
  'active',
  'deferred',
  'suspended',
  'withdrawn',
  'graduated',
] as const;
export const studentStatusSchema = z.enum(STUDENT_STATUSES);
export type StudentStatus = z.infer<typeof studentStatusSchema>;

/** The roles a staff list gives. */
export const STAFF_ROLES = ['lecturer', 'admin'] as const;

/** Student and staff IDs: they become usernames, so the username's characters, at most 20. */
export const PERSON_ID_PATTERN = /^[A-Za-z0-9._-]{3,20}$/;

export const PEOPLE_IMPORT_LIMITS = {
  /** Bytes of one file: a 50,000-student roll is about 8 MB. */
  maxBytes: 20 * 1024 * 1024,
  maxRows: 60_000,
  maxReportedErrors: 200,
  name: 100,
  intake: 20,
  programmeName: 200,
} as const;

const dryRunSchema = z.enum(['true', 'false']).transform((value) => value === 'true');

export const staffImportQuerySchema = z.object({
  /** `true`: only report what the import would do. */
  dryRun: dryRunSchema.optional().default(false),
});

export const rollImportQuerySchema = staffImportQuerySchema.extend({
  /** `full`: the file is the whole roll, and a student missing from it is withdrawn. */
  mode: z.enum(['upsert', 'full']).optional().default('upsert'),
});
export type RollImportQuery = z.infer<typeof rollImportQuerySchema>;

/** A JSON body: an array of rows, each the CSV's columns by name. */
export const peopleImportJsonSchema = z
  .array(z.record(z.string(), z.union([z.string(), z.number(), z.null()])))
  .max(PEOPLE_IMPORT_LIMITS.maxRows);

export const peopleImportProblemSchema = z.object({
  /** CSV: the row as a spreadsheet numbers it (the header is 1). JSON: the item's place from 1. */
  row: z.number().int().nullable(),
  column: z.string().nullable(),
  /** Stable: the kind of problem (`required`, `unknownAdvisor`, ...), whatever the language. */
  code: z.string(),
  message: z.string(),
});

/** People created, updated, already as the file says, and withdrawn (`mode=full` only). */
export const peopleImportSummarySchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  deactivated: z.number().int(),
});
export type PeopleImportSummary = z.infer<typeof peopleImportSummarySchema>;

export const peopleImportReportSchema = z.object({
  ok: z.boolean(),
  errors: z.array(peopleImportProblemSchema),
  /** How many errors the file has, listed or not. */
  errorCount: z.number().int(),
  summary: peopleImportSummarySchema,
});
export type PeopleImportReport = z.infer<typeof peopleImportReportSchema>;

const messagesEn = {
  personId:
    '"{{value}}" may hold only letters, digits, dots, hyphens and underscores (3 to 20 of them).',
  email: '"{{value}}" is not an email address.',
  unknownFaculty: 'Unknown faculty code "{{value}}".',
  status: 'Unknown status "{{value}}": write active, deferred, suspended, withdrawn or graduated.',
  role: 'Unknown role "{{value}}": write lecturer or admin.',
  unknownAdvisor: 'No lecturer has the staff ID "{{value}}".',
  unknownStanding: 'Unknown standing "{{value}}": write one of {{codes}}, or leave it empty.',
  repeatedPerson: '{{value}} is already on row {{firstRow}}.',
  programmeDiffers:
    'The "{{column}}" of programme {{code}} differs from row {{firstRow}}: every row of a programme must give the same programme details.',
  usernameTaken:
    'The username "{{value}}" belongs to another account, so this person cannot be given it.',
  notStaff: '{{value}} belongs to a student account, not a staff one.',
  stillAdvises_one: '{{value}} advises 1 student: move the advisee before making them an admin.',
  stillAdvises_other:
    '{{value}} advises {{count}} students: move the advisees before making them an admin.',
  // The bursary's holds (issue 44), read by the same reader.
  unknownStudent: 'No student has the student ID "{{value}}".',
  holdType:
    'Unknown hold type "{{value}}": write finance, academic, disciplinary, library, documents or other.',
  holdBlocks:
    '"{{value}}" is not a list of what the hold blocks: write register, submit or slip, separated by ";".',
  releasedAt: '"{{value}}" is not a date and time such as 2026-11-28T09:00:00Z.',
  referenceStudent:
    'The reference {{value}} belongs to a hold on another student ({{other}}); a reference names one hold.',
} as const;
type PeopleMessageKey = keyof typeof messagesEn;

const messagesMs: Record<Exclude<PeopleMessageKey, `${string}_one`>, string> = {
  personId:
    '"{{value}}" hanya boleh mengandungi huruf, digit, titik, tanda sempang dan garis bawah (3 hingga 20 aksara).',
  email: '"{{value}}" bukan alamat e-mel.',
  unknownFaculty: 'Kod fakulti "{{value}}" tidak dikenali.',
  status:
    'Status "{{value}}" tidak dikenali: tulis active, deferred, suspended, withdrawn atau graduated.',
  role: 'Peranan "{{value}}" tidak dikenali: tulis lecturer atau admin.',
  unknownAdvisor: 'Tiada pensyarah yang mempunyai ID staf "{{value}}".',
  unknownStanding:
    'Kedudukan "{{value}}" tidak dikenali: tulis salah satu daripada {{codes}}, atau biarkan kosong.',
  repeatedPerson: '{{value}} sudah ada pada baris {{firstRow}}.',
  programmeDiffers:
    '"{{column}}" bagi program {{code}} berbeza daripada baris {{firstRow}}: setiap baris sesuatu program mesti memberikan butiran program yang sama.',
  usernameTaken:
    'Nama pengguna "{{value}}" dimiliki oleh akaun lain, jadi nama itu tidak boleh diberikan kepada orang ini.',
  notStaff: '{{value}} ialah akaun pelajar, bukan akaun staf.',
  unknownStudent: 'Tiada pelajar yang mempunyai No. Matrik "{{value}}".',
  holdType:
    'Jenis sekatan "{{value}}" tidak dikenali: tulis finance, academic, disciplinary, library, documents atau other.',
  holdBlocks:
    '"{{value}}" bukan senarai perkara yang disekat: tulis register, submit atau slip, dipisahkan dengan ";".',
  releasedAt: '"{{value}}" bukan tarikh dan masa seperti 2026-11-28T09:00:00Z.',
  referenceStudent:
    'Rujukan {{value}} milik sekatan pelajar lain ({{other}}); satu rujukan menamakan satu sekatan.',
  stillAdvises_other:
    '{{value}} menasihati {{count}} pelajar: pindahkan pelajar seliaannya sebelum menjadikannya pentadbir.',
};

// The file's own problems (not UTF-8, a bad header, a required cell) are the catalogue's.
const PEOPLE_IMPORT_MESSAGES: Record<Language, Partial<Record<string, string>>> = {
  en: { ...CATALOGUE_IMPORT_MESSAGES.en, ...messagesEn },
  ms: { ...CATALOGUE_IMPORT_MESSAGES.ms, ...messagesMs },
};

/** A problem's sentence in a language; `count` picks the singular or the plural. */
export function formatPeopleImportMessage(
  message: string,
  params: Record<string, string | number>,
  language: Language,
): string {
  return formatMessage(PEOPLE_IMPORT_MESSAGES, message, params, language) ?? message;
}
