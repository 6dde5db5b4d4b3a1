import { addScreenCopy } from '@/lib/i18n';
import en from '@/locales/en/profile.json';
import ms from '@/locales/ms/profile.json';

// The profile page brings its own copy, in both languages, with its code: the sign-in page's
// first load carries none of it.
addScreenCopy('profile', { en, ms });
