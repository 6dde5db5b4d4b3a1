import type {
  AdminAnnouncement,
  Announcement,
  NewAnnouncement,
  UpdateAnnouncementBody,
} from '@daftar/contract';
import type { Database, Db } from '../../db/database';
import type { Selectable } from 'kysely';
import type { Tables } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { recordAdminChange } from '../audit/admin-changes.service';
import { announcementState } from './content.rules';

// The dashboard's announcements (issue 42): written, scheduled and retired by the registrar.

type AnnouncementRow = Selectable<Tables['announcements']>;

function toAdminAnnouncement(row: AnnouncementRow, now: Date): AdminAnnouncement {
  const schedule = {
    publishFrom: row.publish_from,
    publishUntil: row.publish_until,
    retiredAt: row.retired_at,
  };
  return {
    id: row.id,
    title: { en: row.title_en, ms: row.title_ms },
    body: { en: row.body_en, ms: row.body_ms },
    ...schedule,
    state: announcementState(schedule, now),
    updatedAt: row.updated_at,
  };
}

/** What the trail keeps of an announcement: its words and its schedule. */
function trailed(announcement: AdminAnnouncement) {
  const { title, body, publishFrom, publishUntil, retiredAt } = announcement;
  return { title, body, publishFrom, publishUntil, retiredAt };
}

/** The announcements published at `now`, newest first: what every dashboard shows. */
export async function listPublishedAnnouncements(
  db: Db,
  now = new Date(),
): Promise<Announcement[]> {
  const at = now.toISOString();
  const rows = await db
    .selectFrom('announcements')
    .select(['id', 'title_en', 'title_ms', 'body_en', 'body_ms', 'publish_from'])
    .where('retired_at', 'is', null)
    .where('publish_from', '<=', at)
    .where((eb) => eb.or([eb('publish_until', 'is', null), eb('publish_until', '>', at)]))
    .orderBy('publish_from', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: { en: row.title_en, ms: row.title_ms },
    body: { en: row.body_en, ms: row.body_ms },
    publishFrom: row.publish_from,
  }));
}

/** Every announcement, retired ones too, newest first: the registrar's list. */
export async function listAdminAnnouncements(
  db: Db,
  now = new Date(),
): Promise<AdminAnnouncement[]> {
  const rows = await db
    .selectFrom('announcements')
    .selectAll()
    .orderBy('publish_from', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => toAdminAnnouncement(row, now));
}

async function adminAnnouncement(db: Db, id: number, now: Date): Promise<AdminAnnouncement> {
  const row = await db
    .selectFrom('announcements')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('announcement');
  return toAdminAnnouncement(row, now);
}

/** Writes a new announcement, shown from its `publishFrom`. */
export function createAnnouncement(
  database: Database,
  actorId: number,
  body: NewAnnouncement,
  now = new Date(),
): Promise<AdminAnnouncement> {
  return database.transaction(async (trx) => {
    const { id } = await trx
      .insertInto('announcements')
      .values({
        title_en: body.title.en,
        title_ms: body.title.ms,
        body_en: body.body.en,
        body_ms: body.body.ms,
        publish_from: body.publishFrom,
        publish_until: body.publishUntil,
        retired_at: null,
        updated_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await adminAnnouncement(trx, id, now);
    await recordAdminChange(
      trx,
      {
        actorId,
        entity: 'announcement',
        entityId: id,
        action: 'create',
        summary: `Announcement “${created.title.en}” written`,
        after: trailed(created),
      },
      now,
    );
    return created;
  });
}

/** Rewrites or reschedules an announcement (a retired one too: the registrar may bring it back). */
export function updateAnnouncement(
  database: Database,
  actorId: number,
  id: number,
  body: UpdateAnnouncementBody,
  now = new Date(),
): Promise<AdminAnnouncement> {
  return database.transaction(async (trx) => {
    const before = await adminAnnouncement(trx, id, now);
    const publishFrom = body.publishFrom ?? before.publishFrom;
    const publishUntil = body.publishUntil === undefined ? before.publishUntil : body.publishUntil;
    await trx
      .updateTable('announcements')
      .set({
        ...(body.title && { title_en: body.title.en, title_ms: body.title.ms }),
        ...(body.body && { body_en: body.body.en, body_ms: body.body.ms }),
        publish_from: publishFrom,
        // An end before the start would hide it for good; an end that no longer fits is dropped.
        publish_until: publishUntil !== null && publishUntil <= publishFrom ? null : publishUntil,
        retired_at: null,
        updated_at: now.toISOString(),
      })
      .where('id', '=', id)
      .execute();
    const after = await adminAnnouncement(trx, id, now);
    await recordAdminChange(
      trx,
      {
        actorId,
        entity: 'announcement',
        entityId: id,
        action: 'update',
        summary: `Announcement “${after.title.en}” changed`,
        before: trailed(before),
        after: trailed(after),
      },
      now,
    );
    return after;
  });
}

/** Takes an announcement off every dashboard; it stays in the registrar's list and the trail. */
export function retireAnnouncement(
  database: Database,
  actorId: number,
  id: number,
  now = new Date(),
): Promise<AdminAnnouncement> {
  return database.transaction(async (trx) => {
    const before = await adminAnnouncement(trx, id, now);
    if (before.retiredAt !== null) return before;
    await trx
      .updateTable('announcements')
      .set({ retired_at: now.toISOString(), updated_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
    const after = await adminAnnouncement(trx, id, now);
    await recordAdminChange(
      trx,
      {
        actorId,
        entity: 'announcement',
        entityId: id,
        action: 'retire',
        summary: `Announcement “${after.title.en}” retired`,
        before: trailed(before),
        after: trailed(after),
      },
      now,
    );
    return after;
  });
}
