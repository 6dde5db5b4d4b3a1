import type { Db } from '../../db/database';
import { registrarCapacity } from '../../db/section-capacity';

/** The period's catalogue, one row per meeting (or per section without meetings), in order. */
export function exportRows(db: Db, periodId: number) {
  return db
    .selectFrom('sections as sec')
    .innerJoin('subjects as s', 's.id', 'sec.subject_id')
    .innerJoin('faculties as f', 'f.id', 's.faculty_id')
    .leftJoin('section_meetings as m', 'm.section_id', 'sec.id')
    .leftJoin('sections as ls', 'ls.id', 'sec.linked_section_id')
    .select([
      's.id as subject_id',
      's.code',
      's.name',
      's.name_ms',
      's.credits',
      's.year',
      'f.code as faculty_code',
      's.description',
      's.description_ms',
      'sec.number',
      registrarCapacity,
      'sec.lecturer',
      'sec.part',
      'ls.part as linked_part',
      'ls.number as linked_number',
      'm.day',
      'm.start_minute',
      'm.end_minute',
      'm.room',
    ])
    .where('sec.period_id', '=', periodId)
    .orderBy('s.code')
    .orderBy('sec.number')
    .orderBy('m.day')
    .orderBy('m.start_minute')
    .orderBy('m.end_minute')
    .orderBy('m.room')
    .execute();
}

/** The prerequisites' codes of the period's subjects. */
export function exportPrerequisites(db: Db, periodId: number) {
  return db
    .selectFrom('subject_prerequisites as sp')
    .innerJoin('subjects as p', 'p.id', 'sp.prerequisite_id')
    .select(['sp.subject_id', 'p.code'])
    .where((eb) =>
      eb(
        'sp.subject_id',
        'in',
        eb.selectFrom('sections').select('subject_id').where('period_id', '=', periodId),
      ),
    )
    .orderBy('p.code')
    .execute();
}
