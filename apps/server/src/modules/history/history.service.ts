import type { HistoryEntry } from '@daftar/contract';
import type { Db } from '../../db/database';

/** Every registration the student has submitted, of every period, newest first. */
export async function listHistory(db: Db, studentId: number): Promise<HistoryEntry[]> {
  const registrations = await db
    .selectFrom('registrations as r')
    .innerJoin('registration_periods as p', 'p.id', 'r.period_id')
    .select(['r.id', 'r.status', 'r.submitted_at', 'p.semester', 'p.academic_year'])
    .where('r.student_id', '=', studentId)
    .where('r.submitted_at', 'is not', null)
    .orderBy('r.submitted_at', 'desc')
    .execute();
  if (registrations.length === 0) return [];
  const subjects = await db
    .selectFrom('registration_subjects as rs')
    .innerJoin('subjects as s', 's.id', 'rs.subject_id')
    .innerJoin('faculties as f', 'f.id', 's.faculty_id')
    .select([
      'rs.registration_id',
      's.id',
      's.code',
      's.name',
      's.credits',
      'f.name as faculty_name',
      'rs.status',
      'rs.rejection_reason',
    ])
    .where(
      'rs.registration_id',
      'in',
      registrations.map((r) => r.id),
    )
    .orderBy('s.code')
    .execute();

  return registrations.map((registration) => {
    const own = subjects.filter((s) => s.registration_id === registration.id);
    return {
      id: registration.id,
      semester: registration.semester,
      academicYear: registration.academic_year,
      dateSubmitted: registration.submitted_at!,
      status: registration.status,
      totalCredits: own
        .filter((s) => s.status !== 'rejected')
        .reduce((sum, s) => sum + s.credits, 0),
      subjects: own.map((s) => ({
        id: s.id,
        code: s.code,
        name: s.name,
        credits: s.credits,
        facultyName: s.faculty_name,
        status: s.status,
        ...(s.rejection_reason !== null ? { rejectionReason: s.rejection_reason } : {}),
      })),
    };
  });
}
