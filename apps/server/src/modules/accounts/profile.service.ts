import type { AuthReply, ChangePasswordBody, Profile, ProfileBody, User } from '@daftar/contract';
import type { Db } from '../../db/database';
import { invalidFields, notFound } from '../../lib/app-error';
import type { TokenService } from '../../lib/tokens';
import * as repo from './accounts.repository';
import { emailAddressOf } from './email-address';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { DomainEvents } from '../../lib/domain-events';

/** The person's own details, with where their email goes when the account names no address. */
export async function getProfile(
  db: Db,
  userId: number,
  studentEmailTemplate: string | undefined,
): Promise<Profile> {
  const row = await repo.findProfile(db, userId);
  if (!row) throw notFound('user');
  return {
    name: row.name,
    username: row.username,
    role: row.role,
    studentId: row.student_id,
    faculty: row.faculty,
    email: row.email,
    derivedEmail: emailAddressOf({ email: null, student_id: row.student_id }, studentEmailTemplate),
    emailEnabled: row.email_enabled === 1,
    submissionEmail: row.submission_email,
    language: row.language,
  };
}

/** Changes the person's name, email address and email choices; the profile as it now is. */
export async function updateProfile(
  db: Db,
  userId: number,
  body: ProfileBody,
  studentEmailTemplate: string | undefined,
): Promise<Profile> {
  await repo.updateProfile(db, userId, {
    ...(body.name !== undefined ? { name: body.name } : {}),
    // An empty field removes the address, as null does.
    ...(body.email !== undefined ? { email: body.email || null } : {}),
    ...(body.emailEnabled !== undefined ? { email_enabled: body.emailEnabled ? 1 : 0 } : {}),
    ...(body.submissionEmail !== undefined ? { submission_email: body.submissionEmail } : {}),
  });
  return getProfile(db, userId, studentEmailTemplate);
}

/**
 * Changes the person's password when they prove the current one. Every session they had ends;
 * the reply signs this browser in again, so only the others are signed out.
 */
export async function changePassword(
  db: Db,
  tokens: TokenService,
  events: DomainEvents,
  user: User,
  body: ChangePasswordBody,
): Promise<AuthReply> {
  const { password_hash: currentHash, role } = await repo.findPasswordHash(db, user.id);
  if (!(await verifyPassword(body.currentPassword, currentHash))) {
    throw invalidFields({ currentPassword: 'currentPasswordWrong' });
  }
  const tokenVersion = await repo.setPassword(db, user.id, await hashPassword(body.newPassword));
  // The other browsers' live sockets close now; this one reconnects with its new token.
  await events.committed('sessionsEnded', { userId: user.id });
  return { token: tokens.sign({ id: user.id, role, tokenVersion }), user };
}
