import { formatCampusDateTime, type AdminPeriod } from '@daftar/contract';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format-date';
import { currentLanguage } from '@/lib/i18n';
import { useAdminPeriods, useUpdatePeriod } from '../api/periods';
import { PeriodCalendar } from './period-calendar';
import { PeriodFormDialog } from './period-form-dialog';
import { PeriodLists } from './period-lists';
import { PeriodRecordLines } from './period-record-lines';
import { PeriodStageLines } from './period-stage-lines';

const STATUS_VARIANTS = { Open: 'success', Upcoming: 'info', Closed: 'secondary' } as const;

/**
 * The registrar's semesters: each one's window and later stages, credits, openings by year,
 * calendar, and its lists after the window (Not Registered, the bursary's export).
 */
export function SemestersPage() {
  const { t } = useTranslation('registrar');
  const { data: periods, isPending, error, refetch } = useAdminPeriods();
  const [creating, setCreating] = useState(false);

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('semesters.title')}
        description={t('semesters.description')}
        action={
          <Button onClick={() => setCreating(true)}>
            <PlusIcon className="size-4" aria-hidden />
            {t('semesters.new')}
          </Button>
        }
      />
      <PeriodFormDialog open={creating} onOpenChange={setCreating} />
      {isPending && <Spinner className="size-6 text-primary" />}
      {error && (
        <QueryError title={t('semesters.error')} error={error} onRetry={() => void refetch()} />
      )}
      {periods?.length === 0 && <p className="text-muted-foreground">{t('semesters.empty')}</p>}
      <ul className="grid gap-4">
        {periods?.map((period) => (
          <PeriodCard key={period.id} period={period} />
        ))}
      </ul>
    </div>
  );
}

function PeriodCard({ period }: { period: AdminPeriod }) {
  const { t } = useTranslation(['registrar', 'common']);
  const [editing, setEditing] = useState(false);
  const [showCalendar, setShowCalendar] = useState(period.isCurrent);
  const closing = useUpdatePeriod(
    period.closedAt ? t('semesters.toast.reopened') : t('semesters.toast.closed'),
    t('semesters.toast.failed'),
  );
  const current = useUpdatePeriod(t('semesters.toast.madeCurrent'), t('semesters.toast.failed'));
  const name = t('semesters.name', period);
  const language = currentLanguage();

  return (
    <li>
      <Card className="py-4">
        <CardContent className="grid gap-3 px-4 sm:px-5">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="grid gap-1">
              <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
                {name}
                <Badge variant={STATUS_VARIANTS[period.status]}>
                  {t(`common:periodStatus.${period.status}`)}
                </Badge>
                {period.isCurrent && <Badge variant="outline">{t('semesters.current')}</Badge>}
              </h2>
              <p className="text-sm text-muted-foreground">
                {t('semesters.window', {
                  start: formatDate(period.startDate),
                  end: formatDate(period.endDate),
                })}
              </p>
              <PeriodStageLines period={period} />
              <p className="text-sm text-muted-foreground">
                {period.creditMin > 0
                  ? t('semesters.credits', { min: period.creditMin, max: period.creditMax })
                  : t('semesters.creditsNoMin', { max: period.creditMax })}
                {period.overloadCap !== null &&
                  ` · ${t('semesters.overloadCap', { cap: period.overloadCap })}`}
              </p>
              {period.yearOpenings.map((opening) => (
                <p key={opening.year} className="text-sm text-muted-foreground">
                  {t('semesters.opening', {
                    year: opening.year,
                    time: formatCampusDateTime(opening.opensAt, language),
                  })}
                </p>
              ))}
              <PeriodRecordLines period={period} />
              {period.closedAt && (
                <p className="text-sm text-muted-foreground">
                  {t('semesters.closedEarly', {
                    time: formatCampusDateTime(period.closedAt, language),
                  })}
                </p>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                aria-label={t('semesters.editOf', period)}
                onClick={() => setEditing(true)}
              >
                {t('semesters.edit')}
              </Button>
              {!period.isCurrent && (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={current.isPending}
                  onClick={() => current.mutate({ id: period.id, body: { isCurrent: true } })}
                >
                  {t('semesters.makeCurrent')}
                </Button>
              )}
              {/* A semester past its dates is over: only an early closing can be taken back. */}
              {(period.closedAt !== null || period.status !== 'Closed') && (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={closing.isPending}
                  onClick={() =>
                    closing.mutate({ id: period.id, body: { closed: period.closedAt === null } })
                  }
                >
                  {period.closedAt ? t('semesters.reopen') : t('semesters.closeNow')}
                </Button>
              )}
            </div>
          </div>
          <details
            open={showCalendar}
            onToggle={(event) => setShowCalendar(event.currentTarget.open)}
            className="rounded-md border p-3"
          >
            <summary className="cursor-pointer text-sm font-semibold">
              {t('semesters.calendar.title')}
            </summary>
            {showCalendar && <PeriodCalendar periodId={period.id} />}
          </details>
          <PeriodLists period={period} />
        </CardContent>
      </Card>
      <PeriodFormDialog period={period} open={editing} onOpenChange={setEditing} />
    </li>
  );
}
