import type { AdminPeriod } from '@daftar/contract';
import { UserXIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { downloadBursaryChanges } from '../api/not-registered';
import { DownloadButton } from './download-button';
import { NotRegisteredDialog } from './not-registered-dialog';

/**
 * A semester's lists after its window (issue 47) on its card: who is (or would be) Not
 * Registered, and the late registrations and changes the bursary charges for, as CSV or JSON.
 */
export function PeriodLists({ period }: { period: AdminPeriod }) {
  const { t } = useTranslation('registrar');
  const id = useId();
  const name = t('semesters.name', period);
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2 border-t pt-3">
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        {t('semesters.lists.title')}
      </h3>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <NotRegisteredDialog period={period}>
          <Button
            variant="outline"
            size="sm"
            aria-label={t('semesters.notRegistered.openOf', { name })}
          >
            <UserXIcon className="size-4" aria-hidden />
            {t('semesters.notRegistered.open')}
          </Button>
        </NotRegisteredDialog>
        <div
          role="group"
          aria-labelledby={`${id}-bursary`}
          className="flex flex-wrap items-center gap-2"
        >
          <span id={`${id}-bursary`} className="text-sm text-muted-foreground">
            {t('semesters.bursary.label')}
          </span>
          <DownloadButton
            download={() => downloadBursaryChanges(period.id, 'csv')}
            failed={t('semesters.bursary.failed')}
            label={t('semesters.bursary.csvOf', { name })}
          >
            {t('semesters.bursary.csv')}
          </DownloadButton>
          <DownloadButton
            download={() => downloadBursaryChanges(period.id, 'json')}
            failed={t('semesters.bursary.failed')}
            label={t('semesters.bursary.jsonOf', { name })}
          >
            {t('semesters.bursary.json')}
          </DownloadButton>
        </div>
      </div>
      <p className="text-xs text-muted-foreground">{t('semesters.bursary.hint')}</p>
    </section>
  );
}
