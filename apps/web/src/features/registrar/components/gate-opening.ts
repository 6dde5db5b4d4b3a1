import type { GateSettings } from '@daftar/contract';
import { fromCampusInput, toCampusInput } from './campus-time-input';

const HOUR_MS = 3600_000;
/** The least time ahead a proposed opening gives students to arrive and the registrar to look. */
const LEAD_MS = 15 * 60_000;

/**
 * The opening the settings dialog proposes (issue 42): the one saved while it is still ahead (a
 * new period's gate proposes the period's start), otherwise the next whole hour at least a
 * quarter of an hour away. A time already passed would open the queue the moment it is saved.
 */
export function proposedOpening(settings: GateSettings, nowMs: number): string {
  if (Date.parse(settings.opensAt) > nowMs) return toCampusInput(settings.opensAt);
  return toCampusInput(new Date(Math.ceil((nowMs + LEAD_MS) / HOUR_MS) * HOUR_MS).toISOString());
}

/** The instant a `datetime-local` value names on the campus clock; null when it names none. */
export function openingInstant(local: string): string | null {
  const ms = Date.parse(fromCampusInput(local));
  return local && !Number.isNaN(ms) ? new Date(ms).toISOString() : null;
}
