import { addScreenCopy } from '@/lib/i18n';
import en from '@/locales/en/notifications.json';
import ms from '@/locales/ms/notifications.json';

// The notification centre (the bell, its list, the live toasts) brings its own copy, in both
// languages, with the signed-in frame: the sign-in page's first load carries none of it.
addScreenCopy('notifications', { en, ms });
