import type { SelectedSubject, Subject } from '@daftar/contract';
import { PinIcon, PinOffIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { localName } from '@/lib/i18n';
import { isFull, meetingText, sectionName } from '../plan-text';
import type { BuiltTimetable } from '../timetable-builder.types';
import { OptionGrid } from './option-grid';

interface ShownOptionProps {
  timetable: BuiltTimetable;
  number: number;
  byId: ReadonlyMap<number, Subject>;
  pinned: readonly number[];
  /** Subjects held outside the plan: drawn on the week as the time they already take. */
  held: readonly SelectedSubject[];
  onPin: (sectionId: number) => void;
}

/**
 * The option chosen, section by section with its times, lecturer and seats, each section pinned
 * or let go here; then the same drawn on the week. The list is what a screen reader reads: the
 * grid repeats it for the eye.
 */
export function ShownOption({ timetable, number, byId, pinned, held, onPin }: ShownOptionProps) {
  const { t } = useTranslation('plan');
  return (
    <section aria-labelledby="plan-shown-title" className="grid min-w-0 content-start gap-4">
      <h3 id="plan-shown-title" className="font-semibold">
        {t('shown.title', { number })}
      </h3>
      <ul className="grid gap-3">
        {timetable.choices.map((choice) => {
          const subject = byId.get(choice.subjectId);
          if (!subject) return null;
          return (
            <li key={choice.subjectId} className="grid gap-1.5 rounded-lg border p-3 text-sm">
              <p>
                <span className="font-mono font-semibold">{subject.code}</span>{' '}
                <span className="break-words">{localName(subject)}</span>
              </p>
              <ul className="grid gap-2">
                {choice.sectionIds.map((sectionId) => {
                  const section = subject.sections.find((s) => s.id === sectionId);
                  if (!section) return null;
                  const name = `${subject.code} ${sectionName(t, section)}`;
                  const isPinned = pinned.includes(sectionId);
                  const left = Math.max(section.capacity - section.registered, 0);
                  return (
                    <li key={sectionId} className="flex flex-wrap items-start gap-x-3 gap-y-1">
                      <span className="grid min-w-0 flex-1 basis-48 gap-0.5">
                        <span className="flex flex-wrap items-center gap-2">
                          <span className="font-medium">{sectionName(t, section)}</span>
                          {isPinned && (
                            <Badge variant="secondary">
                              <PinIcon aria-hidden />
                              {t('pin.pinned')}
                            </Badge>
                          )}
                          {isFull(section) ? (
                            <Badge variant="destructive">{t('shown.full')}</Badge>
                          ) : (
                            <span className="text-xs text-muted-foreground">
                              {t('shown.seats', { count: left, capacity: section.capacity })}
                            </span>
                          )}
                        </span>
                        <span className="text-muted-foreground">
                          {section.meetings
                            .map((m) => `${meetingText(m)}${m.room ? ` (${m.room})` : ''}`)
                            .join(', ')}
                          {section.lecturer && ` · ${section.lecturer}`}
                        </span>
                      </span>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={
                          isPinned ? t('pin.unpinSection', { name }) : t('pin.pinSection', { name })
                        }
                        onClick={() => onPin(sectionId)}
                      >
                        {isPinned ? <PinOffIcon aria-hidden /> : <PinIcon aria-hidden />}
                        {isPinned ? t('pin.unpin') : t('pin.pin')}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
      {held.length > 0 && (
        <p className="text-sm text-muted-foreground">
          {t('shown.held', { codes: held.map((subject) => subject.code).join(', ') })}
        </p>
      )}
      <OptionGrid timetable={timetable} byId={byId} pinned={pinned} held={held} />
    </section>
  );
}
