import { refreshRecords } from '../modules/academic-record/academic-record.service';
import type { Db } from '../db/database';
import { CREDIT_MAX_PROBATION, DEMO_RESULTS, PUBLISHED_SEMESTER } from './demo-results-data';

/**
 * The demo students' results and what follows from them (issue 44): their records worked out, the
 * first past semester published, and the current period's probation maximum.
 */
export async function insertResults(
  trx: Db,
  studentIds: Map<string, number>,
  subjectIds: Map<string, number>,
  periodIds: Map<number, number>,
): Promise<void> {
  await trx
    .insertInto('results')
    .values(
      Object.entries(DEMO_RESULTS).flatMap(([username, results]) =>
        results.map((r) => ({
          student_id: studentIds.get(username)!,
          subject_id: subjectIds.get(r.subject)!,
          session: r.session,
          semester: r.semester,
          grade: r.grade,
        })),
      ),
    )
    .execute();
  await refreshRecords(trx, [...studentIds.values()]);
  await trx
    .updateTable('registration_periods')
    .set({ results_published: 1 })
    .where('id', '=', periodIds.get(PUBLISHED_SEMESTER)!)
    .execute();
  await trx
    .updateTable('registration_periods')
    .set({ credit_max_probation: CREDIT_MAX_PROBATION })
    .where('is_current', '=', 1)
    .execute();
}
