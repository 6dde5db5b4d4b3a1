import type {
  OverloadRequest,
  OverloadRequestBody,
  PendingOverload,
  StudentOverloads,
} from '@daftar/contract';
import type { Database, Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound } from '../../lib/app-error';
import { inTransaction, type DomainEvents } from '../../lib/domain-events';
import type { AuthUser } from '../../plugins/auth';
import { currentPeriod, currentStudentPeriod } from '../periods/periods.service';
import {
  creditMaxOf,
  inactiveStatus,
  periodNotOpen,
  periodStatus,
  studentNotActive,
} from '../seats/seats.service';
import * as repo from './overloads.repository';
import { overloadApprovalRefusal, overloadAskRefusal } from './overloads.rules';

declare module '../../lib/domain-events' {
  interface DomainEventMap {
    /** A student asked for more credits: their advisor is told (null: they have none). */
    overloadRequested: { request: OverloadRequest; advisorId: number | null };
    /** A reviewer approved or rejected an overload request: its student is told. */
    overloadDecided: { request: OverloadRequest; reviewerId: number };
  }
}

function toRequest(row: repo.OverloadRow): OverloadRequest {
  return {
    id: row.id,
    periodId: row.period_id,
    student: { id: row.student_id, name: row.student_name, studentId: row.student_number },
    credits: row.credits,
    reason: row.reason,
    status: row.status,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    decisionReason: row.decision_reason,
  };
}

/** The student's requests in the current period, with their maximum and the period's cap. */
export async function studentOverloads(db: Db, studentId: number): Promise<StudentOverloads> {
  const period = await currentStudentPeriod(db, studentId);
  const rows = await repo.requestsOf(db, studentId, period.id);
  return {
    creditMax: creditMaxOf(period),
    overloadCap: period.overload_cap,
    requests: rows.map(toRequest),
  };
}

const openRefusal = (credits: number) => conflict('OVERLOAD_OPEN', { params: { credits } });

/**
 * A student asks for a total maximum above theirs, up to the period's cap, with a reason; one
 * request waits at a time. Their advisor is told in the same transaction.
 */
export async function requestOverload(
  database: Database,
  events: DomainEvents,
  studentId: number,
  body: OverloadRequestBody,
  now = new Date(),
): Promise<OverloadRequest> {
  try {
    return await events.transaction(inTransaction(database), async ({ trx, record }) => {
      const period = await currentStudentPeriod(trx, studentId);
      const inactive = inactiveStatus(period);
      if (inactive) throw studentNotActive(inactive);
      if (periodStatus(period, now) === 'Closed') throw periodNotOpen('Closed', period);
      const pending = await repo.pendingOf(trx, studentId, period.id);
      if (pending) throw openRefusal(pending.credits);
      const limits = { creditMax: creditMaxOf(period), overloadCap: period.overload_cap };
      const refusal = overloadAskRefusal(body.credits, limits);
      if (refusal) {
        throw conflict('OVERLOAD_CREDITS', {
          context: refusal,
          params: { credits: body.credits, ...limits, overloadCap: limits.overloadCap ?? 0 },
        });
      }
      const id = await repo.insertRequest(trx, {
        periodId: period.id,
        studentId,
        ...body,
        now: now.toISOString(),
      });
      const row = (await repo.findRequest(trx, id))!;
      const request = toRequest(row);
      await record('overloadRequested', { request, advisorId: row.advisor_id });
      return request;
    });
  } catch (error) {
    // The partial unique index is the last guard against two asks at once.
    if (isUniqueViolation(error)) throw openRefusal(body.credits);
    throw error;
  }
}

/** The student withdraws their pending request in the current period. */
export async function withdrawOverload(
  database: Database,
  studentId: number,
  now = new Date(),
): Promise<OverloadRequest> {
  return database.transaction(async (trx) => {
    const period = await currentPeriod(trx);
    const pending = await repo.pendingOf(trx, studentId, period.id);
    if (!pending) throw notFound('pendingOverload');
    const change = {
      status: 'withdrawn' as const,
      by: studentId,
      reason: null,
      now: now.toISOString(),
    };
    if (!(await repo.closeRequest(trx, pending.id, change))) throw notFound('pendingOverload');
    return toRequest((await repo.findRequest(trx, pending.id))!);
  });
}

/** The pending requests of the current period the reviewer may decide, oldest first. */
export async function pendingOverloads(db: Db, reviewer: AuthUser): Promise<PendingOverload[]> {
  const period = await currentPeriod(db);
  const rows = await repo.pendingFor(db, reviewer, period.id);
  return rows.map((row) => ({
    ...toRequest(row),
    creditMax: creditMaxOf(row),
    creditsHeld: Number(row.credits_held ?? 0),
  }));
}

const DECIDED_CONTEXT = {
  pending: undefined,
  approved: 'overloadApproved',
  rejected: 'overloadRejected',
  withdrawn: 'overloadWithdrawn',
} as const;

/**
 * The student's advisor (or an admin) approves or rejects a pending request, a rejection with its
 * reason; an approval is the student's maximum for the period from now on. Another advisor's
 * student's request does not exist for them. The student is told in the same transaction.
 */
export async function decideOverload(
  database: Database,
  events: DomainEvents,
  reviewer: AuthUser,
  id: number,
  decision: { status: 'approved' | 'rejected'; reason: string | null },
  now = new Date(),
): Promise<OverloadRequest> {
  return events.transaction(inTransaction(database), async ({ trx, record }) => {
    const row = await repo.findRequest(trx, id);
    if (!row || (reviewer.role !== 'admin' && row.advisor_id !== reviewer.id)) {
      throw notFound('overloadRequest');
    }
    if (row.status !== 'pending') {
      throw conflict('ALREADY_DECIDED', { context: DECIDED_CONTEXT[row.status] });
    }
    if (decision.status === 'approved') {
      const cap = await repo.overloadCapOf(trx, row.period_id);
      const refusal = overloadApprovalRefusal(row.credits, cap);
      if (refusal) {
        throw conflict('OVERLOAD_CREDITS', {
          context: refusal === 'aboveCap' ? 'advisor' : refusal,
          params: { credits: row.credits, overloadCap: cap ?? 0 },
        });
      }
    }
    const change = { ...decision, by: reviewer.id, now: now.toISOString() };
    const closed = await repo.closeRequest(trx, id, change);
    const after = (await repo.findRequest(trx, id))!;
    // Another reviewer decided it (or its student withdrew it) since it was read.
    if (!closed) throw conflict('ALREADY_DECIDED', { context: DECIDED_CONTEXT[after.status] });
    const request = toRequest(after);
    await record('overloadDecided', { request, reviewerId: reviewer.id });
    return request;
  });
}
