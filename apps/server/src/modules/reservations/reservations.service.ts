import type { CreateReservationBody, Reservation } from '@daftar/contract';
import { sql } from 'kysely';
import type { Database, Db } from '../../db/database';
import { invalidFields, notFound } from '../../lib/app-error';
import { inTransaction, type DomainEvents, type UnitOfWork } from '../../lib/domain-events';
import { recordAdminChange } from '../audit/admin-changes.service';
import { groupOf } from './reservations.group';
import { groupHolding, type SeatLedger } from '../seats/seats.service';

// Reserved seats (issue 46, decision 040): the registrar keeps a section's seats, or a subject's,
// for a group until a time. The seat ledger reads them with every add (seats.reservations.ts);
// this is the registrar's side: setting, listing and removing them, each on the admin trail.

function reservationRows(db: Db) {
  return db
    .selectFrom('reservations as rv')
    .innerJoin('subjects as s', 's.id', 'rv.subject_id')
    .leftJoin('sections as sec', 'sec.id', 'rv.section_id')
    .leftJoin('programmes as pg', 'pg.id', 'rv.programme_id')
    .leftJoin('registration_periods as p', (join) => join.on('p.is_current', '=', sql.lit(1)))
    .select([
      'rv.id',
      'rv.subject_id',
      's.code as subject_code',
      'rv.section_id',
      'sec.number as section_number',
      'sec.part as section_part',
      'rv.seats',
      'pg.code as programme_code',
      'rv.year_of_study',
      'rv.faculty_id',
      'rv.until',
      'rv.created_at',
      groupHolding.as('taken'),
    ])
    .orderBy('s.code')
    .orderBy('rv.id');
}

type ReservationRow = Awaited<ReturnType<ReturnType<typeof reservationRows>['execute']>>[number];

async function toReservations(db: Db, rows: ReservationRow[], now: Date): Promise<Reservation[]> {
  const ids = rows.map((row) => row.id);
  const listed =
    ids.length === 0
      ? []
      : await db
          .selectFrom('reservation_students')
          .select(['reservation_id', 'student_id'])
          .where('reservation_id', 'in', ids)
          .orderBy('student_id')
          .execute();
  const at = now.toISOString();
  return rows.map((row) => ({
    id: row.id,
    subjectId: row.subject_id,
    subjectCode: row.subject_code,
    sectionId: row.section_id,
    sectionNumber: row.section_number,
    sectionPart: row.section_part,
    seats: row.seats,
    taken: Number(row.taken ?? 0),
    programmeCode: row.programme_code,
    yearOfStudy: row.year_of_study,
    facultyId: row.faculty_id,
    studentIds: listed.filter((l) => l.reservation_id === row.id).map((l) => l.student_id),
    until: row.until,
    active: row.until > at,
    createdAt: row.created_at,
  }));
}

/** Every reservation, those in force and those past, by subject. */
export async function listReservations(db: Db, now = new Date()): Promise<Reservation[]> {
  return toReservations(db, await reservationRows(db).execute(), now);
}

async function oneReservation(db: Db, id: number, now: Date) {
  const rows = await reservationRows(db).where('rv.id', '=', id).execute();
  return (await toReservations(db, rows, now))[0];
}

const auditOf = (r: Reservation) => ({
  subject: r.subjectCode,
  section: r.sectionNumber,
  seats: r.seats,
  programmeCode: r.programmeCode,
  yearOfStudy: r.yearOfStudy,
  facultyId: r.facultyId,
  students: r.studentIds.length,
  until: r.until,
});

const groupName = (r: Reservation) =>
  r.programmeCode !== null
    ? `programme ${r.programmeCode}`
    : r.yearOfStudy !== null
      ? `year ${r.yearOfStudy}`
      : r.facultyId !== null
        ? `faculty #${r.facultyId}`
        : `${r.studentIds.length} listed students`;

