import { HourglassIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSelectedSubjects } from '@/lib/api/get-selected-subjects';
import { useLeaveWaitlist, useWaitlist } from '../api/waitlist';
import { localName } from '@/lib/i18n';

/**
 * The student's places on waitlists, under their selection: "Waitlisted: 3 of 12", what the
 * seat will cost them, why a seat passed them by when one did, and Leave. The places move live.
 */
export function WaitlistPlaces() {
  const { t } = useTranslation('registration');
  const { data: places = [] } = useWaitlist();
  const { data: selection = [] } = useSelectedSubjects();
  // What the seat will cost: a held subject given up, or the current section of this one.
  const swapOf = (place: (typeof places)[number]) => {
    if (place.swapSubjectId === null) return null;
    if (place.swapSubjectId === place.subjectId) return t('waitlist.moves');
    const given = selection.find((s) => s.id === place.swapSubjectId);
    return given ? t('waitlist.givesUp', { code: given.code }) : null;
  };
  const leave = useLeaveWaitlist();
  const headingId = useId();
  if (places.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        {t('waitlist.listTitle')}
      </h3>
      <ul className="divide-y overflow-hidden rounded-lg border">
        {places.map((place) => (
          <li key={place.subjectId} className="flex items-start justify-between gap-3 p-3">
            <div className="grid min-w-0 gap-0.5">
              <span className="font-mono text-sm font-semibold">{place.code}</span>
              <span className="text-sm break-words">{localName(place)}</span>
              <span className="flex items-center gap-1 text-xs font-medium text-primary tabular-nums">
                <HourglassIcon className="size-3" aria-hidden />
                {t('waitlist.place', place)}
              </span>
              {swapOf(place) && (
                <span className="text-xs break-words text-muted-foreground">{swapOf(place)}</span>
              )}
              {place.skippedBecause && (
                <span className="text-xs break-words text-muted-foreground">
                  {t('waitlist.passedOver', { reason: place.skippedBecause })}
                </span>
              )}
            </div>
            <Button
              variant="outline"
              size="sm"
              aria-label={t('waitlist.leaveFor', { code: place.code })}
              disabled={leave.isPending && leave.variables?.subjectId === place.subjectId}
              onClick={() => leave.mutate(place)}
            >
              {t('waitlist.leave')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
