import { servicePlugin } from '../../app-instance';

/**
 * The decision trail (spec: every approval and rejection, by whom, when and why): written in the
 * decision's own transaction, so a decision is never kept without its entry.
 */
export const auditConsumers = servicePlugin(
  { name: 'audit-consumers', dependencies: ['domain-events'] },
  (app) => {
    app.domainEvents.inTransaction('subjectsDecided', async (decided, { trx }) => {
      if (decided.updates.length === 0) return;
      await trx
        .insertInto('audit_events')
        .values(
          decided.updates.map((update) => ({
            at: decided.decidedAt,
            actor_id: decided.reviewerId,
            registration_id: decided.registrationId,
            subject_id: update.subjectId,
            scope: decided.scope,
            decision: decided.decision,
            reason: decided.reason,
          })),
        )
        .execute();
    });
  },
);
