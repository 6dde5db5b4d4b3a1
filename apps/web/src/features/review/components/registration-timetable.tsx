import type { ReviewSubjectContext } from '@daftar/contract';
import { CircleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { longWeekday } from '@/lib/schedule-text';
import { timetableByDay } from '../review-timetable';

/** The registration's week as a list by day, each clash said in words beside its meeting. */
export function RegistrationTimetable({ subjects }: { subjects: ReviewSubjectContext[] }) {
  const { t } = useTranslation('review');
  const days = timetableByDay(subjects);
  if (days.length === 0)
    return <p className="text-sm text-muted-foreground">{t('context.noMeetings')}</p>;
  return (
    <div className="grid gap-3">
      {days.map(({ day, slots }) => (
        <div key={day} className="grid gap-1">
          <h4 className="text-sm font-semibold">{longWeekday(day)}</h4>
          <ul className="grid gap-1">
            {slots.map((slot) => {
              const clash = slot.clashesWith.length > 0;
              return (
                <li
                  key={`${slot.code}-${slot.startTime}`}
                  className={cn(
                    'grid gap-0.5 rounded-md border px-2.5 py-1.5 text-sm',
                    clash && 'border-destructive bg-destructive/5',
                  )}
                >
                  <span className="flex flex-wrap gap-x-2">
                    <span className="tabular-nums">
                      {t('context.time', { start: slot.startTime, end: slot.endTime })}
                    </span>
                    <span className="font-mono font-semibold">{slot.code}</span>
                    <span className="text-muted-foreground">
                      {slot.sectionNumber === null
                        ? slot.room
                        : t('context.sectionRoom', {
                            section: slot.sectionNumber,
                            room: slot.room,
                          })}
                    </span>
                  </span>
                  {clash && (
                    <span className="flex items-center gap-1.5 font-medium text-destructive">
                      <CircleAlertIcon className="size-4 shrink-0" aria-hidden />
                      {t('context.clash', { codes: slot.clashesWith.join(', ') })}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
