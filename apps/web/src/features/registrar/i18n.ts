import { addScreenCopy } from '@/lib/i18n';
import en from '@/locales/en/registrar.json';
import ms from '@/locales/ms/registrar.json';

// The registrar's screens bring their own copy, in both languages, with their code: students,
// who never open them, never download it.
addScreenCopy('registrar', { en, ms });
