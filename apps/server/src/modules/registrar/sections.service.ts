import type {
  AdminCatalogueSection,
  CreateSectionBody,
  MeetingBody,
  UpdateSectionBody,
} from '@daftar/contract';
import type { Database, Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound } from '../../lib/app-error';
import type { SeatLedger } from '../seats/seats.service';
import { changedFields, recordAdminChange } from '../audit/admin-changes.service';
import { inTransaction, type DomainEvents } from '../../lib/domain-events';
import { periodNamedOrCurrent } from './periods.reads';
import {
  catalogueSection,
  catalogueSections,
  sectionRecord,
  sectionRow,
  sectionsWithSubjects,
} from './sections.reads';
import { capacityChange } from '../../db/section-capacity';

// A period's sections as the registrar keeps them: created and edited one at a time, their
// capacity changed and closed during the rush, deleted while nobody holds them. Every change is
// written to the admin trail in its transaction.

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
  return catalogueSections(db, rows);
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

async function writeMeetings(trx: Db, sectionId: number, meetings: MeetingBody[]) {
  await trx.deleteFrom('section_meetings').where('section_id', '=', sectionId).execute();
  if (meetings.length === 0) return;
  await trx
    .insertInto('section_meetings')
    .values(
      meetings.map((m) => ({
        section_id: sectionId,
        day: m.day,
        start_minute: minutesOf(m.startTime),
        end_minute: minutesOf(m.endTime),
        room: m.room,
      })),
    )
    .execute();
}

/** A second section with a number its subject already has this period is refused by the key. */
async function uniqueNumber<T>(
  section: { subject: string; number: number },
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('CODE_TAKEN', { context: 'section', params: section });
    throw error;
  }
}

