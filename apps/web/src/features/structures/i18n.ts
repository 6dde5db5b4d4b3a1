import { addScreenCopy } from '@/lib/i18n';
// The kinds of requirement group, in the words the students' screens use too.
import '@/lib/progress-copy';
import en from '@/locales/en/structures.json';
import ms from '@/locales/ms/structures.json';

// The structures screen brings its own copy, in both languages, with its code (issue 45).
addScreenCopy('structures', { en, ms });
