import type { AdminChange, AdminChangeEntity, PageQuery } from '@daftar/contract';
import type { Db } from '../../db/database';
import { nextDay } from './audit.service';

/** Who made a change: an admin, or an API token on the authority of the admin who made it. */
export interface ChangeActor {
  userId: number;
  apiToken: { id: number; name: string } | null;
}

/** A change record's actor fields, naming the token when one made the change. */
export const actorOf = (actor: ChangeActor) => ({
  actorId: actor.userId,
  apiTokenId: actor.apiToken?.id ?? null,
});

/** " with API token “nightly roll”", for a summary line, when a token made the change. */
export const withToken = (actor: ChangeActor) =>
  actor.apiToken ? ` with API token “${actor.apiToken.name}”` : '';

export interface AdminChangeRecord {
  actorId: number;
  entity: AdminChangeEntity;
  entityId: number | null;
  /** What was done, a verb: create, update, delete, close, reopen, import. */
  action: string;
  /** One line a registrar reads in the trail: "WIX1002 section 1: capacity 60 → 80". */
  summary: string;
  before?: object | null;
  after?: object | null;
  reason?: string | null;
  /** The API token the change was made with (the actor is then the admin who made it). */
  apiTokenId?: number | null;
}

/**
 * Writes one change to the trail. Called inside the transaction that makes the change, so a
 * change is never kept without its entry, nor an entry without its change.
 */
export async function recordAdminChange(db: Db, change: AdminChangeRecord, now: Date) {
  await db
    .insertInto('admin_changes')
    .values({
      at: now.toISOString(),
      actor_id: change.actorId,
      entity: change.entity,
      entity_id: change.entityId,
      action: change.action,
      summary: change.summary,
      before: change.before ? JSON.stringify(change.before) : null,
      after: change.after ? JSON.stringify(change.after) : null,
      reason: change.reason ?? null,
      api_token_id: change.apiTokenId ?? null,
    })
    .execute();
}

/** "capacity 60 → 80, closed false → true": the fields that differ, for the trail's one line. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string {
  const changes = Object.keys(after)
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${key} ${JSON.stringify(before[key])} → ${JSON.stringify(after[key])}`);
  return changes.length > 0 ? changes.join(', ') : 'no change';
}

export interface AdminChangeFilter extends PageQuery {
  actorId?: number;
  entity?: AdminChangeEntity;
  /** Inclusive bounds, `YYYY-MM-DD` (UTC days). */
  from?: string;
  to?: string;
}

/** The trail of admin changes, newest first, a page at a time. */
export async function listAdminChanges(
  db: Db,
  filter: AdminChangeFilter,
): Promise<{ items: AdminChange[]; page: number; pageSize: number; total: number }> {
  let query = db.selectFrom('admin_changes as c');
  if (filter.actorId !== undefined) query = query.where('c.actor_id', '=', filter.actorId);
  if (filter.entity !== undefined) query = query.where('c.entity', '=', filter.entity);
  if (filter.from !== undefined) query = query.where('c.at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('c.at', '<', nextDay(filter.to));
  const { total } = await query
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .innerJoin('users as actor', 'actor.id', 'c.actor_id')
    .leftJoin('api_tokens as token', 'token.id', 'c.api_token_id')
    .select([
      'c.id',
      'c.at',
      'c.entity',
      'c.entity_id',
      'c.action',
      'c.summary',
      'c.before',
      'c.after',
      'c.reason',
      'actor.id as actor_id',
      'actor.name as actor_name',
      'token.id as token_id',
      'token.name as token_name',
    ])
    .orderBy('c.at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  return {
    page: filter.page,
    pageSize: filter.pageSize,
    total: Number(total),
    items: rows.map((row) => ({
      id: row.id,
      at: row.at,
      actor: { id: row.actor_id, name: row.actor_name },
      apiToken:
        row.token_id !== null && row.token_name !== null
          ? { id: row.token_id, name: row.token_name }
          : null,
      entity: row.entity,
      entityId: row.entity_id,
      action: row.action,
      summary: row.summary,
      before: row.before === null ? null : (JSON.parse(row.before) as Record<string, unknown>),
      after: row.after === null ? null : (JSON.parse(row.after) as Record<string, unknown>),
      reason: row.reason,
    })),
  };
}
