import type { Period } from '@daftar/contract';
import { BanIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { addScreenCopy } from '@/lib/i18n';
import en from '@/locales/en/student-status.json';
import ms from '@/locales/ms/student-status.json';

// Brought with its code, not with every first screen's copy: only a student's pages show it.
addScreenCopy('studentStatus', { en, ms });

/**
 * A student the roll no longer counts as active (deferred, suspended, withdrawn, graduated) is
 * told so before trying to register, and what they still may do (issue 43).
 */
export function StudentStatusNotice({ period }: { period: Period | undefined }) {
  const { t } = useTranslation('studentStatus');
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
        <p className="font-semibold">{t('title')}</p>
        <p className="text-muted-foreground">{t(status)}</p>
      </div>
    </div>
  );
}
