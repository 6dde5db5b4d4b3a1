import type { en } from '../en';
import auth from './auth.json';
import common from './common.json';
import dashboard from './dashboard.json';
import history from './history.json';
import layout from './layout.json';
import notifications from './notifications.json';
import registration from './registration.json';
import review from './review.json';
import schedule from './schedule.json';

/** The Malay catalogue, one chunk fetched only when Malay is chosen (lib/i18n.ts). */
export const ms = {
  common,
  auth,
  layout,
  dashboard,
  registration,
  schedule,
  history,
  review,
  notifications,
} satisfies Record<keyof typeof en, object>;
