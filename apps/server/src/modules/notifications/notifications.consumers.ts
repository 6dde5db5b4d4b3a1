import { servicePlugin } from '../../app-instance';
import { recordNotifications } from './notifications.service';

/**
 * What people are told in their inbox (and by email, from the outbox): stored in the transaction
 * of the change they tell of, then sent to their bells once it has committed.
 */
export const notificationsConsumers = servicePlugin(
  { name: 'notifications-consumers', dependencies: ['domain-events'] },
  (app) => {
    const events = app.domainEvents;

    // Each decided subject, to its student.
    events.inTransaction('subjectsDecided', async (decided, unit) => {
      const notifications = await recordNotifications(
        unit.trx,
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
        })),
      );
      await unit.record('notificationsAdded', { notifications });
    });

    // A submission, to the student's advisor: what they have to decide.
    events.inTransaction('registrationSubmitted', async (submitted, unit) => {
      if (submitted.advisorId === null) return;
      const notifications = await recordNotifications(unit.trx, [
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
      ]);
      await unit.record('notificationsAdded', { notifications });
    });
  },
);
