import type { OverloadRequest, Permit, Withdrawal } from '@daftar/contract';
import { servicePlugin } from '../../app-instance';
import type { UnitOfWork } from '../../lib/domain-events';
import { recordNotifications, type NewNotification } from './notifications.service';

/** What a notification of an overload request keeps of it. */
const overloadOf = (request: OverloadRequest) => ({
  id: request.id,
  credits: request.credits,
  studentName: request.student.name,
  studentNumber: request.student.studentId,
});

/** What a notification of a permit keeps of it: the permit, and the subject it is for. */
const permitOf = (permit: Permit) => ({
  subject: permit.subject,
  permit: {
    id: permit.id,
    rule: permit.rule,
    studentName: permit.student.name,
    studentNumber: permit.student.studentId,
  },
});

/** What a notification of a withdrawal keeps of it: the request, and its subject unless whole. */
const withdrawalOf = (withdrawal: Withdrawal) => ({
  ...(withdrawal.subject ? { subject: withdrawal.subject } : {}),
  withdrawal: {
    id: withdrawal.id,
    wholeSemester: withdrawal.subject === null,
    studentName: withdrawal.student.name,
    studentNumber: withdrawal.student.studentId,
  },
});

/** Stores what people are told and records it, for their emails and bells. */
async function tell(unit: UnitOfWork, told: NewNotification[]): Promise<void> {
  if (told.length === 0) return;
  const notifications = await recordNotifications(unit.trx, told);
  await unit.record('notificationsAdded', { notifications });
}

/**
 * What people are told in their inbox (and by email, from the outbox): stored in the transaction
 * of the change they tell of, then sent to their bells once it has committed.
 */
