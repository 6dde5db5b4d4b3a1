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
