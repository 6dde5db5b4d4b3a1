import { STANDINGS, type AcademicSummary, type GradeScale, type Standing } from '@daftar/contract';
import type { Database, Db } from '../../db/database';
import { invalidFields } from '../../lib/app-error';
import { recordAdminChange } from '../audit/admin-changes.service';
import * as repo from './academic-record.repository';
import { cgpaOf, summariseRecord, type RecordSummary } from './academic-record.rules';

// The grade scale and each student's summary of their results (issue 44). The results import is
// results-import.service.ts; when a prerequisite is met, for the seat ledger's and the advisor's
// reads, is academic-record.prerequisites.ts.

export { bestGrade, prerequisiteMet } from './academic-record.prerequisites';

/** One sitting of a subject, as progress through a programme's structure reads it (issue 45). */
export interface StudentResult {
  subjectCode: string;
  grade: string;
  /** By the registrar's scale; a grade no longer on it does not pass. */
  passes: boolean;
  points: number | null;
  credits: number;
}

/** Every result the student has, each sitting on its own. */
export async function studentResults(db: Db, studentId: number): Promise<StudentResult[]> {
  return (await repo.studentResults(db, studentId)).map((row) => ({
    subjectCode: row.code,
    grade: row.grade,
    passes: row.passes === 1,
    points: row.points_hundredths === null ? null : row.points_hundredths / 100,
    credits: row.credits,
  }));
}

/** Students whose summaries are worked out at once: their results fit in memory together. */
const STUDENTS_AT_ONCE = 500;

/** The registrar's grade scale, best grade first, with the probation threshold. */
export async function gradeScale(db: Db): Promise<GradeScale> {
  const [rows, below] = await Promise.all([repo.gradeScaleRows(db), repo.probationBelow(db)]);
  return {
    grades: rows.map((r) => ({
      grade: r.grade,
      points: r.points_hundredths === null ? null : r.points_hundredths / 100,
      passes: r.passes === 1,
    })),
    probationBelow: below / 100,
  };
}

/**
 * Replaces the grade scale and threshold; a grade some result carries cannot be left out. Every
 * student's summary is worked out again in the same transaction, and the change is audited.
 */
export async function updateGradeScale(
  database: Database,
  actorId: number,
  body: GradeScale,
  now = new Date(),
): Promise<GradeScale> {
  return database.transaction(async (trx) => {
    const before = await gradeScale(trx);
    const kept = new Set(body.grades.map((g) => g.grade));
    if ((await repo.gradesInUse(trx)).some((grade) => !kept.has(grade))) {
      throw invalidFields({ grades: 'gradeInUse' });
    }
    await repo.replaceScale(
      trx,
      body.grades.map((g) => ({
        grade: g.grade,
        pointsHundredths: g.points === null ? null : Math.round(g.points * 100),
        passes: g.passes,
      })),
      Math.round(body.probationBelow * 100),
    );
    await refreshRecords(trx, await repo.studentsWithRecords(trx));
    const after = await gradeScale(trx);
    await recordAdminChange(
      trx,
      {
        actorId,
        entity: 'academicRecord',
        entityId: null,
        action: 'update',
        summary: `Grade scale changed: ${after.grades.length} grades, probation below CGPA ${after.probationBelow.toFixed(2)}`,
        before,
        after,
      },
      now,
    );
    return after;
  });
}

/** Works out these students' summaries from their results again and stores them. */
export async function refreshRecords(trx: Db, studentIds: number[]): Promise<void> {
  if (studentIds.length === 0) return;
  const [scale, below] = await Promise.all([repo.scaleByGrade(trx), repo.probationBelow(trx)]);
  for (let i = 0; i < studentIds.length; i += STUDENTS_AT_ONCE) {
    const ids = studentIds.slice(i, i + STUDENTS_AT_ONCE);
    const inputs = await repo.recordInputs(trx, ids);
    const summaries = new Map<number, RecordSummary>();
    for (const [studentId, results] of inputs.byStudent) {
      const roll = (inputs.rollStanding.get(studentId) ?? null) as Standing | null;
      summaries.set(studentId, summariseRecord(results, scale, below, roll));
    }
    await repo.writeRecords(trx, summaries);
  }
}

/** The standings' codes, in the registrar's order: what the roll's `standing` column may say. */
export async function standingCodes(_db: Db): Promise<string[]> {
  return [...STANDINGS];
}

/**
 * Records the roll's standings (null: the roll gives none) and works the students' summaries out
 * again, in the roll's transaction: a standing the roll gives outranks the CGPA's.
 */
export async function giveRollStandings(
  trx: Db,
  standings: { studentId: string; standing: string | null }[],
): Promise<void> {
  if (standings.length === 0) return;
  await refreshRecords(trx, await repo.writeRollStandings(trx, standings));
}

/** A stored summary as the advisor reads it; a student without one is in good standing. */
export function toAcademicSummary(row: {
  standing: Standing | null;
  credits_earned: number | null;
  cgpa_points_hundredths: number | null;
  cgpa_credits: number | null;
}): AcademicSummary {
  return {
    cgpa: cgpaOf(row.cgpa_points_hundredths ?? 0, row.cgpa_credits ?? 0),
    creditsEarned: row.credits_earned ?? 0,
    standing: row.standing ?? 'good',
  };
}
