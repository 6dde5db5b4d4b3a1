import {
  periodProblems,
  type AdminPeriod,
  type CreatePeriodBody,
  type StandingLimit,
  type UpdatePeriodBody,
  type YearOpening,
} from '@daftar/contract';
import type { Database, Db } from '../../db/database';
import { invalidFields, notFound } from '../../lib/app-error';
import { closeWaitlists, periodStatus } from '../seats/seats.service';
import { changedFields, recordAdminChange } from '../audit/admin-changes.service';
import { inTransaction, type DomainEvents } from '../../lib/domain-events';
import { replaceStandingLimits, standingLimitsOf } from './period-standing-limits';
import { periodRows, type PeriodRow } from './periods.reads';
import { stageColumns, stagesAfter, type PeriodStageFields } from './period-stages';

// The registrar's semester: periods with their openings. Every change is written to the admin
// trail in its transaction. The period's calendar is calendar-events.service.ts.

async function openingsOf(db: Db, periodIds: number[]) {
  if (periodIds.length === 0) return [];
  return db
    .selectFrom('period_year_openings')
    .selectAll()
    .where('period_id', 'in', periodIds)
    .orderBy('year')
    .execute();
}

/** What a period's rows carry beside it: its years' openings and its standings' maxima. */
const besideOf = (db: Db, periodIds: number[]) =>
  Promise.all([openingsOf(db, periodIds), standingLimitsOf(db, periodIds)]);

type Openings = { period_id: number; year: number; opens_at: string }[];
type Limits = { period_id: number; standing: string; credit_max: number }[];

function toAdminPeriod(
  row: PeriodRow,
  [openings, limits]: [Openings, Limits],
  now: Date,
): AdminPeriod {
  return {
    id: row.id,
    semester: row.semester,
    academicYear: row.academic_year,
    startDate: row.start_date,
    endDate: row.end_date,
    addDropEndDate: row.add_drop_end_date,
    addDropStartDate: row.add_drop_start_date,
    lateRegistrationEndDate: row.late_registration_end_date,
    withdrawalStartDate: row.withdrawal_start_date,
    withdrawalEndDate: row.withdrawal_end_date,
    notRegisteredDate: row.not_registered_date,
    notRegisteredReminderDate: row.not_registered_reminder_date,
    semesterEndDate: row.semester_end_date,
    lateNote: row.late_note,
    lateNoteMs: row.late_note_ms,
    creditMin: row.credit_min,
    creditMax: row.credit_max,
    overloadCap: row.overload_cap,
    isCurrent: row.is_current === 1,
    closedAt: row.closed_at,
    status: periodStatus(row, now),
    yearOpenings: openings
      .filter((o) => o.period_id === row.id)
      .map((o) => ({ year: o.year, opensAt: o.opens_at })),
    creditMaxProbation: row.credit_max_probation,
    standingLimits: limits
      .filter((l) => l.period_id === row.id)
      .map((l) => ({ standing: l.standing, creditMax: l.credit_max })),
    resultsPublished: row.results_published === 1,
    creditsOpening:
      row.credits_opening_min !== null && row.credits_opens_at !== null
        ? { minCredits: row.credits_opening_min, opensAt: row.credits_opens_at }
        : null,
  };
}

/** The academic-record settings of a period (issue 44) as their columns. */
function recordColumns(body: {
  creditMaxProbation: number | null;
  resultsPublished: boolean;
  creditsOpening: { minCredits: number; opensAt: string } | null;
}) {
  return {
    credit_max_probation: body.creditMaxProbation,
    results_published: body.resultsPublished ? 1 : 0,
    credits_opening_min: body.creditsOpening?.minCredits ?? null,
    credits_opens_at: body.creditsOpening?.opensAt ?? null,
  };
}

/** Every period, newest first. */
export async function listPeriods(db: Db, now = new Date()): Promise<AdminPeriod[]> {
  const rows = await periodRows(db);
  const beside = await besideOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toAdminPeriod(row, beside, now));
}

async function adminPeriod(db: Db, periodId: number, now: Date): Promise<AdminPeriod> {
  const [row] = await periodRows(db, periodId);
  if (!row) throw notFound('periodId');
  return toAdminPeriod(row, await besideOf(db, [periodId]), now);
}

/** What the trail keeps of a period: its fields without the derived status. */
function periodRecord(period: AdminPeriod) {
  const { status: _status, ...record } = period;
  return record;
}

const periodName = (p: { semester: number; academicYear: string }) =>
  `Semester ${p.semester} ${p.academicYear}`;

async function makeCurrent(trx: Db, periodId: number) {
  // At most one current period (a unique partial index): the old one steps down first.
  await trx
    .updateTable('registration_periods')
    .set({ is_current: 0 })
    .where('is_current', '=', 1)
    .execute();
  await trx
    .updateTable('registration_periods')
    .set({ is_current: 1 })
    .where('id', '=', periodId)
    .execute();
}

