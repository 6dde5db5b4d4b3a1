import { sql } from 'kysely';
import type { Db } from '../../db/database';

export async function insertSignIn(
  db: Db,
  signIn: { state: string; nonce: string; code_verifier: string; now: Date },
): Promise<void> {
  await db
    .insertInto('university_sign_ins')
    .values({
      state: signIn.state,
      nonce: signIn.nonce,
      code_verifier: signIn.code_verifier,
      created_at: signIn.now.toISOString(),
    })
    .execute();
}

/** Sign-ins begun and abandoned (the person closed the provider's page). */
export async function forgetSignInsBefore(db: Db, before: Date): Promise<void> {
  await db
    .deleteFrom('university_sign_ins')
    .where('created_at', '<', before.toISOString())
    .execute();
}

/** The sign-in `state` began, removed as it is read so it finishes at most once. */
export function takeSignIn(db: Db, state: string) {
  return db
    .deleteFrom('university_sign_ins')
    .where('state', '=', state)
    .returningAll()
    .executeTakeFirst();
}

export async function insertSignInCode(
  db: Db,
  codeHash: string,
  userId: number,
  expiresAt: Date,
): Promise<void> {
  // Codes nobody exchanged go as new ones come, so the table holds only the last minute's.
  await db.deleteFrom('sign_in_codes').where('expires_at', '<', new Date().toISOString()).execute();
  await db
    .insertInto('sign_in_codes')
    .values({ code_hash: codeHash, user_id: userId, expires_at: expiresAt.toISOString() })
    .execute();
}

/** The code's row, removed as it is read: a second exchange of the same code finds nothing. */
export function takeSignInCode(db: Db, codeHash: string) {
  return db
    .deleteFrom('sign_in_codes')
    .where('code_hash', '=', codeHash)
    .returning(['user_id', 'expires_at'])
    .executeTakeFirst();
}

/** Marks an imported account as its person's, once they have signed in as them. */
export async function markClaimed(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ account_claimed: 1 })
    .where('id', '=', userId)
    .where('account_claimed', '=', 0)
    .execute();
}

export function userById(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'name', 'role', 'student_id', 'language', 'token_version'])
    .where('id', '=', id)
    .executeTakeFirst();
}

// Two rows are enough to tell "exactly one" from "more than one".
const MATCH_LIMIT = 2;

/**
 * Accounts whose student or staff ID (from the roll) is `id`, or unclaimed accounts whose username is (an imported
 * account's username is its ID until claimed). A claimed account's username is its person's
 * choice, so it proves nothing: anyone could have chosen another person's ID.
 */
export async function usersWithId(db: Db, id: string): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('student_id', '=', id),
        eb('staff_id', '=', id),
        eb.and([eb('username_key', '=', id.toLowerCase()), eb('account_claimed', '=', 0)]),
      ]),
    )
    .limit(MATCH_LIMIT)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Accounts with this email, and the student whose templated address it is (`studentId`) when
 * their account has no email of its own.
 */
export async function usersWithEmail(
  db: Db,
  email: string,
  studentId: string | null,
): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      eb.or([
        eb(sql`lower(email)`, '=', email.toLowerCase()),
        ...(studentId === null
          ? []
          : [eb.and([eb('email', 'is', null), eb('student_id', '=', studentId)])]),
      ]),
    )
    .limit(MATCH_LIMIT)
    .execute();
  return rows.map((row) => row.id);
}

export async function recordRefusal(
  db: Db,
  refusal: {
    subject: string;
    email: string | null;
    claimedId: string | null;
    reason: string;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('sign_in_refusals')
    .values({
      at: refusal.now.toISOString(),
      subject: refusal.subject,
      email: refusal.email,
      claimed_id: refusal.claimedId,
      reason: refusal.reason,
    })
    .execute();
}
