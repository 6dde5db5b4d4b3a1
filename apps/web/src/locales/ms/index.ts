import type { en } from '../en';
import auth from './auth.json';
import common from './common.json';
import layout from './layout.json';

/**
 * The Malay copy every first screen may need, one chunk fetched only when Malay is chosen
 * (lib/i18n.ts). Each screen brings the rest of its copy with its code (features/<name>/i18n.ts).
 */
export const ms = {
  common,
  auth,
  layout,
} satisfies Record<keyof typeof en, object>;