/** A new section of a subject in a period (the current one unless named), with its meetings. */
export async function createSection(
  database: Database,
  events: DomainEvents,
  actorId: number,
  body: CreateSectionBody & { meetings: MeetingBody[] },
  now = new Date(),
): Promise<AdminCatalogueSection> {
  const subject = await database.db
    .selectFrom('subjects as s')
    .leftJoin('subjects as owner', 'owner.id', 's.cross_listed_with')
    .select(['s.id', 's.code', 'owner.code as owner'])
    .where('s.id', '=', body.subjectId)
    .executeTakeFirst();
  if (!subject) throw notFound('subjectId');
  // A cross-listed code's sections are its owner's (decision 042).
  if (subject.owner !== null) {
    throw conflict('CROSS_LISTED', { params: { subject: subject.code, owner: subject.owner } });
  }
  return uniqueNumber({ subject: subject.code, number: body.number }, () =>
    events.transaction(inTransaction(database), async ({ trx, record }) => {
      const period = await periodNamedOrCurrent(trx, body.periodId);
      if (!period) throw notFound('period');
      const { id } = await trx
        .insertInto('sections')
        .values({
          period_id: period.id,
          subject_id: subject.id,
          number: body.number,
          capacity: body.capacity,
          lecturer: body.lecturer,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeMeetings(trx, id, body.meetings);
      const section = await catalogueSection(trx, id);
      await recordAdminChange(
        trx,
        {
          actorId,
          entity: 'section',
          entityId: id,
          action: 'create',
          summary: `${subject.code} section ${body.number} created`,
          after: sectionRecord(section),
        },
        now,
      );
      // Students' catalogues count the subject's seats again, the new section's among them.
      await record('seatsChanged', { subjectIds: [subject.id] });
      return section;
    }),
  );
}

/**
 * A change to a section: number, lecturer and meetings, and during the rush a new capacity, or
 * closing it to new adds and opening it again. The capacity is written only if it does not go
 * below the seats taken at that moment (one statement, so an add racing it cannot slip between
 * the check and the write); otherwise 409 names how many students hold seats, and closing is the
 * way to stop new adds. Seats a raise or a reopening makes free go first to waiting students, in
 * the same transaction.
 */
export async function updateSection(
  database: Database,
  events: DomainEvents,
  seats: SeatLedger,
  actorId: number,
  sectionId: number,
  body: UpdateSectionBody,
  now = new Date(),
): Promise<AdminCatalogueSection> {
  const found = await sectionRow(database.db, sectionId);
  if (!found) throw notFound('sectionId');
  const number = body.number ?? found.number;
  return uniqueNumber({ subject: found.code, number }, () =>
    events.transaction(inTransaction(database), async ({ trx, record }) => {
      const before = await catalogueSection(trx, sectionId);
      if (body.capacity !== undefined) {
        const change = capacityChange(body.capacity);
        const result = await trx
          .updateTable('sections')
          .set(change.set)
          .where('id', '=', sectionId)
          .where(change.allowed)
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) {
          const taken = (await sectionRow(trx, sectionId))!.registered;
          throw conflict('CAPACITY_BELOW_TAKEN', { params: { count: taken } });
        }
      }
      const closedAt =
        body.closed === undefined || body.closed === before.closed
          ? undefined
          : body.closed
            ? now.toISOString()
            : null;
      if (body.number !== undefined || body.lecturer !== undefined || closedAt !== undefined) {
        await trx
          .updateTable('sections')
          .set({
            number,
            lecturer: body.lecturer ?? before.lecturer,
            ...(closedAt !== undefined && { closed_at: closedAt }),
          })
          .where('id', '=', sectionId)
          .execute();
      }
      if (body.meetings) await writeMeetings(trx, sectionId, body.meetings);
      // New capacity or a closing reaches every browser's seat counts.
      await record('seatsChanged', { subjectIds: [found.subject_id] });
      await record(
        'waitlistChanged',
        await seats.promote(trx, found.period_id, [found.subject_id], now),
      );
      const after = await catalogueSection(trx, sectionId);
      const action = closedAt ? 'close' : closedAt === null ? 'reopen' : 'update';
      await recordAdminChange(
        trx,
        {
          actorId,
          entity: 'section',
          entityId: sectionId,
          action,
          summary: `${found.code} section ${found.number}: ${changedFields(sectionRecord(before), sectionRecord(after))}`,
          before: sectionRecord(before),
          after: sectionRecord(after),
          reason: body.reason || null,
        },
        now,
      );
      return after;
    }),
  );
}

/** Registrations of any period that hold a section or a subject (a rejected one still names it). */
export async function registrationsHolding(
  db: Db,
  column: 'section_id' | 'subject_id',
  id: number,
): Promise<number> {
  const { count } = await db
    .selectFrom('registration_subjects')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(column, '=', id)
    .executeTakeFirstOrThrow();
  if (column === 'subject_id') return Number(count);
  // A section of a multi-part place's other part is held too (decision 039).
  const { parts } = await db
    .selectFrom('selection_sections')
    .select((eb) => eb.fn.countAll<number>().as('parts'))
    .where('section_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(count) + Number(parts);
}

/** Deletes sections with their meetings, and the places of students waiting for just them. */
export async function deleteSections(trx: Db, sectionIds: number[]) {
  if (sectionIds.length === 0) return;
  await trx.deleteFrom('waitlist_entries').where('section_id', 'in', sectionIds).execute();
  await trx.deleteFrom('section_meetings').where('section_id', 'in', sectionIds).execute();
  // Sections linked to one deleted go with any section of its part again.
  await trx
    .updateTable('sections')
    .set({ linked_section_id: null })
    .where('linked_section_id', 'in', sectionIds)
    .execute();
  await trx.deleteFrom('sections').where('id', 'in', sectionIds).execute();
}

/**
 * Deletes a section no registration holds (a rejected subject still names its section, so it
 * counts): it was a mistake, never taught. One that is held can only be closed.
 */
export async function deleteSection(
  database: Database,
  events: DomainEvents,
  actorId: number,
  sectionId: number,
  now = new Date(),
): Promise<void> {
  await events.transaction(inTransaction(database), async ({ trx, record }) => {
    const found = await catalogueSection(trx, sectionId);
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
        summary: `${found.subject.code} section ${found.number} deleted`,
        before: sectionRecord(found),
      },
      now,
    );
    await record('seatsChanged', { subjectIds: [found.subjectId] });
  });
}
