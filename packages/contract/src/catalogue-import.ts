import { z } from 'zod';
import { idParamSchema } from './common';
import type { Language } from './language';
import { formatMessage } from './messages';

// The registrar's CSV import and export of a period's catalogue (issue 19): one row per section
// meeting, the reply a report of every problem by row and column.

/** The file's columns, in the order the export writes them. */
export const CATALOGUE_COLUMNS = [
  'subject_code',
  'subject_name',
  'credits',
  'year',
  'faculty_code',
  'description',
  'prerequisites',
  'section',
  'capacity',
  'lecturer',
  'day',
  'start',
  'end',
  'room',
  // Issue 42's Malay texts come last, so the spec's columns keep their places in an export.
  'subject_name_ms',
  'description_ms',
  // Issue 46's parts and links (decision 039) come after them, for the same reason.
  'part',
  'linked_to',
] as const;
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];

/**
 * A section's part (L, T, B or the registrar's own code of 1 to 4 letters) and the section of
 * another part it goes only with, as part and number (`L1`): issue 46, decision 039. Left out,
 * the parts and links stored stay as they are; an export writes them only for a period that has
 * parts, so a catalogue of one part exports as it always did.
 */
export const CATALOGUE_PART_COLUMNS = [
  'part',
  'linked_to',
] as const satisfies readonly CatalogueColumn[];

/**
 * Columns a file may leave out (issue 42): the subject's Malay name and description. Left out,
 * the Malay texts stored stay as they are; given but empty, the subject has none.
 */
export const CATALOGUE_OPTIONAL_COLUMNS: readonly CatalogueColumn[] = [
  'subject_name_ms',
  'description_ms',
  ...CATALOGUE_PART_COLUMNS,
];

/** The columns every file names: the spec's. */
export const CATALOGUE_REQUIRED_COLUMNS = CATALOGUE_COLUMNS.filter(
  (column) => !CATALOGUE_OPTIONAL_COLUMNS.includes(column),
);

export const CATALOGUE_IMPORT_LIMITS = {
  /** Bytes of one file: 5 MB. */
  maxBytes: 5 * 1024 * 1024,
  /** Rows of one file besides the header. */
  maxRows: 20_000,
  /** Errors listed in one report (issue 40: a reply stays small); `errorCount` counts them all. */
  maxReportedErrors: 200,
} as const;

/** `Mon`..`Sun` in the file; 1 is Monday, 7 Sunday. */
export const CATALOGUE_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

const dryRunSchema = z.enum(['true', 'false']).transform((value) => value === 'true');

export const catalogueImportQuerySchema = z.object({
  periodId: idParamSchema,
  /** `true`: only report what the import would do. */
  dryRun: dryRunSchema.optional().default(false),
});
export type CatalogueImportQuery = z.infer<typeof catalogueImportQuerySchema>;

export const catalogueExportQuerySchema = z.object({ periodId: idParamSchema });

/** One problem of a file: its row as a spreadsheet numbers it (the header is 1) and column. */
export const catalogueImportProblemSchema = z.object({
  /** Null when the problem is the whole file's (not UTF-8). */
  row: z.number().int().nullable(),
  /** The column's name in the header; null when the problem is the whole row's. */
  column: z.string().nullable(),
  message: z.string(),
});
export type CatalogueImportProblem = z.infer<typeof catalogueImportProblemSchema>;

/**
 * What the import makes (or, in a dry run or a file with errors, would make) of the rows without
 * errors. `unchanged` counts the subjects and sections of the file that already were as it says.
 */
export const catalogueImportSummarySchema = z.object({
  subjectsCreated: z.number().int(),
  subjectsUpdated: z.number().int(),
  sectionsCreated: z.number().int(),
  sectionsUpdated: z.number().int(),
  unchanged: z.number().int(),
});
export type CatalogueImportSummary = z.infer<typeof catalogueImportSummarySchema>;

