import 'i18next';
import type { resources } from '@/lib/i18n';
import type dashboard from '@/locales/en/dashboard.json';
import type gate from '@/locales/en/gate.json';
import type history from '@/locales/en/history.json';
import type holds from '@/locales/en/holds.json';
import type studentStatus from '@/locales/en/student-status.json';
import type notifications from '@/locales/en/notifications.json';
import type pages from '@/locales/en/pages.json';
import type plan from '@/locales/en/plan.json';
import type profile from '@/locales/en/profile.json';
import type progress from '@/locales/en/progress.json';
import type registrar from '@/locales/en/registrar.json';
import type registration from '@/locales/en/registration.json';
import type review from '@/locales/en/review.json';
import type schedule from '@/locales/en/schedule.json';
import type structures from '@/locales/en/structures.json';
import type verify from '@/locales/en/verify.json';

// Typed keys: a missing or misspelt piece of copy fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // Each screen's own copy loads with its code (features/*/i18n.ts).
    resources: (typeof resources)['en'] & {
      dashboard: typeof dashboard;
      registration: typeof registration;
      plan: typeof plan;
      schedule: typeof schedule;
      history: typeof history;
      review: typeof review;
      notifications: typeof notifications;
      gate: typeof gate;
      registrar: typeof registrar;
      profile: typeof profile;
      verify: typeof verify;
      pages: typeof pages;
      structures: typeof structures;
      progress: typeof progress;
      holds: typeof holds;
      studentStatus: typeof studentStatus;
    };
  }
}
