import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import auth from '@/locales/en/auth.json';
import common from '@/locales/en/common.json';
import dashboard from '@/locales/en/dashboard.json';
import history from '@/locales/en/history.json';
import layout from '@/locales/en/layout.json';
import notifications from '@/locales/en/notifications.json';
import registration from '@/locales/en/registration.json';
import review from '@/locales/en/review.json';
import schedule from '@/locales/en/schedule.json';

/** Every namespace of interface copy; a translation adds the same files under its language. */
export const resources = {
  en: {
    common,
    auth,
    layout,
    dashboard,
    registration,
    schedule,
    history,
    review,
    notifications,
  },
} as const;

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  ns: [
    'common',
    'auth',
    'layout',
    'dashboard',
    'registration',
    'schedule',
    'history',
    'review',
    'notifications',
  ],
  defaultNS: 'common',
  resources,
  // Resources are bundled, so the first render already has its text.
  initAsync: false,
  interpolation: { escapeValue: false },
  returnObjects: true,
  showSupportNotice: false,
});

export default i18n;