/** The reply of an import: a file with errors is a report (`ok: false`) and changes nothing. */
export const catalogueImportReportSchema = z.object({
  ok: z.boolean(),
  /** The first `CATALOGUE_IMPORT_LIMITS.maxReportedErrors` errors, in the file's order. */
  errors: z.array(catalogueImportProblemSchema),
  /** How many errors the file has, listed or not. */
  errorCount: z.number().int(),
  warnings: z.array(catalogueImportProblemSchema),
  summary: catalogueImportSummarySchema,
});
export type CatalogueImportReport = z.infer<typeof catalogueImportReportSchema>;

const messagesEn = {
  notUtf8:
    'The file is not UTF-8 text. Save it as "CSV UTF-8 (comma delimited)" and import it again.',
  noHeader: 'The file is empty: the first row must name the columns.',
  quoteNotClosed:
    'A quotation mark opens a cell on this row and none closes it, so the rest of the file cannot be read.',
  quoteClosedBadly:
    'The quoted cell that starts on this row is not closed properly: end it with a quotation mark, and double every quotation mark inside it ("").',
  badQuote: 'A quotation mark inside a cell must be doubled ("") and the cell put in quotes.',
  unreadable: 'This row cannot be read as CSV.',
  missingColumn: 'The header row has no "{{column}}" column.',
  unknownColumn: 'Unknown column "{{column}}".',
  repeatedColumn: 'The column "{{column}}" appears more than once in the header row.',
  cellCount: 'This row has {{count}} cells; the header row has {{expected}}.',
  required: 'The "{{column}}" cell is empty; it is required.',
  hiddenCharacters: 'The "{{column}}" cell holds invisible or control characters.',
  tooLong: 'The "{{column}}" cell is longer than {{max}} characters.',
  subjectCode: 'Subject code "{{value}}" may hold only letters, digits and hyphens (at most 20).',
  unknownFaculty: 'Unknown faculty code "{{value}}".',
  credits: 'Credits must be a whole number from 1 to 12, not "{{value}}".',
  year: 'Year must be a whole number from 1 to 4, not "{{value}}".',
  section: 'The section must be a whole number from 1 to 999, not "{{value}}".',
  capacity: 'Capacity must be a whole number from 0 to 10000, not "{{value}}".',
  capacityBelowTaken_one:
    '1 student holds a seat in {{code}} section {{section}}: its capacity cannot go below 1.',
  capacityBelowTaken_other:
    '{{count}} students hold seats in {{code}} section {{section}}: its capacity cannot go below {{count}}.',
  day: 'Unknown day "{{value}}": write Mon, Tue, Wed, Thu, Fri, Sat or Sun.',
  time: '"{{value}}" is not a time: write it as HH:MM on the 24-hour clock, e.g. 14:00.',
  endNotAfterStart: 'The class ends at {{end}}, which is not after it starts ({{start}}).',
  noMeetingRowAmongMeetings:
    'The day, start, end and room of {{code}} section {{section}} are empty here but given on row {{firstRow}}.',
  subjectDiffers:
    'The "{{column}}" of {{code}} differs from row {{firstRow}}: every row of a subject must give the same subject details.',
  sectionDiffers:
    'The "{{column}}" of {{code}} section {{section}} differs from row {{firstRow}}: every row of a section must give the same capacity and lecturer.',
  duplicateRow:
    'This row repeats row {{firstRow}}: {{code}} section {{section}} on {{day}} at {{start}}.',
  unknownPrerequisite:
    'Unknown prerequisite "{{value}}": it is neither in this file nor in the catalogue.',
  crossListedSubject:
    '{{value}} is cross-listed with {{owner}}: it has no sections of its own. Give these rows to {{owner}}.',
  crossListedCredits:
    '{{code}} shares its seats with {{alias}}, which carries {{credits}} credits: cross-listed codes carry the same credits.',
  circularPrerequisites_one:
    'The prerequisites go round in a circle: the subject requires itself ({{path}}).',
  circularPrerequisites_other:
    'The prerequisites go round in a circle of {{count}} subjects: {{path}}.',
  moreErrors_one: '1 more error is not listed. Correct the errors above and import again.',
  moreErrors_other:
    '{{count}} more errors are not listed. Correct the errors above and import again.',
  partCode: 'The part "{{value}}" must be 1 to 4 letters, such as L, T or B.',
  linkedTo: 'The linked section "{{value}}" must be a part and a section number, such as L1.',
  partMissing:
    '{{code}} section {{section}} has no part, but other sections of {{code}} have one: give every section of a subject its part, or none.',
  linkUnknown: '{{code}} has no section {{value}} for section {{section}} to go with.',
  linkSamePart:
    '{{code}} section {{section}} is linked to {{value}}, a section of its own part: link it to a section of another part.',
  partsOfHeldSubject:
    "Students hold places in {{code}}: its sections' parts cannot change while they do.",
  linkOfHeldSection:
    'Students hold seats in {{code}} section {{section}}: the section it goes with cannot change while they do.',
  sectionKept: '{{code}} section {{section}} is not in the file; it is kept as it is.',
} as const;

