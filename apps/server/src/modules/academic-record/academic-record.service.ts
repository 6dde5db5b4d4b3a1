import type { AcademicSummary, GradeScale } from '@daftar/contract';
import type { Database, Db } from '../../db/database';
import { invalidFields } from '../../lib/app-error';
import { recordAdminChange } from '../audit/admin-changes.service';
import * as repo from './academic-record.repository';
import {
  cgpaOf,
  summariseRecord,
  type RecordSummary,
  type StandingThreshold,
} from './academic-record.rules';

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

/** The registrar's grade scale, best grade first. */
export async function gradeScale(db: Db): Promise<GradeScale> {
  const rows = await repo.gradeScaleRows(db);
  return {
    grades: rows.map((r) => ({
      grade: r.grade,
      points: r.points_hundredths === null ? null : r.points_hundredths / 100,
      passes: r.passes === 1,
    })),
  };
}

/**
 * Replaces the grade scale; a grade some result carries cannot be left out. Every
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
        summary: `Grade scale changed: ${after.grades.length} grades`,
        before,
        after,
      },
      now,
    );
    return after;
  });
}

/**
 * Works out these students' summaries from their results again and stores them: by the stored
 * standings' thresholds, or by `thresholds` when new ones are being put in place.
 */
export async function refreshRecords(
  trx: Db,
  studentIds: number[],
  thresholds?: StandingThreshold[],
): Promise<void> {
  if (studentIds.length === 0) return;
  const scale = await repo.scaleByGrade(trx);
  thresholds ??= await repo.standingThresholds(trx);
  for (let i = 0; i < studentIds.length; i += STUDENTS_AT_ONCE) {
    const ids = studentIds.slice(i, i + STUDENTS_AT_ONCE);
    const inputs = await repo.recordInputs(trx, ids);
    const summaries = new Map<number, RecordSummary>();
    for (const [studentId, results] of inputs.byStudent) {
      const roll = inputs.rollStanding.get(studentId) ?? null;
      summaries.set(studentId, summariseRecord(results, scale, thresholds, roll));
    }
    await repo.writeRecords(trx, summaries);
  }
}

/** The standings' codes, in the registrar's order: what the roll's `standing` column may say. */
export async function standingCodes(db: Db): Promise<string[]> {
  return (await repo.standingRows(db)).map((r) => r.code);
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

/**
 * A stored summary as the advisor reads it, with its standing's names; a student without one is
 * in good standing (`names` then the good standing's, as the read joins them).
 */
export function toAcademicSummary(row: {
  standing: string | null;
  standing_name_en: string | null;
  standing_name_ms: string | null;
  credits_earned: number | null;
  cgpa_points_hundredths: number | null;
  cgpa_credits: number | null;
}): AcademicSummary {
  return {
    cgpa: cgpaOf(row.cgpa_points_hundredths ?? 0, row.cgpa_credits ?? 0),
    creditsEarned: row.credits_earned ?? 0,
    standing: row.standing ?? 'good',
    standingName: { en: row.standing_name_en ?? '', ms: row.standing_name_ms ?? '' },
  };
}
