import { addScreenCopy } from '@/lib/i18n';
import en from '@/locales/en/schedule.json';
import ms from '@/locales/ms/schedule.json';

// The timetable brings its own copy, in both languages, with its code: the sign-in page's first
// load carries none of it.
addScreenCopy('schedule', { en, ms });