export type CatalogueImportMessageKey = keyof typeof messagesEn;

// The glossary's terms: Subjek, Seksyen, Kredit, Tahun, Fakulti, Prasyarat, Kapasiti, Pensyarah.
// Malay has one plural form: an English `x_one`/`x_other` pair is `x_other` alone.
const messagesMs: Record<Exclude<CatalogueImportMessageKey, `${string}_one`>, string> = {
  notUtf8:
    'Fail ini bukan teks UTF-8. Simpan fail sebagai "CSV UTF-8 (comma delimited)" dan import semula.',
  noHeader: 'Fail ini kosong: baris pertama mesti menamakan lajur.',
  quoteNotClosed:
    'Tanda petikan membuka satu sel pada baris ini tetapi tiada tanda petikan yang menutupnya, jadi baki fail tidak dapat dibaca.',
  quoteClosedBadly:
    'Sel bertanda petikan yang bermula pada baris ini tidak ditutup dengan betul: akhiri sel dengan tanda petikan, dan tulis setiap tanda petikan di dalamnya dua kali ("").',
  badQuote:
    'Tanda petikan di dalam sel mesti ditulis dua kali ("") dan sel itu diletakkan dalam tanda petikan.',
  unreadable: 'Baris ini tidak dapat dibaca sebagai CSV.',
  missingColumn: 'Baris pengepala tiada lajur "{{column}}".',
  unknownColumn: 'Lajur "{{column}}" tidak dikenali.',
  repeatedColumn: 'Lajur "{{column}}" muncul lebih daripada sekali dalam baris pengepala.',
  cellCount: 'Baris ini mempunyai {{count}} sel; baris pengepala mempunyai {{expected}}.',
  required: 'Sel "{{column}}" kosong; sel ini wajib diisi.',
  hiddenCharacters: 'Sel "{{column}}" mengandungi aksara tersembunyi atau aksara kawalan.',
  tooLong: 'Sel "{{column}}" melebihi {{max}} aksara.',
  subjectCode:
    'Kod subjek "{{value}}" hanya boleh mengandungi huruf, digit dan tanda sempang (paling banyak 20).',
  unknownFaculty: 'Kod fakulti "{{value}}" tidak dikenali.',
  credits: 'Kredit mestilah nombor bulat dari 1 hingga 12, bukan "{{value}}".',
  year: 'Tahun mestilah nombor bulat dari 1 hingga 4, bukan "{{value}}".',
  section: 'Seksyen mestilah nombor bulat dari 1 hingga 999, bukan "{{value}}".',
  capacity: 'Kapasiti mestilah nombor bulat dari 0 hingga 10000, bukan "{{value}}".',
  capacityBelowTaken_other:
    '{{count}} pelajar memegang tempat dalam {{code}} seksyen {{section}}: kapasitinya tidak boleh kurang daripada {{count}}.',
  day: 'Hari "{{value}}" tidak dikenali: tulis Mon, Tue, Wed, Thu, Fri, Sat atau Sun.',
  time: '"{{value}}" bukan masa: tulis dalam bentuk HH:MM mengikut format 24 jam, cth. 14:00.',
  endNotAfterStart: 'Kelas ini tamat pada {{end}}, iaitu tidak selepas masa mulanya ({{start}}).',
  noMeetingRowAmongMeetings:
    'Hari, masa mula, masa tamat dan bilik bagi {{code}} seksyen {{section}} kosong di sini tetapi diberikan pada baris {{firstRow}}.',
  subjectDiffers:
    '"{{column}}" bagi {{code}} berbeza daripada baris {{firstRow}}: setiap baris sesuatu subjek mesti memberikan butiran subjek yang sama.',
  sectionDiffers:
    '"{{column}}" bagi {{code}} seksyen {{section}} berbeza daripada baris {{firstRow}}: setiap baris sesuatu seksyen mesti memberikan kapasiti dan pensyarah yang sama.',
  duplicateRow:
    'Baris ini mengulangi baris {{firstRow}}: {{code}} seksyen {{section}} pada {{day}} jam {{start}}.',
  unknownPrerequisite:
    'Prasyarat "{{value}}" tidak dikenali: subjek itu tiada dalam fail ini mahupun dalam katalog.',
  crossListedSubject:
    '{{value}} disenarai silang dengan {{owner}}: ia tiada seksyen sendiri. Berikan baris ini kepada {{owner}}.',
  crossListedCredits:
    '{{code}} berkongsi tempat dengan {{alias}}, yang membawa {{credits}} kredit: kod senarai silang mesti membawa kredit yang sama.',
  circularPrerequisites_other: 'Prasyarat ini membentuk kitaran {{count}} subjek: {{path}}.',
  moreErrors_other:
    '{{count}} lagi ralat tidak disenaraikan. Betulkan ralat di atas dan import semula.',
  partCode: 'Bahagian "{{value}}" mestilah 1 hingga 4 huruf, seperti L, T atau B.',
  linkedTo: 'Seksyen berpaut "{{value}}" mestilah bahagian dan nombor seksyen, seperti L1.',
  partMissing:
    '{{code}} seksyen {{section}} tiada bahagian, tetapi seksyen lain {{code}} mempunyainya: berikan bahagian kepada setiap seksyen sesuatu subjek, atau tiada langsung.',
  linkUnknown: '{{code}} tiada seksyen {{value}} untuk diambil bersama seksyen {{section}}.',
  linkSamePart:
    '{{code}} seksyen {{section}} dipautkan kepada {{value}}, seksyen bahagiannya sendiri: pautkan kepada seksyen bahagian lain.',
  partsOfHeldSubject:
    'Pelajar memegang tempat dalam {{code}}: bahagian seksyennya tidak boleh berubah selagi mereka memegangnya.',
  linkOfHeldSection:
    'Pelajar memegang tempat dalam {{code}} seksyen {{section}}: seksyen yang diambil bersamanya tidak boleh berubah selagi mereka memegangnya.',
  sectionKept:
    '{{code}} seksyen {{section}} tiada dalam fail; seksyen itu dikekalkan seperti sedia ada.',
};

export const CATALOGUE_IMPORT_MESSAGES: Record<Language, Partial<Record<string, string>>> = {
  en: messagesEn,
  ms: messagesMs,
};

/** The message families: a key without its `_one`/`_other` plural suffix. */
export type CatalogueImportMessage = CatalogueImportMessageKey extends infer K
  ? K extends `${infer Base}_${'one' | 'other'}`
    ? Base
    : K
  : never;

export type CatalogueImportParams = Record<string, string | number>;

/** A problem's sentence in a language; `count` picks the singular or the plural. */
export function formatCatalogueImportMessage(
  message: CatalogueImportMessage,
  params: CatalogueImportParams,
  language: Language,
): string {
  return formatMessage(CATALOGUE_IMPORT_MESSAGES, message, params, language) ?? message;
}
