import auth from './auth.json';
import common from './common.json';
import dashboard from './dashboard.json';
import history from './history.json';
import layout from './layout.json';
import notifications from './notifications.json';
import registration from './registration.json';
import review from './review.json';
import schedule from './schedule.json';

/** The English catalogue: bundled, as the fallback and the language of most first visits. */
export const en = {
  common,
  auth,
  layout,
  dashboard,
  registration,
  schedule,
  history,
  review,
  notifications,
};
