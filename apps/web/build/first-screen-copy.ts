import enCommon from '../src/locales/en/common.json';
import enDashboard from '../src/locales/en/dashboard.json';
import enHistory from '../src/locales/en/history.json';
import enLayout from '../src/locales/en/layout.json';
import enRegistrar from '../src/locales/en/registrar.json';
import enRegistration from '../src/locales/en/registration.json';
import enReview from '../src/locales/en/review.json';
import enSchedule from '../src/locales/en/schedule.json';
import msCommon from '../src/locales/ms/common.json';
import msDashboard from '../src/locales/ms/dashboard.json';
import msHistory from '../src/locales/ms/history.json';
import msLayout from '../src/locales/ms/layout.json';
import msRegistrar from '../src/locales/ms/registrar.json';
import msRegistration from '../src/locales/ms/registration.json';
import msReview from '../src/locales/ms/review.json';
import msSchedule from '../src/locales/ms/schedule.json';

// The words the drawn first screens (first-screens.ts) use, taken from the app's own catalogues
// so a drawing says what the page it stands for says.

export interface Heading {
  title: string;
  description: string;
}

export type Page = 'dashboard' | 'registration' | 'schedule' | 'history' | 'review' | 'semesters';

/** The copy the drawings use, from the app's catalogues. */
export interface Copy {
  common: {
    appName: string;
    appTagline: string;
    skipToMain: string;
    semester: string;
    pageTitle: Record<Page, string>;
  };
  layout: {
    nav: { label: string; dashboard: string; adminPanel: string; reviewRegistrations: string };
    studentTabs: { label: string; registration: string; schedule: string; history: string };
    adminTabs: Record<
      'label' | 'review' | 'semesters' | 'catalogue' | 'import' | 'people' | 'audit' | 'live',
      string
    >;
  };
  dashboard: { title: { student: string } };
  registration: Heading;
  schedule: Heading;
  history: Heading;
  review: Heading;
  registrar: { semesters: Heading };
}

export const COPY: Record<'en' | 'ms', Copy> = {
  en: {
    common: enCommon,
    layout: enLayout,
    dashboard: enDashboard,
    registration: enRegistration,
    schedule: enSchedule,
    history: enHistory,
    review: enReview,
    registrar: enRegistrar,
  },
  ms: {
    common: msCommon,
    layout: msLayout,
    dashboard: msDashboard,
    registration: msRegistration,
    schedule: msSchedule,
    history: msHistory,
    review: msReview,
    registrar: msRegistrar,
  },
};
