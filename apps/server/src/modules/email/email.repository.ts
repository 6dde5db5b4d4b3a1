import type { Insertable, Selectable } from 'kysely';
import type { Database, Db } from '../../db/database';
import type { Tables } from '../../db/schema';

export type OutboxRow = Selectable<Tables['email_outbox']>;
type NewItem = Insertable<Tables['email_outbox_items']>;

/** What the outbox needs to know of the people a notification is for. */
export function recipientsOf(db: Db, userIds: number[]) {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'email', 'student_id', 'email_enabled', 'submission_email'])
    .where('id', 'in', userIds)
    .execute();
}

/** The person a message is for, as they are when it is sent. */
export function readerOf(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['name', 'language', 'last_language', 'email', 'student_id', 'email_enabled'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/**
 * Adds `count` events to the person's message of this kind that is still open (pending, never
 * claimed, its window not over), returning its id; undefined when there is none. The update takes
 * the row's lock: on PostgreSQL a worker claiming the message at the same moment either claims it
 * first (and this update, re-checking the row, finds it claimed and matches nothing) or waits for
 * this transaction, and then sends the message with these events in it.
 */
export async function joinOpenMessage(
  trx: Db,
  userId: number,
  kind: OutboxRow['kind'],
  count: number,
  now: string,
): Promise<number | undefined> {
  const row = await trx
    .updateTable('email_outbox')
    .set((eb) => ({ items: eb('items', '+', count) }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('email_outbox')
        .select((inner) => inner.fn.min('id').as('id'))
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('status', '=', 'pending')
        .where('attempts', '=', 0)
        .where('lease_until', 'is', null)
        .where('send_after', '>', now),
    )
    // Checked again on the row itself, once its lock is held.
    .where('status', '=', 'pending')
    .where('attempts', '=', 0)
    .where('lease_until', 'is', null)
    .where('send_after', '>', now)
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function insertMessage(trx: Db, row: Insertable<Tables['email_outbox']>) {
  const { id } = await trx
    .insertInto('email_outbox')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertItems(trx: Db, rows: NewItem[]) {
  if (rows.length > 0) await trx.insertInto('email_outbox_items').values(rows).execute();
}

export function itemsOf(db: Db, outboxId: number) {
  return db
    .selectFrom('email_outbox_items')
    .select(['kind', 'payload'])
    .where('outbox_id', '=', outboxId)
    .orderBy('id')
    .execute();
}

/** Claims up to `limit` due messages for `leaseUntil`, counting the attempt. */
export type ClaimDue = (now: string, leaseUntil: string, limit: number) => Promise<OutboxRow[]>;

const due = (db: Db, now: string, limit: number) =>
  db
    .selectFrom('email_outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('send_after', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
    .orderBy('send_after')
    .orderBy('id')
    .limit(limit);

/**
 * The claim, per engine. On PostgreSQL several processes claim at once: FOR UPDATE SKIP LOCKED
 * gives each its own messages, never waiting on another's. SQLite has one writer at a time.
 */
export function claimDueFor(database: Database): ClaimDue {
  return database.byEngine<ClaimDue>({
    sqlite:
      ({ db }) =>
      (now, leaseUntil, limit) =>
        claim(db, due(db, now, limit), now, leaseUntil),
    postgres:
      ({ db }) =>
      (now, leaseUntil, limit) =>
        claim(db, due(db, now, limit).forUpdate().skipLocked(), now, leaseUntil),
  });
}

function claim(db: Db, ids: ReturnType<typeof due>, now: string, leaseUntil: string) {
  return (
    db
      .updateTable('email_outbox')
      .set((eb) => ({ lease_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', ids)
      // Checked again on the row itself: a message claimed meanwhile is never claimed twice.
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
      .returningAll()
      .execute()
  );
}

/**
 * Settles a claimed message: sent, failed, cancelled, or back to pending for a retry. Only the
 * claim that made attempt `attempts` settles it: a worker whose lease ran out (and whose message
 * another worker claimed again) changes nothing.
 */
export async function settle(
  db: Db,
  claimed: Pick<OutboxRow, 'id' | 'attempts'>,
  change: Partial<
    Pick<OutboxRow, 'status' | 'send_after' | 'last_error' | 'finished_at' | 'lease_until'>
  >,
) {
  await db
    .updateTable('email_outbox')
    .set({ lease_until: null, ...change })
    .where('id', '=', claimed.id)
    .where('attempts', '=', claimed.attempts)
    .where('status', '=', 'pending')
    .execute();
}

/** The outbox's depth by state, for admins. */
export function outboxCounts(db: Db, now: string) {
  return db
    .selectFrom('email_outbox')
    .select((eb) => [
      eb.fn
        .sum<number>(eb.case().when('status', '=', 'pending').then(1).else(0).end())
        .as('pending'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb('status', '=', 'pending'), eb('send_after', '<=', now)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('due'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb('status', '=', 'pending'), eb('attempts', '>', 0)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('retrying'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'failed').then(1).else(0).end()).as('failed'),
    ])
    .executeTakeFirst();
}

/** When the message due longest, and not sent yet, first became due. */
export async function oldestDue(db: Db, now: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('email_outbox')
    .select((eb) => eb.fn.min('due_at').as('at'))
    .where('status', '=', 'pending')
    .where('due_at', '<=', now)
    .executeTakeFirst();
  return row?.at ?? undefined;
}

export function recentFailures(db: Db, limit: number) {
  return db
    .selectFrom('email_outbox as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select([
      'o.id',
      'o.user_id',
      'u.name',
      'o.kind',
      'o.attempts',
      'o.last_error',
      'o.finished_at',
    ])
    .where('o.status', '=', 'failed')
    .orderBy('o.finished_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute();
}
