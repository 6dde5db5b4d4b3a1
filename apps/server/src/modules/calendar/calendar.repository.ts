import type { Db } from '../../db/database';

export function findToken(db: Db, userId: number) {
  return db
    .selectFrom('calendar_tokens')
    .select('token')
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Keeps the token already there: two first visits at once end with one token, not two. */
export async function insertTokenUnlessPresent(db: Db, userId: number, token: string, at: string) {
  await db
    .insertInto('calendar_tokens')
    .values({ user_id: userId, token, created_at: at })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

export async function replaceToken(db: Db, userId: number, token: string, at: string) {
  await db
    .insertInto('calendar_tokens')
    .values({ user_id: userId, token, created_at: at })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        token: eb.ref('excluded.token'),
        created_at: eb.ref('excluded.created_at'),
      })),
    )
    .execute();
}

/** The student a feed token belongs to, with what the feed is named and worded by. */
export function findTokenOwner(db: Db, token: string) {
  return db
    .selectFrom('calendar_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['u.id', 'u.name', 'u.language', 'u.last_language'])
    .where('t.token', '=', token)
    .executeTakeFirst();
}

/**
 * Records what the feed now says about each event and answers every event's SEQUENCE: one more
 * than before when its fingerprint changed, 0 the first time. The raise happens inside the
 * upsert, so two fetches racing over one change raise it once each at most, never lose it.
 */
export async function recordEventVersions(
  db: Db,
  userId: number,
  versions: { uid: string; fingerprint: string }[],
): Promise<Map<string, number>> {
  if (versions.length === 0) return new Map();
  await db
    .insertInto('calendar_event_versions')
    .values(versions.map(({ uid, fingerprint }) => ({ user_id: userId, uid, fingerprint })))
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'uid'])
        .doUpdateSet((eb) => ({
          fingerprint: eb.ref('excluded.fingerprint'),
          sequence: eb('calendar_event_versions.sequence', '+', 1),
        }))
        .whereRef('calendar_event_versions.fingerprint', '<>', 'excluded.fingerprint'),
    )
    .execute();
  const rows = await db
    .selectFrom('calendar_event_versions')
    .select(['uid', 'sequence'])
    .where('user_id', '=', userId)
    .where(
      'uid',
      'in',
      versions.map((version) => version.uid),
    )
    .execute();
  return new Map(rows.map((row) => [row.uid, row.sequence]));
}
