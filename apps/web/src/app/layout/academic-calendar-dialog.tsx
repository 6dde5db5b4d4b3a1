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
import { ACADEMIC_DATES } from '@/config/academic-calendar';
import { formatDate } from '@/lib/format-date';
import { Spinner } from '@/components/ui/spinner';
import { HeaderAction } from './header-action';

// The calendar widget is loaded when the dialog first opens, not with every page.
const Calendar = lazy(async () => ({
  default: (await import('@/components/ui/calendar')).Calendar,
}));

const importantDays = ACADEMIC_DATES.map(({ date }) => parseISO(date));

/** The 2025/2026 calendar with its four important dates marked and listed (spec section 2). */
export function AcademicCalendarDialog() {
  const { t } = useTranslation(['layout', 'common']);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <HeaderAction icon={CalendarDaysIcon} label={t('calendar.trigger')} />
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('calendar.title')}</DialogTitle>
          <DialogDescription>{t('calendar.description')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-6 sm:grid-cols-[auto_1fr] sm:items-start">
          <Suspense
            fallback={
              <div className="mx-auto flex size-72 items-center justify-center">
                <Spinner className="size-6 text-primary" />
              </div>
            }
          >
            <Calendar
              className="mx-auto rounded-lg border"
              defaultMonth={importantDays[0]}
              modifiers={{ important: importantDays }}
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
              {ACADEMIC_DATES.map(({ key, date }) => (
                <li
                  key={key}
                  className="flex items-center justify-between gap-3 rounded-md border bg-muted/40 px-3 py-2 text-sm"
                >
                  <span className="flex items-center gap-2">
                    <span className="size-2.5 shrink-0 rounded-full bg-primary" aria-hidden />
                    {t(`common:importantDates.${key}`)}
                  </span>
                  <time dateTime={date} className="font-medium whitespace-nowrap">
                    {formatDate(date)}
                  </time>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </DialogContent>
    </Dialog>
  );
}
