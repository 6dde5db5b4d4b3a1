import { NOTE_MAX, type AdminPeriod } from '@daftar/contract';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

/** A period's days after its window (issue 47), in the order a semester runs through them. */
const STAGE_DAYS = [
  'addDropStartDate',
  'addDropEndDate',
  'lateRegistrationEndDate',
  'withdrawalStartDate',
  'withdrawalEndDate',
  'notRegisteredReminderDate',
  'notRegisteredDate',
  'semesterEndDate',
] as const;
type StageDay = (typeof STAGE_DAYS)[number];
const NOTES = ['lateNote', 'lateNoteMs'] as const;

/** The later stages as the form holds them: each day `YYYY-MM-DD` or empty, each note as typed. */
export type StageValues = Record<StageDay | (typeof NOTES)[number], string>;

export const stageValuesOf = (period?: AdminPeriod): StageValues =>
  Object.fromEntries(
    [...STAGE_DAYS, ...NOTES].map((key) => [key, period?.[key] ?? '']),
  ) as StageValues;

/** The values as the API takes them: an empty day or a blank note is none. */
export const stageBody = (values: StageValues) => ({
  ...(Object.fromEntries(STAGE_DAYS.map((key) => [key, values[key] || null])) as Record<
    StageDay,
    string | null
  >),
  lateNote: values.lateNote.trim() === '' ? null : values.lateNote,
  lateNoteMs: values.lateNoteMs.trim() === '' ? null : values.lateNoteMs,
});

/**
 * "Later stages": add/drop, late registration, withdrawal, Not Registered with its reminder, the
 * semester's end, and the note a late registrant reads before submitting, in both languages.
 */
export function PeriodStageFields({
  id,
  values,
  onChange,
  fields,
}: {
  id: string;
  values: StageValues;
  onChange: (values: StageValues) => void;
  fields: Record<string, string | undefined>;
}) {
  const { t } = useTranslation('registrar');
  const set = (key: keyof StageValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [key]: event.target.value });
  return (
    <fieldset
      className="grid min-w-0 gap-3 rounded-md border p-3"
      aria-describedby={`${id}-stages-hint`}
    >
      <legend className="px-1 text-sm font-medium">{t('semesters.form.stages')}</legend>
      <p id={`${id}-stages-hint`} className="text-sm text-muted-foreground">
        {t('semesters.form.stagesHint')}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {STAGE_DAYS.map((key) => (
          <FormField
            key={key}
            id={`${id}-${key}`}
            label={t(`semesters.form.${key}`)}
            error={fields[key]}
          >
            <Input type="date" value={values[key]} onChange={set(key)} />
          </FormField>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">{t('semesters.form.notRegisteredHint')}</p>
      <p className="text-xs text-muted-foreground">{t('semesters.form.lateNoteHint')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {NOTES.map((key) => (
          <FormField
            key={key}
            id={`${id}-${key}`}
            label={t(`semesters.form.${key}`)}
            error={fields[key]}
          >
            <Textarea
              lang={key === 'lateNoteMs' ? 'ms' : 'en'}
              rows={3}
              maxLength={NOTE_MAX}
              value={values[key]}
              onChange={set(key)}
            />
          </FormField>
        ))}
      </div>
    </fieldset>
  );
}
