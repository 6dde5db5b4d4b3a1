import type { AnnouncementState } from '@daftar/contract';

export interface AnnouncementSchedule {
  publishFrom: string;
  publishUntil: string | null;
  retiredAt: string | null;
}

/** Where an announcement stands at `now`: only a `published` one is on the dashboard. */
export function announcementState(schedule: AnnouncementSchedule, now: Date): AnnouncementState {
  const at = now.toISOString();
  if (schedule.retiredAt !== null) return 'retired';
  if (schedule.publishFrom > at) return 'scheduled';
  if (schedule.publishUntil !== null && schedule.publishUntil <= at) return 'ended';
  return 'published';
}
