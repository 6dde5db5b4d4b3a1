import i18n from 'i18next';
import en from '@/locales/en/gate.json';
import ms from '@/locales/ms/gate.json';

// The waiting page and the expiry warning bring their own copy, in both languages, with their
// code: while no gate is on, the registration page downloads none of it.
i18n.addResourceBundle('en', 'gate', en, true, true);
i18n.addResourceBundle('ms', 'gate', ms, true, true);
