import { addScreenCopy } from '@/lib/i18n';
import en from '@/locales/en/structures.json';
import ms from '@/locales/ms/structures.json';

// The structures screen brings its own copy, in both languages, with its code (issue 45).
addScreenCopy('structures', { en, ms });
