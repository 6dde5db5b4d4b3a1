import { sql } from 'kysely';
import type { RegistrationChangeKind, RegistrationChangeStage } from '@daftar/contract';
import type { Db } from '../../db/database';

// The changes kept of a registration (issue 47, decision 043): each add and drop after its
// approval or after the window, written in the transaction that makes it.

export interface KeptChange {
  registrationId: number;
  studentId: number;
  subjectId: number;
  change: RegistrationChangeKind;
  stage: RegistrationChangeStage;
  at: string;
}

/** Keeps one change, with the subject's credits and the registration's period as they are now. */
export async function keepChange(trx: Db, change: KeptChange): Promise<void> {
  await trx
    .insertInto('registration_changes')
    .columns([
      'registration_id',
      'period_id',
      'student_id',
      'subject_id',
      'change',
      'stage',
      'credits',
      'at',
    ])
    .expression((eb) =>
      eb
        .selectFrom('subjects as s')
        .innerJoin('registrations as r', (join) => join.on('r.id', '=', change.registrationId))
        .select([
          sql.val(change.registrationId).as('registration_id'),
          'r.period_id',
          sql.val(change.studentId).as('student_id'),
          's.id',
          sql.val(change.change).as('change'),
          sql.val(change.stage).as('stage'),
          's.credits',
          sql.val(change.at).as('at'),
        ])
        .where('s.id', '=', change.subjectId),
    )
    .execute();
}
