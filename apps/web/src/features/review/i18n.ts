import { addScreenCopy } from '@/lib/i18n';
import en from '@/locales/en/review.json';
import ms from '@/locales/ms/review.json';

// The advisor's screens bring their own copy, in both languages, with their code (and the
// signed-in frame's badge of waiting registrations): the sign-in page's first load carries none.
addScreenCopy('review', { en, ms });
