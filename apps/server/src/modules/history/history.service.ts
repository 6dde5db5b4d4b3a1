import type { HistoryEntry } from '@daftar/contract';
import type { Db } from '../../db/database';
import { subjectsOfRegistrations } from '../registration/registration.service';
import { holdsSeat } from '../seats/seats.service';

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
  const subjects = await subjectsOfRegistrations(
    db,
    registrations.map((r) => r.id),
  );

  return registrations.map((registration) => {
    const own = subjects
      .filter((s) => s.registrationId === registration.id)
      .sort((a, b) => a.code.localeCompare(b.code));
    return {
      id: registration.id,
      semester: registration.semester,
      academicYear: registration.academic_year,
      dateSubmitted: registration.submitted_at!,
      status: registration.status,
      totalCredits: own.filter((s) => holdsSeat(s.status)).reduce((sum, s) => sum + s.credits, 0),
      subjects: own.map((s) => ({
        id: s.id,
        code: s.code,
        name: s.name,
        nameMs: s.nameMs,
        credits: s.credits,
        facultyName: s.faculty.name,
        facultyNameMs: s.faculty.nameMs,
        status: s.status,
        ...(s.rejectionReason !== null ? { rejectionReason: s.rejectionReason } : {}),
      })),
    };
  });
}
