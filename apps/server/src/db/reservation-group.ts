import { sql } from 'kysely';

// With the database's shared statements rather than the seat ledger: the ledger's reads and the
// test invariants both ask it, and the tests reach no module.

/**
 * Is the student of `rv`'s group: its programme, year or faculty, or on its list. Always true or
 * false: a student with no year (or programme, faculty) would otherwise make it NULL, and so would
 * its negation, counting them neither in the group nor out of it.
 */
export const isOfGroup = (student: string) => sql<boolean>`coalesce(
  (rv.programme_id is not null and rv.programme_id = ${sql.ref(`${student}.programme_id`)})
  or (rv.year_of_study is not null and rv.year_of_study = ${sql.ref(`${student}.year_of_study`)})
  or (rv.faculty_id is not null and rv.faculty_id = ${sql.ref(`${student}.faculty_id`)})
  or exists (select 1 from reservation_students rst
    where rst.reservation_id = rv.id and rst.student_id = ${sql.ref(`${student}.id`)}), false)`;
