import { DEFAULT_STANDINGS, type AdminPeriod } from '@daftar/contract';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { currentLanguage } from '@/lib/i18n';
import { useStandings } from '../api/standings';
import { fromCampusInput, toCampusInput } from './campus-time-input';

/** The academic record's settings of a period as the form holds them (issue 44). */
export interface RecordValues {
  creditMaxProbation: string;
  /** The maximum typed for each of the registrar's own standings, by code; empty: none. */
  standingLimits: Record<string, string>;
  resultsPublished: boolean;
  openingMinCredits: string;
  openingAt: string;
}

export const recordValuesOf = (period?: AdminPeriod): RecordValues => ({
  creditMaxProbation:
    period?.creditMaxProbation === null || period === undefined
      ? ''
      : String(period.creditMaxProbation),
  standingLimits: Object.fromEntries(
    (period?.standingLimits ?? []).map((l) => [l.standing, String(l.creditMax)]),
  ),
  resultsPublished: period?.resultsPublished ?? false,
  openingMinCredits: period?.creditsOpening ? String(period.creditsOpening.minCredits) : '',
  openingAt: period?.creditsOpening ? toCampusInput(period.creditsOpening.opensAt) : '',
});

/** The values as the API takes them: an empty maximum is none, an opening needs both parts. */
export const recordBody = (values: RecordValues) => ({
  creditMaxProbation: values.creditMaxProbation === '' ? null : Number(values.creditMaxProbation),
  standingLimits: Object.entries(values.standingLimits)
    .filter(([, max]) => max.trim() !== '')
    .map(([standing, max]) => ({ standing, creditMax: Number(max) })),
  resultsPublished: values.resultsPublished,
  creditsOpening:
    values.openingMinCredits === '' && values.openingAt === ''
      ? null
      : {
          minCredits: Number(values.openingMinCredits),
          opensAt: values.openingAt === '' ? '' : fromCampusInput(values.openingAt),
        },
});

/**
 * The probation maximum and each of the registrar's own standings' (a Dean's list), whether the period's results are published (until then its approvals
 * meet prerequisites), and an earlier opening for students with enough credits earned.
 */
export function PeriodRecordFields({
  id,
  values,
  onChange,
  fields,
}: {
  id: string;
  values: RecordValues;
  onChange: (values: RecordValues) => void;
  fields: Record<string, string | undefined>;
}) {
  const { t } = useTranslation('registrar');
  const { data: standings } = useStandings();
  const own = (standings?.standings ?? []).filter(
    (s) => !(DEFAULT_STANDINGS as readonly string[]).includes(s.code),
  );
  const set =
    (key: 'creditMaxProbation' | 'openingMinCredits' | 'openingAt') =>
    (event: { target: { value: string } }) =>
      onChange({ ...values, [key]: event.target.value });
  return (
    <>
      <FormField
        id={`${id}-creditMaxProbation`}
        label={t('semesters.form.creditMaxProbation')}
        error={fields.creditMaxProbation}
      >
        <Input
          inputMode="numeric"
          value={values.creditMaxProbation}
          onChange={set('creditMaxProbation')}
        />
      </FormField>
      {own.map((standing) => (
        <FormField
          key={standing.code}
          id={`${id}-standing-${standing.code}`}
          label={t('semesters.form.standingCreditMax', {
            name: currentLanguage() === 'ms' ? standing.nameMs : standing.nameEn,
          })}
          error={fields.standingLimits}
        >
          <Input
            inputMode="numeric"
            value={values.standingLimits[standing.code] ?? ''}
            onChange={(event) =>
              onChange({
                ...values,
                standingLimits: { ...values.standingLimits, [standing.code]: event.target.value },
              })
            }
          />
        </FormField>
      ))}
      <fieldset className="grid gap-3 rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">{t('semesters.form.creditsOpening')}</legend>
        <p className="text-sm text-muted-foreground">{t('semesters.form.creditsOpeningHint')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField
            id={`${id}-openingMinCredits`}
            label={t('semesters.form.openingMinCredits')}
            error={fields['creditsOpening.minCredits'] ?? fields.creditsOpening}
          >
            <Input
              inputMode="numeric"
              value={values.openingMinCredits}
              onChange={set('openingMinCredits')}
            />
          </FormField>
          <FormField
            id={`${id}-openingAt`}
            label={t('semesters.form.openingAt')}
            error={fields['creditsOpening.opensAt']}
          >
            <Input type="datetime-local" value={values.openingAt} onChange={set('openingAt')} />
          </FormField>
        </div>
      </fieldset>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-primary"
          checked={values.resultsPublished}
          onChange={(event) => onChange({ ...values, resultsPublished: event.target.checked })}
        />
        <span>
          {t('semesters.form.resultsPublished')}
          <span className="block text-muted-foreground">
            {t('semesters.form.resultsPublishedHint')}
          </span>
        </span>
      </label>
    </>
  );
}
