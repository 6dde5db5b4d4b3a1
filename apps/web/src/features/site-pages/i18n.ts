import { addScreenCopy } from '@/lib/i18n';
import en from '@/locales/en/pages.json';
import ms from '@/locales/ms/pages.json';

// The public pages bring their own copy, in both languages, with their code.
addScreenCopy('pages', { en, ms });
