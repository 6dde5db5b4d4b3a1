import { addScreenCopy } from '@/lib/i18n';
// The programme structure's words for students (issue 45), which both student screens use.
import '@/lib/progress-copy';
import en from '@/locales/en/dashboard.json';
import ms from '@/locales/ms/dashboard.json';

// The dashboard brings its own copy, in both languages, with its code: the sign-in page's first
// load carries none of it.
addScreenCopy('dashboard', { en, ms });
