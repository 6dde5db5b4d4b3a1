import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { periodAndRegistrationColumns, registerHolds, type EngineSql } from './seats.context-reads';

// What a removal is decided on, shared by both engines' stores as the add's read is
// (seats.context-reads.ts).

/** Everything removing a subject is decided on: the period, the registration, all its subjects. */
export function removeContextSelect(db: Db, engine: EngineSql, studentId: number) {
  return db
    .selectFrom('registration_periods as p')
    .leftJoin('registrations as r', (join) =>
      join.onRef('r.period_id', '=', 'p.id').on('r.student_id', '=', studentId),
    )
    .leftJoin('users as me', (join) => join.on('me.id', '=', studentId))
    .leftJoin('student_records as ar', 'ar.student_id', 'me.id')
    .leftJoin('period_year_openings as o', (join) =>
      join.onRef('o.period_id', '=', 'p.id').onRef('o.year', '=', 'me.year_of_study'),
    )
    .select((eb) => [
      ...periodAndRegistrationColumns,
      engine.rowVersion.as('registration_version'),
      registerHolds(db, engine, studentId),
      engine
        .jsonArrayFrom(
          eb
            .selectFrom('registration_subjects as rs')
            .select((inner) => [
              'rs.id',
              'rs.subject_id',
              'rs.listed_as_id',
              'rs.section_id',
              'rs.status',
              // A multi-part place (decision 039): its removal gives back each part's seat.
              inner
                .exists(
                  inner
                    .selectFrom('selection_sections as ss')
                    .select('ss.id')
                    .whereRef('ss.selection_id', '=', 'rs.id'),
                )
                .as('multi_part'),
            ])
            .whereRef('rs.registration_id', '=', 'r.id'),
        )
        .as('selections'),
    ])
    .where('p.is_current', '=', sql.lit(1));
}
