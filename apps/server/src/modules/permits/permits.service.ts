import {
  permitDecider,
  type Permit,
  type PermitQueue,
  type PermitRequestBody,
  type PermitStatus,
  type StudentPermits,
} from '@daftar/contract';
import type { Database, Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { AppError, conflict, invalidFields, notFound } from '../../lib/app-error';
import { inTransaction, type DomainEvents } from '../../lib/domain-events';
import type { AuthUser } from '../../plugins/auth';
import { currentPeriod, currentStudentPeriod } from '../periods/periods.service';
import {
  inactiveStatus,
  periodNotOpen,
  periodStatus,
  studentNotActive,
} from '../seats/seats.service';
import * as repo from './permits.repository';

declare module '../../lib/domain-events' {
  interface DomainEventMap {
    /** A student asked for a permit: its decider is told (null: admins decide it). */
    permitRequested: { permit: Permit; deciderId: number | null };
    /** A permit was approved or rejected: its student is told. */
    permitDecided: { permit: Permit; deciderId: number };
  }
}

export function toPermit(row: repo.PermitRow): Permit {
  const byAdvisor = permitDecider(row.rule) === 'advisor';
  const deciderId = byAdvisor ? row.advisor_id : row.coordinator_id;
  const deciderName = byAdvisor ? row.advisor_name : row.coordinator_name;
  return {
    id: row.id,
    periodId: row.period_id,
    student: { id: row.student_id, name: row.student_name, studentId: row.student_number },
    subject: {
      id: row.subject_id,
      code: row.subject_code,
      name: row.subject_name,
      nameMs: row.subject_name_ms,
    },
    section:
      row.section_id === null || row.section_number === null
        ? null
        : { id: row.section_id, number: row.section_number, part: row.section_part },
    rule: row.rule,
    reason: row.reason,
    status: row.status,
    decider:
      deciderId === null || deciderName === null ? null : { id: deciderId, name: deciderName },
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    decidedBy:
      row.decided_by === null || row.decided_by_name === null
        ? null
        : { id: row.decided_by, name: row.decided_by_name },
    decisionReason: row.decision_reason,
    usedAt: row.used_at,
  };
}

/** The student's permits in the current period, newest first. */
export async function studentPermits(db: Db, studentId: number): Promise<StudentPermits> {
  const period = await currentStudentPeriod(db, studentId);
  return { permits: (await repo.permitsOf(db, studentId, period.id)).map(toPermit) };
}

const openRefusal = (subjectCode: string, status: 'pending' | 'approved') =>
  conflict('PERMIT_OPEN', {
    context: status === 'approved' ? 'approved' : undefined,
    params: { subject: subjectCode },
  });

/**
 * A student asks to be let past one rule for a subject of the current period (and one of its
 * sections, when named), with a reason; one permit per rule and subject is open at a time. Its
 * decider is told in the same transaction.
 */
export async function requestPermit(
  database: Database,
  events: DomainEvents,
  studentId: number,
  body: PermitRequestBody,
  now = new Date(),
): Promise<Permit> {
  let subjectCode = '';
  try {
    return await events.transaction(inTransaction(database), async ({ trx, record }) => {
      const period = await currentStudentPeriod(trx, studentId);
      const inactive = inactiveStatus(period);
      if (inactive) throw studentNotActive(inactive);
      if (periodStatus(period, now) === 'Closed') throw periodNotOpen('Closed', period);
      const subject = await repo.subjectOfPeriod(trx, body.subjectId, period.id);
      if (!subject || subject.sectionIds.length === 0) throw notFound('subject');
      subjectCode = subject.code;
      if (body.sectionId !== undefined && !subject.sectionIds.includes(body.sectionId)) {
        throw invalidFields({ sectionId: 'permitSection' });
      }
      const open = await repo.openPermitOf(trx, {
        studentId,
        periodId: period.id,
        subjectId: subject.id,
        rule: body.rule,
      });
      if (open)
        throw openRefusal(subject.code, open.status === 'approved' ? 'approved' : 'pending');
      const id = await repo.insertPermit(trx, {
        periodId: period.id,
        studentId,
        subjectId: subject.id,
        sectionId: body.sectionId ?? null,
        rule: body.rule,
        reason: body.reason,
        now: now.toISOString(),
      });
      const permit = toPermit((await repo.findPermit(trx, id))!);
      await record('permitRequested', { permit, deciderId: permit.decider?.id ?? null });
      return permit;
    });
  } catch (error) {
    // The partial unique index is the last guard against two asks at once.
    if (isUniqueViolation(error)) throw openRefusal(subjectCode, 'pending');
    throw error;
  }
}

/** Whether a person decides a permit: an admin always; else its coordinator, or advisor. */
export function decides(person: AuthUser, permit: Permit): boolean {
  return person.role === 'admin' || (permit.decider !== null && permit.decider.id === person.id);
}

/** The permits of the current period the person decides, oldest first (pending by default). */
export async function permitQueue(
  db: Db,
  decider: AuthUser,
  status: PermitStatus = 'pending',
): Promise<PermitQueue> {
  const period = await currentPeriod(db);
  const rows = await repo.permitsFor(db, decider, period.id, status);
  return { permits: rows.map(toPermit) };
}

const DECIDED_CONTEXT = {
  pending: undefined,
  approved: 'permitApproved',
  rejected: 'permitRejected',
  used: 'permitUsed',
} as const;
const alreadyDecided = (status: PermitStatus) =>
  conflict('ALREADY_DECIDED', { context: DECIDED_CONTEXT[status] });

/**
 * The permit's decider (or an admin) approves or rejects a pending permit, a rejection with its
 * reason; anyone else is refused 403. The student is told in the same transaction.
 */
export async function decidePermit(
  database: Database,
  events: DomainEvents,
  decider: AuthUser,
  id: number,
  decision: { status: 'approved' | 'rejected'; reason: string | null },
  now = new Date(),
): Promise<Permit> {
  return events.transaction(inTransaction(database), async ({ trx, record }) => {
    const row = await repo.findPermit(trx, id);
    if (!row) throw notFound('permit');
    const permit = toPermit(row);
    if (!decides(decider, permit)) {
      const byAdvisor = permitDecider(permit.rule) === 'advisor';
      throw new AppError(403, 'FORBIDDEN', {
        context: byAdvisor ? 'permitAdvisor' : 'permitCoordinator',
        params: { subject: permit.subject.code },
      });
    }
    if (row.status !== 'pending') throw alreadyDecided(row.status);
    const change = { ...decision, by: decider.id, now: now.toISOString() };
    const decided = await repo.decidePermit(trx, id, change);
    const after = (await repo.findPermit(trx, id))!;
    // Another decider got there first since it was read.
    if (!decided || after.status === 'pending') throw alreadyDecided(after.status);
    const decidedPermit = toPermit(after);
    await record('permitDecided', { permit: decidedPermit, deciderId: decider.id });
    return decidedPermit;
  });
}
