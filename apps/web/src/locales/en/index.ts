import auth from './auth.json';
import common from './common.json';
import layout from './layout.json';

/**
 * The English copy a first screen may need (the sign-in pages, the signed-in frame's header):
 * bundled, as the fallback and the language of most first visits. Each screen brings the rest of
 * its copy with its code (features/<name>/i18n.ts).
 */
export const en = {
  common,
  auth,
  layout,
};
