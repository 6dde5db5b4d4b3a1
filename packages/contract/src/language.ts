// No zod here: the client's first script reads the language before zod has arrived.

/** The languages Daftar speaks: English (the spec's copy) and Bahasa Melayu. */
export const LANGUAGES = ['en', 'ms'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Where the browser keeps the person's choice before (and besides) their account. */
export const LANGUAGE_STORAGE_KEY = 'daftar.language';

/** The `Intl` locale of each language: the spec's English dates are en-GB. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-GB', ms: 'ms-MY' };

/** A BCP 47 tag's language: any `ms` tag ("ms", "ms-MY", "ms-Latn-BN") is Malay, the rest English. */
export function languageOfTag(tag: string | null | undefined): Language {
  return tag?.trim().toLowerCase().split(/[-_]/)[0] === 'ms' ? 'ms' : 'en';
}

/**
 * The language an `Accept-Language` header prefers: the first of its tags by weight, where a
 * tag of weight 0 counts as refused ("ms;q=0"). No header, or one naming neither, is English.
 */
export function languageOfAcceptLanguage(header: string | null | undefined): Language {
  if (!header) return 'en';
  let best: { language: Language; weight: number } | undefined;
  for (const part of header.split(',')) {
    const [tag = '', ...parameters] = part.split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (!(weight > 0) || !/^[A-Za-z]/.test(tag.trim())) continue;
    const language = languageOfTag(tag);
    const known = language === 'ms' || tag.trim().toLowerCase().startsWith('en');
    if (known && (!best || weight > best.weight)) best = { language, weight };
  }
  return best?.language ?? 'en';
}

const calendarDateFormats = new Map<Language, Intl.DateTimeFormat>();

/** A `YYYY-MM-DD` calendar date in the language's style: "11 Jun 2025" (en-GB and ms-MY alike). */
export function formatCalendarDate(isoDate: string, language: Language): string {
  let format = calendarDateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[language], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    calendarDateFormats.set(language, format);
  }
  return format.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/** Where the campus clock runs: opening times are shown in it, whatever the reader's own zone. */
export const CAMPUS_TIME_ZONE = 'Asia/Kuala_Lumpur';

const campusDateTimeFormats = new Map<Language, Intl.DateTimeFormat>();

/** An instant on the campus clock: "21 Nov 2026, 9:00 am" / "21 Nov 2026, 9:00 PG". */
export function formatCampusDateTime(isoDateTime: string, language: Language): string {
  let format = campusDateTimeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[language], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: CAMPUS_TIME_ZONE,
    });
    campusDateTimeFormats.set(language, format);
  }
  return format.format(new Date(isoDateTime));
}
