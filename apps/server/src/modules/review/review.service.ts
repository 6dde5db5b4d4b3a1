import type {
  RegistrationDetail,
  RegistrationSummary,
  SubjectStatus,
  SubjectStatusUpdate,
} from '@daftar/contract';
import type { Db } from '../../db/database';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { subjectParams } from '../../lib/subject-names';
import type { AuthUser } from '../../plugins/auth';
import {
  subjectsOfRegistrations,
  type RegistrationSubject,
} from '../registration/registration.service';
import { canDecide, holdsSeat, statusAfter, type SeatLedger } from '../seats/seats.service';
import { amendedRegistrations, isAmendment, registrationChanges } from './amendments.service';
import * as repo from './review.repository';

type SummaryRow = NonNullable<Awaited<ReturnType<typeof repo.findScoped>>>;
type Decision = 'approved' | 'rejected';

function toSummary(
  row: SummaryRow,
  subjects: RegistrationSubject[],
  amendment: boolean,
): RegistrationSummary {
  return {
    id: row.id,
    student: { id: row.student_id, name: row.student_name, studentId: row.student_number },
    period: { semester: row.semester, academicYear: row.academic_year },
    submittedAt: row.submitted_at!,
    // Credits count what the student would carry; rejected subjects carry none.
    totalCredits: subjects
      .filter((s) => holdsSeat(s.status))
      .reduce((sum, s) => sum + s.credits, 0),
    totalSubjects: subjects.length,
    amendment,
  };
}

/** Submitted registrations the reviewer may decide on, oldest submission first. */
export async function listPending(db: Db, reviewer: AuthUser): Promise<RegistrationSummary[]> {
  const rows = await repo.listSubmitted(db, reviewer);
  const ids = rows.map((r) => r.id);
  const [subjects, amended] = await Promise.all([
    subjectsOfRegistrations(db, ids),
    amendedRegistrations(db, ids),
  ]);
  return rows.map((row) =>
    toSummary(
      row,
      subjects.filter((s) => s.registrationId === row.id),
      amended.has(row.id),
    ),
  );
}

/**
 * One registration the reviewer may see, with its subjects and the changes kept of it; others do
 * not exist for them.
 */
export async function getDetail(
  db: Db,
  reviewer: AuthUser,
  registrationId: number,
): Promise<RegistrationDetail> {
  const row = await repo.findScoped(db, reviewer, registrationId);
  if (!row) throw notFound('registration');
  const [subjects, changes] = await Promise.all([
    subjectsOfRegistrations(db, [row.id]),
    registrationChanges(db, row.id),
  ]);
  return {
    ...toSummary(row, subjects, isAmendment(changes)),
    status: row.status,
    subjects: subjects.map((s) => ({
      id: s.id,
      code: s.code,
      name: s.name,
      nameMs: s.nameMs,
      credits: s.credits,
      faculty: s.faculty.name,
      facultyMs: s.faculty.nameMs,
      status: s.status,
      ...(s.rejectionReason !== null ? { rejectionReason: s.rejectionReason } : {}),
    })),
    changes,
  };
}

/**
 * Refuses (404, as if it did not exist) a registration the reviewer may not see: an admin sees
 * every submitted one, a lecturer their own advisees' only.
 */
export async function requireReviewable(
  db: Db,
  reviewer: AuthUser,
  registrationId: number,
): Promise<void> {
  if (!(await repo.findScoped(db, reviewer, registrationId))) throw notFound('registration');
}

declare module '../../lib/domain-events' {
  interface DomainEventMap {
    /**
     * A reviewer decided subjects of a registration (one, or all it applied to): its student's
     * inbox and email, and the audit trail, keep it in the decision's transaction.
     */
    subjectsDecided: {
      registrationId: number;
      studentId: number;
      reviewerId: number;
      /** Whether the reviewer decided one subject or the whole registration. */
      scope: 'subject' | 'registration';
      decision: Decision;
      /** The rejection's reason, or the reason a decision the student was told of changed. */
      reason: string | null;
      decidedAt: string;
      /** One for each subject whose status changed, for its student. */
      updates: SubjectStatusUpdate[];
    };
  }
}

interface DecisionRequest {
  decision: Decision;
  /** A rejection's reason; an approval's only when it overturns a rejection. */
  reason: string | null;
  /** One subject, or every subject the decision applies to when undefined. */
  subjectId?: number;
}

/**
 * Records a reviewer's decision on one subject, or on the whole registration: approving it
 * approves every undecided subject, rejecting it rejects every subject with the one reason.
 * Rejection gives seats back; approving a rejected subject takes its seat again under every seat
 * rule. The registration stays locked throughout, so two reviewers deciding at once leave one
 * outcome; a seat given back goes to the first student waiting who can take it, in the same
 * transaction. Changing a decision the student was already told of (approving a rejected
 * subject, rejecting an approved one) needs a reason, which the trail and the student's notice
 * carry. Returns the registration as it now is.
 */
