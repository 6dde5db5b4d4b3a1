import type { SitePage, SitePageSlug, UpdateSitePageBody } from '@daftar/contract';
import type { Database, Db } from '../../db/database';
import { recordAdminChange } from '../audit/admin-changes.service';
import { SITE_PAGE_DEFAULTS } from './site-page-defaults';

// The footer's public pages (issue 42): the registrar's own text, or the default until written.

/** A public page in both languages, as the registrar last wrote it or as it ships. */
export async function sitePage(db: Db, slug: SitePageSlug): Promise<SitePage> {
  const row = await db
    .selectFrom('site_pages')
    .select(['body_en', 'body_ms', 'updated_at'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!row) return { slug, body: { ...SITE_PAGE_DEFAULTS[slug] }, updatedAt: null };
  return { slug, body: { en: row.body_en, ms: row.body_ms }, updatedAt: row.updated_at };
}

/** Replaces a page's text in both languages. */
export function writeSitePage(
  database: Database,
  actorId: number,
  slug: SitePageSlug,
  { body }: UpdateSitePageBody,
  now = new Date(),
): Promise<SitePage> {
  return database.transaction(async (trx) => {
    const before = await sitePage(trx, slug);
    const values = {
      body_en: body.en,
      body_ms: body.ms,
      updated_at: now.toISOString(),
      updated_by: actorId,
    };
    await trx
      .insertInto('site_pages')
      .values({ slug, ...values })
      .onConflict((oc) => oc.column('slug').doUpdateSet(values))
      .execute();
    await recordAdminChange(
      trx,
      {
        actorId,
        entity: 'page',
        entityId: null,
        action: 'update',
        summary: `Page ${slug} rewritten`,
        before: { body: before.body },
        after: { body },
      },
      now,
    );
    return { slug, body: { ...body }, updatedAt: values.updated_at };
  });
}
