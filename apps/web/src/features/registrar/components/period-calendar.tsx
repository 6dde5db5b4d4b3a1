import { CALENDAR_EVENT_KINDS, type CalendarEventKind } from '@daftar/contract';
import { CalendarPlusIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
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
import { fieldErrors } from '@/lib/http-client';
import { useAddCalendarEvent, useDeleteCalendarEvent, usePeriodCalendar } from '../api/periods';

// Input types, named so the copy lint knows them for what they are.
const TEXT = 'text';
const DATE = 'date';

/** A semester's important dates as students see them, its own among them, and a form for more. */
export function PeriodCalendar({ periodId }: { periodId: number }) {
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
