import type { CatalogueImportSummary } from '@daftar/contract';
import type { CsvRow, ImportProblem } from './catalogue-csv';
import {
  checkReferences,
  checkSectionRows,
  checkSubjectRows,
  same,
  SUBJECT_FIELDS,
} from './catalogue-checks';
import {
  readCatalogueRow,
  type CatalogueRow,
  type MeetingValue,
  type SectionRef,
} from './catalogue-rows';
import { checkParts, partAfter, sameRef } from './catalogue-parts';

// What a file's rows mean together, and what importing them would change: pure, no I/O.

export interface ExistingSubject {
  id: number;
  code: string;
  name: string;
  nameMs: string | null;
  credits: number;
  year: number;
  facultyId: number;
  description: string;
  descriptionMs: string | null;
  /** Upper-cased codes. */
  prerequisites: string[];
  /** The code whose sections this one shares (decision 042); null: its own. */
  crossListedWith: string | null;
}

export interface ExistingSection {
  id: number;
  subjectId: number;
  subjectCode: string;
  number: number;
  capacity: number;
  registered: number;
  lecturer: string;
  meetings: MeetingValue[];
  /** Its part and the section it goes with (decision 039). */
  part: string | null;
  linkedTo: SectionRef | null;
}

/** The database as the import finds it: faculties and subjects by upper-cased code. */
export interface ExistingCatalogue {
  faculties: Map<string, number>;
  subjects: Map<string, ExistingSubject>;
  /** The period's sections. */
  sections: ExistingSection[];
}

type Action = 'create' | 'update' | 'unchanged';

export interface PlannedSubject {
  key: string;
  code: string;
  name: string;
  nameMs: string | null;
  credits: number;
  year: number;
  facultyId: number;
  description: string;
  descriptionMs: string | null;
  prerequisites: string[];
  existing: ExistingSubject | undefined;
  action: Action;
  prerequisitesChanged: boolean;
}

export interface PlannedSection {
  subjectKey: string;
  number: number;
  capacity: number;
  lecturer: string;
  meetings: MeetingValue[];
  existing: ExistingSection | undefined;
  action: Action;
  capacityChanged: boolean;
  meetingsChanged: boolean;
  part: string | null;
  linkedTo: SectionRef | null;
  /** The part or the link differs from the stored one (or a new section has either). */
  partChanged: boolean;
}

export interface ImportPlan {
  errors: ImportProblem[];
  warnings: ImportProblem[];
  /** Only the subjects and sections whose rows are free of errors. */
  subjects: PlannedSubject[];
  sections: PlannedSection[];
  summary: CatalogueImportSummary;
}

const SUBJECT_COLUMNS = new Set<string>([
  'subject_code',
  ...SUBJECT_FIELDS.map(([, column]) => column),
]);
const COLUMN_ORDER = new Map<string, number>(
  [
    ...SUBJECT_COLUMNS,
    'section',
    'capacity',
    'lecturer',
    'day',
    'start',
    'end',
    'room',
    'part',
    'linked_to',
  ].map((column, index) => [column, index]),
);

const meetingKey = (m: MeetingValue) => `${m.day}|${m.startMinute}|${m.endMinute}|${m.room}`;
const sameMeetings = (a: MeetingValue[], b: MeetingValue[]) =>
  same(a.map(meetingKey), b.map(meetingKey));

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

const sectionKey = (subjectKey: string, number: number) => `${subjectKey}#${number}`;

function planSubject(
  key: string,
  first: CatalogueRow,
  existing: ExistingCatalogue,
): PlannedSubject {
  const stored = existing.subjects.get(key);
  const subject = {
    key,
    code: stored?.code ?? first.code,
    name: first.name!,
    // A file without the Malay columns leaves the Malay texts stored as they are.
    nameMs: first.nameMs === undefined ? (stored?.nameMs ?? null) : first.nameMs,
    credits: first.credits!,
    year: first.year!,
    facultyId: existing.faculties.get(first.facultyCode!)!,
    description: first.description ?? '',
    descriptionMs:
      first.descriptionMs === undefined ? (stored?.descriptionMs ?? null) : first.descriptionMs,
    prerequisites: first.prerequisites ?? [],
  };
  const prerequisitesChanged = !stored || !same(stored.prerequisites, subject.prerequisites);
  const changed =
    !stored ||
    prerequisitesChanged ||
    stored.name !== subject.name ||
    stored.credits !== subject.credits ||
    stored.year !== subject.year ||
    stored.facultyId !== subject.facultyId ||
    stored.description !== subject.description ||
    stored.nameMs !== subject.nameMs ||
    stored.descriptionMs !== subject.descriptionMs;
  const action = !stored ? 'create' : changed ? 'update' : 'unchanged';
  return { ...subject, existing: stored, action, prerequisitesChanged };
}

