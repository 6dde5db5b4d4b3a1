import { addScreenCopy } from '@/lib/i18n';
import en from '@/locales/en/history.json';
import ms from '@/locales/ms/history.json';

// The registration history brings its own copy, in both languages, with its code: the sign-in
// page's first load carries none of it.
addScreenCopy('history', { en, ms });
