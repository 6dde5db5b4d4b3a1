import type { Withdrawal, WithdrawalApprovalBody, WithdrawalBody } from '@daftar/contract';
import type { Database, Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound } from '../../lib/app-error';
import { inTransaction, type DomainEvents } from '../../lib/domain-events';
import type { AuthUser } from '../../plugins/auth';
import { refreshRecords } from '../academic-record/academic-record.service';
import { currentPeriod, currentStudentPeriod } from '../periods/periods.service';
import {
  campusDay,
  holdsSeat,
  inactiveStatus,
  statusAfter,
  studentNotActive,
  withdrawalOpen,
  type SeatLedger,
} from '../seats/seats.service';
import * as repo from './withdrawals.repository';

// What the history and the slip show of withdrawals (issue 47).
export { lastAmendedAt, withdrawnSubjectsOf, type WithdrawnSubject } from './withdrawn-subjects';

// Withdrawal (issue 47, decision 043): during the withdrawal stage a student asks to withdraw
// from an approved subject, or the whole semester, with a reason; their advisor (or an admin)
// approves or rejects it. An approved withdrawal frees the seats at once (those waiting are
// promoted), keeps W on the student's record with no credits, and is kept as a change.

declare module '../../lib/domain-events' {
  interface DomainEventMap {
    /** A student asked to withdraw: their advisor is told (null: they have none). */
    withdrawalRequested: { withdrawal: Withdrawal; advisorId: number | null };
    /** A reviewer approved or rejected a withdrawal: its student is told. */
    withdrawalDecided: { withdrawal: Withdrawal; reviewerId: number };
  }
}

type Selection = Awaited<ReturnType<typeof repo.selectionsOf>>[number];

/** What a withdrawal takes: its subject's selection, or every held one for the whole semester. */
function withdrawnBy(subjectId: number | null, selections: Selection[]): Selection[] {
  const held = selections.filter((s) => holdsSeat(s.status));
  if (subjectId === null) return held;
  return held.filter(
    (s) => s.status === 'approved' && (s.subject_id === subjectId || s.listed_as_id === subjectId),
  );
}

const creditsOf = (selections: Selection[]) => selections.reduce((sum, s) => sum + s.credits, 0);

function toWithdrawal(row: repo.WithdrawalRow, selections: Selection[]): Withdrawal {
  const withdrawn = withdrawnBy(row.subject_id, selections);
  // Once approved the seats are gone: the request keeps the credits it withdrew.
  const credits = row.credits ?? creditsOf(withdrawn);
  const held = creditsOf(selections.filter((s) => holdsSeat(s.status)));
  return {
    id: row.id,
    periodId: row.period_id,
    student: { id: row.student_id, name: row.student_name, studentId: row.student_number },
    subject:
      row.subject_id === null
        ? null
        : {
            id: row.subject_id,
            code: row.subject_code!,
            name: row.subject_name!,
            nameMs: row.subject_name_ms,
          },
    reason: row.reason,
    status: row.status,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    decisionReason: row.decision_reason,
    credits,
    creditsAfter: row.status === 'approved' ? held : held - credits,
    creditMin: row.credit_min,
  };
}

async function withdrawalOf(db: Db, id: number): Promise<Withdrawal> {
  const row = (await repo.findWithdrawal(db, id))!;
  return toWithdrawal(row, await repo.selectionsOf(db, row.student_id, row.period_id));
}

/** The withdrawal stage's refusal, naming its days. */
function withdrawalClosed(
  period: {
    withdrawal_start_date: string | null;
    withdrawal_end_date: string | null;
  },
  now: Date,
) {
  const { withdrawal_start_date: start, withdrawal_end_date: end } = period;
  if (!start || !end) return conflict('WITHDRAWAL_NOT_OPEN');
  if (campusDay(now) < start)
    return conflict('WITHDRAWAL_NOT_OPEN', { context: 'upcoming', params: { start, end } });
  return conflict('WITHDRAWAL_NOT_OPEN', { context: 'ended', params: { start, end } });
}

/** The student's requests in the current period, newest first. */
export async function studentWithdrawals(db: Db, studentId: number): Promise<Withdrawal[]> {
  const period = await currentPeriod(db);
  const [rows, selections] = await Promise.all([
    repo.withdrawalsOf(db, studentId, period.id),
    repo.selectionsOf(db, studentId, period.id),
  ]);
  return rows.map((row) => toWithdrawal(row, selections));
}

const openRefusal = () => conflict('WITHDRAWAL_OPEN');

/**
 * A student asks to withdraw from an approved subject, or the whole semester, during the
 * withdrawal stage; one request per subject waits at a time. Their advisor is told.
 */
export async function requestWithdrawal(
  database: Database,
  events: DomainEvents,
  studentId: number,
  body: WithdrawalBody,
  now = new Date(),
): Promise<Withdrawal> {
  try {
    return await events.transaction(inTransaction(database), async ({ trx, record }) => {
      const period = await currentStudentPeriod(trx, studentId);
      const inactive = inactiveStatus(period);
      if (inactive) throw studentNotActive(inactive);
      if (!withdrawalOpen(period, now)) throw withdrawalClosed(period, now);
      const subjectId = 'subjectId' in body ? body.subjectId : null;
      const selections = await repo.selectionsOf(trx, studentId, period.id);
      if (withdrawnBy(subjectId, selections).length === 0) {
        // Only what the advisor approved is withdrawn from; anything else was dropped in add/drop.
        const held = selections.some(
          (s) => s.subject_id === subjectId || s.listed_as_id === subjectId,
        );
        if (subjectId !== null && !held) throw notFound('selection');
        throw conflict('WITHDRAWAL_NOT_APPROVED', {
          context: subjectId === null ? 'semester' : undefined,
        });
      }
      const id = await repo.insertWithdrawal(trx, {
        periodId: period.id,
        studentId,
        subjectId,
        reason: body.reason,
        now: now.toISOString(),
      });
      const row = (await repo.findWithdrawal(trx, id))!;
      const withdrawal = toWithdrawal(row, selections);
      await record('withdrawalRequested', { withdrawal, advisorId: row.advisor_id });
      return withdrawal;
    });
  } catch (error) {
    // The partial unique index is the last guard against two asks at once.
    if (isUniqueViolation(error)) throw openRefusal();
    throw error;
  }
}

