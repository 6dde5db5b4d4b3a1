import type { Db } from '../../db/database';

/** A section with its subject's code, for the class list's file name; undefined when none. */
export function sectionOf(db: Db, sectionId: number) {
  return db
    .selectFrom('sections as sec')
    .innerJoin('subjects as s', 's.id', 'sec.subject_id')
    .select(['sec.id', 'sec.number', 'sec.part', 's.code'])
    .where('sec.id', '=', sectionId)
    .executeTakeFirst();
}

/**
 * The students who hold a seat in the section: its own (a place's first part) or one of a place's
 * other parts (decision 039), pending or approved, under the code each took (decision 042).
 */
export function classListOf(db: Db, sectionId: number) {
  return db
    .selectFrom('registration_subjects as rs')
    .innerJoin('registrations as r', 'r.id', 'rs.registration_id')
    .innerJoin('users as u', 'u.id', 'r.student_id')
    .leftJoin('programmes as pg', 'pg.id', 'u.programme_id')
    .innerJoin('subjects as s', (join) =>
      join.on((eb) => eb('s.id', '=', eb.fn.coalesce('rs.listed_as_id', 'rs.subject_id'))),
    )
    .select([
      'u.student_id',
      'u.name',
      'u.email',
      'pg.code as programme_code',
      'u.year_of_study',
      's.code',
      'rs.status',
    ])
    .where('rs.status', '!=', 'rejected')
    .where((eb) =>
      eb.or([
        eb('rs.section_id', '=', sectionId),
        eb.exists(
          eb
            .selectFrom('selection_sections as ss')
            .select('ss.id')
            .whereRef('ss.selection_id', '=', 'rs.id')
            .where('ss.section_id', '=', sectionId),
        ),
      ]),
    )
    .execute();
}

/** The period a OneRoster export is of; undefined when none. */
export function periodOf(db: Db, periodId: number) {
  return db
    .selectFrom('registration_periods')
    .select(['id', 'semester', 'academic_year', 'start_date', 'end_date'])
    .where('id', '=', periodId)
    .executeTakeFirst();
}

/** The period's sections with their subject (the owner of cross-listed codes) and a room. */
export function sectionsOfPeriod(db: Db, periodId: number) {
  return db
    .selectFrom('sections as sec')
    .innerJoin('subjects as s', 's.id', 'sec.subject_id')
    .select((eb) => [
      'sec.id',
      'sec.number',
      'sec.part',
      's.id as subject_id',
      's.code',
      's.name',
      's.faculty_id',
      eb
        .selectFrom('section_meetings as m')
        .select('m.room')
        .whereRef('m.section_id', '=', 'sec.id')
        .orderBy('m.day')
        .orderBy('m.start_minute')
        .limit(1)
        .as('room'),
    ])
    .where('sec.period_id', '=', periodId)
    .execute();
}

/**
 * Every seat held in the period, pending or approved: a selection's own section and each of a
 * place's other parts (decision 039), with when the selection last changed.
 */
export function seatsOfPeriod(db: Db, periodId: number) {
  const held = () =>
    db
      .selectFrom('registration_subjects as rs')
      .innerJoin('registrations as r', 'r.id', 'rs.registration_id')
      .where('r.period_id', '=', periodId)
      .where('rs.status', '!=', 'rejected');
  const when = [
    'rs.id as selection_id',
    'r.student_id',
    'rs.created_at',
    'rs.decided_at',
    'r.updated_at',
  ] as const;
  const own = held().select(['rs.section_id', ...when]);
  const parts = held()
    .innerJoin('selection_sections as ss', 'ss.selection_id', 'rs.id')
    .select(['ss.section_id', ...when]);
  return own.unionAll(parts).execute();
}

/** The students holding seats in the period. */
export function studentsOfPeriod(db: Db, periodId: number) {
  return db
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.username',
      'u.name',
      'u.student_id',
      'u.email',
      'u.faculty_id',
      'u.created_at',
    ])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('registrations as r')
          .innerJoin('registration_subjects as rs', 'rs.registration_id', 'r.id')
          .select('rs.id')
          .whereRef('r.student_id', '=', 'u.id')
          .where('r.period_id', '=', periodId)
          .where('rs.status', '!=', 'rejected'),
      ),
    )
    .execute();
}

export function faculties(db: Db) {
  return db.selectFrom('faculties').select(['id', 'code', 'name']).execute();
}
