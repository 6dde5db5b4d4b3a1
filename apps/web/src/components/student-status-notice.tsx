import type { Period } from '@daftar/contract';
import { BanIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * A student the roll no longer counts as active (deferred, suspended, withdrawn, graduated) is
 * told so before trying to register, and what they still may do (issue 43).
 */
export function StudentStatusNotice({ period }: { period: Period | undefined }) {
  const { t } = useTranslation('common');
  const status = period?.studentStatus;
  if (!status || status === 'active') return null;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-warning/60 bg-warning/10 p-3 text-sm"
    >
      <BanIcon
        className="mt-0.5 size-4 shrink-0 text-warning-foreground dark:text-warning"
        aria-hidden
      />
      <div className="grid gap-1">
        <p className="font-semibold">{t('studentStatusNotice.title')}</p>
        <p className="text-muted-foreground">{t(`studentStatusNotice.${status}`)}</p>
      </div>
    </div>
  );
}
