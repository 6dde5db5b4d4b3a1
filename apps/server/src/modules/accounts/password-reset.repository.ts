import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { Tables } from '../../db/schema';

/** The account a person names by username or by email (only when one account has it). */
export async function accountFor(db: Db, account: string) {
  const columns = [
    'id',
    'username',
    'name',
    'role',
    'email',
    'student_id',
    'account_claimed',
  ] as const;
  const byUsername = await db
    .selectFrom('users')
    .select(columns)
    .where('username_key', '=', account.toLowerCase())
    .executeTakeFirst();
  if (byUsername || !account.includes('@')) return byUsername;
  const byEmail = await db
    .selectFrom('users')
    .select(columns)
    .where(sql`lower(email)`, '=', account.toLowerCase())
    .limit(2)
    .execute();
  return byEmail.length === 1 ? byEmail[0] : undefined;
}

export async function linksSentSince(db: Db, userId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('password_resets')
    .select((eb) => eb.fn.countAll<number>().as('sent'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.sent);
}

export async function insertReset(db: Db, reset: Insertable<Tables['password_resets']>) {
  // Links long expired go as new ones come; the last hour's stay to count against the limit.
  await db
    .deleteFrom('password_resets')
    .where('expires_at', '<', new Date(Date.now() - 3_600_000).toISOString())
    .execute();
  await db.insertInto('password_resets').values(reset).execute();
}

/** The link's row, removed as it is read: a link works once. */
export function takeReset(db: Db, tokenHash: string) {
  return db
    .deleteFrom('password_resets')
    .where('token_hash', '=', tokenHash)
    .returning(['user_id', 'expires_at'])
    .executeTakeFirst();
}

/** The person's other links stop working once one is used. */
export async function forgetResetsOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('password_resets').where('user_id', '=', userId).execute();
}

/** The new password; raising the token version ends every session the person had. */
export function setPasswordOf(db: Db, userId: number, passwordHash: string) {
  return db
    .updateTable('users')
    .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1) }))
    .where('id', '=', userId)
    .returning(['id', 'username', 'name', 'role', 'student_id', 'language', 'token_version'])
    .executeTakeFirstOrThrow();
}