export async function decide(
  db: Db,
  seats: SeatLedger,
  reviewer: AuthUser,
  registrationId: number,
  request: DecisionRequest,
  now = new Date(),
): Promise<RegistrationDetail> {
  const stamp = now.toISOString();
  const change = seats.locked(registrationId, async (unit, registration) => {
    const { trx } = unit;
    const visible = registration && (await repo.findScoped(trx, reviewer, registrationId));
    if (!registration || !visible) throw notFound('registration');
    if (!canDecide(registration.status)) {
      throw conflict('NOT_UNDER_REVIEW');
    }
    const subjects = await subjectsOfRegistrations(trx, [registrationId]);
    // Rejecting an amendment rejects what it asks for: approved subjects keep their seats.
    const amended =
      request.subjectId === undefined &&
      (await amendedRegistrations(trx, [registrationId])).has(registrationId);
    const targets = chooseTargets(subjects, request, amended);
    const updates: SubjectStatusUpdate[] = [];
    const seatsChanged: number[] = [];

    for (const subject of targets) {
      const reversedFrom = subject.status === 'pending' ? null : subject.status;
      const selection = {
        id: subject.selectionId,
        subject_id: subject.id,
        section_id: subject.section.id,
      };
      if (subject.status === 'rejected' && request.decision === 'approved') {
        // The rejection gave the seat back; approving now takes it again.
        await seats.takeBack(trx, registration, selection, now);
        seatsChanged.push(subject.id);
      }
      if (
        request.decision === 'rejected' &&
        (await seats.giveBack(trx, { ...selection, status: subject.status }))
      ) {
        seatsChanged.push(subject.id);
      }
      await repo.recordDecision(trx, {
        selectionId: subject.selectionId,
        status: request.decision,
        // The row keeps a rejection's reason only: an approval's reason lives in the trail.
        reason: request.decision === 'rejected' ? request.reason : null,
        reviewerId: reviewer.id,
        now: stamp,
      });
      updates.push({
        userId: registration.student_id,
        subjectId: subject.id,
        subjectCode: subject.code,
        subjectName: subject.name,
        subjectNameMs: subject.nameMs,
        newStatus: request.decision,
        ...(request.decision === 'rejected' && request.reason !== null
          ? { rejectionReason: request.reason }
          : {}),
        ...(reversedFrom && request.reason !== null
          ? { reversal: { from: reversedFrom, reason: request.reason } }
          : {}),
        decidedAt: stamp,
      });
    }

    const statuses: SubjectStatus[] = subjects.map((s) =>
      targets.some((t) => t.id === s.id) ? request.decision : s.status,
    );
    await repo.setStatus(
      trx,
      registrationId,
      statusAfter('decide', registration.status, statuses),
      stamp,
    );
    await unit.record('subjectsDecided', {
      registrationId,
      studentId: registration.student_id,
      reviewerId: reviewer.id,
      scope: request.subjectId === undefined ? 'registration' : 'subject',
      decision: request.decision,
      reason: request.reason,
      decidedAt: stamp,
      updates,
    });
    if (seatsChanged.length > 0) await unit.record('seatsChanged', { subjectIds: seatsChanged });
    // The seats given back go to waiting students before anyone else can take them; and a
    // rejection may be what lets this student into a subject they wait for.
    const waitedFor = await repo.subjectsWaitedFor(
      trx,
      registration.student_id,
      registration.period_id,
    );
    await unit.record(
      'waitlistChanged',
      await seats.promote(trx, registration.period_id, [...seatsChanged, ...waitedFor], now),
    );
    return seatsChanged;
  });
  await seats.counted(change, (seatsChanged) =>
    seatsChanged.map(() => (request.decision === 'approved' ? 'taken' : 'given_back')),
  );
  return getDetail(db, reviewer, registrationId);
}

function chooseTargets(
  subjects: RegistrationSubject[],
  request: DecisionRequest,
  amended: boolean,
): RegistrationSubject[] {
  if (request.subjectId === undefined) {
    // The whole registration: approve what is undecided, reject everything not yet rejected (of
    // an amendment, what is undecided).
    return subjects.filter((s) =>
      request.decision === 'approved' || amended ? s.status === 'pending' : s.status !== 'rejected',
    );
  }
  const subject = subjects.find((s) => s.id === request.subjectId);
  if (!subject) throw notFound('registrationSubject');
  if (subject.status === request.decision) {
    throw conflict('ALREADY_DECIDED', {
      context: request.decision,
      params: subjectParams('subject', subject),
    });
  }
  if (subject.status !== 'pending' && request.reason === null) {
    // The student was told of the earlier decision: no change of it goes without a reason.
    throw new AppError(400, 'REVERSAL_REASON_REQUIRED', {
      params: { subject: `${subject.code} ${subject.name}` },
    });
  }
  return [subject];
}
