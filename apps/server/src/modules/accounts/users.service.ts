import type { CreateUserBody, ManagedUser, Role } from '@daftar/contract';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { listFaculties } from '../catalogue/catalogue.service';
import * as repo from './accounts.repository';
import { hashPassword } from './password';

const invalidAdvisor = () =>
  new AppError(400, 'INVALID_ADVISOR', { fields: { advisorId: 'advisorUnknown' } });

async function ensureLecturer(db: Db, advisorId: number) {
  const advisor = await repo.findUserById(db, advisorId);
  if (!advisor || advisor.role !== 'lecturer') throw invalidAdvisor();
}

async function ensureFaculty(db: Db, facultyId: number) {
  const faculties = await listFaculties(db);
  if (!faculties.some((faculty) => faculty.id === facultyId)) {
    throw new AppError(400, 'VALIDATION_ERROR', {
      context: 'unknownFaculty',
      fields: { facultyId: 'facultyUnknown' },
    });
  }
}

/** An admin creates an account of any role; a student gets the named or least busy advisor. */
export async function createUser(db: Db, body: CreateUserBody): Promise<ManagedUser> {
  const studentId = body.role === 'student' ? (body.studentId ?? null) : null;
  const taken = await repo.usernameOrStudentIdTaken(db, body.username, studentId);
  if (taken === 'username') throw conflict('USERNAME_TAKEN');
  if (taken === 'studentId') throw conflict('STUDENT_ID_TAKEN');
  if (body.advisorId !== undefined) await ensureLecturer(db, body.advisorId);
  if (body.facultyId !== undefined) await ensureFaculty(db, body.facultyId);
  const advisorId =
    body.role !== 'student'
      ? null
      : (body.advisorId ?? (await repo.leastBusyLecturer(db, body.facultyId ?? null)));
  try {
    const id = await repo.insertUser(db, {
      username: body.username,
      username_key: body.username.toLowerCase(),
      password_hash: await hashPassword(body.password),
      name: body.name,
      role: body.role,
      student_id: studentId,
      faculty_id: body.facultyId ?? null,
      advisor_id: advisorId,
      language: body.language ?? null,
      created_at: new Date().toISOString(),
    });
    return (await findManagedUser(db, id))!;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('USERNAME_TAKEN', { context: 'orStudentId' });
    throw error;
  }
}

/** Makes a lecturer the advisor of a student; the student's registrations move with it. */
export async function assignAdvisor(
  db: Db,
  studentId: number,
  advisorId: number,
): Promise<ManagedUser> {
  const student = await repo.findUserById(db, studentId);
  if (!student || student.role !== 'student') throw notFound('student');
  await ensureLecturer(db, advisorId);
  await db
    .updateTable('users')
    .set({ advisor_id: advisorId })
    .where('id', '=', studentId)
    .execute();
  return (await findManagedUser(db, studentId))!;
}

function managedUsers(db: Db) {
  return db
    .selectFrom('users as u')
    .leftJoin('users as a', 'a.id', 'u.advisor_id')
    .leftJoin('faculties as f', 'f.id', 'u.faculty_id')
    .select([
      'u.id',
      'u.username',
      'u.name',
      'u.role',
      'u.student_id',
      'u.language',
      'a.id as advisor_id',
      'a.name as advisor_name',
      'f.id as faculty_id',
      'f.name as faculty_name',
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
    advisor:
      row.advisor_id !== null && row.advisor_name !== null
        ? { id: row.advisor_id, name: row.advisor_name }
        : null,
    faculty:
      row.faculty_id !== null && row.faculty_name !== null
        ? { id: row.faculty_id, name: row.faculty_name }
        : null,
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
