import type { Db } from '../../db/database';
import type {
  RecordSummary,
  ResultForRecord,
  ScaleGrade,
  StandingThreshold,
} from './academic-record.rules';
import type { ResultRow, ResultsWorld } from './results-import.rules';
import { resultKey } from './results-import.rules';

// The academic record's SQL: the grade scale, results, and each student's stored summary.

/** Rows a statement writes at once: five values each, well under both engines' limits. */
const BATCH = 1000;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function gradeScaleRows(db: Db) {
  return db.selectFrom('grade_scale').selectAll().orderBy('position').execute();
}

/** The registrar's standings, in their order. */
export function standingRows(db: Db) {
  return db.selectFrom('standings').selectAll().orderBy('position').execute();
}

/** The standings' thresholds, as the summaries read them. */
export async function standingThresholds(db: Db): Promise<StandingThreshold[]> {
  return (await standingRows(db)).map((r) => ({
    code: r.code,
    minHundredths: r.min_cgpa_hundredths,
  }));
}

/** Writes the standings given, in their order; those left out stay until `removeStandings`. */
export async function writeStandings(
  trx: Db,
  rows: { code: string; name_en: string; name_ms: string; min_cgpa_hundredths: number }[],
) {
  for (const [position, row] of rows.entries()) {
    await trx
      .insertInto('standings')
      .values({ ...row, position })
      .onConflict((oc) =>
        oc.column('code').doUpdateSet({
          position,
          name_en: row.name_en,
          name_ms: row.name_ms,
          min_cgpa_hundredths: row.min_cgpa_hundredths,
        }),
      )
      .execute();
  }
}

/** Removes the standings not kept (their periods' maxima with them); none may be held. */
export async function removeStandings(trx: Db, kept: string[]) {
  await trx.deleteFrom('period_standing_limits').where('standing', 'not in', kept).execute();
  await trx.deleteFrom('standings').where('code', 'not in', kept).execute();
}

/** The standings some roll gives a student: they must stay. */
export async function rollStandingsInUse(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('student_records')
    .select('roll_standing')
    .distinct()
    .where('roll_standing', 'is not', null)
    .execute();
  return rows.map((r) => r.roll_standing!);
}

/** The scale as the summaries read it, by grade. */
export async function scaleByGrade(db: Db): Promise<Map<string, ScaleGrade>> {
  const rows = await gradeScaleRows(db);
  return new Map(
    rows.map((r) => [r.grade, { pointsHundredths: r.points_hundredths, passes: r.passes === 1 }]),
  );
}

export async function replaceScale(
  trx: Db,
  grades: { grade: string; pointsHundredths: number | null; passes: boolean }[],
) {
  await trx.deleteFrom('grade_scale').execute();
  await trx
    .insertInto('grade_scale')
    .values(
      grades.map((g, position) => ({
        grade: g.grade,
        position,
        points_hundredths: g.pointsHundredths,
        passes: g.passes ? 1 : 0,
      })),
    )
    .execute();
}

/** The grades some result carries: the scale must keep them. */
export async function gradesInUse(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('results').select('grade').distinct().execute();
  return rows.map((r) => r.grade);
}

export async function resultsWorld(db: Db): Promise<ResultsWorld> {
  const [students, subjects, grades] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'student_id'])
      .where('role', '=', 'student')
      .where('student_id', 'is not', null)
      .execute(),
    db.selectFrom('subjects').select(['id', 'code']).execute(),
    gradeScaleRows(db),
  ]);
  return {
    studentIds: new Map(students.map((s) => [s.student_id!, s.id])),
    subjectIds: new Map(subjects.map((s) => [s.code.toUpperCase(), s.id])),
    grades: grades.map((g) => g.grade),
  };
}

/** The grades already recorded for these students, by result key. */
export async function existingGrades(db: Db, studentIds: number[]): Promise<Map<string, string>> {
  const grades = new Map<string, string>();
  for (const ids of chunks(studentIds, BATCH)) {
    const rows = await db
      .selectFrom('results')
      .select(['student_id', 'subject_id', 'session', 'semester', 'grade'])
      .where('student_id', 'in', ids)
      .execute();
    for (const r of rows) {
      grades.set(
        resultKey({
          studentId: r.student_id,
          subjectId: r.subject_id,
          session: r.session,
          semester: r.semester,
        }),
        r.grade,
      );
    }
  }
  return grades;
}

