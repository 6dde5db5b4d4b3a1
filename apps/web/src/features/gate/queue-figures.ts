/**
 * The waiting page's figures, as pure functions: how a wait is put in words, and when a change
 * of place is worth saying out loud (issue 25).
 */

/** A wait in the catalogue's words: `gate:wait.*` with its values. */
export type WaitWords =
  | { key: 'wait.underMinute' }
  | { key: 'wait.minutes'; count: number }
  | { key: 'wait.hours'; hours: number; minutes: number };

/**
 * An estimate, rounded so that it moves about once a minute rather than every second: "less than
 * a minute", "about 7 minutes", "about 2 h 5 min" (to 5 minutes past the first hour).
 */
export function waitWords(seconds: number): WaitWords {
  if (seconds < 60) return { key: 'wait.underMinute' };
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return { key: 'wait.minutes', count: minutes };
  const rounded = Math.ceil(minutes / 5) * 5;
  return { key: 'wait.hours', hours: Math.floor(rounded / 60), minutes: rounded % 60 };
}

/** "02:03:04", after whole days, for the countdown to the opening. */
export function clockOf(ms: number): { days: number; clock: string } {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    days,
    clock: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`,
  };
}

/** A screen reader hears the place at most this often (the page itself shows every change). */
export const ANNOUNCE_EVERY_MS = 30_000;

/** The round numbers a place is announced at: coarse far back, every place among the last five. */
export function announcementStep(position: number): number {
  if (position > 1000) return 500;
  if (position > 200) return 100;
  if (position > 50) return 25;
  if (position > 20) return 10;
  if (position > 5) return 5;
  return 1;
}

export interface Announced {
  position: number;
  atMs: number;
}

/**
 * Whether a new place is worth announcing: it has passed a round number since the place last
 * announced (or first shown), and the last announcement was at least 30 s ago.
 */
export function worthAnnouncing(last: Announced, position: number, nowMs: number): boolean {
  if (position <= 0 || position >= last.position) return false;
  if (nowMs - last.atMs < ANNOUNCE_EVERY_MS) return false;
  // A round number at or above the new place and below the old one (the place itself may be it).
  const step = announcementStep(position);
  return Math.ceil(position / step) * step < last.position;
}
