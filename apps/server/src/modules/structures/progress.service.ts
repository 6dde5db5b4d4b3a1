import type { ProgressQuery, StudentProgress } from '@daftar/contract';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { currentPeriod } from '../periods/periods.service';
import { studentResults } from '../academic-record/academic-record.service';
import { selectionsOf } from './behind.reads';
import * as reads from './progress.reads';
import { catalogueFit, evaluateProgress } from './progress.rules';
import type { ProgressInput, ProgressSelection } from './progress.types';

// A student's progress (issue 45): their structure (or a what-if's), their results, this period's
// selection and their term, handed to the pure progress rules.

const startYear = (text: string | null) => {
  const match = text === null ? null : /\d{4}/.exec(text);
  return match ? Number(match[0]) : null;
};

export type Period = Awaited<ReturnType<typeof currentPeriod>>;

/** The current period, or null between semesters (progress still answers then). */
export async function periodOrNone(db: Db): Promise<Period | null> {
  try {
    return await currentPeriod(db);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * The student's year (the roll's, else counted from the intake to the period's academic year)
 * and semester of study, given the current period's place among its academic year's (1 first).
 */
export function studentTerm(
  student: { year_of_study: number | null; intake: string | null },
  period: { academic_year: string } | null,
  semester: number,
) {
  if (!period) return { year: student.year_of_study ?? 1, semester: 1 };
  const sinceIntake = (startYear(period.academic_year) ?? 0) - (startYear(student.intake) ?? 0) + 1;
  const year = student.year_of_study ?? (startYear(student.intake) === null ? 1 : sinceIntake);
  return { year: Math.max(1, year), semester };
}

/** The current period's place among its academic year's periods: its semester, 1 first. */
export async function semesterOf(db: Db, period: Period | null) {
  if (!period) return 1;
  const periods = await reads.periodsOfYear(db, period.academic_year);
  return Math.max(1, periods.findIndex((p) => p.id === period.id) + 1);
}

/** This period's selection (rejected subjects left out), in one read: the period is known. */
async function selectionOf(db: Db, studentId: number, period: Period | null) {
  if (!period) return [];
  const selected = await selectionsOf(db, period.id, [studentId]);
  return selected.map((s): ProgressSelection => ({
    subjectCode: s.code.toUpperCase(),
    credits: s.credits,
  }));
}

/** The student, the current period and their results, read at once: none waits on another. */
async function studentReads(db: Db, studentId: number) {
  const [student, period, results] = await Promise.all([
    reads.studentRecord(db, studentId),
    periodOrNone(db),
    studentResults(db, studentId),
  ]);
  return { student, period, results };
}

/**
 * The catalogue's facts of every subject the structure, results and selection name (`named`),
 * and of every subject `offeredIn` offers, and the rules' report.
 */
async function evaluateWith(
  db: Db,
  input: Omit<ProgressInput, 'subjects'>,
  offeredIn: Period | null = null,
) {
  const named = new Set([
    ...input.structure.groups.flatMap((g) => g.subjects.map((s) => s.code)),
    ...input.results.map((r) => r.subjectCode.toUpperCase()),
    ...input.selection.map((s) => s.subjectCode),
  ]);
  const [facts, offered] = await Promise.all([
    reads.subjectFacts(db, [...named]),
    offeredIn ? reads.offeredFacts(db, offeredIn.id) : new Map<string, never>(),
  ]);
  const full: ProgressInput = { ...input, subjects: new Map([...offered, ...facts]) };
  return { input: full, facts, named, offered, report: evaluateProgress(full) };
}

/** A student's progress through their intake's structure, or another's (`query`, a what-if). */
export async function studentProgress(
  db: Db,
  studentId: number,
  query: ProgressQuery,
): Promise<StudentProgress> {
  const { student, period, results } = await studentReads(db, studentId);
  if (!student) throw notFound('student');
  const programme = query.programme ?? student.programme_code;
  const intake = query.intake ?? student.intake;
  if (!programme || !intake) throw notFound('structure');
  const [structure, selection, semester] = await Promise.all([
    reads.structureForProgress(db, programme, intake),
    selectionOf(db, studentId, period),
    semesterOf(db, period),
  ]);
  if (!structure) throw notFound('structure');
  const term = studentTerm(student, period, semester);
  const { input, report, facts, named, offered } = await evaluateWith(
    db,
    { structure, results, selection, term },
    period,
  );
  return {
    ...report,
    // Every offered subject, and those the structure, record and selection name.
    catalogueFit: catalogueFit(input, report, new Set([...offered.keys(), ...named])),
    programme: structure.programme,
    intake: structure.intake,
    whatIf:
      structure.programme.code !== student.programme_code?.toUpperCase() ||
      structure.intake !== student.intake,
    term,
    subjects: Object.fromEntries([...facts].map(([code, f]) => [code, { name: f.name }])),
  };
}

/**
 * A student's progress in their own structure with this selection in progress (a registration
 * under review), and where each of `codes` counts; null when their intake has no structure.
 */
export async function progressWithSelection(
  db: Db,
  studentId: number,
  selection: ProgressSelection[],
  codes: string[],
) {
  const { student, period, results } = await studentReads(db, studentId);
  if (!student?.programme_code || !student.intake) return null;
  const [structure, semester] = await Promise.all([
    reads.structureForProgress(db, student.programme_code, student.intake),
    semesterOf(db, period),
  ]);
  if (!structure) return null;
  const term = studentTerm(student, period, semester);
  const { input, report } = await evaluateWith(db, { structure, results, selection, term });
  return { structure, report, fits: catalogueFit(input, report, codes) };
}

/** A student's progress as an advisor (their advisees only) or the registrar reads it. */
export async function adviseeProgress(
  db: Db,
  reviewer: AuthUser,
  studentId: number,
  query: ProgressQuery,
): Promise<StudentProgress> {
  const student = await reads.studentRecord(db, studentId);
  // Another lecturer's advisee is answered as no student at all: who advises whom stays private.
  if (!student || (reviewer.role !== 'admin' && student.advisor_id !== reviewer.id))
    throw notFound('student');
  return studentProgress(db, studentId, query);
}
