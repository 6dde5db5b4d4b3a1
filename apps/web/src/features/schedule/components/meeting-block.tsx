import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { subjectColour } from '../subject-colours';
import { formatClock, GRID_END, GRID_START, type PlacedMeeting } from '../timetable';
import { MeetingRoom } from './meeting-room';
import { StatusMark } from './status-mark';
import { localName } from '@/lib/i18n';

const GRID_MINUTES = GRID_END - GRID_START;

/** One meeting in the weekly grid, spanning its hours; a rejected subject is drawn dashed. */
export function MeetingBlock({ placed }: { placed: PlacedMeeting }) {
  const { t } = useTranslation('schedule');
  const { subject, meeting } = placed;
  const start = Math.max(placed.start, GRID_START);
  const end = Math.min(placed.end, GRID_END);
  const style = {
    top: `${((start - GRID_START) / GRID_MINUTES) * 100}%`,
    height: `${((end - start) / GRID_MINUTES) * 100}%`,
    left: `${(placed.lane / placed.lanes) * 100}%`,
    width: `${100 / placed.lanes}%`,
  };
  // A one-hour class has room for four one-line rows: code, name (cut), time and room. The room
  // has a row of its own and is never cut: in a narrow column it wraps, and the name gives way
  // first, then the time (which the grid's rows also tell).
  const short = placed.end - placed.start <= 60;
  const time = t('meeting.time', {
    start: formatClock(placed.start),
    end: formatClock(placed.end),
  });
  return (
    <li className="absolute p-0.5" style={style} data-subject={subject.code}>
      <div
        className={cn(
          'flex h-full flex-col gap-0.5 overflow-hidden rounded-md border border-l-4 px-2 py-1 text-xs leading-tight',
          subjectColour(placed.colour).block,
          // Dashed on the card's own background: fading the block (as it once was) put its
          // time and room under the contrast minimum.
          subject.status === 'rejected' && 'border-dashed bg-card',
        )}
      >
        <span className="flex shrink-0 flex-wrap items-center justify-between gap-x-2">
          <span className="font-mono font-semibold">
            {placed.section ? `${subject.code} ${placed.section}` : subject.code}
          </span>
          <StatusMark status={subject.status} />
        </span>
        <span className={cn('min-h-0 shrink-8 break-words', short ? 'truncate' : 'line-clamp-2')}>
          {localName(subject)}
        </span>
        <span className="min-h-0 truncate opacity-80">{time}</span>
        <MeetingRoom room={meeting.room} className="shrink-0 opacity-80" />
      </div>
    </li>
  );
}
