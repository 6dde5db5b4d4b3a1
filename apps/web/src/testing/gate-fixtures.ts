import type { GateProgress, GateStatus } from '@daftar/contract';
import { openPeriod, studentUser } from './fixtures';

/** An admission as the server signs it (`<userId>.<periodId>.<expiresAtMs>.<queue>.<signature>`). */
export function admissionToken(
  expiresAtMs: number,
  { userId = studentUser.id, periodId = openPeriod.id } = {},
): string {
  return `${userId}.${periodId}.${expiresAtMs}.queue1.${'s'.repeat(43)}`;
}

/** Where the queue stands: opened, 12 a minute, nobody admitted yet. */
export function gateProgress(overrides: Partial<GateProgress> = {}): GateProgress {
  return {
    periodId: openPeriod.id,
    opensAt: '2025-05-26T01:00:00.000Z',
    opened: true,
    prequeued: 0,
    issued: 40,
    admittedThrough: 0,
    ratePerMinute: 12,
    automatic: false,
    paused: false,
    ...overrides,
  };
}

/** The join's answer while waiting with `ticket`. */
export const waitingWith = (
  ticket: number | null,
  progress: Partial<GateProgress> = {},
): GateStatus => ({ state: 'waiting', ticket, progress: gateProgress(progress) });

/** The join's answer once it is the student's turn. */
export const admittedUntil = (expiresAtMs: number): GateStatus => ({
  state: 'admitted',
  admission: admissionToken(expiresAtMs),
  expiresAt: new Date(expiresAtMs).toISOString(),
});
