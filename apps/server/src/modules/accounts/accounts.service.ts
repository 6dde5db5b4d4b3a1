import type {
  AuthReply,
  Language,
  LoginBody,
  PasswordSignInMode,
  RegisterBody,
  User,
} from '@daftar/contract';
import type { Database, Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { AppError, conflict } from '../../lib/app-error';
import type { TokenService } from '../../lib/tokens';
import * as repo from './accounts.repository';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { DomainEvents } from '../../lib/domain-events';

export { emailAddressOf } from './email-address';

type UserRow = NonNullable<Awaited<ReturnType<typeof repo.findUserById>>>;

export function toUser(
  row: Pick<UserRow, 'id' | 'username' | 'name' | 'role' | 'student_id' | 'language'>,
): User {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    role: row.role,
    studentId: row.student_id,
    language: row.language,
  };
}

// Compared against when the username does not exist, so a wrong username costs as much time
// as a wrong password and does not reveal which usernames exist.
const unknownUserHash = hashPassword('daftar-no-such-user');

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS');

const takenErrors = {
  username: () => conflict('USERNAME_TAKEN'),
  studentId: () => conflict('STUDENT_ID_TAKEN'),
};

/**
 * Signs a user in with username and password, when `mode` (PASSWORD_SIGNIN) lets them. A student
 * turned away under `staff` hears so only after giving their right password, so the refusal
 * tells a stranger nothing about which accounts are students'. `language` is the one the sign-in
 * page was in, kept as the last the person used (decision 025), never as their choice.
 */
export async function login(
  db: Db,
  tokens: TokenService,
  body: LoginBody,
  language: Language,
  mode: PasswordSignInMode = 'all',
): Promise<AuthReply> {
  if (mode === 'off') throw new AppError(403, 'PASSWORD_SIGN_IN_OFF');
  const row = await repo.findUserForLogin(db, body.username);
  const valid = await verifyPassword(body.password, row?.password_hash ?? (await unknownUserHash));
  if (!row || !valid) throw invalidCredentials();
  if (mode === 'staff' && row.role === 'student') {
    throw new AppError(403, 'PASSWORD_SIGN_IN_OFF', { context: 'staff' });
  }
  if (row.last_language !== language) await repo.setLastLanguage(db, row.id, language);
  return {
    token: tokens.sign({ id: row.id, role: row.role, tokenVersion: row.token_version }),
    user: toUser(row),
  };
}

/**
 * Self-registration: always a student, given the least busy lecturer as advisor. The account
 * keeps the language chosen on the sign-up page, if one was; `language` is the page's.
 */
export async function register(
  db: Db,
  tokens: TokenService,
  body: RegisterBody,
  language: Language,
): Promise<AuthReply> {
  const taken = await repo.usernameOrStudentIdTaken(db, body.username, body.studentId);
  if (taken) throw takenErrors[taken]();
  const passwordHash = await hashPassword(body.password);
  try {
    const id = await repo.insertUser(db, {
      username: body.username,
      username_key: body.username.toLowerCase(),
      password_hash: passwordHash,
      name: body.name,
      role: 'student',
      student_id: body.studentId,
      faculty_id: null,
      advisor_id: await repo.leastBusyLecturer(db, null),
      language: body.language ?? null,
      last_language: body.language ?? language,
      created_at: new Date().toISOString(),
    });
    return {
      token: tokens.sign({ id, role: 'student', tokenVersion: 0 }),
      user: {
        id,
        username: body.username,
        name: body.name,
        role: 'student',
        studentId: body.studentId,
        language: body.language ?? null,
      },
    };
  } catch (error) {
    // Two sign-ups racing for one username: the unique index decides, the loser hears why.
    if (!isUniqueViolation(error)) throw error;
    throw takenErrors[
      (await repo.usernameOrStudentIdTaken(db, body.username, body.studentId)) ?? 'username'
    ]();
  }
}

/** Keeps the person's language on their account; the reply is the account as it now is. */
export async function setLanguage(db: Db, user: User, language: Language): Promise<User> {
  await repo.setUserLanguage(db, user.id, language);
  return { ...user, language };
}

/** Ends every session of the user: tokens issued before now stop working. */
export async function logout(db: Db, events: DomainEvents, userId: number): Promise<void> {
  await repo.bumpTokenVersion(db, userId);
  await events.committed('sessionsEnded', { userId });
}

declare module '../../lib/domain-events' {
  interface DomainEventMap {
    /**
     * The person's sessions ended (logout, a new password): a socket is checked only when it
     * connects, so its live sockets must be closed, on every process.
     */
    sessionsEnded: { userId: number };
  }
}

/** The user a session token names, as the database has them now; see `sessionUsers`. */
export type SessionUsers = (userId: number, tokenVersion: number) => Promise<User | null>;

/**
 * The user a session token names, as the database has them now; null when the user is gone or
 * has logged out since the token's version was issued.
 */
export function sessionUsers(database: Database): SessionUsers {
  const lookup = repo.userLookup(database);
  return async (userId, tokenVersion) => {
    const row = await lookup(userId);
    return row && row.token_version === tokenVersion ? toUser(row) : null;
  };
}
