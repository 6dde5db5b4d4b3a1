import type { HistoryEntry } from '@daftar/contract';
import { ChevronDownIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RegistrationStatusBadge } from '@/components/registration-status-badge';
import { SubjectStatusBadge } from '@/components/subject-status-badge';
import { formatDateTime } from '@/lib/format-date-time';
import { localName } from '@/lib/i18n';

/** The student's other registrations, folded away until asked for. */
export function PastRegistrations({ history }: { history: HistoryEntry[] }) {
  const { t } = useTranslation(['review', 'common']);
  if (history.length === 0)
    return <p className="text-sm text-muted-foreground">{t('context.noHistory')}</p>;
  return (
    <details className="group">
      <summary className="flex cursor-pointer items-center gap-1.5 rounded-md text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
        <ChevronDownIcon
          className="size-4 transition-transform group-open:rotate-180"
          aria-hidden
        />
        {t('context.showHistory', { count: history.length })}
      </summary>
      <ul className="mt-3 grid gap-3">
        {history.map((entry) => (
          <li key={entry.id} className="grid gap-1.5 rounded-md border p-2.5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm font-medium">
                {t('common:semester', {
                  semester: entry.semester,
                  academicYear: entry.academicYear,
                })}
              </span>
              <RegistrationStatusBadge status={entry.status} />
            </div>
            <p className="text-xs text-muted-foreground">
              {t('context.historyLine', {
                date: formatDateTime(entry.dateSubmitted),
                credits: entry.totalCredits,
              })}
            </p>
            <ul className="grid gap-1">
              {entry.subjects.map((subject) => (
                <li
                  key={subject.id}
                  className="flex flex-wrap items-center justify-between gap-2 text-xs"
                >
                  <span className="min-w-0 break-words">
                    <span className="font-mono font-semibold">{subject.code}</span>{' '}
                    {localName(subject)}
                  </span>
                  <SubjectStatusBadge status={subject.status} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </details>
  );
}