export const notificationsConsumers = servicePlugin(
  { name: 'notifications-consumers', dependencies: ['domain-events'] },
  (app) => {
    const events = app.domainEvents;

    // Each decided subject, to its student.
    events.inTransaction('subjectsDecided', (decided, unit) =>
      tell(
        unit,
        decided.updates.map((update) => ({
          userId: update.userId,
          kind: 'decision',
          createdAt: decided.decidedAt,
          subject: {
            id: update.subjectId,
            code: update.subjectCode,
            name: update.subjectName,
            nameMs: update.subjectNameMs,
          },
          decision: decided.decision,
          ...(update.rejectionReason !== undefined ? { reason: update.rejectionReason } : {}),
          // A changed decision says what it overturns and why, approvals included.
          ...(update.reversal
            ? { reason: update.reversal.reason, reversedFrom: update.reversal.from }
            : {}),
        })),
      ),
    );

    // A submission, to the student's advisor: what they have to decide.
    events.inTransaction('registrationSubmitted', (submitted, unit) =>
      tell(
        unit,
        submitted.advisorId === null
          ? []
          : [
              {
                userId: submitted.advisorId,
                kind: 'submission',
                createdAt: submitted.submittedAt,
                registration: {
                  id: submitted.registrationId,
                  studentName: submitted.studentName,
                  studentNumber: submitted.studentNumber,
                  subjects: submitted.pendingSubjects,
                },
              },
            ],
      ),
    );

    // A hold placed on a student or released (issue 44): what blocks them, or that it no longer does.
    events.inTransaction('holdsChanged', (change, unit) =>
      tell(
        unit,
        change.news.map((news) => ({
          userId: news.studentId,
          kind: 'hold',
          createdAt: news.at,
          hold: { ...news.hold, released: news.released },
        })),
      ),
    );

    // A seat from a waitlist, or one that passed a waiting student by, and why.
    events.inTransaction('waitlistChanged', (change, unit) =>
      tell(unit, [
        ...change.promoted.map((promoted): NewNotification => ({
          userId: promoted.studentId,
          kind: 'promoted',
          createdAt: promoted.at,
          subject: promoted.subject,
        })),
        ...change.passedOver.map((passed): NewNotification => ({
          userId: passed.studentId,
          kind: 'waitlistSkipped',
          createdAt: passed.at,
          subject: passed.subject,
          skipCode: passed.skipCode,
          skipParams: passed.skipParams,
          seatTaken: passed.seatTaken,
        })),
      ]),
    );

    // An overload request, to the student's advisor; its decision, to the student (issue 44).
    events.inTransaction('overloadRequested', ({ request, advisorId }, unit) =>
      tell(
        unit,
        advisorId === null
          ? []
          : [
              {
                userId: advisorId,
                kind: 'overloadRequested',
                createdAt: request.createdAt,
                overload: overloadOf(request),
                reason: request.reason,
              },
            ],
      ),
    );
    events.inTransaction('overloadDecided', ({ request }, unit) =>
      tell(unit, [
        {
          userId: request.student.id,
          kind: 'overloadDecided',
          createdAt: request.decidedAt!,
          overload: overloadOf(request),
          decision: request.status === 'approved' ? 'approved' : 'rejected',
          ...(request.decisionReason !== null ? { reason: request.decisionReason } : {}),
        },
      ]),
    );

    // A permit, to its decider (nobody when admins decide it); its decision, to the student.
    events.inTransaction('permitRequested', ({ permit, deciderId }, unit) =>
      tell(
        unit,
        deciderId === null
          ? []
          : [
              {
                userId: deciderId,
                kind: 'permitRequested',
                createdAt: permit.createdAt,
                ...permitOf(permit),
                reason: permit.reason,
              },
            ],
      ),
    );
    events.inTransaction('permitDecided', ({ permit }, unit) =>
      tell(unit, [
        {
          userId: permit.student.id,
          kind: 'permitDecided',
          createdAt: permit.decidedAt!,
          ...permitOf(permit),
          decision: permit.status === 'rejected' ? 'rejected' : 'approved',
          ...(permit.decisionReason !== null ? { reason: permit.decisionReason } : {}),
        },
      ]),
    );

    // A withdrawal, to the student's advisor (nobody when they have none); its decision, to the
    // student (issue 47).
    events.inTransaction('withdrawalRequested', ({ withdrawal, advisorId }, unit) =>
      tell(
        unit,
        advisorId === null
          ? []
          : [
              {
                userId: advisorId,
                kind: 'withdrawalRequested',
                createdAt: withdrawal.createdAt,
                ...withdrawalOf(withdrawal),
                reason: withdrawal.reason,
              },
            ],
      ),
    );
    events.inTransaction('withdrawalDecided', ({ withdrawal }, unit) =>
      tell(unit, [
        {
          userId: withdrawal.student.id,
          kind: 'withdrawalDecided',
          createdAt: withdrawal.decidedAt!,
          ...withdrawalOf(withdrawal),
          decision: withdrawal.status === 'approved' ? 'approved' : 'rejected',
          ...(withdrawal.decisionReason !== null ? { reason: withdrawal.decisionReason } : {}),
        },
      ]),
    );

    // Told beforehand, each student, that they are about to be marked Not Registered (issue 47).
    events.inTransaction('notRegisteredReminded', (reminded, unit) =>
      tell(
        unit,
        reminded.studentIds.map((studentId) => ({
          userId: studentId,
          kind: 'notRegistered',
          createdAt: reminded.at,
          notRegistered: {
            periodId: reminded.periodId,
            date: reminded.notRegisteredDate,
            semester: reminded.semester,
            academicYear: reminded.academicYear,
          },
        })),
      ),
    );

    // Registration closed while they waited.
    events.inTransaction('waitlistsClosed', ({ places, closedAt }, unit) =>
      tell(
        unit,
        places.map((place) => ({
          userId: place.studentId,
          kind: 'waitlistClosed',
          createdAt: closedAt,
          subject: {
            id: place.subjectId,
            code: place.code,
            name: place.name,
            nameMs: place.nameMs,
          },
        })),
      ),
    );
  },
);
