import type { HistoryEntry, HistorySubject } from '@daftar/contract';
import type { Db } from '../../db/database';
import { subjectsOfRegistrations } from '../registration/registration.service';
import { holdsSeat } from '../seats/seats.service';
import { withdrawnSubjectsOf, type WithdrawnSubject } from '../withdrawals/withdrawals.service';

/**
 * A subject withdrawn from (issue 47): W by `withdrawnAt`, with no credits. Its status stays
 * one of the three every client knows: approved, as a withdrawal is from an approved subject.
 */
function withdrawnToHistory(subject: WithdrawnSubject): HistorySubject {
  return {
    id: subject.subjectId,
    code: subject.code,
    name: subject.name,
    nameMs: subject.nameMs,
    credits: 0,
    facultyName: subject.facultyName,
    facultyNameMs: subject.facultyNameMs,
    status: 'approved',
    withdrawnAt: subject.withdrawnAt,
  };
}

/**
 * Every registration the student has submitted, of every period, newest first, with the subjects
 * withdrawn from (W, counting toward no total) among its own.
 */
export async function listHistory(db: Db, studentId: number): Promise<HistoryEntry[]> {
  const registrations = await db
    .selectFrom('registrations as r')
    .innerJoin('registration_periods as p', 'p.id', 'r.period_id')
    .select(['r.id', 'r.status', 'r.submitted_at', 'p.semester', 'p.academic_year'])
    .where('r.student_id', '=', studentId)
    .where('r.submitted_at', 'is not', null)
    .orderBy('r.submitted_at', 'desc')
    .execute();
  const ids = registrations.map((r) => r.id);
  const [subjects, withdrawn] = await Promise.all([
    subjectsOfRegistrations(db, ids),
    withdrawnSubjectsOf(db, ids),
  ]);

  return registrations.map((registration) => {
    const own = subjects.filter((s) => s.registrationId === registration.id);
    const held: HistorySubject[] = own.map((s) => ({
      id: s.id,
      code: s.code,
      name: s.name,
      nameMs: s.nameMs,
      credits: s.credits,
      facultyName: s.faculty.name,
      facultyNameMs: s.faculty.nameMs,
      status: s.status,
      ...(s.rejectionReason !== null ? { rejectionReason: s.rejectionReason } : {}),
    }));
    const gone = withdrawn
      .filter((s) => s.registrationId === registration.id)
      .map(withdrawnToHistory);
    return {
      id: registration.id,
      semester: registration.semester,
      academicYear: registration.academic_year,
      dateSubmitted: registration.submitted_at!,
      status: registration.status,
      totalCredits: own.filter((s) => holdsSeat(s.status)).reduce((sum, s) => sum + s.credits, 0),
      subjects: [...held, ...gone].sort((a, b) => a.code.localeCompare(b.code)),
    };
  });
}
