import i18n from 'i18next';
import en from '@/locales/en/registrar.json';
import ms from '@/locales/ms/registrar.json';

// The registrar's screens bring their own copy, in both languages, with their code: students,
// who never open them, never download it.
i18n.addResourceBundle('en', 'registrar', en, true, true);
i18n.addResourceBundle('ms', 'registrar', ms, true, true);
