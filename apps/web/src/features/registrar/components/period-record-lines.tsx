import { formatCampusDateTime, type AdminPeriod } from '@daftar/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { useStandings } from '../api/standings';

/** A semester's academic-record settings in words, on its card (issue 44). */
export function PeriodRecordLines({ period }: { period: AdminPeriod }) {
  const { t } = useTranslation('registrar');
  const language = currentLanguage();
  const { data: standings } = useStandings();
  const nameOf = (code: string) => {
    const standing = standings?.standings.find((s) => s.code === code);
    if (!standing) return code;
    return language === 'ms' ? standing.nameMs : standing.nameEn;
  };
  return (
    <>
      {period.creditMaxProbation !== null && (
        <p className="text-sm text-muted-foreground">
          {t('semesters.probationMax', { max: period.creditMaxProbation })}
        </p>
      )}
      {period.standingLimits.map((limit) => (
        <p key={limit.standing} className="text-sm text-muted-foreground">
          {t('semesters.standingMax', { name: nameOf(limit.standing), max: limit.creditMax })}
        </p>
      ))}
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
