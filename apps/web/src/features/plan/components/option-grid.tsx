import type { SelectedSubject, Subject } from '@daftar/contract';
import { PinIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { shortWeekday } from '@/lib/schedule-text';
import { clockText, isFull, sectionName } from '../plan-text';
import type { BuiltTimetable } from '../timetable-builder.types';

// One hour of the grid: room for a code, a section and a time.
const HOUR_REM = 3.5;
// Subjects told apart by the theme's own surfaces and edges (both themes), and by their codes.
const SURFACES = [
  'border-primary bg-secondary text-secondary-foreground',
  'border-info bg-accent text-accent-foreground',
  'border-success bg-muted text-foreground',
  'border-warning bg-card text-card-foreground',
];

interface Block {
  key: string;
  code: string;
  /** The section, or for a subject held outside the plan, that it is held. */
  label: string;
  day: number;
  start: number;
  end: number;
  surface: string;
  full: boolean;
  pinned: boolean;
  held: boolean;
}

const minutes = (time: string) => {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  return hours * 60 + mins;
};

interface OptionGridProps {
  timetable: BuiltTimetable;
  byId: ReadonlyMap<number, Subject>;
  pinned: readonly number[];
  held: readonly SelectedSubject[];
}

/**
 * The option on the week: Monday to Friday (and a weekend day a class meets on), from 8 am or
 * the first class to 6 pm or the last. Hidden from screen readers, which have the list above it
 * (ShownOption); on a phone it scrolls sideways inside itself rather than widening the page.
 */
export function OptionGrid({ timetable, byId, pinned, held }: OptionGridProps) {
  const { t } = useTranslation('plan');
  const blocks: Block[] = [];
  timetable.choices.forEach((choice, index) => {
    const subject = byId.get(choice.subjectId);
    for (const section of subject?.sections.filter((s) => choice.sectionIds.includes(s.id)) ?? []) {
      for (const meeting of section.meetings) {
        blocks.push({
          key: `${section.id}-${meeting.day}-${meeting.startTime}`,
          day: meeting.day,
          start: minutes(meeting.startTime),
          end: minutes(meeting.endTime),
          code: subject!.code,
          label: sectionName(t, section),
          surface: SURFACES[index % SURFACES.length]!,
          full: isFull(section),
          pinned: pinned.includes(section.id),
          held: false,
        });
      }
    }
  });
  for (const subject of held) {
    for (const section of subject.parts ?? [subject.section]) {
      for (const meeting of section.meetings) {
        blocks.push({
          key: `held-${subject.id}-${section.id}-${meeting.day}-${meeting.startTime}`,
          day: meeting.day,
          start: minutes(meeting.startTime),
          end: minutes(meeting.endTime),
          code: subject.code,
          label: t('grid.held'),
          surface: 'border-border bg-muted text-muted-foreground',
          full: false,
          pinned: false,
          held: true,
        });
      }
    }
  }
  const days = [...new Set([1, 2, 3, 4, 5, ...blocks.map((b) => b.day)])].sort((a, b) => a - b);
  const first = Math.min(8 * 60, ...blocks.map((b) => Math.floor(b.start / 60) * 60));
  const last = Math.max(18 * 60, ...blocks.map((b) => Math.ceil(b.end / 60) * 60));
  const hours = Array.from({ length: (last - first) / 60 }, (_, i) => first + i * 60);
  const height = `${hours.length * HOUR_REM}rem`;

  return (
    <div aria-hidden className="overflow-x-auto rounded-lg border bg-card">
      <div
        className="grid min-w-[34rem]"
        style={{ gridTemplateColumns: `3.75rem repeat(${days.length}, minmax(0, 1fr))` }}
      >
        <div className="border-b bg-muted/60" />
        {days.map((day) => (
          <div
            key={day}
            className="border-b border-l bg-muted/60 p-1.5 text-center text-xs font-semibold"
          >
            {shortWeekday(day)}
          </div>
        ))}
        <div className="relative" style={{ height }}>
          {hours.map((hour, i) => (
            <span
              key={hour}
              className="absolute inset-x-0 px-1.5 pt-0.5 text-[0.6875rem] whitespace-nowrap text-muted-foreground"
              style={{ top: `${i * HOUR_REM}rem` }}
            >
              {clockText(`${String(hour / 60).padStart(2, '0')}:00`)}
            </span>
          ))}
        </div>
        {days.map((day) => (
          <div key={day} className="relative border-l" style={{ height }}>
            {hours.slice(1).map((hour, i) => (
              <div
                key={hour}
                className="absolute inset-x-0 border-t border-dashed"
                style={{ top: `${(i + 1) * HOUR_REM}rem` }}
              />
            ))}
            {blocks
              .filter((block) => block.day === day)
              .map((block) => (
                <div
                  key={block.key}
                  className="absolute inset-x-0.5 p-px"
                  style={{
                    top: `${((block.start - first) / 60) * HOUR_REM}rem`,
                    height: `${((block.end - block.start) / 60) * HOUR_REM}rem`,
                  }}
                >
                  <div
                    className={cn(
                      'flex h-full flex-col gap-0.5 overflow-hidden rounded-md border border-l-4 px-1.5 py-1 text-[0.6875rem] leading-tight',
                      block.surface,
                      block.held && 'border-dashed',
                      block.full && 'border-dashed border-destructive',
                    )}
                  >
                    <span className="flex shrink-0 items-center gap-1 font-mono font-semibold">
                      {block.pinned && <PinIcon className="size-3 shrink-0" />}
                      <span className="truncate">{block.code}</span>
                    </span>
                    <span className="shrink-0 truncate">{block.label}</span>
                    {/* A one-hour class has room for three lines: a full one says so in place of
                        its time, which the grid's rows also tell. */}
                    {block.full ? (
                      <span className="w-fit max-w-full shrink-0 truncate rounded bg-destructive px-1 font-semibold text-destructive-foreground">
                        {t('shown.full')}
                      </span>
                    ) : (
                      <span className="shrink-0 truncate opacity-80">
                        {clockText(minutesToTime(block.start))}
                      </span>
                    )}
                  </div>
                </div>
              ))}
          </div>
        ))}
      </div>
    </div>
  );
}

const minutesToTime = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
