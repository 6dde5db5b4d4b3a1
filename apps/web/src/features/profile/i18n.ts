import i18n from 'i18next';
import en from '@/locales/en/profile.json';
import ms from '@/locales/ms/profile.json';

// The profile page brings its own copy, in both languages, with its code: the sign-in page's
// first load carries none of it.
i18n.addResourceBundle('en', 'profile', en, true, true);
i18n.addResourceBundle('ms', 'profile', ms, true, true);