/** Keeps seats for a group until a time (the registrar's console, or its API). */
export async function createReservation(
  database: Database,
  actorId: number,
  body: CreateReservationBody,
  now = new Date(),
): Promise<Reservation> {
  if (body.until <= now.toISOString()) throw invalidFields({ until: 'reservationUntil' });
  return database.transaction(async (trx) => {
    const { programmeId, studentIds } = await groupOf(trx, body);
    const { id } = await trx
      .insertInto('reservations')
      .values({
        subject_id: body.subjectId,
        section_id: body.sectionId ?? null,
        seats: body.seats,
        programme_id: programmeId,
        year_of_study: body.yearOfStudy ?? null,
        faculty_id: body.facultyId ?? null,
        until: body.until,
        created_at: now.toISOString(),
        created_by: actorId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (studentIds.length > 0) {
      await trx
        .insertInto('reservation_students')
        .values(studentIds.map((studentId) => ({ reservation_id: id, student_id: studentId })))
        .execute();
    }
    const reservation = (await oneReservation(trx, id, now))!;
    await recordAdminChange(
      trx,
      {
        actorId,
        entity: 'reservation',
        entityId: id,
        action: 'create',
        summary: `${reservation.seats} seats of ${reservation.subjectCode} kept for ${groupName(reservation)} until ${reservation.until}`,
        after: auditOf(reservation),
      },
      now,
    );
    return reservation;
  });
}

/**
 * Removes a reservation: its seats are open to everyone at once, so students waiting for the
 * subject are promoted into them as into any seat freed.
 */
export async function removeReservation(
  database: Database,
  events: DomainEvents,
  seats: SeatLedger,
  actorId: number,
  id: number,
  now = new Date(),
): Promise<void> {
  await events.transaction(inTransaction(database), async ({ trx, record }) => {
    const reservation = await oneReservation(trx, id, now);
    if (!reservation) throw notFound('reservation');
    await trx.deleteFrom('reservations').where('id', '=', id).execute();
    await recordAdminChange(
      trx,
      {
        actorId,
        entity: 'reservation',
        entityId: id,
        action: 'delete',
        summary: `The ${reservation.seats} seats of ${reservation.subjectCode} kept for ${groupName(reservation)} opened to everyone`,
        before: auditOf(reservation),
      },
      now,
    );
    await promoteIntoOpened(trx, record, seats, [reservation.subjectId], now);
  });
}

/**
 * Seats a reservation kept are open to everyone once it is removed or lapses: the students
 * waiting for its subject in the current period are promoted into them as into any seat freed.
 */
async function promoteIntoOpened(
  trx: Db,
  record: UnitOfWork['record'],
  seats: SeatLedger,
  subjectIds: number[],
  now: Date,
) {
  const period = await trx
    .selectFrom('registration_periods')
    .select('id')
    .where('is_current', '=', sql.lit(1))
    .executeTakeFirst();
  if (!period) return;
  const change = await seats.promote(trx, period.id, subjectIds, now);
  if (change.subjectIds.length > 0) await record('waitlistChanged', change);
}

/**
 * Opens the seats of the reservations whose time has passed and that are not opened yet,
 * promoting the students waiting for their subjects; the number opened. The update claims each
 * lapse, so of several processes sweeping at once one opens it, and a lapse passed while every
 * process was down is opened at the next sweep.
 */
export async function openLapsedReservations(
  database: Database,
  events: DomainEvents,
  seats: SeatLedger,
  now = new Date(),
): Promise<number> {
  const stamp = now.toISOString();
  return events.transaction(inTransaction(database), async ({ trx, record }) => {
    const opened = await trx
      .updateTable('reservations')
      .set({ opened_at: stamp })
      .where('opened_at', 'is', null)
      .where('until', '<=', stamp)
      .returning('subject_id')
      .execute();
    if (opened.length === 0) return 0;
    const subjectIds = [...new Set(opened.map((r) => r.subject_id))].sort((a, b) => a - b);
    await promoteIntoOpened(trx, record, seats, subjectIds, now);
    return opened.length;
  });
}

/** Every minute, opens the seats of reservations that lapsed (decision 040). Returns the stop. */
export function openReservationsWhenTheyLapse(
  database: Database,
  events: DomainEvents,
  seats: SeatLedger,
  everyMs = 60_000,
): () => void {
  const timer = setInterval(() => {
    openLapsedReservations(database, events, seats)
      // A missed minute is tried again the next; the database's own trouble is logged elsewhere.
      .catch(() => undefined);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
