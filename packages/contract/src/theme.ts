// No zod here: the page's first script reads the theme before any other script has arrived.

/** The person's theme choice: follow the device (`system`), or always light or dark. */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** Where the browser keeps the choice: a per-browser setting, never sent to the server. */
export const THEME_STORAGE_KEY = 'daftar.theme';

/**
 * Put inline in every page's <head> by the build (apps/web/vite.config.ts) so the theme is set
 * before the first paint, with no flash of light on a dark device; the server's
 * Content-Security-Policy allows exactly this text by its hash (plugins/security-headers.ts).
 * It marks <html> `.dark` when the stored choice is dark, or when there is none (or `system`)
 * and the device prefers dark. Any change to it changes its hash, which the server derives.
 */
export const THEME_BOOT_SCRIPT =
  "(function(){var c=null;try{c=localStorage.getItem('" +
  THEME_STORAGE_KEY +
  "')}catch(e){}var d=c==='dark'||(c!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.classList.toggle('dark',d)})()";