function planSection(
  rows: CatalogueRow[],
  stored: ExistingSection | undefined,
  problems: ImportProblem[],
): PlannedSection | undefined {
  const first = rows[0]!;
  const section = {
    subjectKey: first.subjectKey,
    number: first.section,
    capacity: first.capacity!,
    lecturer: first.lecturer!,
    meetings: rows.flatMap((row) => (row.meeting ? [row.meeting] : [])),
  };
  if (stored && section.capacity < stored.registered) {
    problems.push({
      row: first.row,
      column: 'capacity',
      message: 'capacityBelowTaken',
      params: { count: stored.registered, code: first.code, section: first.section },
    });
    return undefined;
  }
  const capacityChanged = !stored || stored.capacity !== section.capacity;
  const meetingsChanged = !stored || !sameMeetings(stored.meetings, section.meetings);
  const { part, linkedTo } = partAfter(first, stored);
  const partChanged = stored
    ? stored.part !== part || !sameRef(stored.linkedTo, linkedTo)
    : part !== null || linkedTo !== null;
  const changed =
    capacityChanged || meetingsChanged || partChanged || stored?.lecturer !== section.lecturer;
  const action = !stored ? 'create' : changed ? 'update' : 'unchanged';
  return {
    ...section,
    existing: stored,
    action,
    capacityChanged,
    meetingsChanged,
    part,
    linkedTo,
    partChanged,
  };
}

const byPlace = (a: ImportProblem, b: ImportProblem) =>
  (a.row ?? 0) - (b.row ?? 0) ||
  (a.column === null ? -1 : (COLUMN_ORDER.get(a.column) ?? 99)) -
    (b.column === null ? -1 : (COLUMN_ORDER.get(b.column) ?? 99));

/**
 * Checks a file's rows against each other and the catalogue, and works out what importing them
 * changes: subjects and sections to create or update, each section's meetings replaced when they
 * differ. `problems` holds what reading the file found already. Nothing is ever deleted: a
 * section of the period the file does not mention is kept, with a warning.
 */
export function planCatalogueImport(
  csvRows: CsvRow[],
  existing: ExistingCatalogue,
  problems: ImportProblem[] = [],
): ImportPlan {
  const errors = [...problems];
  const rows = csvRows.flatMap((source) => readCatalogueRow(source, errors) ?? []);
  const subjects = groupBy(rows, (row) => row.subjectKey);
  const sections = groupBy(rows, (row) => sectionKey(row.subjectKey, row.section));
  for (const group of subjects.values()) checkSubjectRows(group, errors);
  for (const group of sections.values()) checkSectionRows(group, errors);
  checkReferences(subjects, existing, errors);
  checkParts(subjects, existing.sections, errors);

  const badRows = (columns: (column: string) => boolean) =>
    new Set(errors.filter((p) => p.column === null || columns(p.column)).map((p) => p.row));
  const badSubjectRows = badRows((column) => SUBJECT_COLUMNS.has(column));
  const badSectionRows = badRows((column) => !SUBJECT_COLUMNS.has(column));

  const plannedSubjects: PlannedSubject[] = [];
  for (const [key, group] of subjects) {
    if (group.some((row) => badSubjectRows.has(row.row))) continue;
    plannedSubjects.push(planSubject(key, group[0]!, existing));
  }
  const validSubjects = new Set(plannedSubjects.map((s) => s.key));
  const stored = new Map(
    existing.sections.map((s) => [sectionKey(s.subjectCode.toUpperCase(), s.number), s]),
  );
  const plannedSections: PlannedSection[] = [];
  for (const [key, group] of sections) {
    if (!validSubjects.has(group[0]!.subjectKey)) continue;
    if (group.some((row) => badSectionRows.has(row.row))) continue;
    const planned = planSection(group, stored.get(key), errors);
    if (planned) plannedSections.push(planned);
  }

  const warnings: ImportProblem[] = existing.sections
    .filter((s) => !sections.has(sectionKey(s.subjectCode.toUpperCase(), s.number)))
    .sort((a, b) => a.subjectCode.localeCompare(b.subjectCode) || a.number - b.number)
    .map((s) => ({
      row: null,
      column: null,
      message: 'sectionKept',
      params: { code: s.subjectCode, section: s.number },
    }));

  const count = <T extends { action: Action }>(items: T[], action: Action) =>
    items.filter((item) => item.action === action).length;
  return {
    errors: errors.sort(byPlace),
    warnings,
    subjects: plannedSubjects,
    sections: plannedSections,
    summary: {
      subjectsCreated: count(plannedSubjects, 'create'),
      subjectsUpdated: count(plannedSubjects, 'update'),
      sectionsCreated: count(plannedSections, 'create'),
      sectionsUpdated: count(plannedSections, 'update'),
      unchanged: count(plannedSubjects, 'unchanged') + count(plannedSections, 'unchanged'),
    },
  };
}
