import type { PlanPreferences } from '@daftar/contract';
import type { TFunction } from 'i18next';
import { longWeekday } from '@/lib/schedule-text';
import { clockText } from './plan-text';
import type { TimetableFacts } from './timetable-builder.types';

/** Minutes as "1 h 30 min", "45 min". */
export function durationText(t: TFunction<'plan'>, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return t('facts.minutes', { minutes });
  return minutes % 60 === 0
    ? t('facts.hours', { hours })
    : t('facts.hoursMinutes', { hours, minutes: minutes % 60 });
}

/**
 * Why an option ranks where it does, in words: what the builder counted against it (and for
 * it), each only when the student asked for it, full sections always. The words carry what a
 * colour might, so the list reads the same to everyone.
 */
export function factsText(
  t: TFunction<'plan'>,
  facts: TimetableFacts,
  preferences: PlanPreferences,
): string[] {
  const said = [t('facts.days', { count: facts.days })];
  said.push(
    facts.gapMinutes === 0
      ? t('facts.noGaps')
      : t('facts.gaps', { time: durationText(t, facts.gapMinutes) }),
  );
  if (preferences.notBefore) {
    const time = clockText(preferences.notBefore);
    said.push(
      facts.early === 0
        ? t('facts.noneEarly', { time })
        : t('facts.early', { count: facts.early, time }),
    );
  }
  if (preferences.freeDay) {
    const day = longWeekday(preferences.freeDay);
    said.push(
      facts.onFreeDay === 0
        ? t('facts.freeDayKept', { day })
        : t('facts.onFreeDay', { count: facts.onFreeDay, day }),
    );
  }
  if (preferences.lecturers?.length) {
    said.push(t('facts.preferredLecturers', { count: facts.preferredLecturers }));
  }
  if (facts.full > 0) said.push(t('facts.full', { count: facts.full }));
  return said;
}
