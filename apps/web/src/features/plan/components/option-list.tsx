import type { PlanPreferences, Subject } from '@daftar/contract';
import type { TFunction } from 'i18next';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { factsText } from '../option-facts';
import { timetableKey } from '../plan-draft';
import { isFull, placeText } from '../plan-text';
import type { BuiltTimetable } from '../timetable-builder.types';

/** Options listed before "Show all": the best few are what a student compares. */
const FIRST_SHOWN = 5;

/** Each subject's place in a timetable, "WIX1002 L1 + T3", with how many of it are full. */
function placesOf(
  t: TFunction<'plan'>,
  timetable: BuiltTimetable,
  byId: ReadonlyMap<number, Subject>,
) {
  return timetable.choices.map(({ subjectId, sectionIds }) => {
    const subject = byId.get(subjectId);
    const full = subject?.sections.filter((s) => sectionIds.includes(s.id) && isFull(s)).length;
    return {
      subjectId,
      code: subject?.code ?? '',
      place: placeText(t, subject, sectionIds),
      full: full ? t('options.fullMark', { count: full }) : null,
    };
  });
}

interface OptionListProps {
  timetables: readonly BuiltTimetable[];
  shown: number;
  byId: ReadonlyMap<number, Subject>;
  preferences: PlanPreferences;
  onChoose: (key: string) => void;
}

/**
 * The builder's timetables, best first, as a group of radio buttons: the one chosen is drawn on
 * the week beside it and saved as the plan's places. Each says why it ranks there and which
 * sections it takes, full ones marked in words.
 */
export function OptionList({ timetables, shown, byId, preferences, onChoose }: OptionListProps) {
  const { t } = useTranslation('plan');
  const id = useId();
  const [showAll, setShowAll] = useState(false);
  const listed = showAll ? timetables : timetables.slice(0, Math.max(FIRST_SHOWN, shown + 1));
  // "Show all" goes once pressed: the focus moves on to the first option it brought.
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    if (firstNew.current === null) return;
    document.getElementById(`${id}-${firstNew.current}`)?.focus();
    firstNew.current = null;
  }, [showAll, id]);

  return (
    <fieldset className="grid min-w-0 content-start gap-2">
      <legend className="mb-2 text-sm font-semibold">{t('options.legend')}</legend>
      <ol className="grid gap-2">
        {listed.map((timetable, index) => {
          const key = timetableKey(timetable.choices);
          const optionId = `${id}-${index}`;
          const places = placesOf(t, timetable, byId);
          return (
            <li key={key}>
              <label
                htmlFor={optionId}
                className="flex cursor-pointer gap-3 rounded-lg border p-3 text-sm transition-colors hover:bg-accent/50 has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
              >
                <input
                  id={optionId}
                  type="radio"
                  name={id}
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                  checked={index === shown}
                  onChange={() => onChoose(key)}
                  aria-labelledby={`${optionId}-name`}
                  aria-describedby={`${optionId}-facts ${optionId}-places`}
                />
                <span className="grid min-w-0 gap-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <span id={`${optionId}-name`} className="font-semibold">
                      {t('options.name', { number: index + 1 })}
                    </span>
                    {index === 0 && <Badge variant="secondary">{t('options.best')}</Badge>}
                  </span>
                  <span id={`${optionId}-facts`} className="text-xs text-muted-foreground">
                    {factsText(t, timetable.facts, preferences).join(' · ')}
                  </span>
                  {/* Read as one sentence, one subject after another; the lines are for the eye. */}
                  <span id={`${optionId}-places`} className="sr-only">
                    {places
                      .map(({ code, place, full }) => `${code} ${place}${full ? ` (${full})` : ''}`)
                      .join('; ')}
                  </span>
                  <span aria-hidden className="grid gap-0.5 text-xs">
                    {places.map(({ subjectId, code, place, full }) => (
                      <span key={subjectId} className="block">
                        <span className="font-mono font-medium">{code}</span> {place}
                        {full && (
                          <span className="ml-1.5 rounded bg-destructive px-1 font-medium text-destructive-foreground">
                            {full}
                          </span>
                        )}
                      </span>
                    ))}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ol>
      {timetables.length > listed.length && (
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => {
            firstNew.current = listed.length;
            setShowAll(true);
          }}
        >
          {t('options.showAll', { count: timetables.length })}
        </Button>
      )}
    </fieldset>
  );
}
