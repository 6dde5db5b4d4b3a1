import auth from './auth.json';
import common from './common.json';
import layout from './layout.json';
import notifications from './notifications.json';

/**
 * The English copy every first screen may need (the sign-in pages and the signed-in frame):
 * bundled, as the fallback and the language of most first visits. Each screen brings the rest of
 * its copy with its code (features/<name>/i18n.ts).
 */
export const en = {
  common,
  auth,
  layout,
  notifications,
};
