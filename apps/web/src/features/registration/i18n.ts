import { addScreenCopy } from '@/lib/i18n';
// The programme structure's words for students (issue 45), which both student screens use.
import '@/lib/progress-copy';
import en from '@/locales/en/registration.json';
import ms from '@/locales/ms/registration.json';

// The registration page brings its own copy, in both languages, with its code: the sign-in
// page's first load carries none of it.
addScreenCopy('registration', { en, ms });
