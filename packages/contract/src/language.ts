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

/**
 * A text kept in both languages (issue 42), in the reader's language: the English text and its
 * Malay twin, which is null until someone writes it. Each falls back to the other when missing.
 */
export function inLanguage(
  language: Language,
  english: string | null | undefined,
  malay: string | null | undefined,
): string {
  const [first, second] = language === 'ms' ? [malay, english] : [english, malay];
  return first?.trim() ? first : (second ?? '');
}

/** A catalogue item's name in the reader's language: `name` is English, `nameMs` Malay. */
export function nameIn(language: Language, item: { name: string; nameMs?: string | null }): string {
  return inLanguage(language, item.name, item.nameMs);
}
