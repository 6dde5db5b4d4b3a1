import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { subjectColour } from '../subject-colours';
import { formatClock, type PlacedMeeting } from '../timetable';
import { MeetingRoom } from './meeting-room';
import { StatusMark } from './status-mark';
import { localName } from '@/lib/i18n';

/** The week as a list of days, for screens too narrow for five columns. */
export function DayList({ days }: { days: Map<number, PlacedMeeting[]> }) {
  const { t } = useTranslation('schedule');
  const dayNames = t('days', { returnObjects: true });
  return (
    <div role="group" aria-label={t('grid.byDay')} className="grid gap-4">
      {[...days].map(([day, meetings]) => {
        return (
          <section key={day} aria-labelledby={`list-day-${day}`} className="grid gap-2">
            <h3 id={`list-day-${day}`} className="text-sm font-semibold">
              {dayNames[day - 1]}
            </h3>
            {meetings.length === 0 ? (
              <p className="rounded-lg border border-dashed px-3 py-2 text-sm text-muted-foreground">
                {t('grid.noClasses')}
              </p>
            ) : (
              <ol className="grid gap-2">
                {meetings.map((placed) => (
                  <li
                    key={`${placed.subject.id}-${placed.section ?? ''}-${placed.start}`}
                    className={cn(
                      'grid grid-cols-[5.5rem_minmax(0,1fr)] gap-3 rounded-lg border border-l-4 p-3 text-sm',
                      subjectColour(placed.colour).block,
                      placed.subject.status === 'rejected' && 'border-dashed bg-card',
                    )}
                  >
                    <span className="grid content-start text-xs font-medium tabular-nums">
                      <span>{formatClock(placed.start)}</span>
                      <span className="opacity-80">{formatClock(placed.end)}</span>
                    </span>
                    <span className="grid min-w-0 gap-0.5">
                      <span className="font-mono text-xs font-semibold">
                        {placed.section
                          ? `${placed.subject.code} ${placed.section}`
                          : placed.subject.code}
                      </span>
                      <span className="break-words">{localName(placed.subject)}</span>
                      <span className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs">
                        <MeetingRoom room={placed.meeting.room} className="opacity-80" />
                        <StatusMark status={placed.subject.status} />
                      </span>
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        );
      })}
    </div>
  );
}
