import type { CreateUserBody, ManagedUser, UpdateUserBody } from '@daftar/contract';
import type { Database, Db } from '../../db/database';
import { recordAdminChange } from '../audit/admin-changes.service';
import { isUniqueViolation } from '../../db/errors';
import { AppError, conflict, invalidFields, notFound } from '../../lib/app-error';
import { listFaculties } from '../catalogue/catalogue.service';
import * as repo from './accounts.repository';
import { hashPassword } from '../../lib/password';
import type { DomainEvents } from '../../lib/domain-events';
import { findManagedUser } from './users.reads';

const invalidAdvisor = () =>
  new AppError(400, 'INVALID_ADVISOR', { fields: { advisorId: 'advisorUnknown' } });

/** 400 unless the account is a lecturer's (an advisor; a coordinator, with its own refusal). */
export async function ensureLecturer(db: Db, userId: number, invalid = invalidAdvisor) {
  const lecturer = await repo.findUserById(db, userId);
  if (!lecturer || lecturer.role !== 'lecturer') throw invalid();
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
