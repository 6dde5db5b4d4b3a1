import type { Language, Role, SubmissionEmail } from '@daftar/contract';
import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Database, Db } from '../../db/database';
import { groupedCalls } from '../../db/grouped-calls';
import type { NewUser } from '../../db/schema';

const userColumns = [
  'id',
  'username',
  'name',
  'role',
  'student_id',
  'language',
  'token_version',
] as const;

// Every signed-in request looks its user up: compiled once (see compiledOnce).
const userById = compiledOnce((db: Db, id: number) =>
  db.selectFrom('users').select(userColumns).where('id', '=', id),
);

export async function findUserById(db: Db, id: number) {
  return (await userById(db, id)).rows[0];
}

const usersByIds = compiledOnce((db: Db, ids: number[]) =>
  db
    .selectFrom('users')
    .select(userColumns)
    .where('id', '=', sql<number>`any(${ids}::integer[])`),
);

type UserRow = Awaited<ReturnType<typeof findUserById>>;

/**
 * `findUserById` for the lookup behind every signed-in request. On PostgreSQL the lookups made
 * while one is on its way go together as one query (decision 020): in a rush, one round trip
 * answers many requests. SQLite answers each in microseconds, in process.
 */
export function userLookup(database: Database): (id: number) => Promise<UserRow> {
  const alone = (id: number) => findUserById(database.db, id);
  return database.byEngine({
    sqlite: () => alone,
    postgres: () =>
      groupedCalls<number, UserRow>({
        alone,
        async together(ids) {
          const { rows } = await usersByIds(database.db, ids);
          const byId = new Map(rows.map((row) => [row.id, row]));
          return ids.map((id) => byId.get(id));
        },
      }),
  });
}

/** The language of the browser the person signed in with: email's when they never chose. */
export async function setLastLanguage(db: Db, id: number, language: Language): Promise<void> {
  await db.updateTable('users').set({ last_language: language }).where('id', '=', id).execute();
}

/** Keeps the language a person chose on their account, so it follows them to other devices. */
export async function setUserLanguage(db: Db, id: number, language: Language): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', id).execute();
}

export function findUserForLogin(db: Db, username: string) {
  return db
    .selectFrom('users')
    .select([...userColumns, 'password_hash', 'last_language'])
    .where('username_key', '=', username.toLowerCase())
    .executeTakeFirst();
}

export async function usernameOrStudentIdTaken(db: Db, username: string, studentId: string | null) {
  const row = await db
    .selectFrom('users')
    .select(['username_key', 'student_id'])
    .where((eb) =>
      eb.or([
        eb('username_key', '=', username.toLowerCase()),
        ...(studentId === null ? [] : [eb('student_id', '=', studentId)]),
      ]),
    )
    .executeTakeFirst();
  if (!row) return null;
  return row.username_key === username.toLowerCase() ? 'username' : 'studentId';
}

export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The lecturer with the fewest advisees, preferring the student's faculty when it has one. */
export async function leastBusyLecturer(db: Db, facultyId: number | null): Promise<number | null> {
  let query = db
    .selectFrom('users as l')
    .leftJoin('users as s', 's.advisor_id', 'l.id')
    .select('l.id')
    .where('l.role', '=', 'lecturer' satisfies Role)
    .groupBy(['l.id', 'l.faculty_id']);
  if (facultyId !== null) {
    query = query.orderBy((eb) =>
      eb.case().when('l.faculty_id', '=', facultyId).then(0).else(1).end(),
    );
  }
  const row = await query
    .orderBy((eb) => eb.fn.count('s.id'))
    .orderBy('l.id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function bumpTokenVersion(db: Db, userId: number) {
  await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

/** What the profile page shows of a person. */
export function findProfile(db: Db, userId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('faculties as f', 'f.id', 'u.faculty_id')
    .select([
      'u.name',
      'u.username',
      'u.role',
      'u.student_id',
      'u.language',
      'u.email',
      'u.email_enabled',
      'u.submission_email',
      'f.name as faculty',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

export async function updateProfile(
  db: Db,
  userId: number,
  changes: Partial<{
    name: string;
    email: string | null;
    email_enabled: number;
    submission_email: SubmissionEmail;
  }>,
): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', userId).execute();
}

export function findPasswordHash(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['password_hash', 'role', 'token_version'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** A new password; every session the person had ends with it. */
export async function setPassword(db: Db, userId: number, passwordHash: string): Promise<number> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1) }))
    .where('id', '=', userId)
    .returning('token_version')
    .executeTakeFirstOrThrow();
  return row.token_version;
}
