import {
  CALENDAR_EVENT_KINDS,
  formatCampusDateTime,
  type AdminPeriod,
  type CalendarEventKind,
} from '@daftar/contract';
import { CalendarPlusIcon, PlusIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { eventDates, eventKey, eventLabel } from '@/lib/calendar-event-text';
import { formatDate } from '@/lib/format-date';
import { fieldErrors } from '@/lib/http-client';
import { currentLanguage } from '@/lib/i18n';
import {
  useAddCalendarEvent,
  useAdminPeriods,
  useDeleteCalendarEvent,
  usePeriodCalendar,
  useUpdatePeriod,
} from '../api/periods';
import { PeriodFormDialog } from './period-form-dialog';
import { PeriodRecordLines } from './period-record-lines';

// Input types, named so the copy lint knows them for what they are.
const TEXT = 'text';
const DATE = 'date';

const STATUS_VARIANTS = { Open: 'success', Upcoming: 'info', Closed: 'secondary' } as const;

/** The registrar's semesters: each one's window, credits, openings by year and calendar. */
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
              {period.addDropEndDate && (
                <p className="text-sm text-muted-foreground">
                  {t('semesters.addDropEnds', { date: formatDate(period.addDropEndDate) })}
                </p>
              )}
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
        </CardContent>
      </Card>
      <PeriodFormDialog period={period} open={editing} onOpenChange={setEditing} />
    </li>
  );
}

function PeriodCalendar({ periodId }: { periodId: number }) {
  const { t } = useTranslation('registrar');
  const { data: events, isPending } = usePeriodCalendar(periodId);
  const remove = useDeleteCalendarEvent(
    t('semesters.calendar.removed'),
    t('semesters.calendar.failed'),
  );
  return (
    <div className="mt-3 grid gap-4">
      {isPending && <Spinner className="size-5 text-primary" />}
      <ul className="grid gap-2">
        {events?.map((event) => (
          <li
            key={eventKey(event)}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted/40 px-3 py-2 text-sm"
          >
            <span className="grid">
              <span className="font-medium">{eventLabel(event)}</span>
              <span className="text-muted-foreground">{eventDates(event)}</span>
            </span>
            {event.id === null ? (
              <span className="text-xs text-muted-foreground">
                {t('semesters.calendar.fromPeriod')}
              </span>
            ) : (
              <Button
                variant="outline"
                size="sm"
                aria-label={t('semesters.calendar.removeOf', { label: eventLabel(event) })}
                disabled={remove.isPending}
                onClick={() => remove.mutate(event.id!)}
              >
                {t('semesters.calendar.remove')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <NewCalendarEvent periodId={periodId} />
    </div>
  );
}

function NewCalendarEvent({ periodId }: { periodId: number }) {
  const { t } = useTranslation('registrar');
  const id = useId();
  const empty = { labelEn: '', labelMs: '', startDate: '', endDate: '' };
  const [kind, setKind] = useState<CalendarEventKind>('classes');
  const [values, setValues] = useState(empty);
  const add = useAddCalendarEvent(t('semesters.calendar.added'), t('semesters.calendar.failed'));
  const fields = fieldErrors(add.error);
  const input = (
    key: keyof typeof empty,
    label: string,
    error: string | undefined,
    type: 'text' | 'date',
  ) => (
    <FormField id={`${id}-${key}`} label={label} error={error}>
      <Input
        type={type}
        value={values[key]}
        onChange={(event) => setValues({ ...values, [key]: event.target.value })}
      />
    </FormField>
  );
  return (
    <form
      className="grid gap-3 border-t pt-3 sm:grid-cols-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate(
          {
            periodId,
            kind,
            label: { en: values.labelEn, ms: values.labelMs },
            startDate: values.startDate,
            endDate: values.endDate || null,
          },
          { onSuccess: () => setValues(empty) },
        );
      }}
    >
      {input('labelEn', t('semesters.calendar.labelEn'), fields['label.en'], TEXT)}
      {input('labelMs', t('semesters.calendar.labelMs'), fields['label.ms'], TEXT)}
      {input('startDate', t('semesters.calendar.startDate'), fields.startDate, DATE)}
      {input('endDate', t('semesters.calendar.endDate'), fields.endDate, DATE)}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-kind`}>{t('semesters.calendar.kind')}</Label>
        <Select value={kind} onValueChange={(value) => setKind(value as CalendarEventKind)}>
          <SelectTrigger id={`${id}-kind`} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {CALENDAR_EVENT_KINDS.map((option) => (
              <SelectItem key={option} value={option}>
                {t(`semesters.calendar.kinds.${option}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex items-end">
        <Button type="submit" variant="outline" disabled={add.isPending}>
          <CalendarPlusIcon className="size-4" aria-hidden />
          {t('semesters.calendar.add')}
        </Button>
      </div>
    </form>
  );
}
