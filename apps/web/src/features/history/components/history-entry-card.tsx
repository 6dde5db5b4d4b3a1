import type { HistoryEntry } from '@daftar/contract';
import { useTranslation } from 'react-i18next';
import { DownloadSlipButton } from '@/components/download-slip-button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format-date';
import { HistorySubjectsTable } from './history-subjects-table';
import { RegistrationStatusBadge } from '@/components/registration-status-badge';

/** One registration: when it was submitted, how it ended, its credits and its subjects. */
export function HistoryEntryCard({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation('history');
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <CardTitle>
            {t('tab', { semester: entry.semester, academicYear: entry.academicYear })}
          </CardTitle>
          {/* A slip certifies the subjects held: none is left after withdrawing from them all. */}
          {entry.subjects.some((s) => !s.withdrawnAt) && (
            <DownloadSlipButton registrationId={entry.id} />
          )}
        </div>
        <dl className="mt-2 grid grid-cols-2 gap-4 sm:grid-cols-3">
          <div className="grid gap-1">
            <dt className="text-sm text-muted-foreground">{t('summary.submitted')}</dt>
            <dd className="font-medium">
              <time dateTime={entry.dateSubmitted}>{formatDate(entry.dateSubmitted)}</time>
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-sm text-muted-foreground">{t('summary.status')}</dt>
            <dd>
              <RegistrationStatusBadge status={entry.status} />
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-sm text-muted-foreground">{t('summary.totalCredits')}</dt>
            <dd className="font-medium tabular-nums">{entry.totalCredits}</dd>
          </div>
        </dl>
      </CardHeader>
      <CardContent>
        <HistorySubjectsTable entry={entry} />
      </CardContent>
    </Card>
  );
}
