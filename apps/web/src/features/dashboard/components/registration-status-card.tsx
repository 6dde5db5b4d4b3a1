import type { PeriodStatus } from '@daftar/contract';
import { ArrowRightIcon, CalendarDaysIcon, HistoryIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryError } from '@/components/query-error';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { StudentStatusNotice } from '@/components/student-status-notice';
import { usePeriod } from '@/lib/api/get-period';
import { formatDate } from '@/lib/format-date';
import { HttpError } from '@/lib/http-client';
import { RegistrationState } from './registration-state';

const STATUS_VARIANTS: Record<PeriodStatus, BadgeProps['variant']> = {
  Open: 'success',
  Upcoming: 'info',
  Closed: 'secondary',
};

/**
 * The current period at a glance. Students see their own registration's state and credits, and
 * go on to register or to their schedule and history; reviewers go to the review page instead.
 */
export function RegistrationStatusCard({
  isStudent,
  isAdmin,
}: {
  isStudent: boolean;
  isAdmin: boolean;
}) {
  const { t } = useTranslation(['dashboard', 'common']);
  const { data: period, isPending, error, refetch } = usePeriod();
  // A university still setting up has no period: that is news, not a failure (issue 42).
  const noSemester = error instanceof HttpError && error.status === 404;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('status.title')}</CardTitle>
        <CardDescription>{t('status.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending && <Spinner className="size-6 text-primary" />}
        {noSemester ? (
          <p className="text-muted-foreground">
            {isAdmin ? t('status.noSemesterAdmin') : t('status.noSemester')}
          </p>
        ) : (
          error && (
            <QueryError title={t('status.error')} error={error} onRetry={() => void refetch()} />
          )
        )}
        {isStudent && (
          <div className="mb-4 empty:hidden">
            <StudentStatusNotice period={period} />
          </div>
        )}
        {period && (
          <dl className="grid gap-4 sm:grid-cols-3">
            <div className="grid gap-1">
              <dt className="text-sm text-muted-foreground">{t('status.period')}</dt>
              <dd>
                <Badge variant={STATUS_VARIANTS[period.status]}>
                  {t(`common:periodStatus.${period.status}`)}
                </Badge>
              </dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-sm text-muted-foreground">{t('status.semester')}</dt>
              <dd className="font-medium">{t('common:semester', period)}</dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-sm text-muted-foreground">{t('status.window')}</dt>
              <dd className="font-medium">
                {formatDate(period.startDate)} – {formatDate(period.endDate)}
              </dd>
            </div>
            {isStudent && <RegistrationState />}
            {isStudent && (
              // One dt and its two dds (the figure and the bar), as a <dl> allows (axe dlitem).
              <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2 text-sm sm:col-span-3">
                <dt id="credits-label" className="text-muted-foreground">
                  {t('status.credits')}
                </dt>
                <dd className="font-medium tabular-nums">
                  {t('status.creditsValue', {
                    selected: period.creditSelected,
                    max: period.creditMax,
                  })}
                </dd>
                <dd className="col-span-2">
                  <Progress
                    aria-labelledby="credits-label"
                    value={period.creditSelected}
                    max={period.creditMax}
                  />
                </dd>
              </div>
            )}
          </dl>
        )}
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        <Button asChild className="w-full sm:w-auto">
          <Link to={isStudent ? paths.registration : paths.admin}>
            {isStudent ? t('status.continue') : t('status.manage')}
            <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
        {isStudent && (
          <>
            <Button asChild variant="outline" className="w-full sm:w-auto">
              <Link to={paths.schedule}>
                <CalendarDaysIcon aria-hidden />
                {t('status.schedule')}
              </Link>
            </Button>
            <Button asChild variant="outline" className="w-full sm:w-auto">
              <Link to={paths.history}>
                <HistoryIcon aria-hidden />
                {t('status.history')}
              </Link>
            </Button>
          </>
        )}
      </CardFooter>
    </Card>
  );
}
