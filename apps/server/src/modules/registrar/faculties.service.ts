import type { AdminFaculty, CreateFacultyBody, UpdateFacultyBody } from '@daftar/contract';
import type { Database, Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound } from '../../lib/app-error';
import { recordAdminChange } from '../audit/admin-changes.service';

// The faculties subjects and people belong to: created, renamed, and deleted only when empty.

function facultyRows(db: Db) {
  return db
    .selectFrom('faculties as f')
    .select((eb) => [
      'f.id',
      'f.code',
      'f.name',
      'f.name_ms',
      eb
        .selectFrom('subjects as s')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('s.faculty_id', '=', 'f.id')
        .as('subject_count'),
      eb
        .selectFrom('users as u')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('u.faculty_id', '=', 'f.id')
        .as('people_count'),
    ]);
}

function toAdminFaculty(
  row: Awaited<ReturnType<ReturnType<typeof facultyRows>['execute']>>[number],
): AdminFaculty {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    nameMs: row.name_ms,
    subjectCount: Number(row.subject_count ?? 0),
    peopleCount: Number(row.people_count ?? 0),
  };
}

export async function listAdminFaculties(db: Db): Promise<AdminFaculty[]> {
  return (await facultyRows(db).orderBy('f.code').execute()).map(toAdminFaculty);
}

async function adminFaculty(db: Db, id: number): Promise<AdminFaculty> {
  const row = await facultyRows(db).where('f.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('faculty');
  return toAdminFaculty(row);
}

/** A second faculty with a code already used is refused by the unique key, whoever wrote first. */
async function uniqueCode<T>(code: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('CODE_TAKEN', { context: 'faculty', params: { code: code ?? '' } });
    throw error;
  }
}

export function createFaculty(
  database: Database,
  actorId: number,
  body: CreateFacultyBody,
  now = new Date(),
): Promise<AdminFaculty> {
  return uniqueCode(body.code, () =>
    database.transaction(async (trx) => {
      const { id } = await trx
        .insertInto('faculties')
        .values({ code: body.code, name: body.name, name_ms: body.nameMs ?? null })
        .returning('id')
        .executeTakeFirstOrThrow();
      const faculty = await adminFaculty(trx, id);
      await recordAdminChange(
        trx,
        {
          actorId,
          entity: 'faculty',
          entityId: id,
          action: 'create',
          summary: `Faculty ${faculty.code} (${faculty.name}) created`,
          after: { code: faculty.code, name: faculty.name, nameMs: faculty.nameMs },
        },
        now,
      );
      return faculty;
    }),
  );
}

export function updateFaculty(
  database: Database,
  actorId: number,
  id: number,
  body: UpdateFacultyBody,
  now = new Date(),
): Promise<AdminFaculty> {
  return uniqueCode(body.code, () =>
    database.transaction(async (trx) => {
      const before = await adminFaculty(trx, id);
      const { nameMs, ...english } = body;
      await trx
        .updateTable('faculties')
        .set({ ...english, ...(nameMs === undefined ? {} : { name_ms: nameMs }) })
        .where('id', '=', id)
        .execute();
      const after = await adminFaculty(trx, id);
      await recordAdminChange(
        trx,
        {
          actorId,
          entity: 'faculty',
          entityId: id,
          action: 'update',
          summary: `Faculty ${before.code}: ${before.code} ${before.name} → ${after.code} ${after.name}`,
          before: { code: before.code, name: before.name, nameMs: before.nameMs },
          after: { code: after.code, name: after.name, nameMs: after.nameMs },
        },
        now,
      );
      return after;
    }),
  );
}

export async function deleteFaculty(
  database: Database,
  actorId: number,
  id: number,
  now = new Date(),
): Promise<void> {
  await database.transaction(async (trx) => {
    const faculty = await adminFaculty(trx, id);
    if (faculty.subjectCount > 0 || faculty.peopleCount > 0) {
      throw conflict('IN_USE', {
        context: 'faculty',
        params: { faculty: `${faculty.code} ${faculty.name}` },
      });
    }
    await trx.deleteFrom('faculties').where('id', '=', id).execute();
    await recordAdminChange(
      trx,
      {
        actorId,
        entity: 'faculty',
        entityId: id,
        action: 'delete',
        summary: `Faculty ${faculty.code} (${faculty.name}) deleted`,
        before: { code: faculty.code, name: faculty.name },
      },
      now,
    );
  });
}
