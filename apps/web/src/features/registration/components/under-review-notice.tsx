import { ClockIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format-date';

/** Says plainly why nothing can be changed while the advisor reviews the registration. */
export function UnderReviewNotice({ submittedAt }: { submittedAt: string }) {
  const { t } = useTranslation('registration');
  return (
    <div role="status" className="grid gap-1 rounded-lg border border-info/40 bg-info/10 p-3">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <ClockIcon className="size-4 text-info" aria-hidden />
        {t('selected.underReviewTitle')}
      </p>
      <p className="text-sm text-muted-foreground">
        {t('selected.underReview', { date: formatDate(submittedAt) })}
      </p>
    </div>
  );
}
