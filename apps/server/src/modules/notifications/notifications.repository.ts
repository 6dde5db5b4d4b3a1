import type { Db } from '../../db/database';
import type { Tables } from '../../db/schema';

type NewRow = Omit<Tables['notifications'], 'id'>;

// Many rows at once (a period's waitlists closing) are written in slices, under every engine's
// limit of values in one statement.
const INSERT_SLICE = 500;

export async function insertNotifications(db: Db, rows: NewRow[]) {
  const stored: { id: number }[] = [];
  for (let start = 0; start < rows.length; start += INSERT_SLICE) {
    const slice = rows.slice(start, start + INSERT_SLICE);
    stored.push(...(await db.insertInto('notifications').values(slice).returning('id').execute()));
  }
  return stored;
}

export function clearedThrough(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select('notifications_cleared_through as clearedThrough')
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The newest notifications after `after`, newest first. */
export function newestAfter(db: Db, userId: number, after: number, limit: number) {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '>', after)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function unreadIds(db: Db, userId: number, after: number, limit: number) {
  const rows = await db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', '>', after)
    .where('read_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Marks some (or, without ids, all) of the person's unread notifications read. */
export async function markRead(db: Db, userId: number, ids: number[] | 'all', at: string) {
  let update = db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids !== 'all') update = update.where('id', 'in', ids);
  const rows = await update.returning('id').execute();
  return rows.map((row) => row.id);
}

/** Deletes every notification the person has, remembering the last id so other browsers follow. */
export async function clearAll(db: Db, userId: number): Promise<number> {
  const newest = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const through = Number(newest?.id ?? 0);
  if (through === 0) return (await clearedThrough(db, userId))?.clearedThrough ?? 0;
  await db
    .deleteFrom('notifications')
    .where('user_id', '=', userId)
    .where('id', '<=', through)
    .execute();
  // Ids only grow, so the newest id is never below an earlier clear's; a clear racing this one
  // that saw a newer id keeps it.
  await db
    .updateTable('users')
    .set({ notifications_cleared_through: through })
    .where('id', '=', userId)
    .where('notifications_cleared_through', '<', through)
    .execute();
  return (await clearedThrough(db, userId))?.clearedThrough ?? through;
}
