import { addScreenCopy } from '@/lib/i18n';
import en from '@/locales/en/plan.json';
import ms from '@/locales/ms/plan.json';

// The plan's copy, in both languages, with its code: the plan page and the registration page's
// plan card bring it; the sign-in page's first load carries none of it.
addScreenCopy('plan', { en, ms });
