import { SESSION_PATTERN, type PeopleImportSummary, type ResultColumn } from '@daftar/contract';
import type { CsvRow } from '../../lib/csv-file';
import { PeopleRowReader, type PeopleProblem } from '../../lib/people-rows';

// A results file's rows checked cell by cell and against what the database knows, and what
// importing them would change: pure, so a dry run and the import plan alike (issue 44).

/** What the file is checked against: students by student ID, subjects by code, the scale. */
export interface ResultsWorld {
  studentIds: Map<string, number>;
  subjectIds: Map<string, number>;
  grades: string[];
}

/** One result to keep, by its database ids. */
export interface ResultRow {
  studentId: number;
  subjectId: number;
  session: string;
  semester: number;
  grade: string;
}

/** A result's identity: one grade per student, subject, session and semester. */
export const resultKey = (r: Omit<ResultRow, 'grade'>) =>
  `${r.studentId}|${r.subjectId}|${r.session}|${r.semester}`;

/**
 * The first row of each result seen, by student, then by a number for the subject, session and
 * semester: a university's million results kept as small numbers, not strings (decision 031).
 */
export type FirstRows = Map<number, Map<number, number>>;

/** Subject, session (by its first year, four digits) and semester as one exact number. */
const sittingKey = (r: Omit<ResultRow, 'grade' | 'studentId'>) =>
  (r.subjectId * 10_000 + Number(r.session.slice(0, 4))) * 4 + r.semester;

/** The rows' results, each by its key, and every problem by row and column. */
export function readResults(
  rows: CsvRow<ResultColumn>[],
  world: ResultsWorld,
  problems: PeopleProblem[],
  /** Each result's first row so far, by student and sitting: shared by the batches of one file. */
  firstRows: FirstRows = new Map(),
): Map<string, ResultRow> {
  const results = new Map<string, ResultRow>();
  for (const source of rows) {
    const reader = new PeopleRowReader(source, problems);
    const result = readResult(reader, world);
    if (!result) continue;
    let seen = firstRows.get(result.studentId);
    if (!seen) firstRows.set(result.studentId, (seen = new Map()));
    const sitting = sittingKey(result);
    const firstRow = seen.get(sitting);
    if (firstRow !== undefined) {
      const value = `${source.cells.student_id} ${source.cells.subject_code.toUpperCase()}`;
      reader.report(null, 'repeatedResult', { value, firstRow });
      continue;
    }
    seen.set(sitting, source.row);
    results.set(resultKey(result), result);
  }
  return results;
}

function readResult(
  reader: PeopleRowReader<ResultColumn>,
  world: ResultsWorld,
): ResultRow | undefined {
  const student = reader.required('student_id');
  const studentId = student === undefined ? undefined : world.studentIds.get(student);
  if (student !== undefined && studentId === undefined)
    reader.report('student_id', 'unknownStudent', { value: student });
  const code = reader.required('subject_code')?.toUpperCase();
  const subjectId = code === undefined ? undefined : world.subjectIds.get(code);
  if (code !== undefined && subjectId === undefined)
    reader.report('subject_code', 'unknownSubject', { value: code });
  const session = reader.required('session');
  const sessionOk = session !== undefined && isSession(session);
  if (session !== undefined && !sessionOk) reader.report('session', 'session', { value: session });
  const semesterText = reader.required('semester');
  const semesterOk = semesterText !== undefined && /^[1-3]$/.test(semesterText);
  if (semesterText !== undefined && !semesterOk)
    reader.report('semester', 'resultSemester', { value: semesterText });
  const grade = reader.required('grade')?.toUpperCase();
  const gradeOk = grade !== undefined && world.grades.includes(grade);
  if (grade !== undefined && !gradeOk)
    reader.report('grade', 'unknownGrade', { value: grade, grades: world.grades.join(', ') });
  if (studentId === undefined || subjectId === undefined || !sessionOk || !semesterOk || !gradeOk)
    return undefined;
  return { studentId, subjectId, session: session!, semester: Number(semesterText), grade: grade! };
}

function isSession(text: string): boolean {
  const match = SESSION_PATTERN.exec(text);
  return match !== null && Number(match[2]) === Number(match[1]) + 1;
}

/**
 * What importing the file's results would do, given the grades already recorded by key: new
 * results created, changed grades updated, the rest unchanged. Nothing is ever withdrawn.
 */
export function planResults(
  results: Map<string, ResultRow>,
  existing: Map<string, string>,
): { writes: ResultRow[]; summary: PeopleImportSummary } {
  const writes: ResultRow[] = [];
  const summary = { created: 0, updated: 0, unchanged: 0, deactivated: 0 };
  for (const [key, result] of results) {
    const grade = existing.get(key);
    if (grade === result.grade) {
      summary.unchanged += 1;
      continue;
    }
    if (grade === undefined) summary.created += 1;
    else summary.updated += 1;
    writes.push(result);
  }
  return { writes, summary };
}