/** Writes results, a recorded one's grade replaced. */
export async function upsertResults(trx: Db, results: ResultRow[]) {
  for (const batch of chunks(results, BATCH)) {
    await trx
      .insertInto('results')
      .values(
        batch.map((r) => ({
          student_id: r.studentId,
          subject_id: r.subjectId,
          session: r.session,
          semester: r.semester,
          grade: r.grade,
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(['student_id', 'subject_id', 'session', 'semester'])
          .doUpdateSet((eb) => ({ grade: eb.ref('excluded.grade') })),
      )
      .execute();
  }
}

/**
 * The roll's word on these students' standings, by student ID (null: none); a student without a
 * record yet gets one, its summary worked out next. The students the roll gave, by account id.
 */
export async function writeRollStandings(
  trx: Db,
  standings: { studentId: string; standing: string | null }[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const batch of chunks(standings, BATCH)) {
    const accounts = await trx
      .selectFrom('users')
      .select(['id', 'student_id'])
      .where('role', '=', 'student')
      .where(
        'student_id',
        'in',
        batch.map((s) => s.studentId),
      )
      .execute();
    const idOf = new Map(accounts.map((a) => [a.student_id!, a.id]));
    const rows = batch.map((s) => ({
      student_id: idOf.get(s.studentId)!,
      credits_earned: 0,
      cgpa_points_hundredths: 0,
      cgpa_credits: 0,
      standing: 'good',
      roll_standing: s.standing,
    }));
    await trx
      .insertInto('student_records')
      .values(rows)
      .onConflict((oc) =>
        oc
          .column('student_id')
          .doUpdateSet((eb) => ({ roll_standing: eb.ref('excluded.roll_standing') })),
      )
      .execute();
    ids.push(...rows.map((r) => r.student_id));
  }
  return ids;
}

/** Every student who has results, or a record kept: whose summary a new scale may change. */
export async function studentsWithRecords(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('results')
    .select('student_id')
    .union(db.selectFrom('student_records').select('student_id'))
    .execute();
  return rows.map((r) => r.student_id);
}

/** These students' results with each subject's credits, and the roll's word on their standing. */
export async function recordInputs(db: Db, studentIds: number[]) {
  const [results, records] = await Promise.all([
    db
      .selectFrom('results as r')
      .innerJoin('subjects as s', 's.id', 'r.subject_id')
      .select(['r.student_id', 'r.subject_id', 's.credits', 'r.grade'])
      .where('r.student_id', 'in', studentIds)
      .execute(),
    db
      .selectFrom('student_records')
      .select(['student_id', 'roll_standing'])
      .where('student_id', 'in', studentIds)
      .execute(),
  ]);
  const byStudent = new Map<number, ResultForRecord[]>(studentIds.map((id) => [id, []]));
  for (const r of results) {
    byStudent
      .get(r.student_id)!
      .push({ subjectId: r.subject_id, credits: r.credits, grade: r.grade });
  }
  return {
    byStudent,
    rollStanding: new Map(records.map((r) => [r.student_id, r.roll_standing])),
  };
}

export async function writeRecords(trx: Db, summaries: Map<number, RecordSummary>) {
  const rows = [...summaries].map(([studentId, s]) => ({
    student_id: studentId,
    credits_earned: s.creditsEarned,
    cgpa_points_hundredths: s.cgpaPointsHundredths,
    cgpa_credits: s.cgpaCredits,
    standing: s.standing,
  }));
  for (const batch of chunks(rows, BATCH)) {
    await trx
      .insertInto('student_records')
      .values(batch)
      .onConflict((oc) =>
        oc.column('student_id').doUpdateSet((eb) => ({
          credits_earned: eb.ref('excluded.credits_earned'),
          cgpa_points_hundredths: eb.ref('excluded.cgpa_points_hundredths'),
          cgpa_credits: eb.ref('excluded.cgpa_credits'),
          standing: eb.ref('excluded.standing'),
        })),
      )
      .execute();
  }
}

/** Every sitting of the student's, with the subject's code and credits and the grade's worth. */
export function studentResults(db: Db, studentId: number) {
  return db
    .selectFrom('results as r')
    .innerJoin('subjects as s', 's.id', 'r.subject_id')
    .leftJoin('grade_scale as g', 'g.grade', 'r.grade')
    .select(['s.code', 's.credits', 'r.grade', 'g.passes', 'g.points_hundredths'])
    .where('r.student_id', '=', studentId)
    .execute();
}
