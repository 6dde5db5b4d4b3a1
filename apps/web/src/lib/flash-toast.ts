import type { ToastInput } from '@/components/ui/toast-store';

const FLASH_KEY = 'daftar.flash-toast';

/** Keeps a toast for the next page load, for actions that end with a full page redirect. */
export function saveFlashToast(toast: ToastInput) {
  sessionStorage.setItem(FLASH_KEY, JSON.stringify(toast));
}

/** The toast saved before this page load, once; null when there is none. */
export function takeFlashToast(): ToastInput | null {
  const saved = sessionStorage.getItem(FLASH_KEY);
  if (saved === null) return null;
  sessionStorage.removeItem(FLASH_KEY);
  try {
    return JSON.parse(saved) as ToastInput;
  } catch {
    return null;
  }
}
