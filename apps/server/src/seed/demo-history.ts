import type { Db } from '../db/database';
import { PAST_TERMS } from './demo-accounts-data';
import { byKey, sectionKey, type Ids } from './seed-keys';

// The demo student's past terms (decisions.md section 4): decided registrations and their trail.

export interface HistoryContext {
  studentId: number;
  advisorId: number;
  periodIds: Map<number, number>;
  subjectIds: Ids;
  sectionIds: Ids;
}

/** One decided registration per past term, with its audit trail. */
export async function insertHistory(trx: Db, context: HistoryContext): Promise<void> {
  const { studentId, advisorId, periodIds, subjectIds, sectionIds } = context;
  const registrations = await trx
    .insertInto('registrations')
    .values(
      PAST_TERMS.map((term) => ({
        student_id: studentId,
        period_id: periodIds.get(term.semester)!,
        status: term.rejected.length > 0 ? ('partially_approved' as const) : ('approved' as const),
        submitted_at: term.submittedAt,
        created_at: term.createdAt,
        updated_at: term.decidedAt,
      })),
    )
    .returning(['id', 'period_id'])
    .execute();
  const registrationIds = byKey(registrations, (row) => row.period_id);

  const decisions = PAST_TERMS.flatMap((term) => {
    const periodId = periodIds.get(term.semester)!;
    return [
      ...term.approved.map((code) => ({ code, reason: null })),
      ...term.rejected.map(({ code, reason }) => ({ code, reason })),
    ].map(({ code, reason }) => {
      const subjectId = subjectIds.get(code)!;
      return {
        registrationId: registrationIds.get(periodId)!,
        subjectId,
        sectionId: sectionIds.get(sectionKey(periodId, subjectId, 1))!,
        reason,
        createdAt: term.createdAt,
        decidedAt: term.decidedAt,
      };
    });
  });

  await trx
    .insertInto('registration_subjects')
    .values(
      decisions.map((decision) => ({
        registration_id: decision.registrationId,
        subject_id: decision.subjectId,
        section_id: decision.sectionId,
        status: decision.reason === null ? ('approved' as const) : ('rejected' as const),
        rejection_reason: decision.reason,
        decided_by: advisorId,
        decided_at: decision.decidedAt,
        created_at: decision.createdAt,
      })),
    )
    .execute();
  await trx
    .insertInto('audit_events')
    .values(
      decisions.map((decision) => ({
        at: decision.decidedAt,
        actor_id: advisorId,
        registration_id: decision.registrationId,
        subject_id: decision.subjectId,
        scope: 'subject' as const,
        decision: decision.reason === null ? ('approved' as const) : ('rejected' as const),
        reason: decision.reason,
      })),
    )
    .execute();
}
