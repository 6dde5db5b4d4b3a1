import type { Language } from '@daftar/contract';

// Each language by its own name, as a person looking for theirs would read it: not translated.
export const LANGUAGE_NAMES: Record<Language, string> = { ms: 'Bahasa Melayu', en: 'English' };
export const LANGUAGE_ABBREVIATIONS: Record<Language, string> = { ms: 'BM', en: 'EN' };
