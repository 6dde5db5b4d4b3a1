import { YEARS, type AdminPeriod, type YearOpening } from '@daftar/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { fieldErrors } from '@/lib/http-client';
import { useCreatePeriod, useUpdatePeriod } from '../api/periods';
import { fromCampusInput, toCampusInput } from './campus-time-input';
import { PeriodRecordFields, recordBody, recordValuesOf } from './period-record-fields';
import { PeriodStageFields, stageBody, stageValuesOf } from './period-stage-fields';

const NUMERIC_FIELDS = new Set(['semester', 'creditMin', 'creditMax', 'overloadCap']);

interface PeriodFormDialogProps {
  /** The period to edit; none for a new one. */
  period?: AdminPeriod;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A semester's fields, new or edited; the server's field messages are shown under each field. */
export function PeriodFormDialog({ period, open, onOpenChange }: PeriodFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        {open && <PeriodForm period={period} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function PeriodForm({ period, onDone }: { period?: AdminPeriod; onDone: () => void }) {
  const { t } = useTranslation('registrar');
  const id = useId();
  const [values, setValues] = useState({
    semester: String(period?.semester ?? ''),
    academicYear: period?.academicYear ?? '',
    startDate: period?.startDate ?? '',
    endDate: period?.endDate ?? '',
    creditMin: String(period?.creditMin ?? 0),
    creditMax: String(period?.creditMax ?? 20),
    // Empty: the semester takes no requests for more credits (issue 44).
    overloadCap: period?.overloadCap == null ? '' : String(period.overloadCap),
    makeCurrent: false,
  });
  const [record, setRecord] = useState(() => recordValuesOf(period));
  const [stages, setStages] = useState(() => stageValuesOf(period));
  const [openings, setOpenings] = useState<Record<number, string>>(() =>
    Object.fromEntries((period?.yearOpenings ?? []).map((o) => [o.year, toCampusInput(o.opensAt)])),
  );
  const create = useCreatePeriod(t('semesters.toast.created'), t('semesters.toast.failed'));
  const update = useUpdatePeriod(t('semesters.toast.saved'), t('semesters.toast.failed'));
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const fields = fieldErrors(failure);

  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [key]: event.target.value });
  const field = (key: Exclude<keyof typeof values, 'makeCurrent'>, type: 'text' | 'date') => (
    <FormField id={`${id}-${key}`} label={t(`semesters.form.${key}`)} error={fields[key]}>
      <Input
        type={type}
        inputMode={NUMERIC_FIELDS.has(key) ? 'numeric' : undefined}
        value={values[key]}
        onChange={set(key)}
      />
    </FormField>
  );

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (saving) return;
        const yearOpenings: YearOpening[] = YEARS.filter((year) => openings[year]).map((year) => ({
          year,
          opensAt: fromCampusInput(openings[year]!),
        }));
        const body = {
          semester: Number(values.semester),
          academicYear: values.academicYear.trim(),
          startDate: values.startDate,
          endDate: values.endDate,
          creditMin: Number(values.creditMin),
          creditMax: Number(values.creditMax),
          overloadCap: values.overloadCap.trim() === '' ? null : Number(values.overloadCap),
          yearOpenings,
          ...stageBody(stages),
          ...recordBody(record),
          ...(values.makeCurrent ? { isCurrent: true as const } : {}),
        };
        if (period) update.mutate({ id: period.id, body }, { onSuccess: onDone });
        else create.mutate(body, { onSuccess: onDone });
      }}
    >
      <DialogHeader>
        <DialogTitle>
          {period ? t('semesters.form.titleEdit') : t('semesters.form.titleNew')}
        </DialogTitle>
        <DialogDescription>{t('semesters.form.description')}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('semester', 'text')}
        {field('academicYear', 'text')}
        {field('startDate', 'date')}
        {field('endDate', 'date')}
        {field('creditMin', 'text')}
        {field('creditMax', 'text')}
        <div className="grid gap-1.5 sm:col-span-2">
          {field('overloadCap', 'text')}
          <p className="text-xs text-muted-foreground">{t('semesters.form.overloadCapHint')}</p>
        </div>
      </div>
      <PeriodStageFields id={id} values={stages} onChange={setStages} fields={fields} />
      <fieldset className="grid gap-3 rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">{t('semesters.form.openings')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {YEARS.map((year) => (
            <FormField
              key={year}
              id={`${id}-opening-${year}`}
              label={t('semesters.form.openingYear', { year })}
            >
              <Input
                type="datetime-local"
                value={openings[year] ?? ''}
                onChange={(event) => setOpenings({ ...openings, [year]: event.target.value })}
              />
            </FormField>
          ))}
        </div>
        {fields.yearOpenings && <p className="text-sm text-destructive">{fields.yearOpenings}</p>}
      </fieldset>
      <PeriodRecordFields id={id} values={record} onChange={setRecord} fields={fields} />
      {!period?.isCurrent && (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={values.makeCurrent}
            onChange={(event) => setValues({ ...values, makeCurrent: event.target.checked })}
          />
          {t('semesters.form.makeCurrent')}
        </label>
      )}
      <DialogFooter className="gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={saving}>
          {t('semesters.form.cancel')}
        </Button>
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving && <Spinner className="size-4" />}
          {saving ? t('semesters.form.saving') : t('semesters.form.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
