import i18n from 'i18next';
import en from '@/locales/en/verify.json';
import ms from '@/locales/ms/verify.json';

// The verification page brings its own copy, in both languages, with its code: visitors who
// sign in never load it, and a sponsor's office opening a slip's link loads little else.
i18n.addResourceBundle('en', 'verify', en, true, true);
i18n.addResourceBundle('ms', 'verify', ms, true, true);
