import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { Tables } from '../../db/schema';

type Claim = Selectable<Tables['sign_up_claims']>;

/** The student the roll has under this ID, claimed or not. */
export function rollStudent(db: Db, studentId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'student_id', 'account_claimed'])
    .where('student_id', '=', studentId)
    .where('role', '=', 'student')
    .executeTakeFirst();
}

/** Someone else has the username (the account's own, its student ID, is free for it). */
export async function usernameTakenByAnother(db: Db, username: string, userId: number) {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username_key', '=', username.toLowerCase())
    .where('id', '!=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The student's claim, replacing any earlier one (and its code). */
export async function saveClaim(
  db: Db,
  claim: Omit<Insertable<Tables['sign_up_claims']>, 'attempts'>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sign_up_claims').where('student_id', '=', claim.student_id).execute();
    await trx.insertInto('sign_up_claims').values(claim).execute();
  });
}

export function findClaim(db: Db, studentId: string) {
  return db
    .selectFrom('sign_up_claims')
    .selectAll()
    .where('student_id', '=', studentId)
    .executeTakeFirst();
}

/** One more wrong code; at `max` the claim is void and the student must ask for a new code. */
export async function countWrongCode(db: Db, studentId: string, max: number): Promise<void> {
  await db
    .updateTable('sign_up_claims')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('student_id', '=', studentId)
    .execute();
  await db
    .deleteFrom('sign_up_claims')
    .where('student_id', '=', studentId)
    .where('attempts', '>=', max)
    .execute();
}

/** Removes the claim as it is used; false when another request used or replaced it first. */
export async function takeClaim(trx: Db, studentId: string, codeHash: string) {
  const result = await trx
    .deleteFrom('sign_up_claims')
    .where('student_id', '=', studentId)
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The account becomes its person's: their username and password; null if claimed since. */
export function claimAccount(trx: Db, claim: Claim) {
  return trx
    .updateTable('users')
    .set({
      username: claim.username,
      username_key: claim.username.toLowerCase(),
      password_hash: claim.password_hash,
      language: claim.language,
      account_claimed: 1,
    })
    .where('id', '=', claim.user_id)
    .where('account_claimed', '=', 0)
    .returning(['id', 'username', 'name', 'role', 'student_id', 'language', 'token_version'])
    .executeTakeFirst();
}
