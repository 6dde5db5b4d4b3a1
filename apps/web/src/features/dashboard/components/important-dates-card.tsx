import { CalendarClockIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCalendarEvents } from '@/lib/api/get-calendar-events';
import { useCurrentSemester } from '@/lib/api/get-period';
import { eventDates, eventKey, eventLabel } from '@/lib/calendar-event-text';

/** Key dates of the semester (spec section 2), as the registrar set them. */
export function ImportantDatesCard() {
  const { t } = useTranslation('dashboard');
  const { data: events, isPending, isError } = useCalendarEvents();
  const semester = useCurrentSemester();

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dates.title')}</CardTitle>
        <CardDescription>
          {semester === null
            ? t('dates.descriptionNoSemester')
            : semester && t('dates.description', semester)}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          // The four rows' space, kept while the dates load, so nothing below moves.
          <div className="grid gap-3" aria-hidden>
            {[0, 1, 2, 3].map((row) => (
              <div key={row} className="h-10 rounded-md bg-muted" />
            ))}
          </div>
        ) : isError ? (
          <p className="text-sm text-muted-foreground">{t('dates.error')}</p>
        ) : events.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('dates.empty')}</p>
        ) : (
          <ul className="grid gap-3">
            {events.map((event) => (
              <li key={eventKey(event)} className="flex items-center gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-secondary text-secondary-foreground">
                  <CalendarClockIcon className="size-4" aria-hidden />
                </span>
                <span className="grid">
                  <span className="text-sm font-medium">{eventLabel(event)}</span>
                  <time dateTime={event.startDate} className="text-sm text-muted-foreground">
                    {eventDates(event)}
                  </time>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
