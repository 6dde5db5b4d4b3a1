import type { ImportProblem } from './catalogue-csv';
import { minutesToTime } from '../../lib/schedule';
import { dayName, type CatalogueRow } from './catalogue-rows';
import { prerequisiteCircles } from '../../lib/prerequisite-circles';

// What a file's rows must agree on, among themselves and with the catalogue: each check reports
// into `problems` on the row and column at fault. Pure, no I/O.

/** The subject's fields every one of its rows repeats, and their columns. */
export const SUBJECT_FIELDS = [
  ['name', 'subject_name'],
  ['nameMs', 'subject_name_ms'],
  ['credits', 'credits'],
  ['year', 'year'],
  ['facultyCode', 'faculty_code'],
  ['description', 'description'],
  ['descriptionMs', 'description_ms'],
  ['prerequisites', 'prerequisites'],
] as const;

/** Equal values; lists are equal when they hold the same items in any order. */
export const same = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b)
    ? [...a].sort().join(' ') === [...b].sort().join(' ')
    : a === b;

/** What the checks need of the stored catalogue, by upper-cased code. */
export interface KnownCatalogue {
  faculties: Map<string, number>;
  subjects: Map<
    string,
    { code: string; prerequisites: string[]; credits?: number; crossListedWith?: string | null }
  >;
}

/** Each subject's rows must agree on its fields; the first row is the reference. */
export function checkSubjectRows(rows: CatalogueRow[], problems: ImportProblem[]) {
  const [first, ...others] = rows;
  for (const row of others) {
    for (const [field, column] of SUBJECT_FIELDS) {
      if (row[field] === undefined || first![field] === undefined) continue;
      if (same(row[field], first![field])) continue;
      problems.push({
        row: row.row,
        column,
        message: 'subjectDiffers',
        params: { column, code: first!.code, firstRow: first!.row },
      });
    }
  }
}

/** The section's fields every one of its rows repeats, and their columns. */
const SECTION_FIELDS = [
  ['capacity', 'capacity'],
  ['lecturer', 'lecturer'],
  ['part', 'part'],
  ['linkedTo', 'linked_to'],
] as const;

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A section's rows agree on capacity, lecturer, part and link; no meeting is written twice. */
export function checkSectionRows(rows: CatalogueRow[], problems: ImportProblem[]) {
  const [first, ...others] = rows;
  const params = { code: first!.code, section: first!.section };
  for (const row of others) {
    for (const [field, column] of SECTION_FIELDS) {
      if (row[field] === undefined || first![field] === undefined) continue;
      if (sameValue(row[field], first![field])) continue;
      problems.push({
        row: row.row,
        column,
        message: 'sectionDiffers',
        params: { ...params, column, firstRow: first!.row },
      });
    }
  }
  const withMeeting = rows.find((row) => row.meeting);
  const seen = new Map<string, number>();
  for (const row of rows) {
    if (row.meeting === null && withMeeting) {
      problems.push({
        row: row.row,
        column: 'day',
        message: 'noMeetingRowAmongMeetings',
        params: { ...params, firstRow: withMeeting.row },
      });
    }
    if (!row.meeting) continue;
    const key = `${row.meeting.day}|${row.meeting.startMinute}`;
    const firstRow = seen.get(key);
    if (firstRow === undefined) {
      seen.set(key, row.row);
      continue;
    }
    problems.push({
      row: row.row,
      column: null,
      message: 'duplicateRow',
      params: {
        ...params,
        firstRow,
        day: dayName(row.meeting.day),
        start: minutesToTime(row.meeting.startMinute),
      },
    });
  }
}

/** Faculties and prerequisites must exist, and prerequisites must not go round in a circle. */
export function checkReferences(
  subjects: Map<string, CatalogueRow[]>,
  existing: KnownCatalogue,
  problems: ImportProblem[],
) {
  // A cross-listed code has no sections of its own (decision 042): each of its rows would be one.
  for (const [key, [first]] of subjects) {
    const owner = existing.subjects.get(key)?.crossListedWith;
    if (!owner) continue;
    problems.push({
      row: first!.row,
      column: 'subject_code',
      message: 'crossListedSubject',
      params: { value: first!.code, owner },
    });
  }
  // Codes sharing one set of seats carry the same credits: a file changing an owner's must not
  // leave its cross-listed codes behind.
  for (const [key, [first]] of subjects) {
    if (first!.credits === undefined) continue;
    for (const alias of existing.subjects.values()) {
      if (alias.crossListedWith?.toUpperCase() !== key || alias.credits === first!.credits)
        continue;
      problems.push({
        row: first!.row,
        column: 'credits',
        message: 'crossListedCredits',
        params: { code: first!.code, alias: alias.code, credits: alias.credits! },
      });
    }
  }
  for (const row of [...subjects.values()].flat()) {
    if (row.facultyCode !== undefined && !existing.faculties.has(row.facultyCode)) {
      problems.push({
        row: row.row,
        column: 'faculty_code',
        message: 'unknownFaculty',
        params: { value: row.facultyCode },
      });
    }
    for (const code of row.prerequisites ?? []) {
      if (subjects.has(code) || existing.subjects.has(code)) continue;
      problems.push({
        row: row.row,
        column: 'prerequisites',
        message: 'unknownPrerequisite',
        params: { value: code },
      });
    }
  }
  // The catalogue after the import: the file's subjects with its prerequisites, the rest as stored.
  const graph = new Map<string, string[]>();
  const codes = new Map<string, string>();
  for (const [key, subject] of existing.subjects) {
    graph.set(key, subject.prerequisites);
    codes.set(key, subject.code);
  }
  for (const [key, [first]] of subjects) {
    graph.set(key, first!.prerequisites ?? []);
    codes.set(key, first!.code);
  }
  // Each circle once (issue 40), on the row of its subject that comes first in the file (the
  // subjects are in the order of their first rows): one error naming every subject of a long
  // circle on each of its rows made the check and the reply quadratic.
  for (const circle of prerequisiteCircles(graph, [...subjects.keys()])) {
    const first = subjects.get(circle[0]!)![0]!;
    problems.push({
      row: first.row,
      column: 'prerequisites',
      message: 'circularPrerequisites',
      params: {
        count: circle.length - 1,
        path: circlePath(circle.map((key) => codes.get(key) ?? key)),
      },
    });
  }
}

/** Codes of a circle's subjects named in its error before the rest are left out. */
export const CIRCLE_CODES_SHOWN = 5;

/** `A → B → A`; a longer circle by its first codes: `A → B → C → D → E → … → A`. */
function circlePath(codes: string[]): string {
  const members = codes.slice(0, -1);
  const shown =
    members.length > CIRCLE_CODES_SHOWN ? [...members.slice(0, CIRCLE_CODES_SHOWN), '…'] : members;
  return [...shown, codes[0]].join(' → ');
}
