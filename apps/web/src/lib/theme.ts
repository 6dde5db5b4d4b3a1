import { THEME_CHOICES, THEME_STORAGE_KEY, type ThemeChoice } from '@daftar/contract';
import { useSyncExternalStore } from 'react';

// The page's inline script (THEME_BOOT_SCRIPT) set `.dark` before the first paint; this keeps it
// right afterwards: when the person chooses, and when the device's setting changes while they
// follow it.

const darkDevice = () => window.matchMedia('(prefers-color-scheme: dark)');
const listeners = new Set<() => void>();

function isThemeChoice(value: unknown): value is ThemeChoice {
  return (THEME_CHOICES as readonly unknown[]).includes(value);
}

function storedChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

let choice: ThemeChoice = storedChoice();

const isDark = () => document.documentElement.classList.contains('dark');

function apply() {
  const dark = choice === 'dark' || (choice === 'system' && darkDevice().matches);
  document.documentElement.classList.toggle('dark', dark);
  for (const listener of listeners) listener();
}

/** Follows the device's setting from now on, while the choice is `system`. */
export function followDeviceTheme(): void {
  darkDevice().addEventListener('change', apply);
  apply();
}

/** Keeps `next` in this browser (not on the account: a phone and a laptop may differ). */
export function chooseTheme(next: ThemeChoice): void {
  choice = next;
  try {
    if (next === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Storage may be blocked; the choice still holds for this visit.
  }
  apply();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The person's choice: system, light or dark. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, () => choice);
}

/** Whether the page is dark now, by choice or by the device: for what CSS cannot colour. */
export function useDarkTheme(): boolean {
  return useSyncExternalStore(subscribe, isDark);
}