/** The pending requests of the current period the reviewer may decide, oldest first. */
export async function pendingWithdrawals(db: Db, reviewer: AuthUser): Promise<Withdrawal[]> {
  const period = await currentPeriod(db);
  const rows = await repo.pendingFor(db, reviewer, period.id);
  return Promise.all(
    rows.map(async (row) =>
      toWithdrawal(row, await repo.selectionsOf(db, row.student_id, row.period_id)),
    ),
  );
}

/** The request a reviewer may decide, pending; another advisor's student's does not exist. */
async function decidable(db: Db, reviewer: AuthUser, id: number) {
  const row = await repo.findWithdrawal(db, id);
  if (!row || (reviewer.role !== 'admin' && row.advisor_id !== reviewer.id)) {
    throw notFound('withdrawal');
  }
  if (row.status !== 'pending') throw conflict('ALREADY_DECIDED', { context: 'withdrawal' });
  return row;
}

/**
 * The advisor approves: with the registration locked, each withdrawn subject leaves the
 * selection with its seats (those waiting are promoted in the same transaction), W is kept on
 * the record and the change is kept. Leaving the student below the period's credit minimum needs
 * `confirmBelowMinimum`, so it is never done by accident.
 */
export async function approveWithdrawal(
  db: Db,
  seats: SeatLedger,
  reviewer: AuthUser,
  id: number,
  body: WithdrawalApprovalBody,
  now = new Date(),
): Promise<Withdrawal> {
  const first = await decidable(db, reviewer, id);
  const registration = await repo.registrationOf(db, first.student_id, first.period_id);
  if (!registration) throw notFound('withdrawal');
  const stamp = now.toISOString();
  const change = seats.locked(registration.id, async (unit, locked) => {
    const { trx } = unit;
    const row = await decidable(trx, reviewer, id);
    const selections = await repo.selectionsOf(trx, row.student_id, row.period_id);
    const withdrawn = withdrawnBy(row.subject_id, selections);
    if (withdrawn.length === 0) throw conflict('WITHDRAWAL_NOT_APPROVED');
    const credits = creditsOf(withdrawn);
    const after = creditsOf(selections.filter((s) => holdsSeat(s.status))) - credits;
    // The whole semester leaves no credits by its nature; a subject must not by accident.
    if (row.subject_id !== null && after < row.credit_min && !body.confirmBelowMinimum) {
      throw conflict('CREDIT_MINIMUM', {
        context: 'withdrawal',
        params: { creditSelected: after, creditMin: row.credit_min },
      });
    }
    const period = await trx
      .selectFrom('registration_periods')
      .select(['academic_year', 'semester'])
      .where('id', '=', row.period_id)
      .executeTakeFirstOrThrow();
    for (const selection of withdrawn) {
      const subjectId = selection.listed_as_id ?? selection.subject_id;
      await seats.withdraw(trx, selection, {
        registrationId: registration.id,
        studentId: row.student_id,
        subjectId,
        change: 'withdraw',
        stage: 'withdrawal',
        at: stamp,
      });
      await repo.recordW(trx, {
        studentId: row.student_id,
        subjectId,
        session: period.academic_year,
        semester: period.semester,
      });
    }
    const remaining = selections.filter((s) => !withdrawn.includes(s)).map((s) => s.status);
    if (locked && remaining.length > 0) {
      const status = statusAfter('edit', locked.status, remaining);
      if (status !== locked.status) {
        await trx
          .updateTable('registrations')
          .set({ status, updated_at: stamp })
          .where('id', '=', registration.id)
          .execute();
      }
    }
    await repo.closeWithdrawal(trx, id, {
      status: 'approved',
      by: reviewer.id,
      reason: null,
      credits,
      now: stamp,
    });
    await refreshRecords(trx, [row.student_id]);
    const subjectIds = withdrawn.map((s) => s.subject_id);
    await unit.record('seatsChanged', { subjectIds });
    await unit.record('waitlistChanged', await seats.promote(trx, row.period_id, subjectIds, now));
    const withdrawal = await withdrawalOf(trx, id);
    await unit.record('withdrawalDecided', { withdrawal, reviewerId: reviewer.id });
    return { withdrawal, freed: subjectIds };
  });
  const { withdrawal } = await seats.counted(change, ({ freed }) => freed.map(() => 'given_back'));
  return withdrawal;
}

/** The advisor rejects a pending request with a reason; nothing else changes. */
export async function rejectWithdrawal(
  database: Database,
  events: DomainEvents,
  reviewer: AuthUser,
  id: number,
  reason: string,
  now = new Date(),
): Promise<Withdrawal> {
  return events.transaction(inTransaction(database), async ({ trx, record }) => {
    await decidable(trx, reviewer, id);
    const change = { status: 'rejected' as const, by: reviewer.id, reason, credits: null };
    if (!(await repo.closeWithdrawal(trx, id, { ...change, now: now.toISOString() }))) {
      throw conflict('ALREADY_DECIDED', { context: 'withdrawal' });
    }
    const withdrawal = await withdrawalOf(trx, id);
    await record('withdrawalDecided', { withdrawal, reviewerId: reviewer.id });
    return withdrawal;
  });
}
