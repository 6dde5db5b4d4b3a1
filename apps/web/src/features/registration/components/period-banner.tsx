import type { PeriodStatus } from '@daftar/contract';
import { CalendarRangeIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { usePeriod } from '@/lib/api/get-period';
import { formatDate } from '@/lib/format-date';

const STATUS_VARIANTS: Record<PeriodStatus, BadgeProps['variant']> = {
  Open: 'success',
  Upcoming: 'info',
  Closed: 'secondary',
};

/** The period's window, status and the student's credits against the maximum (spec section 2). */
export function PeriodBanner() {
  const { t } = useTranslation(['registration', 'common']);
  const { data: period, isPending, error, refetch } = usePeriod();

  return (
    <Card aria-label={t('period.label')} role="region" className="py-4">
      <CardContent className="px-4 sm:px-5">
        {isPending && <Spinner className="size-6 text-primary" />}
        {error && (
          <QueryError title={t('period.error')} error={error} onRetry={() => void refetch()} />
        )}
        {period && (
          <div className="grid gap-4 md:grid-cols-[auto_minmax(12rem,20rem)] md:items-center md:justify-between">
            <div className="flex items-start gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                <CalendarRangeIcon className="size-5" aria-hidden />
              </span>
              <div className="grid gap-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  {t('common:semester', period)}
                  <Badge variant={STATUS_VARIANTS[period.status]}>
                    <span className="sr-only">{t('period.status')}: </span>
                    {t(`common:periodStatus.${period.status}`)}
                  </Badge>
                </p>
                <p className="text-sm text-muted-foreground">
                  {t('period.window')}:{' '}
                  <time dateTime={period.startDate}>{formatDate(period.startDate)}</time> –{' '}
                  <time dateTime={period.endDate}>{formatDate(period.endDate)}</time>
                </p>
              </div>
            </div>
            <div className="grid gap-2">
              <p id="period-credits" className="text-sm font-medium tabular-nums">
                {t('period.credits', { selected: period.creditSelected, max: period.creditMax })}
              </p>
              <Progress
                aria-labelledby="period-credits"
                value={period.creditSelected}
                max={period.creditMax}
              />
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
