import {
  formatSubjectRule,
  isSubjectRuleError,
  parseSubjectRule,
  PEOPLE_IMPORT_LIMITS,
  STRUCTURE_KINDS,
  STRUCTURE_LIMITS,
  type StructureColumn,
  type StructureImportSummary,
  type StructureKind,
} from '@daftar/contract';
import type { CsvRow } from '../../lib/csv-file';
import { PeopleRowReader, type PeopleProblem } from '../../lib/people-rows';

// What a structures file does, decided without I/O (decision 034): one row per subject of a
// group; a group's first row gives its names, kind, credits and rule, and later rows repeat them
// or leave them empty; a row without a group is the programme's own, its credits the total. A
// programme's intake named in the file is replaced by what the file says, so importing the same
// file again changes nothing.

/** A structure as planned or stored, in a form two of can be compared by their JSON. */
export interface PlannedStructure {
  programmeId: number;
  intake: string;
  totalCredits: number;
  groups: PlannedGroup[];
}

export interface PlannedGroup {
  code: string;
  name_en: string;
  name_ms: string;
  kind: StructureKind;
  credits_required: number;
  rule: string | null;
  subjects: { subjectId: number; year: number | null; semester: number | null }[];
}

export interface StructureWorld {
  /** Programme ids by upper-cased code. */
  programmes: Map<string, number>;
  /** Subject ids by upper-cased code. */
  subjects: Map<string, number>;
  /** Stored structures by `structureKey`. */
  stored: Map<string, PlannedStructure & { id: number }>;
}

export interface StructurePlan {
  errors: PeopleProblem[];
  summary: StructureImportSummary;
  create: PlannedStructure[];
  replace: (PlannedStructure & { id: number })[];
}

export const structureKey = (programmeId: number, intake: string) => `${programmeId}|${intake}`;

type Reader = PeopleRowReader<StructureColumn>;

interface GroupInFile extends PlannedGroup {
  row: number;
  subjectRows: Map<number, number>;
}

interface StructureInFile {
  programmeId: number;
  intake: string;
  total: { credits: number; row: number } | null;
  groups: Map<string, GroupInFile>;
}

/** A whole number from `min` to `max`, null when empty, undefined (reported) when not one. */
function wholeNumber(reader: Reader, column: StructureColumn, min: number, max: number) {
  const value = reader.optional(column);
  if (value === null) return null;
  if (/^\d{1,3}$/.test(value) && Number(value) >= min && Number(value) <= max) return Number(value);
  const message = column === 'credits_required' ? 'creditsRequired' : 'recommendedTerm';
  return reader.report(column, message, { value, column, max });
}

const credits = (reader: Reader) =>
  wholeNumber(reader, 'credits_required', 0, STRUCTURE_LIMITS.credits);

function readRule(reader: Reader): string | null | undefined {
  const text = reader.optional('rule');
  if (text === null) return null;
  const rule = parseSubjectRule(text);
  if (isSubjectRuleError(rule)) return reader.report('rule', 'subjectRule', { value: rule.part });
  return rule === null ? null : formatSubjectRule(rule);
}

function readKind(reader: Reader): StructureKind | null | undefined {
  const value = reader.optional('kind')?.toLowerCase() ?? null;
  if (value === null) return null;
  return STRUCTURE_KINDS.find((k) => k === value) ?? reader.report('kind', 'kind', { value });
}

/** The group's own cells: the first row must give them; a later row repeats them or not. */
function readGroup(reader: Reader, structure: StructureInFile, code: string) {
  const nameEn = reader.text('group_name_en', reader.optional('group_name_en') ?? undefined, 150);
  const nameMs = reader.text('group_name_ms', reader.optional('group_name_ms') ?? undefined, 150);
  const kind = readKind(reader);
  const creditsRequired = credits(reader);
  const rule = readRule(reader);
  const first = structure.groups.get(code);
  if (!first) {
    if (nameEn === undefined) reader.required('group_name_en');
    if (nameMs === undefined) reader.required('group_name_ms');
    if (kind === null) reader.required('kind');
    if (creditsRequired === null) reader.required('credits_required');
    if (!nameEn || !nameMs || !kind || creditsRequired === null || creditsRequired === undefined)
      return undefined;
    if (rule === undefined) return undefined;
    const group: GroupInFile = {
      code,
      name_en: nameEn,
      name_ms: nameMs,
      kind,
      credits_required: creditsRequired,
      rule,
      subjects: [],
      row: reader.row,
      subjectRows: new Map(),
    };
    structure.groups.set(code, group);
    return group;
  }
  const differing: [StructureColumn, unknown, unknown][] = [
    ['group_name_en', nameEn, first.name_en],
    ['group_name_ms', nameMs, first.name_ms],
    ['kind', kind, first.kind],
    ['credits_required', creditsRequired, first.credits_required],
    ['rule', rule, first.rule],
  ];
  for (const [column, value, firstValue] of differing) {
    if (value !== null && value !== undefined && value !== firstValue)
      reader.report(column, 'groupDiffers', { column, value: code, firstRow: first.row });
  }
  return first;
}