async function replaceOpenings(trx: Db, periodId: number, openings: YearOpening[]) {
  await trx.deleteFrom('period_year_openings').where('period_id', '=', periodId).execute();
  if (openings.length === 0) return;
  await trx
    .insertInto('period_year_openings')
    .values(openings.map((o) => ({ period_id: periodId, year: o.year, opens_at: o.opensAt })))
    .execute();
}

export async function createPeriod(
  database: Database,
  actorId: number,
  body: CreatePeriodBody & {
    addDropEndDate: string | null;
    creditMin: number;
    overloadCap: number | null;
    yearOpenings: YearOpening[];
    isCurrent: boolean;
    creditMaxProbation: number | null;
    standingLimits: StandingLimit[];
    resultsPublished: boolean;
    creditsOpening: { minCredits: number; opensAt: string } | null;
  } & PeriodStageFields,
  now = new Date(),
): Promise<AdminPeriod> {
  return database.transaction(async (trx) => {
    const { id } = await trx
      .insertInto('registration_periods')
      .values({
        semester: body.semester,
        academic_year: body.academicYear,
        start_date: body.startDate,
        end_date: body.endDate,
        add_drop_end_date: body.addDropEndDate,
        credit_min: body.creditMin,
        credit_max: body.creditMax,
        overload_cap: body.overloadCap,
        closed_at: null,
        is_current: 0,
        ...recordColumns(body),
        ...stageColumns(body),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceOpenings(trx, id, body.yearOpenings);
    await replaceStandingLimits(trx, id, body.standingLimits);
    if (body.isCurrent) await makeCurrent(trx, id);
    const period = await adminPeriod(trx, id, now);
    await recordAdminChange(
      trx,
      {
        actorId,
        entity: 'period',
        entityId: id,
        action: 'create',
        summary: `${periodName(period)} created`,
        after: periodRecord(period),
      },
      now,
    );
    return period;
  });
}

/**
 * Changes a period's fields, makes it current, or closes or reopens it; checked as it would be.
 * Closing it closes its waitlists, and their students are told.
 */
export async function updatePeriod(
  database: Database,
  events: DomainEvents,
  actorId: number,
  periodId: number,
  body: UpdatePeriodBody,
  now = new Date(),
): Promise<AdminPeriod> {
  return events.transaction(inTransaction(database), async ({ trx, record }) => {
    const before = await adminPeriod(trx, periodId, now);
    const after = {
      startDate: body.startDate ?? before.startDate,
      endDate: body.endDate ?? before.endDate,
      addDropEndDate:
        body.addDropEndDate !== undefined ? body.addDropEndDate : before.addDropEndDate,
      creditMin: body.creditMin ?? before.creditMin,
      creditMax: body.creditMax ?? before.creditMax,
      overloadCap: body.overloadCap !== undefined ? body.overloadCap : before.overloadCap,
      ...stagesAfter(body, before),
    };
    const problems = periodProblems(after);
    if (problems.length > 0) {
      throw invalidFields(Object.fromEntries(problems.map((p) => [p.path, p.message])));
    }
    await trx
      .updateTable('registration_periods')
      .set({
        semester: body.semester ?? before.semester,
        academic_year: body.academicYear ?? before.academicYear,
        start_date: after.startDate,
        end_date: after.endDate,
        add_drop_end_date: after.addDropEndDate,
        credit_min: after.creditMin,
        credit_max: after.creditMax,
        overload_cap: after.overloadCap,
        ...stageColumns(after),
        closed_at:
          body.closed === undefined ? before.closedAt : body.closed ? now.toISOString() : null,
        ...recordColumns({
          creditMaxProbation:
            body.creditMaxProbation !== undefined
              ? body.creditMaxProbation
              : before.creditMaxProbation,
          resultsPublished: body.resultsPublished ?? before.resultsPublished,
          creditsOpening:
            body.creditsOpening !== undefined ? body.creditsOpening : before.creditsOpening,
        }),
      })
      .where('id', '=', periodId)
      .execute();
    if (body.yearOpenings) await replaceOpenings(trx, periodId, body.yearOpenings);
    if (body.standingLimits) await replaceStandingLimits(trx, periodId, body.standingLimits);
    // Closing the period closes its waitlists: nobody will be promoted any more.
    if (body.closed === true && !before.closedAt) {
      await record('waitlistsClosed', {
        places: await closeWaitlists(trx, periodId),
        closedAt: now.toISOString(),
      });
    }
    if (body.isCurrent && !before.isCurrent) await makeCurrent(trx, periodId);
    const updated = await adminPeriod(trx, periodId, now);
    const action = body.closed === true ? 'close' : body.closed === false ? 'reopen' : 'update';
    await recordAdminChange(
      trx,
      {
        actorId,
        entity: 'period',
        entityId: periodId,
        action,
        summary: `${periodName(updated)}: ${changedFields(periodRecord(before), periodRecord(updated))}`,
        before: periodRecord(before),
        after: periodRecord(updated),
      },
      now,
    );
    return updated;
  });
}
