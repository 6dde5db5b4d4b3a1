import { sql } from 'kysely';
import type { Db } from '../../db/database';

// The figures read from the database: every process's registrations, not only this one's.

/**
 * In one query: registrations of the current period submitted (at least once), those waiting
 * for review in any period, and when the longest waiting one was submitted.
 */
export function registrationCounts(db: Db) {
  return db
    .selectFrom('registrations as r')
    .innerJoin('registration_periods as p', 'p.id', 'r.period_id')
    .select([
      sql<number>`coalesce(sum(case when p.is_current = 1 and r.submitted_at is not null then 1 else 0 end), 0)`.as(
        'submitted',
      ),
      sql<number>`coalesce(sum(case when r.status = 'submitted' then 1 else 0 end), 0)`.as(
        'awaitingReview',
      ),
      sql<string | null>`min(case when r.status = 'submitted' then r.submitted_at end)`.as(
        'oldestSubmittedAt',
      ),
    ])
    .executeTakeFirstOrThrow();
}

/** Registrations submitted since `since`, by minute (`YYYY-MM-DDTHH:MM` of the ISO stamp). */
export function submissionsByMinute(db: Db, since: string) {
  const minute = sql<string>`substr(submitted_at, 1, 16)`;
  return db
    .selectFrom('registrations')
    .select([minute.as('minute'), (eb) => eb.fn.countAll<number>().as('count')])
    .where('submitted_at', '>=', since)
    .groupBy(minute)
    .execute();
}

/** The current period's subjects with the largest share of seats taken, and who waits for them. */
export function fullestSubjects(db: Db, limit: number) {
  return db
    .selectFrom('sections as s')
    .innerJoin('registration_periods as p', 'p.id', 's.period_id')
    .innerJoin('subjects as j', 'j.id', 's.subject_id')
    .where('p.is_current', '=', 1)
    .select([
      'j.id as subjectId',
      'j.code',
      'j.name',
      'j.name_ms',
      (eb) => eb.fn.sum<number>('s.registered').as('registered'),
      (eb) => eb.fn.sum<number>('s.capacity').as('capacity'),
      sql<number>`(select count(*) from waitlist_entries w
        where w.period_id = s.period_id and w.subject_id = j.id)`.as('waiting'),
    ])
    .groupBy(['j.id', 'j.code', 'j.name', 'j.name_ms', 's.period_id'])
    .orderBy(sql`sum(s.registered) * 1.0 / nullif(sum(s.capacity), 0)`, (ob) =>
      ob.desc().nullsLast(),
    )
    .orderBy('waiting', 'desc')
    .orderBy('j.code')
    .limit(limit)
    .execute();
}

/** Registrations waiting for review by the student's advisor, the longest waiting first. */
export function reviewBacklog(db: Db, limit: number) {
  return db
    .selectFrom('registrations as r')
    .innerJoin('users as s', 's.id', 'r.student_id')
    .leftJoin('users as a', 'a.id', 's.advisor_id')
    .where('r.status', '=', 'submitted')
    .select([
      'a.id as advisorId',
      'a.name as advisorName',
      (eb) => eb.fn.countAll<number>().as('waiting'),
      (eb) => eb.fn.min<string>('r.submitted_at').as('oldestSubmittedAt'),
    ])
    .groupBy(['a.id', 'a.name'])
    .orderBy('oldestSubmittedAt')
    .limit(limit)
    .execute();
}
