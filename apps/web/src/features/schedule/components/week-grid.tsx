import { useTranslation } from 'react-i18next';
import { formatClock, GRID_HOURS, isOnGrid, type PlacedMeeting } from '../timetable';
import { MeetingBlock } from './meeting-block';

// One hour of the grid, tall enough for a one-hour class's code, name, time, room and status.
const HOUR_HEIGHT = '5rem';

/**
 * Monday to Friday (and a weekend day a class meets on), hourly rows from 8:00 AM to 5:00 PM
 * (spec section 2).
 */
export function WeekGrid({ days }: { days: Map<number, PlacedMeeting[]> }) {
  const { t } = useTranslation('schedule');
  const dayNames = t('days', { returnObjects: true });
  const bodyHeight = `calc(${HOUR_HEIGHT} * ${GRID_HOURS.length})`;
  const shownDays = [...days.keys()];
  return (
    <div
      role="group"
      aria-label={t('grid.label')}
      className="grid overflow-hidden rounded-lg border bg-card"
      style={{ gridTemplateColumns: `4.5rem repeat(${shownDays.length}, minmax(0, 1fr))` }}
    >
      <div className="border-b bg-muted/60 p-2 text-xs font-medium text-muted-foreground">
        {t('grid.time')}
      </div>
      {shownDays.map((day) => (
        <h3
          key={day}
          id={`grid-day-${day}`}
          className="border-b border-l bg-muted/60 p-2 text-center text-sm font-semibold"
        >
          {dayNames[day - 1]}
        </h3>
      ))}
      <ol aria-hidden className="relative" style={{ height: bodyHeight }}>
        {GRID_HOURS.map((hour) => (
          <li
            key={hour}
            className="border-t px-2 pt-1 text-xs whitespace-nowrap text-muted-foreground first:border-t-0"
            style={{ height: HOUR_HEIGHT }}
          >
            {formatClock(hour)}
          </li>
        ))}
      </ol>
      {shownDays.map((day) => (
        <section
          key={day}
          aria-labelledby={`grid-day-${day}`}
          className="relative border-l"
          style={{ height: bodyHeight }}
        >
          {GRID_HOURS.slice(1).map((hour, index) => (
            <div
              key={hour}
              aria-hidden
              className="absolute inset-x-0 border-t"
              style={{ top: `calc(${HOUR_HEIGHT} * ${index + 1})` }}
            />
          ))}
          <ol className="absolute inset-0">
            {(days.get(day) ?? []).filter(isOnGrid).map((placed) => (
              <MeetingBlock
                key={`${placed.subject.id}-${placed.section ?? ''}-${placed.start}`}
                placed={placed}
              />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
