import { z } from 'zod';
import { dateTimeSchema, idSchema, isoDateTimeSchema, plainTextSchema } from './common';
import type { Language } from './language';
import { validationMessage, type ValidationMessage } from './validation-messages';

// The registrar's words to everyone (issue 42): the dashboard's announcements, the public pages
// of the footer, and the checklist that guides a new university's setup.

/** Text written in both languages; the reader sees their own, or the other when it is empty. */
function bilingual<T extends z.ZodType<string, string>>(text: T) {
  return z.object({ en: text, ms: text });
}

function writtenText(max: number, length: ValidationMessage, hidden: ValidationMessage) {
  return plainTextSchema({
    required: validationMessage(length),
    hidden: validationMessage(hidden),
    multiline: true,
  })
    .trim()
    .min(1, validationMessage(length))
    .max(max, validationMessage(length));
}

export const ANNOUNCEMENT_TITLE_MAX = 150;
export const ANNOUNCEMENT_BODY_MAX = 2000;
export const SITE_PAGE_BODY_MAX = 20_000;

const announcementTitleSchema = plainTextSchema({
  required: validationMessage('announcementTitle'),
  hidden: validationMessage('announcementTitleHidden'),
})
  .trim()
  .min(1, validationMessage('announcementTitle'))
  .max(ANNOUNCEMENT_TITLE_MAX, validationMessage('announcementTitle'));

const announcementBodySchema = writtenText(
  ANNOUNCEMENT_BODY_MAX,
  'announcementBody',
  'announcementBodyHidden',
);

const bothLanguages = z.object({ en: z.string(), ms: z.string() });

/** The reader's language of a text written in both, or the other when theirs is empty. */
export function textIn(text: { en: string; ms: string }, language: Language): string {
  return text[language] || text[language === 'en' ? 'ms' : 'en'];
}

/** A published announcement, in both languages: the reader's screen picks theirs (`textIn`). */
export const announcementSchema = z.object({
  id: idSchema,
  title: bothLanguages,
  body: bothLanguages,
  publishFrom: isoDateTimeSchema,
});
export type Announcement = z.infer<typeof announcementSchema>;

export const ANNOUNCEMENT_STATES = ['scheduled', 'published', 'ended', 'retired'] as const;
export type AnnouncementState = (typeof ANNOUNCEMENT_STATES)[number];

/** The registrar's view: both languages, the schedule, and where it stands now. */
export const adminAnnouncementSchema = z.object({
  id: idSchema,
  title: bothLanguages,
  body: bothLanguages,
  publishFrom: isoDateTimeSchema,
  publishUntil: isoDateTimeSchema.nullable(),
  retiredAt: isoDateTimeSchema.nullable(),
  state: z.enum(ANNOUNCEMENT_STATES),
  updatedAt: isoDateTimeSchema,
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>;

const announcementFields = {
  title: bilingual(announcementTitleSchema),
  body: bilingual(announcementBodySchema),
  publishFrom: dateTimeSchema,
  publishUntil: dateTimeSchema.nullable(),
};

const untilAfterFrom = {
  error: validationMessage('publishUntilBeforeFrom'),
  path: ['publishUntil'],
};

export const createAnnouncementBodySchema = z
  .object({ ...announcementFields, publishUntil: announcementFields.publishUntil.default(null) })
  .refine(
    (body) => body.publishUntil === null || body.publishUntil > body.publishFrom,
    untilAfterFrom,
  );
export type CreateAnnouncementBody = z.input<typeof createAnnouncementBodySchema>;
/** A new announcement as the server reads it: times in UTC, no end as null. */
export type NewAnnouncement = z.output<typeof createAnnouncementBodySchema>;

export const updateAnnouncementBodySchema = z
  .object(announcementFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: validationMessage('nothingToChange') })
  .refine(
    (body) => !body.publishFrom || !body.publishUntil || body.publishUntil > body.publishFrom,
    untilAfterFrom,
  );
export type UpdateAnnouncementBody = z.infer<typeof updateAnnouncementBodySchema>;

/** The footer's pages, public to everyone, signed in or not. */
export const SITE_PAGE_SLUGS = ['help', 'privacy', 'terms', 'contact'] as const;
export const sitePageSlugSchema = z.enum(SITE_PAGE_SLUGS);
export type SitePageSlug = z.infer<typeof sitePageSlugSchema>;

/**
 * A page's text in both languages, in the pages' small markup (never HTML): a blank line between
 * paragraphs, `## ` before a heading, `- ` before a list item.
 */
export const sitePageSchema = z.object({
  slug: sitePageSlugSchema,
  body: bothLanguages,
  /** Null while the page reads its built-in default. */
  updatedAt: isoDateTimeSchema.nullable(),
});
export type SitePage = z.infer<typeof sitePageSchema>;

const pageBodySchema = writtenText(SITE_PAGE_BODY_MAX, 'pageBody', 'pageBodyHidden');

export const updateSitePageBodySchema = z.object({ body: bilingual(pageBodySchema) });
export type UpdateSitePageBody = z.infer<typeof updateSitePageBodySchema>;

/** The steps of setting up a university, in the order they depend on each other. */
export const SETUP_STEPS = ['semester', 'faculties', 'catalogue', 'people', 'opening'] as const;
export type SetupStepKey = (typeof SETUP_STEPS)[number];

export const setupChecklistSchema = z.object({
  steps: z.array(
    z.object({
      key: z.enum(SETUP_STEPS),
      done: z.boolean(),
      /** What is there so far: faculties, subjects, students; null where a count says nothing. */
      count: z.number().int().nullable(),
    }),
  ),
});
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;
