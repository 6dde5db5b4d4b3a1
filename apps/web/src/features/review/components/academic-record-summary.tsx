import type { AcademicSummary } from '@daftar/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';

/**
 * The student's CGPA, standing and credits earned, from their results (issue 44). Probation is
 * said in words and marked, since it lowers the credit maximum the meter shows.
 */
export function AcademicRecordSummary({ record }: { record: AcademicSummary }) {
  const { t, i18n } = useTranslation('review');
  const cgpa =
    record.cgpa === null
      ? t('context.noCgpa')
      : new Intl.NumberFormat(i18n.language, {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        }).format(record.cgpa);
  return (
    <>
      <div className="grid content-start gap-0.5">
        <dt className="text-muted-foreground">{t('context.cgpa')}</dt>
        <dd className="font-medium">{cgpa}</dd>
      </div>
      <div className="grid content-start gap-0.5">
        <dt className="text-muted-foreground">{t('context.creditsEarned')}</dt>
        <dd className="font-medium">{record.creditsEarned}</dd>
      </div>
      <div className="col-span-2 grid content-start gap-0.5">
        <dt className="text-muted-foreground">{t('context.academicStanding')}</dt>
        <dd className={cn('font-medium', record.standing === 'probation' && 'text-destructive')}>
          {currentLanguage() === 'ms' ? record.standingName.ms : record.standingName.en}
        </dd>
      </div>
    </>
  );
}
