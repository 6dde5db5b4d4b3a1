import {
  PERIOD_CALENDAR_LABELS,
  periodProblems,
  type AdminPeriod,
  type CalendarEvent,
  type CreateCalendarEventBody,
  type CreatePeriodBody,
  type UpdateCalendarEventBody,
  type UpdatePeriodBody,
  type YearOpening,
} from '@daftar/contract';
import type { Database, Db } from '../../db/database';
import { invalidFields, notFound } from '../../lib/app-error';
import { findCurrentPeriod } from '../periods/periods.service';
import { closeWaitlists, periodStatus } from '../seats/seats.service';
import { changedFields, recordAdminChange } from '../audit/admin-changes.service';
import { inTransaction, type DomainEvents } from '../../lib/domain-events';

// The registrar's semester: periods with their openings and the academic calendar. Every
// change is written to the admin trail in its transaction.

type PeriodRow = Awaited<ReturnType<typeof periodRows>>[number];

function periodRows(db: Db, periodId?: number) {
  let query = db.selectFrom('registration_periods').selectAll();
  if (periodId !== undefined) query = query.where('id', '=', periodId);
  return query.orderBy('start_date', 'desc').orderBy('id', 'desc').execute();
}

/**
 * The period named (404 when there is none such), or the current one when none is named
 * (undefined before one is set up).
 */
export async function periodNamedOrCurrent(db: Db, periodId: number | undefined) {
  if (periodId === undefined) return findCurrentPeriod(db);
  const [period] = await periodRows(db, periodId);
  if (!period) throw notFound('periodId');
  return period;
}

async function openingsOf(db: Db, periodIds: number[]) {
  if (periodIds.length === 0) return [];
  return db
    .selectFrom('period_year_openings')
    .selectAll()
    .where('period_id', 'in', periodIds)
    .orderBy('year')
    .execute();
}

function toAdminPeriod(
  row: PeriodRow,
  openings: { period_id: number; year: number; opens_at: string }[],
  now: Date,
): AdminPeriod {
  return {
    id: row.id,
    semester: row.semester,
    academicYear: row.academic_year,
    startDate: row.start_date,
    endDate: row.end_date,
    addDropEndDate: row.add_drop_end_date,
    creditMin: row.credit_min,
    creditMax: row.credit_max,
    isCurrent: row.is_current === 1,
    closedAt: row.closed_at,
    status: periodStatus(row, now),
    yearOpenings: openings
      .filter((o) => o.period_id === row.id)
      .map((o) => ({ year: o.year, opensAt: o.opens_at })),
  };
}

/** Every period, newest first. */
export async function listPeriods(db: Db, now = new Date()): Promise<AdminPeriod[]> {
  const rows = await periodRows(db);
  const openings = await openingsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toAdminPeriod(row, openings, now));
}

