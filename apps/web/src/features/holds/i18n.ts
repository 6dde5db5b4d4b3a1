import { addScreenCopy } from '@/lib/i18n';
import en from '@/locales/en/holds.json';
import ms from '@/locales/ms/holds.json';

// The holds notice brings its own copy, in both languages, with its code (issue 44).
addScreenCopy('holds', { en, ms });
