import type { CreateReservationBody } from '@daftar/contract';
import type { Db } from '../../db/database';
import { conflict, invalidFields } from '../../lib/app-error';

/** What a reservation names must exist: its subject and section, programme, faculty, students. */
export async function groupOf(db: Db, body: CreateReservationBody) {
  const subject = await db
    .selectFrom('subjects as s')
    .leftJoin('subjects as owner', 'owner.id', 's.cross_listed_with')
    .select(['s.id', 's.code', 'owner.code as owner'])
    .where('s.id', '=', body.subjectId)
    .executeTakeFirst();
  // A cross-listed code's seats are its owner's, kept there (decision 042).
  if (subject?.owner) {
    throw conflict('CROSS_LISTED', { params: { subject: subject.code, owner: subject.owner } });
  }
  const section =
    body.sectionId === undefined
      ? undefined
      : await db
          .selectFrom('sections')
          .select('id')
          .where('id', '=', body.sectionId)
          .where('subject_id', '=', body.subjectId)
          .executeTakeFirst();
  if (!subject || (body.sectionId !== undefined && !section)) {
    throw invalidFields({ subjectId: 'reservationSubject' });
  }
  let programmeId: number | null = null;
  if (body.programmeCode !== undefined) {
    const programme = await db
      .selectFrom('programmes')
      .select('id')
      .where('code', '=', body.programmeCode)
      .executeTakeFirst();
    if (!programme) throw invalidFields({ programmeCode: 'reservationProgramme' });
    programmeId = programme.id;
  }
  if (body.facultyId !== undefined) {
    const faculty = await db
      .selectFrom('faculties')
      .select('id')
      .where('id', '=', body.facultyId)
      .executeTakeFirst();
    if (!faculty) throw invalidFields({ facultyId: 'facultyUnknown' });
  }
  const studentIds = [...new Set(body.studentIds ?? [])];
  if (studentIds.length > 0) {
    const found = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id', 'in', studentIds)
      .where('role', '=', 'student')
      .executeTakeFirstOrThrow();
    if (Number(found.n) !== studentIds.length) {
      throw invalidFields({ studentIds: 'reservationStudents' });
    }
  }
  return { programmeId, studentIds };
}
