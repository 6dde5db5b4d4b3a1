import { CalendarClockIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ACADEMIC_DATES } from '@/config/academic-calendar';
import { usePeriod } from '@/lib/api/get-period';
import { formatDate } from '@/lib/format-date';

// The deadline is the current period's end date; the other dates are the fixed calendar.
const STATIC_DATES = ACADEMIC_DATES.filter(({ key }) => key !== 'registrationDeadline');

/** Key dates of the semester (spec section 2). */
export function ImportantDatesCard() {
  const { t } = useTranslation(['dashboard', 'common']);
  const { data: period } = usePeriod();
  const dates = [
    ...(period ? [{ key: 'registrationDeadline' as const, date: period.endDate }] : []),
    ...STATIC_DATES,
  ];

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dates.title')}</CardTitle>
        <CardDescription>{t('dates.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {dates.map(({ key, date }) => (
            <li key={key} className="flex items-center gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-secondary text-secondary-foreground">
                <CalendarClockIcon className="size-4" aria-hidden />
              </span>
              <span className="grid">
                <span className="text-sm font-medium">{t(`common:importantDates.${key}`)}</span>
                <time dateTime={date} className="text-sm text-muted-foreground">
                  {formatDate(date)}
                </time>
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
