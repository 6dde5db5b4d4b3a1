import { addScreenCopy } from '@/lib/i18n';
import en from '@/locales/en/gate.json';
import ms from '@/locales/ms/gate.json';

// The waiting page and the expiry warning bring their own copy, in both languages, with their
// code: while no gate is on, the registration page downloads none of it.
addScreenCopy('gate', { en, ms });
