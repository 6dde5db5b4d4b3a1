import { addScreenCopy } from '@/lib/i18n';
import en from '@/locales/en/verify.json';
import ms from '@/locales/ms/verify.json';

// The verification page brings its own copy, in both languages, with its code: visitors who
// sign in never load it, and a sponsor's office opening a slip's link loads little else.
addScreenCopy('verify', { en, ms });
