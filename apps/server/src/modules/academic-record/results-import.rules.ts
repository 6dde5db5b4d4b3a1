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
 * Every result read so far as one exact number and its row, in two typed arrays that grow by
 * doubling: 12 bytes a result, where a map per student took about 60 MB for a university's
 * million results (decision 031). A result read twice is found once the file is read (`repeats`):
 * the import is rolled back whenever there is a problem, so finding it at the end is as good as
 * finding it at once, and within one batch the batch's own map keeps only the first.
 */
export class SeenResults {
  private keys = new Float64Array(1 << 16);
  private rows = new Int32Array(1 << 16);
  private count = 0;
  /** Subjects by a dense number, so each result's number stays an exact integer. */
  private readonly subjectIndex: Map<number, number>;
  private readonly subjectByIndex: number[];

  constructor(world: ResultsWorld) {
    this.subjectByIndex = [...world.subjectIds.values()];
    this.subjectIndex = new Map(this.subjectByIndex.map((id, i) => [id, i]));
  }

  /** Student, subject, session (by its first year) and semester as one exact number. */
  private keyOf(r: Omit<ResultRow, 'grade'>): number {
    const sitting =
      (this.subjectIndex.get(r.subjectId)! * 10_000 + Number(r.session.slice(0, 4))) * 4 +
      r.semester;
    const key = r.studentId * this.subjectIndex.size * 40_000 + sitting;
    if (!Number.isSafeInteger(key)) throw new Error('result key beyond exact integers');
    return key;
  }

  add(result: Omit<ResultRow, 'grade'>, row: number) {
    if (this.count === this.keys.length) {
      const keys = new Float64Array(this.count * 2);
      keys.set(this.keys);
      const rows = new Int32Array(this.count * 2);
      rows.set(this.rows);
      [this.keys, this.rows] = [keys, rows];
    }
    this.keys[this.count] = this.keyOf(result);
    this.rows[this.count] = row;
    this.count += 1;
  }

  /** After the last row: each result read again, with its row and the row it was first on. */
  repeats(): { key: number; row: number; firstRow: number }[] {
    const sorted = this.keys.slice(0, this.count).sort();
    const repeated = new Set<number>();
    for (let i = 1; i < sorted.length; i += 1) {
      if (sorted[i] === sorted[i - 1]) repeated.add(sorted[i]!);
    }
    if (repeated.size === 0) return [];
    const first = new Map<number, number>();
    const found: { key: number; row: number; firstRow: number }[] = [];
    for (let i = 0; i < this.count; i += 1) {
      const key = this.keys[i]!;
      if (!repeated.has(key)) continue;
      const firstRow = first.get(key);
      if (firstRow === undefined) first.set(key, this.rows[i]!);
      else found.push({ key, row: this.rows[i]!, firstRow });
    }
    return found;
  }

  /** The student of a result's number. */
  studentOf(key: number): number {
    return Math.floor(key / (this.subjectIndex.size * 40_000));
  }

  /** The subject of a result's number. */
  subjectOf(key: number): number {
    return this.subjectByIndex[Math.floor((key % (this.subjectIndex.size * 40_000)) / 40_000)]!;
  }
}

/**
 * The rows' results, each by its key, and every problem by row and column; each result is also
 * noted in `seen`, shared by the batches of one file, for the repeats found at its end.
 */
export function readResults(
  rows: CsvRow<ResultColumn>[],
  world: ResultsWorld,
  problems: PeopleProblem[],
  seen: SeenResults = new SeenResults(world),
): Map<string, ResultRow> {
  const results = new Map<string, ResultRow>();
  for (const source of rows) {
    const reader = new PeopleRowReader(source, problems);
    const result = readResult(reader, world);
    if (!result) continue;
    seen.add(result, source.row);
    const key = resultKey(result);
    // A repeat within the batch: the first stays the batch's; `repeats` reports the row.
    if (!results.has(key)) results.set(key, result);
  }
  return results;
}

/** The problems of the results read twice, in the words a row's own problem has. */
export function repeatedResults(seen: SeenResults, world: ResultsWorld): PeopleProblem[] {
  const repeats = seen.repeats();
  if (repeats.length === 0) return [];
  const studentIds = new Map([...world.studentIds].map(([number, id]) => [id, number]));
  const codes = new Map([...world.subjectIds].map(([code, id]) => [id, code]));
  return repeats.map(({ key, row, firstRow }) => ({
    row,
    column: null,
    message: 'repeatedResult',
    params: {
      value: `${studentIds.get(seen.studentOf(key))} ${codes.get(seen.subjectOf(key))}`,
      firstRow,
    },
  }));
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
