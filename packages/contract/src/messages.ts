import type { ErrorCode } from './errors';
import { formatCalendarDate, formatCampusDateTime } from './date-text';
import { INTL_LOCALES, type Language } from './language';
import { ERRORS_EN, type ErrorMessageKey } from './messages-en';
import { ERRORS_MS } from './messages-ms';

export type { ErrorMessageKey } from './messages-en';

/**
 * The sentences of every refusal, in both languages: the server words its replies with them (by
 * `Accept-Language`) and the client words a refusal with them (by the person's language), from
 * the reply's `code` and `params`. Templates follow i18next's JSON form:
 * `{{name}}`, `{{name, date}}` for a `YYYY-MM-DD` date, `{{name, datetime}}` for an instant on
 * the campus clock, `{{name, list}}` for a list, a `_context`
 * suffix chosen by `params.context`, and a plural suffix (`_one`, `_other`) chosen by
 * `params.count`. The English sentences are the spec's and decisions.md's, word for word.
 */

/** The values a sentence names. `context` picks its variant (i18next's context). */
export type MessageParams = Record<string, string | number | string[]>;

export const ERROR_MESSAGES: Record<Language, Partial<Record<ErrorMessageKey, string>>> = {
  en: ERRORS_EN,
  ms: ERRORS_MS,
};

const pluralRules = new Map<Language, Intl.PluralRules>();
const listFormats = new Map<Language, Intl.ListFormat>();

function pluralOf(count: number, language: Language): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(INTL_LOCALES[language]);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function listOf(items: string[], language: Language): string {
  let format = listFormats.get(language);
  if (!format) {
    format = new Intl.ListFormat(INTL_LOCALES[language], { type: 'conjunction' });
    listFormats.set(language, format);
  }
  return format.format(items);
}

/** i18next's lookup order: with context and plural first, then without each. */
function templateFor(
  messages: Partial<Record<string, string>>,
  code: string,
  params: MessageParams,
  language: Language,
): string | undefined {
  const bases = typeof params.context === 'string' ? [`${code}_${params.context}`, code] : [code];
  const plural = typeof params.count === 'number' ? pluralOf(params.count, language) : undefined;
  for (const base of bases) {
    const found = (plural && messages[`${base}_${plural}`]) || messages[base];
    if (found) return found;
  }
  return undefined;
}

/**
 * Interpolates a sentence's values. A value may come in both languages (issue 42): `subject` in
 * English and `subjectMs` in Malay, so one reply words its sentence in either; Malay reads the
 * `Ms` value when there is one.
 */
function interpolate(template: string, params: MessageParams, language: Language): string {
  return template.replace(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (_match, name, format) => {
    const value = (language === 'ms' && params[`${name}Ms`]) || params[name as string];
    if (value === undefined) return '';
    if (Array.isArray(value)) return listOf(value, language);
    if (format === 'date') return formatCalendarDate(String(value), language);
    if (format === 'datetime') return formatCampusDateTime(String(value), language);
    return String(value);
  });
}

/**
 * Whether a refusal's sentence can be worded from its code and params: a sentence is known for
 * them, and every value it names is among the params.
 */
export function hasErrorMessage(code: string, params: MessageParams = {}): boolean {
  const template = templateFor(ERROR_MESSAGES.en, code, params, 'en');
  if (template === undefined) return false;
  return [...template.matchAll(/\{\{\s*(\w+)/g)].every(([, name]) => params[name!] !== undefined);
}

/**
 * A refusal's sentence in a language, from its code and params; Malay falls back to the English
 * sentence for a key it lacks, as i18next's fallback language does.
 */
export function formatErrorMessage(
  code: ErrorCode,
  params: MessageParams,
  language: Language,
): string {
  return formatMessage(ERROR_MESSAGES, code, params, language) ?? ERRORS_EN.VALIDATION_ERROR;
}

/**
 * A sentence of any catalogue written in this file's template form (the refusals above, the
 * catalogue import's report), in a language, falling back to English; undefined when neither has
 * the key.
 */
export function formatMessage(
  catalogue: Record<Language, Partial<Record<string, string>>>,
  key: string,
  params: MessageParams,
  language: Language,
): string | undefined {
  const template =
    templateFor(catalogue[language], key, params, language) ??
    templateFor(catalogue.en, key, params, 'en');
  return template === undefined ? undefined : interpolate(template, params, language);
}
