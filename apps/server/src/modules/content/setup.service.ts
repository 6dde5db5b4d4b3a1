import type { SetupChecklist } from '@daftar/contract';
import type { Db } from '../../db/database';
import { findCurrentPeriod } from '../periods/periods.service';
import { periodStatus } from '../seats/seats.service';

async function countOf(query: {
  executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }>;
}) {
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/**
 * How far a university's setup has come (issue 42), read from its data each time so it never
 * disagrees with it: a current semester, faculties, a catalogue with sections in that semester,
 * students with advisors to review them, and registration opened.
 */
export async function setupChecklist(db: Db, now = new Date()): Promise<SetupChecklist> {
  const period = await findCurrentPeriod(db);
  const faculties = await countOf(
    db.selectFrom('faculties').select((eb) => eb.fn.countAll<number>().as('n')),
  );
  const subjects = period
    ? await countOf(
        db
          .selectFrom('sections')
          .select((eb) => eb.fn.count<number>('subject_id').distinct().as('n'))
          .where('period_id', '=', period.id),
      )
    : 0;
  const peopleOf = (role: 'student' | 'lecturer') =>
    countOf(
      db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('role', '=', role),
    );
  const students = await peopleOf('student');
  const lecturers = await peopleOf('lecturer');
  return {
    steps: [
      { key: 'semester', done: period !== undefined, count: null },
      { key: 'faculties', done: faculties > 0, count: faculties },
      { key: 'catalogue', done: subjects > 0, count: subjects },
      { key: 'people', done: students > 0 && lecturers > 0, count: students },
      {
        key: 'opening',
        done: period !== undefined && periodStatus(period, now) !== 'Upcoming',
        count: null,
      },
    ],
  };
}