function readSubject(reader: Reader, group: GroupInFile | undefined, world: StructureWorld) {
  const code = reader.optional('subject_code')?.toUpperCase() ?? null;
  if (code === null) {
    if (reader.optional('recommended_year') ?? reader.optional('recommended_semester'))
      reader.report('subject_code', 'termWithoutSubject');
    return;
  }
  const year = wholeNumber(reader, 'recommended_year', 1, STRUCTURE_LIMITS.recommendedYear);
  const semester = wholeNumber(
    reader,
    'recommended_semester',
    1,
    STRUCTURE_LIMITS.recommendedSemester,
  );
  const subjectId = world.subjects.get(code);
  if (subjectId === undefined)
    return reader.report('subject_code', 'unknownSubjectCode', { value: code });
  if (!group) return;
  const firstRow = group.subjectRows.get(subjectId);
  if (firstRow !== undefined)
    return reader.report('subject_code', 'repeatedSubject', { value: code, firstRow });
  group.subjectRows.set(subjectId, reader.row);
  // A term already reported leaves the subject listed, so the group is not also called empty.
  group.subjects.push({ subjectId, year: year ?? null, semester: semester ?? null });
}

function readRow(reader: Reader, world: StructureWorld, structures: Map<string, StructureInFile>) {
  const programmeCode = reader.required('programme_code')?.toUpperCase();
  const programmeId = programmeCode === undefined ? undefined : world.programmes.get(programmeCode);
  if (programmeCode !== undefined && programmeId === undefined)
    reader.report('programme_code', 'unknownProgramme', { value: programmeCode });
  const intake = reader.text('intake', reader.required('intake'), PEOPLE_IMPORT_LIMITS.intake);
  const groupCode = reader.text(
    'group',
    reader.optional('group') ?? undefined,
    STRUCTURE_LIMITS.groupCode,
  );
  if (programmeId === undefined || intake === undefined) return;
  const key = structureKey(programmeId, intake);
  const structure = structures.get(key) ?? { programmeId, intake, total: null, groups: new Map() };
  structures.set(key, structure);
  if (reader.optional('group') === null) {
    if (reader.optional('subject_code') !== null) return void reader.required('group');
    const total = credits(reader);
    if (total === null) return void reader.required('credits_required');
    if (structure.total)
      return void reader.report('group', 'programmeRowTwice', {
        value: programmeCode!,
        firstRow: structure.total.row,
      });
    if (total !== undefined) structure.total = { credits: total, row: reader.row };
    return;
  }
  if (groupCode === undefined) return;
  const group = readGroup(reader, structure, groupCode.toUpperCase());
  readSubject(reader, group, world);
}

/** The structure as planned: without a programme row, the total is its groups' credits. */
function planned(structure: StructureInFile, errors: PeopleProblem[]): PlannedStructure {
  const groups = [...structure.groups.values()].map(({ row, subjectRows: _rows, ...group }) => {
    if (group.kind !== 'free' && group.subjects.length === 0 && group.rule === null)
      errors.push({ row, column: 'group', message: 'emptyGroup', params: { value: group.code } });
    return group;
  });
  return {
    programmeId: structure.programmeId,
    intake: structure.intake,
    totalCredits:
      structure.total?.credits ?? groups.reduce((sum, group) => sum + group.credits_required, 0),
    groups,
  };
}

const sameStructure = (a: PlannedStructure, b: PlannedStructure) =>
  JSON.stringify([a.totalCredits, a.groups]) === JSON.stringify([b.totalCredits, b.groups]);

/** Plans a structures file: every problem by row and column, and the structures to write. */
export function planStructureImport(
  rows: CsvRow<StructureColumn>[],
  world: StructureWorld,
  fileProblems: PeopleProblem[] = [],
): StructurePlan {
  const errors = [...fileProblems];
  const structures = new Map<string, StructureInFile>();
  for (const row of rows) readRow(new PeopleRowReader(row, errors), world, structures);
  const plan: StructurePlan = {
    errors,
    summary: { created: 0, updated: 0, unchanged: 0 },
    create: [],
    replace: [],
  };
  for (const [key, structure] of structures) {
    const next = planned(structure, errors);
    const stored = world.stored.get(key);
    if (!stored) plan.create.push(next);
    else if (!sameStructure(stored, next)) plan.replace.push({ ...next, id: stored.id });
    else plan.summary.unchanged += 1;
  }
  plan.errors.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  plan.summary.created = plan.create.length;
  plan.summary.updated = plan.replace.length;
  return plan;
}
