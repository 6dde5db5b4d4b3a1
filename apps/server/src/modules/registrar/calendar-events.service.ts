import {
  PERIOD_CALENDAR_LABELS,
  type CalendarEvent,
  type CreateCalendarEventBody,
  type UpdateCalendarEventBody,
} from '@daftar/contract';
import type { Database, Db } from '../../db/database';
import { invalidFields, notFound } from '../../lib/app-error';
import { changedFields, recordAdminChange } from '../audit/admin-changes.service';
import { periodNamedOrCurrent, periodRows } from './periods.reads';

// The academic calendar of a period: the registrar's entries, each change written to the admin
// trail in its transaction, and the deadlines the period itself keeps.

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
 * later stages read from the period itself, so no screen can show a deadline the server does
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
  const fromPeriod = periodDeadlines(period);
  return [...fromPeriod, ...rows.map(toCalendarEvent)].sort(
    (a, b) => a.startDate.localeCompare(b.startDate) || (a.id ?? 0) - (b.id ?? 0),
  );
}

type Label = keyof typeof PERIOD_CALENDAR_LABELS;

/** The days the period itself keeps: its deadline and its later stages (issue 47) when set. */
function periodDeadlines(period: Awaited<ReturnType<typeof periodNamedOrCurrent>> & object) {
  const days: [Label, string | null, string | null][] = [
    ['registrationDeadline', period.end_date, null],
    ['addDropBegins', period.add_drop_start_date, null],
    ['addDropEnds', period.add_drop_end_date, null],
    ['lateRegistrationEnds', period.late_registration_end_date, null],
    ['withdrawal', period.withdrawal_start_date, period.withdrawal_end_date],
    ['notRegistered', period.not_registered_date, null],
    ['semesterEnds', period.semester_end_date, null],
  ];
  return days
    .filter((day): day is [Label, string, string | null] => day[1] !== null)
    .map(([label, startDate, endDate]): CalendarEvent => ({
      id: null,
      periodId: period.id,
      kind: 'deadline',
      label: PERIOD_CALENDAR_LABELS[label],
      startDate,
      endDate,
    }));
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
