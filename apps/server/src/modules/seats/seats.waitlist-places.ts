import type { Language, WaitlistPlace } from '@daftar/contract';
import { formatErrorMessage } from '@daftar/contract';
import type { Db } from '../../db/database';

/** A waiting place with why a seat passed it by, worded in either language on demand. */
export type WaitlistPlaceRow = Omit<WaitlistPlace, 'skippedBecause'> & {
  studentId: number;
  skippedBecause: (language: Language) => string | null;
};

/**
 * The waiting places of the current period: one student's, or every place for some subjects.
 * Positions are numbered over each subject's whole line in one pass (window functions), so a line
 * of thousands costs one scan, not one count per place.
 */
export async function waitlistPlaces(
  db: Db,
  filter: { studentId: number } | { subjectIds: number[] },
): Promise<WaitlistPlaceRow[]> {
  if ('subjectIds' in filter && filter.subjectIds.length === 0) return [];
  const lines = db
    .selectFrom('waitlist_entries as w')
    .innerJoin('registration_periods as p', 'p.id', 'w.period_id')
    .select((eb) => [
      'w.id',
      'w.student_id',
      'w.subject_id',
      'w.section_id',
      'w.swap_subject_id',
      'w.listed_as_id',
      'w.skip_code',
      'w.skip_params',
      eb.fn
        .agg<number>('row_number')
        .over((over) => over.partitionBy('w.subject_id').orderBy('w.id'))
        .as('position'),
      eb.fn
        .countAll<number>()
        .over((over) => over.partitionBy('w.subject_id'))
        .as('of'),
    ])
    .where('p.is_current', '=', 1)
    .where(
      'w.subject_id',
      'in',
      'studentId' in filter
        ? db
            .selectFrom('waitlist_entries as mine')
            .select('mine.subject_id')
            .where('mine.student_id', '=', filter.studentId)
        : filter.subjectIds,
    );
  let query = db
    .selectFrom(lines.as('l'))
    // Shown under the cross-listed code the student waits under (decision 042).
    .innerJoin('subjects as s', (join) =>
      join.on((eb) => eb('s.id', '=', eb.fn.coalesce('l.listed_as_id', 'l.subject_id'))),
    )
    .selectAll('l')
    .select(['s.code', 's.name', 's.name_ms']);
  if ('studentId' in filter) query = query.where('l.student_id', '=', filter.studentId);
  const rows = await query.orderBy('l.id').execute();
  return rows.map((row) => ({
    studentId: row.student_id,
    subjectId: row.subject_id,
    code: row.code,
    name: row.name,
    nameMs: row.name_ms,
    sectionId: row.section_id,
    swapSubjectId: row.swap_subject_id,
    position: Number(row.position),
    of: Number(row.of),
    skippedBecause: (language: Language) =>
      row.skip_code === null
        ? null
        : formatErrorMessage(
            row.skip_code as Parameters<typeof formatErrorMessage>[0],
            JSON.parse(row.skip_params ?? '{}'),
            language,
          ),
  }));
}
