import { formatCampusDateTime, type Period, type PeriodStatus } from '@daftar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarRangeIcon, HourglassIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { usePeriod } from '@/lib/api/get-period';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { currentLanguage } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { splitCountdown, useCountdown } from '../use-countdown';
import { PeriodStages } from './period-stages';

const STATUS_VARIANTS: Record<PeriodStatus, BadgeProps['variant']> = {
  Open: 'success',
  Upcoming: 'info',
  Closed: 'secondary',
};

/** The period's window, status and the student's credits against the maximum (spec section 2). */
export function PeriodBanner() {
  const { t } = useTranslation(['registration', 'common']);
  const { data: period, isPending, error, refetch, dataUpdatedAt } = usePeriod();

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
                {period.addDropEndDate !== null && period.addDropEndDate < period.endDate && (
                  <p className="text-sm text-muted-foreground">
                    {t('period.addDropEnds')}:{' '}
                    <time dateTime={period.addDropEndDate}>
                      {formatDate(period.addDropEndDate)}
                    </time>
                  </p>
                )}
                <PeriodStages period={period} />
                {period.standing !== null &&
                  period.standing !== 'good' &&
                  period.standingName !== null && (
                    // The registrar's own name for it, in the reader's language: why the maximum
                    // is lower (probation) or higher (a Dean's list) than the period's.
                    <p
                      className={cn(
                        'text-sm font-medium',
                        period.standing === 'probation' ? 'text-destructive' : 'text-foreground',
                      )}
                    >
                      {t('period.standing', {
                        name:
                          currentLanguage() === 'ms'
                            ? period.standingName.ms
                            : period.standingName.en,
                        max: period.creditMax,
                      })}
                    </p>
                  )}
                {period.creditMin > 0 && (
                  <p className="text-sm text-muted-foreground">
                    {t('period.creditMin', { count: period.creditMin })}
                  </p>
                )}
                {period.status === 'Upcoming' && (
                  <OpeningCountdown
                    key={`${period.opensAt} ${dataUpdatedAt}`}
                    period={period}
                    receivedAt={dataUpdatedAt}
                  />
                )}
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

/**
 * Before the period opens for this student (their year may open at its own time), the time it
 * opens and a countdown on the server's clock; at zero the period is read again, which opens it.
 */
function OpeningCountdown({ period, receivedAt }: { period: Period; receivedAt: number }) {
  const { t } = useTranslation('registration');
  const queryClient = useQueryClient();
  const left = useCountdown(period.opensAt, period.serverTime, receivedAt);
  useEffect(() => {
    if (left === 0) void queryClient.invalidateQueries({ queryKey: queryKeys.period });
  }, [left, queryClient]);
  const { days, clock } = splitCountdown(left);
  return (
    <div className="mt-1 grid gap-0.5 rounded-md bg-info/10 px-3 py-2 text-sm">
      <p className="font-medium">
        {t('period.opensAt', { time: formatCampusDateTime(period.opensAt, currentLanguage()) })}
      </p>
      <p className="flex items-center gap-1.5 tabular-nums">
        <HourglassIcon className="size-4 shrink-0" aria-hidden />
        {/* Announced once by its text, not every second. */}
        <span role="timer" aria-live="off">
          {days > 0
            ? t('period.opensInDays', { count: days, clock })
            : t('period.opensIn', { clock })}
        </span>
      </p>
    </div>
  );
}
