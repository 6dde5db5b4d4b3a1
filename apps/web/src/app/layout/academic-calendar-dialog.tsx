import { parseISO } from 'date-fns';
import { CalendarDaysIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useCalendarEvents } from '@/lib/api/get-calendar-events';
import { useCurrentSemester } from '@/lib/api/get-period';
import { eventDates, eventKey, eventLabel } from '@/lib/calendar-event-text';
import { HeaderAction } from './header-action';

// The calendar widget is loaded when the dialog first opens, not with every page.
const Calendar = lazy(async () => ({
  default: (await import('@/components/ui/calendar')).Calendar,
}));

/** The semester's calendar, its important dates marked on it and listed (spec section 2). */
export function AcademicCalendarDialog() {
  const { t } = useTranslation(['layout', 'common']);
  const semester = useCurrentSemester();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <HeaderAction icon={CalendarDaysIcon} label={t('calendar.trigger')} />
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {semester ? t('calendar.title', semester) : t('calendar.titleNoSemester')}
          </DialogTitle>
          <DialogDescription>
            {semester === null
              ? t('calendar.noSemester')
              : semester && t('calendar.description', { semester: t('common:semester', semester) })}
          </DialogDescription>
        </DialogHeader>
        {semester !== null && <CalendarDates />}
      </DialogContent>
    </Dialog>
  );
}

/** Loaded when the dialog opens: the month of the next important date, and the list. */
function CalendarDates() {
  const { t } = useTranslation('layout');
  const { data: events, isPending, isError } = useCalendarEvents();
  const spinner = (
    <div className="mx-auto flex size-72 items-center justify-center">
      <Spinner className="size-6 text-primary" />
    </div>
  );
  if (isPending) return spinner;
  if (isError) return <p className="text-sm text-muted-foreground">{t('calendar.error')}</p>;
  if (events.length === 0)
    return <p className="text-sm text-muted-foreground">{t('calendar.empty')}</p>;

  const today = new Date().toISOString().slice(0, 10);
  const next = events.find((event) => (event.endDate ?? event.startDate) >= today) ?? events[0]!;
  const marked = events.map((event) =>
    event.endDate === null
      ? parseISO(event.startDate)
      : { from: parseISO(event.startDate), to: parseISO(event.endDate) },
  );
  return (
    <div className="grid gap-6 sm:grid-cols-[auto_1fr] sm:items-start">
      <Suspense fallback={spinner}>
        <Calendar
          className="mx-auto rounded-lg border"
          defaultMonth={parseISO(next.startDate)}
          modifiers={{ important: marked }}
          modifiersClassNames={{
            important: 'rounded-md bg-primary font-semibold text-primary-foreground',
          }}
        />
      </Suspense>
      <section aria-labelledby="calendar-dates-heading" className="grid gap-3">
        <h3 id="calendar-dates-heading" className="font-medium">
          {t('calendar.listTitle')}
        </h3>
        <ul className="grid gap-2">
          {events.map((event) => (
            <li
              key={eventKey(event)}
              className="flex items-center justify-between gap-3 rounded-md border bg-muted/40 px-3 py-2 text-sm"
            >
              <span className="flex items-center gap-2">
                <span className="size-2.5 shrink-0 rounded-full bg-primary" aria-hidden />
                {eventLabel(event)}
              </span>
              <time dateTime={event.startDate} className="text-right font-medium">
                {eventDates(event)}
              </time>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
