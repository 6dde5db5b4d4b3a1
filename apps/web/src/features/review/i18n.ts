import { addScreenCopy } from '@/lib/i18n';
import en from '@/locales/en/review.json';
import ms from '@/locales/ms/review.json';

// The advisor's screens bring their own copy, in both languages, with their code: the sign-in
// page's first load carries none of it, nor do a student's pages (the header's badge of waiting
// registrations reads from the frame's copy).
addScreenCopy('review', { en, ms });
