import type { NotRegisteredList } from '@daftar/contract';
import { sql } from 'kysely';
import type { Database, Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { inTransaction, type DomainEvents } from '../../lib/domain-events';
import { campusDay } from '../seats/seats.service';

// Not Registered (issue 47, decision 043): on the period's Not Registered date, each active
// student on the roll with no approved subject in it is marked, once; on the registrar's
// reminder date each of them is told beforehand (inbox and email), once. A row per student holds
// both, so several processes sweeping at once tell and mark each student one time.

declare module '../../lib/domain-events' {
  interface DomainEventMap {
    /** Students about to be marked Not Registered are told, with the date it happens. */
    notRegisteredReminded: {
      periodId: number;
      studentIds: number[];
      notRegisteredDate: string;
      semester: number;
      academicYear: string;
      at: string;
    };
    /** Students were marked Not Registered in a period. */
    notRegisteredMarked: { periodId: number; studentIds: number[]; at: string };
  }
}

/** Active roll students of no approved subject in the period: who would be marked today. */
function unregistered(db: Db, periodId: number) {
  return db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.role', '=', 'student')
    .where('u.student_status', '=', 'active')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('registrations as r')
            .innerJoin('registration_subjects as rs', 'rs.registration_id', 'r.id')
            .select('rs.id')
            .whereRef('r.student_id', '=', 'u.id')
            .where('r.period_id', '=', periodId)
            .where('rs.status', '=', 'approved'),
        ),
      ),
    );
}

type PeriodDays = {
  id: number;
  semester: number;
  academic_year: string;
  not_registered_date: string | null;
  not_registered_reminder_date: string | null;
};

/**
 * Tells and marks what today asks for in the current period: the reminder from its date until
 * the marking, the marking from its date on. Returns how many were told and marked.
 */
export async function sweepNotRegistered(
  database: Database,
  events: DomainEvents,
  now = new Date(),
): Promise<{ reminded: number; marked: number }> {
  const period = await database.db
    .selectFrom('registration_periods')
    .select([
      'id',
      'semester',
      'academic_year',
      'not_registered_date',
      'not_registered_reminder_date',
    ])
    .where('is_current', '=', sql.lit(1))
    .executeTakeFirst();
  if (!period?.not_registered_date) return { reminded: 0, marked: 0 };
  const day = campusDay(now);
  if (day >= period.not_registered_date)
    return { reminded: 0, marked: await mark(database, events, period, now) };
  const reminder = period.not_registered_reminder_date;
  if (reminder && day >= reminder)
    return { reminded: await remind(database, events, period, now), marked: 0 };
  return { reminded: 0, marked: 0 };
}

async function remind(database: Database, events: DomainEvents, period: PeriodDays, now: Date) {
  const stamp = now.toISOString();
  return events.transaction<number>(inTransaction(database), async ({ trx, record }) => {
    await trx
      .insertInto('not_registered')
      .columns(['student_id', 'period_id', 'reminded_at'])
      .expression(
        unregistered(trx, period.id).select([sql.val(period.id).as('p'), sql.val(stamp).as('at')]),
      )
      .onConflict((oc) => oc.columns(['period_id', 'student_id']).doNothing())
      .execute();
    // Those whose row this sweep wrote: a student already told is not told again.
    const told = await trx
      .selectFrom('not_registered')
      .select('student_id')
      .where('period_id', '=', period.id)
      .where('reminded_at', '=', stamp)
      .execute();
    if (told.length === 0) return 0;
    await record('notRegisteredReminded', {
      periodId: period.id,
      studentIds: told.map((t) => t.student_id),
      notRegisteredDate: period.not_registered_date!,
      semester: period.semester,
      academicYear: period.academic_year,
      at: stamp,
    });
    return told.length;
  });
}

async function mark(database: Database, events: DomainEvents, period: PeriodDays, now: Date) {
  const stamp = now.toISOString();
  return events.transaction<number>(inTransaction(database), async ({ trx, record }) => {
    // Marked once: a student registered since the reminder is not; a marked one stays marked.
    await trx
      .insertInto('not_registered')
      .columns(['student_id', 'period_id', 'marked_at'])
      .expression(
        unregistered(trx, period.id).select([sql.val(period.id).as('p'), sql.val(stamp).as('at')]),
      )
      .onConflict((oc) =>
        oc
          .columns(['period_id', 'student_id'])
          .doUpdateSet({ marked_at: stamp })
          .where('not_registered.marked_at', 'is', null),
      )
      .execute();
    const marked = await trx
      .selectFrom('not_registered')
      .select('student_id')
      .where('period_id', '=', period.id)
      .where('marked_at', '=', stamp)
      .execute();
    if (marked.length > 0) {
      await record('notRegisteredMarked', {
        periodId: period.id,
        studentIds: marked.map((m) => m.student_id),
        at: stamp,
      });
    }
    return marked.length;
  });
}

/**
 * The period's Not Registered students for the registrar: those marked once the date has come,
 * before it those who would be marked today, each with whether they were told.
 */
export async function notRegisteredList(
  db: Db,
  periodId: number,
  now = new Date(),
): Promise<NotRegisteredList> {
  const period = await db
    .selectFrom('registration_periods')
    .select(['id', 'not_registered_date'])
    .where('id', '=', periodId)
    .executeTakeFirst();
  if (!period) throw notFound('periodId');
  const marked = !!period.not_registered_date && campusDay(now) >= period.not_registered_date;
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('not_registered as nr', (join) =>
      join.onRef('nr.student_id', '=', 'u.id').on('nr.period_id', '=', periodId),
    )
    .leftJoin('programmes as pg', 'pg.id', 'u.programme_id')
    .select([
      'u.id',
      'u.name',
      'u.student_id',
      'u.email',
      'pg.code as programme',
      'nr.reminded_at',
      'nr.marked_at',
    ])
    .where((eb) =>
      marked ? eb('nr.marked_at', 'is not', null) : eb('u.id', 'in', unregistered(db, periodId)),
    )
    .orderBy('u.student_id')
    .orderBy('u.id')
    .execute();
  return {
    periodId,
    notRegisteredDate: period.not_registered_date,
    marked,
    students: rows.map((row) => ({
      student: { id: row.id, name: row.name, studentId: row.student_id },
      email: row.email,
      programme: row.programme,
      remindedAt: row.reminded_at,
      markedAt: row.marked_at,
    })),
  };
}

/** Every minute, tells and marks what the day asks for. Returns the stop. */
export function markNotRegisteredWhenDue(
  database: Database,
  events: DomainEvents,
  everyMs = 60_000,
): () => void {
  const timer = setInterval(() => {
    // A missed minute is tried again the next; the database's own trouble is logged elsewhere.
    sweepNotRegistered(database, events).catch(() => undefined);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
