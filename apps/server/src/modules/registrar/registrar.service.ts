import {
  PERIOD_CALENDAR_LABELS,
  periodProblems,
  type AdminPeriod,
  type AdminCatalogueSection,
  type AdminSection,
  type CalendarEvent,
  type CreateCalendarEventBody,
  type CreatePeriodBody,
  type UpdateCalendarEventBody,
  type UpdatePeriodBody,
  type UpdateSectionBody,
  type YearOpening,
} from '@daftar/contract';
import type { Database, Db } from '../../db/database';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { toMeeting } from '../../lib/schedule';
import { meetingsOfSections } from '../catalogue/catalogue.service';
import { findCurrentPeriod } from '../periods/periods.service';
import { periodStatus } from '../seats/seats.service';
import { recordAdminChange } from './admin-changes';

export { recordAdminChange } from './admin-changes';

// The registrar's semester: periods with their openings, the academic calendar, and the seats
// of sections during the rush. Every change is written to the admin trail in its transaction.

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
async function periodNamedOrCurrent(db: Db, periodId: number | undefined) {
  if (periodId === undefined) return findCurrentPeriod(db);
  const [period] = await periodRows(db, periodId);
  if (!period) throw notFound('periodId');
  return period;
}

/** Sections with their subject's code and name, as the registrar's lists and changes read them. */
function sectionsWithSubjects(db: Db) {
  return db
    .selectFrom('sections as sec')
    .innerJoin('subjects as s', 's.id', 'sec.subject_id')
    .select([
      'sec.id',
      'sec.subject_id',
      'sec.period_id',
      'sec.number',
      'sec.capacity',
      'sec.registered',
      'sec.lecturer',
      'sec.closed_at',
      's.code',
      's.name',
    ]);
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

/** Changes a period's fields, makes it current, or closes or reopens it; checked as it would be. */
export async function updatePeriod(
  database: Database,
  actorId: number,
  periodId: number,
  body: UpdatePeriodBody,
  now = new Date(),
): Promise<AdminPeriod> {
  return database.transaction(async (trx) => {
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
      const fields = Object.fromEntries(problems.map((p) => [p.path, p.message]));
      throw new AppError(400, 'VALIDATION_ERROR', {
        context: 'field',
        params: { field: problems[0]!.path },
        fields,
      });
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

/** "capacity 60 → 80, closed false → true": the fields that differ, for the trail's one line. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string {
  const changes = Object.keys(after)
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${key} ${JSON.stringify(before[key])} → ${JSON.stringify(after[key])}`);
  return changes.length > 0 ? changes.join(', ') : 'no change';
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
      throw new AppError(400, 'VALIDATION_ERROR', {
        context: 'field',
        params: { field: 'endDate' },
        fields: { endDate: 'endBeforeStart' },
      });
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

/**
 * A period's sections (the current one's unless named) with their subjects, real capacities,
 * whether each is closed, and their meetings, by subject code and section number.
 */
export async function listSections(db: Db, periodId?: number): Promise<AdminCatalogueSection[]> {
  const period = await periodNamedOrCurrent(db, periodId);
  if (!period) return [];
  const rows = await sectionsWithSubjects(db)
    .where('sec.period_id', '=', period.id)
    .orderBy('s.code')
    .orderBy('sec.number')
    .execute();
  const meetings = await meetingsOfSections(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...toAdminSection(row),
    subject: { code: row.code, name: row.name },
    meetings: meetings.filter((m) => m.section_id === row.id).map(toMeeting),
  }));
}

function sectionRow(db: Db, sectionId: number) {
  return sectionsWithSubjects(db).where('sec.id', '=', sectionId).executeTakeFirst();
}

function toAdminSection(row: {
  id: number;
  subject_id: number;
  period_id: number;
  number: number;
  capacity: number;
  registered: number;
  lecturer: string;
  closed_at: string | null;
}): AdminSection {
  return {
    id: row.id,
    subjectId: row.subject_id,
    periodId: row.period_id,
    number: row.number,
    capacity: row.capacity,
    registered: row.registered,
    lecturer: row.lecturer,
    closed: row.closed_at !== null,
  };
}

/**
 * A new capacity, or closing the section to new adds and opening it again, during the rush. The
 * capacity is written only if it does not go below the seats taken at that moment (one statement,
 * so an add racing it cannot slip between the check and the write); otherwise 409 names how many
 * students hold seats, and closing is the way to stop new adds.
 */
export async function updateSection(
  database: Database,
  actorId: number,
  sectionId: number,
  body: UpdateSectionBody,
  now = new Date(),
): Promise<AdminSection> {
  return database.transaction(async (trx) => {
    const found = await sectionRow(trx, sectionId);
    if (!found) throw notFound('sectionId');
    const before = toAdminSection(found);
    if (body.capacity !== undefined) {
      const capacity = body.capacity;
      const result = await trx
        .updateTable('sections')
        .set({ capacity })
        .where('id', '=', sectionId)
        .where('registered', '<=', capacity)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) {
        const taken = (await sectionRow(trx, sectionId))!.registered;
        throw conflict('CAPACITY_BELOW_TAKEN', { params: { count: taken } });
      }
    }
    if (body.closed !== undefined && body.closed !== before.closed) {
      await trx
        .updateTable('sections')
        .set({ closed_at: body.closed ? now.toISOString() : null })
        .where('id', '=', sectionId)
        .execute();
    }
    const after = toAdminSection((await sectionRow(trx, sectionId))!);
    const action =
      body.closed === true && !before.closed
        ? 'close'
        : body.closed === false && before.closed
          ? 'reopen'
          : 'update';
    await recordAdminChange(
      trx,
      {
        actorId,
        entity: 'section',
        entityId: sectionId,
        action,
        summary: `${found.code} section ${found.number}: ${changedFields(before, after)}`,
        before,
        after,
        reason: body.reason || null,
      },
      now,
    );
    return after;
  });
}

async function registrationsHolding(
  db: Db,
  column: 'section_id' | 'subject_id',
  id: number,
): Promise<number> {
  const { count } = await db
    .selectFrom('registration_subjects')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(column, '=', id)
    .executeTakeFirstOrThrow();
  return Number(count);
}

async function deleteSections(trx: Db, sectionIds: number[]) {
  if (sectionIds.length === 0) return;
  await trx.deleteFrom('section_meetings').where('section_id', 'in', sectionIds).execute();
  await trx.deleteFrom('sections').where('id', 'in', sectionIds).execute();
}

/**
 * Deletes a section no registration holds (a rejected subject still names its section, so it
 * counts): it was a mistake, never taught. One that is held can only be closed.
 */
export async function deleteSection(
  database: Database,
  actorId: number,
  sectionId: number,
  now = new Date(),
): Promise<{ subjectId: number }> {
  return database.transaction(async (trx) => {
    const found = await sectionRow(trx, sectionId);
    if (!found) throw notFound('sectionId');
    const held = await registrationsHolding(trx, 'section_id', sectionId);
    if (held > 0) throw conflict('IN_USE', { context: 'section', params: { count: held } });
    await deleteSections(trx, [sectionId]);
    await recordAdminChange(
      trx,
      {
        actorId,
        entity: 'section',
        entityId: sectionId,
        action: 'delete',
        summary: `${found.code} section ${found.number} deleted`,
        before: toAdminSection(found),
      },
      now,
    );
    return { subjectId: found.subject_id };
  });
}

/**
 * Deletes a subject that no registration of any period holds and that no other subject requires,
 * with its sections and its own prerequisites.
 */
export async function deleteSubject(
  database: Database,
  actorId: number,
  subjectId: number,
  now = new Date(),
): Promise<void> {
  await database.transaction(async (trx) => {
    const subject = await trx
      .selectFrom('subjects')
      .select(['id', 'code', 'name', 'credits', 'year', 'description'])
      .where('id', '=', subjectId)
      .executeTakeFirst();
    if (!subject) throw notFound('subjectId');
    const label = `${subject.code} ${subject.name}`;
    const held = await registrationsHolding(trx, 'subject_id', subjectId);
    if (held > 0) {
      throw conflict('IN_USE', { context: 'subject', params: { count: held, subject: label } });
    }
    const requiredBy = await trx
      .selectFrom('subject_prerequisites as sp')
      .innerJoin('subjects as s', 's.id', 'sp.subject_id')
      .select('s.code')
      .where('sp.prerequisite_id', '=', subjectId)
      .orderBy('s.code')
      .execute();
    if (requiredBy.length > 0) {
      throw conflict('IN_USE', {
        context: 'prerequisite',
        params: { subject: label, others: requiredBy.map((r) => r.code) },
      });
    }
    const sections = await trx
      .selectFrom('sections')
      .select('id')
      .where('subject_id', '=', subjectId)
      .execute();
    await deleteSections(
      trx,
      sections.map((s) => s.id),
    );
    await trx.deleteFrom('subject_prerequisites').where('subject_id', '=', subjectId).execute();
    await trx.deleteFrom('subjects').where('id', '=', subjectId).execute();
    await recordAdminChange(
      trx,
      {
        actorId,
        entity: 'subject',
        entityId: subjectId,
        action: 'delete',
        summary: `${label} deleted`,
        before: subject,
      },
      now,
    );
  });
}
