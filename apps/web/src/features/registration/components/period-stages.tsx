import type { Period, PeriodStage } from '@daftar/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format-date';

/**
 * The period's stages after its window (issue 47), those the registrar set: add/drop, late
 * registration, withdrawal and the end of the semester, with the ones open today marked.
 */
export function PeriodStages({ period }: { period: Period }) {
  const { t } = useTranslation('registration');
  const { stages } = period;
  const open = (stage: PeriodStage) => stages.current.includes(stage);
  const range = (from: string, to: string) => (
    <>
      <time dateTime={from}>{formatDate(from)}</time> – <time dateTime={to}>{formatDate(to)}</time>
    </>
  );
  const rows: { key: string; label: string; when: React.ReactNode; stage?: PeriodStage }[] = [];
  const ownAddDrop =
    stages.addDropStartDate !== period.startDate || stages.addDropEndDate !== period.endDate;
  if (ownAddDrop)
    rows.push({
      key: 'addDrop',
      label: t('stages.addDrop'),
      when: range(stages.addDropStartDate, stages.addDropEndDate),
      stage: 'addDrop',
    });
  if (stages.lateRegistrationEndDate)
    rows.push({
      key: 'late',
      label: t('stages.lateRegistration'),
      when: t('stages.until', { date: formatDate(stages.lateRegistrationEndDate) }),
      stage: 'lateRegistration',
    });
  if (stages.withdrawalStartDate && stages.withdrawalEndDate)
    rows.push({
      key: 'withdrawal',
      label: t('stages.withdrawal'),
      when: range(stages.withdrawalStartDate, stages.withdrawalEndDate),
      stage: 'withdrawal',
    });
  if (stages.notRegisteredDate)
    rows.push({
      key: 'notRegistered',
      label: t('stages.notRegistered'),
      when: <time dateTime={stages.notRegisteredDate}>{formatDate(stages.notRegisteredDate)}</time>,
    });
  if (stages.semesterEndDate)
    rows.push({
      key: 'semesterEnd',
      label: t('stages.semesterEnd'),
      when: <time dateTime={stages.semesterEndDate}>{formatDate(stages.semesterEndDate)}</time>,
    });
  if (rows.length === 0) return null;
  return (
    <dl className="grid gap-x-3 gap-y-0.5 text-sm text-muted-foreground sm:grid-cols-[auto_1fr]">
      {rows.map((row) => (
        <div key={row.key} className="contents">
          <dt className="font-medium text-foreground">{row.label}</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <span>{row.when}</span>
            {row.stage && open(row.stage) && <Badge variant="success">{t('stages.openNow')}</Badge>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
