import type { Permit } from '@daftar/contract';
import { servicePlugin } from '../../app-instance';
import type { Db } from '../../db/database';
import type { DomainEventMap } from '../../lib/domain-events';
import { recordAdminChange } from './admin-changes.service';

/** What the trail keeps of a permit. */
const permitRecord = (permit: Permit) => ({
  student: permit.student.studentId ?? permit.student.name,
  subject: permit.subject.code,
  section: permit.section?.id ?? null,
  rule: permit.rule,
  status: permit.status,
});

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

    // Permits (issue 46): each request, decision and use, by whom and why, with its change.
    const events = app.domainEvents;
    events.inTransaction('permitRequested', async ({ permit }, { trx }) => {
      const who = permit.student.studentId ?? permit.student.name;
      await recordAdminChange(
        trx,
        {
          actorId: permit.student.id,
          entity: 'permit',
          entityId: permit.id,
          action: 'request',
          summary: `${who} asks for a permit past ${permit.rule} in ${permit.subject.code}`,
          after: permitRecord(permit),
          reason: permit.reason,
        },
        new Date(permit.createdAt),
      );
    });
    events.inTransaction('permitDecided', async ({ permit, deciderId }, { trx }) => {
      const who = permit.student.studentId ?? permit.student.name;
      await recordAdminChange(
        trx,
        {
          actorId: deciderId,
          entity: 'permit',
          entityId: permit.id,
          action: permit.status === 'rejected' ? 'reject' : 'approve',
          summary: `${permit.subject.code} permit past ${permit.rule} for ${who}: ${permit.status}`,
          before: { ...permitRecord(permit), status: 'pending' },
          after: permitRecord(permit),
          reason: permit.decisionReason,
        },
        new Date(permit.decidedAt!),
      );
    });
    const recordUse = async (use: DomainEventMap['permitsUsed'], trx: Db) => {
      for (const permit of use.permits) {
        await recordAdminChange(
          trx,
          {
            actorId: use.studentId,
            entity: 'permit',
            entityId: permit.id,
            action: 'use',
            summary: `${use.subject.code} taken past ${permit.rule} by permit`,
            before: { status: 'approved' },
            after: { status: 'used', sections: use.sectionIds },
          },
          new Date(use.at),
        );
      }
    };
    events.inTransaction('permitsUsed', (use, { trx }) => recordUse(use, trx));
    // A promotion from a waitlist past a rule by permit (decision 041).
    events.inTransaction('waitlistChanged', async ({ permitsUsed }, { trx }) => {
      for (const use of permitsUsed) await recordUse(use, trx);
    });
  },
);
