import { formatCampusDateTime, type AdminPeriod } from '@daftar/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';

/** A semester's academic-record settings in words, on its card (issue 44). */
export function PeriodRecordLines({ period }: { period: AdminPeriod }) {
  const { t } = useTranslation('registrar');
  const language = currentLanguage();
  return (
    <>
      {period.creditMaxProbation !== null && (
        <p className="text-sm text-muted-foreground">
          {t('semesters.probationMax', { max: period.creditMaxProbation })}
        </p>
      )}
      {period.creditsOpening && (
        <p className="text-sm text-muted-foreground">
          {t('semesters.creditsOpening', {
            credits: period.creditsOpening.minCredits,
            time: formatCampusDateTime(period.creditsOpening.opensAt, language),
          })}
        </p>
      )}
      <p className="text-sm text-muted-foreground">
        {period.resultsPublished ? t('semesters.resultsPublished') : t('semesters.resultsPending')}
      </p>
    </>
  );
}
