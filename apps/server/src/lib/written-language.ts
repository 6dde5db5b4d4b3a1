import type { Language } from '@daftar/contract';

/**
 * The language to write to a person in where no request says (an email, a calendar feed): the
 * one they chose, else the one they last signed in with, else English (decision 025).
 */
export function writtenLanguage(person: {
  language: Language | null;
  last_language: Language | null;
}): Language {
  return person.language ?? person.last_language ?? 'en';
}
