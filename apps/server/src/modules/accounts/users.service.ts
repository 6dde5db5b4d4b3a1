import type { CreateUserBody, ManagedUser, Role, UpdateUserBody } from '@daftar/contract';
import { sql } from 'kysely';
import type { Database, Db } from '../../db/database';
import { recordAdminChange } from '../audit/admin-changes.service';
import { isUniqueViolation } from '../../db/errors';
import { AppError, conflict, invalidFields, notFound } from '../../lib/app-error';
import { listFaculties } from '../catalogue/catalogue.service';
import * as repo from './accounts.repository';
import { hashPassword } from '../../lib/password';
import type { DomainEvents } from '../../lib/domain-events';

const invalidAdvisor = () =>
  new AppError(400, 'INVALID_ADVISOR', { fields: { advisorId: 'advisorUnknown' } });

export async function ensureLecturer(db: Db, advisorId: number) {
  const advisor = await repo.findUserById(db, advisorId);
  if (!advisor || advisor.role !== 'lecturer') throw invalidAdvisor();
}

/** 400 unless the faculty exists. */
export async function ensureFaculty(db: Db, facultyId: number) {
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
  database: Database,
  actorId: number,
  studentId: number,
  advisorId: number,
  now = new Date(),
): Promise<ManagedUser> {
  return database.transaction(async (trx) => {
    const before = await findManagedUser(trx, studentId);
    if (!before || before.role !== 'student') throw notFound('student');
    await ensureLecturer(trx, advisorId);
    await trx
      .updateTable('users')
      .set({ advisor_id: advisorId })
      .where('id', '=', studentId)
      .execute();
    const after = (await findManagedUser(trx, studentId))!;
    await recordAdminChange(
      trx,
      {
        actorId,
        entity: 'user',
        entityId: studentId,
        action: 'assignAdvisor',
        summary: `${after.name}: advisor ${before.advisor?.name ?? 'none'} → ${after.advisor!.name}`,
        before: { advisor: before.advisor },
        after: { advisor: after.advisor },
      },
      now,
    );
    return after;
  });
}

/** Moves every advisee of one lecturer to another, at once; answers how many moved. */
export async function moveAdvisees(
  database: Database,
  actorId: number,
  fromAdvisorId: number,
  toAdvisorId: number,
  now = new Date(),
): Promise<{ moved: number }> {
  return database.transaction(async (trx) => {
    const from = await repo.findUserById(trx, fromAdvisorId);
    if (!from || from.role !== 'lecturer') throw notFound('advisor');
    await ensureLecturer(trx, toAdvisorId);
    const to = (await repo.findUserById(trx, toAdvisorId))!;
    const result = await trx
      .updateTable('users')
      .set({ advisor_id: toAdvisorId })
      .where('advisor_id', '=', fromAdvisorId)
      .where('role', '=', 'student')
      .executeTakeFirst();
    const moved = Number(result.numUpdatedRows);
    if (moved > 0) {
      await recordAdminChange(
        trx,
        {
          actorId,
          entity: 'user',
          entityId: fromAdvisorId,
          action: 'moveAdvisees',
          summary: `${moved} advisees of ${from.name} moved to ${to.name}`,
          after: { moved, from: fromAdvisorId, to: toAdvisorId },
        },
        now,
      );
    }
    return { moved };
  });
}

/**
 * A student's year of study, the email address, or a temporary password (which ends every
 * session of the account: the person signs in with it and chooses their own). The trail never
 * holds the password.
 */
export async function updateUser(
  database: Database,
  events: DomainEvents,
  actorId: number,
  userId: number,
  body: UpdateUserBody,
  now = new Date(),
): Promise<ManagedUser> {
  const passwordHash =
    body.temporaryPassword === undefined ? undefined : await hashPassword(body.temporaryPassword);
  const user = await database.transaction(async (trx) => {
    const before = await findManagedUser(trx, userId);
    if (!before) throw notFound('user');
    if (body.yearOfStudy !== undefined) {
      if (before.role !== 'student') {
        throw invalidFields({ yearOfStudy: 'yearForStudentsOnly' });
      }
      await trx
        .updateTable('users')
        .set({ year_of_study: body.yearOfStudy })
        .where('id', '=', userId)
        .execute();
    }
    if (body.email !== undefined) {
      await trx
        .updateTable('users')
        .set({ email: body.email || null })
        .where('id', '=', userId)
        .execute();
    }
    if (passwordHash !== undefined) {
      await trx
        .updateTable('users')
        .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1) }))
        .where('id', '=', userId)
        .execute();
    }
    const after = (await findManagedUser(trx, userId))!;
    const changes = [
      ...(body.yearOfStudy !== undefined
        ? [`year of study ${before.yearOfStudy ?? 'none'} → ${after.yearOfStudy ?? 'none'}`]
        : []),
      ...(body.email !== undefined
        ? [`email ${before.email ?? 'none'} → ${after.email ?? 'none'}`]
        : []),
      ...(passwordHash !== undefined ? ['temporary password set'] : []),
    ];
    await recordAdminChange(
      trx,
      {
        actorId,
        entity: 'user',
        entityId: userId,
        action: passwordHash !== undefined ? 'temporaryPassword' : 'update',
        summary: `${after.name}: ${changes.join(', ')}`,
        before: { yearOfStudy: before.yearOfStudy, email: before.email },
        after: { yearOfStudy: after.yearOfStudy, email: after.email },
      },
      now,
    );
    return after;
  });
  // A temporary password ends the person's sessions, live sockets too.
  if (passwordHash !== undefined) await events.committed('sessionsEnded', { userId });
  return user;
}

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