async function adminPeriod(db: Db, periodId: number, now: Date): Promise<AdminPeriod> {
  const [row] = await periodRows(db, periodId);
  if (!row) throw notFound('periodId');
  return toAdminPeriod(row, await openingsOf(db, [periodId]), now);
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
    yearOpenings: YearOpening[];
    isCurrent: boolean;
  },
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
        closed_at: null,
        is_current: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceOpenings(trx, id, body.yearOpenings);
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
        closed_at:
          body.closed === undefined ? before.closedAt : body.closed ? now.toISOString() : null,
      })
      .where('id', '=', periodId)
      .execute();
    if (body.yearOpenings) await replaceOpenings(trx, periodId, body.yearOpenings);
    // Closing the period closes its waitlists: nobody will be promoted any more.
    if (body.closed === true && !before.closedAt) {
      await record('waitlistsClosed', { places: await closeWaitlists(trx, periodId) });
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

type CalendarRow = {
  id: number;
  period_id: number;
  kind: CalendarEvent['kind'];
  label_en: string;
  label_ms: string;
  start_date: string;
  end_date: string | null;
};

function toCalendarEvent(row: CalendarRow): CalendarEvent {
  return {
    id: row.id,
    periodId: row.period_id,
    kind: row.kind,
    label: { en: row.label_en, ms: row.label_ms },
    startDate: row.start_date,
    endDate: row.end_date,
  };
}

/**
 * A period's calendar in date order: the registrar's entries, and the registration deadline and
 * end of add/drop read from the period itself, so no screen can show a deadline the server does
 * not keep. Without a period named, the current one's; none set up yet gives an empty calendar.
 */
export async function listCalendarEvents(db: Db, periodId?: number): Promise<CalendarEvent[]> {
  const period = await periodNamedOrCurrent(db, periodId);
  if (!period) return [];
  const rows = await db
    .selectFrom('calendar_events')
    .selectAll()
    .where('period_id', '=', period.id)
    .execute();
  const fromPeriod: CalendarEvent[] = [
    {
      id: null,
      periodId: period.id,
      kind: 'deadline',
      label: PERIOD_CALENDAR_LABELS.registrationDeadline,
      startDate: period.end_date,
      endDate: null,
    },
  ];
  if (period.add_drop_end_date !== null) {
    fromPeriod.push({
      id: null,
      periodId: period.id,
      kind: 'deadline',
      label: PERIOD_CALENDAR_LABELS.addDropEnds,
      startDate: period.add_drop_end_date,
      endDate: null,
    });
  }
  return [...fromPeriod, ...rows.map(toCalendarEvent)].sort(
    (a, b) => a.startDate.localeCompare(b.startDate) || (a.id ?? 0) - (b.id ?? 0),
  );
}

async function calendarRow(db: Db, eventId: number): Promise<CalendarRow> {
  const row = await db
    .selectFrom('calendar_events')
    .selectAll()
    .where('id', '=', eventId)
    .executeTakeFirst();
  if (!row) throw notFound('calendarEvent');
  return row;
}

export async function createCalendarEvent(
  database: Database,
  actorId: number,
  body: CreateCalendarEventBody & { endDate: string | null },
  now = new Date(),
): Promise<CalendarEvent> {
  return database.transaction(async (trx) => {
    if ((await periodRows(trx, body.periodId)).length === 0) throw notFound('periodId');
    const row = await trx
      .insertInto('calendar_events')
      .values({
        period_id: body.periodId,
        kind: body.kind,
        label_en: body.label.en,
        label_ms: body.label.ms,
        start_date: body.startDate,
        end_date: body.endDate,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const event = toCalendarEvent(row);
    await recordAdminChange(
      trx,
      {
        actorId,
        entity: 'calendarEvent',
        entityId: row.id,
        action: 'create',
        summary: `Calendar: ${event.label.en} (${event.startDate}) added`,
        after: event,
      },
      now,
    );
    return event;
  });
}

export async function updateCalendarEvent(
  database: Database,
  actorId: number,
  eventId: number,
  body: UpdateCalendarEventBody,
  now = new Date(),
): Promise<CalendarEvent> {
  return database.transaction(async (trx) => {
    const before = toCalendarEvent(await calendarRow(trx, eventId));
    const startDate = body.startDate ?? before.startDate;
    const endDate = body.endDate !== undefined ? body.endDate : before.endDate;
    if (endDate !== null && endDate < startDate) {
      throw invalidFields({ endDate: 'endBeforeStart' });
    }
    const label = body.label ?? before.label;
    const row = await trx
      .updateTable('calendar_events')
      .set({
        kind: body.kind ?? before.kind,
        label_en: label.en,
        label_ms: label.ms,
        start_date: startDate,
        end_date: endDate,
      })
      .where('id', '=', eventId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const after = toCalendarEvent(row);
    await recordAdminChange(
      trx,
      {
        actorId,
        entity: 'calendarEvent',
        entityId: eventId,
        action: 'update',
        summary: `Calendar: ${after.label.en}: ${changedFields(before, after)}`,
        before,
        after,
      },
      now,
    );
    return after;
  });
}

export async function deleteCalendarEvent(
  database: Database,
  actorId: number,
  eventId: number,
  now = new Date(),
): Promise<void> {
  await database.transaction(async (trx) => {
    const before = toCalendarEvent(await calendarRow(trx, eventId));
    await trx.deleteFrom('calendar_events').where('id', '=', eventId).execute();
    await recordAdminChange(
      trx,
      {
        actorId,
        entity: 'calendarEvent',
        entityId: eventId,
        action: 'delete',
        summary: `Calendar: ${before.label.en} (${before.startDate}) removed`,
        before,
      },
      now,
    );
  });
}
