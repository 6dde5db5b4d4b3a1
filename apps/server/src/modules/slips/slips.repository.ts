import type { Db } from '../../db/database';

/** A registration with everything a slip's heading names: the student, faculty, advisor, period. */
function registrationsWithHeading(db: Db) {
  return db
    .selectFrom('registrations as r')
    .innerJoin('users as s', 's.id', 'r.student_id')
    .innerJoin('registration_periods as p', 'p.id', 'r.period_id')
    .leftJoin('faculties as f', 'f.id', 's.faculty_id')
    .leftJoin('users as a', 'a.id', 's.advisor_id')
    .select([
      'r.id',
      's.name as student_name',
      's.student_id as student_number',
      'f.name as faculty_name',
      'f.name_ms as faculty_name_ms',
      'a.name as advisor_name',
      'p.semester',
      'p.academic_year',
    ]);
}

export type SlipHeadingRow = NonNullable<Awaited<ReturnType<typeof findHeading>>>;

export function findHeading(db: Db, registrationId: number) {
  return registrationsWithHeading(db).where('r.id', '=', registrationId).executeTakeFirst();
}

/** The student's registration: the one named, or the one of `periodId` (the current period). */
export function findOwnRegistrationId(
  db: Db,
  studentId: number,
  which: { registrationId: number } | { periodId: number },
) {
  let query = db.selectFrom('registrations').select('id').where('student_id', '=', studentId);
  query =
    'registrationId' in which
      ? query.where('id', '=', which.registrationId)
      : query.where('period_id', '=', which.periodId);
  return query.executeTakeFirst();
}

export async function insertSlip(
  db: Db,
  slip: {
    code: string;
    registrationId: number;
    generatedBy: number;
    snapshot: string;
    fingerprint: string;
    contentKey: string;
    createdAt: string;
  },
) {
  await db
    .insertInto('registration_slips')
    .values({
      code: slip.code,
      registration_id: slip.registrationId,
      generated_by: slip.generatedBy,
      snapshot: slip.snapshot,
      fingerprint: slip.fingerprint,
      content_key: slip.contentKey,
      created_at: slip.createdAt,
    })
    .execute();
}

export function findSlip(db: Db, code: string) {
  return db
    .selectFrom('registration_slips')
    .select(['registration_id', 'snapshot', 'fingerprint'])
    .where('code', '=', code)
    .executeTakeFirst();
}

/** The registration's slip made last: what it printed, to give it again while that is true. */
export function findLatestSlip(db: Db, registrationId: number) {
  return db
    .selectFrom('registration_slips')
    .select(['code', 'snapshot', 'content_key'])
    .where('registration_id', '=', registrationId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
