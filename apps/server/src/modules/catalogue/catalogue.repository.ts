import { sql } from 'kysely';
import type { Db } from '../../db/database';

export function listFaculties(db: Db) {
  return db
    .selectFrom('faculties')
    .select(['id', 'name', 'name_ms as nameMs'])
    .orderBy('name')
    .execute();
}

/**
 * Subjects with at least one section in the period, optionally of one faculty and year; a
 * cross-listed code is offered with its owner's sections (decision 042), `seats_of` its owner.
 */
export function listOfferedSubjects(
  db: Db,
  periodId: number,
  filter: { facultyId?: number; year?: number },
) {
  const seatsOf = sql<number>`coalesce(s.cross_listed_with, s.id)`;
  let query = db
    .selectFrom('subjects as s')
    .innerJoin('faculties as f', 'f.id', 's.faculty_id')
    .leftJoin('subjects as owner', 'owner.id', 's.cross_listed_with')
    .select([
      seatsOf.as('seats_of'),
      'owner.code as owner_code',
      's.id',
      's.code',
      's.name',
      's.name_ms',
      's.credits',
      's.description',
      's.description_ms',
      's.year',
      'f.id as faculty_id',
      'f.name as faculty_name',
      'f.name_ms as faculty_name_ms',
    ])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('sections')
          .select('sections.id')
          .where('sections.subject_id', '=', seatsOf)
          .where('sections.period_id', '=', periodId),
      ),
    );
  if (filter.facultyId !== undefined) query = query.where('s.faculty_id', '=', filter.facultyId);
  if (filter.year !== undefined) query = query.where('s.year', '=', filter.year);
  return query.orderBy('s.code').execute();
}

export function sectionsOfSubjects(db: Db, periodId: number, subjectIds: number[]) {
  if (subjectIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('sections')
    .select([
      'id',
      'subject_id',
      'number',
      'capacity',
      'registered',
      'lecturer',
      'closed_at',
      'part',
      'linked_section_id',
    ])
    .where('period_id', '=', periodId)
    .where('subject_id', 'in', subjectIds)
    .orderBy('subject_id')
    .orderBy('number')
    .execute();
}

export function prerequisitesOf(db: Db, subjectIds: number[]) {
  if (subjectIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('subject_prerequisites as sp')
    .innerJoin('subjects as p', 'p.id', 'sp.prerequisite_id')
    .select(['sp.subject_id', 'p.code'])
    .where('sp.subject_id', 'in', subjectIds)
    .orderBy('p.code')
    .execute();
}

/** The weekly meetings of the given sections, in section, day and time order. */
export function meetingsOf(db: Db, sectionIds: number[]) {
  if (sectionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('section_meetings')
    .select(['section_id', 'day', 'start_minute', 'end_minute', 'room'])
    .where('section_id', 'in', sectionIds)
    .orderBy('section_id')
    .orderBy('day')
    .orderBy('start_minute')
    .execute();
}

/** How many students wait for each of the subjects in the period (subjects nobody waits for: absent). */
export function waitingCounts(db: Db, periodId: number, subjectIds: number[]) {
  if (subjectIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('waitlist_entries')
    .select((eb) => ['subject_id', eb.fn.countAll<number>().as('waiting')])
    .where('period_id', '=', periodId)
    .where('subject_id', 'in', subjectIds)
    .groupBy('subject_id')
    .execute();
}

/** The codes cross-listed with the given subjects (decision 042), `seats_of` their owner. */
export function aliasesOf(db: Db, subjectIds: number[]) {
  if (subjectIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('subjects')
    .select(['id', 'code', sql<number>`cross_listed_with`.as('seats_of')])
    .where('cross_listed_with', 'in', subjectIds)
    .orderBy('code')
    .execute();
}

/**
 * Every code of the given subjects' seats (decision 042): each subject, the subject whose seats
 * it has (`seats_of`), and the other codes cross-listed with that one.
 */
export function listingsOf(db: Db, subjectIds: number[]) {
  if (subjectIds.length === 0) return Promise.resolve([]);
  const owners = db
    .selectFrom('subjects as x')
    .select(sql<number>`coalesce(x.cross_listed_with, x.id)`.as('owner'))
    .where('x.id', 'in', subjectIds);
  return db
    .selectFrom('subjects as s')
    .select(['s.id', 's.code', sql<number>`coalesce(s.cross_listed_with, s.id)`.as('seats_of')])
    .where((eb) => eb.or([eb('s.id', 'in', owners), eb('s.cross_listed_with', 'in', owners)]))
    .orderBy('s.code')
    .execute();
}
