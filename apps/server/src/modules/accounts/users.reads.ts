import type { ManagedUser, Role } from '@daftar/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

// The registrar's view of people (the People page, the users command): each person with their
// advisor, faculty, programme and how many advisees they have.

function managedUsers(db: Db) {
  return db
    .selectFrom('users as u')
    .leftJoin('users as a', 'a.id', 'u.advisor_id')
    .leftJoin('faculties as f', 'f.id', 'u.faculty_id')
    .leftJoin('programmes as p', 'p.id', 'u.programme_id')
    .select([
      'u.id',
      'u.username',
      'u.name',
      'u.role',
      'u.student_id',
      'u.language',
      'u.year_of_study',
      'u.email',
      (eb) =>
        eb
          .selectFrom('users as advisee')
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('advisee.advisor_id', '=', 'u.id')
          .as('advisee_count'),
      'a.id as advisor_id',
      'a.name as advisor_name',
      'f.id as faculty_id',
      'f.name as faculty_name',
      'p.id as programme_id',
      'p.code as programme_code',
      'p.name as programme_name',
      'p.name_ms as programme_name_ms',
      'u.student_status',
    ]);
}

function toManagedUser(
  row: Awaited<ReturnType<ReturnType<typeof managedUsers>['execute']>>[number],
): ManagedUser {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    role: row.role,
    studentId: row.student_id,
    language: row.language,
    yearOfStudy: row.year_of_study,
    adviseeCount: Number(row.advisee_count ?? 0),
    email: row.email,
    advisor:
      row.advisor_id !== null && row.advisor_name !== null
        ? { id: row.advisor_id, name: row.advisor_name }
        : null,
    faculty:
      row.faculty_id !== null && row.faculty_name !== null
        ? { id: row.faculty_id, name: row.faculty_name }
        : null,
    programme:
      row.programme_id !== null
        ? {
            id: row.programme_id,
            code: row.programme_code!,
            name: row.programme_name!,
            nameMs: row.programme_name_ms!,
          }
        : null,
    studentStatus: row.role === 'student' ? row.student_status : null,
  };
}

export async function findManagedUser(db: Db, id: number): Promise<ManagedUser | undefined> {
  const row = await managedUsers(db).where('u.id', '=', id).executeTakeFirst();
  return row && toManagedUser(row);
}

export async function findManagedUserByUsername(
  db: Db,
  username: string,
): Promise<ManagedUser | undefined> {
  const row = await managedUsers(db)
    .where('u.username_key', '=', username.toLowerCase())
    .executeTakeFirst();
  return row && toManagedUser(row);
}

export async function listUsers(db: Db, role?: Role): Promise<ManagedUser[]> {
  let query = managedUsers(db);
  if (role) query = query.where('u.role', '=', role);
  return (await query.orderBy('u.role').orderBy('u.name').execute()).map(toManagedUser);
}

/**
 * The admin a command-line change is recorded as in the trail: the one named, or the first admin
 * when none is named; undefined when there is no such admin.
 */
export function findAdminForTrail(db: Db, username?: string) {
  let query = db
    .selectFrom('users')
    .select(['id', 'username', 'name'])
    .where('role', '=', 'admin')
    .orderBy('id')
    .limit(1);
  if (username !== undefined) query = query.where('username_key', '=', username.toLowerCase());
  return query.executeTakeFirst();
}
